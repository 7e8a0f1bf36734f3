#!/bin/sh
# share.sh - a result to share (issue 48): the results card's Copy result
# puts one line on the clipboard (read back with xclip): the game, the
# level and difficulty, the stars, the time, the hints, the level's points
# and the game ID, in the language on show; its button then says so.
# Pasted with Ctrl+V on the title, the whole line starts its deal (asked
# first over the run kept, as any start is); a clipboard with no game ID
# is said so under the buttons and starts nothing.
# Screenshots: $LLK_BUILD/screenshots/share-*.png
. "$(dirname "$0")/lib/common.sh"

mkdir -p "$XDG_CONFIG_HOME/lianliankan"
printf 'anim_speed = off\n' >"$XDG_CONFIG_HOME/lianliankan/settings.ini"
e2e_start_x || { bad "Xvfb starts"; e2e_summary share; exit 1; }
xdotool mousemove 1 1

# clip: the clipboard's text (asked again for up to 3 s while empty: the
# game answers the request from its event loop)
clip() {
    n=0
    while [ $n -lt 30 ]; do
        c=$(bounded 5 xclip -o -selection clipboard 2>/dev/null)
        [ -n "$c" ] && { printf '%s\n' "$c"; return 0; }
        sleep 0.1
        n=$((n + 1))
    done
}

for lang in C zh_CN.UTF-8; do
    l=$(echo "$lang" | sed 's/^C$/en/; s/_.*//')
    rm -rf "$XDG_DATA_HOME" "$XDG_STATE_HOME"
    LANG=$lang LANGUAGE= LC_ALL= LC_MESSAGES= start_game --windowed 1024x700 --no-sound
    xdotool mousemove --window "$e2e_wid" 1 1
    button new_easy
    wait_state "d['view']=='playing' and d['run']" >/dev/null
    id=$(get game_id | tr -d '"')
    moves=$(state clear "$LLK" "$e2e_wid")
    check "$l: level 1 cleared ($moves pairs): the results card has Copy result" \
        wait_button copy_result 5
    score=$(get level_score 2>/dev/null || echo)
    button copy_result
    check "$l: Copy result: its button says it was copied" wait_state \
        "[b['label'] for b in d['buttons'] if b['id']=='copy_result'] in (['Result copied'], ['已复制成绩'])"
    line=$(clip)
    echo "  (the line: $line)"
    case $l in
    en) want="Lianliankan · Level 1, easy · " ;;
    zh) want="连连看 · 第 1 关，简单 · " ;;
    esac
    check "$l: the line names the game and the level" \
        sh -c "printf '%s' \"\$1\" | grep -qF -- \"\$2\"" - "$line" "$want"
    check "$l: the line ends with the game ID" \
        sh -c "[ \"\${1##* }\" = \"\$2\" ]" - "$line" "$id"
    check "$l: the line has three stars' places, the time, the hints" \
        sh -c "printf '%s' \"\$1\" | grep -qE '[★☆]{3} · [0-9]+:[0-9]{2} · [0-9]+ '" - "$line"
    check "$l: the line is one line" sh -c "[ \"\$(printf '%s' \"\$1\" | wc -l)\" = 0 ]" - "$line"
    wait_drawn level_clear >/dev/null
    check "$l: the card as drawn" seen_look share-card-$l "$l"
    stop_game
done

# The line pasted on the title (English): a game kept asks first; yes
# deals the line's board (the same game ID).
rm -rf "$XDG_DATA_HOME" "$XDG_STATE_HOME"
start_game --windowed 1024x700 --no-sound
xdotool mousemove --window "$e2e_wid" 1 1
button new_normal
wait_state "d['view']=='playing' and d['run']" >/dev/null
key Escape
check "a run kept: the title" wait_state "d['view']=='menu' and d['can_continue']"
printf 'Lianliankan · Level 1, easy · ★★★ · 0:21 · 0 hints · 380 points · %s\n' "$id" |
    bounded 5 xclip -selection clipboard 2>/dev/null
key ctrl+v
check "Ctrl+V with a shared line: asked first (the run kept)" wait_state \
    "d['view']=='confirm' and d['confirm']=='leave'"
button yes
check "yes: the line's deal ($id)" wait_state \
    "d['view'] in ('playing', 'paused') and d['game_id']=='$id'"
key Escape
wait_state "d['view']=='menu'" >/dev/null
printf 'hello there\n' | bounded 5 xclip -selection clipboard 2>/dev/null
key ctrl+v
check "Ctrl+V with no game ID: said under the buttons, nothing started" wait_state \
    "d['view']=='menu' and d['notice']=='The clipboard holds no game ID'"
wait_drawn menu >/dev/null
check "the title as drawn with it" seen_look share-title-noid en
stop_game
e2e_summary share
