#!/bin/sh
# board_fill.sh - a board that fills the window (issue 45), in a real
# window: at 640x400, 1024x700 and 1920x1080 on every difficulty the
# board (the state's board_rect, rows and cols) with the margin its ring
# path needs lies inside the area the bar (its buttons' bottom) and the
# notification lane (notice_rect) leave, and spans at least 85% of that
# area's limiting dimension; nothing is clipped or overlapping; a toast
# coming and going moves nothing (board_rect unchanged); at 1024x700 on
# Easy the cells are at least 70 px; Chinese at 640x400 Hard the same
# with the mahjong set. Every tile drawn with thickness: the edge's two
# tones (tile_body.c: side and foot) on screen, a strip of each per tile,
# outside the face (right of it and below it; the swept corner open).
# The floats off the tiles (at 640x400 Easy): the refusal's reason (its
# danger ring), "+N" (its gold) and the combo (its accent ring) drawn
# below the tiles, in the lane, none of their pixels on the board. The
# selection's frame off the corner index (at 640x400 Hard, mahjong).
# Screenshots: $LLK_BUILD/screenshots/board_fill-*.png
: "${LLK_E2E_SCREEN:=1940x1100x24}" # room for the 1920x1080 window
export LLK_E2E_SCREEN
. "$(dirname "$0")/lib/common.sh"

e2e_start_x || { bad "Xvfb starts"; e2e_summary board_fill; exit 1; }

# fits: the board with its ring margin inside the area left to it, and
# spanning 85% of its limiting dimension (prints the figures)
fits() {
    "$PY" -c "
import json, math, sys
d = json.load(open('$STATE'))
r, n = d['board_rect'], d['notice_rect']
top = max(b['y'] + b['h'] for b in d['buttons'] if b['id'] in ('hint', 'redeal', 'pause', 'menu'))
bottom, width = n['y'], n['w']
cell = r['cell_w']
m = math.ceil(4 + cell / 9)  # the ring's line and a pixel each side
bw, bh = d['cols'] * cell, d['rows'] * cell
inside = (r['x'] - m >= 0 and r['x'] + bw + m <= width and
          r['y'] - m >= top and r['y'] + bh + m <= bottom)
span = max(bw / width, bh / (bottom - top))
print('  (%s: cell %d, board %dx%d at %d,%d, area %dx%d from y %d, span %.1f%%)' %
      ('$1', cell, bw, bh, r['x'], r['y'], width, bottom - top, top, 100 * span))
sys.exit(0 if inside and span >= 0.85 else 1)"
}

# sized W H: the window laid out for W x H (start_game's or a resize)
sized() {
    wait_state "d['view']=='playing' and not d.get('anim') and \
d['notice_rect']['w']==$1 and d['notice_rect']['y']+d['notice_rect']['h']==$2" 5 >/dev/null
}

# look SIZE TAG: the board at this size checked, and a screenshot
looked() {
    check "$2: the board fills the area left to it" fits "$2"
    check "$2: nothing clipped or overlapping" \
        wait_state "d['clipped'] is None and d['overlap'] is None" 2
    shot "board_fill-$1-$(echo "$2" | tr ' ' '-' | cut -c1-20)"
    check "$2: the tiles drawn with thickness" \
        thick "board_fill-$1-$(echo "$2" | tr ' ' '-' | cut -c1-20)" "$2"
}

# thick NAME TAG: the screenshot shows every tile's edge at the right
# (side) and at the foot, at least a cell's height of each per tile
thick() {
    n=$(get tiles_left)
    cell=$("$PY" -c "import json; print(json.load(open('$STATE'))['board_rect']['cell_w'])")
    side=$(look "$1" count 196 180 146)
    foot=$(look "$1" count 160 142 108)
    echo "  ($2: $side px of side, $foot px of foot for $n tiles of $cell px)"
    [ "$side" -ge $((n * cell / 2)) ] && [ "$foot" -ge $((n * cell / 2)) ] &&
        outside "$1" "$2"
}

