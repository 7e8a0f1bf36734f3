#!/bin/sh
# themes.sh - tile sets, backgrounds and music in a real window: an unknown
# --tileset or --background is a usage error naming the ones there are;
# each tile set draws other faces on the same board (screenshots of the
# board compared), each background is drawn unscaled from its picture
# (a corner of the window compared with the PNG) and they all differ; the
# menu music plays on the menu, fades to the play music when a game
# starts and back on Esc, and M mutes and unmutes it (LLK_TRACE lines,
# SDL's dummy audio driver: the real SDL_mixer, no sound card).
# Screenshots: $LLK_BUILD/screenshots/themes-*.png
. "$(dirname "$0")/lib/common.sh"
assets=${LLK_ASSETS:-$LLK_TOP/assets}

bounded 20 "$GAME" --tileset nope >"$e2e_work/out" 2>"$e2e_work/err"
st=$?
check "--tileset nope: exit 2, one line naming the sets" sh -c \
    "[ $st -eq 2 ] && [ \$(wc -l <'$e2e_work/err') -eq 1 ] && grep -q \"no tile set 'nope'.*emoji, mahjong\" '$e2e_work/err'"
bounded 20 "$GAME" --background nope >"$e2e_work/out" 2>"$e2e_work/err"
st=$?
check "--background nope: exit 2, one line naming the backgrounds" sh -c \
    "[ $st -eq 2 ] && [ \$(wc -l <'$e2e_work/err') -eq 1 ] && grep -q \"no background 'nope'.*felt\" '$e2e_work/err'"
bounded 20 "$GAME" --tileset ../x >"$e2e_work/out" 2>"$e2e_work/err"
check "--tileset with a path: exit 2" [ $? -eq 2 ]
check "--help names --tileset and --background" sh -c \
    "'$GAME' --help | grep -q -- '--tileset NAME' && '$GAME' --help | grep -q -- '--background NAME'"

e2e_start_x || { bad "Xvfb starts"; e2e_summary themes; exit 1; }

W=800 H=560
# one TILESET BACKGROUND: the same board with this look; screenshot
# themes-TILESET-BACKGROUND, and the board's rectangle in $e2e_work/rect.
one() {
    start_game --seed 3 --level 1 --difficulty easy --windowed ${W}x$H --no-sound \
        --tileset "$1" --background "$2" || return 1
    wait_state "d['screen']=='playing' and d['board_rect']['cell_w']>10" || return 1
    sleep 0.3
    shot "themes-$1-$2"
    "$PY" -c "
import json
d = json.load(open('$STATE'))
r = d['board_rect']
print('%dx%d+%d+%d' % (r['cell_w'] * d['cols'], r['cell_h'] * d['rows'], r['x'], r['y']))" \
        >"$e2e_work/rect"
    stop_game
}

for look in "emoji felt" "mahjong felt" "emoji wood" "emoji silk" "emoji ink"; do
    set -- $look
    check "starts with tile set $1 on background $2" one "$1" "$2"
done
rect=$(cat "$e2e_work/rect")

# pixels (of a WxH+X+Y crop) that differ by more than 10 %
differ() {
    compare -metric AE -fuzz 10% "$SHOTS/$1.png[$3]" "$SHOTS/$2.png[$3]" null: 2>&1 |
        sed 's/ .*//'
}
n=$(differ themes-emoji-felt themes-mahjong-felt "$rect")
total=$(echo "$rect" | sed 's/+.*//' | awk -Fx '{print $1 * $2}')
check "the mahjong board shows other faces ($n of $total pixels differ)" \
    [ "$(awk -v n="$n" -v t="$total" 'BEGIN { print (n > t / 5) }')" = 1 ]
n=$(differ themes-emoji-felt themes-emoji-wood "$rect")
check "the same tile set on another background keeps its faces ($n pixels differ)" \
    [ "$(awk -v n="$n" -v t="$total" 'BEGIN { print (n < t / 2) }')" = 1 ]

