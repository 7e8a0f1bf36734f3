#!/usr/bin/env python3
"""state.py - read the game's --state-file JSON for the real-window tests.

  state.py FILE get KEY            the value of KEY as JSON ("null", 3, ...)
  state.py FILE board OUT          the board as an llk board file
  state.py FILE xy R C             window x y of the centre of cell (R, C)
  state.py FILE pairs LLK          the removable pairs, from `LLK pairs`
  state.py FILE pair1 LLK          the first removable pair
  state.py FILE longpair LLK       the removable pair farthest apart
  state.py FILE pair1xy LLK        window x y of both cells of the first pair
  state.py FILE twopairsxy LLK     window x y of four cells: the first pair,
                                   then a removable pair in none of its rows
                                   and columns (one no shift after the first
                                   moves), for two removals in a row
  state.py FILE badpair LLK        two tiles of one kind NOT removable
  state.py FILE ishint LLK         exit 0 when the hint is a removable pair
  state.py FILE kind R C           the kind at (R, C)
  state.py FILE button ID          window x y of the centre of button ID
                                   (waiting up to 5 s, 15 sanitized, for it
                                   to be on show in a frame drawn after
                                   every input the game has handled, no
                                   screen transition running)
  state.py FILE buttons            the ids of the buttons on show, one a line
  state.py FILE clear LLK WID      click the moves of a line that clears
                                   the board (llk solve once, again when the
                                   board no longer holds its next pair or a
                                   pair was refused; else the first pair
                                   llk finds), in window WID with xdotool,
                                   until the level ends;
                                   prints the pairs clicked; exit 1 when a
                                   clicked pair was not removed
  state.py FILE randplay N SEED LLK WID
                                   click N random removable pairs (random
                                   from SEED), each once the board stands
                                   still; after each, every tile must sit
                                   in the level's layout (the state's
                                   "layout", assets/layouts/NAME.layout);
                                   prints the moves made and the tiles seen
                                   outside the shape; exit 1 when a tile
                                   sat outside it or a pair was not removed
Exit 1 with a message when the file cannot be read or nothing fits.
"""
import json
import os
import subprocess
import sys
import tempfile
import time


def load(path):
    with open(path) as f:
        return json.load(f)


def board_text(d):
    return "".join(" ".join(str(k) for k in row) + "\n" for row in d["board"])


def llk_pairs(d, llk):
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write(board_text(d))
        name = f.name
    out = subprocess.run([llk, "pairs", name], capture_output=True,
                         text=True, check=True).stdout.split("\n")
    os.unlink(name)
    n = int(out[0].split()[1])
    pairs = [tuple(int(v) for v in line.split()) for line in out[1:n + 1]]
    return pairs


TOP = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__)))))


def layout_path(d):
    """The file of the layout the board was dealt into, or None."""
    return (os.path.join(TOP, "assets", "layouts", d["layout"] + ".layout")
            if d.get("layout") else None)


def layout_cells(d):
    """The layout's rows ('#' in the shape, '.' a hole), or None."""
    path = layout_path(d)
    if path is None:
        return None
    with open(path) as f:
        return [r.strip() for r in f if r[:1] in "#."]


def llk_line(d, llk):
    """The moves of a line that clears the board (`llk solve`, with the
    level's shift and shape), or the first removable pair when none is
    proven."""
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write(board_text(d))
        name = f.name
    shape = ["--layout", layout_path(d)] if d.get("layout") else []
    out = subprocess.run([llk, "solve", name, "--shift", d.get("shift") or "none",
                          "--budget-ms", "2000"] + shape, capture_output=True,
                         text=True).stdout.split("\n")
    os.unlink(name)
    if out and out[0].startswith("solved ") and len(out) > 1 and out[1].strip():
        return [tuple(int(v) for v in m.split()) for m in out[1:] if m.strip()]
    return llk_pairs(d, llk)



