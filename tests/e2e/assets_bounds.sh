#!/bin/sh
# assets_bounds.sh - the game on odd asset sets and options (issue 18):
# tiles.txt checked against the atlas (same face count, every face drawn),
# an atlas far larger than needed refused before it is decoded, a missing
# sounds folder and a broken icon each one warning of our own (no
# library's message), --random-input bounded, and SIGTERM and SIGINT
# ending the random-input mode cleanly.
. "$(dirname "$0")/lib/common.sh"

expect_fail "--random-input past its bound" 2 "'100000001' for --random-input" \
    --random-input 100000001
expect_fail "--random-input overflowing" 2 "for --random-input" \
    --random-input 99999999999999999999
expect_fail "--random-input +5" 2 "'+5' for --random-input" --random-input +5
expect_fail "--random-input ' 5'" 2 "for --random-input" --random-input " 5"

e2e_start_x || { bad "Xvfb starts"; e2e_summary assets_bounds; exit 1; }

assets=${LLK_ASSETS:-$LLK_TOP/assets}
mine=$e2e_work/assets
cp -r "$assets" "$mine"
faces=$(grep -c . "$assets/tiles.txt")

# tiles.txt cut short: fewer faces than the game's kinds.
head -n 30 "$assets/tiles.txt" >"$mine/tiles.txt"
LLK_ASSETS=$mine expect_fail "tiles.txt cut short" 1 "$mine/tiles.txt names 30 faces" --level 1
# Enough for the game, but not what the atlas holds.
head -n 50 "$assets/tiles.txt" >"$mine/tiles.txt"
LLK_ASSETS=$mine expect_fail "tiles.txt and atlas disagree" 1 \
    "tile atlas $mine/tiles.png has $faces faces drawn, tiles.txt names 50" --level 1
cp "$assets/tiles.txt" "$mine/"
# A face blanked out of the atlas.
convert "$assets/tiles.png" -region 128x128+256+128 -alpha transparent "$mine/tiles.png"
LLK_ASSETS=$mine expect_fail "a blank face in the atlas" 1 \
    "tile atlas $mine/tiles.png has $((faces - 1)) faces drawn with gaps" --level 1
# A 20000x20000 atlas: refused from its header, before any decoding (the
# file is only the header: decoding it would fail with another message).
python3 -c "
import struct, sys, zlib
ihdr = struct.pack('>IIBBBBB', 20000, 20000, 8, 6, 0, 0, 0)
chunk = b'IHDR' + ihdr
sys.stdout.buffer.write(b'\x89PNG\r\n\x1a\n' + struct.pack('>I', 13) + chunk +
                        struct.pack('>I', zlib.crc32(chunk)))" >"$mine/tiles.png"
LLK_ASSETS=$mine expect_fail "huge atlas refused" 1 \
    "tile atlas $mine/tiles.png is 20000x20000 pixels, far larger" --level 1
cp "$assets/tiles.png" "$mine/"

# No sounds folder: one warning; a broken icon: one warning of ours.
rm -r "$mine/sounds"
LLK_ASSETS=$mine start_game --seed 5 --level 1 --windowed 800x600
check "no sounds folder: the game plays" wait_state "d['screen']=='playing'"
stop_game
check "no sounds folder: one warning" \
    sh -c "[ \$(grep -c . '$e2e_work/game.err') -eq 1 ] && grep -q 'no sounds folder $mine/sounds' '$e2e_work/game.err'"
check "no sounds folder: exit 0" [ "$e2e_status" -eq 0 ]
cp -r "$assets/sounds" "$mine/"
head -c 300 "$assets/icon.png" >"$mine/icon.png"
LLK_ASSETS=$mine start_game --seed 5 --level 1 --windowed 800x600
check "broken icon: the game plays" wait_state "d['screen']=='playing'"
stop_game
check "broken icon: one warning of ours, naming it" \
    sh -c "[ \$(grep -c . '$e2e_work/game.err') -eq 1 ] && grep -q '^lianliankan: cannot load the window icon $mine/icon.png' '$e2e_work/game.err'"

# SIGTERM and SIGINT end the random-input mode (which plays through a
# Quit it clicks itself) within a few seconds, with its summary, exit 0.
for sig in TERM INT; do
    "$GAME" --windowed 800x600 --random-input 100000000 --random-seed 7 --level 1 \
        2>"$e2e_work/ri.err" &
    pid=$!
    sleep $((2 * e2e_slow))
    kill -"$sig" "$pid"
    waited=0
    while kill -0 "$pid" 2>/dev/null && [ $waited -lt $((50 * e2e_slow)) ]; do
        sleep 0.1
        waited=$((waited + 1))
    done
    if kill -0 "$pid" 2>/dev/null; then
        bad "random-input: SIG$sig ignored"
        kill -KILL "$pid"
        wait "$pid"
        continue
    fi
    wait "$pid"
    st=$?
    check "random-input: SIG$sig ends it, exit 0 (got $st)" [ "$st" -eq 0 ]
    check "random-input: SIG$sig: its summary, no failure" \
        grep -q '^random-input: seed 7: .* 0 failures$' "$e2e_work/ri.err"
done

e2e_summary assets_bounds
