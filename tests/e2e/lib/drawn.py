#!/usr/bin/env python3
"""drawn.py - where the play screen draws its tiles, from the state file's
"drawn" list (tiles sliding or popping in; the others stand in their cell).

  drawn.py FILE centre R C       window x y of the drawn centre of the tile
                                 of cell (R, C) of the current board
  drawn.py FILE grid X Y         row col of the board grid under window
                                 point (X, Y) (what a hit-test by cells of
                                 the current board would pick)
  drawn.py FILE upper R C        exit 0 when the tile of (R, C) is drawn
                                 with its centre at least a quarter cell
                                 above its cell's centre (mid-slide down)
  drawn.py FILE save OUT         save every tile's drawn centre and kind
  drawn.py FILE nojump OLD       exit 0 when every tile drawn now is within
                                 a quarter cell of a tile of its kind drawn
                                 in OLD (nothing jumped)
"""
import json
import sys


def load(path):
    with open(path) as f:
        return json.load(f)


def centres(d):
    """(kind, x, y) of every tile of the current board, as drawn."""
    rc = d["board_rect"]
    moved = {(t["r"], t["c"]): t for t in d.get("drawn", [])}
    out = {}
    for r, row in enumerate(d["board"]):
        for c, k in enumerate(row):
            if k == 0:
                continue
            t = moved.get((r, c))
            if t:
                out[(r, c)] = (k, t["x"] + t["w"] / 2, t["y"] + t["h"] / 2)
            else:
                out[(r, c)] = (k, rc["x"] + (c + 0.5) * rc["cell_w"],
                               rc["y"] + (r + 0.5) * rc["cell_h"])
    return out


def main(argv):
    d = load(argv[1])
    cmd = argv[2]
    rc = d["board_rect"]
    if cmd == "centre":
        k, x, y = centres(d)[(int(argv[3]), int(argv[4]))]
        print(int(round(x)), int(round(y)))
    elif cmd == "grid":
        x, y = float(argv[3]), float(argv[4])
        print(int((y - rc["y"]) // rc["cell_h"]), int((x - rc["x"]) // rc["cell_w"]))
    elif cmd == "upper":
        r, c = int(argv[3]), int(argv[4])
        k, x, y = centres(d)[(r, c)]
        cy = rc["y"] + (r + 0.5) * rc["cell_h"]
        return 0 if cy - y >= rc["cell_h"] / 4 else 1
    elif cmd == "save":
        with open(argv[3], "w") as f:
            json.dump([list(v) for v in centres(d).values()], f)
    elif cmd == "nojump":
        old = json.load(open(argv[3]))
        lim = rc["cell_w"] / 4
        for (r, c), (k, x, y) in centres(d).items():
            if not any(o[0] == k and abs(o[1] - x) <= lim and abs(o[2] - y) <= lim
                       for o in old):
                print("tile %d at (%d,%d) drawn at %.0f,%.0f: no tile of its "
                      "kind was drawn near there" % (k, r, c, x, y))
                return 1
    else:
        print("drawn.py: unknown command %s" % cmd, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
