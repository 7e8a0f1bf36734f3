# clock.sh - sourced after common.sh by the tests that measure by the
# test's own clock (clock.sh, fairplay.sh, intro.sh, score_rules.sh).

# results FILE: each "RESULT ok NAME" or "RESULT FAIL NAME" line of FILE
# a check of the test (ok or bad); its other lines are printed.
results() {
    grep -v '^RESULT ' "$1"
    while read -r rs_tag rs_res rs_rest; do
        [ "$rs_tag" = RESULT ] || continue
        if [ "$rs_res" = ok ]; then ok "$rs_rest"; else bad "$rs_rest"; fi
    done <"$1"
}

# clock_run ACTION...: tests/e2e/lib/clock.py's actions on the game on
# show; each of its RESULT lines is a check of the test.
clock_run() {
    "$PY" "$e2e_here/clock.py" "$STATE" "$e2e_wid" "$@" >"$e2e_work/clock.out" 2>&1
    cr_status=$?
    results "$e2e_work/clock.out"
    [ "$cr_status" -ne 2 ] || bad "clock.py ran its actions (exit $cr_status)"
}
