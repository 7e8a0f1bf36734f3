#!/bin/sh
# hidpi.sh - a high-density display for real (issue 46): Weston, the
# Wayland compositor, in a window of an Xvfb server (its x11 back end, so
# it has a pointer and a keyboard: xdotool works it), its output at a
# scale of 2 (a desktop at 200%), the kiosk shell (the game's window fills
# the output at 0,0); the game on SDL's Wayland driver. The game sees a
# window of 1024x700 points with 2048x1400 pixels behind it: it chooses
# the OpenGL renderer (SDL's software renderer would draw the points and
# leave the desktop to scale them up, blurred), draws at the pixel size
# (the state file's "pixels", the trace's renderer line), and every click
# made in pixels lands on what is drawn there: Skip on the first start's
# screen, a new game from the menu, a pair of tiles on the board, the
# hover over a button; a game started at once is not paused by the window
# made and closed to choose the renderer. The screenshot shows the New game: Easy button (gold) where the
# state file's points, doubled, put it. Scale 1.5 is test_scale's alone:
# Weston's outputs take whole scales.
# Screenshots: $LLK_BUILD/screenshots/hidpi-*.png
. "$(dirname "$0")/lib/common.sh"

if ! command -v weston >/dev/null 2>&1; then
    echo "SKIP: weston is missing ('make deps-test' installs it)"
    echo "hidpi: 0 passed, 0 failed"
    exit 0
fi
export LLK_E2E_SCREEN=2100x1450x24
e2e_start_x || { bad "Xvfb starts"; e2e_summary hidpi; exit 1; }

# Weston in a private runtime directory (its socket), at a scale of 2
runtime=$e2e_work/runtime
mkdir -p "$runtime"
chmod 700 "$runtime"
weston_pid=""
stop_weston() {
    [ -n "$weston_pid" ] && kill "$weston_pid" 2>/dev/null
    e2e_cleanup
}
trap stop_weston EXIT
XDG_RUNTIME_DIR=$runtime weston --backend=x11-backend.so --use-pixman \
    --width=1024 --height=700 --scale=2 --shell=kiosk-shell.so \
    --socket=llk-wayland --no-config --idle-time=0 >"$e2e_work/weston.log" 2>&1 &
weston_pid=$!
i=0
while [ ! -S "$runtime/llk-wayland" ] && [ $i -lt $((100 * e2e_slow)) ]; do
    sleep 0.1
    i=$((i + 1))
done
# weston's own window on the X server: where the clicks go, in pixels
wwin=""
while [ -z "$wwin" ] && [ $i -lt $((150 * e2e_slow)) ]; do
    wwin=$(xwininfo -root -tree 2>/dev/null | awk '/"Weston Compositor/ {print $1; exit}')
    sleep 0.1
    i=$((i + 1))
done
check "weston runs at a scale of 2 in a window of Xvfb" \
    sh -c '[ -S "$1" ] && [ -n "$2" ]' sh "$runtime/llk-wayland" "$wwin"
if [ -z "$wwin" ]; then
    sed 's/^/  | /' "$e2e_work/weston.log" | tail -n 15
    e2e_summary hidpi
    exit 1
fi

# wl_start ARGS...: the game on Wayland, its state file new (a check must
# not read the last game's: a stopped game's file says "playing" too) and
# no run kept (a game asked for over one asks first)
wl_start() {
    rm -f "$STATE" "$SAVE" "${SAVE%/*}/practice.save"
    LLK_TRACE=1 XDG_RUNTIME_DIR=$runtime WAYLAND_DISPLAY=llk-wayland \
        SDL_VIDEODRIVER=wayland "$PY" -c 'import os, signal, sys
signal.signal(signal.SIGINT, signal.SIG_DFL)
os.execv(sys.argv[1], sys.argv[1:])' "$GAME" --state-file "$STATE" --no-sound \
        "$@" 2>"$e2e_work/game.err" &
    e2e_game=$!
    e2e_wid=$wwin
}

