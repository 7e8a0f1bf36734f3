#!/usr/bin/env python3
"""seen.py - hold what the game says it drew against what the screen shows.

The state file lists every string drawn in the last frame ("texts": text,
x, y, w, h, px, color, alpha, role, control, z), the effects and marks on
show ("marks": kind, x, y, w, h, z), the window's size ("window") and what
the pointer was over at each motion the game handled ("hovers": [x, y,
id]); docs/formats.md. A screenshot of the window is in the same
coordinates.

  seen.py STATE screen SHOT    every listed string has ink of its colour
                               in its rectangle (not its background), every
                               control's label is drawn inside it, every
                               enabled button's label is drawn, the notice,
                               the refusal and an entry's text are drawn,
                               nothing listed lies outside the window
  seen.py STATE lang zh|en     zh: every drawn string has Chinese or is on
                               the short list of words allowed in any
                               language; en: no string has Chinese (but
                               the language's own name)
  seen.py STATE edges [IDS]    the points to hover, "x y want" a line: 3 px
                               inside each of the four edges of every
                               enabled control (want: its id) and 3 px
                               outside them (want: "-", not that control;
                               "none" where no control is there); IDS: only
                               those (comma-separated)
  seen.py STATE look SHOT LANG PTS [WID]
                               screen and lang at once; with PTS (not -)
                               the edges' points written to that file;
                               with WID the shot of that window is taken
                               here first, between two readings of the
                               state that name the same frame (again, up
                               to five times, while frames come)
  seen.py STATE effect KIND BASE WID SHOT
                               a shot of window WID into SHOT (as look
                               takes it): a mark of KIND is on show, the
                               rectangle of each differs from the same
                               region of screenshot BASE (taken with the
                               effect off) in at least 5% of its pixels,
                               as seen with full colour vision and as
                               seen without it: in grey, and as a
                               protanope and a deuteranope see (a pixel
                               differs there when a channel of the
                               simulated colours moves by 16 or more of
                               255), and the shot passes "screen"
  seen.py STATE cells [N]      the points to hover on the board, "x y want":
                               3 px inside each edge of N tiles (default
                               24: the corners' and the rest at random,
                               the seed printed on stderr), want
                               "cell:R,C"; 3 px outside the board's outer
                               edge beside each tile of its rim, want
                               "nothing" (no tile, no control)
  seen.py STATE hovered PTS    each point of file PTS ("x y want") as the
                               game hit-tested it ("hovers"): exit 1 naming
                               every point that hovered the wrong thing
  seen.py STATE unhandled PTS  prints the points of file PTS no motion of
                               the game's "hovers" reached (an X server
                               under load merges a motion still queued
                               into the next: hover_edges moves there
                               again)
  seen.py STATE mark KIND      exit 0 when a mark of KIND is on show;
                               prints its rectangle "x y w h"
  seen.py SHOT differs OTHER X Y W H
                               the share of pixels of that rectangle that
                               differ between two screenshots (0 to 1)
  seen.py STATE text STRING    exit 0 when STRING is among the texts drawn
Exit 1 with one line per fault; 2 on a usage or read error.
"""
import json
import os
import re
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import shot  # noqa: E402  (the screenshot reader)

# Words that stand in any language: key names, game IDs, the game's own
# name (numbers, times, symbols and arrows have no letters at all). A drawn
# string with letters left once these are taken out was not translated.
ALLOWED = re.compile(
    r"\b(?:Esc|Enter|Space|Tab|Shift|Ctrl|Alt|Backspace|Delete|Del|Home|End"
    r"|PgUp|PgDn|F\d+|[A-Z]|LB|RB|Lianliankan|LLK|ID|OK"
    r"|[A-Z0-9]{1,4}(?:-[A-Za-z0-9]+)+)\b")
LETTER = re.compile(r"[A-Za-z]")
CJK = re.compile(r"[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]")
# The language choice names each language in its own words.
OWN_NAMES = {"中文", "简体中文", "中文（简体）"}


def load(path):
    with open(path) as f:
        return json.load(f)


def box(t):
    return (int(round(t["x"])), int(round(t["y"])),
            int(round(t["w"])), int(round(t["h"])))


