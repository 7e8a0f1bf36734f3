#!/bin/sh
# One version, in VERSION: llk --version and lianliankan --version print it
# (the Makefile passes it to both), NEWS.md's newest entry, the AppStream
# metainfo's newest release (and the same releases and dates as NEWS.md),
# the man pages' headers and debian/changelog's newest entry name it.
. "${LLK_TOP:-.}/tests/lib.sh"
t_start version
top=$(cd "${LLK_TOP:-.}" && pwd)
build=${LLK_BUILD:-$top/build}
v=$(cat "$top/VERSION")

case "$v" in
*[!0-9.]* | "" | .* | *. | *..*) t_fail "VERSION is not N.N.N: [$v]" ;;
*) t_ok ;;
esac
t_eq "$(wc -l <"$top/VERSION" | tr -d ' ')" "1" "VERSION is one line"
t_eq "$("$LLK" --version)" "llk $v" "llk --version"
if [ "${LLK_CORE_ONLY:-0}" != 1 ]; then
    t_eq "$("$build/lianliankan" --version)" "lianliankan $v" "lianliankan --version"
fi

python3 - "$top" "$v" >"$T_TMP/out" 2>&1 <<'EOF'
import email.utils, os, re, sys
top, v = sys.argv[1], sys.argv[2]
def say(ok, what):
    print(("PASS " if ok else "FAIL ") + what)
def read(p):
    p = os.path.join(top, p)
    return open(p, encoding="utf-8").read() if os.path.isfile(p) else ""

news = re.findall(r"^## (\S+) \((\d{4}-\d\d-\d\d)\)$", read("NEWS.md"), re.M)
say(news and news[0][0] == v, "NEWS.md's newest entry is %s (%s)" % (v, news[:1]))
meta = read("data/io.github.lianliankan.Lianliankan.metainfo.xml")
rel = re.findall(r'<release version="([^"]+)" date="([^"]+)"', meta)
say(rel and rel[0][0] == v, "the metainfo's newest release is %s (%s)" % (v, rel[:1]))
say(rel == news, "the metainfo's releases are NEWS.md's, with their dates (%s, %s)" % (rel, news))
n_desc = len(re.findall(r"<release [^>]*>\s*<description>", meta))
say(n_desc == len(rel), "every release in the metainfo has a description")
for page in ("man/lianliankan.6", "man/llk.6"):
    th = read(page).split("\n")[0]
    say('"lianliankan %s"' % v in th, "%s's header names %s (%s)" % (page, v, th))
ch = read("debian/changelog")
if ch:
    m = re.match(r"lianliankan \(([^)]+)\) ", ch)
    say(m and m.group(1) in (v, v + "-1"), "debian/changelog's newest entry is %s (%s)" % (v, ch.split("\n")[0]))
    m = re.search(r"^ -- .*>  (.*)$", ch, re.M)
    when = email.utils.parsedate_to_datetime(m.group(1)).strftime("%Y-%m-%d") if m else ""
    say(news and when == news[0][1], "debian/changelog's newest entry is dated as NEWS.md's (%s)" % when)
EOF
status=$?
[ "$status" -eq 0 ] || t_fail "the checker failed (exit $status): $(tail -n 3 "$T_TMP/out")"
t_results "$T_TMP/out"
t_done
