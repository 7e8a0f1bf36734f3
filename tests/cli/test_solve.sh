#!/bin/sh
# test_solve.sh - llk solve, generate, hint and shuffle from the outside:
# every `solved` answer is replayed by a checker written here in Python
# (its own path rule and shift), generate is deterministic and balanced,
# hint and shuffle answers are checked the same way, and bad input or bad
# options give one "llk: ..." line and exit status 2.
set -u
top=${LLK_TOP:-$(cd "$(dirname "$0")/../.." && pwd)}
LLK=${LLK:-$top/build/llk}
pass=0
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }
check() { # check WHAT COMMAND...: the command must succeed
    what=$1
    shift
    if "$@"; then ok; else bad "$what"; fi
}

# ---- the independent checker --------------------------------------------
cat >"$tmp/check.py" <<'EOF'
import sys

def boards(path):
    out, cur = [], []
    for line in open(path):
        s = line.strip()
        if s.startswith('#'):
            continue
        if not s:
            if cur:
                out.append(cur)
            cur = []
            continue
        cur.append([int(x) for x in s.split()])
    if cur:
        out.append(cur)
    return out

def free(g, r, c):
    R, C = len(g), len(g[0])
    return r < 0 or c < 0 or r >= R or c >= C or g[r][c] == 0

def clear(g, r1, c1, r2, c2):
    dr = (r2 > r1) - (r2 < r1)
    dc = (c2 > c1) - (c2 < c1)
    r, c = r1 + dr, c1 + dc
    while (r, c) != (r2, c2):
        if not free(g, r, c):
            return False
        r, c = r + dr, c + dc
    return True

def joined(g, a, b):
    (ar, ac), (br, bc) = a, b
    R, C = len(g), len(g[0])
    if a == b:
        return False
    if (ar == br or ac == bc) and clear(g, ar, ac, br, bc):
        return True
    for x in range(-1, C + 1):
        if ((x == ac or free(g, ar, x)) and (x == bc or free(g, br, x))
                and clear(g, ar, ac, ar, x) and clear(g, ar, x, br, x)
                and clear(g, br, x, br, bc)):
            return True
    for y in range(-1, R + 1):
        if ((y == ar or free(g, y, ac)) and (y == br or free(g, y, bc))
                and clear(g, ar, ac, y, ac) and clear(g, y, ac, y, bc)
                and clear(g, y, bc, br, bc)):
            return True
    return False

def compact(g, cells):
    vals = [g[r][c] for r, c in cells if g[r][c]]
    vals += [0] * (len(cells) - len(vals))
    for (r, c), v in zip(cells, vals):
        g[r][c] = v

def rows(g, r0, r1, c0, c1, to):
    for r in range(r0, r1):
        cells = [(r, c) for c in range(c0, c1)]
        compact(g, cells if to < 0 else cells[::-1])

def cols(g, r0, r1, c0, c1, to):
    for c in range(c0, c1):
        cells = [(r, c) for r in range(r0, r1)]
        compact(g, cells if to < 0 else cells[::-1])

def shift(g, mode):
    R, C = len(g), len(g[0])
    h, w = R // 2, C // 2
    if mode == 'down': cols(g, 0, R, 0, C, 1)
    elif mode == 'up': cols(g, 0, R, 0, C, -1)
    elif mode == 'left': rows(g, 0, R, 0, C, -1)
    elif mode == 'right': rows(g, 0, R, 0, C, 1)
    elif mode == 'split-vertical': cols(g, 0, h, 0, C, -1); cols(g, h, R, 0, C, 1)
    elif mode == 'gather-vertical': cols(g, 0, h, 0, C, 1); cols(g, h, R, 0, C, -1)
    elif mode == 'split-horizontal': rows(g, 0, R, 0, w, -1); rows(g, 0, R, w, C, 1)
    elif mode == 'gather-horizontal': rows(g, 0, R, 0, w, 1); rows(g, 0, R, w, C, -1)
    elif mode == 'top-left-bottom-right': rows(g, 0, h, 0, C, -1); rows(g, h, R, 0, C, 1)
    elif mode == 'left-down-right-up': cols(g, 0, R, 0, w, 1); cols(g, 0, R, w, C, -1)
    elif mode in ('outward', 'inward'):
        s = 1 if mode == 'outward' else -1
        for (r0, r1, rt) in ((0, h, -1), (h, R, 1)):
            for (c0, c1, ct) in ((0, w, -1), (w, C, 1)):
                rows(g, r0, r1, c0, c1, ct * s)
                cols(g, r0, r1, c0, c1, rt * s)

