#!/bin/sh
# embed_layouts.sh FILE... - the layouts the game ships (assets/layouts/*.layout)
# as C source on standard output: a table of { name, text } where name is the
# file's name without its directory and ".layout" and text is the whole file.
# The Makefile builds $(BUILD)/gen/layout_texts.c with it, so the level table
# (src/game/levels.c) names layouts that are part of the binary: a game ID gives
# the same board whatever is installed. The texts are parsed by the engine's
# layout parser when a level is dealt (src/game/layouts.c).
set -eu
echo "/* Made by scripts/embed_layouts.sh from assets/layouts: do not edit. */"
echo "#include \"layouts_int.h\""
echo ""
echo "const game_layout_text game_layout_texts[] = {"
n=0
for f in "$@"; do
    name=$(basename "$f" .layout)
    printf '    {"%s",\n' "$name"
    # Every line as a C string: backslash, quote and '?' (trigraphs) escaped.
    sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/?/\\?/g' -e 's/\r$//' \
        -e 's/^/     "/' -e 's/$/\\n"/' "$f"
    printf '    },\n'
    n=$((n + 1))
done
echo "};"
echo ""
echo "const int game_layout_text_count = $n;"
