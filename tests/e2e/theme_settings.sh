#!/bin/sh
# theme_settings.sh - the tile set, background and music volume as
# settings: chosen by the Settings screen's buttons (ids tileset,
# background, music_volume), in use at once (screenshots: the board shows
# the other faces, the window's corner is the new background's picture),
# saved, and remembered after a restart; --tileset/--background override
# them for one run without being saved; a tile set with too few faces is
# refused when chosen (a notice, the one in use stays) and at start (exit
# 1, one line naming its tiles.txt).
# Screenshots: $LLK_BUILD/screenshots/theme-settings-*.png
. "$(dirname "$0")/lib/common.sh"
assets=${LLK_ASSETS:-$LLK_TOP/assets}
INI=$XDG_CONFIG_HOME/lianliankan/settings.ini

# A copy of the assets (links) with one more tile set, "tiny": 8 faces,
# too few for the levels that deal 30 and more kinds.
A=$e2e_work/assets
mkdir -p "$A/tilesets/tiny"
for f in "$assets"/*; do
    [ "$(basename "$f")" = tilesets ] || ln -s "$f" "$A/"
done
for f in "$assets"/tilesets/*; do
    ln -s "$f" "$A/tilesets/"
done
# and "zen", the mahjong faces under a folder name the game has no
# player name for (sorted after tiny: the choices' order stays)
ln -s "$assets/tilesets/mahjong" "$A/tilesets/zen"
convert "$assets/tiles.png" -crop 1024x128+0+0 +repage "$A/tilesets/tiny/tiles.png"
head -n 8 "$assets/tiles.txt" >"$A/tilesets/tiny/tiles.txt"
export LLK_ASSETS=$A


e2e_start_x || { bad "Xvfb starts"; e2e_summary theme_settings; exit 1; }
W=800 H=560
bounded 20 "$GAME" --tileset tiny >"$e2e_work/out" 2>"$e2e_work/err"
st=$?
check "--tileset tiny (8 faces): exit 1, one line naming its tiles.txt" sh -c \
    "[ $st -eq 1 ] && [ \$(wc -l <'$e2e_work/err') -eq 1 ] && grep -q 'tilesets/tiny/tiles.txt names 8 faces' '$e2e_work/err'"
GAMEARGS="--seed 3 --level 1 --difficulty easy --windowed ${W}x$H --no-sound"

# board NAME: screenshot NAME of the play screen; the board's rectangle
# (WxH+X+Y) into $e2e_work/rect.
board() {
    wait_state "d['screen']=='playing' and d['view']=='playing' and d['board_rect']['cell_w']>10" || return 1
    sleep 0.3
    shot "$1"
    "$PY" -c "
import json
d = json.load(open('$STATE'))
r = d['board_rect']
print('%dx%d+%d+%d' % (r['cell_w'] * d['cols'], r['cell_h'] * d['rows'], r['x'], r['y']))" \
        >"$e2e_work/rect"
}
# differ A B CROP: pixels of CROP that differ by more than 10 %
differ() {
    compare -metric AE -fuzz 10% "$SHOTS/$1.png[$3]" "$SHOTS/$2.png[$3]" null: 2>&1 |
        sed 's/ .*//'
}
# corner SHOT BG: pixels of the window's bottom-left 12x12 that differ
# from the background picture (repeated from the top-left at 512 px)
corner() {
    compare -metric AE -fuzz 3% "$SHOTS/$1.png[12x12+0+$((H - 12))]" \
        "$assets/backgrounds/$2.png[12x12+0+$(((H - 12) % 512))]" null: 2>&1 | sed 's/ .*//'
}

# open_look: from the board, Settings' Look tab (Esc, Settings, Look)
open_look() {
    key Escape
    wait_button settings
    button settings
    wait_state "d['view']=='settings'" >/dev/null
    button settings_look
    wait_button tileset
}

check "a game starts (defaults: emoji on felt)" start_game $GAMEARGS
check "the settings say emoji, felt, music 70" wait_state \
    "d['settings']['tileset']=='emoji' and d['settings']['background']=='felt' and d['settings']['music_volume']==70"
check "the board drawn" board theme-settings-emoji
rect=$(cat "$e2e_work/rect")
total=$(echo "$rect" | sed 's/+.*//' | awk -Fx '{print $1 * $2}')
open_look
check "Settings, Look: tile set and background, choices with previews; the corner numbers switch" wait_state \
    "d['view']=='settings' and [(b['id'],b['kind']) for b in d['buttons']][-4:]==[('tileset','choice'),('background','choice'),('corner_index','toggle'),('back','button')]"
# the words shown beside the tile set's and the background's choices
look_words="[b.get('value_text') for b in d['buttons'] if b['id'] in ('tileset','background')]"
check "in English the player names: Emoji, Felt" wait_state "$look_words==['Emoji','Felt']"
button tileset
check "tile set: mahjong" wait_state "d['settings']['tileset']=='mahjong'"
button background
check "background: ink" wait_state "d['settings']['background']=='ink'"
check "shown as Mahjong, Ink (the settings keep the folder names)" wait_state "$look_words==['Mahjong','Ink']"
sleep 0.3
shot theme-settings-screen-ink
n=$(corner theme-settings-screen-ink ink)
check "the Settings screen itself is on ink at once ($n of 144 pixels differ)" [ "$n" = 0 ]
button settings_sound
wait_button music_volume
button music_volume
key Right
check "music volume: 80" wait_state "d['settings']['music_volume']==80"
button settings_look
wait_button tileset
check "saved at once" sh -c "grep -q '^tileset = mahjong$' '$INI' && \
grep -q '^background = ink$' '$INI' && grep -q '^music_volume = 80$' '$INI'"
# tiny: refused with a notice, mahjong stays
button tileset
check "a tile set with too few faces is refused: mahjong stays, a notice" wait_state \
    "d['settings']['tileset']=='mahjong' and d.get('notice')=='That tile set cannot be used'"
