#!/bin/sh
# tables.sh - the kit's tables on High scores and Statistics (issue 29):
# ten runs with long names and large numbers, statistics with seven-digit
# counters, at 640x400, 1024x700 and 1920x1080 in English and Chinese:
# nothing drawn past the table's box, the window's edge, or over another
# text (the state file's "clipped" and "overlap"; the kit's tables report
# a text past their box as clipped); numbers in the language's form, "–"
# where there is no data; the tabs and Back reached by the keys.
# Screenshots: $LLK_BUILD/screenshots/tables-*.png
. "$(dirname "$0")/lib/common.sh"

DATA=$XDG_DATA_HOME/lianliankan
write_profile() {
    mkdir -p "$DATA"
    {
        echo "lianliankan-scores 2"
        i=0
        while [ $i -lt 10 ]; do
            # names of 24 characters, the widest letter
            echo "run easy $((9876543 - i * 1000)) $((13 - i)) 1764000000 WWWWWWWWWWWWWWWWWWWWWWW$i"
            i=$((i + 1))
        done
        echo "run normal 1200 2 1764000000 张三丰张三丰张三丰张三丰张三丰张三丰"
        echo "end"
    } >"$DATA/scores.txt"
    {
        echo "lianliankan-stats 1"
        echo "stats timed easy 1234567 234567 3599000 1000 200000 9876543 123456 12345"
        echo "stats practice easy 12 5 61000 2 3 400 5 1"
        echo "end"
    } >"$DATA/stats.txt"
}

fits="d.get('clipped') is None and d.get('overlap') is None"

e2e_start_x || { bad "Xvfb starts"; e2e_summary tables; exit 1; }
for size in 640x400 1024x700 1920x1080; do
    for lang in C zh_CN.UTF-8; do
        l=$(echo "$lang" | cut -c1-2)
        rm -rf "$XDG_DATA_HOME" "$XDG_STATE_HOME"
        write_profile
        LANG=$lang LANGUAGE= LC_ALL= LC_MESSAGES= \
            start_game --windowed "$size" --no-sound
        xdotool mousemove --window "$e2e_wid" 1 1
        wait_button scores >/dev/null
        button scores
        wait_state "d['view']=='scores'" >/dev/null
        button tab_easy
        check "$size $l: scores, ten rows" wait_state \
            "d['view']=='scores' and len(d['lines'])==10"
        sleep 0.3
        key Home # (a key: the frame drawn is in the state file)
        check "$size $l: scores fit" wait_state "$fits"
        shot "tables-$size-$l-scores"
        key Escape
        wait_button stats >/dev/null
        button stats
        check "$size $l: statistics" wait_state "d['view']=='stats'"
        button tab_easy
        wait_state "d['lines'][0].startswith('timed started=1234567 ')" >/dev/null
        sleep 0.3
        key Home
        check "$size $l: statistics fit" wait_state "$fits"
        shot "tables-$size-$l-stats"
        stop_game
    done
done

# the keys move over every control of both screens, the tab focused by
# the keys shown at once on Enter; the numbers in the table's lines
rm -rf "$XDG_DATA_HOME" "$XDG_STATE_HOME"
write_profile
start_game --windowed 1024x700 --no-sound
xdotool mousemove --window "$e2e_wid" 1 1
button scores
wait_state "d['view']=='scores'" >/dev/null
button tab_easy
check "scores: the tabs are tabs, easy shown" wait_state \
    "[b['kind'] for b in d['buttons']]==['tab','tab','tab','tab','button','button'] and [b['id'] for b in d['buttons'] if b['chosen']]==['tab_easy']"
key Right Return
check "scores: Right, Enter shows Normal" wait_state \
    "[b['id'] for b in d['buttons'] if b['chosen']]==['tab_normal'] and len(d['lines'])==1"
key Down
check "scores: Down focuses the foot row (the daily table or Back)" wait_state \
    "[b['id'] for b in d['buttons'] if b['selected']] in (['tab_daily'], ['back'])"
wait_state "[b['id'] for b in d['buttons'] if b['selected']]==['tab_daily']" 1 >/dev/null &&
    key Tab
check "scores: Back, the last control" wait_state \
    "[b['id'] for b in d['buttons'] if b['selected']]==['back']"
key Tab
check "scores: Tab wraps to the first tab" wait_state \
    "[b['id'] for b in d['buttons'] if b['selected']]==['tab_easy']"
key Escape
button stats
wait_state "d['view']=='stats'" >/dev/null
button tab_easy
check "stats: one list gives the lines" wait_state \
    "d['lines'][0]=='timed started=1234567 won=234567 win=19 best_ms=3599000 streak=1000 longest=200000 pairs=9876543 hints=123456 redeals=12345'"
visited=""
for i in 1 2 3 4 5; do
    visited="$visited $(state get buttons | "$PY" -c 'import json,sys; print([b["id"] for b in json.load(sys.stdin) if b["selected"]][0])')"
    key Tab
    sleep 0.1
done
check "stats: Tab visits every control ($visited)" [ "$visited" = " tab_easy tab_normal tab_hard reset back" ]
stop_game
e2e_summary tables