def move(g, mode, r1, c1, r2, c2):
    R, C = len(g), len(g[0])
    if not (0 <= r1 < R and 0 <= r2 < R and 0 <= c1 < C and 0 <= c2 < C):
        return False
    k = g[r1][c1]
    if k == 0 or g[r2][c2] != k or not joined(g, (r1, c1), (r2, c2)):
        return False
    g[r1][c1] = g[r2][c2] = 0
    shift(g, mode)
    return True

def main():
    what, mode, board_file = sys.argv[1], sys.argv[2], sys.argv[3]
    bs = boards(board_file) if what != 'solution' else []
    if what == 'solve':
        # stdin: solve output for every board; all must be `solved`.
        lines = sys.stdin.read().split('\n')
        i = 0
        for g in bs:
            head = lines[i].split()
            i += 1
            if head[0] != 'solved':
                print('not solved:', lines[i - 1]); sys.exit(1)
            n = int(head[1])
            for _ in range(n):
                r1, c1, r2, c2 = map(int, lines[i].split())
                i += 1
                if not move(g, mode, r1, c1, r2, c2):
                    print('illegal move', r1, c1, r2, c2); sys.exit(1)
            if any(v for row in g for v in row):
                print('tiles left'); sys.exit(1)
    elif what == 'hint':
        # argv[4]: the hint line; the pair must be legal on the first board.
        h = sys.argv[4].split()
        g = bs[0]
        if h[0] != 'hint' or not move(g, mode, *map(int, h[1:5])):
            print('bad hint', sys.argv[4]); sys.exit(1)
    elif what == 'same-occupancy':
        a, b = boards(sys.argv[4]), bs
        for x, y in zip(a, b):
            if [[v != 0 for v in r] for r in x] != [[v != 0 for v in r] for r in y]:
                sys.exit(1)
            if sorted(v for r in x for v in r) != sorted(v for r in y for v in r):
                sys.exit(1)
    elif what == 'solution':
        # board_file: generate --solution output; every board is followed
        # by `solved N` and N moves that must clear it. argv[4]: the same
        # generate run without --solution, whose boards must be the same.
        plain = boards(sys.argv[4])
        blocks, cur = [], None
        for line in open(board_file):
            s = line.strip()
            if s.startswith('# seed'):
                cur = {'board': [], 'moves': [], 'n': None}
                blocks.append(cur)
            elif not s or s.startswith('#'):
                continue
            elif s.startswith('solved'):
                cur['n'] = int(s.split()[1])
            elif cur['n'] is None:
                cur['board'].append([int(x) for x in s.split()])
            else:
                cur['moves'].append([int(x) for x in s.split()])
        if len(blocks) != len(plain) or not blocks:
            print('boards:', len(blocks), 'without --solution:', len(plain)); sys.exit(1)
        for blk, g0 in zip(blocks, plain):
            g = blk['board']
            if g != g0:
                print('--solution changed a board'); sys.exit(1)
            if blk['n'] is None or blk['n'] != len(blk['moves']):
                print('bad solved line or move count'); sys.exit(1)
            for r1, c1, r2, c2 in blk['moves']:
                if not move(g, mode, r1, c1, r2, c2):
                    print('illegal move', r1, c1, r2, c2); sys.exit(1)
            if any(v for row in g for v in row):
                print('tiles left'); sys.exit(1)
    elif what == 'balanced':
        kinds = int(sys.argv[4])
        for g in bs:
            cnt = {}
            for row in g:
                for v in row:
                    cnt[v] = cnt.get(v, 0) + 1
            if 0 in cnt or any(v % 2 for v in cnt.values()):
                sys.exit(1)
            if len(cnt) != kinds or max(cnt.values()) - min(cnt.values()) > 2:
                sys.exit(1)

