#!/bin/sh
# The documentation holds together: README.md stays short and keeps the two
# commands .ci/run and new users rely on; every relative link and image in the
# Markdown documents names a file of the tree, and every #anchor a heading of
# its target (GitHub's slugs); every path of the tree written in backquotes
# (src/..., tests/..., docs/...) exists.
. "${LLK_TOP:-.}/tests/lib.sh"
t_start docs
cd "${LLK_TOP:-.}" || exit 1

python3 - >"$T_TMP/out" 2>&1 <<'EOF'
import glob, os, re, sys

docs = ["README.md", "README.zh_CN.md", "HACKING.md", "NEWS.md",
        "assets/README.md", "debian/README.source"] + sorted(glob.glob("docs/*.md"))
docs = [d for d in docs if os.path.isfile(d)]
for need in ("README.md", "README.zh_CN.md", "HACKING.md", "docs/playing.md",
             "docs/formats.md", "docs/engine.md", "docs/testing.md"):
    print(("PASS " if need in docs else "FAIL ") + need + " exists")

def text_of(path):
    with open(path, encoding="utf-8") as f:
        return f.read()

def prose(text):
    """The lines outside fenced code blocks."""
    out, fence = [], False
    for line in text.split("\n"):
        if line.lstrip().startswith("```"):
            fence = not fence
            continue
        out.append("" if fence else line)
    return out

def slug(heading):
    s = heading.strip().lower()
    s = re.sub(r"[^\w\- ]", "", s)
    return s.replace(" ", "-")

def anchors(path):
    seen, out = {}, set()
    for line in prose(text_of(path)):
        m = re.match(r"#{1,6}\s+(.*?)\s*#*\s*$", line)
        if m:
            s = slug(m.group(1))
            n = seen.get(s, 0)
            seen[s] = n + 1
            out.add(s if n == 0 else "%s-%d" % (s, n))
    return out

readme = text_of("README.md").split("\n")
n = len(readme) - (readme[-1] == "")
print(("PASS " if n <= 200 else "FAIL ") + "README.md has at most 200 lines (%d)" % n)
for cmd in ("make run", "make test"):
    ok = any(re.match(r"\s+" + cmd + r"\b", l) for l in readme)
    print(("PASS " if ok else "FAIL ") + "README.md shows `%s` as a command" % cmd)

link = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")
tree_path = re.compile(r"`((?:src|include|tests|bench|tools|scripts|data|docs|po|man|assets|debian)/[^`\s]*)`")
placeholder = re.compile(r"NAME|LANG|\*|\.\.\.|[<>{}]|\bN\b|X\.|VERSION")
bad_links, bad_paths, count = [], [], 0
for d in docs:
    base = os.path.dirname(d)
    for i, line in enumerate(prose(text_of(d)), 1):
        for target in link.findall(line):
            if re.match(r"[a-z]+:", target):
                continue
            count += 1
            file, _, frag = target.partition("#")
            full = os.path.normpath(os.path.join(base, file)) if file else d
            if not os.path.exists(full):
                bad_links.append("%s:%d: %s (no file %s)" % (d, i, target, full))
            elif frag and full.endswith(".md") and frag not in anchors(full):
                bad_links.append("%s:%d: %s (no heading #%s in %s)" % (d, i, target, frag, full))
        for p in tree_path.findall(line):
            p = p.rstrip(".,;:)")
            if placeholder.search(p):
                continue
            if not os.path.exists(p):
                bad_paths.append("%s:%d: `%s`" % (d, i, p))
print(("PASS " if count >= 20 else "FAIL ") + "links found: %d" % count)
print(("PASS " if not bad_links else "FAIL ") + "every link resolves" +
      "".join("\n  " + b for b in bad_links))
print(("PASS " if not bad_paths else "FAIL ") + "every path in backquotes exists" +
      "".join("\n  " + b for b in bad_paths))
EOF
status=$?
[ "$status" -eq 0 ] || t_fail "the checker failed (exit $status): $(tail -n 3 "$T_TMP/out")"
t_results "$T_TMP/out"
t_done
