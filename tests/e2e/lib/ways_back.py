#!/usr/bin/env python3
"""ways_back.py - walks the table of ways back (tests/e2e/data/ways_back.txt)
for tests/e2e/ways_back.sh, in one process while the game runs.

  ways_back.py STATE WID TABLE START [card]

From row START (counting the table's rows from 0, comments left out) on:
reaches the row's FROM (title, pause, play: from the title screen, which
it goes back to by Esc; card: only when "card" is given, the shell having
cleared a board, for row START alone), runs its INTO actions, checks the
VIEW, runs its OUT action and checks that it LANDS there. Every action is
waited for until the game has handled it (the state file's "events": a
key 1, a click 2). Prints "RESULT ok NAME" or "RESULT FAIL NAME" per
check. Exit status: 0 the table walked; 3 "NEED card ROW": the shell is
to clear a board and call again with ROW and "card"; 4 "EXIT ROW NAME":
the row's way out ends the game (done: a close or Esc on the title), the
shell checks its exit status and starts it again, then calls with ROW+1;
2 the game stopped answering.
"""
import json
import os
import subprocess
import sys
import time

SLOW = int(os.environ.get("LLK_E2E_SLOW", "1"))
HERE = os.path.dirname(os.path.abspath(__file__))


class Stuck(Exception):
    pass


class Game:
    def __init__(self, path, wid):
        self.path, self.wid = path, wid

    def state(self):
        for _ in range(50):
            try:
                with open(self.path) as f:
                    return json.load(f)
            except (OSError, ValueError):
                time.sleep(0.01)
        raise Stuck("the state file cannot be read")

    def wait(self, test, seconds=5):
        end = time.monotonic() + seconds * SLOW
        while True:
            d = self.state()
            if test(d):
                return d
            if time.monotonic() > end:
                return None
            time.sleep(0.01)

    def view(self):
        return self.state().get("view")

    def act(self, a):
        """One action (b:ID, k:KEY), waited for until handled."""
        if a == "-":
            return True
        kind, _, arg = a.partition(":")
        if kind == "b":
            # in a frame drawn after every input handled (state.py's button)
            d = self.wait(lambda d: any(b["id"] == arg for b in d.get("buttons", []))
                          and d.get("frame_view", d.get("view")) == d.get("view")
                          and d.get("frame_events", 0) >= d.get("events", 0)
                          and "transition" not in (d.get("effects") or ""))
            if d is None:
                return False
            b = [b for b in d["buttons"] if b["id"] == arg][0]
            cmd = ["xdotool", "mousemove", "--window", self.wid,
                   str(int(round(b["x"] + b["w"] / 2))),
                   str(int(round(b["y"] + b["h"] / 2))),
                   "mousedown", "1", "mouseup", "1"]
            n = 2
        elif kind == "k":
            d = self.state()
            cmd = ["xdotool", "key", "--clearmodifiers", arg]
            n = 1
        else:
            raise Stuck("no action " + a)
        e0 = d["events"]
        subprocess.run(cmd, check=True)
        if self.wait(lambda d: d["events"] >= e0 + n) is None and \
                self.state()["events"] == e0:
            # not one event of it reached the game (the count moves for
            # any key or click, whatever the screen does with it): the X
            # server lost it; sent once more, and said
            print("  (%s never reached the game: sent again)" % a)
            subprocess.run(cmd, check=True)
            self.wait(lambda d: d["events"] >= e0 + n)
        if self.state()["events"] < e0 + n:
            d = self.state()
            raise Stuck("%s not handled: events %d, want %d; view %s, buttons %s"
                        % (a, d["events"], e0 + n, d.get("view"),
                           " ".join(b["id"] for b in d.get("buttons", []))))
        return True

    def acts(self, s):
        return all(self.act(a) for a in s.split(","))

    def home(self):
        """The title screen, by Esc (never pressed on the title: it quits)."""
        for _ in range(8):
            if self.view() == "menu":
                return True
            self.act("k:Escape")
        return self.view() == "menu"

    def reach(self, where):
        if not self.home():
            return False
        if where == "title":
            return True
        if not self.act("b:continue") or not self.wait(
                lambda d: d["view"] == "paused"):
            return False
        if where == "pause":
            return True
        return self.act("k:p") and self.wait(lambda d: d["view"] == "playing")


def rows(table):
    out = []
    with open(table) as f:
        for line in f:
            fields = line.split()
            if fields and not fields[0].startswith("#"):
                out.append(fields)
    return out


def result(good, name):
    print("RESULT %s %s" % ("ok" if good else "FAIL", name), flush=True)


def main(argv):
    g = Game(argv[1], argv[2])
    table = rows(argv[3])
    start = int(argv[4])
    at_card = len(argv) > 5 and argv[5] == "card"
    for i in range(start, len(table)):
        try:
            r = row(g, table, i, start, at_card)
        except Stuck as e:
            raise Stuck("row %d (%s): %s" % (i, " ".join(table[i]), e))
        if r is not None:
            return r
    print("DONE %d" % len(table))
    return 0


def row(g, table, i, start, at_card):
    """Row i: None when walked, else main's exit status."""
    frm, into, want, out, lands = table[i]
    name = "%s %s" % (frm, into)
    if frm == "card":
        if not (at_card and i == start):
            print("NEED card %d" % i)
            return 3
    elif not g.reach(frm):
        result(False, "%s: reached %s (view %s)" % (name, frm, g.view()))
        return None
    if not g.acts(into) or not g.wait(lambda d: d["view"] == want):
        result(False, "%s: shows %s (view %s)" % (name, want, g.view()))
        return None
    result(True, "%s: shows %s" % (name, want))
    name = "%s, %s, %s" % (name, want, out)
    if out == "close":
        subprocess.run([sys.executable, os.path.join(HERE, "wmclose.py"),
                        g.wid], check=True)
        print("EXIT %d %s" % (i, name))
        return 4
    if lands == "exit":
        d = g.state()
        subprocess.run(["xdotool", "key", "--clearmodifiers",
                        out.partition(":")[2]], check=True)
        print("EXIT %d %s" % (i, name))
        return 4
    if not g.act(out):
        result(False, "%s: done (view %s)" % (name, g.view()))
        return None
    d = g.wait(lambda d: d["view"] == lands, 2)
    result(d is not None, "%s: lands on %s%s" % (
        name, lands, "" if d else " (view %s)" % g.view()))
    return None


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv))
    except Stuck as e:
        print("ways_back.py: %s" % e)
        sys.exit(2)
