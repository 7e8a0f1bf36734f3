#!/bin/sh
# seen.sh - every screen as the player sees it: on each of the game's views
# (the tutorial's offer and board, the title, Settings' four tabs, the level
# map and its Custom tab, the game-ID entry, Help's tabs, high scores, the
# daily table, statistics, the board with its notices, pause, the confirm
# questions, a shift's card, the deal of the day's rule card and its board
# with tiles face down, the results card, the run's end and its
# name entry, a dealt board's results card with Watch and Watch stepped,
# time up, the last level's cleared card), in three passes
# (640x400 in Chinese, 1920x1080 in Chinese, 1024x700 in English;
# LLK_SEEN_PASSES="SIZE:LANG:EDGES[:TEXT] ..." others (TEXT: the text size,
# percent; seen_text.sh walks the large ones; LLK_SEEN_CONTRAST=high: in
# the high-contrast look), as `make screenshots` walks
# every size in both languages with LLK_SEEN_KEEP=1: every shot kept),
# and two of text sizes only (EDGES "s": no shots, each view's texts from
# the state file) at 1280x800, a handheld's screen (the Steam Deck's), in
# English and Chinese: no text under 12 px and no control or tile under a
# finger's 40 px (the state file's "touch_small" empty) on any view
# (issue 46);
# - the screenshot shows what the state file says was drawn: ink of each
#   string's colour in its rectangle, each label inside its control, every
#   button's label, the notice and the refusal drawn, nothing outside the
#   window (lib/seen.py screen);
# - every string on a Chinese screen is Chinese or on the short list of
#   words any language shows (numbers, key names, game IDs); no Chinese on
#   an English one (lib/seen.py lang);
# - at 640x400 and 1920x1080, the pointer 3 px inside each edge of every
#   enabled control hovers it and 3 px outside does not, as the game's own
#   hit-test says (the state file's "hovers"; lib/seen.py edges), and the
#   same for 24 tiles of the board (the corners and some at random) and
#   beyond its rim (lib/seen.py cells); every control that opens a screen
#   is clicked 3 px inside an edge and acts;
# - the board's marks (the cursor, every tile of its kind, the selection,
#   the refusal, the hint) each change their region against the board
#   without them, also as seen in grey and by a protanope and a
#   deuteranope (issue 47: no mark needs colour vision; lib/seen.py
#   effect).
# Shots: $LLK_BUILD/screenshots/seen/ (a look's only when it found a fault,
# unless LLK_SEEN_KEEP=1).
LLK_E2E_SCREEN=${LLK_E2E_SCREEN:-2000x1200x24}
export LLK_E2E_SCREEN
. "$(dirname "$0")/lib/common.sh"

e2e_start_x || { bad "Xvfb starts"; e2e_summary "${LLK_SEEN_NAME:-seen}"; exit 1; }
mkdir -p "$SHOTS/seen"

# look NAME VIEW: once VIEW is drawn, its shot held against the state file,
# its language, and (with edges=1) its controls' edges.
look_at() {
    if ! wait_drawn "$2" 20 >/dev/null; then
        bad "$tag $1: the view $2 is drawn (view $(get view), frame $(get frame_view), tiles $(get tiles_left))"
        return
    fi
    if [ "$edges" = s ]; then
        check "$tag $1: no text under 12 px" text_sizes 12
        check "$tag $1: every control and tile a finger wide (40 px)" \
            wait_state "d['touch_small']==[] and all(min(b['w'], b['h']) >= 40 \
for b in d['buttons'])" 1
        return
    fi
    check "$tag $1: no text clipped or overlapping" \
        wait_state "d.get('clipped') is None and d.get('overlap') is None" 1
    pts=-
    [ "$edges" = 1 ] && pts=$e2e_work/edges.txt
    check "$tag $1: drawn as listed, in $lang_name" \
        seen_look "seen/$tag-$1" "$lang_name" "$pts"
    if [ "$edges" = 1 ]; then
        check "$tag $1: every control's edges hover it" hover_edges -
    fi
}

