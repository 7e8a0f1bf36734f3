#!/bin/sh
# run.sh BUILDDIR - run every benchmark program, the whole-process pair
# count, the large-board bounds, then the game's speed script when there
# is one. Figures are printed beside their baselines; the ratio figures
# (RATIO lines, from every benchmark) then go through the regression
# guard (bench/guard.py against bench/expected.txt), whose REGRESSION
# makes the exit status 1.
set -u
build=${1:-build}
status=0
log=$(mktemp)
trap 'rm -f "$log"' EXIT
for b in "$build"/bench/bench_*; do
    [ -x "$b" ] || continue
    echo "== $(basename "$b")"
    "$b" >"$log.one" || status=1
    cat "$log.one" >>"$log"
    cat "$log.one"
done
rm -f "$log.one"
# part CMD...: run a script, its output shown and kept for the guard; a
# failure leaves a line FAILED in the log (a pipe's status is tee's).
part() {
    { "$@" || echo "FAILED: $*"; } | tee -a "$log"
}
echo "== llk pairs --count, whole process"
part sh bench/process.sh "$build"
echo "== llk on large boards: wall time against the budget, peak memory"
part sh bench/bounds.sh "$build"
if [ -f bench/game_speed.sh ]; then
    echo "== game speed"
    part sh bench/game_speed.sh "$build"
fi
if grep -q '^FAILED: ' "$log"; then
    status=1
fi
echo "== regression guard (bench/expected.txt)"
python3 bench/guard.py "$log" bench/expected.txt || status=1
exit $status