def inside(inner, outer, slack=1):
    x, y, w, h = inner
    X, Y, W, H = outer
    return (x >= X - slack and y >= Y - slack and x + w <= X + W + slack and
            y + h <= Y + H + slack)


def overlaps(a, b):
    return (a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and
            a[1] < b[1] + b[3] and b[1] < a[1] + a[3])


def hexrgb(s):
    return tuple(int(s[i:i + 2], 16) for i in (1, 3, 5))


def ink(img, rect, col, tol=48):
    """(pixels of about colour col, pixels) in rect of img."""
    w, h, rgb = img
    x0, y0, rw, rh = rect
    x1, y1 = min(w, x0 + rw), min(h, y0 + rh)
    x0, y0 = max(0, x0), max(0, y0)
    n = near = 0
    for y in range(y0, y1):
        row = rgb[(y * w + x0) * 3:(y * w + x1) * 3]
        for i in range(0, len(row), 3):
            n += 1
            if (abs(row[i] - col[0]) <= tol and abs(row[i + 1] - col[1]) <= tol
                    and abs(row[i + 2] - col[2]) <= tol):
                near += 1
    return near, n


def covered(t, marks):
    """Whether a mark drawn after text t covers it (a tooltip over a
    label): the text is not on show, and not a fault."""
    return any(m["z"] > t["z"] and overlaps(box(m), box(t)) and
               m["kind"] in ("tooltip", "notice", "dead_end", "refusal",
                             "combo", "celebration", "badge", "scrim")
               for m in marks)


