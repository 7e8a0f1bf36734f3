#!/bin/sh
# shapes.sh - shapes that keep their shape (issue 45), in a real window:
# a level dealt into a shape is started with the game's command-line
# options (relaxed, so no clock runs out), then 30 random removable pairs
# are clicked, cells taken from the state file; after every removal no
# tile may sit outside the level's layout (the state's "layout":
# assets/layouts/NAME.layout), under the level's own shift. Three of the
# five shaped levels, at the three difficulties: the issue's heart
# (split-vertical), the butterfly whose holes cut its rows between the
# wings (split-horizontal), and two rings under outward, whose quadrants
# slide in passes. The other two shifts (left-down-right-up, the hui;
# top-left-bottom-right, the diamond) and every other layout are played
# the same way by test_game_layout (every shaped level of every
# difficulty, 30 moves through the game's clicks) and test_shape (every
# layout in all 13 modes). Animations off (anim_speed = off): about 7 s a
# level. Screenshot: $LLK_BUILD/screenshots/shapes-heart.png after 30 moves.
. "$(dirname "$0")/lib/common.sh"

e2e_start_x || { bad "Xvfb starts"; e2e_summary shapes; exit 1; }

INI=$XDG_CONFIG_HOME/lianliankan/settings.ini
mkdir -p "${INI%/*}"
printf 'anim_speed = off\npath_ms = 100\n' >"$INI"

# shaped DIFFICULTY LEVEL SEED: start the level, click 30 random pairs
# (random from SEED), check the shape after each.
shaped() {
    start_game --relaxed --difficulty "$1" --level "$2" --seed "$3" --windowed 800x500 --no-sound
    if ! wait_state "d['view']=='playing' and d['layout'] is not None and $dealt_full" 10 >/dev/null; then
        bad "$1 level $2: dealt into its shape"
        stop_game
        return
    fi
    name=$(state get layout | tr -d '"')
    out=$(state randplay 30 "$3" "$LLK" "$e2e_wid")
    st=$?
    [ "$st" -ne 0 ] && echo "$out" | sed 's/^/  /'
    check "$1 level $2 ($name, $(get shift | tr -d '"')): 30 moves, no tile outside the shape" \
        test "$st" -eq 0 -a "$(echo "$out" | tail -n 1)" = "30 0"
    [ "$name" = hard-heart ] && shot shapes-heart
    stop_game
}

shaped hard 4 41     # hard-heart, split-vertical
shaped easy 5 52     # easy-butterfly, split-horizontal
shaped normal 10 101 # normal-rings, outward
e2e_summary shapes
