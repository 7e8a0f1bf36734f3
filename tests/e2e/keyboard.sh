#!/bin/sh
# keyboard.sh - keyboard-only play clears an easy relaxed level (issue 29):
# from the menu by arrows and Enter, then on the board H shows a hint, Tab
# puts the cursor on its first tile, Enter selects it, Tab goes on to the
# second, Enter removes the pair; again until the level is cleared. No
# mouse moves at all. Then every tile within the arrows' reach on a
# sparse board (issue 46), the hint on a key of the player's own (J); a
# letter pressed in play comes as a key alone (no text input outside the
# entries). Screenshot: $LLK_BUILD/screenshots/keyboard-*.png
. "$(dirname "$0")/lib/common.sh"

e2e_start_x || { bad "Xvfb starts"; e2e_summary keyboard; exit 1; }
xdotool mousemove 1 1
start_game --windowed 800x600 --no-sound
wait_state "d['view']=='menu'" >/dev/null
# the menu by keys: Relaxed game is the fourth (the three new games,
# then Relaxed game)
key Home Tab Tab Tab Return
check "Relaxed game by keys: the level chooser" wait_state "d['view']=='levels'"
key Escape
wait_state "d['view']=='menu'" >/dev/null
# no saved game yet: a relaxed easy level 1 by its option
stop_game
start_game --relaxed --difficulty easy --level 1 --seed 3 --windowed 800x600 --no-sound
check "the cursor shown at the start" wait_state "d['view']=='playing' and d.get('cursor') is not None"
pairs=0
left=$(get tiles_left)
while [ "$left" -gt 0 ] && [ $pairs -lt 80 ]; do
    key h Tab Return Tab Return
    left=$((left - 2))
    wait_state "d['tiles_left'] <= $left" 3 >/dev/null || break
    pairs=$((pairs + 1))
done
shot keyboard-end
check "the level cleared by keys alone ($pairs pairs)" wait_state \
    "d['tiles_left'] == 0 and d['screen'] != 'playing' and $pairs == d['rows'] * d['cols'] // 2" 5
stop_game

# Every tile within reach (llk/cursor.h): ten tiles where the old arrows
# never reached (0,1) and (4,2) from the others. Right alone visits all
# ten in reading order and comes home; Down goes to the nearest tile
# below; the cursor's ring is drawn where the state file says (cell
# (2,0) looks different with the ring on it than with the ring on (0,1)).
# (and the hint on a key of the player's own: J, from settings.ini as the
# Keys screen writes it, settings.sh)
mkdir -p "$XDG_CONFIG_HOME/lianliankan"
printf 'key_hint = j\n' >>"$XDG_CONFIG_HOME/lianliankan/settings.ini"
start_game --board "$LLK_TOP/tests/e2e/data/stranded.txt" --relaxed --windowed 800x600 --no-sound
check "ten tiles: the cursor at home, (0,1)" wait_state \
    "d['view']=='playing' and d.get('cursor')==[0,1] and d['tiles_left']==10"
wait_drawn playing >/dev/null
shot keyboard-cursor-home
went=""
for k in 1 2 3 4 5 6 7 8 9 10; do
    before=$(get cursor | tr -d ' ')
    key Right
    wait_state "str(d.get('cursor')).replace(' ', '') != '$before'" 2 >/dev/null
    went="$went $(get cursor | tr -d ' ')"
