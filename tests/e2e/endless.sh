#!/bin/sh
# endless.sh - endless (issue 48): Endless on the title starts timed
# boards against one clock (the state file's mode "endless", the bar's
# "Board 1"); a match adds time to the clock; paused, Restart this board
# is disabled and End run offered; the board cleared with
# state.py's clear is followed by the next with no results card, "Board
# 2" said, the clock carried over; Esc keeps it (Continue endless on the
# title, Endless gone) in endless.save. Then a run with a short clock
# (LLK_TEST_ENDLESS_MS, the tests' hook): one match, the clock runs out,
# the run's end card (boards cleared), its name, the High scores'
# Endless table shows it (scores.txt's endless line), and the statistics'
# endless row counts the boards.
# Screenshots: $LLK_BUILD/screenshots/endless-*.png
. "$(dirname "$0")/lib/common.sh"

DATA=$XDG_DATA_HOME/lianliankan
mkdir -p "$XDG_CONFIG_HOME/lianliankan"
printf 'anim_speed = off\n' >"$XDG_CONFIG_HOME/lianliankan/settings.ini"
e2e_start_x || { bad "Xvfb starts"; e2e_summary endless; exit 1; }
rm -rf "$XDG_DATA_HOME" "$XDG_STATE_HOME"

# the clock and a match: one pair of the board clicked
match() {
    set -- $(state pair1xy "$LLK")
    xdotool mousemove --window "$e2e_wid" "$1" "$2" click 1 \
        mousemove --window "$e2e_wid" "$3" "$4" click 1
}

export LLK_TEST_ENDLESS_MS=30000
check "game starts" start_game --windowed 1024x700 --no-sound
xdotool mousemove --window "$e2e_wid" 1 1
check "the title offers Endless" wait_button endless
button endless
check "Endless starts: mode endless, board 1, the short clock counting down" \
    wait_state "d['view']=='playing' and d['mode']=='endless' and \
d['kind']=='endless' and d['run'] and 0 < d['time_left_ms'] <= 30000 and \
any(t['text']=='Board 1' for t in d['texts'])"
tiles=$(get tiles_left)
match
check "a match: the clock grew past its start" wait_state \
    "d['tiles_left']==$tiles-2 and d['time_left_ms'] > 30000"
shot endless-playing
key p
check "paused: no restart in endless (disabled), End run offered" wait_state \
    "d['view']=='paused' and \
[b.get('enabled', True) for b in d['buttons'] if b['id'] in ('restart', 'end_run')]==[False, True]"
key p
wait_state "d['view']=='playing'" >/dev/null
moves=$(state clear "$LLK" "$e2e_wid")
check "board 1 cleared ($moves pairs): board 2 dealt, no results card" \
    wait_state "d['view']=='playing' and d['screen']=='playing' and \
d['levels_cleared']==1 and d['tiles_left']==$tiles" 10
check "it says Board 2, the clock carried over (more than it began with)" \
    wait_state "d['notice']=='Board 2' and d['time_left_ms'] > 30000 and \
any(t['text']=='Board 2' for t in d['texts'])"
key Escape
check "Esc: the title offers Continue endless, not Endless" wait_state \
    "d['view']=='menu' and 'continue_endless' in [b['id'] for b in d['buttons']] \
and 'endless' not in [b['id'] for b in d['buttons']]"
stop_game
check "endless.save kept" [ -s "${SAVE%/*}/endless.save" ]
rm -f "${SAVE%/*}/endless.save"

# the clock runs out
export LLK_TEST_ENDLESS_MS=1500
check "game starts again" start_game --windowed 1024x700 --no-sound
button endless
check "a 1.5 s clock" wait_state "d['view']=='playing' and d['mode']=='endless'"
match
check "a match: the clock grew" wait_state "d['time_left_ms'] > 1500"
score=$(get score)
check "the clock runs out: the run ends, its score enters the table" \
    wait_state "d['view']=='run_ended' and not d['run'] and \
any(t['text']=='0 boards cleared' for t in d['texts']) and \
[b['label'] for b in d['buttons'] if b['id']=='menu']==['Enter your name']" 10
shot endless-run-ended
button menu
check "the name entry" wait_state "d['view']=='name_entry'"
key --repeat 30 BackSpace
xdotool type --delay 20 'Eve'
wait_state "d['entry']=='Eve'" >/dev/null
key Return
check "the Endless table shows the run, highlighted" wait_state \
    "d['view']=='scores' and len(d['lines'])==1 and 'Eve' in d['lines'][0] and \
'  $score  0  ' in d['lines'][0] and \
[b['id'] for b in d['buttons'] if b['chosen']][-1:]==['tab_endless']"
shot endless-table
button tab_endless
check "its tab again: the runs' table, empty" wait_state \
    "d['view']=='scores' and d['lines']==[]"
check "no Continue endless: the run is over" [ ! -e "${SAVE%/*}/endless.save" ]
button back
wait_state "d['view']=='menu'" >/dev/null
button stats
check "the statistics' endless row: two boards played, one cleared" \
    wait_state "d['view']=='stats' and \
any(x.startswith('endless started=2 won=1 ') for x in d['lines'])"
stop_game
check "scores.txt has the endless line" \
    grep -q "^endless [a-z]* 0 $score [0-9]* Eve\$" "$DATA/scores.txt"
unset LLK_TEST_ENDLESS_MS
rm -f "${SAVE%/*}/endless.save"

e2e_summary endless
