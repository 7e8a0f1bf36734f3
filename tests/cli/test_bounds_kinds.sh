#!/bin/sh
# test_bounds_kinds.sh - llk on random boards of few and many kinds
# (issue 31), as limits with generous margins (not benchmarks): 1024x1024
# boards 20%, 60% and 90% full with 2, 50 and 500 kinds (kinds dealt in
# pairs on random cells), through pairs --count, hint, solve and shuffle
# with 200 ms budgets, and pairs --count --budget-ms 200 on the 2-kind
# boards (the slowest to count): wall time
# (budget + max(50 ms, 10%) and a margin for process start and a busy
# machine) and peak memory (tests/peak.py), and each answer's form; and
# hint on a full board without a pair, cut short ('none unproven') and not.
# Sanitized (LLK_SANITIZED=1): 256x256 boards, and pairs --count plus one
# budgeted command a board, in turn.
set -u
top=${LLK_TOP:-$(cd "$(dirname "$0")/../.." && pwd)}
LLK=${LLK:-$top/build/llk}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
TOP="$top" LLK="$LLK" TMP="$tmp" SAN="${LLK_SANITIZED:-0}" python3 - <<'PY'
import os, random, subprocess, sys

llk, tmp, san = os.environ["LLK"], os.environ["TMP"], os.environ["SAN"] == "1"
slow = 3 if san else 1
margin_ms = 1000 * slow
mem_mb = 300 if not san else 1200
pairs_ms = 15000 * slow  # pairs --count without a budget (make bench: 2 s; a busy
                         # machine, and the quadratic listing took minutes)
n = 256 if san else 1024
budget = 200
passed = failed = 0
peak = os.path.join(os.environ["TOP"], "tests", "peak.py")

def ok(cond, what):
    global passed, failed
    if cond:
        passed += 1
    else:
        failed += 1
        print("FAIL:", what, flush=True)

def measured(args):
    outp = os.path.join(tmp, "out")
    r = subprocess.run([sys.executable, peak, outp, "", "0", llk] + args,
                       capture_output=True, text=True)
    st, wall, mb = r.stdout.split()
    return int(st), open(outp).read(), open(outp + ".err").read(), float(wall), float(mb)

def limits(what, allowed, wall, mb):
    ok(wall <= allowed, f"{what}: {wall:.0f} ms, allowed {allowed:.0f}")
    ok(mb <= mem_mb, f"{what}: peak {mb:.0f} MB, allowed {mem_mb}")
    print(f"{what}: {wall:.0f} ms (allowed {allowed:.0f}), peak {mb:.1f} MB", flush=True)

seed = random.randrange(1 << 30)
print(f"bounds_kinds: seed {seed}", flush=True)
rnd = random.Random(seed)
cells = n * n
allowed = budget + max(50, budget / 10) + margin_ms
turn = 0
for fill in (20, 60, 90):
    # One layout a fill: tile i of kind (i // 2) % 500 + 1 on a random
    # cell; fewer kinds fold it (k - 1) % K + 1, pairs staying pairs.
    tiles = cells * fill // 100 // 2 * 2
    layout = [0] * cells
    for cell, i in zip(rnd.sample(range(cells), tiles), range(tiles)):
        layout[cell] = (i // 2) % 500 + 1
    for kinds in (2, 50, 500):
        name = f"{n}x{n} {fill}% {kinds} kinds"
        names = [str((k - 1) % kinds + 1) if k else "0" for k in range(501)]
        path = os.path.join(tmp, "b")
        with open(path, "w") as f:
            for r in range(n):
                f.write(" ".join([names[k] for k in layout[r * n:(r + 1) * n]]) + "\n")
        st, out, err, wall, mb = measured(["pairs", path, "--count"])
        limits(f"{name} pairs --count", pairs_ms, wall, mb)
        ok(st == 0 and out.startswith("pairs ") and out.split()[1].isdigit() and
           len(out.split()) == 2, f"{name} pairs --count answer {out!r}")
        runs = [("pairs --count --budget-ms", ["pairs", path, "--count"]),
                ("hint", ["hint", path]), ("solve", ["solve", path]),
                ("shuffle", ["shuffle", path, "--seed", "1"])]
        if kinds != 2:
            runs = runs[1:]  # the budgeted count on the slowest boards only
        if san:
            runs = [runs[turn % len(runs)]]
            turn += 1
        for what, args in runs:
            st, out, err, wall, mb = measured(args + ["--budget-ms", str(budget)])
            limits(f"{name} {what} {budget}", allowed, wall, mb)
            first = out.split("\n")[0].split()
            if what.startswith("pairs"):
                cut = first[2:] == ["partial"]
                ok(st == 0 and first[0] == "pairs" and first[1].isdigit() and
                   (cut or len(first) == 2) and
                   (("budget ran out" in err and err.count("\n") == 1) if cut else not err),
                   f"{name} {what} answer {out!r} {err!r}")
            elif what == "hint":
                ok(st == 0 and (first in (["none"], ["none", "unproven"]) or
                                (first[0] == "hint" and first[-1] in ("winning", "unproven"))),
                   f"{name} hint answer {out[:60]!r}")
            elif what == "solve":
                ok(st == 0 and first[0] in ("solved", "unknown", "unsolvable"),
                   f"{name} solve answer {out[:60]!r}")
            else:
                got = [l for l in out.splitlines() if l.strip() and not l.startswith("#")]
                ok(st == 0 and len(got) == n, f"{name} shuffle prints the board {err!r}")

# A full board without a removable pair (kinds never side by side, the
# tiles of each edge all of different kinds): hint with too small a budget
# to list it says so (issue 31: it looked on past the budget for a first
# pair), with budget enough it answers none.
path = os.path.join(tmp, "b")
with open(path, "w") as f:
    for r in range(n):
        f.write(" ".join(str((r * 1031 + c * 7) % 9999 + 1) for c in range(n)) + "\n")
for b, want in ((1, "none unproven"), (20000 * slow, "none")):
    st, out, err, wall, mb = measured(["hint", path, "--budget-ms", str(b)])
    # reading the board alone takes longer than a budget of 1 ms
    limits(f"{n}x{n} full, no pair: hint {b}", b + max(50, b / 10) + margin_ms, wall, mb)
    cut = want == "none unproven"
    ok(st == 0 and out == want + "\n" and
       (("budget ran out before any removable pair" in err and err.count("\n") == 1)
        if cut else not err), f"no pair, hint {b}: {out!r} {err!r}")

print(f"bounds_kinds: {passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
PY
