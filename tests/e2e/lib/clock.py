#!/usr/bin/env python3
"""clock.py - the countdown measured by amounts against the test's own clock.

  clock.py STATE WID ACTION...

Watches the state file from the start (every 2 ms, on a thread) and keeps
every write the game makes: when it was written (the file's mtime, the
kernel's clock at the write, put on time.monotonic's timeline, so that the
test's own scheduling does not count; the game's elapsed_ms is never used),
its view, screen and time_left_ms. The game writes the file at every change
of screen and at every second of the clock while it plays, so the time it
played between two writes is the sum of the gaps that began on a write
showing the play screen playing (view and screen "playing"). Then runs the
actions in order:

  mark[=EXPR]     reading A: the latest write, or the first after it, whose
                  state d makes EXPR true (default: the play screen playing;
                  a write's time is its own, whenever it is read)
  key=KEY         xdotool key KEY
  button=ID       a click on the centre of button ID (as the state says)
  sleep=SECONDS   a sleep (the pause the test wants)
  wait=EXPR       until the latest write makes EXPR true (5 s; 15 sanitized)
  focus=out       the input focus taken from every window (XSetInputFocus
                  None: the game's window loses it, as to another window)
  focus=in        the focus given back to the game's window
  close=PID       the window closed (WM_DELETE_WINDOW), then until PID ended
  carry=MS,LEFT   reading A taken by an earlier run (another process of the
                  game): MS of play counted so far, LEFT its time_left_ms
  check=SECONDS,NAME
                  reading B: the first write on the play screen playing
                  whose time_left_ms changed, at least SECONDS after play
                  last began; then the check NAME: the countdown moved (A's
                  time_left_ms minus B's) the time played between A and B,
                  +- TOL ms (env LLK_CLOCK_TOL_MS, default 250): a line
                  "RESULT ok NAME: ..." or "RESULT FAIL NAME: ..."; B is
                  then the next check's A
  report          print "carry MS LEFT": the play counted so far (up to the
                  last write) and A's time_left_ms, for a later carry=

Prints what it saw (the writes from A to B). Exit 0 when the actions ran
(a failed check is a RESULT FAIL line), 2 when a wait timed out or a
button was missing.
"""
import ctypes
import ctypes.util
import json
import os
import subprocess
import sys
import threading
import time

SLOW = int(os.environ.get("LLK_E2E_SLOW", "1"))
TOL = int(os.environ.get("LLK_CLOCK_TOL_MS", "250"))


class Watch:
    """Every write of the state file, with its time on the monotonic line."""

    def __init__(self, path):
        self.path = path
        self.writes = []  # (t, detected, d)
        self.lock = threading.Lock()
        self.stop = False
        # realtime minus monotonic: the mtime put on the monotonic line
        self.offset = time.time_ns() - time.monotonic_ns()
        self.last_key = None
        self.thread = threading.Thread(target=self.run, daemon=True)
        self.thread.start()

    def look(self):
        try:
            st = os.stat(self.path)
        except OSError:
            return
        if (st.st_ino, st.st_mtime_ns) == self.last_key:
            return
        detected = time.monotonic()
        try:
            with open(self.path) as f:
                fs = os.fstat(f.fileno())
                d = json.load(f)
        except (OSError, ValueError):
            return
        key = (fs.st_ino, fs.st_mtime_ns)
        if key == self.last_key:
            return
        self.last_key = key
        t = (fs.st_mtime_ns - self.offset) / 1e9
        with self.lock:
            self.writes.append((t, detected, d))

    def run(self):
        while not self.stop:
            self.look()
            time.sleep(0.002)

    def count(self):
        with self.lock:
            return len(self.writes)

    def latest(self):
        with self.lock:
            return self.writes[-1] if self.writes else None

    def after(self, n):
        with self.lock:
            return list(self.writes[n:])


def playing(d):
    return d.get("view") == "playing" and d.get("screen") == "playing"


def fail(msg):
    print("clock.py: " + msg)
    sys.exit(2)


def wait_write(w, since, test, seconds, what):
    """The first write from index since on that passes test."""
    end = time.monotonic() + seconds * SLOW
    while time.monotonic() < end:
        for i, (t, det, d) in enumerate(w.after(since)):
            if test(d):
                return since + i
        time.sleep(0.005)
    fail("timed out waiting for " + what)


def focus_out():
    x = ctypes.CDLL(ctypes.util.find_library("X11") or "libX11.so.6")
    x.XOpenDisplay.restype = ctypes.c_void_p
    x.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x.XSetInputFocus.argtypes = [ctypes.c_void_p, ctypes.c_ulong,
                                 ctypes.c_int, ctypes.c_ulong]
    x.XFlush.argtypes = [ctypes.c_void_p]
    x.XCloseDisplay.argtypes = [ctypes.c_void_p]
    dpy = x.XOpenDisplay(None)
    if not dpy:
        fail("cannot open the display")
    x.XSetInputFocus(dpy, 0, 0, 0)  # None, RevertToNone, CurrentTime
    x.XFlush(dpy)
    x.XCloseDisplay(dpy)


def ended(pid):
    try:
        with open("/proc/%d/stat" % pid) as f:
            return f.read().rsplit(")", 1)[1].split()[0] in ("Z", "X")
    except OSError:
        return True


