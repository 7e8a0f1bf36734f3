#!/usr/bin/env python3
"""shot.py - look at a screenshot for the real-window tests (read through
ImageMagick's convert; no Python imaging library needed).

  shot.py FILE bands R G B [R G B ...]  the runs of pixel rows holding a
                                         pixel of exactly one of the
                                         colours, one "x0 y0 x1 y1" line
                                         each (the run's bounding box,
                                         inclusive), top to bottom
  shot.py FILE count R G B               pixels of exactly that colour
Exit 1 with a message when the file cannot be read.
"""
import subprocess
import sys


def load(path):
    """(width, height, rgb bytes) of an image file (a PPM is read as it
    is; anything else through convert)."""
    if path.endswith(".ppm"):
        with open(path, "rb") as f:
            out = f.read()
    else:
        out = subprocess.run(["convert", path, "-depth", "8", "ppm:-"],
                             capture_output=True, check=True).stdout
    fields = []
    pos = 0
    while len(fields) < 4:  # magic, width, height, maxval
        while out[pos:pos + 1].isspace():
            pos += 1
        end = pos
        while not out[end:end + 1].isspace():
            end += 1
        fields.append(out[pos:end])
        pos = end
    if fields[0] != b"P6" or fields[3] != b"255":
        raise ValueError("%s: not an 8-bit RGB image" % path)
    w, h = int(fields[1]), int(fields[2])
    return w, h, out[pos + 1:pos + 1 + w * h * 3]


def xs_of(row, colour):
    """The x of every pixel of colour in one row of rgb bytes."""
    xs = []
    i = row.find(colour)
    while i >= 0:
        if i % 3 == 0:
            xs.append(i // 3)
        i = row.find(colour, i + 1)
    return xs


def colours(args):
    v = [int(a) for a in args]
    if not v or len(v) % 3:
        raise ValueError("colours are R G B triples")
    return [bytes(v[i:i + 3]) for i in range(0, len(v), 3)]


def bands(w, h, rgb, cols):
    runs = []
    cur = None
    for y in range(h):
        row = rgb[y * w * 3:(y + 1) * w * 3]
        xs = [x for c in cols for x in xs_of(row, c)]
        if not xs:
            cur = None
            continue
        if cur is None:
            cur = [min(xs), y, max(xs), y]
            runs.append(cur)
        else:
            cur[0] = min(cur[0], min(xs))
            cur[2] = max(cur[2], max(xs))
            cur[3] = y
    return runs


def main(argv):
    w, h, rgb = load(argv[1])
    cmd = argv[2]
    if cmd == "bands":
        for r in bands(w, h, rgb, colours(argv[3:])):
            print(*r)
    elif cmd == "count":
        c = colours(argv[3:6])[0]
        print(sum(len(xs_of(rgb[y * w * 3:(y + 1) * w * 3], c))
                  for y in range(h)))
    else:
        print("shot.py: unknown command " + cmd, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv))
    except (OSError, ValueError, IndexError,
            subprocess.CalledProcessError) as e:
        print("shot.py: %s" % e, file=sys.stderr)
        sys.exit(1)
