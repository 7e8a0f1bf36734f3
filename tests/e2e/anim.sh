#!/bin/sh
# anim.sh - what the player sees is what the player gets: clicks during the
# removal animation (path, vanish, slide) get the tile drawn under the
# pointer, a removal during a slide makes no tile jump; and the feedback:
# the refusal's reason, the hint's path, the combo counter, "+N", the
# burst, the level-clear celebration, the bar's score and tiles left
# pulsing as they change (issue 44: grown in their slots, nothing clipped
# or overlapping), none of it with animations off.
# Speech on (issue 47): the first match says the tiles left and the shift.
# Screenshots (1920x1080, 1024x700, 640x400): $LLK_BUILD/screenshots/anim-*.png
. "$(dirname "$0")/lib/common.sh"

export LLK_E2E_SCREEN=1920x1080x24
e2e_start_x || { bad "Xvfb starts"; e2e_summary anim; exit 1; }
INI=$XDG_CONFIG_HOME/lianliankan/settings.ini
DRAWN="$PY $e2e_here/drawn.py"
mkdir -p "$XDG_CONFIG_HOME/lianliankan"

# settings ANIM_SPEED PATH_MS: the settings file before a start (speech
# on: the state file's spoken, issue 47).
settings() {
    printf 'anim_speed = %s\npath_ms = %s\nspeech = on\n' "$1" "$2" >"$INI"
}

# mouse X Y [BUTTON]: click at window point (X, Y), at once.
mouse() {
    xdotool mousemove --window "$e2e_wid" "$1" "$2" mousedown "${3:-1}" mouseup "${3:-1}"
}

# selected_is R C KIND: the selection is the tile of kind KIND at (R, C).
selected_is() {
    wait_state "d['selected']==[$1,$2] and d['board'][$1][$2]==$3" 2
}

# Slowed down (anim_speed slow, LLK_ANIM_SCALE=20): path 2 s, vanish 6 s,
# slide 8 s: time for the clicks even under the sanitizers.
export LLK_ANIM_SCALE=20
settings slow 100
check "level 2 (down), easy, seed 11 at 1920x1080" \
    start_game --seed 11 --level 2 --difficulty easy --windowed 1920x1080
# A pin: the cells below are seed 11's deal of easy level 2 today; the
# removals and the clicks that follow are chosen on that layout. When the
# generator changes, this check fails first, saying so: choose the cells
# again (the claims after it do not depend on the seed).
check "the board of seed 11, tiles fall down" wait_state \
    "d['view']=='playing' and d['shift']=='down' and d['board'][7][4:7]==[12,24,12] \
and d['board'][6][4]==16 and d['board'][6][6]==5 and d['board'][5][4]==22 \
and d['board'][5][6]==20 and d['board'][7][7]==3 and d['board'][7][9]==3"
check "still board: no animation, nothing drawn off its cell" wait_state \
    "d['anim']==False and d['drawn']==[] and d['effects']==''"
# Remove the bottom-row pair (7,4)-(7,6) (kind 12, round the bottom): the
# columns above fall one row.
click 7 4
click 7 6
check "the pair goes at once in the rules, the path is drawn" wait_state \
    "d['board'][7][4]==16 and d['board'][7][6]==5 and d['anim'] \
and 'path' in d['effects'].split()"
check "the score and tiles left pulse as they change, nothing clipped" wait_state \
    "'pulse' in d['effects'].split() and d['clipped'] is None and d.get('overlap') is None"
# Speech: the selection (kind 12: assets/tiles.txt's bicycle), then the
# match with the tiles left and the level's shift (its words, no arrow).
check "speech: the match says the tiles left, then that tiles fall down" wait_state \
    "d['shift']=='down' and d['spoken'][-2:]==['bicycle selected', \
'Match, %d tiles left. Tiles fall down' % d['tiles_left']]" 2
shot anim-path
# The tile of kind 16 is still drawn at (6,4) (it slides later): a click
# there gets it, now at (7,4); the grid cell (6,4) holds kind 22.
set -- $(state xy 6 4)
x=$1 y=$2
check "mid-path, the grid under the pointer is (6,4) of another kind" \
    [ "$($DRAWN "$STATE" grid "$x" "$y")" = "6 4" ]
mouse "$x" "$y"
check "mid-path click on the tile drawn at (6,4) selects it: (7,4), kind 16" \
    selected_is 7 4 16
check "the selection is not the grid's tile (kind 22)" \
    wait_state "d['board'][6][4]==22 and d['selected']!=[6,4]"
mouse "$x" "$y" 3 # right click: deselect
wait_state "d['selected'] is None" >/dev/null
# A vanishing tile does nothing when clicked.
set -- $(state xy 7 6)
check "the tile at (7,6) is still drawn off its cell (it waits at (6,6))" \
    $DRAWN "$STATE" upper 7 6
