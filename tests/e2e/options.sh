#!/bin/sh
# options.sh - the game's command line and its start-up failures: --help,
# --version, bad options (one line, exit 2; --windowed's limits named,
# --windowed with --fullscreen refused), missing or broken assets (one
# line naming the file, exit 1; a missing sound only warns), a fatal
# start-up error in a message box too when there is a display, a window
# larger than the screen made to fit, no audio device (runs silent, says
# so once, and the Sound tab says the game plays silent), same seed same
# board; Help from the menu by key and by mouse (its button id), drawn,
# and back to the menu.
. "$(dirname "$0")/lib/common.sh"

check "--help prints the usage" sh -c "'$GAME' --help | grep -q -- '--state-file PATH'"
check "--version" sh -c "'$GAME' --version | grep -q '^lianliankan [0-9]'"
expect_fail "unknown option" 2 "unknown option '--bogus'" --bogus
expect_fail "bad difficulty" 2 "'extreme' for --difficulty" --difficulty extreme
expect_fail "level out of range" 2 "'14' for --level" --level 14
expect_fail "bad seed" 2 "'12x' for --seed" --seed 12x
expect_fail "window too small" 2 "'600x300' for --windowed" --windowed 600x300
expect_fail "missing value" 2 "--state-file needs a value" --state-file
expect_fail "window too large: names the upper limit" 2 \
    "'100000x100000' for --windowed: want WxH, from 640x400 to 16384x16384" --windowed 100000x100000
expect_fail "--fullscreen with --windowed" 2 "--windowed and --fullscreen: choose one" \
    --fullscreen --windowed 800x600
expect_fail "--windowed with --fullscreen" 2 "--windowed and --fullscreen: choose one" \
    --windowed 800x600 --fullscreen

e2e_start_x || { bad "Xvfb starts"; e2e_summary options; exit 1; }

# A private copy of the assets to break.
assets=${LLK_ASSETS:-$LLK_TOP/assets}
mine=$e2e_work/assets
cp -r "$assets" "$mine"
LLK_ASSETS=$e2e_work/none expect_fail "no assets directory: said for a player" 1 \
    "The game's data folder was not found. Reinstall the game or set LLK_ASSETS.$" --level 1
rm "$mine/fonts/DejaVuSans-Bold.ttf"
LLK_ASSETS=$mine expect_fail "missing font names it once" 1 \
    "A file of the game's data is missing: $mine/fonts/DejaVuSans-Bold.ttf. Reinstall the game or set LLK_ASSETS.$" --level 1
cp "$assets/fonts/DejaVuSans-Bold.ttf" "$mine/fonts/"
head -c 200 "$assets/tiles.png" >"$mine/tiles.png"
LLK_ASSETS=$mine expect_fail "broken tile atlas names it" 1 \
    "cannot load tile atlas $mine/tiles.png" --level 1
# the same in Chinese: what a player reads in the message box too
LANG=zh_CN.UTF-8 LANGUAGE='' LC_ALL='' LC_MESSAGES='' LLK_ASSETS=$mine \
    expect_fail "broken tile atlas, in Chinese" 1 \
    "无法载入牌面图集 $mine/tiles.png" --level 1
rm "$mine/tiles.png"
LLK_ASSETS=$mine expect_fail "missing tile atlas names it" 1 \
    "$mine/tiles.png" --level 1
cp "$assets/tiles.png" "$mine/"

# A fatal start-up error with a display: a message box as well, titled
# "Lianliankan cannot start", saying the same line; closing it ends the
# game with exit 1. (xwininfo: xdotool does not match a UTF-8 WM_NAME.)
rm "$mine/fonts/DejaVuSans-Bold.ttf"
LLK_NO_MSGBOX= LLK_ASSETS=$mine "$GAME" --level 1 >"$e2e_work/out" 2>"$e2e_work/err" &
e2e_game=$!
box_window() {
    xwininfo -root -tree | awk '/"Lianliankan cannot start"/ { print $1; exit }'
}
i=0
while [ -z "$(box_window)" ] && [ $i -lt $((100 * e2e_slow)) ]; do
    sleep 0.1
    i=$((i + 1))
done
box=$(box_window)
check "a fatal start-up error shows a message box" [ -n "$box" ]
shot options-msgbox
check "the box is on screen (not the game's window)" sh -c \
    "[ -z \"\$(xwininfo -root -tree | grep -F '\"Lianliankan\"')\" ]"
# it waits: a second on (three sanitized), the game still runs with its
# box up, and ends only once the box is closed, promptly
sleep "$e2e_slow"
check "the game waits for it: still running, the box still up, a second on" \
    sh -c "kill -0 $e2e_game && xwininfo -root -tree | grep -qF '\"Lianliankan cannot start\"'"
