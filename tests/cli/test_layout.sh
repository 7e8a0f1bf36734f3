#!/bin/sh
# test_layout.sh - llk generate --layout from the outside: the board keeps
# the layout's holes (0 exactly where the layout has '.'), its comment line
# names the layout, `llk solve --layout` reads the board back and clears it,
# and a bad layout or a size that does not match gives one "llk: ..." line
# naming the line and column, with exit status 2. With --layout, solve,
# hint and shuffle slide the tiles only within the shape (a slide stops at
# a hole: issue 45) and refuse a tile on a hole or a board of another size.
set -u
top=${LLK_TOP:-$(cd "$(dirname "$0")/../.." && pwd)}
. "$top/tests/lib.sh"
t_start layout
lay="$top/assets/layouts/easy-diamond.layout"

t_run "$LLK" generate --layout "$lay" --seed 5 --shift down
t_eq "$STATUS" 0 "generate --layout exits 0"
t_eq "$(echo "$OUT" | head -n 1)" "# seed 5 rows 8 cols 12 kinds 10 shift down layout Diamond" \
    "the comment line names the layout"
# The holes: '.' in the layout <=> 0 in the board.
echo "$OUT" | tail -n +2 >"$T_TMP/board"
grep -E '^[#.]+$' "$lay" >"$T_TMP/rows"
holes=$(awk 'NR == FNR { row[FNR] = $0; next }
    { for (c = 1; c <= NF; c++) {
          cell = substr(row[FNR], c, 1)
          if ((cell == ".") != ($c == 0)) bad++
      } }
    END { print bad + 0 }' "$T_TMP/rows" "$T_TMP/board")
t_eq "$holes" 0 "the board has 0 exactly in the layout's holes"
t_run "$LLK" solve "$T_TMP/board" --shift down --layout "$lay"
t_eq "$(echo "$OUT" | head -n 1)" "solved 20" "llk solve clears the board dealt into the layout"

# The same seed gives the same board; --kinds is taken.
t_run "$LLK" generate --layout "$lay" --seed 5 --shift down
t_eq "$(echo "$OUT" | tail -n +2)" "$(cat "$T_TMP/board")" "the same seed, the same board"
t_run "$LLK" generate --layout "$lay" --seed 5 --kinds 20
t_contains "$(echo "$OUT" | head -n 1)" " kinds 20 " "--kinds is taken"

# The shape keeps its shape: in 1 2 . 2 1 under left, once the 1s go the
# right 2 stays right of the hole (without the layout it slides past it).
printf 'lianliankan layout 1\nname: Gap\nname_zh: 隙\nsize: 1x5\n##.##\n' >"$T_TMP/gap.layout"
printf '1 2 0 2 1\n' >"$T_TMP/gap"
t_run "$LLK" solve "$T_TMP/gap" --shift left
t_eq "$OUT" "$(printf 'solved 2\n0 0 0 4\n0 0 0 1')" "without the layout the 2 slides past the gap"
t_run "$LLK" solve "$T_TMP/gap" --shift left --layout "$T_TMP/gap.layout"
t_eq "$OUT" "$(printf 'solved 2\n0 0 0 4\n0 0 0 3')" "with the layout the slide stops at the gap"
t_run "$LLK" hint "$T_TMP/gap" --shift left --layout "$T_TMP/gap.layout"
t_eq "$OUT" "hint 0 0 0 4 winning" "hint takes the layout"
t_run "$LLK" shuffle "$T_TMP/gap" --shift left --layout "$T_TMP/gap.layout" --seed 3
t_eq "$(echo "$OUT" | tail -n 1 | cut -d' ' -f3)" 0 "shuffle leaves the hole empty"
printf '1 2 2 0 1\n' >"$T_TMP/on-hole"
t_run "$LLK" solve "$T_TMP/on-hole" --layout "$T_TMP/gap.layout"
t_eq "$STATUS" 2 "a tile on a hole: exit 2"
t_contains "$ERR" "board 1: a tile at 0 2, outside the layout's shape" "a tile on a hole: said"
t_run "$LLK" hint "$T_TMP/board" --layout "$T_TMP/gap.layout"
t_eq "$STATUS" 2 "a board of another size than the layout: exit 2"
t_contains "$ERR" "board 1 is 8 x 12, the layout 1 x 5" "another size: said"

# Errors: one line, exit status 2.
printf 'lianliankan layout 1\nname: X\nname_zh: 叉\nsize: 2x2\n##\n#?\n' >"$T_TMP/bad.layout"
t_run "$LLK" generate --layout "$T_TMP/bad.layout"
t_eq "$STATUS" 2 "a bad layout: exit 2"
t_eq "$ERR" "llk: generate: $T_TMP/bad.layout:6:2: '?' is not a cell ('#' a tile, '.' empty)" \
    "a bad layout: its line and column"
t_run "$LLK" generate --layout "$lay" --rows 9
t_eq "$STATUS" 2 "--rows that does not match: exit 2"
t_contains "$ERR" "the layout is 8 x 12, not 9 x 12" "--rows that does not match: said"
t_run "$LLK" generate --layout "$lay" --kinds 21
t_eq "$STATUS" 2 "too many kinds: exit 2"
t_contains "$ERR" "at most 20 kinds fit on the layout's 40 tiles" "too many kinds: said"
t_run "$LLK" generate --layout "$T_TMP/none.layout"
t_eq "$STATUS" 2 "a missing layout file: exit 2"
t_contains "$ERR" "none.layout: No such file or directory" "a missing layout file: said"
t_run "$LLK" generate --layout
t_eq "$STATUS" 2 "--layout without a file: exit 2"
t_done
