#!/bin/sh
# play.sh - the game in a real window under Xvfb, driven by xdotool: a
# removable pair is removed, a non-removable pair of one kind is refused,
# the keyboard cursor (shown from the start, jumping over empty cells, Tab
# to the hint) selects, H shows a removable hint, pause hides and
# stops the clock, Esc and the menu start another level, and after a
# window resize a click still hits the cell the state file says; with the
# OpenGL renderer a game started on a level is not paused.
# Screenshots: $LLK_BUILD/screenshots/play-*.png
. "$(dirname "$0")/lib/common.sh"

e2e_start_x || { bad "Xvfb starts"; e2e_summary play; exit 1; }

# Slow animations down so that a screenshot catches the path.
export LLK_ANIM_SCALE=4
check "game starts on the play screen" \
    start_game --seed 42 --level 1 --difficulty easy --windowed 1024x700
check "state: level 1, easy, seed 42, full board" wait_state \
    "d['screen']=='playing' and d['level']==1 and d['difficulty']=='easy' \
and d['seed']==42 and $dealt_full and \
d['board_rect']['cell_w']>10"
shot play-start

# Keyboard: the cursor is shown from the start, on the first tile.
check "the cursor shown from the start at (0,0)" wait_state "d.get('cursor')==[0,0]"
key Right
key Right
key Down
key Return
check "arrows + Enter select cell (1,2)" wait_state "d['selected']==[1,2] and d['cursor']==[1,2]"
key Return
check "Enter again deselects" wait_state "d['selected'] is None"