[ -n "$box" ] && "$PY" "$e2e_here/wmclose.py" "$box"
t0=$(date +%s%N)
wait_exit
ms=$((($(date +%s%N) - t0) / 1000000))
check "closing the box ends the game within 2 s ($ms ms)" [ "$ms" -le $((2000 * e2e_slow)) ]
check "closed: exit 1, one line on stderr naming the font" sh -c \
    "[ $e2e_status -eq 1 ] && [ \$(wc -l <'$e2e_work/err') -eq 1 ] && grep -q 'DejaVuSans-Bold.ttf' '$e2e_work/err'"
cp "$assets/fonts/DejaVuSans-Bold.ttf" "$mine/fonts/"

# A settings file that cannot be used: set aside as settings.ini.bad, one
# line on stderr, and the menu says the settings were reset (once); a bad
# value in a good file: that setting reset, the menu says some were.
CONF=$XDG_CONFIG_HOME/lianliankan
mkdir -p "$CONF"
printf 'music_volume = 50\n\001\002\003\000binary\n' >"$CONF/settings.ini"
start_game --no-sound --windowed 800x600
# (the first start's state is kept apart, in first_start.ini: the reset
# does not offer the tutorial again)
check "binary settings: the tutorial is not offered again" wait_state "d['view']=='menu'"
check "binary settings: the menu says they were reset" wait_state \
    "d['view']=='menu' and 'settings.ini.bad' in (d['notice'] or '')"
check "binary settings: kept as settings.ini.bad" [ -s "$CONF/settings.ini.bad" ]
check "binary settings: one line on stderr" sh -c \
    "[ \$(grep -c . '$e2e_work/game.err') -eq 1 ] && grep -q 'settings.ini.bad' '$e2e_work/game.err'"
button help
wait_state "d['view']=='help'" >/dev/null
key Escape
check "binary settings: said once (not after Help)" wait_state \
    "d['view']=='menu' and d['notice'] is None"
stop_game
rm -f "$CONF/settings.ini.bad"
printf 'music_volume = banana\n' >"$CONF/settings.ini"
start_game --no-sound --windowed 800x600
check "a bad value: the menu says some settings were reset" wait_state \
    "d['view']=='menu' and (d['notice'] or '').startswith('Some settings could not be read')"
check "a bad value: the file is kept" [ ! -e "$CONF/settings.ini.bad" ]
stop_game
rm -f "$CONF/settings.ini"

# A window larger than the screen (Xvfb: 1400x1000, no panels): made to
# fit, said once; the size in effect is the one opened.
start_game --windowed 4000x3000 --no-sound
check "--windowed 4000x3000 on a 1400x1000 screen: 1400x1000" wait_state \
    "d['settings']['window_w']==1400 and d['settings']['window_h']==1000"
check "the window is 1400x1000" sh -c \
    "xdotool getwindowgeometry '$e2e_wid' | grep -q 'Geometry: 1400x1000'"
stop_game
check "said once" sh -c "[ \$(grep -c . '$e2e_work/game.err') -eq 1 ] && \
grep -q 'larger than the screen.s usable area (1400x1000): opening 1400x1000' '$e2e_work/game.err'"
check "the settings keep their size" sh -c \
    "! grep -q '^window_w = 4000' '$XDG_CONFIG_HOME/lianliankan/settings.ini'"

# A missing sound: one warning naming it; the game plays on.
rm "$mine/sounds/match.wav"
LLK_ASSETS=$mine start_game --seed 5 --level 1 --windowed 800x600
check "missing sound: the game still plays" wait_state "d['screen']=='playing'"
stop_game
check "missing sound: one warning naming it" \
    sh -c "[ \$(grep -c . '$e2e_work/game.err') -eq 1 ] && grep -q 'sounds/match.wav' '$e2e_work/game.err'"
check "missing sound: exit 0" [ "$e2e_status" -eq 0 ]

# No audio device: silent, said once.
SDL_AUDIODRIVER=nosuchdriver start_game --seed 5 --level 1 --windowed 800x600
check "no audio device: the game plays" wait_state "d['screen']=='playing'"
cp "$STATE" "$e2e_work/first.json"
key Escape
wait_button settings && button settings
wait_button settings_sound && button settings_sound
check "no audio device: the Sound tab says the game plays silent" wait_state \
    "d['view']=='settings' and d['notice']=='No sound device: the game plays silent.' and d['clipped'] is None"
stop_game
check "no audio device: said once" \
    sh -c "[ \$(grep -c . '$e2e_work/game.err') -eq 1 ] && grep -q 'no audio device' '$e2e_work/game.err'"