# outside NAME TAG: on every tile the thickness lies outside the face
# (src/front/tile_body.c): the side's colour just right of the face at
# its middle, the foot's just below it, and the felt, not the tile, at
# the body's top-right corner (the corner the sweep leaves open)
outside() {
    "$PY" -c "
import json, sys
sys.path.insert(0, '$e2e_here')
import shot
d = json.load(open('$STATE'))
w, h, px = shot.load('$SHOTS/$1.png')
def at(x, y):
    i = (y * w + x) * 3
    return tuple(px[i:i + 3])
r = d['board_rect']
cell = int(r['cell_w'])
gap = cell // 24 + 1
body = cell - 2 * gap
face = body - (body // 14 + 1)  # draw_raise_px
side, foot, tile = (196, 180, 146), (160, 142, 108), set()
bad = []
for rr, row in enumerate(d['board']):
    for cc, k in enumerate(row):
        if not k:
            continue
        x, y = int(r['x']) + cc * cell + gap, int(r['y']) + rr * cell + gap
        if (at(x + face, y + face // 2) != side or at(x + face // 2, y + face) != foot
                or at(x + body - 1, y) in (side, foot, (250, 246, 232), (84, 72, 52))):
            bad.append((rr, cc))
print('  ($2: %d tiles with the side and foot outside the face, %d not: %s)' %
      (sum(1 for row in d['board'] for k in row if k) - len(bad), len(bad), bad[:4]))
sys.exit(1 if bad else 0)"
}

# below NAME R G B: no pixel of that colour in screenshot NAME on the
# board's rows, and some below them
below() {
    bottom=$("$PY" -c "import json; d=json.load(open('$STATE')); r=d['board_rect']; print(int(r['y']+d['rows']*r['cell_h']))")
    top=$("$PY" -c "import json; print(int(json.load(open('$STATE'))['board_rect']['y']))")
    look "$1" bands "$2" "$3" "$4" >"$e2e_work/bands"
    echo "  (board rows $top..$bottom; $2,$3,$4 in rows: $(awk '{printf "%s..%s ", $2, $4}' "$e2e_work/bands"))"
    awk -v t="$top" -v b="$bottom" '$4 >= t && $2 < b { bad = 1 } $2 >= b { seen = 1 }
        END { exit bad || !seen }' "$e2e_work/bands"
}

# floats: a refusal, then two pairs in a row; their badges off the tiles
floats() {
    set -- $("$PY" -c "
import json
d = json.load(open('$STATE'))
t = [(r, c, k) for r, row in enumerate(d['board']) for c, k in enumerate(row) if k]
a = t[len(t) // 2]
b = next(x for x in t if x[2] != a[2] and x[0] != a[0])
print(a[0], a[1], b[0], b[1])")
    click "$1" "$2"
    click "$3" "$4"
    wait_state "d['refusal'] is not None" 2 >/dev/null
    shot board_fill-refusal
    check "the refusal's reason drawn off the tiles" below board_fill-refusal 232 96 72
    click "$3" "$4" # deselect
    play 1
    # the next pair at once (level 1's tiles stay put: no waiting for the
    # animation), within the combo's 3 s
    tiles=$(get tiles_left)
    set -- $(state pair1 "$LLK")
    for cell in "$1 $2" "$3 $4"; do
        set -- $(state xy $cell)
        xdotool mousemove --window "$e2e_wid" "$1" "$2" mousedown 1 mouseup 1
    done
    wait_state "d['tiles_left']==$tiles-2" 3 >/dev/null
    check "two pairs in a row: the combo shown" wait_state "d['combo_shown'] >= 2" 2
    # its "+N" is drawn in full for a moment (1.6 s, after the path): looked
    # at until seen, shot after shot (15 at most: 4 missed it once under
    # a loaded machine, the first taken while the path still played)
    for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15; do
        shot board_fill-points
        [ "$(look board_fill-points count 255 232 120)" -gt 0 ] && break
    done
    check "\"+N\" drawn off the tiles" below board_fill-points 255 232 120
    check "the combo drawn off the tiles" below board_fill-points 236 186 72
    check "the floats: nothing clipped or overlapping" \
        wait_state "d['clipped'] is None and d['overlap'] is None" 2
}

# index_clear: a tile selected: the selection's gold frame lies outside
# the face, where the corner index is (no pixel of the frame's gold
# (236,186,72) within the selected cell inset by a tenth of it: at 640x400
# Hard it covered the top of the index)
index_clear() {
    set -- $(state pair1xy "$LLK")
    xdotool mousemove --window "$e2e_wid" "$1" "$2" mousedown 1 mouseup 1
    wait_state "d['selected'] is not None" 2 >/dev/null || return 1
    wait_drawn playing >/dev/null
    shot board_fill-selected
    "$PY" - "$STATE" "$SHOTS/board_fill-selected.png" <<'EOF'
import json, os, sys
sys.path.insert(0, os.environ['E2E_HERE'])
from shot import load
d = json.load(open(sys.argv[1]))
w, h, rgb = load(sys.argv[2])
m = [m for m in d['marks'] if m['kind'] == 'selection'][0]
cell = d['board_rect']['cell_w']
cx, cy = m['x'] + m['w'] / 2, m['y'] + m['h'] / 2
half = cell / 2 - cell // 10
gold = 0
for y in range(int(cy - half), int(cy + half)):
    for x in range(int(cx - half), int(cx + half)):
        r, g, b = rgb[(y * w + x) * 3:(y * w + x) * 3 + 3]
        gold += abs(r - 236) < 20 and abs(g - 186) < 20 and abs(b - 72) < 30
print('  (cell %d: %d pixels of the frame inside the face)' % (cell, gold))
sys.exit(1 if gold else 0)
EOF
}
export E2E_HERE=$e2e_here

# one DIFFICULTY [LANG]: a game at 640x400, then resized to 1024x700
# and 1920x1080 (in Chinese 640x400 only), each looked at; a toast
# shown at the first size
one() {
    rm -rf "$XDG_STATE_HOME"
    mkdir -p "$XDG_CONFIG_HOME/lianliankan"
    # the mahjong set in Chinese; animations slow where the floats are
    # looked at (the "+N" stays longer)
    if [ -n "${2:-}" ]; then
        printf 'tileset = mahjong\n' >"$XDG_CONFIG_HOME/lianliankan/settings.ini"
    else
        printf 'anim_speed = %s\n' "$([ "$1" = easy ] && echo slow || echo normal)" \
            >"$XDG_CONFIG_HOME/lianliankan/settings.ini"
    fi
    LANG=${2:-C} LANGUAGE= LC_ALL= LC_MESSAGES= start_game --difficulty "$1" \
        --level 1 --seed 5 --windowed 640x400 --no-sound || { bad "$1: starts"; return; }
    tag="640x400 $1${2:+ $2}"
    sized 640 400
    looked 640x400 "$tag"
    rect0=$(state get board_rect)
    key u # Undo in a timed game: a toast in the lane
    check "$tag: a toast comes" wait_state "d['notice'] is not None" 2
    check "$tag: the board stays put with it" test "$(state get board_rect)" = "$rect0"
    check "$tag: nothing clipped or overlapping with it" \
        wait_state "d['clipped'] is None and d['overlap'] is None" 2
    [ "$1 ${2:-}" = "easy " ] && floats
    [ -n "${2:-}" ] && check "$tag: the selection's frame off the corner index" \
        index_clear
    for size in ${2:+none} 1024x700 1920x1080; do
        [ "$size" = none ] && break
        # moved to the screen's corner first: left where 640x400 was
        # centred, the larger window ran off the screen and its shot was
        # cut (1290x750 of 1920x1080)
        xdotool windowmove "$e2e_wid" 0 0 windowsize "$e2e_wid" "${size%x*}" "${size#*x}"
        sized "${size%x*}" "${size#*x}" || { bad "$size $1: resized"; continue; }
        looked "$size" "$size $1"
        [ "$size $1" = "1024x700 easy" ] &&
            check "1024x700 easy: cells at least 70 px" \
                wait_state "d['board_rect']['cell_w'] >= 70" 1
    done
    stop_game
}

for diff in easy normal hard; do
    one "$diff"
done
one hard zh_CN.UTF-8
e2e_summary board_fill
