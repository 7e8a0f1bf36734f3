#!/bin/sh
# help.sh - Help in tabs (issue 29, 32): the tab ids, the Keys tab lists
# every row of the key table (as --help prints it, in the same language:
# both come from src/front/keys.c) with D, M, W, F1, Tab and F11 among
# them, the Rules tab's diagrams are paths the rules find with 0, 1, 2
# turns and the outer ring, and a line of three turns they refuse (drawn
# in the refusal's colour), the Scoring tab has the stars; arrows and Tab
# move the focus over the tabs and Back, a tab focused by the keys is
# shown; nothing clipped or overlapping at 640x400 in English and
# Chinese. Screenshots: $LLK_BUILD/screenshots/help-*.png
. "$(dirname "$0")/lib/common.sh"

e2e_start_x || { bad "Xvfb starts"; e2e_summary help; exit 1; }

# the rows of the key table as --help prints them, "KEYS = WHAT"
help_keys() {
    LANG=$1 LANGUAGE= LC_ALL= LC_MESSAGES= "$GAME" --help | "$PY" -c '
import re, sys
on = False
for line in sys.stdin:
    if re.match(r"  [^ -].*[:\uff1a]$", line.rstrip("\n")):
        on = True  # a group of the key table
    elif on and not line.startswith("  "):
        break
    elif on and line.startswith("    "):
        m = re.match(r"    (.*?)  +(\S.*)$", line.rstrip("\n"))
        if m is None:  # keys too long for the column: one space
            m = re.match(r"    (.*[^ ]) (\S+.*)$", line.rstrip("\n"))
        print("%s = %s" % (m.group(1).strip(), m.group(2)))
'
}

# same_keys FILE: the Keys tab's lines are the key table's rows, in order
same_keys() {
    "$PY" -c "
import json, sys
d = json.load(open('$STATE'))
want = [l.rstrip('\n') for l in open('$1')]
got = d.get('lines') or []
if got != want:
    print('  (keys tab %d lines, --help %d)' % (len(got), len(want)))
    for a, b in zip(got, want):
        if a != b:
            print('  (tab %r, --help %r)' % (a, b))
    sys.exit(1)
"
}

fits="d.get('clipped') is None and d.get('overlap') is None"

for lang in C zh_CN.UTF-8; do
    l=$(echo "$lang" | cut -c1-2)
    help_keys "$lang" >"$e2e_work/keys-$l.txt"
    check "$l: --help lists the key table" [ "$(wc -l <"$e2e_work/keys-$l.txt")" -ge 20 ]
    for k in D M W F1 Tab F11 H R P Esc Ctrl+C; do
        grep -q "^$k\( \|$\)\|/ $k\( \|$\)" "$e2e_work/keys-$l.txt" ||
            { bad "$l: the key table has $k"; continue; }
    done
    rm -rf "$XDG_CONFIG_HOME" "$XDG_STATE_HOME"
    LANG=$lang LANGUAGE= LC_ALL= LC_MESSAGES= \
        start_game --windowed 640x400 --no-sound
    xdotool mousemove --window "$e2e_wid" 1 1
    wait_button help >/dev/null
    button help
    check "$l: Help shows its tabs and Back" wait_state \
        "d['view']=='help' and [b['id'] for b in d['buttons']]==['help_rules','help_keys','help_scoring','help_tutorial','back'] and [b['kind'] for b in d['buttons']][:3]==['tab']*3"
    check "$l: Rules shown first, its tab focused" wait_state \
        "[b['id'] for b in d['buttons'] if b['chosen']]==['help_rules'] and [b['id'] for b in d['buttons'] if b['selected']]==['help_rules']"
    check "$l: Rules: the diagrams are paths of 0, 1 and 2 turns and the ring, and three turns refused" \
        wait_state "d['lines']==['straight turns=0','one_turn turns=1','two_turns turns=2','ring turns=2','three_turns refused']"
    sleep 0.3
    check "$l: Rules at 640x400: nothing clipped or overlapping" wait_state "$fits"
    shot "help-$l-640-rules"
    key Right
    check "$l: Right focuses Keys and shows it" wait_state \
        "[b['id'] for b in d['buttons'] if b['chosen']]==['help_keys'] and [b['id'] for b in d['buttons'] if b['selected']]==['help_keys']"
    check "$l: the Keys tab lists every row of the key table" same_keys "$e2e_work/keys-$l.txt"
    sleep 0.3
    check "$l: Keys at 640x400: nothing clipped or overlapping" wait_state "$fits"
    shot "help-$l-640-keys"
    key Tab
    check "$l: Tab focuses Scoring and shows it" wait_state \
        "[b['id'] for b in d['buttons'] if b['chosen']]==['help_scoring'] and any('\u2605' in x for x in d['lines'])"
    sleep 0.3
    check "$l: Scoring at 640x400: nothing clipped or overlapping" wait_state "$fits"
    shot "help-$l-640-scoring"
    key Down
    check "$l: Down focuses Back" wait_state \
        "[b['id'] for b in d['buttons'] if b['selected']]==['back']"
    key Up
    check "$l: Up goes back to the tabs" wait_state \
        "[b['id'] for b in d['buttons'] if b['selected']][0].startswith('help_')"
    button help_rules
    check "$l: a click on Rules shows it" wait_state \
        "[b['id'] for b in d['buttons'] if b['chosen']]==['help_rules']"
    key Escape
    check "$l: Esc goes back to the menu" wait_state "d['view']=='menu'"
    stop_game
