"""peak.py OUT STDIN KILL_AFTER CMD... - run CMD with stdin from STDIN ('' for
none), stdout to OUT and stderr to OUT.err, killed after KILL_AFTER
seconds (0: never); print its exit status, wall time in ms and peak
memory in MB (wait4's ru_maxrss). Run it as a fresh small process: a
child's ru_maxrss counts the pages of the process it was forked from
(here this one, about 10 MB), so a big parent would hide the figure.
Used by tests/cli/test_bounds.sh and bench/bounds.sh."""
import os
import subprocess
import sys
import time

out, stdin, kill_after = sys.argv[1], sys.argv[2], float(sys.argv[3])
t0 = time.monotonic()
with open(out, "wb") as o, open(out + ".err", "wb") as e:
    f = open(stdin, "rb") if stdin else subprocess.DEVNULL
    p = subprocess.Popen(sys.argv[4:], stdin=f, stdout=o, stderr=e)
    if kill_after:
        time.sleep(kill_after)
        p.kill()
    _, st, ru = os.wait4(p.pid, 0)
print(os.waitstatus_to_exitcode(st), (time.monotonic() - t0) * 1000, ru.ru_maxrss / 1024)
