#!/bin/sh
# focus.sh - the focus on every screen but the board (issue 29): Tab
# visits every control of the screen once round, one control focused at
# a time; Down and Up follow the screen's grid (the focus goes to a
# control below, then above); on the entries (game ID, name) the entry is
# a control too, typing goes to it whatever is focused. Screens: menu,
# settings, levels, numbered, help, scores, statistics, pause.
# Screenshots: $LLK_BUILD/screenshots/focus-*.png
. "$(dirname "$0")/lib/common.sh"

# focused: the id of the control focused (exactly one, else "none")
focused() {
    state get buttons | "$PY" -c '
import json, sys
s = [b["id"] for b in json.load(sys.stdin) if b["selected"]]
print(s[0] if len(s) == 1 else "none")'
}

# tab_round NAME: Tab once per control visits each of them
tab_round() {
    n=$(state get buttons | "$PY" -c 'import json,sys; print(len(json.load(sys.stdin)))')
    all=$(state get buttons | "$PY" -c 'import json,sys; print(" ".join(sorted(b["id"] for b in json.load(sys.stdin))))')
    seen=""
    tr_i=0 # (wait_state counts with i)
    while [ $tr_i -lt "$n" ]; do
        handled 1 key Tab || break
        seen="$seen $(focused)"
        tr_i=$((tr_i + 1))
    done
    seen=$(echo $seen | tr ' ' '\n' | sort | tr '\n' ' ' | sed 's/ $//')
    check "$1: Tab visits all $n controls" [ "$seen" = "$all" ]
    [ "$seen" = "$all" ] || echo "  (visited: $seen; controls: $all)"
}

# centre_y ID: the centre's y of control ID
centre_y() {
    state get buttons | "$PY" -c "
import json, sys
for b in json.load(sys.stdin):
    if b['id'] == '$1':
        print(int(b['y'] + b['h'] / 2))"
}

# grid NAME: from the first control, Down goes to a control lower down,
# Up comes back up
grid() {
    handled 1 key Home
    f0=$(focused)
    y0=$(centre_y "$f0")
    handled 1 key Down
    f1=$(focused)
    y1=$(centre_y "$f1")
    check "$1: Down goes down ($f0 to $f1)" [ "${y1:-0}" -gt "${y0:-0}" ]
    handled 1 key Up
    y2=$(centre_y "$(focused)")
    check "$1: Up comes back up" [ "${y2:-0}" -lt "${y1:-0}" ]
}

# screen NAME: the focus shown, Tab round, the grid
screen() {
    check "$1: one control focused" [ "$(focused)" != none ]
    tab_round "$1"
    grid "$1"
    shot "focus-$1"
}

e2e_start_x || { bad "Xvfb starts"; e2e_summary focus; exit 1; }
start_game --windowed 1024x700 --no-sound
xdotool mousemove --window "$e2e_wid" 1 1
wait_state "d['view']=='menu'" >/dev/null
handled 1 key Home
screen menu
for v in settings levels scores stats help; do
    wait_button "$v" >/dev/null
    button "$v"
    wait_state "d['view']=='$v'" >/dev/null
    handled 1 key Home
    screen "$v"
    key Escape
    wait_state "d['view']=='menu'" >/dev/null
done

# the game ID entry: focused first, a control of the screen
button numbered
wait_state "d['view']=='numbered'" >/dev/null
check "numbered: the entry has the focus" wait_state \
    "[b['id'] for b in d['buttons'] if b['selected']]==['game_id'] and [b['kind'] for b in d['buttons'] if b['id']=='game_id']==['field']"
tab_round numbered
handled 1 key Tab # to Start
check "numbered: Start focused" [ "$(focused)" = start ]
xdotool type --delay 30 'E01'
check "numbered: typing goes to the entry, which takes the focus" wait_state \
    "d['entry']=='E01' and [b['id'] for b in d['buttons'] if b['selected']]==['game_id']"
handled 1 key Down
check "numbered: Down from the entry to the buttons" wait_state \
    "[b['id'] for b in d['buttons'] if b['selected']][0] in ('start','paste','back')"
handled 1 key Up
check "numbered: Up back to the entry" [ "$(focused)" = game_id ]
shot focus-numbered
key Escape
wait_state "d['view']=='menu'" >/dev/null

# the pause screen
button new_easy
yes_if_asked
wait_state "d['view']=='playing'" >/dev/null
key p
wait_state "d['view']=='paused'" >/dev/null
handled 1 key Home
screen pause
stop_game
e2e_summary focus