done

# At a large text size the Keys tab's rows do not all fit: they come a
# page at a time (More keys), the left column then the right one, and
# the pages together are the key table, in order.
rm -rf "$XDG_CONFIG_HOME" "$XDG_STATE_HOME"
mkdir -p "$XDG_CONFIG_HOME/lianliankan"
printf 'text_size = 150\n' >"$XDG_CONFIG_HOME/lianliankan/settings.ini"
LANG=C LANGUAGE= LC_ALL= LC_MESSAGES= start_game --windowed 1024x700 --no-sound
wait_button help >/dev/null
button help
wait_button help_keys >/dev/null
button help_keys
check "150 %: Keys shows a first page and More keys" wait_state \
    "any(b['id']=='help_more' and b['label']=='More keys (1 of 2)' for b in d['buttons']) and \
len(d['lines']) > 4 and d.get('clipped') is None and d.get('overlap') is None"
: >"$e2e_work/pages.txt"
for p in 1 2; do
    wait_drawn help >/dev/null # the page's frame, its texts
    "$PY" -c "
import json
for x in json.load(open('$STATE'))['lines']: print(x)" >>"$e2e_work/pages.txt"
    # each row of the page drawn: what it does begins a text drawn (a
    # long one wraps)
    check "page $p: every row listed is drawn" "$PY" -c "
import json, sys
d = json.load(open('$STATE'))
drawn = [t['text'] for t in d['texts']]
what = lambda l: l.split(' = ', 1)[1]
miss = [l for l in d['lines'] if not any(len(t) >= min(8, len(what(l))) and
        what(l).startswith(t) for t in drawn)]
for l in miss[:3]: print('  (not drawn: %s)' % l)
sys.exit(1 if miss else 0)"
    button help_more
    wait_state "any(b['id']=='help_more' and b['label']=='More keys ($((p % 2 + 1)) of 2)' \
for b in d['buttons'])" >/dev/null
done
check "the two pages together are the key table, in order" \
    sh -c "diff \"$e2e_work/pages.txt\" \"$e2e_work/keys-C.txt\" | head -n 6 | sed \"s/^/  /\"; cmp -s \"$e2e_work/pages.txt\" \"$e2e_work/keys-C.txt\""
check "after the last page, the first again" wait_state \
    "any(b['label']=='More keys (1 of 2)' for b in d['buttons'])"
stop_game

# the large window: every tab fits too
for size in 1024x700 1920x1080; do
    start_game --windowed "$size" --no-sound
    xdotool mousemove --window "$e2e_wid" 1 1
    wait_button help >/dev/null
    button help
    wait_button help_rules >/dev/null
    for tab in rules keys scoring; do
        button "help_$tab"
        wait_state "[b['id'] for b in d['buttons'] if b['chosen']]==['help_$tab']" >/dev/null
        sleep 0.3
        check "$size $tab: nothing clipped or overlapping" wait_state "$fits"
        shot "help-en-$size-$tab"
    done
    stop_game
done
e2e_summary help