# text_sizes MIN: every text the state file lists is at least MIN px tall
# (its font's size in window points); the smaller ones named.
text_sizes() {
    "$PY" -c "
import json, sys
d = json.load(open('$STATE'))
small = sorted({(t['px'], t['text'][:24]) for t in d.get('texts', []) if t['px'] < $1})
for px, s in small[:6]:
    print('  (%.1f px: %s)' % (px, s))
sys.exit(1 if small else 0)"
}

# effect KIND [BASE]: once the state shows a mark of KIND, its rectangle
# differs from the base shot (seen/TAG-BASE, default base), in colour and
# as seen in grey and by a protanope and a deuteranope, and the shot
# passes the screen check.
effect() {
    wait_state "any(m['kind']=='$1' for m in d.get('marks', []))" 5 >/dev/null
    pyrun "$e2e_here/seen.py" "$STATE" effect "$1" "$SHOTS/seen/$tag-${2:-base}.png" \
        "$e2e_wid" "$SHOTS/seen/$tag-$1.png"
}

# go ID VIEW NAME: click button ID 3 px inside one of its edges (the
# next edge each time: left, right, top, bottom), then look at NAME: the
# screen it opened (a click at the edge acts as at the centre).
go() {
    wait_button "$1" 5 >/dev/null && edge_button "$1"
    look_at "$3" "$2"
}

