# clock.sh - sourced after common.sh by the tests that measure the
# countdown by amounts (clock.sh, fairplay.sh, intro.sh).

# clock_run ACTION...: tests/e2e/lib/clock.py's actions on the game on
# show; each of its RESULT lines is a check of the test (ok or bad), its
# other lines (the writes it timed) are printed.
clock_run() {
    "$PY" "$e2e_here/clock.py" "$STATE" "$e2e_wid" "$@" >"$e2e_work/clock.out" 2>&1
    cr_status=$?
    grep -v '^RESULT ' "$e2e_work/clock.out"
    while read -r cr_tag cr_res cr_rest; do
        [ "$cr_tag" = RESULT ] || continue
        if [ "$cr_res" = ok ]; then ok "$cr_rest"; else bad "$cr_rest"; fi
    done <"$e2e_work/clock.out"
    [ "$cr_status" -ne 2 ] || bad "clock.py ran its actions (exit $cr_status)"
}
