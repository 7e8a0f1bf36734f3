#!/bin/sh
# test_i18n.sh - the translations are complete and current, and can be
# shown: po/lianliankan.pot is what `make pot` makes of the sources today
# (POT-Creation-Date aside); every po/*.po has every message of the
# template translated, none fuzzy (msgfmt --check --statistics, msgcmp);
# every number of a message is in its translation; the checker notices a
# damaged copy. Unless LLK_CORE_ONLY=1 (no SDL): every character of every
# message and translation, and every character a player may type in a
# name, has a glyph in the fonts the game uses (LLK_BUILD/i18n/glyphs),
# which fails without a font for Chinese; every line wrapped as the game
# wraps text (LLK_BUILD/i18n/wrap: kit_wrap at 3 to 40 ems) keeps the
# Chinese line-breaking rules and loses nothing.
set -u
top=${LLK_TOP:-$(cd "$(dirname "$0")/../.." && pwd)}
pass=0
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }

# po_ok PO POT: complete, nothing fuzzy, nothing missing; says why not.
po_ok() {
    stats=$(LC_ALL=C msgfmt --check --statistics -o /dev/null "$1" 2>&1) || {
        echo "$stats"
        return 1
    }
    case "$stats" in
    *fuzzy* | *untranslated*) echo "$stats"; return 1 ;;
    esac
    LC_ALL=C msgcmp "$1" "$2" 2>&1 || return 1
    # every number of a message is in its translation
    python3 - "$1" <<'PY'
import re, subprocess, sys
out = subprocess.run(["msgcat", "--no-wrap", "--no-location", sys.argv[1]],
                     capture_output=True, text=True, check=True).stdout
bad = 0
for block in out.split("\n\n"):
    ids = re.findall(r'^msgid(?:_plural)? "(.*)"$', block, re.M)
    strs = re.findall(r'^msgstr(?:\[\d+\])? "(.*)"$', block, re.M)
    if not ids or ids[0] == "":
        continue
    for n in set(re.findall(r"\d+", ids[0])):
        for s in strs:
            if n not in re.findall(r"\d+", s):
                print(f"number {n} of {ids[0]!r} missing in {s!r}")
                bad = 1
sys.exit(bad)
PY
}

cd "$top" || exit 1
if sh po/make_pot.sh "$tmp/new.pot" &&
    diff -I '^"POT-Creation-Date:' po/lianliankan.pot "$tmp/new.pot" >"$tmp/pot.diff"; then
    ok
else
    bad "po/lianliankan.pot is out of date with the sources: run make pot"
    head -n 20 "$tmp/pot.diff"