def check_screen(d, img):
    faults = []
    W, H = d["window"]["w"], d["window"]["h"]
    win = (0, 0, W, H)
    texts, marks = d.get("texts", []), d.get("marks", [])
    for t in texts:
        if not inside(box(t), win):
            faults.append("text %r at %s is outside the %dx%d window" %
                          (t["text"], box(t), W, H))
    listed = set()
    for m in marks:
        if not inside(box(m), win):
            faults.append("mark %s at %s is outside the window" %
                          (m["kind"], box(m)))
        # a frame that redraws only a part (the clock's second) once
        # listed again every mark it kept
        if (m["kind"], box(m)) in listed:
            faults.append("mark %s at %s listed twice" % (m["kind"], box(m)))
        listed.add((m["kind"], box(m)))
    buttons = {b["id"]: b for b in d.get("buttons", [])}
    for b in buttons.values():
        if not inside(box(b), win):
            faults.append("button %s at %s is outside the window" %
                          (b["id"], box(b)))
    # ink: each string drawn where it says, in its colour
    for t in texts:
        if t.get("alpha", 255) < 200 or not t["text"].strip() or covered(t, marks):
            continue
        x, y, w, h = box(t)
        # the glyphs' box without the line's leading
        rect = (x, y + h // 6, w, h - h // 3)
        near, n = ink(img, rect, hexrgb(t["color"]))
        if n == 0:
            continue
        need = max(3, n // 100)
        if near < need and n < 400:
            # a dash or a dot: a stroke thinner than a pixel, blended with
            # the background
            near, need = ink(img, rect, hexrgb(t["color"]), 100)[0], 2
        if near < need:
            faults.append("text %r (%s) has no ink of its colour %s in %s "
                          "(%d of %d pixels)" % (t["text"], t.get("role"),
                                                 t["color"], rect, near, n))
        elif near > n * 97 // 100:
            faults.append("text %r (%s): its rectangle %s is all of its "
                          "colour %s (drawn on itself?)" %
                          (t["text"], t.get("role"), rect, t["color"]))
    # labels: drawn inside their control, and every button's label drawn
    for t in texts:
        c = t.get("control")
        if c and c in buttons and not inside(box(t), box(buttons[c]), 2):
            faults.append("the label %r of %s at %s is drawn outside its "
                          "control %s" % (t["text"], c, box(t),
                                          box(buttons[c])))
    labelled = {t.get("control") for t in texts}
    for b in buttons.values():
        if b.get("kind", "button") in ("button", "tab", "toggle", "choice",
                                       "slider") and b.get("label") and \
                b["id"] not in labelled and b["w"] > 0:
            faults.append("button %s (%r) is listed but no label of it was "
                          "drawn" % (b["id"], b["label"]))
    # the marks the state's own fields say are on show
    kinds = [m["kind"] for m in marks]
    want = []
    if d.get("view") == "playing":
        if d.get("hint"):
            want += ["hint", "hint"]
        if d.get("selected"):
            want.append("selection")
        if d.get("refusal"):
            want.append("refusal")
        if d.get("combo_shown", 0) >= 2:
            want.append("combo")
        if d.get("cursor"):
            want.append("cursor")
    for k in set(want):
        if kinds.count(k) < want.count(k):
            faults.append("the state shows a %s but %d such mark(s) were "
                          "drawn" % (k, kinds.count(k)))
    drawn = [t["text"] for t in texts]
    for key in ("notice", "refusal", "entry"):
        s = d.get(key)
        if s and not any(s in t or t in s for t in drawn if t.strip()):
            faults.append("the state's %s %r is not among the texts drawn" %
                          (key, s))
    return faults


OSK_CHARS = re.compile(r"[A-Za-z0-9.\-]|ABC|abc")


def check_lang(d, lang):
    faults = []
    for t in d.get("texts", []):
        s = t["text"].strip()
        # the player's own words (a name typed, suggested from the login)
        if not s or s in OWN_NAMES or (d.get("entry") and s == d["entry"]):
            continue
        # the on-screen keyboard's characters (and its capitals key) are
        # what they type, in any language
        if (t.get("control") or "").startswith("key_") and \
                OSK_CHARS.fullmatch(s.split(" (")[0]):
            continue
        if lang == "zh":
            if not CJK.search(s) and LETTER.search(ALLOWED.sub("", s)):
                faults.append("English on a Chinese screen: %r (%s)" %
                              (s, t.get("control") or t.get("role")))
        elif CJK.search(s):
            faults.append("Chinese on an English screen: %r (%s)" %
                          (s, t.get("control") or t.get("role")))
    return faults


def edges(d, only):
    """Points 3 px inside and outside every enabled control's edges."""
    W, H = d["window"]["w"], d["window"]["h"]
    bs = [b for b in d.get("buttons", []) if b.get("enabled", True)
          and b["w"] > 8 and b["h"] > 8]
    out = []
    for b in bs:
        if only and b["id"] not in only:
            continue
        x, y, w, h = b["x"], b["y"], b["w"], b["h"]
        cx, cy = int(x + w / 2), int(y + h / 2)
        x0, y0 = int(x), int(y)
        x1, y1 = int(x + w) - 1, int(y + h) - 1
        ins = [(x0 + 3, cy), (x1 - 3, cy), (cx, y0 + 3), (cx, y1 - 3)]
        outs = [(x0 - 3, cy), (x1 + 3, cy), (cx, y0 - 3), (cx, y1 + 3)]
        for p in ins:
            out.append((p[0], p[1], b["id"]))
        for p in outs:
            if not (0 <= p[0] < W and 0 <= p[1] < H):
                continue
            other = [o for o in bs if o is not b and
                     o["x"] <= p[0] < o["x"] + o["w"] and
                     o["y"] <= p[1] < o["y"] + o["h"]]
            out.append((p[0], p[1], "-" if other else "none"))
    return out


def cells(d, n):
    """Points inside the edges of n tiles of the board, and outside it."""
    import random
    seed = int(time.time() * 1000) % 100000
    print("seen.py cells: seed %d" % seed, file=sys.stderr)
    rnd = random.Random(seed)
    rc, b = d["board_rect"], d["board"]
    tiles = [(r, c) for r, row in enumerate(b) for c, k in enumerate(row) if k]
    rows, cols = len(b), len(b[0]) if b else 0
    corners = [t for t in tiles if t[0] in (0, rows - 1) and t[1] in (0, cols - 1)]
    rest = [t for t in tiles if t not in corners]
    pick = corners + rnd.sample(rest, max(0, min(len(rest), n - len(corners))))
    out = []
    cw, ch = rc["cell_w"], rc["cell_h"]
    for r, c in pick:
        x0, y0 = int(rc["x"] + c * cw + 0.999), int(rc["y"] + r * ch + 0.999)
        x1, y1 = int(rc["x"] + (c + 1) * cw) - 1, int(rc["y"] + (r + 1) * ch) - 1
        cx, cy = (x0 + x1) // 2, (y0 + y1) // 2
        for p in ((x0 + 3, cy), (x1 - 3, cy), (cx, y0 + 3), (cx, y1 - 3)):
            out.append((p[0], p[1], "cell:%d,%d" % (r, c)))
        # beyond the board's edge: not a tile
        if c == 0:
            out.append((x0 - 3, cy, "nothing"))
        if c == cols - 1:
            out.append((x1 + 3, cy, "nothing"))
        if r == 0:
            out.append((cx, y0 - 3, "nothing"))
        if r == rows - 1:
            out.append((cx, y1 + 3, "nothing"))
    return out


def hovered(d, pts):
    seen = {}
    for x, y, what in d.get("hovers", []):
        seen[(x, y)] = what  # the last motion to that point
    faults = []
    for x, y, want in pts:
        if (x, y) not in seen:
            faults.append("the game handled no motion to %d,%d" % (x, y))
            continue
        got = seen[(x, y)]
        if want == "nothing":
            bad = got is not None
        elif want == "none":  # no control (a tile may be there)
            bad = got is not None and not got.startswith("cell:")
        elif want.startswith("-"):
            bad = got == want[1:] if len(want) > 1 else False
        else:
            bad = got != want
        if bad:
            faults.append("pointer at %d,%d hovers %s, not %s" %
                          (x, y, got, want))
    return faults


def snap(state, wid, path):
    """Screenshot window wid into path while the state names one frame
    before and after it; the state read last. A .png path is written as a
    PPM beside it (no compression: quick), turned into the PNG only when
    the look finds a fault (main)."""
    d = load(state)
    for _ in range(5):
        subprocess.run(["import", "-window", wid, "-depth", "8",
                        ppm_of(path)], check=True,
                       stderr=subprocess.DEVNULL)
        d2 = load(state)
        if d2.get("frame") == d.get("frame"):
            return d2
        d = d2
        time.sleep(0.05)
    return d


def differs(a, b, rect):
    """The share of the pixels of rect that differ between images a, b."""
    x, y, w, h = rect
    diff = n = 0
    for yy in range(max(0, y), min(a[1], b[1], y + h)):
        for xx in range(max(0, x), min(a[0], b[0], x + w)):
            i, j = (yy * a[0] + xx) * 3, (yy * b[0] + xx) * 3
            n += 1
            diff += a[2][i:i + 3] != b[2][j:j + 3]
    return diff / n if n else 0


def _srgb_to_lin(v):
    v /= 255.0
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def _lin_to_srgb(v):
    v = min(1.0, max(0.0, v))
    v = v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return v * 255.0


_LIN = [_srgb_to_lin(float(i)) for i in range(256)]
# Colour vision without one kind of cone, simulated in linear RGB:
# Machado, Oliveira and Fernandes (2009), severity 1; grey: the luminance
# of Rec. 709 (what a player who sees no hue has left).
VISION = {
    "grey": ((0.2126, 0.7152, 0.0722),) * 3,
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
}


def seen_as(rgb, mode):
    """The sRGB colour (r, g, b) as a player with vision mode sees it."""
    lin = [_LIN[c] for c in rgb]
    return tuple(_lin_to_srgb(sum(m[i] * lin[i] for i in range(3)))
                 for m in VISION[mode])


def differs_as(a, b, rect, mode, tol=16):
    """The share of rect's pixels that differ between images a and b as
    seen in vision mode (some channel apart by tol or more)."""
    x, y, w, h = rect
    diff = n = 0
    cache = {}
    for yy in range(max(0, y), min(a[1], b[1], y + h)):
        for xx in range(max(0, x), min(a[0], b[0], x + w)):
            i, j = (yy * a[0] + xx) * 3, (yy * b[0] + xx) * 3
            pa, pb = tuple(a[2][i:i + 3]), tuple(b[2][j:j + 3])
            n += 1
            if pa == pb:
                continue
            for p in (pa, pb):
                if p not in cache:
                    cache[p] = seen_as(p, mode)
            diff += max(abs(u - v) for u, v in zip(cache[pa], cache[pb])) >= tol
    return diff / n if n else 0


def ppm_of(path):
    return path[:-4] + ".ppm" if path.endswith(".png") else path


def main(argv):
    if len(argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    if argv[2] == "differs":
        a, b = shot.load(argv[1]), shot.load(argv[3])
        print("%.3f" % differs(a, b, tuple(int(float(v)) for v in argv[4:8])))
        return 0
    d = load(argv[1])
    cmd = argv[2]
    if cmd == "screen":
        faults = check_screen(d, shot.load(argv[3]))
    elif cmd == "lang":
        faults = check_lang(d, argv[3])
    elif cmd == "look":
        img = argv[3]
        if len(argv) > 6:
            d = snap(argv[1], argv[6], argv[3])
            img = ppm_of(argv[3])
        faults = check_screen(d, shot.load(img)) + check_lang(d, argv[4])
        if img != argv[3]:  # the PNG kept only to look at a fault
            if faults or os.environ.get("LLK_SEEN_KEEP") == "1":
                subprocess.run(["convert", img, "-define", "png:compression-level=1", argv[3]], check=False)
            os.unlink(img)
        if argv[5] != "-":
            with open(argv[5], "w") as f:
                for x, y, want in edges(d, None):
                    f.write("%d %d %s\n" % (x, y, want))
    elif cmd == "edges":
        only = set(argv[3].split(",")) if len(argv) > 3 and argv[3] else None
        for x, y, want in edges(d, only):
            print(x, y, want)
        return 0
    elif cmd == "effect":
        kind, base = argv[3], shot.load(argv[4])
        d = snap(argv[1], argv[5], argv[6])
        img = shot.load(ppm_of(argv[6]))
        faults = check_screen(d, img)
        marks = [m for m in d.get("marks", []) if m["kind"] == kind]
        if not marks:
            faults.append("no %s mark on show" % kind)

        def covered(m):
            # drawn over by a later mark of another kind that holds its
            # whole box (the cursor's rings over the peek's frame on the
            # cursor's own tile): what is seen there is that one
            x, y, w, h = box(m)
            for o in d.get("marks", []):
                ox, oy, ow, oh = box(o)
                if o["kind"] != kind and o.get("z", 0) > m.get("z", 0) and \
                        ox <= x and oy <= y and ox + ow >= x + w and \
                        oy + oh >= y + h:
                    return True
            return False
        shown = [m for m in marks if not covered(m)]
        if marks and not shown:
            faults.append("every %s mark is drawn over by another" % kind)
        for m in shown:
            share = differs(base, img, box(m))
            if share < 0.05:
                faults.append("the %s mark at %s looks as it did without it "
                              "(%.1f%% of its pixels differ)" %
                              (kind, box(m), share * 100))
            for mode in VISION:
                share = differs_as(base, img, box(m), mode)
                if share < 0.05:
                    faults.append("the %s mark at %s is not seen in %s "
                                  "(%.1f%% of its pixels differ)" %
                                  (kind, box(m), mode, share * 100))
        subprocess.run(["convert", ppm_of(argv[6]), "-define", "png:compression-level=1", argv[6]], check=False)
        os.unlink(ppm_of(argv[6]))
    elif cmd == "cells":
        for x, y, want in cells(d, int(argv[3]) if len(argv) > 3 else 24):
            print(x, y, want)
        return 0
    elif cmd == "hovered":
        pts = []
        with open(argv[3]) as f:
            for line in f:
                p = line.split()
                if len(p) == 3:
                    pts.append((int(p[0]), int(p[1]), p[2]))
        faults = hovered(d, pts) if pts else ["no points to check"]
    elif cmd == "unhandled":
        seen = {(p[0], p[1]) for p in d.get("hovers", [])}
        with open(argv[3]) as f:
            for line in f:
                p = line.split()
                if len(p) == 3 and (int(p[0]), int(p[1])) not in seen:
                    print(line.rstrip("\n"))
        return 0
    elif cmd == "mark":
        for m in d.get("marks", []):
            if m["kind"] == argv[3]:
                print(*box(m))
                return 0
        return 1
    elif cmd == "text":
        return 0 if any(t["text"] == argv[3] for t in d.get("texts", [])) else 1
    else:
        print("seen.py: unknown command %s" % cmd, file=sys.stderr)
        return 2
    for f in faults:
        print("  " + f)
    return 1 if faults else 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv))
    except (OSError, ValueError, KeyError, IndexError) as e:
        print("seen.py: %s" % e, file=sys.stderr)
        sys.exit(2)
