#!/usr/bin/env python3
"""durable.py - check an strace log for durable replacements of files.

  durable.py LOG FILE...

LOG is written by `strace -f -y -e trace=write,fsync,fdatasync,rename,
renameat,renameat2` (file descriptors shown with their paths). For each
FILE (an absolute path): it was replaced at least once, and every rename
of a temporary file onto it came after a write to that temporary file, an
fsync (or fdatasync) of the temporary file after its last write, and was
followed by an fsync of FILE's directory before FILE was replaced again.
Prints one "PASS what" or "FAIL what" line per FILE (tests/lib.sh's
t_results counts them).
"""
import os
import re
import sys

CALL = re.compile(r'^(\d+)\s+(\w+)\((.*)\)\s+=\s+(-?\d+)')
FD = re.compile(r'^\d+<(.*?)>')  # 7</path/of/it>
STR = re.compile(r'"((?:[^"\\]|\\.)*)"')


def events(path):
    """(call, paths, ok) in the order the calls returned; an unfinished
    call is joined with its resumption."""
    pending = {}
    out = []
    with open(path, errors="replace") as f:
        for line in f:
            line = line.rstrip("\n")
            m = re.match(r'^(\d+)\s+(.*) <unfinished \.\.\.>$', line)
            if m:
                pending[m.group(1)] = m.group(2)
                continue
            m = re.match(r'^(\d+)\s+<\.\.\. \w+ resumed>(.*)$', line)
            if m and m.group(1) in pending:
                line = m.group(1) + " " + pending.pop(m.group(1)) + m.group(2)
            m = CALL.match(line)
            if not m:
                continue
            call, args, ret = m.group(2), m.group(3), int(m.group(4))
            if call in ("write", "fsync", "fdatasync"):
                fd = FD.match(args)
                if fd:
                    out.append((call if call == "write" else "fsync",
                                [fd.group(1)], ret >= 0 and (call != "write" or ret > 0)))
            elif call in ("rename", "renameat", "renameat2"):
                names = STR.findall(args)
                if len(names) == 2:
                    out.append(("rename", names, ret == 0))
    return out


def check(ev, target):
    folder = os.path.realpath(os.path.dirname(target))
    name = os.path.basename(target)
    renames = [i for i, (c, p, ok) in enumerate(ev)
               if c == "rename" and ok and p[1] == target]
    if not renames:
        return "FAIL %s: never replaced (no rename onto it)" % name
    for n, i in enumerate(renames):
        src = ev[i][1][0]
        tmp = os.path.join(os.path.realpath(os.path.dirname(src)),
                           os.path.basename(src))
        prev = renames[n - 1] if n else -1
        nxt = renames[n + 1] if n + 1 < len(renames) else len(ev)
        writes = [j for j in range(prev + 1, i)
                  if ev[j][0] == "write" and ev[j][2] and ev[j][1][0] == tmp]
        if not writes:
            return "FAIL %s: replacement %d: no write to %s before its rename" % (
                name, n + 1, os.path.basename(tmp))
        syncs = [j for j in range(writes[-1] + 1, i)
                 if ev[j][0] == "fsync" and ev[j][2] and ev[j][1][0] == tmp]
        if not syncs:
            return ("FAIL %s: replacement %d: no fsync of %s between its last "
                    "write and the rename" % (name, n + 1, os.path.basename(tmp)))
        dsyncs = [j for j in range(i + 1, nxt)
                  if ev[j][0] == "fsync" and ev[j][2] and ev[j][1][0] == folder]
        if not dsyncs:
            return ("FAIL %s: replacement %d: no fsync of its directory after "
                    "the rename" % (name, n + 1))
    return ("PASS %s: %d replacements, each write, fsync, rename, fsync of "
            "the directory in order" % (name, len(renames)))


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    ev = events(sys.argv[1])
    for target in sys.argv[2:]:
        print(check(ev, target))


if __name__ == "__main__":
    main()
