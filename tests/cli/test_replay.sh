#!/bin/sh
# Command-line tests of `llk replay`: the game's replays of a cleared
# board, a relaxed one left after undo, redo, a re-deal and a restart, and
# an endless board out of time (tests/fuzz/corpus/replay/, written by the
# game) print their game ID, kind, result, score, tiles left, time and
# moves; hand-altered ones (a match of one cell, a time going back, a
# move after the time ran out, a raised score, a changed game ID, a
# re-deal of other tiles, endless's boards of another level) are refused with the failing line (exit 1);
# usage and missing files (exit 2); --help.
. "${LLK_TOP:-.}/tests/lib.sh"
t_start replay
c="${LLK_TOP:-.}/tests/fuzz/corpus/replay"

t_run "$LLK" replay "$c/cleared.replay"
t_eq "$STATUS" 0 "cleared: exit status"
t_eq "$OUT" "game E01T-7G
kind practice
result cleared
score 2667
tiles 0
time 43200
moves 48" "cleared: the summary"

t_run "$LLK" replay "$c/relaxed.replay"
t_eq "$STATUS" 0 "relaxed: exit status"
t_contains "$OUT" "kind relaxed
result left
score 10
tiles 94" "relaxed: left with its score"

t_run "$LLK" replay "$c/timeup.replay"
t_eq "$STATUS" 0 "endless: exit status"
t_contains "$OUT" "result time-up" "endless: out of time"

# refused: the line named, exit status 1
refused() { # FILE LINE WHY DESC
    t_run "$LLK" replay "$1"
    t_eq "$STATUS" 1 "$4: exit status"
    t_contains "$ERR" "llk: $1: line $2: $3" "$4: the line"
}
sed '5s/^900 match 0,3 0,7$/900 match 0,3 0,3/' "$c/cleared.replay" >"$T_TMP/one.replay"
refused "$T_TMP/one.replay" 5 "not a removable pair: 900 match 0,3 0,3" "a match of one cell"
sed '7s/^2700 /1000 /' "$c/cleared.replay" >"$T_TMP/back.replay"
refused "$T_TMP/back.replay" 7 "the time goes back: 1000 match" "a time going back"
sed '6s/^1800 /9999999 /' "$c/cleared.replay" >"$T_TMP/late.replay"
refused "$T_TMP/late.replay" 6 "the time had run out" "a move after the time ran out"
last=$(wc -l <"$c/cleared.replay")
sed '$s/score 2667/score 2700/' "$c/cleared.replay" >"$T_TMP/score.replay"
refused "$T_TMP/score.replay" "$last" "the score is 2667, not 2700" "a raised score"
sed '2s/E01T-7G/E01T-7H/' "$c/cleared.replay" >"$T_TMP/id.replay"
refused "$T_TMP/id.replay" 2 "the game ID's last character does not match" "a changed game ID"
sed '12s/ 23 23 / 23 24 /' "$c/relaxed.replay" >"$T_TMP/redeal.replay"
refused "$T_TMP/redeal.replay" 12 "the re-deal does not deal the board's tiles" "a re-deal of other tiles"

sed '5s/^boards 4$/boards 9/' "$c/timeup.replay" >"$T_TMP/boards.replay"
refused "$T_TMP/boards.replay" 5 "after this many boards the level is not the game ID's" \
    "endless: boards of another level"

# usage, files
t_run "$LLK" replay
t_eq "$STATUS" 2 "no FILE"
t_run "$LLK" replay "$T_TMP/none.replay"
t_eq "$STATUS" 2 "a missing file"
t_contains "$ERR" "no such file" "a missing file: said"
t_run "$LLK" replay "$c/cleared.replay" "$c/relaxed.replay"
t_eq "$STATUS" 2 "two files"
t_run "$LLK" replay --help
t_eq "$STATUS" 0 "--help"
t_contains "$OUT" "usage: llk replay FILE" "--help: usage"
t_run "$LLK" --help
t_contains "$OUT" "replay" "llk --help lists replay"
t_done
