#!/bin/sh
# daily.sh - the deal of the day in a real window, with "today" fixed by
# LLK_TODAY (for tests): the daily button starts the date's deal (the same
# game ID on every start of the game that date, another the next day); the
# first attempt is scored; a run started beside it leaves it open (the
# title then continues it: continue_daily), its board played and started
# again ends it (the menu then says it is done), a later one is practice;
# the day's rule on a card before the board; the bar says "Daily · RULE"
# while it is played; a won attempt (2026-03-12's quota met) has its own
# results card (the rule, the time, the streak, a new challenge tomorrow)
# and is recorded with its score on
# the daily screen (High
# scores, Daily), whose calendar of the month marks it gold, the day played
# and not cleared grey, and today with a ring (the state's marks, and the
# gold looked for in the screenshot; the screen looked at in English at
# 640x400 and in Chinese at 1920x1080); the streak counts days in a row;
# Statistics show days played and the streak.
# Screenshots: $LLK_BUILD/screenshots/daily-*.png
LLK_E2E_SCREEN=${LLK_E2E_SCREEN:-2000x1200x24}
export LLK_E2E_SCREEN
. "$(dirname "$0")/lib/common.sh"

e2e_start_x || { bad "Xvfb starts"; e2e_summary daily; exit 1; }
export LLK_TODAY=2026-03-11
check "game starts on 2026-03-11" start_game --no-sound --windowed 1024x700
check "the state file's daily: the date, not done, no streak" wait_state \
    "d['daily']['date']=='2026-03-11' and not d['daily']['done'] and d['daily']['streak']==0"
id11=$(state get daily | "$PY" -c 'import json,sys; print(json.load(sys.stdin)["game_id"])')
wait_button daily
button daily
check "daily: today's deal, its game ID, one timed level (practice kind)" wait_state \
    "d['screen']=='playing' and d['game_id']=='$id11' and d['kind']=='practice' and $dealt_full"
check "the first attempt counts (said), the streak is 1" wait_state \
    "'counts' in (d['notice'] or '') and d['daily']['streak']==1 and not d['daily']['done']"
check "the day's rule on its card first (daily_rules.sh plays each)" wait_state \
    "d['view']=='rule' and d['daily_rule']=='hidden'"
handled 2 button rule_ok
wait_state "d['view']=='playing'" >/dev/null
shot daily-play
key Escape
wait_button new_easy
button new_easy
check "a run started beside it: no question, the attempt still open" wait_state \
    "d['screen']=='playing' and d['view']=='playing' and d['run'] and not d['daily']['done']"
key Escape
check "the title continues today's deal kept" wait_state \
    "any(b['id']=='continue_daily' for b in d['buttons']) and \
all(b['id']!='daily' for b in d['buttons'])"
button continue_daily
check "Continue daily: the same deal, paused" wait_state \
    "d['view']=='paused' and d['game_id']=='$id11' and not d['daily']['done']"
button resume
wait_state "d['view']=='playing'" >/dev/null
play 1 >/dev/null # played (a board untouched is no game, and goes on)
score11=$(get score)
key p
wait_state "d['view']=='paused'" >/dev/null
button restart
yes_if_asked
check "its board played and started again: the scored attempt ends" wait_state \
    "d['screen']=='playing' and d['game_id']=='$id11' and d['daily']['done']"
key Escape
check "the menu says today's deal is done" wait_state \
    "any(b['id']=='continue_daily' and '\u2713' in b['label'] for b in d['buttons'])"
shot daily-menu-done
button continue_daily
wait_state "d['view']=='paused'" >/dev/null
button resume
wait_state "d['view']=='playing'" >/dev/null
moves=$(state clear "$LLK" "$e2e_wid")
check "the retried board cleared ($moves pairs): nothing of the daily to continue" \
    wait_state "d['screen']=='level_clear'"
wait_state "d['view']=='level_clear'" 10 >/dev/null
button menu
check "the daily button again, done" wait_state \
    "any(b['id']=='daily' and '\u2713' in b['label'] for b in d['buttons'])"
button daily
yes_if_asked
check "a later attempt: the same deal, practice (said)" wait_state \
    "d['screen']=='playing' and d['game_id']=='$id11' and 'practice' in (d['notice'] or '')"
stop_game

check "the game starts again on the same date" start_game --no-sound --windowed 1024x700
check "the same deal's ID for the same date across runs; still done" wait_state \
    "d['daily']['game_id']=='$id11' and d['daily']['done'] and d['daily']['streak']==1"
wait_button scores
button scores
wait_button tab_daily
button tab_daily
check "the daily table: one day, ended, not cleared" wait_state \
    "d['view']=='daily' and d['lines']==['2026-03-11 done=1 cleared=0 score=$score11']"
stop_game

