#!/usr/bin/env python3
"""pyserve.py - one Python kept for a real-window test (common.sh's pyrun
and wait_state), where the test used to start a Python for each look at
the state file: a seen.sh pass started 373, some 34 ms of processor each.

  pyserve.py REQ RESP OUT ERR PID

REQ and RESP are FIFOs the test's shell holds open (REQ for writing, RESP
for reading). Each request is one line of fields separated by US (0x1f):

  CWD  NAME[=VALUE] ... (the ENV_NAMES, in order: without "=" unset)
  run  SCRIPT ARG...   run SCRIPT as `python3 SCRIPT ARG...` would, as
                       __main__, in a fresh namespace (its compiled code
                       kept while the file is unchanged)
  wait EXPR SECONDS FILE
                       poll FILE's JSON every 20 ms until EXPR over it (d)
                       is true: 0, or 1 once SECONDS have passed

Standard output and error of the request (the process's own 1 and 2, so a
program the script runs writes there too) go to OUT and ERR, emptied
first; the answer on RESP is the exit status, one line. The shell copies
OUT and ERR to its own outputs. Ends when REQ is closed by every writer or
the test's shell (PID) is gone.
"""
import json
import os
import select
import sys
import time
import traceback

US = "\x1f"
ENV_NAMES = ("DISPLAY", "WAYLAND_DISPLAY", "PATH", "LLK_E2E_SLOW",
             "LLK_SANITIZED", "LLK_SEEN_KEEP", "LLK_CLOCK_TOL_MS")
codes = {}


def alive(pid):
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        pass
    return True


def compiled(path):
    st = os.stat(path)
    key = (st.st_mtime_ns, st.st_size)
    hit = codes.get(path)
    if hit and hit[0] == key:
        return hit[1]
    with open(path, "rb") as f:
        code = compile(f.read(), path, "exec")
    codes[path] = (key, code)
    return code


def exit_status(e):
    """The status `python3 SCRIPT` exits with for SystemExit e."""
    if e.code is None:
        return 0
    if isinstance(e.code, int):
        return e.code
    print(e.code, file=sys.stderr)
    return 1


def run(script, args):
    sys.argv = [script] + args
    here = os.path.dirname(os.path.abspath(script))
    if sys.path[0] != here:
        sys.path.insert(0, here)
    g = {"__name__": "__main__", "__file__": script,
         "__builtins__": __builtins__}
    try:
        exec(compiled(script), g)
    except SystemExit as e:
        return exit_status(e)
    except KeyboardInterrupt:
        raise
    except BaseException:
        traceback.print_exc()
        return 1
    return 0


def wait(expr, seconds, path):
    test = compile(expr, "<wait_state>", "eval")
    end = time.monotonic() + float(seconds)
    while True:
        try:
            with open(path) as f:
                d = json.load(f)
            if eval(test, {"d": d}):
                return 0
        except Exception:
            pass
        if time.monotonic() >= end:
            return 1
        time.sleep(0.02)


def serve(line, out_path, err_path):
    fields = line.split(US)
    cwd, env = fields[0], fields[1:1 + len(ENV_NAMES)]
    mode, args = fields[1 + len(ENV_NAMES)], fields[2 + len(ENV_NAMES):]
    for name, f in zip(ENV_NAMES, env):
        if "=" in f:
            os.environ[name] = f.split("=", 1)[1]
        else:
            os.environ.pop(name, None)
    for fd, path in ((1, out_path), (2, err_path)):
        new = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
        os.dup2(new, fd)
        os.close(new)
    try:
        os.chdir(cwd)
        if mode == "run":
            return run(args[0], args[1:])
        if mode == "wait":
            return wait(*args)
        print("pyserve.py: unknown request %r" % mode, file=sys.stderr)
        return 2
    except SystemExit as e:
        return exit_status(e)
    except Exception:
        traceback.print_exc()
        return 1
    finally:
        sys.stdout.flush()
        sys.stderr.flush()


def main(argv):
    req_path, resp_path, out_path, err_path, pid = argv[1:6]
    pid = int(pid)
    req = os.open(req_path, os.O_RDONLY)
    resp = open(resp_path, "w")
    saved = sys.path[:]
    log = None
    if os.environ.get("LLK_E2E_PYSERVE_LOG"):
        log = open(os.environ["LLK_E2E_PYSERVE_LOG"] + ".%d" % os.getpid(), "w")
    buf = b""
    while True:
        ready, _, _ = select.select([req], [], [], 1.0)
        if not ready:
            if not alive(pid):
                return 0
            continue
        chunk = os.read(req, 1 << 16)
        if not chunk:
            return 0
        buf += chunk
        while b"\n" in buf:
            line, buf = buf.split(b"\n", 1)
            text = line.decode("utf-8", "surrogateescape")
            t0 = time.monotonic()
            rc = serve(text, out_path, err_path)
            sys.path[:] = saved
            if log:
                log.write("%.3f %d %s\n" % (time.monotonic() - t0, rc,
                                             text.split(US, 1 + len(ENV_NAMES))[-1].replace(US, " ")[:300]))
                log.flush()
            resp.write("%d\n" % (rc & 0xff))
            resp.flush()


if __name__ == "__main__":
    sys.exit(main(sys.argv))
