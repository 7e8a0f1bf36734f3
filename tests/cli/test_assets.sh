#!/bin/sh
# test_assets.sh - the committed assets are complete and valid: the tile
# atlas follows the layout contract of assets/README.md (128 px faces, 8 a
# row, one line of tiles.txt per face, none blank, none alike), every sound
# is a short 16-bit PCM WAV that is not silent, the fonts and licences are
# there, and assets/README.md names every file. The checker is also run on
# damaged copies to see that it notices. Unless LLK_CORE_ONLY=1 (no SDL),
# tools/make_assets.sh is run into a temporary directory and must
# reproduce the committed files exactly.
set -u
top=${LLK_TOP:-$(cd "$(dirname "$0")/../.." && pwd)}
assets=$top/assets
pass=0
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

ok() {
    pass=$((pass + 1))
}
bad() {
    fail=$((fail + 1))
    echo "FAIL: $*"
}

# check_dir DIR: print one line per check, "PASS what" or "FAIL what".
check_dir() {
    python3 - "$1" <<'EOF'
import os, re, struct, subprocess, sys

d = sys.argv[1]
FACE, COLS = 128, 8

def report(cond, what):
    print(("PASS " if cond else "FAIL ") + what)
    return cond

def png_size(path):
    with open(path, "rb") as f:
        head = f.read(33)
    if len(head) < 33 or head[:8] != b"\x89PNG\r\n\x1a\n" or head[12:16] != b"IHDR":
        return None
    w, h, depth, ctype = struct.unpack(">IIBB", head[16:26])
    return w, h, depth, ctype

# tiles.txt: "k U+XXXX[ U+XXXX...] name", k = 1, 2, 3, ...
kinds = []
txt = os.path.join(d, "tiles.txt")
if report(os.path.isfile(txt), "tiles.txt exists"):
    with open(txt, encoding="utf-8") as f:
        lines = f.read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    good = True
    for i, line in enumerate(lines, 1):
        m = re.fullmatch(r"(\d+)((?: U\+[0-9A-F]{4,6})+) ([a-z][a-z -]*)", line)
        if not m or int(m.group(1)) != i:
            print("FAIL tiles.txt:%d: expected '%d U+XXXX name', got %r" % (i, i, line))
            good = False
            break
        kinds.append((m.group(2).strip(), m.group(3)))
    report(good, "tiles.txt lines numbered 1..N with codepoints and a name")
    report(len(kinds) >= 48, "tiles.txt lists at least 48 faces (has %d)" % len(kinds))
    report(len({k[0] for k in kinds}) == len(kinds), "tiles.txt codepoints all different")
    report(len({k[1] for k in kinds}) == len(kinds), "tiles.txt names all different")

# tiles.png: 8 faces a row, 128 px each, as many rows as tiles.txt needs.
png = os.path.join(d, "tiles.png")
size = png_size(png) if os.path.isfile(png) else None
if report(size is not None, "tiles.png is a PNG"):
    w, h, depth, ctype = size
    rows = (len(kinds) + COLS - 1) // COLS
    report((w, h) == (COLS * FACE, rows * FACE),
           "tiles.png is %dx%d for %d faces (is %dx%d)" % (COLS * FACE, rows * FACE, len(kinds), w, h))
    report(depth == 8 and ctype == 6, "tiles.png is 8-bit RGBA (depth %d, colour type %d)" % (depth, ctype))
    # Per face: mean alpha (not blank), alpha at the four corners (transparent
    # background) and a pixel hash (no two alike), through ImageMagick.
    def per_cell(*args):
        r = subprocess.run(["convert", png, "-crop", "%dx%d" % (FACE, FACE), "+repage"] + list(args)
                           + ["info:"], capture_output=True, text=True)
        return r.returncode, [l.split() for l in r.stdout.splitlines() if l.strip()]
    rc1, alpha = per_cell("-alpha", "extract", "-format",
                          "%[fx:mean] %[fx:p{0,0}+p{127,0}+p{0,127}+p{127,127}]\n")
    rc2, sums = per_cell("-format", "%#\n")
    cells = [a + s for a, s in zip(alpha, sums)]
    if report(rc1 == 0 and rc2 == 0 and len(alpha) == len(sums) == (w // FACE) * (h // FACE),
              "ImageMagick reads every cell of tiles.png"):
        blank = [i + 1 for i, c in enumerate(cells[:len(kinds)]) if float(c[0]) < 0.05]
        report(not blank, "no face is blank (blank: %s)" % blank)
        opaque = [i + 1 for i, c in enumerate(cells[:len(kinds)]) if float(c[1]) != 0.0]
        report(not opaque, "every face has a transparent background (not: %s)" % opaque)
        hashes = [c[2] for c in cells[:len(kinds)]]
        report(len(set(hashes)) == len(hashes), "no two faces have the same pixels")
        spare = [i + 1 for i, c in enumerate(cells) if i >= len(kinds) and float(c[0]) != 0.0]
        report(not spare, "cells after the last face are empty (not: %s)" % spare)

icon = os.path.join(d, "icon.png")
size = png_size(icon) if os.path.isfile(icon) else None
report(size is not None and size[0] == size[1] and size[0] >= 32 and size[3] == 6,
       "icon.png is a square RGBA PNG of at least 32 px (%s)" % (size,))

# Sounds: RIFF/WAVE, PCM 16-bit mono, data as long as said, 0.03..0.6 s, not silent.
for name in ("select", "match", "refuse", "hint", "redeal", "clear", "timeup"):
    path = os.path.join(d, "sounds", name + ".wav")
    what = "sounds/%s.wav" % name
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as e:
        report(False, "%s readable (%s)" % (what, e))
        continue
    if not report(len(data) >= 12 and data[:4] == b"RIFF" and data[8:12] == b"WAVE"
                  and struct.unpack("<I", data[4:8])[0] == len(data) - 8,
                  "%s has a RIFF WAVE header of the right length" % what):
        continue
    pos, fmt, pcm = 12, None, None
    while pos + 8 <= len(data):
        cid, clen = data[pos:pos + 4], struct.unpack("<I", data[pos + 4:pos + 8])[0]
        body = data[pos + 8:pos + 8 + clen]
        if cid == b"fmt ":
            fmt = struct.unpack("<HHIIHH", body[:16])
        elif cid == b"data":
            pcm = body if len(body) == clen else None
        pos += 8 + clen + (clen & 1)
    if not report(fmt is not None and fmt[0] == 1 and fmt[1] == 1 and fmt[5] == 16
                  and 8000 <= fmt[2] <= 48000,
                  "%s is 16-bit mono PCM (fmt %s)" % (what, fmt)):
        continue
    if not report(pcm is not None and len(pcm) % 2 == 0, "%s has a complete data chunk" % what):
        continue
    secs = len(pcm) / 2 / fmt[2]
    report(0.03 <= secs < 0.6, "%s lasts 0.03 to 0.6 s (%.3f s)" % (what, secs))
    samples = struct.unpack("<%dh" % (len(pcm) // 2), pcm)
    peak = max(abs(s) for s in samples) if samples else 0
    report(3000 < peak < 32767, "%s is audible and not clipped (peak %d)" % (what, peak))

# Fonts and licences.
for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"):
    path = os.path.join(d, "fonts", name)
    head = open(path, "rb").read(4) if os.path.isfile(path) else b""
    report(head == b"\x00\x01\x00\x00" and os.path.getsize(path) > 100000,
           "fonts/%s is a TrueType font" % name)
for path, words in (("fonts/LICENSE-DejaVu.txt", "Bitstream Vera"),
                    ("LICENSE-NotoColorEmoji.txt", "SIL OPEN FONT LICENSE")):
    full = os.path.join(d, path)
    text = open(full, encoding="utf-8").read() if os.path.isfile(full) else ""
    report(words in text, "%s holds the licence (%s)" % (path, words))

# assets/README.md names every file in assets/.
readme = os.path.join(d, "README.md")
text = open(readme, encoding="utf-8").read() if os.path.isfile(readme) else ""
report(text != "", "README.md exists")
missing = []
for root, _, files in os.walk(d):
    for f in files:
        rel = os.path.relpath(os.path.join(root, f), d)
        if rel != "README.md" and rel not in text and f not in text:
            missing.append(rel)
report(not missing, "README.md names every asset file (missing: %s)" % sorted(missing))
EOF
}

# tally LABEL FILE: add the PASS/FAIL lines of FILE to the counts.
tally() {
    n_pass=$(grep -c '^PASS ' "$2")
    n_fail=$(grep -c '^FAIL ' "$2")
    pass=$((pass + n_pass))
    fail=$((fail + n_fail))
    grep '^FAIL ' "$2" | sed "s/^FAIL /FAIL: $1: /"
    if [ "$n_pass" -eq 0 ] && [ "$n_fail" -eq 0 ]; then
        bad "$1: the checker printed nothing"
    fi
}

echo "== committed assets in $assets"
check_dir "$assets" >"$tmp/committed.log" 2>&1
tally committed "$tmp/committed.log"
if grep -q '^Traceback' "$tmp/committed.log"; then
    bad "committed: the checker crashed"
    cat "$tmp/committed.log"
fi

# The checker must notice damage: a blank face, a cut sound, a lost font,
# a short tiles.txt, each in its own copy.
damage() {
    rm -rf "$tmp/bad"
    cp -r "$assets" "$tmp/bad"
    eval "$2"
    check_dir "$tmp/bad" >"$tmp/bad.log" 2>&1
    if grep -q '^FAIL ' "$tmp/bad.log" && grep -q "$3" "$tmp/bad.log"; then
        ok
    else
        bad "damaged copy ($1) not noticed; checker said:"
        grep -v '^PASS ' "$tmp/bad.log" | head -n 5
    fi
}
damage "blank face 3" \
    'convert "$tmp/bad/tiles.png" \( -size 128x128 xc:none \) -geometry +256+0 -compose Copy -composite "$tmp/bad/tiles.png"' \
    '^FAIL no face is blank'
damage "truncated match.wav" \
    'head -c 3000 "$assets/sounds/match.wav" >"$tmp/bad/sounds/match.wav"' \
    '^FAIL sounds/match.wav has a RIFF'
damage "silent select.wav" \
    'python3 -c "import sys; d=open(sys.argv[1],\"rb\").read(); open(sys.argv[1],\"wb\").write(d[:44]+bytes(len(d)-44))" "$tmp/bad/sounds/select.wav"' \
    '^FAIL sounds/select.wav is audible'
damage "missing bold font" 'rm "$tmp/bad/fonts/DejaVuSans-Bold.ttf"' '^FAIL fonts/DejaVuSans-Bold.ttf'
damage "tiles.txt one line short" \
    'sed -i "\$d" "$tmp/bad/tiles.txt"' '^FAIL cells after the last face'
damage "two faces alike" \
    'convert "$tmp/bad/tiles.png" \( +clone -crop 128x128+0+0 +repage \) -geometry +128+0 -compose Copy -composite "$tmp/bad/tiles.png"' \
    '^FAIL no two faces'

# The tools reproduce the committed files.
if [ "${LLK_CORE_ONLY:-0}" = 1 ]; then
    echo "note: LLK_CORE_ONLY=1 (no SDL): regenerating the assets is left to the full suite"
else
    flags=""
    if [ "${LLK_SANITIZED:-0}" = 1 ]; then
        flags="-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all -O1"
    fi
    mkdir -p "$tmp/regen"
    if BUILD="$tmp/build" TOOL_CFLAGS="$flags" sh "$top/tools/make_assets.sh" "$tmp/regen" >"$tmp/regen.log" 2>&1; then
        ok
    else
        bad "tools/make_assets.sh failed; its output:"
        tail -n 20 "$tmp/regen.log"
    fi
    for f in tiles.png icon.png; do
        diff=$(compare -metric AE "$assets/$f" "$tmp/regen/$f" null: 2>&1)
        if [ "$diff" = 0 ]; then
            ok
        else
            bad "regenerated $f differs from the committed one in $diff pixels"
        fi
    done
    for f in tiles.txt sounds/select.wav sounds/match.wav sounds/refuse.wav sounds/hint.wav \
        sounds/redeal.wav sounds/clear.wav sounds/timeup.wav fonts/DejaVuSans.ttf \
        fonts/DejaVuSans-Bold.ttf fonts/LICENSE-DejaVu.txt LICENSE-NotoColorEmoji.txt; do
        if cmp -s "$assets/$f" "$tmp/regen/$f"; then
            ok
        else
            bad "regenerated $f differs from the committed one (run: make assets)"
        fi
    done
fi

echo "assets: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
