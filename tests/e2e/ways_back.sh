#!/bin/sh
# ways_back.sh - every way back (issue 42): walks the table
# tests/e2e/data/ways_back.txt, one row a screen, a way into it (from the
# title, the pause screen, the play screen, the results card, a confirm)
# and a way out (Back, Esc, the window's close, F1 again on Help), and
# checks that the way in shows the screen and the way out lands where the
# row says. One game walks the rows; it is started again only after a
# row that closes it (with its save: the run kept) and for the results
# card (a small board cleared). Animations off; a level from the level map
# stays on Dealing (LLK_DEAL_WAIT_MS=0, LLK_DEAL_MIN_MS).
. "$(dirname "$0")/lib/common.sh"

e2e_start_x || { bad "Xvfb starts"; e2e_summary ways_back; exit 1; }
TABLE=${LLK_WAYS_TABLE:-$LLK_TOP/tests/e2e/data/ways_back.txt}
small=$LLK_TOP/tests/e2e/data/small.txt
export LLK_DEAL_WAIT_MS=0 LLK_DEAL_MIN_MS=600000
mkdir -p "$XDG_CONFIG_HOME/lianliankan"
printf 'anim_speed = off\n' >"$XDG_CONFIG_HOME/lianliankan/settings.ini"
GAMEARGS="--windowed 1024x700 --no-sound"

# walk ROW [card]: lib/ways_back.py from ROW on; its RESULT lines are
# checks of this test; sets walk_status and walk_row (the row it stopped at)
walk() {
    "$PY" "$e2e_here/ways_back.py" "$STATE" "$e2e_wid" "$TABLE" "$@" \
        >"$e2e_work/walk.out" 2>&1
    walk_status=$?
    while read -r w_tag w_res w_rest; do
        case "$w_tag" in
        RESULT) if [ "$w_res" = ok ]; then ok "$w_rest"; else bad "$w_rest"; fi ;;
        NEED) walk_row=$w_rest ;; # NEED card ROW
        EXIT) walk_row=$w_res ;;  # EXIT ROW NAME
        *) echo "  $w_tag $w_res $w_rest" ;;
        esac
    done <"$e2e_work/walk.out"
}

# The run every row but the card's starts from: a timed level 1, kept.
check "a timed run starts" start_game --seed 8 --level 1 --difficulty easy $GAMEARGS
wait_state "d['view']=='playing'" >/dev/null
walk 0
while :; do
    case "$walk_status" in
    0) break ;;
    3) # a results card: a small board (practice, not saved) cleared
        stop_game
        if e2e_keep_save=1 start_game --board "$small" --difficulty easy $GAMEARGS &&
            yes_if_asked && wait_state "d['screen']=='playing' and d['tiles_left']>0" >/dev/null &&
            state clear "$LLK" "$e2e_wid" >/dev/null &&
            wait_state "d['view']=='level_clear'" >/dev/null; then
            walk "$walk_row" card
        else
            bad "a small board cleared: its results card"
            break
        fi
        ;;
    4) # the row's way out ended the game: exit 0, then the game again
        wait_exit
        check "$(sed -n 's/^EXIT [0-9]* //p' "$e2e_work/walk.out"): the game exits 0" \
            [ "$e2e_status" -eq 0 ]
        start_game $GAMEARGS || { bad "the game starts again"; break; }
        walk $((walk_row + 1))
        ;;
    *) # why, in the check's name: the failed-checks recap keeps it
        bad "the walk goes on (ways_back.py exit $walk_status: $(sed -n 's/^ways_back.py: //p' "$e2e_work/walk.out" | head -1))"
        break
        ;;
    esac
done
check "the table was walked to its end" grep -q '^DONE [1-9]' "$e2e_work/walk.out"

e2e_summary ways_back