check "a click on a vanishing tile is handled" handled 2 mouse "$1" "$2"
check "a click on a vanishing tile does nothing" \
    wait_state "d['selected'] is None and d['anim']"
# Mid-slide: the tile of kind 5 slides from (6,6) to (7,6); while its
# centre is still above its cell, a click there selects it.
check "the slide plays" wait_state \
    "'slide' in d['effects'].split() and any(t['r']==7 and t['c']==6 \
and t['y']+t['h']/2 < d['board_rect']['y']+6.95*d['board_rect']['cell_h'] \
and t['y']+t['h']/2 > d['board_rect']['y']+6.55*d['board_rect']['cell_h'] for t in d['drawn'])" 20
set -- $($DRAWN "$STATE" centre 7 6)
grid=$($DRAWN "$STATE" grid "$1" "$2")
# On the way to the click, the pointer 3 px inside the sliding tile's left
# and right edges where it is drawn (the slide is downward: those points
# stay on the tile while it moves).
$PY -c "
import json; d = json.load(open('$STATE'))
t = [t for t in d['drawn'] if t['r'] == 7 and t['c'] == 6][0]
x0, x1 = int(t['x']), int(t['x'] + t['w']) - 1
for x, w in ((x0 + 3, 'cell:7,6'), (x1 - 3, 'cell:7,6')):
    print(x, $2, w)" >"$e2e_work/edges.txt"
xdotool $(awk '{ printf "mousemove --window %s %d %d ", w, $1, $2 }' \
    w="$e2e_wid" "$e2e_work/edges.txt")
mouse "$1" "$2"
check "mid-slide click selects the sliding tile: (7,6), kind 5" \
    selected_is 7 6 5
check "mid-slide, 3 px inside the sliding tile's edges hovers it" \
    pyrun "$e2e_here/seen.py" "$STATE" hovered "$e2e_work/edges.txt"
check "the selection is drawn where the tile is (still sliding)" \
    $DRAWN "$STATE" upper 7 6
shot anim-midslide
check "mid-slide the pointer was over grid cell (6,6) (kind 20)" \
    [ "$grid" = "6 6" ]
mouse "$1" "$2" 3
wait_state "d['selected'] is None" >/dev/null
# Another removal during the slide: (7,7)-(7,9), kind 3. Nothing jumps.
set -- $(state xy 7 7) $(state xy 7 9)
mouse "$1" "$2"
selected_is 7 7 3 >/dev/null
$DRAWN "$STATE" save "$e2e_work/before.json"
mouse "$3" "$4"
check "second pair removed during the slide" wait_state \
    "d['board'][7][7]==20 and d['board'][7][9]==16 and d['anim']"
check "no tile jumped at the second removal" \
    $DRAWN "$STATE" nojump "$e2e_work/before.json"
check "the first slide goes on" wait_state \
    "'slide' in d['effects'].split() and any(t['r']==7 and t['c']==4 for t in d['drawn'])"
check "+N rises, the removed tiles burst" wait_state \
    "'points' in d['effects'].split() and 'burst' in d['effects'].split()" 10
shot anim-points
check "the animation ends with every tile in its cell, the pulse ended" wait_state \
    "d['anim']==False and d['drawn']==[] and 'pulse' not in d['effects'].split()" 40
# A re-deal: the tiles pop in, drawn smaller at first; a click near a
# cell's corner (outside the tile as drawn) gets nothing, at its centre
# the tile.
key r
check "re-deal: every tile pops in" wait_state \
    "'pop' in d['effects'].split() and len(d['drawn'])==d['tiles_left'] \
and all(t['w'] < 0.8*d['board_rect']['cell_w'] for t in d['drawn'])"
shot anim-redeal
rc=$(get board_rect)
set -- $(state xy 0 0)
corner=$(( $(echo "$rc" | "$PY" -c 'import json,sys; print(int(json.load(sys.stdin)["cell_w"]) * 2 // 5)') ))
check "mid-pop, a click beside the drawn tile is handled" \
    handled 2 mouse $(($1 - corner)) $(($2 - corner))
check "mid-pop, a click beside the drawn tile gets nothing" \
    wait_state "d['selected'] is None and 'pop' in d['effects'].split()"
mouse "$1" "$2"
check "mid-pop, a click on the drawn tile selects it" \
    wait_state "d['selected']==[0,0] and 'pop' in d['effects'].split()"
stop_game

# pair: the first removable pair of the board on show.
pair() {
    state pair1 "$LLK"
}

# diffpair: two tiles of different kinds, the first two found.
diffpair() {
    "$PY" -c "
import json
d = json.load(open('$STATE'))
t = [(r, c, k) for r, row in enumerate(d['board']) for c, k in enumerate(row) if k]
a = t[0]
b = next(x for x in t if x[2] != a[2])
print(a[0], a[1], b[0], b[1])"
}

