#!/bin/sh
# run.sh BUILDDIR - run every benchmark program, then the game's speed
# script when there is one. Figures are printed beside their baselines.
set -u
build=${1:-build}
status=0
for b in "$build"/bench/bench_*; do
    [ -x "$b" ] || continue
    echo "== $(basename "$b")"
    "$b" || status=1
done
echo "== llk on large boards: wall time against the budget, peak memory"
sh bench/bounds.sh "$build" || status=1
if [ -f bench/game_speed.sh ]; then
    echo "== game speed"
    sh bench/game_speed.sh "$build" || status=1
fi
exit $status
