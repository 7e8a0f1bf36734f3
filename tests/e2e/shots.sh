#!/bin/sh
# shots.sh - the screenshots of the README and the AppStream metainfo, at
# 1024x700: a board being played (English), and the menu, a board and
# Help in Chinese. Each is checked to be the screen it claims (the state
# file's view and lang) before it is taken. They go to
# $LLK_BUILD/screenshots/docs-*.png; with LLK_DOCS_SHOTS=DIR (make
# screenshots: docs/screenshots) they are copied there too.
. "$(dirname "$0")/lib/common.sh"

e2e_start_x || { bad "Xvfb starts"; e2e_summary shots; exit 1; }

# take NAME: the shot, once the frame is drawn; copied to LLK_DOCS_SHOTS
take() {
    sleep 0.5
    shot "docs-$1"
    if [ -n "${LLK_DOCS_SHOTS:-}" ]; then
        mkdir -p "$LLK_DOCS_SHOTS" && cp "$SHOTS/docs-$1.png" "$LLK_DOCS_SHOTS/$1.png"
    fi
}

LANG=C LANGUAGE= LC_ALL= LC_MESSAGES= \
    check "English game starts" start_game --level 3 --seed 42 --difficulty normal \
    --windowed 1024x700 --no-sound
wait_state "d['screen']=='playing'" >/dev/null
set -- $(state pair1xy "$LLK")
xdotool mousemove --window "$e2e_wid" "$1" "$2" click 1 \
    mousemove --window "$e2e_wid" "$3" "$4" click 1
check "a pair removed" wait_state "d['tiles_left']==d['rows']*d['cols']-2"
key h
check "a hint on show" wait_state "d['hint'] is not None and d['lang']=='en'"
take play
stop_game

LANG=zh_CN.UTF-8 LANGUAGE= LC_ALL= LC_MESSAGES= \
    check "Chinese game starts" start_game --windowed 1024x700 --no-sound
check "Chinese menu" wait_state "d['view']=='menu' and d['lang']=='zh_CN'"
take menu-zh_CN
button help
check "Chinese help" wait_state "d['view']=='help' and d['lang']=='zh_CN'"
take help-zh_CN
key Escape
wait_state "d['view']=='menu'" >/dev/null
button new_normal
yes_if_asked
check "Chinese board" wait_state "d['view']=='playing' and d['lang']=='zh_CN'"
take play-zh_CN
stop_game
e2e_summary shots
