#!/bin/sh
# numbered.sh - relaxed games, undo and redo, game IDs in a real window:
# a relaxed game (--relaxed) counts its clock up; three pairs, U three
# times gives the dealt board, Shift+U, Ctrl+Y and Ctrl+Shift+Z give the
# position after them again; in a timed game U changes nothing; Ctrl+C
# copies the game ID (read back with xclip); Restart this board deals the
# board again and can be undone; the ID typed into the
# Play a game ID entry (xdotool type), pasted there (Ctrl+V) and given as
# --game deals the same board as the original deal; a malformed ID shows
# a message and starts nothing; --game with --seed is a usage error.
# Screenshots: $LLK_BUILD/screenshots/numbered-*.png
. "$(dirname "$0")/lib/common.sh"

expect_usage() {
    n=$1
    shift
    bounded 20 "$GAME" "$@" >"$e2e_work/out" 2>"$e2e_work/err"
    st=$?
    if [ "$st" -eq 2 ] && [ "$(grep -c . "$e2e_work/err")" -eq 1 ]; then
        ok "$n"
    else
        bad "$n (exit $st: $(head -c 300 "$e2e_work/err"))"
    fi
}
expect_usage "--game with --seed: usage error" --game E01T-0000000000 --seed 3
expect_usage "--game with --relaxed: usage error" --game E01T-0000000000 --relaxed
expect_usage "--game with a malformed ID: one line, exit 2" --game 'N05R-ZZ'
check "--help names --game and --relaxed" \
    sh -c "'$GAME' --help | grep -q -- '--game ID' && '$GAME' --help | grep -q -- '--relaxed'"

e2e_start_x || { bad "Xvfb starts"; e2e_summary numbered; exit 1; }

xdotool mousemove 5 5
check "a relaxed game starts" start_game --relaxed --seed 5 --level 3 \
    --difficulty easy --windowed 1024x700 --no-sound
check "state: relaxed, its game ID, nothing to undo" wait_state \
    "d['screen']=='playing' and d['mode']=='relaxed' and d['undo']==0 and \
d['redo']==0 and d['game_id'] and $dealt_full"
dealt=$(get board | tr -d ' ')
id=$(get game_id | tr -d '"')
check "the relaxed clock counts up" wait_state "d['elapsed_ms']>=1000" 4
check "three pairs removed" play 3
wait_state "d['undo']==3" >/dev/null
cp "$STATE" "$e2e_work/three.json"
shot numbered-relaxed
key u
key ctrl+z
key u
check "U, Ctrl+Z, U: the dealt board, score and tiles" wait_state \
    "d['undo']==0 and d['redo']==3 and d['board']==$dealt and \
d['score']==0 and $dealt_full"
key shift+u
key ctrl+y
key ctrl+shift+z
check "Shift+U, Ctrl+Y, Ctrl+Shift+Z: the position after three pairs" \
    "$PY" -c "
import json, sys, time
want = json.load(open('$e2e_work/three.json'))
for _ in range(100 * $e2e_slow):
    d = json.load(open('$STATE'))
    if d['redo'] == 0 and d['undo'] == 3:
        break
    time.sleep(0.05)
for k in ('board', 'score', 'tiles_left'):
    if d[k] != want[k]:
        print('  %s: %r, want %r' % (k, d[k], want[k]))
        sys.exit(1)
"

# Ctrl+C copies the ID (SDL's clipboard, read back by xclip).
key ctrl+c
sleep 0.3
shot numbered-copied
check "Ctrl+C says so" wait_state "d['notice'] and '$id' in d['notice']"
check "Ctrl+C copies the game ID ($id)" \
    sh -c "[ \"\$(xclip -o -selection clipboard)\" = '$id' ]"
key p
wait_state "d['screen']=='paused'" >/dev/null
printf 'nothing' | xclip -i -selection clipboard 2>/dev/null
key ctrl+c
sleep 0.3
check "Ctrl+C on the pause screen copies it too" \
    sh -c "[ \"\$(xclip -o -selection clipboard)\" = '$id' ]"
shot numbered-paused

# Restart this board (pause screen): the dealt board again; in a relaxed
# game a recorded change, so U goes back to before it.
button restart
check "Restart this board: the dealt board, playing" wait_state \
    "d['screen']=='playing' and d['board']==$dealt and d['score']==0 and \
d['undo']==4 and d['redo']==0"
key u
check "U after Restart: the position before it" "$PY" -c "
import json, sys, time
want = json.load(open('$e2e_work/three.json'))
for _ in range(100 * $e2e_slow):
    d = json.load(open('$STATE'))
    if d['undo'] == 3:
        break
    time.sleep(0.05)
sys.exit(0 if d['board'] == want['board'] and d['undo'] == 3 else 1)
"

# The Play a game ID entry: a malformed ID starts nothing and says why.
key Escape
wait_state "d['view']=='menu'" >/dev/null
button numbered
check "Play a game ID opens the entry" wait_state \
    "d['view']=='numbered' and any(b['id']=='start' for b in d['buttons'])"
xdotool type --delay 20 'E03R-12345'
key Return
sleep 0.3
check "a malformed ID starts nothing" wait_state \
    "d['view']=='numbered' and d['screen']=='menu' and d['game_id']=='$id'"
check "the state shows the entry and the parser's message" wait_state \
    "d['entry']=='E03R-12345' and 'match' in d['notice']"
shot numbered-malformed
check "a malformed ID shows a message" \
    sh -c "[ \$('$PY' '$e2e_here/shot.py' '$SHOTS/numbered-malformed.png' count 232 96 72) -gt 50 ]"
# clear the entry, type the ID (lower case works too), Enter
key --repeat 12 BackSpace
xdotool type --delay 20 "$(echo "$id" | tr 'A-Z' 'a-z')"
sleep 0.2
shot numbered-typed
key Return
yes_if_asked
check "the typed ID starts the game: the original deal" wait_state \
    "d['screen']=='playing' and d['game_id']=='$id' and d['mode']=='relaxed' \
and d['undo']==0 and d['board']==$dealt"
# Paste (Ctrl+V) and the Start button.
key Escape
wait_state "d['view']=='menu'" >/dev/null
button new_easy
yes_if_asked
wait_state "d['screen']=='playing' and d['game_id']!='$id'" >/dev/null
key Escape
wait_state "d['view']=='menu'" >/dev/null
button numbered
wait_state "d['view']=='numbered'" >/dev/null
printf '%s' "$id" | xclip -i -selection clipboard 2>/dev/null
key ctrl+v
sleep 0.2
button start
yes_if_asked
check "the pasted ID and Start: the original deal" wait_state \
    "d['screen']=='playing' and d['game_id']=='$id' and \
d['board']==$dealt"

# In a timed game U changes nothing.
key Escape
wait_state "d['view']=='menu'" >/dev/null
button new_normal
yes_if_asked
wait_state "d['screen']=='playing' and d['mode']=='timed'" >/dev/null
play 1 >/dev/null
board=$(get board)
key u
sleep 0.3
shot numbered-timed-undo
check "timed: U changes nothing and says why" wait_state \
    "d['board']==$board and d['undo']==0 and \
d['notice']=='Undo is for relaxed games'"
stop_game

# --game ID: the same deal again.
check "--game ID starts that game" start_game --game "$id" --windowed 1024x700 --no-sound
check "--game: the original deal" wait_state \
    "d['screen']=='playing' and d['game_id']=='$id' and d['mode']=='relaxed' \
and d['board']==$dealt"
stop_game
e2e_summary numbered
