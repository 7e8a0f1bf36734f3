#!/usr/bin/env python3
"""rules_play.py - a timed board played in the real window, its score worked
out again from the rules (docs/playing.md, "Levels and score"), not taken
from the game.

  rules_play.py STATE WID LLK PLAN

PLAN is one letter a pair, in order: q the pair at once (quick: well
within the combo's 3 s), s after 4.5 s of play (slow: the combo ends), h a
hint asked (H) and its pair removed at once. The pair is the first llk
pairs finds (h: the hint's). Each removal's moment is the state file's
write that shows it (its mtime, on time.monotonic's line: lib/clock.py's
watch), so the gaps are the test's own measure. The rules, written here:
10 a pair; a pair removed within 3 s of play of the previous one continues
a combo, 5 more a match in a row, up to 40; a pair removed after a hint
scores 10 and ends the combo; the level cleared: 2 points a whole second
left, 50 an unused hint, 30 an unused re-deal. Checks each removal's
points (the game's score before and after it) and the level's score on
the results card. Prints "RESULT ok|FAIL NAME" lines; exit 2 when the
game does not answer.
"""
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clock import Watch, wait_write  # noqa: E402
from state import llk_pairs  # noqa: E402

SLOW = int(os.environ.get("LLK_E2E_SLOW", "1"))
PAIR, STEP, MOST, WINDOW_MS = 10, 5, 40, 3000
PER_SECOND, PER_HINT, PER_REDEAL = 2, 50, 30


def result(good, name):
    print("RESULT %s %s" % ("ok" if good else "FAIL", name), flush=True)


def click(wid, d, r, c):
    rc = d["board_rect"]
    x = int(round(rc["x"] + (c + 0.5) * rc["cell_w"]))
    y = int(round(rc["y"] + (r + 0.5) * rc["cell_h"]))
    subprocess.run(["xdotool", "mousemove", "--window", wid, str(x), str(y),
                    "mousedown", "1", "mouseup", "1"], check=True)


def main(argv):
    path, wid, llk, plan = argv[1:5]
    w = Watch(path)
    time.sleep(0.05)
    d = w.latest()[2]
    hints_left, redeals_left = d["hints_left"], d["redeals_left"]
    score0 = d["score"]
    in_a_row, last_t, hinted = -1, None, False
    total = 0
    for i, step in enumerate(plan):
        d = w.latest()[2]
        if step == "s":
            # 4.5 s of play after the last removal
            while time.monotonic() < last_t + 4.5:
                time.sleep(0.02)
        if step == "h":
            n = w.count()
            subprocess.run(["xdotool", "key", "h"], check=True)
            k = wait_write(w, n, lambda e: e.get("hint"), 3, "the hint")
            d = w.after(k)[0][2]
            (r1, c1), (r2, c2) = d["hint"]
            hints_left -= 1
            hinted = True
        else:
            r1, c1, r2, c2 = llk_pairs(d, llk)[0]
        left = d["tiles_left"]
        before = d["score"]
        n = w.count()
        click(wid, d, r1, c1)
        click(wid, d, r2, c2)
        k = wait_write(w, n, lambda e: e["tiles_left"] == left - 2, 5,
                       "pair %d removed" % (i + 1))
        t, _, e = w.after(k)[0]
        # by the rules: the gap measured by the test
        gap_ms = None if last_t is None else 1000 * (t - last_t)
        goes_on = gap_ms is not None and not hinted and gap_ms <= WINDOW_MS
        in_a_row = in_a_row + 1 if goes_on else 0
        want = min(PAIR + STEP * in_a_row, MOST)
        hinted = False
        last_t = t
        total += want
        # the game's points for it: its score before and after (the last
        # pair's includes the level's bonus: checked on the card)
        got = e["score"] - before
        sure = gap_ms is None or abs(gap_ms - WINDOW_MS) > 500
        if e["tiles_left"] > 0 and sure:
            result(got == want, "pair %d (%s, %s after the last): %d points, by "
                   "the rules %d" % (i + 1, step, "-" if gap_ms is None else
                                     "%d ms" % gap_ms, got, want))
        elif not sure:
            result(False, "pair %d: %d ms after the last, too near 3 s to judge"
                   % (i + 1, gap_ms))
    card = wait_write(w, max(w.count() - 1, 0),
                      lambda e: e["view"] == "level_clear", 5, "the results card")
    e = w.after(card)[0][2]
    bonus = (PER_SECOND * (e["time_left_ms"] // 1000) + PER_HINT * hints_left +
             PER_REDEAL * redeals_left)
    got = e["score"] - score0
    result(got == total + bonus,
           "the level: %d points on the card, by the rules %d (pairs %d, %d s "
           "left, %d hints and %d re-deals unused)" % (
               got, total + bonus, total, e["time_left_ms"] // 1000,
               hints_left, redeals_left))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
