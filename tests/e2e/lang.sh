#!/bin/sh
# lang.sh - the game in Chinese and in English at the smallest window
# (640x400): with LANG=zh_CN.UTF-8 the menu, the level chooser, the
# numbered entry, the play screen's status bar, the pause screen and Help
# are in Chinese (their buttons' labels are the catalogue's) and the state
# file says "lang":"zh_CN"; in both languages every button's label fits its
# button (text_w <= w) and no text is drawn past the window's edge
# ("clipped" null) on any of those screens. LANGUAGE beats LANG, and
# LLK_CJK_FONT=none (no font for Chinese) falls back to English with one
# line saying why. Screenshots: $LLK_BUILD/screenshots/lang-*.png
. "$(dirname "$0")/lib/common.sh"

e2e_start_x || { bad "Xvfb starts"; e2e_summary lang; exit 1; }

# fits: every button's label fits it, and nothing was clipped
fits="all(b['text_w'] > 0 and b['text_w'] <= b['w'] for b in d['buttons']) \
and d['clipped'] is None and d['overlap'] is None"
# cjk: every label holds a Chinese character (a digit-only label aside)
cjk="all(any('\u4e00' <= ch <= '\u9fff' for ch in b['label']) for b in d['buttons'] \
if not b['label'].strip('[] 0123456789').isascii())"

# screens LANGNAME: walk menu, levels, numbered, settings, scores,
# statistics, play, pause, help and
# check each; the screenshots are lang-LANGNAME-SCREEN.png
screens() {
    l=$1
    wait_state "d['view']=='menu'" >/dev/null
    sleep 0.3
    check "$l menu: labels fit, nothing clipped" wait_state "$fits"
    [ "$l" = zh ] && check "$l menu: every label Chinese" wait_state "$cjk"
    shot "lang-$l-menu"
    button levels
    check "$l level chooser: labels fit, nothing clipped" wait_state \
        "d['view']=='levels' and $fits"
    [ "$l" = zh ] && check "$l level chooser: Chinese" wait_state "$cjk"
    shot "lang-$l-levels"
    button back
    wait_state "d['view']=='menu'" >/dev/null
    button numbered
    check "$l numbered entry: labels fit, nothing clipped" wait_state \
        "d['view']=='numbered' and $fits"
    shot "lang-$l-numbered"
    key Escape
    wait_state "d['view']=='menu'" >/dev/null
    for v in settings scores stats; do
        button $v
        check "$l $v: labels fit, nothing clipped" wait_state \
            "d['view']=='$v' and $fits"
        [ "$l" = zh ] && check "$l $v: Chinese" wait_state "$cjk"
        shot "lang-$l-$v"
        button back
        wait_state "d['view']=='menu'" >/dev/null
    done
    button new_easy
    yes_if_asked
    wait_state "d['view']=='playing'" >/dev/null
    sleep 0.5
    check "$l play screen: nothing clipped" wait_state \
        "d['view']=='playing' and d['clipped'] is None"
    shot "lang-$l-play"
    key p
    check "$l pause: labels fit, nothing clipped" wait_state \
        "d['view']=='paused' and $fits"
    [ "$l" = zh ] && check "$l pause: Chinese" wait_state "$cjk"
    shot "lang-$l-pause"
    button help
    check "$l help: labels fit, nothing clipped" wait_state \
        "d['view']=='help' and $fits"
    [ "$l" = zh ] && check "$l help: Chinese" wait_state "$cjk"
    shot "lang-$l-help"
}

LANG=zh_CN.UTF-8 LANGUAGE='' LC_ALL='' LC_MESSAGES='' \
    check "the game starts with LANG=zh_CN.UTF-8" start_game --windowed 640x400 --no-sound
check "state file: lang zh_CN" wait_state "d['lang']=='zh_CN'"
check "menu: 新游戏：简单, 轻松模式, 按编号开局, 帮助, 退出" wait_state \
    "[b['label'] for b in d['buttons'] if b['id'] in ('new_easy','relaxed','numbered','help','quit')] \
== ['新游戏：简单','轻松模式','按编号开局','帮助','退出']"
screens zh
stop_game
check "no warning in Chinese" [ ! -s "$e2e_work/game.err" ]

LANG=C LANGUAGE='' LC_ALL='' LC_MESSAGES='' \
    check "the game starts with LANG=C" start_game --windowed 640x400 --no-sound
check "state file: lang en, English labels" wait_state \
    "d['lang']=='en' and any(b['id']=='new_easy' and b['label']=='New game: Easy' for b in d['buttons'])"
screens en
stop_game

LANG=C LANGUAGE=zh_CN:en LC_ALL='' LC_MESSAGES='' \
    check "LANGUAGE=zh_CN:en beats LANG=C" start_game --windowed 640x400 --no-sound
check "LANGUAGE: Chinese" wait_state "d['lang']=='zh_CN' and $cjk"
stop_game

LANG=zh_CN.UTF-8 LANGUAGE='' LLK_CJK_FONT=none \
    check "no font for Chinese: the game starts" start_game --windowed 640x400 --no-sound
check "no font for Chinese: English" wait_state \
    "d['lang']=='en' and any(b['id']=='new_easy' and b['label']=='New game: Easy' for b in d['buttons'])"
stop_game
check "no font for Chinese: one line saying so" \
    [ "$(grep -c 'no font with Chinese characters' "$e2e_work/game.err")" = 1 ]
# The level map's cards with the longest shift words, pointed at (the
# focus ring): inside the window, over no text.
for L in C zh_CN.UTF-8; do
    LANG=$L LANGUAGE='' LC_ALL='' LC_MESSAGES='' \
        check "$L: the game starts at 640x400" start_game --windowed 640x400 --no-sound
    button levels
    wait_state "d['view']=='levels'" >/dev/null
    for lv in 8 9 10 11; do
        xy=$("$PY" -c "
import json
d = json.load(open('$STATE'))
b = [b for b in d['buttons'] if b['id'] == 'level_$lv'][0]
print(int(b['x'] + b['w'] / 2), int(b['y'] + b['h'] / 2))")
        # shellcheck disable=SC2086
        xdotool mousemove --window "$e2e_wid" $xy mousemove_relative 1 0
        check "$L: level $lv pointed at, its line inside the window" wait_state \
            "d['view']=='levels' and [b['id'] for b in d['buttons'] if b['selected']]==['level_$lv'] \
and d['clipped'] is None and d['overlap'] is None" 3
    done
    stop_game
done
e2e_summary lang
