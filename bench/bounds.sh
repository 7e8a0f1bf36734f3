#!/bin/sh
# bounds.sh BUILDDIR - llk on large boards (issue 18): for each command,
# wall time against its budget and peak memory (tests/peak.py: wait4's
# rusage, which includes the measuring process's own ~10 MB),
# beside the same on the game's own 18x10 board. One run each.
set -u
build=${1:-build}
LLK="$build/llk" python3 - <<'PY'
import os, random, subprocess, sys, tempfile, time

llk = os.environ["LLK"]
tmp = tempfile.mkdtemp()

def board(name, rows, cols, kinds, seed):
    rnd = random.Random(seed)
    v = [(i // 2) % kinds + 1 for i in range(rows * cols)]
    rnd.shuffle(v)
    path = os.path.join(tmp, name)
    with open(path, "w") as f:
        for r in range(rows):
            f.write(" ".join(map(str, v[r * cols:(r + 1) * cols])) + "\n")
    return path

def measure(args):
    """Wall ms and peak MB through tests/peak.py (a fresh small process)."""
    r = subprocess.run([sys.executable, "tests/peak.py", os.path.join(tmp, "out"), "", "0", llk]
                       + args, capture_output=True, text=True)
    st, wall, mb = r.stdout.split()
    return float(wall), float(mb)

boards = [("18x10 (45 kinds, the game's)", 18, 10, 45, (500, 150, 500, 500)),
          ("1024x2 (one kind)", 1024, 2, 1, (2000, 200, 500, 2000)),
          ("2x1024 (one kind)", 2, 1024, 1, (2000, 200, 500, 2000)),
          ("128x128 (64 kinds)", 128, 128, 64, (500, 500, 500, 1000)),
          ("1024x1024 (9999 kinds)", 1024, 1024, 9999, (1000, 1000, 1000, 2000))]
print(f"{'board':28} {'command':14} {'budget ms':>9} {'wall ms':>8} {'peak MB':>8}")
kept = float("inf")
for name, r, c, k, (sb, hb, shb, gb) in boards:
    path = board("b", r, c, k, 7)
    runs = [("solve", sb, ["solve", path, "--budget-ms", str(sb)]),
            ("hint", hb, ["hint", path, "--budget-ms", str(hb)]),
            ("shuffle", shb, ["shuffle", path, "--seed", "1", "--budget-ms", str(shb)]),
            ("pairs --count", 0, ["pairs", path, "--count"]),
            ("generate", gb, ["generate", "--rows", str(r), "--cols", str(c), "--kinds", str(k),
                              "--seed", "1", "--budget-ms", str(gb)])]
    for cmd, budget, args in runs:
        wall, mb = measure(args)
        print(f"{name:28} {cmd:14} {budget or '-':>9} {wall:8.0f} {mb:8.1f}", flush=True)
        if budget:
            kept = min(kept, (budget + max(50, budget / 10)) / wall)
# The regression guard's figure: the budgets' promise (budget + max(50 ms,
# 10%)) over the wall time, the tightest of the budgeted commands: 1 or
# more when every budget was kept.
print(f"RATIO bounds-budget-kept {kept:.3f}")
PY
