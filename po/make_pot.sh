#!/bin/sh
# make_pot.sh OUT - extract the strings a player sees into the template
# OUT (make pot: po/lianliankan.pot): _() N_() P_() of the front end and
# LLK_N_() of the rules (include/llk/intl.h) and NC_() (a context: the
# tile names, src/front/tile_names.c), from the sources in a fixed
# order with paths relative to the top of the tree, without line numbers
# (an edit that moves a string leaves the template as it is).
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
out=$1
case "$out" in
/*) ;;
*) out=$(pwd)/$out ;;
esac
cd "$top"
# shellcheck disable=SC2046
xgettext --from-code=UTF-8 --language=C --keyword=_ --keyword=N_ \
    --keyword=P_:1,2 --keyword=ngettext:1,2 --keyword=LLK_N_ --keyword=NC_:1c,2 \
    --add-comments=TRANSLATORS: --add-location=file --package-name=lianliankan \
    --copyright-holder="the Lianliankan authors" \
    -o "$out.tmp" $(LC_ALL=C ls src/front/*.c src/front/kit/*.c src/game/*.c | LC_ALL=C sort) \
    2>"$out.err" || {
    cat "$out.err" >&2
    rm -f "$out.err" "$out.tmp"
    exit 1
}
# (its only warning: no bug-report address, which we do not have)
rm -f "$out.err"
# xgettext leaves the charset as a placeholder; the sources are UTF-8
sed 's/charset=CHARSET/charset=UTF-8/' "$out.tmp" >"$out.tmp2"
rm -f "$out.tmp"
mv "$out.tmp2" "$out"