def played(writes, a, b):
    """Seconds the play screen played between writes a and b (indexes)."""
    s = 0.0
    for i in range(a, b):
        if playing(writes[i][2]):
            s += writes[i + 1][0] - writes[i][0]
    return s


def reading_b(w, a_index, seconds):
    """Reading B: the first write of the clock on the play screen playing
    at least seconds after play last began (from A on)."""
    writes = w.after(0)
    begin = None
    for i in range(a_index, len(writes)):
        if playing(writes[i][2]) and (
                i == a_index or not playing(writes[i - 1][2])):
            begin = writes[i][0]
    if begin is None:
        begin = time.monotonic()
    while time.monotonic() < begin + seconds:
        time.sleep(0.01)
    n = w.count()
    left_now = w.latest()[2].get("time_left_ms")
    return wait_write(
        w, n, lambda d: playing(d) and d["time_left_ms"] != left_now,
        3, "a write of the clock while playing")


def main(argv):
    path, wid = argv[1], argv[2]
    w = Watch(path)
    time.sleep(0.05)  # the file as it is now: the first write seen
    a_index = None  # reading A in w.writes
    carry_ms, carry_left = 0.0, None
    for act in argv[3:]:
        name, _, arg = act.partition("=")
        if name == "mark":
            expr = arg or "playing(d)"
            # the latest write or a later one: a write's time is its own,
            # whenever it is read
            n = max(w.count() - 1, 0)
            a_index = wait_write(w, n, lambda d: eval(expr), 5, "mark " + expr)
            carry_ms, carry_left = 0.0, None
        elif name == "carry":
            ms, left = arg.split(",")
            carry_ms, carry_left = float(ms), int(left)
            a_index = max(w.count() - 1, 0)
        elif name == "key":
            subprocess.run(["xdotool", "key", "--clearmodifiers", arg], check=True)
        elif name == "button":
            # the button in a frame drawn after every input handled (as
            # state.py's button): a write from before the last click was
            # handled may show it where nothing is by now
            def shown(d, bid=arg):
                return (d.get("frame_view", d.get("view")) == d.get("view")
                        and d.get("frame_events", 0) >= d.get("events", 0)
                        and "transition" not in (d.get("effects") or "")
                        and any(b["id"] == bid for b in d.get("buttons", [])))
            i = wait_write(w, max(w.count() - 1, 0), shown, 5, "button " + arg)
            d = w.after(i)[0][2]
            b = [b for b in d["buttons"] if b["id"] == arg][0]
            subprocess.run(["xdotool", "mousemove", "--window", wid,
                            str(int(b["x"] + b["w"] / 2)),
                            str(int(b["y"] + b["h"] / 2)),
                            "mousedown", "1", "mouseup", "1"], check=True)
        elif name == "sleep":
            time.sleep(float(arg))
        elif name == "wait":
            wait_write(w, max(w.count() - 1, 0), lambda d: eval(arg), 5,
                       "wait " + arg)
        elif name == "focus":
            if arg == "out":
                focus_out()
            else:
                subprocess.run(["xdotool", "windowfocus", wid], check=True)
        elif name == "close":
            subprocess.run([sys.executable, os.path.join(
                os.path.dirname(os.path.abspath(__file__)), "wmclose.py"), wid],
                check=True)
            end = time.monotonic() + 10 * SLOW
            while not ended(int(arg)) and time.monotonic() < end:
                time.sleep(0.01)
            time.sleep(0.01)
            w.look()  # the file as the game left it
        elif name == "report":
            if a_index is None:
                fail("no reading A (mark or carry) before report")
            w.stop = True
            w.thread.join()
            w.look()
            writes = w.after(0)
            ms = carry_ms + 1000 * played(writes, a_index, len(writes) - 1)
            left = carry_left if carry_left is not None else \
                writes[a_index][2]["time_left_ms"]
            print("carry %d %d" % (round(ms), left))
        elif name == "check":
            if a_index is None:
                fail("no reading A (mark or carry) before check")
            seconds, _, what = arg.partition(",")
            b_index = reading_b(w, a_index, float(seconds))
            writes = w.after(0)
            a_left = carry_left if carry_left is not None else \
                writes[a_index][2]["time_left_ms"]
            a_t = writes[a_index][0]
            for t, det, d in writes[a_index:b_index + 1]:
                print("  %8.3f s (seen +%3d ms) %-9s %-8s time_left_ms %s" % (
                    t - a_t, round(1000 * (det - t)), d.get("view"),
                    d.get("screen"), d.get("time_left_ms")))
            play_ms = carry_ms + 1000 * played(writes, a_index, b_index)
            moved = a_left - writes[b_index][2]["time_left_ms"]
            off = moved - play_ms
            print("RESULT %s %s: %d ms played by the test's clock, the countdown"
                  " moved %d ms (%+d ms, tolerance %d)" % (
                      "ok" if abs(off) <= TOL else "FAIL", what, play_ms,
                      moved, off, TOL))
            # B is the next measure's A
            a_index, carry_ms, carry_left = b_index, 0.0, None
        else:
            fail("unknown action " + act)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