fi
n=0
for po in po/*.po; do
    [ -f "$po" ] || continue
    n=$((n + 1))
    if po_ok "$po" po/lianliankan.pot; then ok; else bad "$po is incomplete"; fi
done
if [ "$n" -ge 1 ]; then ok; else bad "no translation in po/"; fi

# the checks can fail: a message left untranslated, one fuzzy, one lost
# number, a template with a message the sources do not have
python3 - po/zh_CN.po "$tmp" <<'PY'
import sys
src, tmp = sys.argv[1], sys.argv[2]
text = open(src, encoding="utf-8").read()
open(tmp + "/empty.po", "w").write(text.replace('msgstr "返回"', 'msgstr ""', 1))
open(tmp + "/fuzzy.po", "w").write(text.replace('msgid "Back"', '#, fuzzy\nmsgid "Back"', 1))
open(tmp + "/number.po", "w").write(text.replace('"关卡必须是 1 到 13 之间的数字"', '"关卡必须是一到十三之间的数字"', 1))
PY
for d in empty fuzzy number; do
    if po_ok "$tmp/$d.po" po/lianliankan.pot >/dev/null 2>&1; then
        bad "the check passes a damaged catalogue ($d)"
    else
        ok
    fi
done
{ cat po/lianliankan.pot; printf '\nmsgid "A message nobody wrote"\nmsgstr ""\n'; } >"$tmp/extra.pot"
if diff -I '^"POT-Creation-Date:' "$tmp/extra.pot" "$tmp/new.pot" >/dev/null; then
    bad "the template check passes a stale template"
else
    ok
fi

if [ "${LLK_CORE_ONLY:-0}" != 1 ]; then
    glyphs=${LLK_BUILD:-$top/build}/i18n/glyphs
    # LANG<TAB>line of every msgid (en) and msgstr (its language)
    python3 - po/*.po >"$tmp/lines" <<'PY'
import os, re, subprocess, sys
for po in sys.argv[1:]:
    lang = os.path.basename(po)[:-3]
    out = subprocess.run(["msgcat", "--no-wrap", "--no-location", po],
                         capture_output=True, text=True, check=True).stdout
    for m in re.finditer(r'^(msgid(?:_plural)?|msgstr(?:\[\d+\])?) "(.*)"$', out, re.M):
        text = m.group(2).encode().decode("unicode_escape").encode("latin-1").decode("utf-8")
        for line in text.split("\n"):
            if line:
                print(("en" if m.group(1).startswith("msgid") else lang) + "\t" + line)
print("names")
PY
    if [ -x "$glyphs" ]; then
        if "$glyphs" "$top/assets" <"$tmp/lines" >"$tmp/glyphs.out" 2>&1; then
            ok
            tail -n 1 "$tmp/glyphs.out"
        else
            bad "characters without a glyph"
            grep -v '^glyphs:' "$tmp/glyphs.out" | head -n 20
        fi
        if LLK_CJK_FONT=none "$glyphs" "$top/assets" <"$tmp/lines" >/dev/null 2>&1; then
            bad "the glyph check passes without a font for Chinese"
        else
            ok
        fi
    else
        bad "$glyphs is missing (make test-build)"
    fi
    # every line wrapped as the game wraps it: no closing punctuation
    # first on a line, no opening punctuation last, nothing lost
    wrap=${LLK_BUILD:-$top/build}/i18n/wrap
    if [ -x "$wrap" ]; then
        if "$wrap" "$top/assets" <"$tmp/lines" >"$tmp/wrap.out" 2>&1; then
            ok
            tail -n 1 "$tmp/wrap.out"
        else
            bad "lines wrapped against the rules"
            grep -v '^wrap:' "$tmp/wrap.out" | head -n 20
        fi
    else
        bad "$wrap is missing (make test-build)"
    fi
    # dates and numbers in each language's form, with the real catalogues
    formats=${LLK_BUILD:-$top/build}/i18n/formats
    if [ -x "$formats" ]; then
        if LLK_LOCALEDIR=${LLK_BUILD:-$top/build}/locale "$formats" >"$tmp/formats.out" 2>&1; then
            ok
            tail -n 1 "$tmp/formats.out"
        else
            bad "dates or numbers not in the language's form"
            head -n 20 "$tmp/formats.out"
        fi
    else
        bad "$formats is missing (make test-build)"
    fi
fi
# every face a shipped tile set names (tiles.txt, third word on) is listed
# for the catalogue (src/front/tile_names.c: speech says the tiles by name)
# and so translated in every language (the checks above: in the template)
for list in "$top"/assets/tiles.txt "$top"/assets/tilesets/*/tiles.txt; do
    missing=$(awk 'NF >= 3 { $1 = ""; $2 = ""; sub(/^ +/, ""); print }' "$list" |
        while IFS= read -r name; do
            grep -qF "NC_(\"tile\", \"$name\")" "$top/src/front/tile_names.c" ||
                printf '%s; ' "$name"
        done)
    if [ -z "$missing" ]; then
        ok
    else
        bad "${list#"$top"/}: faces not in src/front/tile_names.c: $missing"
    fi
done
[ "${LLK_CORE_ONLY:-0}" = 1 ] &&
    echo "SKIP: LLK_CORE_ONLY=1 (no SDL): the glyphs and the dates' and numbers' forms are left to the full suite"
echo "test_i18n: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