main()
EOF
refcheck() { python3 "$tmp/check.py" "$@"; }

# ---- solve ----------------------------------------------------------------
printf '1 2 3 3 2 1\n\n1 0 2\n2 0 1\n' >"$tmp/easy.txt"
printf '1 2\n2 1\n\n3 3 4 4\n5 1 2 6\n5 2 1 6\n7 7 8 8\n' >"$tmp/lost.txt"
for mode in none down up left right split-vertical gather-vertical split-horizontal \
    gather-horizontal top-left-bottom-right left-down-right-up outward inward; do
    "$LLK" solve "$tmp/easy.txt" --shift "$mode" >"$tmp/out" 2>"$tmp/err"
    check "solve easy --shift $mode exit 0" test $? -eq 0
    check "solve easy --shift $mode replays" refcheck solve "$mode" "$tmp/easy.txt" <"$tmp/out"
done
"$LLK" solve "$tmp/lost.txt" >"$tmp/out"
check "crossed boards are unsolvable" test "$(cat "$tmp/out")" = "$(printf 'unsolvable\nunsolvable')"
"$LLK" solve "$tmp/lost.txt" --shift down --budget-ms 2000 >"$tmp/out"
check "crossed 2x2 unsolvable with down" test "$(head -n 1 "$tmp/out")" = unsolvable

# ---- generate -------------------------------------------------------------
"$LLK" generate --rows 12 --cols 8 --kinds 24 --seed 5 --count 3 >"$tmp/g1"
check "generate exit 0" test $? -eq 0
"$LLK" generate --rows 12 --cols 8 --kinds 24 --seed 5 --count 3 >"$tmp/g2"
check "generate is deterministic" cmp -s "$tmp/g1" "$tmp/g2"
check "generate comment line" test "$(head -n 1 "$tmp/g1")" = "# seed 5 rows 12 cols 8 kinds 24 shift none"
check "generate: three boards" test "$(grep -c '^# seed' "$tmp/g1")" -eq 3
check "generate: 12 rows of 8" test "$(grep -vc '^#' "$tmp/g1")" -eq 38
check "generate balanced" refcheck balanced none "$tmp/g1" 24
# Board 3 of the batch is reproduced by its own comment line's seed.
"$LLK" generate --rows 12 --cols 8 --kinds 24 --seed 7 >"$tmp/g3"
awk 'BEGIN{n=0} /^# seed/{n++} n==3' "$tmp/g1" >"$tmp/g1third"
check "each board reproducible from its seed" cmp -s "$tmp/g1third" "$tmp/g3"
"$LLK" solve "$tmp/g1" >"$tmp/out"
check "generated boards solve and replay" refcheck solve none "$tmp/g1" <"$tmp/out"
for mode in down inward split-horizontal; do
    "$LLK" generate --rows 6 --cols 6 --kinds 9 --shift "$mode" --seed 11 --count 2 >"$tmp/gm"
    check "generate --shift $mode comment" grep -q "^# seed 11 rows 6 cols 6 kinds 9 shift $mode\$" "$tmp/gm"
    "$LLK" solve "$tmp/gm" --shift "$mode" >"$tmp/out"
    check "generated $mode boards replay" refcheck solve "$mode" "$tmp/gm" <"$tmp/out"
done
# --solution: each board's line, replayed by the checker in every mode.
for mode in none down up left right split-vertical gather-vertical split-horizontal \
    gather-horizontal top-left-bottom-right left-down-right-up outward inward; do
    "$LLK" generate --rows 6 --cols 8 --kinds 12 --shift "$mode" --seed 21 --count 3 \
        --solution >"$tmp/gs"
    check "generate --solution $mode exit 0" test $? -eq 0
    "$LLK" generate --rows 6 --cols 8 --kinds 12 --shift "$mode" --seed 21 --count 3 >"$tmp/gp"
    check "generate --solution $mode lines clear the boards" \
        refcheck solution "$mode" "$tmp/gs" "$tmp/gp"