# The feedback at normal speed, 640x400.
unset LLK_ANIM_SCALE
settings normal 300
check "640x400, level 2, seed 11" \
    start_game --seed 11 --level 2 --difficulty easy --windowed 640x400
wait_state "d['view']=='playing'" >/dev/null
set -- $(diffpair)
click "$1" "$2"
click "$3" "$4"
check "different tiles: refused, saying why" wait_state \
    "d['refusal']=='Different tiles' and d['selected']==[$3,$4]"
shot anim-refused-kinds
click "$3" "$4"
set -- $(state badpair "$LLK")
click "$1" "$2"
click "$3" "$4"
check "no path: refused, saying why (over no other text)" wait_state \
    "d['refusal']=='No path with two turns or fewer' and d.get('overlap') is None \
and d['clipped'] is None"
shot anim-refused-path
check "the reason goes after a moment" wait_state "d['refusal'] is None" 4
click "$3" "$4"
key h
check "the hint marks a pair and draws its path" wait_state \
    "d['hint'] is not None and 'hint_path' in d['effects'].split()"
shot anim-hint
check "the hint's path goes after a moment, the marks stay" wait_state \
    "d['hint'] is not None and 'hint_path' not in d['effects'].split()" 4
# Two pairs within the combo's 3 s, whatever the machine's pace: both
# found first (the second in other rows and columns, so the first's slide
# moves neither of its tiles), then the four clicks in one go.
wait_state "not d['anim']" >/dev/null
tiles=$(get tiles_left)
set -- $(state twopairsxy "$LLK")
fourclicks() {
    xdotool mousemove --window "$e2e_wid" "$1" "$2" click 1 \
        mousemove --window "$e2e_wid" "$3" "$4" click 1 \
        mousemove --window "$e2e_wid" "$5" "$6" click 1 \
        mousemove --window "$e2e_wid" "$7" "$8" click 1
}
fourclicks "$@"
check "two pairs in a row: the combo counter shows, over no other text" \
    wait_state "d['tiles_left']==$tiles-4 and d['combo_shown']==2 \
and d.get('overlap') is None and d['clipped'] is None" 3
shot anim-combo
# two more in one go: its count goes up, and grows for a moment
wait_state "not d['anim'] and not d['drawn']" 2 >/dev/null
set -- $(state twopairsxy "$LLK")
fourclicks "$@"
check "two more: the count goes up and grows a moment (combo_pulse)" wait_state \
    "d['tiles_left']==$tiles-8 and d['combo_shown']>=3 and 'combo_pulse' in d['effects'].split()" 3
check "  ... and back to its size" wait_state \
    "d['combo_shown']>=3 and 'combo_pulse' not in d['effects'].split()" 3
check "the combo counter goes when the combo ends" wait_state \
    "d['combo_shown']==0" 6
stop_game

# Animations off: the path only (2 s here); no slide, effect or reason.
settings off 2000
check "animations off" start_game --seed 11 --level 2 --difficulty easy \
    --windowed 640x400
wait_state "d['view']=='playing'" >/dev/null
tiles=$(get tiles_left)
set -- $(pair)
click "$1" "$2"
click "$3" "$4"
check "off: the path plays, nothing else" wait_state \
    "d['tiles_left']==$tiles-2 and d['effects']=='path vanish'"
check "off: the board stands still at once after the path" wait_state \
    "not d['anim'] and d['drawn']==[] and d['effects']==''" 3
# two pairs in one go, as for the combo above: no counter this time
set -- $(state twopairsxy "$LLK")
fourclicks "$@"
check "off: no combo counter" wait_state \
    "d['tiles_left']==$tiles-6 and d['combo_shown']==0 and d['effects']=='path vanish'"
set -- $(diffpair)
click "$1" "$2"
click "$3" "$4"
check "off: a refusal without its line" wait_state \
    "d['selected']==[$3,$4] and d['refusal'] is None"
stop_game

# The last pair: a short celebration, then the level-clear screen.
settings normal 300
check "a small board" start_game --board "$LLK_TOP/tests/e2e/data/small.txt" \
    --difficulty easy --windowed 1024x700
wait_state "d['view']=='playing'" >/dev/null
while [ "$(get tiles_left)" -gt 2 ]; do
    n=$(get tiles_left)
    set -- $(pair)
    click "$1" "$2"
    click "$3" "$4"
    wait_state "d['tiles_left']==$n-2" >/dev/null || break
done
set -- $(pair)
click "$1" "$2"
click "$3" "$4"
check "the last pair: a celebration on the board" wait_state \
    "d['view']=='playing' and d['tiles_left']==0 and 'celebration' in d['effects'].split()"
sleep 0.2
shot anim-cleared
check "then the level-clear screen" wait_state "d['view']=='level_clear'" 5
stop_game

e2e_summary anim
