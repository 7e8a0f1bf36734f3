#!/bin/sh
# test_faces.sh - every face of every tile set as the game draws it, at the
# smallest and the largest face sizes the game uses (LLK_BUILD/faces/faces,
# tests/faces/faces.c: the game's atlas code through SDL's software
# renderer): the source chosen, the filtering, no two faces alike, each
# near an area reduction of its largest source, the mahjong numerals' strokes
# at least 1.5 px at the smallest size (an area measure), the transparent
# pixels beside the faces carrying their colour, and the mahjong faces'
# corner indices at 640x400 Hard at least 7 px tall with strokes of a
# whole pixel
# (none on the emoji set). Then: a set with one size
# only is still loaded, with one warning; a set whose small atlas has two
# faces swapped, or one face blank, is caught. Needs SDL (skipped when LLK_CORE_ONLY=1).
set -u
top=${LLK_TOP:-$(cd "$(dirname "$0")/../.." && pwd)}
build=${LLK_BUILD:-$top/build}
pass=0
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }

if [ "${LLK_CORE_ONLY:-0}" = 1 ]; then
    echo "SKIP: LLK_CORE_ONLY=1 (no SDL): the faces are left to the full suite"
    echo "faces: $pass passed, $fail failed"
    exit 0
fi
faces=$build/faces/faces
export FACES_FONT="$top/assets/fonts/DejaVuSans-Bold.ttf"
if [ ! -x "$faces" ]; then
    bad "$faces is missing (make test-build)"
    echo "faces: $pass passed, $fail failed"
    exit 1
fi

# Every set: assets/ itself (emoji) and each assets/tilesets/NAME.
set -- "$top/assets"
for d in "$top"/assets/tilesets/*/; do
    set -- "$@" "${d%/}"
done
if "$faces" "$@" >"$tmp/all.log" 2>"$tmp/all.err"; then
    ok
else
    bad "the faces of the tile sets:"
    grep -v '^faces:' "$tmp/all.log"
fi
# made by our tools at every size: no warning of missing sizes
if [ -s "$tmp/all.err" ]; then
    bad "the committed tile sets: the game said:"
    cat "$tmp/all.err"
else
    ok
fi
grep ' px (from ' "$tmp/all.log"
n=$(grep -c ' px (from ' "$tmp/all.log")
if [ "$n" -eq $(($# * 2)) ]; then ok; else bad "expected two sizes of $# sets, got $n"; fi

# One size only (the mahjong set's tiles.png): loaded, one warning.
mkdir -p "$tmp/one"
cp "$top/assets/tilesets/mahjong/tiles.png" "$top/assets/tilesets/mahjong/tiles.txt" "$tmp/one/"
"$faces" "$tmp/one" >"$tmp/one.out" 2>"$tmp/one.err"
if grep -q 'FAIL: .*the game loads the tile set' "$tmp/one.out"; then
    bad "a set of one size is not loaded: $(cat "$tmp/one.err")"
else
    ok
fi
if [ "$(grep -c . "$tmp/one.err")" -eq 1 ] &&
    grep -q "warning: the tile set $tmp/one has no faces between 0 and 128 px" "$tmp/one.err"; then
    ok
else
    bad "a set of one size: expected one warning, got:"
    cat "$tmp/one.err"
fi

# Faces 13 and 18 (nine and three of characters) swapped in the 24 px atlas.
mkdir -p "$tmp/swap"
cp "$top"/assets/tilesets/mahjong/* "$tmp/swap/"
a=$tmp/swap/tiles-24.png
convert "$a" \( +clone -crop 24x24+96+24 +repage \) -geometry +0+48 -compose Copy -composite \
    \( "$a" -crop 24x24+0+48 +repage \) -geometry +96+24 -compose Copy -composite "$a"
"$faces" "$tmp/swap" >"$tmp/swap.out" 2>&1
if grep -q "FAIL: $tmp/swap at 19 px: face 1[38] " "$tmp/swap.out"; then
    ok
else
    bad "two faces swapped in tiles-24.png not noticed:"
    cat "$tmp/swap.out"
fi
# A face blanked out of the 48 px atlas.
convert "$top/assets/tilesets/mahjong/tiles-48.png" -region 48x48+96+48 -alpha transparent \
    "$tmp/swap/tiles-48.png"
cp "$top/assets/tilesets/mahjong/tiles-24.png" "$tmp/swap/"
"$faces" "$tmp/swap" >"$tmp/blank.out" 2>&1
if grep -q "FAIL: $tmp/swap: the 48 px atlas has the 50 faces drawn" "$tmp/blank.out"; then
    ok
else
    bad "a blank face in tiles-48.png not noticed:"
    cat "$tmp/blank.out"
fi
echo "faces: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
