#!/bin/sh
# test_layout.sh - llk generate --layout from the outside: the board keeps
# the layout's holes (0 exactly where the layout has '.'), its comment line
# names the layout, `llk solve` reads the board back and clears it, and a
# bad layout or a size that does not match gives one "llk: ..." line naming
# the line and column, with exit status 2.
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
t_run "$LLK" solve "$T_TMP/board" --shift down
t_eq "$(echo "$OUT" | head -n 1)" "solved 20" "llk solve clears the board dealt into the layout"

# The same seed gives the same board; --kinds is taken.
t_run "$LLK" generate --layout "$lay" --seed 5 --shift down
t_eq "$(echo "$OUT" | tail -n +2)" "$(cat "$T_TMP/board")" "the same seed, the same board"
t_run "$LLK" generate --layout "$lay" --seed 5 --kinds 20
t_contains "$(echo "$OUT" | head -n 1)" " kinds 20 " "--kinds is taken"

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
