#!/bin/sh
# watch.sh - replays (issue 48) through the real window: a run's level 1
# played (three pairs, each board noted, then cleared), the results card
# offers Watch (id watch); Watch shows the deal on the real board (the
# state file's board, "Move 0 of N"), Step and Step back land on the
# boards the game had after each pair, back and forth; Play at x4 plays to
# the end: the board cleared and the game's score; Back returns to the
# card. The replay written ($XDG_DATA_HOME/lianliankan/replays/) checks
# under `llk replay` with the same score. Screenshots:
# $LLK_BUILD/screenshots/watch-*.png
. "$(dirname "$0")/lib/common.sh"

mkdir -p "$XDG_CONFIG_HOME/lianliankan"
printf 'anim_speed = off\n' >"$XDG_CONFIG_HOME/lianliankan/settings.ini"
e2e_start_x || { bad "Xvfb starts"; e2e_summary watch; exit 1; }
xdotool mousemove 1 1

board_is() { # FILE: the state file's board is the one noted in FILE
    "$PY" -c "import json,sys; d=json.load(open('$STATE')); sys.exit(0 if json.dumps(d['board'])==open(sys.argv[1]).read() else 1)" "$1"
}
note_board() { # FILE
    "$PY" -c "import json,sys; d=json.load(open('$STATE')); open(sys.argv[1],'w').write(json.dumps(d['board']))" "$1"
}
wait_board() { # FILE: until the state file's board is it
    i=0
    while ! board_is "$1" && [ $i -lt $((50 * e2e_slow)) ]; do
        sleep 0.1
        i=$((i + 1))
    done
    board_is "$1"
}

check "a run's level 1" start_game --seed 11 --level 1 --difficulty easy \
    --windowed 1024x700 --no-sound
wait_state "d['view']=='playing'" >/dev/null
note_board "$e2e_work/b0"
for i in 1 2 3; do
    play 1
    note_board "$e2e_work/b$i"
done
moves=$(state clear "$LLK" "$e2e_wid")
check "cleared ($moves pairs more): the results card offers Watch" wait_button watch 5
score=$(get score)
check "the card's buttons: next, copy_result, watch, menu" wait_state \
    "[b['id'] for b in d['buttons']]==['next', 'copy_result', 'watch', 'menu'] and d['clipped'] is None and d.get('overlap') is None"
button watch
check "Watch: the deal on the board, move 0" wait_state \
    "d['view']=='watch' and d['notice'].startswith('Move 0 of ') and [b['id'] for b in d['buttons']]==['watch_back', 'watch_play', 'watch_step', 'watch_speed', 'back']"
check "  ... the board dealt" board_is "$e2e_work/b0"
check "at the deal Step back is disabled" wait_state \
    "[b['enabled'] for b in d['buttons'] if b['id']=='watch_back']==[False]"
shot watch-deal
button watch_step
check "Step: the board after the first pair" wait_board "$e2e_work/b1"
button watch_step
check "Step: after the second" wait_board "$e2e_work/b2"
button watch_back
check "Step back: after the first again" wait_board "$e2e_work/b1"
button watch_back
check "Step back: the deal again" wait_board "$e2e_work/b0"
button watch_step
button watch_step
button watch_step
check "three Steps: after the third pair" wait_board "$e2e_work/b3"
check "  ... move 3" wait_state "d['notice'].startswith('Move 3 of ')"
button watch_speed
button watch_speed
check "Speed x4" wait_state \
    "[b['label'] for b in d['buttons'] if b['id']=='watch_speed'] in (['Speed ×4'], ['速度 ×4'])"
button watch_play
check "Play: Pause on its button" wait_state \
    "[b['label'] for b in d['buttons'] if b['id']=='watch_play'] in (['Pause'], ['暂停'])"
check "played to the end: the board cleared, the game's score ($score)" wait_state \
    "d['tiles_left']==0 and d['score']==$score and d['screen']=='level_clear' and d['notice'].split()[1]==d['notice'].split()[3]" 20
check "  ... Play again at the end" wait_state \
    "[b['label'] for b in d['buttons'] if b['id']=='watch_play'] in (['Play'], ['播放'])"
shot watch-end
button back
check "Back: the results card again" wait_state \
    "d['view']=='level_clear' and d['score']==$score and 'watch' in [b['id'] for b in d['buttons']]"
f=$(ls "$XDG_DATA_HOME"/lianliankan/replays/*-E01T-*.replay 2>/dev/null | head -n 1)
check "the replay kept ($f)" [ -f "$f" ]
out=$("$LLK" replay "$f" 2>&1)
[ -n "${LLK_WATCH_DEBUG:-}" ] && tail -n 8 "$f"
check "llk replay: cleared, score $score" sh -c "printf '%s\n' \"\$1\" | grep -qx 'score $score' && printf '%s\n' \"\$1\" | grep -qx 'result cleared'" - "$out"
stop_game
e2e_summary watch