# the game on Wayland; its first start (the tutorial's offer)
e2e_first_state false all
wl_start

# pclick X Y: a click at window point (X, Y): pixel (2X, 2Y) of weston's
# window (the game's window sits at its 0,0)
pclick() {
    xdotool mousemove --window "$wwin" "$(($1 * 2))" "$(($2 * 2))" mousedown 1 mouseup 1
}

# pbutton ID: a click on the centre of button ID, in pixels, once the
# pointer there hovers it (the pointer's events reach the window: weston
# gives a new window the pointer at its first motion over it)
pbutton() {
    pb_id=$1
    set -- $(state button "$1") || return 1
    xdotool mousemove --window "$wwin" "$(($1 * 2))" "$(($2 * 2))"
    wait_state "d['hover']=='$pb_id'" 5 >/dev/null ||
        xdotool mousemove --window "$wwin" "$(($1 * 2 + 1))" "$(($2 * 2 + 1))"
    pclick "$1" "$2"
}

check "the game starts on Wayland: 1024x700 points, 2048x1400 pixels" wait_state \
    "d['view']=='tutorial' and d['window']=={'w':1024,'h':700} \
and d['pixels']=={'w':2048,'h':1400} and d['frame'] >= 3" 15
check "it chose the OpenGL renderer for the scale (the trace says so)" \
    grep -q "renderer opengl.*(a scale above 1)" "$e2e_work/game.err"
shot hidpi-offer
pbutton tutorial_skip
check "a click in pixels on Skip: the title" wait_state "d['view']=='menu'"
set -- $(state button new_easy)
xdotool mousemove --window "$wwin" "$(($1 * 2))" "$(($2 * 2))"
check "the pointer over New game: Easy, in pixels: hovered" wait_state "d['hover']=='new_easy'"
shot hidpi-menu
# the screenshot: inside New game: Easy's rectangle (points doubled) its fill; just
# outside it (left of it, at the same height) the table
fill=$(state get buttons | "$PY" -c '
import json, sys
b = next(b for b in json.load(sys.stdin) if b["id"] == "new_easy")
print(int(2 * (b["x"] + 8)), int(2 * (b["y"] + b["h"] * 0.15)),
      int(2 * (b["x"] - 8)), int(2 * (b["y"] + b["h"] * 0.15)))')
set -- $fill
inside=$(convert "$SHOTS/hidpi-menu.png" -format "%[pixel:p{$1,$2}]" info: 2>/dev/null)
outside=$(convert "$SHOTS/hidpi-menu.png" -format "%[pixel:p{$3,$4}]" info: 2>/dev/null)
check "the screenshot: New game: Easy's fill where its points, doubled, put it ($inside), the table beside ($outside)" \
    "$PY" -c '
import re, sys
def rgb(s):
    return [int(v) for v in re.findall(r"[0-9.]+", s)[:3]]
i, o = rgb(sys.argv[1]), rgb(sys.argv[2])
# New game: Easy is light (gold), the table dark green
sys.exit(0 if sum(i) > 450 and sum(o) < 300 else 1)' "$inside" "$outside"
pbutton new_easy
check "a click in pixels on New game: Easy: the board" wait_state "d['view']=='playing' and not d['anim']" 15
tiles=$(get tiles_left)
set -- $(state pair1 "$LLK")
p1=$(state xy "$1" "$2")
p2=$(state xy "$3" "$4")
pclick $p1
pclick $p2
check "a pair clicked in pixels: removed" wait_state "d['tiles_left']==$tiles-2"
shot hidpi-board
stop_game

# a game started at once (no click first): playing, not paused by the
# window the game made and closed to choose its renderer
e2e_first_state true all
wl_start --relaxed --level 1 --seed 3
wait_state "d['view'] in ('playing', 'paused') and d['frame'] >= 3" 15 >/dev/null
sleep 0.5
check "a game started at once plays on, not paused" wait_state "d['view']=='playing'" 2
stop_game
e2e_summary hidpi