export LLK_TODAY=2026-03-12
# this start goes through the Dealing screen (at least 300 ms), whose
# begin comes from the main loop's update rather than an input
LLK_DEAL_WAIT_MS=0 LLK_DEAL_MIN_MS=300 \
    check "the game starts the next day" start_game --no-sound --windowed 640x400
check "the next day: another deal, not done, the streak still 1" wait_state \
    "d['daily']['date']=='2026-03-12' and d['daily']['game_id']!='$id11' and \
not d['daily']['done'] and d['daily']['streak']==1"
shot daily-menu-640
check "the menu fits at 640x400" wait_state "d['clipped'] is None and d['overlap'] is None"
wait_button daily
button daily
yes_if_asked # the practice attempt kept from the day before
check "the next day's deal (dealt on the Dealing screen): scored, said; the streak is 2" \
    wait_state "d['screen']=='playing' and d['daily']['streak']==2 and \
'counts' in (d['notice'] or '')"
wait_state "d['view']=='rule'" 10 >/dev/null
handled 2 button rule_ok
check "the bar's tag says Daily and the rule (no level number)" wait_state \
    "'Daily \u00b7 Quota' in [t['text'] for t in d['texts']] and not any(t['text'].startswith('Level ') for t in d['texts'])"
moves=$(state clear "$LLK" "$e2e_wid")
check "won by the quota ($moves pairs): the day is done" wait_state \
    "d['screen']=='level_clear' and d['daily']['done']"
score=$(get score)
# the results card, after the celebration (the bar has a menu button too)
wait_state "d['view']=='level_clear'" 10 >/dev/null
wait_drawn level_clear >/dev/null
check "the daily's own card: cleared, the rule, the time, the streak, tomorrow" \
    wait_state "[t['text'] for t in d['texts'] if t['text'] in ('Deal of the day cleared', \
'Today\\'s rule: Quota', 'Streak: 2 days in a row (longest 2)', \
'A new challenge tomorrow') or t['text'].startswith('Your time ')]==['Deal of the day cleared', \
'Today\\'s rule: Quota', [t['text'] for t in d['texts'] if t['text'].startswith('Your time ')][0], \
'Streak: 2 days in a row (longest 2)', 'A new challenge tomorrow']"
check "the daily's card as drawn at 640x400" seen_look daily-card-640 en
button menu
wait_button scores
button scores
wait_button tab_daily
button tab_daily
check "the daily table: the cleared day with its score, newest first" wait_state \
    "d['view']=='daily' and d['lines']==['2026-03-12 done=1 cleared=1 score=$score', \
'2026-03-11 done=1 cleared=0 score=$score11'] and d['clipped'] is None and d['overlap'] is None"
wait_drawn daily >/dev/null
shot daily-table-640
check "the calendar as drawn at 640x400" seen_look daily-look-640 en
check "the calendar marks the cleared day gold, the day before played, and today" \
    wait_state "sorted(m['kind'] for m in d['marks'])==['day_played','day_won','today']"
# gold: the accent, as the title is drawn; most of the cleared day's cell,
# none of the played one's
gold() {
    "$PY" - "$STATE" "$SHOTS/daily-table-640.png" "$1" <<'EOF'
import json, subprocess, sys
d = json.load(open(sys.argv[1]))
acc = next(t["color"] for t in d["texts"] if t.get("role") == "accent")
want = tuple(int(acc[i:i + 2], 16) for i in (1, 3, 5))
m = next(m for m in d["marks"] if m["kind"] == sys.argv[3])
x, y, w, h = m["x"], m["y"], m["w"], m["h"]
out = subprocess.run(["convert", sys.argv[2], "-crop", "%dx%d+%d+%d" % (w, h, x, y),
                      "-depth", "8", "rgb:-"], capture_output=True, check=True).stdout
px = [out[i:i + 3] for i in range(0, len(out) - 2, 3)]
near = sum(1 for p in px if max(abs(p[k] - want[k]) for k in range(3)) <= 24)
print("  (%s: %d of %d pixels gold)" % (sys.argv[3], near, len(px)))
sys.exit(0 if (near * 2 > len(px)) == (sys.argv[3] == "day_won") else 1)
EOF
}
check "the screenshot: the cleared day's cell is gold" gold day_won
check "the screenshot: the played day's is not" gold day_played
key Escape
key Escape
wait_button stats
button stats
check "Statistics: two days played, a streak of two" wait_state \
    "d['view']=='stats' and 'daily played=2 streak=2 longest=2' in d['lines']"
stop_game

# the calendar in Chinese, large
LANG=zh_CN.UTF-8 LANGUAGE= LC_ALL= LC_MESSAGES= start_game --no-sound --windowed 1920x1080
wait_button scores
button scores
wait_button tab_daily
button tab_daily
wait_drawn daily >/dev/null
check "zh: the calendar as drawn at 1920x1080" seen_look daily-table-1920-zh zh
check "zh: the month named in Chinese" wait_state "any(t['text']=='2026年3月' for t in d['texts'])"
stop_game
e2e_summary daily