done
"$LLK" generate --rows 10 --cols 18 --kinds 45 --shift down --seed 3 --solution >"$tmp/gs"
"$LLK" generate --rows 10 --cols 18 --kinds 45 --shift down --seed 3 >"$tmp/gp"
check "generate --solution 10x18 down" refcheck solution down "$tmp/gs" "$tmp/gp"
check "generate --solution: solved 90" grep -qx 'solved 90' "$tmp/gs"
# A board the budget leaves unproven is followed by `unknown`, not a line.
"$LLK" generate --rows 128 --cols 128 --kinds 2000 --seed 3 --budget-ms 50 --solution \
    >"$tmp/gu" 2>/dev/null
check "generate --solution: unknown after an unproven board" test "$(tail -n 1 "$tmp/gu")" = unknown
"$LLK" generate --rows 4 --cols 4 --kinds 4 >"$tmp/gf"
seed=$(sed -n 's/^# seed \([0-9]*\) .*/\1/p' "$tmp/gf")
check "fresh seed printed" test -n "$seed"
"$LLK" generate --rows 4 --cols 4 --kinds 4 --seed "$seed" >"$tmp/gf2"
check "fresh seed reproduces" cmp -s "$tmp/gf" "$tmp/gf2"

# ---- hint -----------------------------------------------------------------
# A small winnable board: the first hint is winning and legal, and the
# --skip cycle goes through every removable pair once.
printf '1 2 1\n3 0 3\n2 4 4\n' >"$tmp/h.txt"
h0=$("$LLK" hint "$tmp/h.txt")
check "hint winning ($h0)" sh -c "echo '$h0' | grep -q ' winning\$'"
check "hint legal" refcheck hint none "$tmp/h.txt" "$h0"
"$LLK" solve "$tmp/h.txt" >/dev/null
n=$("$LLK" pairs "$tmp/h.txt" --count | awk '{print $2}')
seen=""
i=0
while [ "$i" -lt "$n" ]; do
    h=$("$LLK" hint "$tmp/h.txt" --skip "$i")
    check "hint --skip $i legal" refcheck hint none "$tmp/h.txt" "$h"
    case "$seen" in *"|$h|"*) bad "hint --skip $i repeats: $h" ;; *) ok ;; esac
    seen="$seen|$h|"
    i=$((i + 1))
done
check "hint --skip N cycles" test "$("$LLK" hint "$tmp/h.txt" --skip "$n")" = "$h0"
printf '1 2\n2 1\n' >"$tmp/x.txt"
check "hint none" test "$("$LLK" hint "$tmp/x.txt")" = none
printf '3 3 0 0\n0 1 2 0\n0 2 1 0\n' >"$tmp/lostpair.txt"
check "hint on a lost board is unproven" test "$("$LLK" hint "$tmp/lostpair.txt")" = "hint 0 0 0 1 unproven"

# ---- shuffle --------------------------------------------------------------
printf '1 2 0 3\n2 1 3 4\n0 4 5 5\n6 0 6 0\n' >"$tmp/s.txt"
for mode in none down outward; do
    "$LLK" shuffle "$tmp/s.txt" --shift "$mode" --seed 9 >"$tmp/sh" 2>"$tmp/err"
    check "shuffle $mode exit 0" test $? -eq 0
    check "shuffle $mode no note" test ! -s "$tmp/err"
    check "shuffle $mode keeps occupancy" refcheck same-occupancy none "$tmp/sh" "$tmp/s.txt"
    "$LLK" solve "$tmp/sh" --shift "$mode" >"$tmp/out"
    check "shuffled $mode board replays" refcheck solve "$mode" "$tmp/sh" <"$tmp/out"
    "$LLK" shuffle "$tmp/s.txt" --shift "$mode" --seed 9 >"$tmp/sh2"
    check "shuffle $mode deterministic" cmp -s "$tmp/sh" "$tmp/sh2"
done

