#!/bin/sh
# score_rules.sh - the score worked out from the rules, not from the game
# (issue 42), in a real window: a timed game on the small board (eight
# pairs, no shift) played by clicks on a plan (lib/rules_play.py: quick
# pairs, a hint then its pair, a pair after 4.5 s of play), each pair's
# points and the level's score on the results card worked out by the
# rules as docs/playing.md states them (10 a pair, 5 more a match in a
# row within 3 s up to 40, 10 and the combo ended after a hint, 2 a second
# left, 50 an unused hint, 30 an unused re-deal), the gaps measured by the
# test's own clock; the game's must be the same. Animations off. The
# whole run's scores: tests/unit/test_oracle.c.
. "$(dirname "$0")/lib/common.sh"
. "$(dirname "$0")/lib/clock.sh"

e2e_start_x || { bad "Xvfb starts"; e2e_summary score_rules; exit 1; }
small=$LLK_TOP/tests/e2e/data/small.txt
mkdir -p "$XDG_CONFIG_HOME/lianliankan"
printf 'anim_speed = off\n' >"$XDG_CONFIG_HOME/lianliankan/settings.ini"

# rules PLAN: the small board played on PLAN, checked by the rules
rules() {
    check "a timed game on the small board ($1)" start_game --board "$small" \
        --difficulty easy --windowed 1024x700 --no-sound
    wait_state "d['view']=='playing' and d['tiles_left']==16" >/dev/null
    "$PY" "$e2e_here/rules_play.py" "$STATE" "$e2e_wid" "$LLK" "$1" \
        >"$e2e_work/rules.out" 2>&1
    rp_status=$?
    results "$e2e_work/rules.out"
    [ "$rp_status" -eq 0 ] || bad "rules_play.py $1 played it (exit $rp_status)"
    stop_game
}

# eight pairs in a row: 10, 15, ... 40, 40 (the most)
rules qqqqqqqq
# a hint ends the combo and scores 10; 4.5 s of play ends it too
rules qqhqsqhq

e2e_summary score_rules
