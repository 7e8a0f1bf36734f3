#!/bin/sh
# tile_crops.sh - crops of every face of a tile set as the game draws it
# on the hard board (10x18 cells) at 1024x700 and at 640x400, for a person
# to look at (make screenshots). The game plays a board of every kind of
# the set (faces 1..N, each at least twice: the hard levels deal only
# 1..45) in a real window under Xvfb; each kind's first cell is cropped
# from a screenshot and the crops are put side by side, ten a row:
#   $LLK_BUILD/screenshots/tiles/SET-WxH.png      as drawn
#   $LLK_BUILD/screenshots/tiles/SET-WxH-x4.png   enlarged 4x, nearest pixel
# Kept out of the repository. Environment: LLK_BUILD, LLK_TOP (as the
# real-window tests); LLK_CROP_SETS (default "mahjong emoji").
. "$(dirname "$0")/../tests/e2e/lib/common.sh"

out=$SHOTS/tiles
mkdir -p "$out"
e2e_start_x || { echo "tile_crops: no Xvfb" >&2; exit 1; }
status=0
for set in ${LLK_CROP_SETS:-mahjong emoji}; do
    if [ "$set" = emoji ]; then
        list=$LLK_TOP/assets/tiles.txt
    else
        list=$LLK_TOP/assets/tilesets/$set/tiles.txt
    fi
    n=$(grep -c . "$list")
    # a 10x18 board: kinds 1..n in order, two of each, then again from 1
    "$PY" -c "
import sys
n, cells = int(sys.argv[1]), 180
seq = [1 + (i // 2) % n for i in range(cells)]
for r in range(10):
    print(' '.join(str(k) for k in seq[r * 18:(r + 1) * 18]))" "$n" >"$e2e_work/board.txt"
    for wh in 1024x700 640x400; do
        name=$set-$wh
        if ! start_game --board "$e2e_work/board.txt" --difficulty hard --windowed "$wh" \
            --tileset "$set" --no-sound ||
            ! wait_state "d['screen']=='playing' and d.get('face_px')" >/dev/null; then
            echo "tile_crops: $name: the game did not start" >&2
            status=1
            stop_game
            continue
        fi
        sleep 0.5
        shot "crop-$name"
        "$PY" -c "
import json, sys
d = json.load(open(sys.argv[1]))
r = d['board_rect']
seen = set()
for i, row in enumerate(d['board']):
    for j, k in enumerate(row):
        if k and k not in seen:
            seen.add(k)
            print('%d %d %d %d' % (k, r['cell_w'], r['x'] + j * r['cell_w'], r['y'] + i * r['cell_h']))
print('size', d['face_px'], d['tile_px'], file=sys.stderr)" "$STATE" 2>"$e2e_work/size" |
            sort -n >"$e2e_work/cells"
        stop_game
        rm -f "$e2e_work"/cell-*.png
        while read -r k cell x y; do
            convert "$SHOTS/crop-$name.png" -crop "${cell}x$cell+$x+$y" +repage \
                "$e2e_work/cell-$(printf %03d "$k").png"
        done <"$e2e_work/cells"
        montage "$e2e_work"/cell-*.png -tile 10x -geometry +2+2 -background '#202020' \
            "$out/$name.png"
        convert "$out/$name.png" -filter point -resize 400% "$out/$name-x4.png"
        echo "tile_crops: $out/$name.png: $(wc -l <"$e2e_work/cells") faces," \
            "$(sed 's/size \([0-9]*\) \([0-9]*\)/drawn at \2 px from the \1 px source/' "$e2e_work/size")"
    done
done
exit $status