# edge_button ID: click button ID 3 px inside the next edge in turn.
edge_n=0
edge_button() {
    edge_n=$((edge_n + 1))
    set -- $("$PY" -c "
import json; d = json.load(open('$STATE'))
b = [b for b in d['buttons'] if b['id'] == '$1'][0]
x0, y0 = int(b['x']), int(b['y'])
x1, y1 = int(b['x'] + b['w']) - 1, int(b['y'] + b['h']) - 1
cx, cy = (x0 + x1) // 2, (y0 + y1) // 2
print(*[(x0 + 3, cy), (x1 - 3, cy), (cx, y0 + 3), (cx, y1 - 3)][$edge_n % 4])")
    [ $# -eq 2 ] || return 1
    eb_events=$(get events)
    xdotool mousemove --window "$e2e_wid" "$1" "$2" mousedown 1 mouseup 1
    # both its events handled (the state is written after each): a tab
    # switched within one view is not mistaken for the tab before it
    wait_state "d['events'] >= $eb_events + 2" 5 >/dev/null
}

# edge_click ID VIEW: click button ID 3 px inside an edge; the screen it
# opens is VIEW.
edge_click() {
    wait_button "$1" 5 >/dev/null || { bad "$tag: button $1 on show"; return; }
    edge_button "$1"
    check "$tag: $1 clicked 3 px inside its edge opens $2" \
        wait_state "d['view']=='$2'" 5
}

# start LANG ARGS...: the game at this pass's size in language LANG.
start() {
    l=$1
    shift
    LANG=$l LANGUAGE= LC_ALL= LC_MESSAGES= LLK_ANIM_SCALE=${anim:-1} \
        start_game --windowed "$size" --no-sound "$@"
    xdotool mousemove --window "$e2e_wid" 1 1
}

# High scores whose rows name replays, kept or not (a full table: Watch at
# the right of the rows whose replays are kept, none on the row whose
# files are gone), and today's deal played (its day a control on the
# calendar, selected; Watch on the Daily screen): issue 48. The names
# stand in any language (seen.py lang); the replay files need only be
# there (Watch is not opened here).
seed_watch() {
    data=$XDG_DATA_HOME/lianliankan
    mkdir -p "$data/replays"
    today=$(date +%Y-%m-%d)
    {
        echo 'lianliankan-scores 4'
        i=1
        for score in 98765 9000 8800 7000 6500 5000 4200 3000 1200 900; do
            echo "run normal $score $((i % 14)) 1764400000 LLK-$i-Lee-Wong-Chan-Ho"
            r=20261129-1200$(printf %02d $i)-N01T-$i.replay
            [ $i -ne 4 ] && : >"$data/replays/$r" # row 4's are gone
            [ $((i % 3)) -ne 0 ] && echo "replays $r"
            i=$((i + 1))
        done
        echo 'end'
    } >"$data/scores.txt"
    printf 'lianliankan daily 1\nplayed 1\nstreak 1 %s\nbest_streak 1\nday %s done 1 cleared 1 score 1234 time 83250\n' \
        "$today" "$today" >"$data/daily.txt"
}

# seed_day_replay: a replay of today's deal (its game ID from the state).
seed_day_replay() {
    id=$(state get daily | "$PY" -c 'import json,sys; print(json.load(sys.stdin)["game_id"])')
    : >"$XDG_DATA_HOME/lianliankan/replays/20261129-120000-$id.replay"
}

pass() {
    size=$1 lang=$2 edges=$3 text=${4:-100}
    lang_name=$(echo "$lang" | cut -c1-2 | sed 's/C/en/')
    tag=$size-$lang_name
    [ "$text" != 100 ] && tag=$tag-text$text
    rm -rf "$XDG_STATE_HOME" "$XDG_CONFIG_HOME" "$XDG_DATA_HOME"
    mkdir -p "$XDG_CONFIG_HOME/lianliankan"
    [ "$text" != 100 ] &&
        printf 'text_size = %s\n' "$text" >"$XDG_CONFIG_HOME/lianliankan/settings.ini"
    # LLK_SEEN_CONTRAST=high: every pass in the high-contrast look
    if [ -n "${LLK_SEEN_CONTRAST:-}" ]; then
        tag=$tag-contrast-$LLK_SEEN_CONTRAST
        printf 'contrast = %s\n' "$LLK_SEEN_CONTRAST" \
            >>"$XDG_CONFIG_HOME/lianliankan/settings.ini"
    fi
    mkdir -p "$XDG_DATA_HOME/lianliankan/layouts"
    cp "$LLK_TOP/assets/layouts/easy-stairs.layout" \
        "$XDG_DATA_HOME/lianliankan/layouts/stairs.layout"
    seed_watch
    e2e_first_start=1 # the tutorial's offer first
    # effects four times as long (twelve sanitized): each is looked at
    # while on show
    anim=$((4 * e2e_slow))
    start "$lang"
    seed_day_replay
    anim=1
    e2e_first_start=0
    look_at tutorial-offer tutorial
    go tutorial_skip menu menu
    go settings settings settings-game
    go settings_look settings settings-look
    go settings_sound settings settings-sound
    go settings_lang settings settings-lang
    go settings_access settings settings-access
    into_view keys || bad "$tag: Keys scrolled into view"
    go keys keys keys
    key Escape
    wait_state "d['view']=='settings'" >/dev/null
    edge_click back menu
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
    # effects: each mark drawn where the state file says, over the board
    # as it was without it
    wait_state "not d.get('anim')" 10 >/dev/null
    if [ "$edges" = 1 ]; then
        pyrun "$e2e_here/seen.py" "$STATE" cells >"$e2e_work/edges.txt"
        check "$tag: 3 px inside each edge of a tile hovers it, beyond the board nothing" \
            hover_edges -
    fi
    if [ "$edges" != s ]; then
        # the keyboard's cursor, then every tile of its kind (K)
        shot "seen/$tag-base0"
        key Right
        check "$tag: the cursor is drawn" effect cursor base0
        shot "seen/$tag-base1"
        key k
        check "$tag: the tiles of its kind are drawn marked" effect peek base1
        key k
        wait_state "not any(m['kind']=='peek' for m in d.get('marks', []))" 5 >/dev/null
        shot "seen/$tag-base"
        set -- $(state badpair "$LLK")
        click "$1" "$2"
        check "$tag: the selection is drawn" effect selection
        click "$3" "$4"
        check "$tag: the refusal and its reason are drawn" effect refusal
        key h
        check "$tag: the hint is drawn" effect hint
    fi
    edge_click pause paused
    key p
    key h
    set -- $(state button redeal)
    xdotool mousemove --window "$e2e_wid" "$1" "$2"
    look_at play-notices playing
    key p
    look_at pause paused
    key d
    look_at confirm-show-me confirm
    key Escape
    go restart confirm confirm-restart
    key Escape
    go end_run confirm confirm-end-run
    key Escape
    key p
    key Escape
    look_at menu-kept menu
    stop_game
    # a shift's first meeting: its card
    e2e_first_state true ""
    e2e_first_start=1
    start "$lang" --level 2 --seed 1
    e2e_first_start=0
    look_at intro intro
    stop_game
    # the deal of the day's rule (2026-12-03: hidden faces): its card, then
    # the board with its closed-in tiles face down
    LLK_TODAY=2026-12-03
    export LLK_TODAY
    start "$lang"
    go daily rule daily-rule
    go rule_ok playing daily-hidden
    stop_game
    unset LLK_TODAY
    # the results card, the run's end and the name it asks for; from here
    # on animations off: the cards are looked at as they end (the stars
    # landed, the tally done: 4 s a card with them on)
    printf 'anim_speed = off\n' >>"$XDG_CONFIG_HOME/lianliankan/settings.ini"
    start "$lang" --board "$LLK_TOP/tests/e2e/data/small.txt" --difficulty easy
    wait_state "d['screen']=='playing'" >/dev/null
    state clear "$LLK" "$e2e_wid" >/dev/null
    wait_state "d['view']=='level_clear' and not d.get('anim')" 8 >/dev/null
    look_at results level_clear
    go next playing play-next
    key p
    go end_run confirm confirm-end-run-2
    go yes run_ended run-ended
    wait_button menu 5 >/dev/null && button menu
    look_at name-entry name_entry
    stop_game
    # a dealt board's results card offers Watch (its replay): Watch, stepped
    start "$lang" --seed 11 --level 1 --difficulty easy
    wait_state "d['screen']=='playing'" >/dev/null
    state clear "$LLK" "$e2e_wid" >/dev/null
    wait_state "d['view']=='level_clear' and not d.get('anim')" 8 >/dev/null
    look_at results-watch level_clear
    # (left out where the card's row would not hold its labels)
    if wait_state "'watch' in [b['id'] for b in d['buttons']]" 1 >/dev/null; then
        go watch watch watch
        wait_button watch_step 5 >/dev/null && button watch_step
        wait_state "d['notice'] is not None and ' 1 ' in d['notice']" >/dev/null
        look_at watch-step watch
    else
        echo "  ($tag: the results card has no room for Watch)"
    fi
    stop_game
    # time up (a saved game out of time)
    cp "$LLK_TOP/tests/fuzz/corpus/save/save01.txt" \
        "$XDG_STATE_HOME/lianliankan/game.save"
    start "$lang"
    # the title drawn first: a click while the first frame is still being
    # made (large Chinese text at 1920x1080) was lost
    wait_drawn menu 20 >/dev/null
    go continue time_up time-up
    stop_game
    # the last level cleared (a small board as level 13): its card
    start "$lang" --board "$LLK_TOP/tests/e2e/data/small.txt" --difficulty easy \
        --level 13
    wait_state "d['screen']=='playing'" >/dev/null
    if ! cleared=$(state clear "$LLK" "$e2e_wid"); then
        echo "  (the last level not cleared at first: $cleared; again)"
        cleared=$(state clear "$LLK" "$e2e_wid") ||
            echo "  (the last level not cleared: $cleared)"
    fi
    look_at finished finished
    stop_game
}

# sanitized: the game's memory is what that lane checks; one pass does it
passes="640x400:zh:1 1920x1080:zh:1 1024x700:en:0 1280x800:en:s 1280x800:zh:s"
[ "$e2e_slow" != 1 ] && passes="640x400:zh:1"
for p in ${LLK_SEEN_PASSES:-$passes}; do
    l=$(echo "$p" | cut -d: -f2 | sed -e 's/^zh$/zh_CN.UTF-8/' -e 's/^en$/C/')
    pass "$(echo "$p" | cut -d: -f1)" "$l" "$(echo "$p" | cut -d: -f3)" \
        "$(echo "$p" | cut -d: -f4)"
done
e2e_summary "${LLK_SEEN_NAME:-seen}"
