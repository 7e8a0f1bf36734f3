#!/bin/sh
# stars.sh - the level-clear celebration and the results card: the last
# pair's burst grows into a celebration on the board, then the card shows
# the stars (three: no hint, time to spare) and "New best"; the same board
# cleared again with a hint and later (a worse score) earns two stars and
# no "New best" and a line saying the hint's star was missed, and a key
# cuts its celebration short; with animations
# off the card comes at once. Nothing on the card is cut or overlapping,
# in English at 1024x700 and in Chinese at 640x400. The best stars are
# kept in scores.txt. Screenshots: $LLK_BUILD/screenshots/stars-*.png
. "$(dirname "$0")/lib/common.sh"

e2e_start_x || { bad "Xvfb starts"; e2e_summary stars; exit 1; }
xdotool mousemove 5 5
small=$LLK_TOP/tests/e2e/data/small.txt
DATA=$XDG_DATA_HOME/lianliankan
card_ok="d['clipped'] is None and d.get('overlap') is None"

check "a timed game on the small board" start_game --board "$small" \
    --difficulty easy --windowed 1024x700 --no-sound
wait_state "d['screen']=='playing'" >/dev/null
state clear "$LLK" "$e2e_wid" >/dev/null
check "the last pair: a celebration on the board" wait_state \
    "d['view']=='playing' and d['tiles_left']==0 and 'celebration' in d['effects'].split()"
sleep 1.8
check "it lasts two seconds and more (still on 1.8 s later)" \
    [ "$(get view)" = '"playing"' ]
shot stars-celebration
check "then the results card: three stars, a new best, no star missed" wait_state \
    "d['view']=='level_clear' and d['stars']==3 and d['new_best'] is True and not d.get('lines')" 5
sleep 1.6 # the stars land one by one
check "the card fits (nothing cut or overlapping)" wait_state "$card_ok"
shot stars-card-new-best
first=$(get score)
stop_game
check "the best stars are kept in scores.txt" grep -q "^level easy 1 .* 3\$" "$DATA/scores.txt"

check "the same board again" start_game --board "$small" --difficulty easy \
    --windowed 1024x700 --no-sound
wait_state "d['screen']=='playing'" >/dev/null
key h
wait_state "d['hint'] is not None" >/dev/null
# the hint alone makes the score worse: a hint used is a hint bonus lost
# and the hinted pair scores its base points only (score.c)
state clear "$LLK" "$e2e_wid" >/dev/null
wait_state "d['tiles_left']==0 and 'celebration' in d['effects'].split()" >/dev/null
check "a key cuts the celebration short" handled 1 key space
check "the card at once: two stars (a hint used), no new best" wait_state \
    "d['view']=='level_clear' and d['stars']==2 and d['new_best'] is False and d['score']<$first" 1
check "the card says which star was missed, and why" wait_state \
    "d['lines']==['\u2605 missed: a hint was used']" 1
sleep 1.6
shot stars-card-two
stop_game
check "the best stars stay three" grep -q "^level easy 1 .* 3\$" "$DATA/scores.txt"

# Animations off: no celebration, the card at once; Chinese at 640x400.
mkdir -p "$XDG_CONFIG_HOME/lianliankan"
printf 'anim_speed = off\n' >"$XDG_CONFIG_HOME/lianliankan/settings.ini"
LANG=zh_CN.UTF-8 LANGUAGE= LC_ALL= LC_MESSAGES= \
    check "Chinese at 640x400, animations off" start_game --board "$small" \
    --difficulty easy --windowed 640x400 --no-sound
wait_state "d['screen']=='playing'" >/dev/null
state clear "$LLK" "$e2e_wid" >/dev/null
check "no celebration: the card at once" wait_state \
    "d['view']=='level_clear' and d['stars']==3" 1
check "the card fits at 640x400 in Chinese" wait_state "$card_ok and d['lang']=='zh_CN'"
shot stars-card-zh-640
stop_game

e2e_summary stars