# --no-sound: nothing said. Same seed, level, difficulty: same board.
start_game --seed 5 --level 1 --windowed 800x600 --no-sound
wait_state "d['screen']=='playing'" >/dev/null
stop_game
check "--no-sound: nothing on stderr" [ ! -s "$e2e_work/game.err" ]
check "same seed, same board" python3 -c "
import json
a = json.load(open('$e2e_work/first.json'))
b = json.load(open('$STATE'))
assert a['board'] == b['board'] and a['seed'] == 5 and a['difficulty'] == 'normal'
"
start_game --seed 6 --level 1 --windowed 800x600 --no-sound
wait_state "d['screen']=='playing'" >/dev/null
stop_game
check "another seed, another board" python3 -c "
import json
a = json.load(open('$e2e_work/first.json'))
b = json.load(open('$STATE'))
assert a['board'] != b['board'] and b['seed'] == 6
"
# No option at all: the menu; Help from it by keyboard and by mouse, and
# back. The state's "view" is the front end's screen, "screen" the game's.
# Screenshots tell the screens apart by their colours (st_menu.c, ui.c,
# st_help.c): menu buttons' faces are the kit's surface_raised
# (44,54,64), the focused one's surface_hover (62,76,88); Help's below.

# menu_shot NAME N: poll until the menu is drawn with four rows of
# buttons (New game: Easy is gold, not a button face: Normal, Hard; the
# six more games in two rows of three at 800x600 in English: Relaxed
# game, Zen, Endless; Play a game ID, Choose level, Daily deal; at the
# foot High scores, Statistics, Settings, Help, Quit), the focused one in
# row N (0: New game: Easy has the focus, no button face is focused).
menu_shot() {
    i=0
    while [ $i -lt $((10 * e2e_slow)) ]; do
        shot "$1"
        buttons=$(look "$1" bands 44 54 64 62 76 88)
        # the focused face (inside its gold ring) lies within row N
        focused=$(look "$1" bands 62 76 88)
        if [ "$2" -eq 0 ] && [ "$(echo "$buttons" | grep -c .)" -eq 4 ] &&
            [ "$(echo "$focused" | grep -c .)" -eq 0 ]; then
            return 0
        fi
        if [ "$(echo "$buttons" | grep -c .)" -eq 4 ] &&
            [ "$(echo "$focused" | grep -c .)" -eq 1 ] &&
            echo "$focused $(echo "$buttons" | sed -n "$2p")" |
                awk '{exit !($2 >= $6 && $4 <= $8)}'; then
            return 0
        fi
        sleep 0.1
        i=$((i + 1))
    done
    return 1
}

# help_drawn NAME: screenshot NAME shows the help screen (st_help.c): the
# row of tabs and Back's row, unshown tabs and Back in the kit's
# surface_raised (44,54,64): two bands; the shown tab in the accent
# (236,186,72); rows of on_surface (242,236,222) text on the panel.
help_drawn() {
    [ "$(look "$1" bands 44 54 64 | grep -c .)" -eq 2 ] &&
        [ "$(look "$1" count 236 186 72)" -gt 0 ] &&
        [ "$(look "$1" bands 242 236 222 | grep -c .)" -ge 4 ]
}

not_help() {
    ! help_drawn "$1"
}

# help_shot NAME: poll until the help screen is drawn.
help_shot() {
    i=0
    while [ $i -lt $((10 * e2e_slow)) ]; do
        shot "$1"
        help_drawn "$1" && return 0
        sleep 0.1
        i=$((i + 1))
    done
    return 1
}

# (the games above left a save: without it the menu has no Continue)
rm -f "$SAVE"
start_game --windowed 800x600 --no-sound
check "no board options: the menu" \
    wait_state "d['screen']=='menu' and d['view']=='menu'"
# The pointer may start over (and so focus) a button: park it off them.
xdotool mousemove --window "$e2e_wid" 5 5
key Home
check "the menu is drawn, New game: Easy (gold) focused" menu_shot options-menu 0
check "the menu does not pass for Help" not_help options-menu
key Down
check "Down: Relaxed game, under it, focused (row 2)" menu_shot options-menu-new 2
key Down Down Right Right Right
check "Down twice, Right x3 focuses Help" menu_shot options-menu-help 4
check "the state says Help is selected" \
    wait_state "[b['id'] for b in d['buttons'] if b['selected']]==['help']"
key Return
check "Return on Help: view help, the game still on its menu" \
    wait_state "d['view']=='help' and d['screen']=='menu'"
check "Help draws its text" help_shot options-help
key Escape
check "a key leaves Help for the menu" wait_state "d['view']=='menu'"
check "the menu is drawn again, New game: Easy focused" menu_shot options-back-key 0
check "the menu lists its buttons by id" wait_state "[b['id'] for b in \
d['buttons']]==['new_easy','new_normal','new_hard','relaxed','zen','endless','numbered',\
'levels','daily','scores','stats','settings','help','quit']"
button help
check "a click on Help shows it" wait_state "d['view']=='help'"
check "Help by mouse draws its text" help_shot options-help-mouse
button back
check "a click on Back leaves Help for the menu" wait_state "d['view']=='menu'"
check "the menu is drawn again, Play focused" menu_shot options-back-click 0
stop_game
e2e_summary options
