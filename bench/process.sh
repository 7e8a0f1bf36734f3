#!/bin/sh
# process.sh BUILDDIR - the whole-process pair count (issue 31): `llk pairs
# FILE --count` beside bench/cli/seed_pairs (the same parser and output,
# the seeds' search) on the engine benchmark's input, 6,000 random 11x19
# boards 60% full with 31 kinds (four tiles a kind), made by
#     python3 bench/make_boards.py 11 19 60 31 6000 1
# Each program runs RUNS times, alternating; the figure is the median CPU
# time (user + system, wait4's rusage: steadier than the wall clock on a
# shared machine). Prints a RATIO line for bench/guard.py.
set -u
build=${1:-build}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
python3 bench/make_boards.py 11 19 60 31 6000 1 > "$tmp/boards"
LLK="$build/llk" PORT="$build/bench/seed_pairs" BOARDS="$tmp/boards" python3 - <<'PY'
import os, statistics, subprocess

RUNS = 7
llk, port, boards = os.environ["LLK"], os.environ["PORT"], os.environ["BOARDS"]

def cpu_ms(args):
    p = subprocess.Popen(args, stdout=subprocess.PIPE)
    out = p.stdout.read()
    _, st, ru = os.wait4(p.pid, 0)
    assert st == 0
    return (ru.ru_utime + ru.ru_stime) * 1000, out

ours, theirs = [], []
for _ in range(RUNS):
    t, a = cpu_ms([llk, "pairs", boards, "--count"])
    ours.append(t)
    t, b = cpu_ms([port, boards])
    theirs.append(t)
    if a != b:
        print("  DISAGREEMENT: llk pairs --count and seed_pairs differ")
        raise SystemExit(1)
mo, mp = statistics.median(ours), statistics.median(theirs)
print(f"  6000 boards 11x19 60%   llk pairs --count {mo:6.0f} ms   seed_pairs {mp:6.0f} ms   "
      f"{mp / mo:4.1f}x faster (CPU ms, median of {RUNS}, same counts)")
print(f"RATIO process-pairs-11x19 {mp / mo:.2f}")
PY
