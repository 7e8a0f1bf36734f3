#!/bin/sh
# make_assets.sh [OUTDIR] - regenerate the game's assets with our own tools.
#
# Compiles our tools (tools/make_*.c) into $BUILD/tools (BUILD defaults to
# build/), then writes into OUTDIR (default assets/):
#   tiles.png, tiles-N.png, tiles.txt, icon.png   the "emoji" tile set,
#                                    rendered from Noto Color Emoji at each
#                                    face size N (make_atlas)
#   tilesets/mahjong/tiles.png, tiles-N.png, tiles.txt   the "mahjong" tile
#                                    set, drawn by make_mahjong at each size
#                                    with Noto Serif CJK and Noto Sans CJK
#                                    glyphs
#   backgrounds/*.png                drawn by make_backgrounds
#   title/hanzi-S.png, latin-S.png   the name as art for the title screen
#                                    (make_title: Noto Serif CJK, DejaVu)
#   sounds/*.wav                     synthesized by make_sounds
#   music/*.ogg                      composed and encoded by make_music
#                                    (each loop at -18 LUFS by libebur128)
#   fonts/DejaVuSans*.ttf            copied from fonts-dejavu-core
#   LICENSE-NotoColorEmoji.txt, LICENSE-NotoCJK.txt, fonts/LICENSE-DejaVu.txt
#                                    their licences
# and, when OUTDIR is assets/, the desktop icons data/icons/ (make_icon).
# The packages are installed by `make assets` (scripts/deps.sh build assets).
# Environment: BUILD, CC, TOOL_CFLAGS (extra compiler flags, e.g.
# sanitizers), CI (set: warnings are errors), LLK_EMOJI_FONT (the colour
# emoji font to render from), LLK_CJK_FONT (the Noto Serif CJK .ttc),
# LLK_CJK_SANS_FONT (the Noto Sans CJK .ttc).
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$top/assets}
build=${BUILD:-build}
case "$build" in
/*) ;;
*) build=$top/$build ;;
esac
cc=${CC:-cc}
emoji=${LLK_EMOJI_FONT:-/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf}
emoji_doc=/usr/share/doc/fonts-noto-color-emoji/copyright
cjk=${LLK_CJK_FONT:-/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc}
cjk_sans=${LLK_CJK_SANS_FONT:-/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc}
cjk_doc=/usr/share/doc/fonts-noto-cjk/copyright
dejavu=/usr/share/fonts/truetype/dejavu
dejavu_doc=/usr/share/doc/fonts-dejavu-core/copyright

for f in "$emoji" "$emoji_doc" "$cjk" "$cjk_sans" "$cjk_doc" "$dejavu/DejaVuSans.ttf" \
    "$dejavu/DejaVuSans-Bold.ttf" "$dejavu_doc"; do
    if [ ! -f "$f" ]; then
        echo "make_assets.sh: $f is missing; install fonts-noto-color-emoji, fonts-noto-cjk and fonts-dejavu-core (sh scripts/deps.sh assets)" >&2
        exit 1
    fi
done

if ! pkg-config --exists vorbisenc libebur128; then
    echo "make_assets.sh: libvorbisenc or libebur128 is missing; install libvorbis-dev and libebur128-dev (sh scripts/deps.sh assets)" >&2
    exit 1
fi

mkdir -p "$build/tools" "$out/sounds" "$out/fonts" "$out/tilesets/mahjong" "$out/backgrounds" \
    "$out/music" "$out/title"
flags="-std=c11 -Wall -Wextra -Wpedantic -O2 ${TOOL_CFLAGS:-}"
if [ -n "${CI:-}" ]; then
    flags="$flags -Werror"
fi
# shellcheck disable=SC2046,SC2086
$cc $flags $(pkg-config --cflags sdl2 SDL2_ttf SDL2_image) -o "$build/tools/make_atlas" \
    "$top/tools/make_atlas.c" "$top/tools/tool_util.c" $(pkg-config --libs sdl2 SDL2_ttf SDL2_image) -lm
# shellcheck disable=SC2046,SC2086
$cc $flags $(pkg-config --cflags sdl2 SDL2_ttf SDL2_image) -o "$build/tools/make_mahjong" \
    "$top/tools/make_mahjong.c" "$top/tools/tool_util.c" $(pkg-config --libs sdl2 SDL2_ttf SDL2_image) -lm
# shellcheck disable=SC2046,SC2086
$cc $flags $(pkg-config --cflags sdl2 SDL2_ttf SDL2_image) -o "$build/tools/make_title" \
    "$top/tools/make_title.c" "$top/tools/tool_util.c" $(pkg-config --libs sdl2 SDL2_ttf SDL2_image) -lm
# shellcheck disable=SC2046,SC2086
$cc $flags $(pkg-config --cflags sdl2 SDL2_image) -o "$build/tools/make_backgrounds" \
    "$top/tools/make_backgrounds.c" "$top/tools/tool_util.c" $(pkg-config --libs sdl2 SDL2_image) -lm
# shellcheck disable=SC2086
$cc $flags -o "$build/tools/make_sounds" "$top/tools/make_sounds.c" -lm
# shellcheck disable=SC2046,SC2086
$cc $flags $(pkg-config --cflags vorbisenc vorbis ogg libebur128) -o "$build/tools/make_music" \
    "$top/tools/make_music.c" $(pkg-config --libs vorbisenc vorbis ogg libebur128) -lm

"$build/tools/make_atlas" "$emoji" "$out"
"$build/tools/make_mahjong" "$cjk" "$cjk_sans" "$out/tilesets/mahjong"
"$build/tools/make_backgrounds" "$out/backgrounds"
"$build/tools/make_title" "$cjk" "$dejavu/DejaVuSans-Bold.ttf" "$out/title"
"$build/tools/make_sounds" "$out/sounds"
"$build/tools/make_music" "$out/music"

copy() {
    cp "$1" "$2.tmp" && mv "$2.tmp" "$2"
}
copy "$dejavu/DejaVuSans.ttf" "$out/fonts/DejaVuSans.ttf"
copy "$dejavu/DejaVuSans-Bold.ttf" "$out/fonts/DejaVuSans-Bold.ttf"
copy "$dejavu_doc" "$out/fonts/LICENSE-DejaVu.txt"
copy "$emoji_doc" "$out/LICENSE-NotoColorEmoji.txt"
copy "$cjk_doc" "$out/LICENSE-NotoCJK.txt"
echo "make_assets.sh: assets written to $out"

# The desktop icons (data/icons: every size and the SVG), drawn by our
# make_icon, with the assets of the tree only.
if [ "$out" = "$top/assets" ]; then
    # shellcheck disable=SC2046,SC2086
    $cc $flags $(pkg-config --cflags sdl2 SDL2_image) -o "$build/tools/make_icon" \
        "$top/tools/make_icon.c" $(pkg-config --libs sdl2 SDL2_image) -lm
    "$build/tools/make_icon" "$top/data/icons"
fi