check "its stderr line names its tiles.txt" grep -q 'tilesets/tiny/tiles.txt names 8 faces' "$e2e_work/game.err"
check "the refusal is saved as mahjong" grep -q '^tileset = mahjong$' "$INI"
shot theme-settings-refused
button back
wait_button continue
button continue
resume_if_paused
check "back in the game: the board" board theme-settings-mahjong-now
n=$(differ theme-settings-emoji theme-settings-mahjong-now "$rect")
check "the board shows mahjong faces at once ($n of $total pixels differ)" \
    [ "$(awk -v n="$n" -v t="$total" 'BEGIN { print (n > t / 5) }')" = 1 ]
n=$(corner theme-settings-mahjong-now ink)
check "and the ink background ($n of 144 pixels differ)" [ "$n" = 0 ]
stop_game

check "restart" start_game $GAMEARGS
check "remembered: mahjong, ink, 80" wait_state \
    "d['settings']['tileset']=='mahjong' and d['settings']['background']=='ink' and d['settings']['music_volume']==80"
check "the board drawn" board theme-settings-mahjong-again
n=$(differ theme-settings-mahjong-now theme-settings-mahjong-again "$rect")
check "the same mahjong board after the restart ($n of $total pixels differ)" \
    [ "$(awk -v n="$n" -v t="$total" 'BEGIN { print (n < t / 50) }')" = 1 ]
n=$(corner theme-settings-mahjong-again ink)
check "on ink ($n of 144 pixels differ)" [ "$n" = 0 ]
stop_game

check "--tileset emoji --background wood for one run" start_game $GAMEARGS --tileset emoji --background wood
check "in effect" wait_state "d['settings']['tileset']=='emoji' and d['settings']['background']=='wood'"
check "the board drawn" board theme-settings-override
n=$(differ theme-settings-emoji theme-settings-override "$rect")
check "emoji faces ($n of $total pixels differ from the first)" \
    [ "$(awk -v n="$n" -v t="$total" 'BEGIN { print (n < t / 50) }')" = 1 ]
n=$(corner theme-settings-override wood)
check "on wood ($n of 144 pixels differ)" [ "$n" = 0 ]
stop_game
check "not saved" sh -c "grep -q '^tileset = mahjong$' '$INI' && grep -q '^background = ink$' '$INI'"
check "no stray line on stderr" [ "$(grep -c . "$e2e_work/game.err")" -eq 0 ]

# A tile set the game has no player name for shows its folder's name.
check "--tileset zen (a folder with no known name)" start_game $GAMEARGS --tileset zen
open_look
check "Look says zen as it is, Ink by its name" wait_state \
    "d['settings']['tileset']=='zen' and $look_words==['zen','Ink']"
stop_game

# A remembered tile set that can no longer be used: the default for the
# run, one line, the game starts.
sed -i 's/^tileset = mahjong$/tileset = tiny/' "$INI"
check "restart with tiny remembered" start_game $GAMEARGS
check "emoji for this run" wait_state "d['settings']['tileset']=='emoji'"
stop_game
check "said why, naming tiles.txt" sh -c \
    "grep -q 'tiny/tiles.txt names 8' '$e2e_work/game.err' && grep -q 'using the tile set emoji instead' '$e2e_work/game.err'"

# Idle on the play screen, the clock's frames redraw the status bar only
# (the software renderer keeps the window's pixels): the countdown moves
# on screen, the board stays exactly as drawn.
LLK_TRACE=1 start_game $GAMEARGS --tileset mahjong --background wood
check "playing" board theme-settings-clock-1
sleep 2.3
shot theme-settings-clock-2
stop_game
n=$(differ theme-settings-clock-1 theme-settings-clock-2 "$rect")
check "the board is the same after the clock's frames ($n pixels differ)" [ "$n" = 0 ]
bar=$(awk -v w=$W -v y="${rect##*+}" 'BEGIN { printf "%dx%d+0+0", w, y / 2 }')
n=$(differ theme-settings-clock-1 theme-settings-clock-2 "$bar")
check "the countdown moved in the status bar ($n pixels of $bar differ)" [ "$n" -gt 0 ]
check "those were frames of the status bar only" sh -c \
    "grep -q 'bar-only-frames [1-9]' '$e2e_work/game.err'"

# The music stops (nothing decoded) at volume 0 and while the window is
# hidden, and starts again after (LLK_TRACE lines, SDL's dummy driver).
rm -f "$SAVE"
LLK_TRACE=1 start_game --windowed ${W}x$H
check "the menu music plays (volume 80, remembered)" wait_log "music start menu" 1
wait_button settings
button settings
wait_state "d['view']=='settings'" >/dev/null
button settings_sound
wait_button music_volume
button music_volume
for v in 90 100; do
    key Right
    wait_state "d['settings']['music_volume']==$v" >/dev/null
done
key Left Left Left Left Left Left Left Left Left Left
check "music volume 0" wait_state "d['settings']['music_volume']==0"
check "volume 0: the music fades out and stops" wait_log "music fade-out menu" 1
sleep 1
check "and does not start again" [ "$(count 'music start')" -eq 1 ]
key Right
check "volume 10: it starts again" wait_log "music start menu" 2
xdotool windowunmap "$e2e_wid"
wait_log "music hidden" 1
check "hidden: said" [ "$(count 'music hidden')" -ge 1 ]
check "hidden: the music fades out" wait_log "music fade-out menu" 2
xdotool windowmap "$e2e_wid"
check "shown again: the music starts" wait_log "music start menu" 3
stop_game
e2e_summary theme_settings
