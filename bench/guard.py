#!/usr/bin/env python3
"""guard.py LOG EXPECTED - the benchmarks' regression guard (issue 31).

LOG is the output of `make bench`. Each figure there is a ratio against
its baseline measured in the same run, on a line 'RATIO NAME X' (higher
is better: baseline time / our time), so the machine's speed cancels
out; a line 'LIMIT NAME VALUE MAX' is a figure with a committed upper
limit. EXPECTED (bench/expected.txt) holds 'NAME RATIO' lines, the
ratios this code reaches. Prints every figure beside its expected
ratio, and a line starting REGRESSION for any figure more than 10%
worse (below 0.9 x expected), any LIMIT over its maximum, and any
expected figure missing from the log. Exit status 1 when there is one.
"""
import sys

TOLERANCE = 0.10


def main():
    log, expected_path = sys.argv[1], sys.argv[2]
    expected = {}
    for line in open(expected_path):
        line = line.split("#")[0].split()
        if len(line) == 2:
            expected[line[0]] = float(line[1])
    got, limits = {}, []
    for line in open(log, errors="replace"):
        f = line.split()
        if len(f) == 3 and f[0] == "RATIO":
            got[f[1]] = float(f[2])
        elif len(f) == 4 and f[0] == "LIMIT":
            limits.append((f[1], float(f[2]), float(f[3])))
    bad = 0
    print(f"  {'figure':28} {'ratio':>7} {'expected':>9} {'floor':>7}")
    for name, want in expected.items():
        floor = want * (1 - TOLERANCE)
        if name not in got:
            print(f"REGRESSION {name}: no figure in this run (expected {want:.2f})")
            bad += 1
            continue
        x = got[name]
        mark = "" if x >= floor else "   REGRESSION"
        print(f"  {name:28} {x:7.4g} {want:9.4g} {floor:7.4g}{mark}")
        if x < floor:
            print(f"REGRESSION {name}: {x:.4g}, more than {TOLERANCE:.0%} under the "
                  f"expected {want:.4g}")
            bad += 1
    for name in sorted(set(got) - set(expected)):
        print(f"  {name:28} {got[name]:7.4g} {'(none)':>9}")
    for name, value, most in limits:
        if value > most:
            print(f"REGRESSION {name}: {value:.0f}, over its limit {most:.0f}")
            bad += 1
        else:
            print(f"  {name:28} {value:7.0f} limit {most:.0f}")
    print(f"guard: {bad} regression(s)" if bad else "guard: no regression")
    return 1 if bad else 0


sys.exit(main())
