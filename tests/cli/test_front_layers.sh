#!/bin/sh
# test_front_layers.sh - the front's layers hold (issue 43; HACKING.md, "The
# layers and what may call what"), read from the objects the build made
# (nm on LLK_BUILD/obj/src/front, those whose source is in the tree): no
# file below the screens (st_*.c) and main.c references a symbol one of them
# defines, and no set of the front's files references each other round in a
# cycle of more than three (screens naming each other left out: that is
# navigation). Prints the largest cycle and any reference up with its
# symbols. Needs the front's objects (skipped when LLK_CORE_ONLY=1).
. "${LLK_TOP:-.}/tests/lib.sh"
t_start front_layers
top=${LLK_TOP:-.}
build=${LLK_BUILD:-$top/build}
if [ "${LLK_CORE_ONLY:-0}" = 1 ]; then
    echo "SKIP: LLK_CORE_ONLY=1 (no SDL): the front's layers left to the full suite"
    t_done
    exit 0
fi

python3 - "$build/obj/src/front" "$top/src/front" >"$T_TMP/out" 2>&1 <<'PY'
import os, subprocess, sys
objdir, srcdir = sys.argv[1], sys.argv[2]
names = []
for d, _, files in os.walk(objdir):
    for f in files:
        if f.endswith(".o"):
            rel = os.path.relpath(os.path.join(d, f), objdir)[:-2]
            if os.path.isfile(os.path.join(srcdir, rel + ".c")):
                names.append(rel)
print(("PASS " if len(names) > 20 else "FAIL ") +
      "the front's objects are built (%d in %s)" % (len(names), objdir))
defined, wants = {}, {}
for n in names:
    out = subprocess.run(["nm", os.path.join(objdir, n + ".o")],
                         capture_output=True, text=True).stdout
    wants[n] = set()
    for line in out.splitlines():
        p = line.split()
        if len(p) == 2 and p[0] == "U":
            wants[n].add(p[1])
        elif len(p) == 3 and p[1] in "TDBR":
            defined[p[2]] = n
top = lambda n: os.path.basename(n).startswith("st_") or n == "main"
screen = lambda n: os.path.basename(n).startswith("st_")
edges = {}
up = []
for n in names:
    by = {}
    for s in wants[n]:
        m = defined.get(s)
        if m is not None and m != n:
            by.setdefault(m, []).append(s)
    edges[n] = sorted(m for m in by if not (screen(n) and screen(m)))
    for m in sorted(by):
        if not top(n) and top(m):
            up.append("%s -> %s (%s)" % (n, m, " ".join(sorted(by[m]))))
for u in up:
    print("FAIL a file below the screens calls up: " + u)
if not up:
    print("PASS no file below the screens calls into a screen or main.c")
# the largest strongly connected set (Tarjan, iterative)
index, low, on, stack, comps, counter = {}, {}, set(), [], [], [0]
for root in names:
    if root in index:
        continue
    work = [(root, 0)]
    while work:
        v, i = work.pop()
        if i == 0:
            index[v] = low[v] = counter[0]
            counter[0] += 1
            stack.append(v)
            on.add(v)
        if i < len(edges[v]):
            work.append((v, i + 1))
            w = edges[v][i]
            if w not in index:
                work.append((w, 0))
            elif w in on:
                low[v] = min(low[v], index[w])
            continue
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            comps.append(sorted(comp))
        if work:
            parent = work[-1][0]
            low[parent] = min(low[parent], low[v])
big = max(comps, key=len)
print(("PASS " if len(big) <= 3 else "FAIL ") +
      "the largest cycle of the front's files has at most 3 (%d: %s)" %
      (len(big), ", ".join(big)))
PY
t_results "$T_TMP/out"
t_done
