#!/usr/bin/env python3
"""speech_play.py STATE [HINT_KEY] - play the level on show to its end
from the game's spoken lines alone (speech on; keyboard.sh): the arrows walk the cursor
over every tile, each tile's kind taken from the line said ("row 2,
column 3, cactus"); then for each kind two of its tiles, the cursor taken
to each and Enter pressed, the line said telling a match ("Match, 6 tiles
left") from a refusal ("Refused: ..."), a refused pair tried again after
the next match. On the way S says the status, and the hint's key (default
h) a hint, which must name two tiles of its kind. Reads of the state file only "spoken" (the lines said),
"events" (a key handled) and "view" (the level over): never the board, the
tiles left or the hint. Prints what it did; exit 1 when the level was not
cleared so, or a line was not the one expected.
"""
import json
import os
import re
import subprocess
import sys
import time

STATE = sys.argv[1]
HINT_KEY = sys.argv[2] if len(sys.argv) > 2 else "h"
SLOW = int(os.environ.get("LLK_E2E_SLOW", "1"))
CELL = re.compile(r"row (\d+), column (\d+), (.+)$")


def load():
    for _ in range(50):
        try:
            with open(STATE) as f:
                d = json.load(f)
            return d["spoken"], d["events"], d["view"]
        except (OSError, ValueError, KeyError):
            time.sleep(0.02)
    sys.exit("the state file cannot be read")


def press(key):
    """Press key and wait until the game handled it and said a line; the
    line said (None when nothing was said in time)."""
    spoken, events, _ = load()
    subprocess.run(["xdotool", "key", "--clearmodifiers", key], check=True)
    end = time.monotonic() + 3 * SLOW
    while time.monotonic() < end:
        now, ev, _ = load()
        if ev > events and len(now) > len(spoken):
            return now[-1]
        time.sleep(0.01)
    return None


def fail(msg):
    print("FAIL:", msg)
    sys.exit(1)


def cell_of(line):
    m = CELL.search(line or "")
    if not m:
        fail("not a cell's line: %r" % line)
    return (int(m.group(1)), int(m.group(2))), m.group(3)


def main():
    end = time.monotonic() + 5 * SLOW
    spoken = []
    while not spoken and time.monotonic() < end:
        spoken, _, _ = load()
        time.sleep(0.02)
    if not spoken:
        fail("nothing said when the level began")
    here, name = cell_of(spoken[-1])
    print("said first: %r" % spoken[-1])
    tiles = {here: name}
    # the arrows over every tile, back to the first
    for _ in range(200):
        at, name = cell_of(press("Right"))
        if at in tiles:
            break
        tiles[at] = name
    print("heard %d tiles: %s" % (len(tiles), sorted(tiles.items())))
    cursor = at
    line = press("s")  # the status: the time played, the score, the pairs
    if not re.fullmatch(r"\d+:\d\d played, score 0, \d+ pairs? available",
                        line or ""):
        fail("S said %r" % line)
    print("S: %r" % line)
    line = press(HINT_KEY)  # a hint: its kind and both tiles; the cursor on the first
    m = re.fullmatch(r"Hint: (.+), row (\d+), column (\d+) and row (\d+), "
                     r"column (\d+)", line or "")
    if not m:
        fail("H said %r" % line)
    a = (int(m.group(2)), int(m.group(3)))
    b = (int(m.group(4)), int(m.group(5)))
    if tiles.get(a) != m.group(1) or tiles.get(b) != m.group(1) or a == b:
        fail("the hint %r is not two tiles of its kind" % line)
    print("H: %r" % line)
    cursor = a

    def goto(cell):
        nonlocal cursor
        for _ in range(len(tiles) + 1):
            if cursor == cell:
                return
            cursor, _ = cell_of(press("Right"))
        fail("the cursor never reached %s" % (cell,))

    refused = matched = 0
    while tiles:
        kinds = {}
        for cell, name in sorted(tiles.items()):
            kinds.setdefault(name, []).append(cell)
        progress = False
        for name, cells in kinds.items():
            a, b = cells[0], cells[1]
            goto(a)
            line = press("Return")
            if line != "%s selected" % name:
                fail("selecting %s at %s said %r" % (name, a, line))
            goto(b)
            line = press("Return")
            if line and line.startswith("Match, "):
                matched += 1
                del tiles[a], tiles[b]
                left = int(re.search(r"Match, (\d+) tile", line).group(1))
                if left != len(tiles):
                    fail("%r, but %d tiles are left" % (line, len(tiles)))
                print("match %s %s %s: %r" % (name, a, b, line))
                progress = True
                break
            if not line or not line.startswith("Refused: "):
                fail("the second %s at %s said %r" % (name, b, line))
            refused += 1
            print("refused %s %s %s: %r" % (name, a, b, line))
            # the tile clicked last stays selected: dropped
            for _ in range(2):
                line = press("Return")
                if line == "Selection dropped":
                    break
            else:
                fail("the selection was not dropped: %r" % line)
        if not progress:
            fail("no pair of %s could be removed" % sorted(kinds))
    spoken, _, view = load()
    if "Level cleared" not in spoken[-1] and not any(
            "Level cleared" in s for s in spoken[-3:]):
        fail("the last lines do not say the level cleared: %r" % spoken[-3:])
    print("cleared: %d matches, %d refusals, view %s" % (matched, refused,
                                                          view))
    if refused == 0:
        fail("no refusal heard (the board has pairs without a path)")


main()