# The window's bottom-left corner shows the background picture itself,
# repeated from the top-left corner at its own size (512 px).
y=$((H - 12))
py=$((y % 512))
for bg in felt wood silk ink; do
    sh=themes-emoji-$bg
    n=$(compare -metric AE -fuzz 3% "$SHOTS/$sh.png[12x12+0+$y]" \
        "$assets/backgrounds/$bg.png[12x12+0+$py]" null: 2>&1 | sed 's/ .*//')
    check "background $bg is drawn from backgrounds/$bg.png ($n of 144 pixels differ)" [ "$n" = 0 ]
done
for p in "felt wood" "felt silk" "felt ink" "wood silk" "wood ink" "silk ink"; do
    set -- $p
    n=$(compare -metric AE -fuzz 3% "$SHOTS/themes-emoji-$1.png[64x64+0+$((H - 64))]" \
        "$SHOTS/themes-emoji-$2.png[64x64+0+$((H - 64))]" null: 2>&1 | sed 's/ .*//')
    check "backgrounds $1 and $2 differ on screen ($n of 4096 pixels)" [ "$n" -gt 2000 ]
done

# Music: menu loop on the menu, play loop in a game, fades between, M.
export LLK_TRACE=1
start_game --windowed ${W}x$H
check "the menu music starts" wait_log "music start menu" 1
wait_button new_easy
button new_easy
yes_if_asked
check "a game starts" wait_state "d['screen']=='playing'"
check "the menu music fades out" wait_log "music fade-out menu" 1
check "then the play music starts" wait_log "music start play" 1
key m
check "M mutes the music" wait_log "music muted" 1
check "M: the play music fades out" wait_log "music fade-out play" 1
check "M: says Music off" wait_state "d['notice']=='Music off'"
sleep 1
check "muted: nothing starts" [ "$(count 'music start')" -eq 2 ]
key m
check "M again unmutes" wait_log "music unmuted" 1
check "M again: the play music starts" wait_log "music start play" 2
key Escape
check "Esc: back on the menu" wait_state "d['view']=='menu'"
check "the play music fades out" wait_log "music fade-out play" 2
check "the menu music starts again" wait_log "music start menu" 2
key m
check "M on the menu mutes too" wait_log "music muted" 2
stop_game
check "no warning about music" [ "$(grep -v '^llk-trace' "$e2e_work/game.err" | grep -c .)" -eq 0 ]
# Each track is decoded into memory when it is wanted, after the first
# frame, and only one is held: the play loop once (M keeps it), the menu
# loop twice (dropped while the play loop was held).
check "the menu loop is decoded after the first frame" sh -c \
    "grep -m1 -e 'first-frame' -e 'music decoded' '$e2e_work/game.err' | grep -q first-frame"
check "the play loop decoded once" [ "$(count 'music decoded play')" -eq 1 ]
check "the menu loop decoded again after it" [ "$(count 'music decoded menu')" -eq 2 ]

# A music file that cannot be decoded: one line naming it, that music
# silent, the game plays on.
bad=$e2e_work/bad-assets
cp -R "$LLK_TOP/assets" "$bad"
head -c 3000 "$LLK_TOP/assets/music/play.ogg" | tail -c 2000 >"$bad/music/play.ogg"
LLK_ASSETS=$bad start_game --windowed ${W}x$H --level 1
check "a broken play loop: the game plays" wait_state "d['screen']=='playing'"
check "it says so in one line naming the file" wait_log "cannot load music .*music/play.ogg" 1
sleep 0.5
stop_game
check "and only that line, no music started" sh -c \
    "[ \$(grep -v '^llk-trace' '$e2e_work/game.err' | grep -c .) -eq 1 ] && ! grep -q 'music start' '$e2e_work/game.err'"
rm -rf "$bad"

# No audio device: the one warning of audio.c, no music, no other line.
SDL_AUDIODRIVER=none-such start_game --windowed ${W}x$H --level 1
wait_state "d['screen']=='playing'" >/dev/null
sleep 0.5
stop_game
check "no audio device: one warning, no music" sh -c \
    "[ \$(grep -v '^llk-trace' '$e2e_work/game.err' | grep -c .) -eq 1 ] && ! grep -q 'music' '$e2e_work/game.err'"
unset LLK_TRACE

e2e_summary themes