# ---- errors ---------------------------------------------------------------
expect_usage() { # expect_usage WHAT ARGS...: exit 2, one line "llk: ..."
    what=$1
    shift
    "$LLK" "$@" >"$tmp/o" 2>"$tmp/e"
    st=$?
    if [ "$st" -eq 2 ] && [ "$(wc -l <"$tmp/e")" -eq 1 ] && grep -q '^llk: ' "$tmp/e" &&
        [ ! -s "$tmp/o" ]; then
        ok
    else
        bad "$what: exit $st, stderr: $(cat "$tmp/e")"
    fi
}
printf '1 2\n1\n' >"$tmp/ragged.txt"
expect_usage "solve without file" solve
expect_usage "solve missing file" solve "$tmp/nope.txt"
expect_usage "solve ragged board" solve "$tmp/ragged.txt"
expect_usage "solve bad shift" solve "$tmp/easy.txt" --shift sideways
expect_usage "solve shift without mode" solve "$tmp/easy.txt" --shift
expect_usage "solve bad budget" solve "$tmp/easy.txt" --budget-ms -5
expect_usage "solve budget not a number" solve "$tmp/easy.txt" --budget-ms 10x
expect_usage "solve unknown option" solve "$tmp/easy.txt" --fast
expect_usage "solve two files" solve "$tmp/easy.txt" "$tmp/easy.txt"
expect_usage "generate no args" generate
expect_usage "generate odd size" generate --rows 3 --cols 3 --kinds 2
expect_usage "generate too many kinds" generate --rows 4 --cols 4 --kinds 9
expect_usage "generate zero kinds" generate --rows 4 --cols 4 --kinds 0
expect_usage "generate huge rows" generate --rows 5000 --cols 4 --kinds 2
expect_usage "generate bad seed" generate --rows 4 --cols 4 --kinds 2 --seed -1
expect_usage "generate bad count" generate --rows 4 --cols 4 --kinds 2 --count 0
expect_usage "generate stray argument" generate --rows 4 --cols 4 --kinds 2 board.txt
expect_usage "generate --skip" generate --rows 4 --cols 4 --kinds 2 --skip 1
expect_usage "generate --solution=1" generate --rows 4 --cols 4 --kinds 2 --solution=1
expect_usage "solve --solution" solve "$tmp/lost.txt" --solution
expect_usage "hint bad skip" hint "$tmp/h.txt" --skip -1
expect_usage "hint missing file" hint "$tmp/nope.txt"
expect_usage "shuffle bad seed" shuffle "$tmp/s.txt" --seed abc
expect_usage "shuffle bad shift" shuffle "$tmp/s.txt" --shift Down
# A kind of odd count: no arrangement clears it, so no board at all (the
# second board is fine: nothing is printed for it either).
printf '1 1 1\n2 2 2\n\n1 1\n' >"$tmp/odd.txt"
expect_usage "shuffle odd counts" shuffle "$tmp/odd.txt" --seed 1
check "shuffle odd counts: names the kind" grep -q "board 1: kind 1 appears 3 times" "$tmp/e"
# Integer options: plain decimal digits, an optional minus, nothing else.
for v in " 4" "+4" "4 " "0x4" "4.0" "" "-" "1e3" "０４"; do
    expect_usage "generate --rows '$v'" generate --rows "$v" --cols 4 --kinds 2 --seed 1
done
expect_usage "solve --budget-ms ' 5'" solve "$tmp/easy.txt" --budget-ms " 5"
expect_usage "hint --skip +1" hint "$tmp/h.txt" --skip +1
expect_usage "generate --seed ' 1'" generate --rows 4 --cols 4 --kinds 2 --seed " 1"
expect_usage "generate --seed +1" generate --rows 4 --cols 4 --kinds 2 --seed +1
"$LLK" generate --rows 4 --cols 4 --kinds 2 --seed 1 --budget-ms=-0 >/dev/null 2>&1
check "generate --budget-ms -0 refused (range 1..)" test $? -eq 2
"$LLK" solve --help >"$tmp/o" 2>&1
check "solve --help exit 0" test $? -eq 0
check "solve --help text" grep -q "usage: llk solve" "$tmp/o"
check "llk --help lists solve" sh -c "'$LLK' --help | grep -q '^  solve'"

echo "test_solve: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
