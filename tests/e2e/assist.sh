#!/bin/sh
# assist.sh - the solver plays along, in a real window (issue 16):
# a board built to be lost after one move (tests/e2e/data/trap.txt, checked
# with llk first): after that move the state file says position "lost",
# the dead-end strip's button (id dead_end) appears within two seconds;
# timed: clicking it re-deals for free (re-deals left unchanged, the board
# winnable again); relaxed: W undoes to the last winnable position (the
# dealt board, saying how many pairs it put back); Show me on the lost board refuses; Show me (D) on a small
# board plays it to the level-clear screen, marks the game assisted, and
# a key stops it on a larger one; the pause screen's show_me button starts
# it too; in the relaxed game the trap move is asked about first (the
# warning before a losing move: Keep thinking, Do it), a move in the dead
# end is not. Screenshots: $LLK_BUILD/screenshots/assist-*.png
. "$(dirname "$0")/lib/common.sh"

trap_board="$LLK_TOP/tests/e2e/data/trap.txt"
small_board="$LLK_TOP/tests/e2e/data/small.txt"
grep -v '^#' "$trap_board" | sed 's/^\(2\) 1 1 \(2\)$/\1 0 0 \2/' >"$e2e_work/after.txt"
check "trap board: winnable as dealt" sh -c "'$LLK' solve '$trap_board' | grep -q '^solved'"
check "trap board: lost after 2 1 2 2" sh -c "'$LLK' solve '$e2e_work/after.txt' | grep -qx unsolvable"
check "trap board: pairs remain after it" sh -c "'$LLK' pairs --count '$e2e_work/after.txt' | grep -qx 'pairs 5'"
check "--help names --board and D" sh -c "'$GAME' --help | grep -q -- '--board FILE' && '$GAME' --help | grep -q '^    D  *Show me'"

e2e_start_x || { bad "Xvfb starts"; e2e_summary assist; exit 1; }

# The timed game: the trap move, the notice, the free re-deal.
if start_game --board "$trap_board" --windowed 800x600; then
    check "trap: winnable at the start" wait_state "d['position'] == 'winnable'" 5
    left=$(get redeals_left)
    rect0=$(state get board_rect)
    click 2 1
    click 2 2
    check "trap: position lost after the move" wait_state "d['position'] == 'lost' and d['tiles_left'] == 10" 3
    check "trap: the dead-end button within 2 s" wait_button dead_end 2
    check "trap: the strip is in the lane: the board did not move" \
        test "$(state get board_rect)" = "$rect0"
    check "trap: the strip's button inside the lane (notice_rect)" wait_state \
        "[b for b in d['buttons'] if b['id']=='dead_end' and b['y'] >= d['notice_rect']['y'] and \
b['y']+b['h'] <= d['notice_rect']['y']+d['notice_rect']['h']]" 2
    shot assist-dead-end
    check "trap: the strip is drawn (its vermilion edge under the board)" \
        test "$(look assist-dead-end count 232 96 72)" -ge 2000
    check "trap: D is handled" handled 1 xdotool key --window "$e2e_wid" d
    check "trap: Show me refuses a lost board" \
        wait_state "not d['demo'] and not d['assisted']" 1
    button dead_end
    check "trap: the free re-deal leaves the board winnable" wait_state "d['position'] == 'winnable' and d['tiles_left'] == 10" 5
    check "trap: it cost no re-deal" test "$(get redeals_left)" = "$left"
    check "trap: the strip is gone" wait_state "not any(b['id'] == 'dead_end' for b in d['buttons'])" 2
    stop_game
else
    bad "the game starts on the trap board"
fi

