#!/bin/sh
# random_input.sh - the long random-input test: thousands of random clicks
# and keys go through SDL's real event queue of the real game (in-process,
# --random-input), which checks around every event that no tile is lost
# except by a legal removal (path on the board before, shift as the level
# says), that re-deals keep the tiles and that a shown hint is removable.
# Fixed seed (another one sanitized), printed; replay with LLK_SEED=S sh tests/e2e/random_input.sh
# or the --random-seed printed by the game.
. "$(dirname "$0")/lib/common.sh"

seed=${LLK_SEED:-20261121}
# the sanitized lane plays other games than the plain one (still printed)
[ "${LLK_SANITIZED:-0}" = 1 ] && [ -z "${LLK_SEED:-}" ] && seed=$((seed + 1000003))
echo "random_input: seed $seed"
if [ "${LLK_SANITIZED:-0}" = 1 ]; then
    n1=2000 n2=1500
else
    n1=5000 n2=4000
fi
e2e_start_x || { bad "Xvfb starts"; e2e_summary random_input; exit 1; }

# run NAME EVENTS SEED ARGS...: one run; checks its summary line.
run() {
    name=$1 events=$2 s=$3
    shift 3
    log=$e2e_work/$name.log
    rm -f "$STATE"
    bounded 300 "$GAME" --windowed 1024x700 --state-file "$STATE" \
        --random-input "$events" --random-seed "$s" "$@" 2>"$log"
    status=$?
    grep '^random-input' "$log"
    line=$(grep '^random-input: seed .*failures' "$log" | tail -n 1)
    check "$name: exits 0 (seed $s)" [ "$status" -eq 0 ]
    check "$name: all $events events sent" \
        sh -c "echo '$line' | grep -q ': $events events'"
    check "$name: no check failed" sh -c "echo '$line' | grep -q ' 0 failures'"
    removals=$(echo "$line" | sed -n 's/.* \([0-9]*\) removals.*/\1/p')
    cleared=$(echo "$line" | sed -n 's/.* \([0-9]*\) levels cleared.*/\1/p')
    check "$name: tiles were removed ($removals)" [ "${removals:-0}" -ge 100 ]
    check "$name: levels were cleared ($cleared)" [ "${cleared:-0}" -ge 1 ]
    check "$name: the last state file agrees with its board" python3 -c "
import json
d = json.load(open('$STATE'))
n = sum(1 for row in d['board'] for k in row if k)
assert n == d['tiles_left'], (n, d['tiles_left'])
"
    if [ "$status" -ne 0 ]; then
        tail -n 20 "$log"
    fi
}

# From the menu (new games, the level chooser, help, pause, ...).
run menu "$n1" "$seed"
# Straight into a big board on a late level: all the shift modes follow.
run hard "$n2" "$((seed + 1))" --difficulty hard --level 7

# The checker must be able to fail: with every move forgotten, removals
# look like lost tiles.
rm -f "$STATE"
LLK_RANDOM_SABOTAGE=1 bounded 60 "$GAME" --windowed 1024x700 --random-input 300 \
    --random-seed "$seed" --level 1 2>"$e2e_work/sabotage.log"
status=$?
check "sabotaged run: the checker fails it (exit $status)" [ "$status" -eq 1 ]
check "sabotaged run: says what was lost" \
    grep -q 'FAIL after event .*two tiles went without a removal' \
    "$e2e_work/sabotage.log"
e2e_summary random_input
