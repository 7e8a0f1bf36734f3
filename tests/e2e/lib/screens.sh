#!/bin/sh
# screens.sh - a screenshot of every screen the widget kit draws (the
# confirm dialog's questions, the results card, the run's summary and time
# up among them), at
# 640x400, 1024x700 and 1920x1080, in English and in Chinese, into
# $LLK_BUILD/screenshots/screens/SIZE-LANG-SCREEN.png, to look at (make
# screenshots runs it; not a test: it checks only that each screen came,
# and lists any text the state file says was cut or overlapped).
LLK_E2E_SCREEN=${LLK_E2E_SCREEN:-2000x1200x24}
export LLK_E2E_SCREEN
. "$(dirname "$0")/common.sh"

e2e_start_x || { bad "Xvfb starts"; e2e_summary screens; exit 1; }
mkdir -p "$SHOTS/screens"

# take NAME VIEW: once the screen is VIEW, the shot, and its faults said
take() {
    wait_state "d['view']=='$2'" 5 >/dev/null || bad "$tag $1: view $2"
    sleep 0.4
    shot "screens/$tag-$1"
    faults=$(state get clipped)$(state get overlap)
    [ "$faults" = nullnull ] || echo "  $tag-$1: clipped/overlap: $faults"
    ok "$tag $1"
}

# go ID VIEW NAME: click button ID, then take NAME
go() {
    wait_button "$1" 5 >/dev/null && button "$1"
    take "$3" "$2"
}

for size in 640x400 1024x700 1920x1080; do
    for lang in C zh_CN.UTF-8; do
        tag=$size-$(echo "$lang" | cut -c1-2)
        rm -rf "$XDG_STATE_HOME" "$XDG_CONFIG_HOME" "$XDG_DATA_HOME"
        e2e_first_start=1 # the tutorial's offer first
        # a layout of the player's (the level map's Custom tab) and a bad
        # one (named in the menu's notice line)
        mkdir -p "$XDG_DATA_HOME/lianliankan/layouts"
        cp "$LLK_TOP/assets/layouts/easy-stairs.layout" \
            "$XDG_DATA_HOME/lianliankan/layouts/stairs.layout"
        printf 'lianliankan layout 1\nname: Bad\nname_zh: Bad\nsize: 1x3\n###\n' \
            >"$XDG_DATA_HOME/lianliankan/layouts/odd.layout"
        LANG=$lang LANGUAGE= LC_ALL= LC_MESSAGES= \
            start_game --windowed "$size" --no-sound
        e2e_first_start=0
        xdotool mousemove 1 1
        take tutorial-offer tutorial
        go tutorial_skip menu menu
        go settings settings settings-game
        go settings_look settings settings-look
        go settings_sound settings settings-sound
        go settings_lang settings settings-lang
        go back menu menu-again
        go levels levels levels
        go diff_custom levels levels-custom
        key Escape
        go numbered numbered numbered
        key Escape
        go help help help
        go help_keys help help-keys
        go help_scoring help help-scoring
        go help_tutorial tutorial tutorial-board
        key Escape
        wait_state "d['view']=='help'" 5 >/dev/null
        key Escape
        go scores scores scores
        go tab_daily daily daily
        key Escape
        key Escape
        go stats stats stats
        key Escape
        go new_easy playing play
        key h
        key u
        set -- $(state button redeal)
        xdotool mousemove --window "$e2e_wid" "$1" "$2"
        take play-notices playing
        key p
        take pause paused
        key d
        take confirm-show-me confirm
        key Escape
        go restart confirm confirm-restart
        key Escape
        go end_run confirm confirm-end-run
        key Escape
        key p
        key Escape
        take menu-kept menu
        go new_normal confirm confirm
        stop_game
        # a shift's first meeting: its card (no shift seen yet)
        printf 'tutorial_done = true\nshifts_seen =\n' \
            >"$XDG_CONFIG_HOME/lianliankan/settings.ini"
        e2e_first_start=1 # (the lines above kept)
        LANG=$lang LANGUAGE= LC_ALL= LC_MESSAGES= \
            start_game --windowed "$size" --no-sound --level 2 --seed 1
        e2e_first_start=0
        take intro intro
        stop_game
        # the results card, the run's summary, time up (a saved game)
        LANG=$lang LANGUAGE= LC_ALL= LC_MESSAGES= \
            start_game --windowed "$size" --no-sound \
            --board "$LLK_TOP/tests/e2e/data/small.txt" --difficulty easy
        wait_state "d['screen']=='playing'" >/dev/null
        state clear "$LLK" "$e2e_wid" >/dev/null
        wait_state "d['view']=='level_clear'" 8 >/dev/null
        sleep 1.5 # the stars land
        take results level_clear
        go next playing play-next
        key p
        go end_run confirm confirm-end-run-2
        go yes run_ended run-ended
        stop_game
        cp "$LLK_TOP/tests/fuzz/corpus/save/save01.txt" \
            "$XDG_STATE_HOME/lianliankan/game.save"
        LANG=$lang LANGUAGE= LC_ALL= LC_MESSAGES= \
            start_game --windowed "$size" --no-sound
        go continue time_up time-up
        stop_game
        # the last level of a run cleared (a saved run at level 13, cleared
        # with animations off): its card and the run's summary
        cp "$LLK_TOP/tests/fuzz/corpus/save/save03.txt" \
            "$XDG_STATE_HOME/lianliankan/game.save"
        mkdir -p "$XDG_CONFIG_HOME/lianliankan"
        printf 'anim_speed = off\n' >"$XDG_CONFIG_HOME/lianliankan/settings.ini"
        LANG=$lang LANGUAGE= LC_ALL= LC_MESSAGES= \
            start_game --windowed "$size" --no-sound
        wait_button continue 5 >/dev/null && button continue
        resume_if_paused
        state clear "$LLK" "$e2e_wid" >/dev/null
        take finished finished
        stop_game
    done
done
e2e_summary screens