# A removable pair (from llk pairs) goes.
tiles=$(get tiles_left)
set -- $(state longpair "$LLK")
check "llk pairs finds a pair on the dealt board" [ $# -eq 4 ]
r1=$1 c1=$2 r2=$3 c2=$4
click "$r1" "$c1"
check "first click selects" wait_state "d['selected']==[$r1,$c1]"
click "$r2" "$c2"
sleep 0.25
shot play-path
check "the pair is removed" wait_state \
    "d['tiles_left']==$tiles-2 and d['board'][$r1][$c1]==0 and \
d['board'][$r2][$c2]==0 and d['selected'] is None and d['score']>0"
sleep 1.5
# The arrows jump over the empty cell: from the tile left of it (clicked
# twice, then an arrow shows the cursor there) Right goes to the next
# tile after it.
set -- $("$PY" -c "
import json
d = json.load(open('$STATE')); row = d['board'][$r1]; n = len(row)
left = next((($c1 - k) % n for k in range(1, n) if row[($c1 - k) % n]), None)
right = next(((left + k) % n for k in range(1, n) if row[(left + k) % n]), None)
print(left, right)")
click "$r1" "$1"
click "$r1" "$1"
wait_state "d['selected'] is None" >/dev/null
key Right
wait_state "d.get('cursor')==[$r1,$1]" >/dev/null
key Right
check "Right skips the empty cell ($r1,$c1): ($r1,$1) to ($r1,$2)" \
    wait_state "d.get('cursor')==[$r1,$2]"

# Two tiles of one kind with no path: refused, nothing removed, the
# selection moves to the second one.
tiles=$(get tiles_left)
score=$(get score)
set -- $(state badpair "$LLK")
check "a non-removable same-kind pair exists" [ $# -eq 4 ]
click "$1" "$2"
wait_state "d['selected']==[$1,$2]" >/dev/null
click "$3" "$4"
check "non-removable pair refused, selection moved" wait_state \
    "d['tiles_left']==$tiles and d['score']==$score and d['selected']==[$3,$4]"
shot play-refused
click "$3" "$4"
wait_state "d['selected'] is None" >/dev/null

# Hint: a removable pair, one hint spent; H again is free.
hints=$(get hints_left)
key h
check "H shows a hint" wait_state "d['hint'] is not None"
check "the hint is a removable pair" state ishint "$LLK"
check "one hint spent" wait_state "d['hints_left']==$hints-1"
key Tab
check "Tab: the cursor on the hint's first tile" wait_state "d['cursor']==d['hint'][0]"
key Tab
check "Tab again: on its second" wait_state "d['cursor']==d['hint'][1]"
shot play-hint
hint0=$(get hint)
check "H again is handled" handled 1 key h
check "H again is free and still removable" \
    sh -c "[ \"\$(python3 '$e2e_here/state.py' '$STATE' get hints_left)\" = $((hints - 1)) ] && python3 '$e2e_here/state.py' '$STATE' ishint '$LLK'"
check "H again in a timed game: the same pair (a new one costs a hint)" \
    wait_state "d['hint']==$hint0" 1

# Right button held: selection dropped (the kind is highlighted meanwhile).
set -- $(state pair1 "$LLK")
click "$1" "$2"
wait_state "d['selected']==[$1,$2]" >/dev/null
set -- $(state xy "$1" "$2")
xdotool mousemove --window "$e2e_wid" "$1" "$2" mousedown 3
check "right button held: every tile of its kind marked" \
    wait_state "any(m['kind']=='peek' for m in d['marks'])"
shot play-peek
xdotool mouseup 3
check "right click deselects" wait_state "d['selected'] is None"
check "released: the kind's marks gone (show_kind: while held)" \
    wait_state "not any(m['kind']=='peek' for m in d['marks'])"

# Pause hides the board and stops the clock; P resumes.
key p
check "P pauses" wait_state "d['screen']=='paused'"
check "the front shows the pause screen (the status game_pause returned)" \
    wait_state "d['view']=='paused'"
shot play-paused
t1=$(get time_left_ms)
sleep 1.2
# the state file is written on events: a key the pause ignores (X) has
# it written afresh, with the clock as it is now
check "X while paused is handled and ignored" handled 1 key x
t2=$(get time_left_ms)
check "the clock stops while paused ($t1, then $t2 ms left)" [ "$t1" = "$t2" ]
check "X did not resume" wait_state "d['screen']=='paused'" 1
key p
check "P resumes" wait_state "d['screen']=='playing'"
sleep 1.2
check "the clock runs again" wait_state "d['time_left_ms']<$t2"
key p
wait_state "d['screen']=='paused'" >/dev/null
xdotool mousemove --window "$e2e_wid" 300 300 click 1
check "a click resumes" wait_state "d['screen']=='playing'"
check "and the front shows the board again" wait_state "d['view']=='playing'"
# A window hidden pauses the game, and the front follows (main.c).
xdotool windowunmap "$e2e_wid"
check "hidden: paused, on the pause screen" \
    wait_state "d['screen']=='paused' and d['view']=='paused'"
xdotool windowmap "$e2e_wid"
wait_state "d['view']=='paused'" >/dev/null
key p
check "shown again, P resumes" \
    wait_state "d['screen']=='playing' and d['view']=='playing'"

# Esc goes to the menu (the level kept, paused); Choose level, level 3.
back0=$(state get sounds | "$PY" -c 'import json,sys; print(json.load(sys.stdin)["ui_back"])')
key Escape
check "Esc goes to the menu" wait_state "d['screen']=='menu'"
check "  ... with the back sound, once" wait_state "d['sounds']['ui_back']==$back0+1"
shot play-menu
check "the menu offers Continue (Restart this board is on the pause screen)" \
    wait_state "d['buttons'][0]['id']=='continue' and \
not any(b['id'] in ('restart', 'end_run') for b in d['buttons'])"
button levels
check "Choose level opens the level chooser" wait_state "d['view']=='levels'"
sleep 0.3
shot play-levels
button level_3
yes_if_asked
check "the menu starts level 3" wait_state \
    "d['screen']=='playing' and d['level']==3 and d['score']==0 and \
d['shift']=='left' and $dealt_full"

# Resize the window: the board is laid out again and clicks follow.
old=$(get board_rect)
xdotool windowsize "$e2e_wid" 800 500
check "resize changes board_rect" wait_state "d['board_rect']!=$old"
# (the chooser deals a fresh board: in about one in thirty the first pair
# loses it, and the practice level warns first; play answers Do it)
check "after the resize a pair is removed" play 1
sleep 0.3
shot play-resized

# The smallest size the game allows still plays.
old=$(get board_rect)
xdotool windowsize "$e2e_wid" 640 400
check "resize to 640x400 changes board_rect" wait_state \
    "d['board_rect']!=$old"

check "at 640x400 a pair is removed" play 1
sleep 1
shot play-small

stop_game
check "the game exits 0 on SIGTERM (SDL_QUIT)" [ "$e2e_status" -eq 0 ]
if [ -s "$e2e_work/game.err" ]; then
    echo "game stderr:"
    cat "$e2e_work/game.err"
fi

# With the OpenGL renderer (SDL_RENDER_DRIVER=opengl; Xvfb's GLX draws
# with Mesa) a game started on a level plays at once: SDL used to make the
# window again for OpenGL, hiding it a moment, which paused the game and
# ate the first click.
printf 'show_kind = toggle\n' >>"$XDG_CONFIG_HOME/lianliankan/settings.ini"
if SDL_RENDER_DRIVER=opengl LLK_TRACE=1 start_game --no-sound --level 2 \
    --seed 3 --windowed 800x600; then
    wait_state "d['view'] in ('playing', 'paused')" >/dev/null
    check "opengl: the renderer is OpenGL" grep -q 'renderer opengl' "$e2e_work/game.err"
    check "opengl: a game started on a level is not paused" \
        wait_state "d['view']=='playing'" 2
    set -- $(state pair1 "$LLK")
    click "$1" "$2"
    check "opengl: the first click selects its tile" \
        wait_state "d['selected']==[$1,$2]" 2
    # show_kind "toggle" (set before this game): a right click shows the
    # kind past its release, until clicked again
    set -- $(state xy "$1" "$2")
    ev=$(get events)
    xdotool mousemove --window "$e2e_wid" "$1" "$2" mousedown 3 mouseup 3
    check "show_kind toggle: a right click shows the kind, past its release" \
        wait_state "d['events']>=$ev+2 and d.get('frame_events',0)>=d['events'] \
and any(m['kind']=='peek' for m in d['marks'])"
    xdotool mousedown 3 mouseup 3
    check "clicked again: put away" \
        wait_state "d['events']>=$ev+4 and not any(m['kind']=='peek' for m in d['marks'])"
    stop_game
else
    bad "the game starts with SDL_RENDER_DRIVER=opengl"
fi
e2e_summary play