# The relaxed game: W undoes to the last winnable position.
if start_game --board "$trap_board" --relaxed --windowed 800x600; then
    wait_state "d['position'] == 'winnable'" 5
    pyrun "$e2e_here/state.py" "$STATE" board "$e2e_work/dealt.txt"
    # the warning before a losing move (warn_losing, on by default in a
    # relaxed game): asked first, Keep thinking keeps the board and the
    # selection; asked again, Do it takes the move
    click 2 1
    click 2 2
    check "relaxed trap: the move is asked about first" wait_state \
        "d['view']=='confirm' and d['confirm']=='losing' and d['tiles_left']==12"
    wait_drawn confirm >/dev/null
    check "relaxed trap: the warning as drawn" seen_look assist-losing en
    check "relaxed trap: its answers say what they do" wait_state \
        "[b['label'] for b in d['buttons']]==['Do it', 'Keep thinking']"
    button no
    check "relaxed trap: Keep thinking: the board as it was, the tile still selected" \
        wait_state "d['view']=='playing' and d['tiles_left']==12 and d['selected']==[2,1]"
    click 2 2
    check "relaxed trap: asked again" wait_state "d['confirm']=='losing'"
    button yes
    check "relaxed trap: Do it: the move taken" wait_state \
        "d['view']=='playing' and d['tiles_left']==10"
    check "relaxed trap: lost and offered" wait_button dead_end 3
    set -- $(state pair1 "$LLK")
    click "$1" "$2"
    click "$3" "$4"
    check "relaxed trap: a move in the dead end is not asked about" wait_state \
        "d['view']=='playing' and d['tiles_left']==8"
    key u
    wait_state "d['tiles_left']==10" >/dev/null
    check "relaxed trap: the button says undo" sh -c "
        '$PY' -c \"import json; d=json.load(open('$STATE')); b=[b for b in d['buttons'] if b['id']=='dead_end'][0]; raise SystemExit(0 if 'W' in b['label'] else 1)\""
    key w
    # (the move in the dead end undone: W's step is the second to redo)
    check "relaxed trap: W gives the dealt board back" wait_state "d['tiles_left'] == 12 and d['position'] == 'winnable' and d['redo'] == 2" 3
    check "relaxed trap: W says what it did (1 pair put back)" wait_state \
        "d['notice'] == '1 pair put back: the board can be cleared again'" 3
    pyrun "$e2e_here/state.py" "$STATE" board "$e2e_work/now.txt"
    check "relaxed trap: the same cells as dealt" cmp -s "$e2e_work/dealt.txt" "$e2e_work/now.txt"
    stop_game
else
    bad "the relaxed game starts on the trap board"
fi

# Show me plays a small board to the level-clear screen.
if start_game --board "$small_board" --windowed 800x600; then
    key d
    check "show me in a timed game asks first" wait_state "d['confirm']=='show_me'" 3
    button yes
    check "show me: demo on, the game marked assisted" wait_state "d['demo'] and d['assisted']" 3
    sleep 1
    shot assist-demo
    check "show me: clears the board to level clear" wait_state "d['view'] == 'level_clear' and d['tiles_left'] == 0" $((20 * e2e_slow))
    check "show me: still assisted, demo over" wait_state "d['assisted'] and not d['demo']" 2
    stop_game
else
    bad "the game starts on the small board"
fi

# A key stops it; the pause screen's show_me button starts it.
if start_game --difficulty easy --level 1 --seed 5 --windowed 800x600; then
    key p
    check "pause: show_me button" wait_button show_me 3
    button show_me
    check "pause: Show me asks first" wait_state "d['view'] == 'confirm' and d['confirm'] == 'show_me'" 3
    button yes
    check "pause: Show me resumes and plays" wait_state "d['demo'] and d['screen'] == 'playing'" 3
    wait_state "d['tiles_left'] <= 92" 5
    key space
    check "a key stops Show me" wait_state "not d['demo']" 2
    t1=$(get tiles_left)
    sleep 1.5
    check "nothing is played after it stopped" test "$(get tiles_left)" = "$t1"
    stop_game
else
    bad "the game starts on easy level 1"
fi

e2e_summary assist