done
check "Right ten times: every tile once, then home:$went" "$PY" -c "
import sys
want = '[2,0] [2,5] [2,9] [4,2] [5,0] [5,9] [5,10] [6,5] [7,7] [0,1]'.split()
sys.exit(sys.argv[1].split() != want)" "$went"
key Down
check "Down from (0,1): the nearest tile below, (2,0)" wait_state "d.get('cursor')==[2,0]"
wait_drawn playing >/dev/null
shot keyboard-cursor-down
cell=$("$PY" -c "
import json
b = json.load(open('$STATE'))['board_rect']
print('%dx%d+%d+%d' % (b['cell_w'], b['cell_h'], b['x'], b['y'] + 2 * b['cell_h']))")
diff=$(compare -metric AE "$SHOTS/keyboard-cursor-home.png[$cell]" \
    "$SHOTS/keyboard-cursor-down.png[$cell]" null: 2>&1)
check "the ring drawn on (2,0) ($diff pixels of its cell changed)" [ "${diff%% *}" -gt 50 ] 2>/dev/null
# the player's key: H (the game's) shows no hint now, J does
check "H, the hint's key no more: no hint" handled 1 key h
check "  (still none after it)" wait_state "d['hint'] is None"
key j
check "J, the player's key for the hint: a hint" wait_state "d['hint'] is not None"
# a letter in play is a key, not text too: text input is on only in the
# name and game ID entries (an input method would take P and H into its
# box; SDL starts with it on, and each letter came twice)
e0=$(get events)
key p
wait_state "d['view']=='paused'" >/dev/null
sleep 0.3
check "P pauses as one event, no text with it ($e0 -> $(get events))" \
    [ "$(get events)" -eq $((e0 + 1)) ]
stop_game

# Speech (issue 47): a level played to its end from the spoken lines alone
# (lib/speech_play.py: the arrows over every tile, each tile's kind from
# the line said, then pairs tried by the cursor and Enter, a match or a
# refusal heard; nothing of the board read from the state file); then a
# focus moved on the level-cleared screen says its control. Where
# speech-dispatcher is installed, one runs on the tests' private socket
# (common.sh's SPEECHD_ADDRESS) with its dummy output module, and the
# game's lines must reach it (its log at level 5 shows each message).
printf 'speech = on\n' >>"$XDG_CONFIG_HOME/lianliankan/settings.ini"
sd_dir=$e2e_work/speechd
sd_pid=""
if command -v speech-dispatcher >/dev/null 2>&1; then
    mkdir -p "$sd_dir/conf" "$sd_dir/log"
    printf '%s\n' 'LogLevel 5' "LogDir \"$sd_dir/log\"" \
        'AddModule "dummy" "sd_dummy" ""' 'DefaultModule dummy' \
        'AudioOutputMethod "alsa"' 'AudioALSADevice "null"' >"$sd_dir/conf/speechd.conf"
    speech-dispatcher -s -t 60 -c unix_socket -S "${SPEECHD_ADDRESS#unix_socket:}" \
        -C "$sd_dir/conf" -L "$sd_dir/log" >"$sd_dir/out" 2>&1 &
    sd_pid=$!
    n=0
    while [ ! -S "${SPEECHD_ADDRESS#unix_socket:}" ] && [ $n -lt $((50 * e2e_slow)) ]; do
        sleep 0.05
        n=$((n + 1))
    done
else
    echo "SKIP: speech-dispatcher is not installed (scripts/deps.sh test installs it): the game's lines were not checked against a real one"
fi
LLK_TRACE=1 start_game --board "$LLK_TOP/tests/e2e/data/speech.txt" --relaxed --windowed 800x600 --no-sound
check "speech: the level played to its end from the spoken lines alone" \
    "$PY" "$e2e_here/speech_play.py" "$STATE" j # (the hint on J: above)
key Tab # the celebration cut short
# drawn: its title is said with its first frame, and the state written
# with it (a change of screen's transition writes it 40 ms later at most)
check "speech: the level-cleared screen after it" wait_drawn level_clear
said=$(get spoken | "$PY" -c 'import json, sys; print(json.load(sys.stdin)[-1])')
check "speech: the screen's title said with its focused control ($said)" \
    [ "${said#Level cleared. }" != "$said" ]
key Tab
check "speech: Tab on it says the control focused" wait_state "
[b['label'] for b in d['buttons'] if b['selected']] == [d['spoken'][-1]]"
if [ -n "$sd_pid" ]; then
    sd_log=$sd_dir/log/speech-dispatcher.log
    last=$(get spoken | "$PY" -c 'import json, sys; print(json.load(sys.stdin)[-1])')
    check "speech: the game connected to speech-dispatcher" \
        wait_state "__import__('re').search('CLIENT_NAME \"[^\"]*:lianliankan:main\"', open('$sd_log').read())"
    check "speech: its lines reached it in English (the last: $last)" \
        sh -c 'grep -q "SET SELF LANGUAGE en" "$1" && grep -qF "DATA:|$2" "$1"' sh "$sd_log" "$last"
    n=$(grep -c 'DATA:|row [0-9]*, column' "$sd_log")
    check "speech: the cursor's lines among them ($n)" [ "$n" -gt 5 ]
    n=$(grep -c 'DATA:|CANCEL SELF' "$sd_log")
    check "speech: each line cut off the last: CANCEL before it ($n)" [ "$n" -gt 5 ]
fi
stop_game
if [ -n "$sd_pid" ]; then
    kill "$sd_pid" 2>/dev/null
    wait "$sd_pid" 2>/dev/null
fi
e2e_summary keyboard
