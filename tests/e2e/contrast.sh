#!/bin/sh
# contrast.sh - the high-contrast look (issue 47) on a real window: the
# same board (easy, level 1, seed 42, 1024x700) with a tile selected,
# drawn with `contrast = normal` and then `contrast = high` in
# settings.ini, the screenshots measured:
# - the tiles' outline: along the left edge of every tile of the first
#   column (beside the felt), the darkest pixel is black and at least 2 px
#   wide in high contrast, and its contrast against the felt there is
#   higher than in the normal look's (where the outline is a brown of
#   about the felt's lightness);
# - the selection's frame: the pixels of its colour (the accent's, exactly)
#   round the selected tile are at least 1.7 times as many as in the
#   normal look (the stroke twice as thick);
# - the marks and the texts as the state file lists them are in the shot
#   (seen.py), and the board, the pause screen and the title say nothing
#   clipped or overlapping in high contrast.
# Every screen in the high-contrast look: seen.sh with
# LLK_SEEN_CONTRAST=high. Screenshots: $LLK_BUILD/screenshots/contrast-*.png
. "$(dirname "$0")/lib/common.sh"

e2e_start_x || { bad "Xvfb starts"; e2e_summary contrast; exit 1; }

fits="d.get('clipped') is None and d.get('overlap') is None"
ini=$XDG_CONFIG_HOME/lianliankan/settings.ini
sel_r=3 sel_c=5

# measure NAME R G B: "EDGE_RATIO BLACK_RUN ACCENT_PIXELS" of shot NAME:
# the worst (lowest) contrast of a first-column tile's darkest edge pixel
# against the felt beside it, the shortest run of black pixels there, and
# the pixels of colour R G B round the selected cell
measure() {
    "$PY" -c "
import json, sys
sys.path.insert(0, '$e2e_here')
import shot
d = json.load(open('$STATE'))
w, h, px = shot.load('$SHOTS/$1.png')
rc = d['board_rect']
bx, by, cell = int(rc['x']), int(rc['y']), int(rc['cell_w'])
def at(x, y):
    i = (y * w + x) * 3
    return px[i], px[i + 1], px[i + 2]
def lum(c):
    ch = [v / 255 for v in c]
    ch = [v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4 for v in ch]
    return 0.2126 * ch[0] + 0.7152 * ch[1] + 0.0722 * ch[2]
worst, run_min = 99.0, 99
for r in range(1, d['rows']):  # row 0: the cursor's ring may be there
    y = by + r * cell + cell // 2
    felt = lum(at(bx - 2, y))
    xs = range(bx, bx + cell // 6 + 2)
    dark = min(lum(at(x, y)) for x in xs)
    worst = min(worst, (felt + 0.05) / (dark + 0.05))
    run = sum(1 for x in xs if at(x, y) == (0, 0, 0))
    run_min = min(run_min, run)
want = (int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]))
x0, y0 = bx + $sel_c * cell - cell // 2, by + $sel_r * cell - cell // 2
n = sum(1 for y in range(y0, y0 + 2 * cell) for x in range(x0, x0 + 2 * cell)
        if at(x, y) == want)
print('%.2f %d %d' % (worst, run_min, n))" "$2" "$3" "$4"
}

# look_at LOOK R G B: the board in LOOK, the tile at (sel_r, sel_c)
# selected; its measures in $m_LOOK
look_at() {
    mkdir -p "${ini%/*}"
    printf 'contrast = %s\n' "$1" >"$ini"
    check "$1: the game starts on the board" \
        start_game --seed 42 --level 1 --difficulty easy --windowed 1024x700 --no-sound
    wait_state "$dealt_full" >/dev/null
    click "$sel_r" "$sel_c"
    check "$1: the click selects" wait_state "d['selected']==[$sel_r,$sel_c]"
    wait_drawn playing >/dev/null
    shot "contrast-$1"
    check "$1: the board as drawn (marks and texts in the shot)" \
        seen_screen "contrast-$1"
    eval "m_$1=\"$(measure "contrast-$1" "$2" "$3" "$4")\""
}

look_at normal 236 186 72
stop_game
look_at high 255 206 84
set -- $m_normal $m_high
echo "  (normal: edge against the felt $1:1, black run $2 px, frame $3 px;" \
    "high: $4:1, $5 px, $6 px)"
check "high: every tile's left edge black, 2 px or more (normal: $2 px, high: $5 px)" \
    [ "$5" -ge 2 ]
check "high: the outline stands out from the felt more ($1:1 normal, $4:1 high)" \
    "$PY" -c "import sys; sys.exit(0 if $4 >= 2.0 and $4 > $1 + 0.5 else 1)"
check "high: the selection's frame at least 1.7 times the pixels ($3 normal, $6 high)" \
    "$PY" -c "import sys; sys.exit(0 if $3 > 0 and $6 >= 1.7 * $3 else 1)"
check "high: the board, nothing clipped or overlapping" wait_state "$fits" 2
key p
check "high: the pause screen, nothing clipped or overlapping" \
    wait_state "d['view']=='paused' and $fits"
key p
wait_state "d['view']=='playing'" >/dev/null
key Escape
check "high: the title, nothing clipped or overlapping" \
    wait_state "d['view']=='menu' and $fits"
e2e_summary contrast
