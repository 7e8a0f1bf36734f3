#!/bin/sh
# test_desktop.sh - the game as a desktop citizen: the man pages render
# without a warning (groff -ww -man -z) and name every option of
# `lianliankan --help` and of `llk --help` and its commands' --help (the
# check is shown to fail on a page missing one); the desktop entry passes
# desktop-file-validate and is translated; the AppStream metainfo passes
# `appstreamcli validate --no-net` with no error or warning; the id, the
# desktop file and the icon share one name; every icon size is there and,
# unless LLK_CORE_ONLY=1 (no SDL), tools/make_icon.c makes them again
# byte for byte.
set -u
top=${LLK_TOP:-$(cd "$(dirname "$0")/../.." && pwd)}
build=${LLK_BUILD:-$top/build}
id=io.github.lianliankan.Lianliankan
pass=0
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }
check() {
    what=$1
    shift
    if "$@"; then ok; else bad "$what"; fi
}

# options_in PAGE: read --help text on stdin; every --option (and -h) in
# it must be in the page (roff's \- read as -). Says which are missing.
options_in() {
    sed 's/\\-/-/g; s/\\f[BIRP]//g' "$1" >"$tmp/page.txt"
    grep -oE '(^|[^A-Za-z0-9-])--?[a-z][a-z-]*' | sed 's/^[^-]*//' | sort -u >"$tmp/opts"
    [ -s "$tmp/opts" ] || { echo "no options read"; return 1; }
    missing=0
    while read -r o; do
        grep -qE -- "(^|[^A-Za-z0-9-])$o([^A-Za-z0-9-]|$)" "$tmp/page.txt" ||
            { echo "  $o is not in $1"; missing=1; }
    done <"$tmp/opts"
    return $missing
}

for page in "$top"/man/lianliankan.6 "$top"/man/llk.6; do
    out=$(groff -ww -man -z "$page" 2>&1)
    check "$page renders without warnings: $out" [ -z "$out" ]
done

llk_help() {
    "$build/llk" --help
    for c in path pairs solve generate hint shuffle replay; do
        "$build/llk" "$c" --help
    done
}
if llk_help 2>&1 | options_in "$top/man/llk.6"; then ok; else bad "llk.6 misses options"; fi
sed 's/\\-\\-skip//g' "$top/man/llk.6" >"$tmp/llk-damaged.6"
if llk_help 2>&1 | options_in "$tmp/llk-damaged.6" >/dev/null; then
    bad "the option check passes a page without --skip"
else
    ok
fi
if [ "${LLK_CORE_ONLY:-0}" != 1 ]; then
    LANGUAGE= LC_ALL=C LANG=C "$build/lianliankan" --help >"$tmp/help" 2>&1
    if options_in "$top/man/lianliankan.6" <"$tmp/help"; then ok; else bad "lianliankan.6 misses options"; fi
    check "--help names --state-file" grep -q -- '--state-file' "$tmp/help"
    sed 's/\\-\\-no\\-sound//g' "$top/man/lianliankan.6" >"$tmp/ll-damaged.6"
    if options_in "$tmp/ll-damaged.6" <"$tmp/help" >/dev/null; then
        bad "the option check passes a page without --no-sound"
    else
        ok
    fi
fi

desktop=$top/data/$id.desktop
out=$(desktop-file-validate "$desktop" 2>&1)
check "desktop-file-validate: $out" [ -z "$out" ]
check "desktop entry: Name[zh_CN]=连连看" grep -qx 'Name\[zh_CN\]=连连看' "$desktop"
check "desktop entry: Comment[zh_CN], Keywords[zh_CN]" \
    sh -c "grep -q '^Comment\[zh_CN\]=' '$desktop' && grep -q '^Keywords\[zh_CN\]=' '$desktop'"
check "desktop entry: Categories" grep -qx 'Categories=Game;BoardGame;LogicGame;' "$desktop"
check "desktop entry: Icon is the id" grep -qx "Icon=$id" "$desktop"

meta=$top/data/$id.metainfo.xml
appstreamcli validate --no-net "$meta" >"$tmp/as.out" 2>&1
st=$?
check "appstreamcli validate --no-net passes (exit $st)" [ "$st" -eq 0 ]
if grep -qE '^(E|W):' "$tmp/as.out"; then
    bad "appstreamcli reports errors or warnings"
    cat "$tmp/as.out"
else
    ok
fi
if python3 - "$meta" "$id" <<'PY'

import sys
import xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
L = "{http://www.w3.org/XML/1998/namespace}lang"
need = []
def has(path, lang=None):
    for e in root.findall(path):
        if e.get(L) == lang:
            return True
    return False
checks = {
    "id": root.findtext("id") == sys.argv[2],
    "name en": has("name"), "name zh-CN": has("name", "zh-CN"),
    "summary en": has("summary"), "summary zh-CN": has("summary", "zh-CN"),
    "description en": has("description/p"), "description zh-CN": has("description/p", "zh-CN"),
    "launchable": root.findtext("launchable") == sys.argv[2] + ".desktop",
    "screenshots with captions": all(s.find("caption") is not None for s in root.findall("screenshots/screenshot")) and len(root.findall("screenshots/screenshot")) >= 2,
    "releases": root.find("releases/release") is not None,
    "developer": root.find("developer/name") is not None,
    "oars": root.find("content_rating").get("type") == "oars-1.1",
    "supports": sorted(c.text for c in root.findall("supports/control")) == ["gamepad", "keyboard", "pointing", "touch"],
    "requires display_length": root.find("requires/display_length") is not None,
}
bad = [k for k, v in checks.items() if not v]
for k in bad:
    print("  metainfo lacks", k)
sys.exit(1 if bad else 0)
PY
then ok; else bad "metainfo content"; fi

for n in 16 32 48 64 128 256; do
    check "icon ${n}x$n" [ -s "$top/data/icons/${n}x$n/apps/$id.png" ]
done
check "scalable icon" grep -q '<svg' "$top/data/icons/scalable/apps/$id.svg"
if [ "${LLK_CORE_ONLY:-0}" != 1 ]; then
    # shellcheck disable=SC2046
    if cc -std=c11 -O2 $(pkg-config --cflags sdl2 SDL2_image) -o "$tmp/make_icon" \
        "$top/tools/make_icon.c" $(pkg-config --libs sdl2 SDL2_image) -lm &&
        "$tmp/make_icon" "$tmp/icons" >/dev/null && diff -r "$tmp/icons" "$top/data/icons"; then
        ok
    else
        bad "tools/make_icon.c does not make the committed icons"
    fi
fi
[ "${LLK_CORE_ONLY:-0}" = 1 ] &&
    echo "SKIP: LLK_CORE_ONLY=1 (no SDL): --help against the man page and the icons made again are left to the full suite"
echo "test_desktop: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