def wait_for(path, test, seconds):
    end = time.time() + seconds
    while time.time() < end:
        try:
            d = load(path)
            if test(d):
                return d
        except (OSError, ValueError):
            pass
        time.sleep(0.02)
    return None


def click_pair(d, wid, pair, *more):
    """Click both cells of pair (r1, c1, r2, c2) in window wid, then those
    of each pair in more, in one xdotool command."""
    rc = d["board_rect"]
    args = ["xdotool"]
    for p in (pair,) + more:
        for r, c in ((p[0], p[1]), (p[2], p[3])):
            # mousedown + mouseup: xdotool's click waits about 0.1 s after it
            args += ["mousemove", "--window", wid,
                     str(int(round(rc["x"] + (c + 0.5) * rc["cell_w"]))),
                     str(int(round(rc["y"] + (r + 0.5) * rc["cell_h"]))),
                     "mousedown", "1", "mouseup", "1"]
    subprocess.run(args, check=True)


# pairs clicked at once by clear_level when nothing is animated
CLEAR_BATCH = 8


def batch_size(d, line):
    """How many of line's first pairs clear_level may click at once on
    board d. A click takes the tile drawn under the pointer, and a tile a
    slide moved is drawn in its new cell only from the next frame: so with
    no animation, as many as CLEAR_BATCH pairs, each in rows and columns
    the pairs before it leave alone (the shifts compact along the rows or
    columns of the tiles removed; outward and inward, whole quadrants, are
    clicked a pair at a time); never the move that ends the board (the
    last pair, or the quota's last match), whose clicks past it would land
    on what comes next."""
    if d.get("applied", {}).get("anim_pct", 100) != 0 or \
            d.get("shift") in ("outward", "inward"):
        return 1
    most = min(CLEAR_BATCH, len(line), (d["tiles_left"] - 2) // 2)
    made, asked = (d.get("quota") or [0, 0])[:2]
    if asked:
        most = min(most, asked - made - 1)
    rows, cols, k = set(), set(), 0
    slides = d.get("shift") not in (None, "none")
    while k < most:
        r1, c1, r2, c2 = line[k]
        if slides and ({r1, r2} & rows or {c1, c2} & cols):
            break
        rows |= {r1, r2}
        cols |= {c1, c2}
        k += 1
    return max(1, k)


def press_button(d, wid, bid):
    """Click the centre of button bid of state d; False when not on show."""
    for b in d.get("buttons", []):
        if b["id"] == bid:
            subprocess.run(["xdotool", "mousemove", "--window", wid,
                            str(int(b["x"] + b["w"] / 2)),
                            str(int(b["y"] + b["h"] / 2)), "mousedown", "1",
                            "mouseup", "1"], check=True)
            return True
    return False


def removed(path, wid, left, slow, also=lambda e: True):
    """Wait for the pair just clicked to go (and also(state)); a warning
    before a losing move on the way (confirm "losing": practice and
    relaxed games) is answered Do it. The state then, or None."""
    def gone(e):
        return e["tiles_left"] == left - 2 and also(e)
    d = wait_for(path, lambda e: gone(e) or e.get("confirm") == "losing",
                 5 * slow)
    if d is not None and d.get("confirm") == "losing":
        press_button(d, wid, "yes")
        d = wait_for(path, gone, 5 * slow)
    return d


def same_kind(d, move):
    """Whether both cells of move hold a tile of the same kind in d."""
    r1, c1, r2, c2 = move
    b = d.get("board") or []
    try:
        return b[r1][c1] != 0 and b[r1][c1] == b[r2][c2]
    except IndexError:
        return False


def clear_level(path, llk, wid):
    moves, line, refused = 0, [], False
    # LLK_E2E_SLOW (lib/common.sh): longer waits under the sanitizers.
    slow = int(os.environ.get("LLK_E2E_SLOW", "1"))
    # a resume or a start just clicked may not be handled yet: the level
    # on show first (a cleared count of 0 said "nothing to clear")
    d = wait_for(path, lambda e: e["screen"] == "playing", 5 * slow) or load(path)
    while d["screen"] == "playing":
        # a click gets the tile drawn under the pointer: wait until every
        # tile is drawn in its cell ("drawn" empty; the effects of the
        # last removal may still run, over empty cells only)
        d = wait_for(path, lambda e: not e.get("drawn"), 30 * slow) or load(path)
        if d["screen"] != "playing":
            break
        # along a winning line: a first-pair player may walk into a dead
        # end, whose notice takes room under the board (it moves). The
        # line is solved once and followed while the board holds its next
        # pair (the solver slides the tiles as the level does); solved
        # again when it does not, or when a pair of it was refused.
        if not line or not same_kind(d, line[0]):
            line = llk_line(d, llk)
        if not line:
            print("no removable pair with %d tiles left" % d["tiles_left"])
            return 1
        k = 1 if refused else batch_size(d, line)
        pairs, line = line[:k], line[k:]
        click_pair(d, wid, *pairs)
        left = d["tiles_left"]
        d = wait_for(path, lambda e: e["tiles_left"] == left - 2 * k, 5 * slow)
        if os.environ.get("LLK_CLEAR_DEBUG"):
            sys.stderr.write("clear: %d pair(s) from %d tiles: %s\n" %
                             (k, left, "done" if d else "not all"))
        if d is None and not refused:
            # refused (or, after a batch, some pair of it): solved again
            # from the board as it stands, a pair at a time
            refused, line = True, []
            d = load(path)
            moves += (left - d["tiles_left"]) // 2
            continue
        if d is None:
            print("pair %s not removed with %d tiles left"
                  % (" ".join(str(v) for v in pairs[0]), left))
            return 1
        refused = False
        moves += k
    print(moves)
    return 0


def outside(d, shape):
    """The cells holding a tile outside the shape, as 'r c'."""
    return ["%d %d" % (r, c) for r, row in enumerate(d["board"])
            for c, k in enumerate(row) if k and shape[r][c] != "#"]


def random_play(path, n, seed, llk, wid):
    import random
    rng = random.Random(seed)
    slow = int(os.environ.get("LLK_E2E_SLOW", "1"))
    d = load(path)
    shape = layout_cells(d)
    if shape is None:
        print("no layout in the state (%s)" % d.get("layout"))
        return 1
    moves, seen = 0, 0
    while moves < n and d["screen"] == "playing":
        # every tile drawn in its cell (a removal's path may still show:
        # it takes no click)
        d = wait_for(path, lambda e: not e.get("drawn"), 30 * slow) or load(path)
        pairs = llk_pairs(d, llk)
        if not pairs or d["screen"] != "playing":
            break
        left = d["tiles_left"]
        click_pair(d, wid, rng.choice(pairs))
        d = removed(path, wid, left, slow)
        if d is None:
            print("a pair not removed with %d tiles left" % left)
            return 1
        moves += 1
        bad = outside(d, shape)
        seen += len(bad)
        if bad:
            print("move %d: tiles outside the shape at %s" % (moves, ", ".join(bad)))
    print(moves, seen)
    return 0 if seen == 0 else 1


def main(argv):
    d = load(argv[1])
    cmd = argv[2]
    if cmd == "get":
        print(json.dumps(d[argv[3]]))
    elif cmd == "board":
        with open(argv[3], "w") as f:
            f.write(board_text(d))
    elif cmd == "xy":
        r, c = int(argv[3]), int(argv[4])
        rc = d["board_rect"]
        x = rc["x"] + (c + 0.5) * rc["cell_w"]
        y = rc["y"] + (r + 0.5) * rc["cell_h"]
        print(int(round(x)), int(round(y)))
    elif cmd == "button":
        # the button may belong to the screen a key or click just asked
        # for: wait for it (5 s, 15 under the sanitizers) before saying no
        # and for the screen's frame drawn after every input handled (the
        # state's "frame_view", "frame_events"): a click read from a
        # state written before the last click was handled, or before the
        # screen it opened was first drawn, may land where nothing is now
        end = time.monotonic() + (15 if os.environ.get("LLK_SANITIZED") == "1" else 5)
        while True:
            drawn = (d.get("frame_view", d.get("view")) == d.get("view")
                     and d.get("frame_events", 0) >= d.get("events", 0)
                     and "transition" not in (d.get("effects") or ""))
            for b in d["buttons"] if drawn else []:
                if b["id"] == argv[3]:
                    print(int(round(b["x"] + b["w"] / 2)),
                          int(round(b["y"] + b["h"] / 2)))
                    return 0
            if time.monotonic() >= end:
                break
            time.sleep(0.02)
            try:
                d = load(argv[1])
            except (OSError, ValueError):
                pass
        print("state.py: no button %s on %s (%s)" % (
            argv[3], d.get("view"), " ".join(b["id"] for b in d["buttons"])),
            file=sys.stderr)
        return 1
    elif cmd == "buttons":
        for b in d["buttons"]:
            print(b["id"])
    elif cmd == "kind":
        print(d["board"][int(argv[3])][int(argv[4])])
    elif cmd == "pairs":
        for p in llk_pairs(d, argv[3]):
            print(*p)
    elif cmd == "pair1":
        p = llk_pairs(d, argv[3])
        if not p:
            return 1
        print(*p[0])
    elif cmd == "pair1xy":
        p = llk_pairs(d, argv[3])
        if not p:
            return 1
        rc = d["board_rect"]
        r1, c1, r2, c2 = p[0]
        for r, c in ((r1, c1), (r2, c2)):
            print(int(round(rc["x"] + (c + 0.5) * rc["cell_w"])),
                  int(round(rc["y"] + (r + 0.5) * rc["cell_h"])), end=" ")
        print()
    elif cmd == "twopairsxy":
        p = llk_pairs(d, argv[3])
        if not p:
            return 1
        a = p[0]
        b = next((q for q in p[1:]
                  if not {q[0], q[2]} & {a[0], a[2]}
                  and not {q[1], q[3]} & {a[1], a[3]}), None)
        if b is None:
            print("state.py: no second pair apart from the first",
                  file=sys.stderr)
            return 1
        rc = d["board_rect"]
        for r, c in ((a[0], a[1]), (a[2], a[3]), (b[0], b[1]), (b[2], b[3])):
            print(int(round(rc["x"] + (c + 0.5) * rc["cell_w"])),
                  int(round(rc["y"] + (r + 0.5) * rc["cell_h"])), end=" ")
        print()
    elif cmd == "clear":
        return clear_level(argv[1], argv[3], argv[4])
    elif cmd == "randplay":
        return random_play(argv[1], int(argv[3]), int(argv[4]), argv[5], argv[6])
    elif cmd == "longpair":
        p = llk_pairs(d, argv[3])
        if not p:
            return 1
        print(*max(p, key=lambda q: abs(q[0] - q[2]) + abs(q[1] - q[3])))
    elif cmd == "badpair":
        good = set(llk_pairs(d, argv[3]))
        cells = {}
        for r, row in enumerate(d["board"]):
            for c, k in enumerate(row):
                if k:
                    cells.setdefault(k, []).append((r, c))
        for k in sorted(cells):
            cs = cells[k]
            for i in range(len(cs)):
                for j in range(i + 1, len(cs)):
                    if cs[i] + cs[j] not in good:
                        print(*cs[i], *cs[j])
                        return 0
        print("state.py: no non-removable same-kind pair", file=sys.stderr)
        return 1
    elif cmd == "ishint":
        h = d["hint"]
        if not h:
            return 1
        a, b = sorted([tuple(h[0]), tuple(h[1])])
        return 0 if a + b in set(llk_pairs(d, argv[3])) else 1
    else:
        print("state.py: unknown command " + cmd, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv))
    except (OSError, ValueError, KeyError, IndexError) as e:
        print("state.py: %s" % e, file=sys.stderr)
        sys.exit(1)
