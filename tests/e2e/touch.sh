#!/bin/sh
# touch.sh - a touch screen (issue 46), through finger events the game's
# test hook (LLK_TEST_PAD, src/front/pad.h) puts on SDL's queue, where a
# touch screen's come: a tap on a button of the title presses it; on the
# board a tap on each of two matching tiles removes them; a long press
# (0.5 s) shows every tile of that kind until the finger lifts, selecting
# nothing; a short touch shows nothing; off the board a long press is a
# tap when it lifts; a two-finger tap pauses and, on the
# pause screen, resumes; a finger moved on a slider drags it; the state
# file's "input" says touch.
# Screenshot: $LLK_BUILD/screenshots/touch-*.png
. "$(dirname "$0")/lib/common.sh"

e2e_start_x || { bad "Xvfb starts"; e2e_summary touch; exit 1; }
xdotool mousemove 1 1
e2e_input_hook

start_game --windowed 1024x700 --no-sound
wait_state "d['view']=='menu'" >/dev/null
tap $(at help)
check "a tap on Help: the help screen, input touch" wait_state \
    "d['view']=='help' and d['input']=='touch'"
tap $(at back)
check "a tap on Back: the title" wait_state "d['view']=='menu'"
tap $(at settings)
wait_state "d['view']=='settings'" >/dev/null
# a slider (the first one on show; its track is the right part of the
# row, settings.sh): a finger from its track's left end to its right end
# drags it to its highest value
slider=$(state get buttons | "$PY" -c '
import json, sys
b = next(b for b in json.load(sys.stdin) if b["kind"] == "slider")
print(b["id"], b["value"], b["max"], int(b["x"] + 0.62 * b["w"]),
      int(b["y"] + b["h"] / 2), int(b["x"] + b["w"] - 2))')
set -- $slider
sid=$1 smax=$3 sy=$5
hook "finger down 8 $4 $sy" "finger move 8 $(($4 + 40)) $sy" \
    "finger move 8 $6 $sy" "finger up 8 $6 $sy"
check "a finger moved along the slider $sid: dragged to its end ($smax)" wait_state \
    "[b['value'] for b in d['buttons'] if b['id']=='$sid']==[$smax]"
# off the board a long press is no right button (which steps a choice
# back): held 0.8 s on the right part of the choice anim_speed and lifted,
# it is a tap: the next choice (settings.sh: "fast")
set -- $(state get buttons | "$PY" -c '
import json, sys
b = next(b for b in json.load(sys.stdin) if b["id"] == "anim_speed")
print(int(b["x"] + 0.9 * b["w"]), int(b["y"] + b["h"] / 2))')
was=$(get settings | "$PY" -c 'import json, sys; print(json.load(sys.stdin)["anim_speed"])')
hook "finger down 6 $1 $2"
sleep 0.8
check "a long press on a choice ($was): unchanged while held" wait_state \
    "d['settings']['anim_speed']=='$was' and '$was'!='fast'"
hook "finger up 6 $1 $2"
check "lifted: the next choice, as a tap gives" wait_state \
    "d['settings']['anim_speed']=='fast'"
stop_game

start_game --relaxed --difficulty easy --level 1 --seed 3 --windowed 1024x700 --no-sound
wait_state "d['view']=='playing' and not d['anim']" >/dev/null
tiles=$(get tiles_left)
set -- $(state pair1 "$LLK")
tap $(state xy "$1" "$2")
check "a tap on a tile selects it" wait_state "d['selected']==[$1,$2]"
tap $(state xy "$3" "$4")
check "a tap on its match removes the pair" wait_state "d['tiles_left']==$tiles-2"
peeks="len([m for m in d.get('marks', []) if m['kind'] == 'peek'])"
wait_state "not d['anim']" >/dev/null
set -- $(state pair1 "$LLK")
set -- $(state xy "$1" "$2")
hook "finger down 9 $1 $2"
sleep 0.2
check "a finger down 0.2 s: nothing shown yet" wait_state "$peeks == 0 and d['selected'] is None"
check "held 0.5 s: every tile of its kind shown, nothing selected" wait_state \
    "$peeks >= 2 and d['selected'] is None" 3
shot touch-long
hook "finger up 9 $1 $2"
check "lifted: hidden, still nothing selected" wait_state "$peeks == 0 and d['selected'] is None"
hook "finger down 1 300 300" "finger down 2 500 300" "finger up 2 500 300" "finger up 1 300 300"
check "a two-finger tap: paused" wait_state "d['view']=='paused'"
texts="[t['text'] for t in d['texts']]"
check "the pause screen speaks of touch: a tap resumes, no keys named" wait_state \
    "'Tap to resume' in $texts and not any('Esc' in t or 'P:' in t for t in $texts)"
hook "finger down 1 300 300" "finger down 2 500 300" "finger up 1 300 300" "finger up 2 500 300"
check "a two-finger tap again: playing" wait_state "d['view']=='playing' and d['input']=='touch'"
check "no tile selected by the two-finger taps" wait_state "d['selected'] is None"
e2e_summary touch
