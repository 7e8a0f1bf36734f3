#!/bin/sh
# test_assets.sh - the committed assets are complete and valid: every tile
# set (assets/ itself and assets/tilesets/*) follows the layout contract of
# assets/README.md (128 px faces, 8 a row, one line of tiles.txt per face,
# at least 45, none blank, no two alike in pixels or in outline; the same
# faces at four sizes or more in tiles-N.png), at least
# three backgrounds that tile seamlessly and keep white text readable, the
# menu and play music are Ogg Vorbis loops of 30-90 s, every sound is a
# short 16-bit PCM WAV that is not silent, the fonts and licences are
# there, and assets/README.md names every file (the title art too). The checker is also run on
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

def check_set(sd, label):
    """One tile set: tiles.txt and tiles.png in directory sd."""
    # tiles.txt: "k U+XXXX[ U+XXXX...] name", k = 1, 2, 3, ...
    kinds = []
    txt = os.path.join(sd, "tiles.txt")
    if report(os.path.isfile(txt), "%s: tiles.txt exists" % label):
        with open(txt, encoding="utf-8") as f:
            lines = f.read().split("\n")
        if lines and lines[-1] == "":
            lines.pop()
        good = True
        for i, line in enumerate(lines, 1):
            m = re.fullmatch(r"(\d+)((?: U\+[0-9A-F]{4,6})+) ([a-z][a-z -]*)", line)
            if not m or int(m.group(1)) != i:
                print("FAIL %s: tiles.txt:%d: expected '%d U+XXXX name', got %r" % (label, i, i, line))
                good = False
                break
            kinds.append((m.group(2).strip(), m.group(3)))
        report(good, "%s: tiles.txt lines numbered 1..N with codepoints and a name" % label)
        report(len(kinds) >= 45, "%s: tiles.txt lists at least 45 faces (has %d)" % (label, len(kinds)))
        report(len({k[0] for k in kinds}) == len(kinds), "%s: tiles.txt codepoints all different" % label)
        report(len({k[1] for k in kinds}) == len(kinds), "%s: tiles.txt names all different" % label)

    # tiles.png: 8 faces a row, 128 px each, as many rows as tiles.txt needs.
    png = os.path.join(sd, "tiles.png")
    size = png_size(png) if os.path.isfile(png) else None
    if not report(size is not None, "%s: tiles.png is a PNG" % label):
        return
    w, h, depth, ctype = size
    rows = (len(kinds) + COLS - 1) // COLS
    report((w, h) == (COLS * FACE, rows * FACE),
           "%s: tiles.png is %dx%d for %d faces (is %dx%d)" % (label, COLS * FACE, rows * FACE, len(kinds), w, h))
    report(depth == 8 and ctype == 6, "%s: tiles.png is 8-bit RGBA (depth %d, colour type %d)" % (label, depth, ctype))
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
              "%s: ImageMagick reads every cell of tiles.png" % label):
        blank = [i + 1 for i, c in enumerate(cells[:len(kinds)]) if float(c[0]) < 0.05]
        report(not blank, "%s: no face is blank (blank: %s)" % (label, blank))
        opaque = [i + 1 for i, c in enumerate(cells[:len(kinds)]) if float(c[1]) != 0.0]
        report(not opaque, "%s: every face has a transparent background (not: %s)" % (label, opaque))
        hashes = [c[2] for c in cells[:len(kinds)]]
        report(len(set(hashes)) == len(hashes), "%s: no two faces have the same pixels" % label)
        spare = [i + 1 for i, c in enumerate(cells) if i >= len(kinds) and float(c[0]) != 0.0]
        report(not spare, "%s: cells after the last face are empty (not: %s)" % (label, spare))
    # Faces distinct by shape: coarse alpha silhouettes (16x16 cells of 8 px,
    # averaged by ImageMagick) differ in at least 8 % of their area for
    # every pair.
    g = FACE // 8
    r = subprocess.run(["convert", png, "-alpha", "extract", "-scale", "%dx%d" % (w // 8, h // 8),
                        "-depth", "8", "gray:-"], capture_output=True)
    if not report(r.returncode == 0 and len(r.stdout) == (w // 8) * (h // 8),
                  "%s: ImageMagick reads the alpha of tiles.png" % label):
        return
    a, sw = r.stdout, w // 8
    sils = []
    for k in range(len(kinds)):
        x0, y0 = (k % COLS) * g, (k // COLS) * g
        sils.append([v / 255.0 for y in range(y0, y0 + g) for v in a[y * sw + x0:y * sw + x0 + g]])
    best, pair = 9.0, None
    mass = [sum(s) for s in sils]
    for i in range(len(sils)):
        for j in range(i + 1, len(sils)):
            diff = sum(abs(p - q) for p, q in zip(sils[i], sils[j]))
            uni = (mass[i] + mass[j] + diff) / 2  # the sum of max(p, q)
            dist = diff / uni if uni else 0.0
            if dist < best:
                best, pair = dist, (i + 1, j + 1)
    report(best >= 0.08, "%s: no two faces have nearly the same outline (closest %.3f: %s)"
           % (label, best, pair))

    # The other sizes, tiles-N.png: N px faces, the same rows (their faces:
    # tests/cli/test_faces.sh).
    sizes = sorted(int(m.group(1)) for m in
                   (re.fullmatch(r"tiles-(\d+)\.png", f) for f in os.listdir(sd)) if m)
    report(len(sizes) >= 4 and sizes[0] <= 30,
           "%s: tiles-N.png at four sizes or more, the smallest at most 30 px (%s)" % (label, sizes))
    for n in sizes:
        path = os.path.join(sd, "tiles-%d.png" % n)
        sz = png_size(path)
        report(sz is not None and sz[:2] == (COLS * n, rows * n) and sz[2:] == (8, 6),
               "%s: tiles-%d.png is an RGBA PNG of %dx%d (%s)" % (label, n, COLS * n, rows * n, sz))


sets = [(d, "tile set emoji")]
tsdir = os.path.join(d, "tilesets")
for name in sorted(os.listdir(tsdir)) if os.path.isdir(tsdir) else []:
    sets.append((os.path.join(tsdir, name), "tile set " + name))
# CHECK_PARTS: the costly parts to check (a damaged copy's check skips those
# its damage cannot touch); the rest is always checked.
parts = os.environ.get("CHECK_PARTS", "tiles backgrounds").split()
if "tiles" in parts:
    report(len(sets) >= 2, "at least two tile sets (%s)" % [s[1] for s in sets])
    for sd, label in sets:
        check_set(sd, label)

# Backgrounds: at least three PNGs, opaque, at least 256 px, all different,
# each tiling seamlessly (its edges join as smoothly as its inside), dark
# enough for white text (contrast at least 4.5:1).
bgdir = os.path.join(d, "backgrounds")
bgs = sorted(f for f in os.listdir(bgdir) if f.endswith(".png")) if os.path.isdir(bgdir) else []
report(len(bgs) >= 3, "at least three backgrounds (%s)" % bgs)
means = {}
for f in bgs if "backgrounds" in parts else []:
    path = os.path.join(bgdir, f)
    size = png_size(path)
    if not report(size is not None and size[0] >= 256 and size[1] >= 256 and size[3] in (2, 6),
                  "backgrounds/%s is an RGB(A) PNG of at least 256x256 (%s)" % (f, size,)):
        continue
    bw, bh = size[0], size[1]
    r = subprocess.run(["convert", path, "-alpha", "off", "-depth", "8", "rgb:-"], capture_output=True)
    px = r.stdout
    if not report(r.returncode == 0 and len(px) == bw * bh * 3, "backgrounds/%s readable" % f):
        continue
    def lum(i):
        ch = []
        for c in px[i:i + 3]:
            c = c / 255.0
            ch.append(c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4)
        return 0.2126 * ch[0] + 0.7152 * ch[1] + 0.0722 * ch[2]
    brightest = max(px[i] + px[i + 1] + px[i + 2] for i in range(0, len(px), 3))
    top = max(lum(i) for i in {px[i:i + 3]: i for i in range(0, len(px), 3)
                               if px[i] + px[i + 1] + px[i + 2] >= brightest - 30}.values())
    report(1.05 / (top + 0.05) >= 4.5, "backgrounds/%s keeps white text at 4.5:1 (%.2f)"
           % (f, 1.05 / (top + 0.05)))
    def col_diff(x1, x2):
        return sum(abs(px[(y * bw + x1) * 3 + c] - px[(y * bw + x2) * 3 + c])
                   for y in range(bh) for c in range(3)) / (bh * 3.0)
    def row_diff(y1, y2):
        return sum(abs(px[(y1 * bw + x) * 3 + c] - px[(y2 * bw + x) * 3 + c])
                   for x in range(bw) for c in range(3)) / (bw * 3.0)
    inside = max(col_diff(bw // 2, bw // 2 + 1), row_diff(bh // 2, bh // 2 + 1), 1.0)
    seam = max(col_diff(bw - 1, 0), row_diff(bh - 1, 0))
    report(seam <= 3 * inside + 2, "backgrounds/%s tiles seamlessly (edge step %.1f, inside %.1f)"
           % (f, seam, inside))
    means[f] = [sum(px[c::3]) / (bw * bh) for c in range(3)]
close = [(x, y) for x in means for y in means if x < y
         and sum(abs(p - q) for p, q in zip(means[x], means[y])) < 12]
report(not close, "backgrounds differ in colour (alike: %s)" % close)

# Music: Ogg Vorbis loops for the menu and play screens, 30 to 90 s, each
# under 1.5 MB.
def ogg_info(path):
    data = open(path, "rb").read()
    if data[:4] != b"OggS":
        return None
    idh = data.find(b"\x01vorbis")
    if idh < 0:
        return None
    channels = data[idh + 11]
    rate = struct.unpack("<I", data[idh + 12:idh + 16])[0]
    last = data.rfind(b"OggS")
    granule = struct.unpack("<q", data[last + 6:last + 14])[0]
    eos = data[last + 5] & 4
    return channels, rate, granule / float(rate) if rate else 0, eos, len(data)
for name in ("menu", "play"):
    path = os.path.join(d, "music", name + ".ogg")
    info = ogg_info(path) if os.path.isfile(path) else None
    if not report(info is not None, "music/%s.ogg is Ogg Vorbis" % name):
        continue
    ch, rate, secs, eos, nbytes = info
    report(ch in (1, 2) and 22050 <= rate <= 48000, "music/%s.ogg: %d channels at %d Hz" % (name, ch, rate))
    report(eos and 30 <= secs <= 90, "music/%s.ogg lasts 30 to 90 s and ends its stream (%.1f s)" % (name, secs))
    report(nbytes < 1500000, "music/%s.ogg is under 1.5 MB (%d bytes)" % (name, nbytes))

icon = os.path.join(d, "icon.png")
size = png_size(icon) if os.path.isfile(icon) else None
report(size is not None and size[0] == size[1] and size[0] >= 32 and size[3] == 6,
       "icon.png is a square RGBA PNG of at least 32 px (%s)" % (size,))

# Sounds: RIFF/WAVE, PCM 16-bit mono, data as long as said, 0.03..0.6 s, not silent.
for name in ("select", "match", "combo", "refuse", "hint", "redeal", "clear", "timeup", "ui",
             "ui_move", "ui_back"):
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
                    ("LICENSE-NotoColorEmoji.txt", "SIL OPEN FONT LICENSE"),
                    ("LICENSE-NotoCJK.txt", "SIL OPEN FONT LICENSE")):
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

# The committed files and the checker itself (Python and ImageMagick, no
# code of ours) are checked once, in the plain lane; the sanitized lane
# runs only what it adds: our tools under the sanitizers.
if [ "${LLK_SANITIZED:-0}" = 1 ]; then
    echo "== the committed files are checked in the plain lane; here the sanitized tools regenerate them"
else
    echo "== committed assets in $assets"
    check_dir "$assets" >"$tmp/committed.log" 2>&1
    tally committed "$tmp/committed.log"
    if grep -q '^Traceback' "$tmp/committed.log"; then
        bad "committed: the checker crashed"
        cat "$tmp/committed.log"
    fi

    # The checker must notice damage: a blank face, a cut sound, a lost font,
    # a short tiles.txt, each in its own copy. damage WHAT HOW EXPECT [PARTS]:
    # PARTS, the costly parts checked (default both: tiles, backgrounds).
    damage() {
        rm -rf "$tmp/bad"
        cp -r "$assets" "$tmp/bad"
        eval "$2"
        CHECK_PARTS=${4:-tiles backgrounds} check_dir "$tmp/bad" >"$tmp/bad.log" 2>&1
        if grep -q '^FAIL ' "$tmp/bad.log" && grep -q "$3" "$tmp/bad.log"; then
            ok
        else
            bad "damaged copy ($1) not noticed; checker said:"
            grep -v '^PASS ' "$tmp/bad.log" | head -n 5
        fi
    }
    damage "blank face 3" \
        'convert "$tmp/bad/tiles.png" \( -size 128x128 xc:none \) -geometry +256+0 -compose Copy -composite "$tmp/bad/tiles.png"' \
        '^FAIL tile set emoji: no face is blank'
    damage "truncated match.wav" \
        'head -c 3000 "$assets/sounds/match.wav" >"$tmp/bad/sounds/match.wav"' \
        '^FAIL sounds/match.wav has a RIFF' none
    damage "silent select.wav" \
        'python3 -c "import sys; d=open(sys.argv[1],\"rb\").read(); open(sys.argv[1],\"wb\").write(d[:44]+bytes(len(d)-44))" "$tmp/bad/sounds/select.wav"' \
        '^FAIL sounds/select.wav is audible' none
    damage "missing bold font" 'rm "$tmp/bad/fonts/DejaVuSans-Bold.ttf"' '^FAIL fonts/DejaVuSans-Bold.ttf' none
    damage "tiles.txt one line short" \
        'sed -i "\$d" "$tmp/bad/tiles.txt"' '^FAIL tile set emoji: cells after the last face'
    damage "two faces alike" \
        'convert "$tmp/bad/tiles.png" \( +clone -crop 128x128+0+0 +repage \) -geometry +128+0 -compose Copy -composite "$tmp/bad/tiles.png"' \
        '^FAIL tile set emoji: no two faces'

    damage "two mahjong faces alike in outline" \
        'convert "$tmp/bad/tilesets/mahjong/tiles.png" \( +clone -crop 128x128+0+0 +repage -modulate 100,100,50 \) -geometry +128+0 -compose Copy -composite "$tmp/bad/tilesets/mahjong/tiles.png"' \
        '^FAIL tile set mahjong: no two faces have nearly the same outline'
    damage "a background with a seam" \
        'convert "$tmp/bad/backgrounds/wood.png" -fill white -draw "rectangle 0,0 0,511" "$tmp/bad/backgrounds/wood.png"' \
        '^FAIL backgrounds/wood.png' backgrounds
    damage "truncated play.ogg" \
        'head -c 20000 "$assets/music/play.ogg" >"$tmp/bad/music/play.ogg"' \
        '^FAIL music/play.ogg lasts' none
    damage "only two backgrounds" 'rm "$tmp/bad/backgrounds/silk.png" "$tmp/bad/backgrounds/ink.png"' \
        '^FAIL at least three backgrounds' backgrounds
fi


# The tools reproduce the committed files.
if [ "${LLK_CORE_ONLY:-0}" = 1 ]; then
    echo "SKIP: LLK_CORE_ONLY=1 (no SDL): regenerating the assets is left to the full suite"
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
    for f in tiles.png icon.png tilesets/mahjong/tiles.png backgrounds/felt.png \
        backgrounds/wood.png backgrounds/silk.png backgrounds/ink.png \
        $(cd "$assets" && ls tiles-*.png tilesets/*/tiles-*.png title/*.png); do
        diff=$(compare -metric AE "$assets/$f" "$tmp/regen/$f" null: 2>&1)
        if [ "$diff" = 0 ]; then
            ok
        else
            bad "regenerated $f differs from the committed one in $diff pixels"
        fi
    done
    for f in tiles.txt sounds/select.wav sounds/match.wav sounds/combo.wav sounds/refuse.wav \
        sounds/hint.wav sounds/redeal.wav sounds/clear.wav sounds/timeup.wav sounds/ui.wav \
        sounds/ui_move.wav sounds/ui_back.wav \
        fonts/DejaVuSans.ttf \
        fonts/DejaVuSans-Bold.ttf fonts/LICENSE-DejaVu.txt LICENSE-NotoColorEmoji.txt \
        tilesets/mahjong/tiles.txt music/menu.ogg music/play.ogg LICENSE-NotoCJK.txt; do
        if cmp -s "$assets/$f" "$tmp/regen/$f"; then
            ok
        else
            bad "regenerated $f differs from the committed one (run: make assets)"
        fi
    done
fi

echo "assets: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
