#!/bin/sh
# relayout.sh - every screen re-lays itself out on a live resize (issue
# 44): on each screen the player can reach (the tutorial's offer and its
# board, the title, Settings' five tabs, Keys, the game-ID entry, Help's
# three tabs, high scores, the daily table, statistics, the level map and
# its Custom tab, Dealing; a dealt board's results card, Watch, the board,
# pause, a confirmation, the run's end and its name entry; time up, the
# deal of the day's rule card; a shift's card, the last level's card) the
# window is made 640x400, then 1920x1080, then 1024x700 again by xdotool
# while the screen is on show, and at each size, once a frame was drawn
# for it (LLK_TRACE's "resize-frame" on stderr, after the state file was
# written for that frame):
#   - the same view, with the state file's "clipped" and "overlap" empty;
#   - every control the state file lists inside the window;
#   - the control focused before the resizes still focused (the kit keeps
#     the focus across the rebuild; on the title, Settings, Keys and pause
#     the focus is moved off the first control by keys first, so that a
#     focus lost to the first control shows; on Keys to the last row of
#     the first page at 1024x700, on the second at 640x400: the focus's
#     page is shown, where the focus kept by its index went to Reset).
# Four games started (the first start; a dealt board's results and its
# run's end; a kept game out of time and the deal of the day; a shift's
# card and the last level), each driven by one Python (lib/state.py's
# clear for the boards): about 15 s.
LLK_E2E_SCREEN=${LLK_E2E_SCREEN:-2000x1200x24}
export LLK_E2E_SCREEN
. "$(dirname "$0")/lib/common.sh"

e2e_start_x || { bad "Xvfb starts"; e2e_summary relayout; exit 1; }

# drive STEP...: one game's walk, one Python for it all (a Python started
# for each look took longer than the looks): STEP is
#   walk:NAME:VIEW  once VIEW is drawn (and stands still), the window made
#                   640x400, 1920x1080 and 1024x700 again, each size
#                   checked once a frame was drawn for it; one check, NAME
#   click:ID        click button ID (once on show), wait for the click to
#                   be handled, the pointer moved off into the window's
#                   corner, over nothing (a resize moves no pointer: the
#                   control under it is neither hovered nor focused by it)
#   key:KEY         KEY pressed, its handling waited for
#   into_view:ID    the wheel over the list until button ID is on show
#   clear           the board cleared (lib/state.py clear)
# It prints "ok   NAME" or "FAIL NAME" for each walk or failed step, and
# why under it; drive turns them into the test's checks.
cat >"$e2e_work/drive.py" <<'PY'
import contextlib, io, json, os, subprocess, sys, time
state, err, wid, llk, here = sys.argv[1:6]
sys.path.insert(0, here)
import state as lib

slow = float(os.environ.get("LLK_E2E_SLOW", "1"))


def load():
    for _ in range(100):
        try:
            with open(state) as f:
                return json.load(f)
        except (OSError, ValueError):
            time.sleep(0.01)
    return {}


def wait(test, seconds):
    end = time.monotonic() + seconds * slow
    while True:
        d = load()
        try:
            if test(d):
                return d
        except (KeyError, TypeError):
            pass
        if time.monotonic() > end:
            return None
        time.sleep(0.01)


def xdo(*args):
    subprocess.run(["xdotool"] + [str(a) for a in args], check=False)


def frames():
    with open(err, "rb") as f:
        return f.read().count(b"resize-frame")


def focus(d):
    return ",".join(b["id"] for b in d.get("buttons", []) if b.get("selected")) or None


def button(d, bid):
    return next((b for b in d.get("buttons", []) if b["id"] == bid), None)


def drawn(view):
    return wait(lambda d: d["view"] == view and d.get("frame_view") == view
                and d.get("frame_events", 0) >= d["events"]
                and not d.get("anim"), 10)


def walk(name, view):
    d = drawn(view)
    if d is None:
        return ["the view %s is drawn (view %r)" % (view, load().get("view"))]
    was, bad = focus(d), []
    for w, h in ((640, 400), (1920, 1080), (1024, 700)):
        at, r0 = "%dx%d" % (w, h), frames()
        xdo("windowsize", wid, w, h)
        d = wait(lambda d: d["window"] == {"w": w, "h": h} and frames() > r0, 5)
        if d is None:
            bad.append("%s: no frame drawn for it" % at)
            continue
        if d.get("view") != view:
            bad.append("%s: the view %r" % (at, d.get("view")))
        for k in ("clipped", "overlap"):
            if d.get(k):
                bad.append("%s: %s %r" % (at, k, d[k]))
        for b in d.get("buttons", []):
            if min(b["x"], b["y"]) < -0.5 or b["x"] + b["w"] > w + 0.5 or \
                    b["y"] + b["h"] > h + 0.5:
                bad.append("%s: %s at %r, outside" % (
                    at, b["id"], (b["x"], b["y"], b["w"], b["h"])))
        if focus(d) != was:
            bad.append("%s: the focus on %r, was on %r" % (at, focus(d), was))
    print("  (%s: the focus on %r)" % (name, was))
    return bad


def click(bid):
    d = wait(lambda d: button(d, bid) is not None, 5)
    if d is None:
        return ["button %s on show (view %r)" % (bid, load().get("view"))]
    b, e0 = button(d, bid), d["events"]
    xdo("mousemove", "--window", wid, int(b["x"] + b["w"] / 2),
        int(b["y"] + b["h"] / 2), "mousedown", 1, "mouseup", 1)
    if wait(lambda d: d["events"] >= e0 + 2, 5) is None:
        return ["button %s: the click handled" % bid]
    xdo("mousemove", "--window", wid, 1, 1)
    return []


def key(k):
    e0 = load().get("events", 0)
    xdo("key", "--clearmodifiers", k)
    return [] if wait(lambda d: d["events"] >= e0 + 1, 5) else ["key %s handled" % k]


def into_view(bid):
    for _ in range(12):
        d = load()
        if button(d, bid):
            return []
        m = [m for m in d.get("marks", []) if m["kind"] == "more_below"]
        if not m:
            break
        e0 = d["events"]
        xdo("mousemove", "--window", wid, int(m[0]["x"] + m[0]["w"] / 2),
            int(m[0]["y"]) - 8, "click", 5)
        wait(lambda d: d["events"] > e0, 2)
    return [] if button(load(), bid) else ["%s scrolled into view" % bid]


def clear(_):
    with contextlib.redirect_stdout(io.StringIO()) as out:
        r = lib.clear_level(state, llk, wid)
    return ["the board cleared: %s" % out.getvalue().strip()] if r else []


for step in sys.argv[6:]:
    what, _, arg = step.partition(":")
    if what == "walk":
        name, view = arg.split(":")
        bad = walk(name, view)
        label = name + ": re-laid out at 640x400, 1920x1080, 1024x700, the focus kept"
    else:
        bad = {"click": click, "key": key, "into_view": into_view,
               "clear": clear}[what](arg)
        label = step
    if what == "walk" or bad:
        print(("FAIL " if bad else "ok   ") + label)
    for b in bad[:8]:
        print("  " + b)
    sys.stdout.flush()
PY

drive() {
    "$PY" "$e2e_work/drive.py" "$STATE" "$e2e_work/game.err" "$e2e_wid" \
        "$LLK" "$e2e_here" "$@" >"$e2e_work/drive.out" 2>&1 ||
        bad "the walk ran to its end ($(tail -n 1 "$e2e_work/drive.out"))"
    while IFS= read -r line; do
        case $line in
        "ok   "*) ok "${line#ok   }" ;;
        "FAIL "*) bad "${line#FAIL }" ;;
        *) echo "$line" ;;
        esac
    done <"$e2e_work/drive.out"
}

# start ARGS...: the game at 1024x700, its window at the screen's corner
# (1920x1080 from there fits the screen).
start() {
    LANG=C LANGUAGE= LC_ALL= LC_MESSAGES= LLK_TRACE=1 start_game \
        --windowed 1024x700 --no-sound "$@" ||
        bad "the game starts ($*)"
    xdotool windowmove "$e2e_wid" 0 0 mousemove --window "$e2e_wid" 1 1
}

rm -rf "$XDG_STATE_HOME" "$XDG_CONFIG_HOME" "$XDG_DATA_HOME"
mkdir -p "$XDG_CONFIG_HOME/lianliankan" "$XDG_DATA_HOME/lianliankan/layouts"
printf 'anim_speed = off\n' >"$XDG_CONFIG_HOME/lianliankan/settings.ini"
cp "$LLK_TOP/assets/layouts/easy-stairs.layout" \
    "$XDG_DATA_HOME/lianliankan/layouts/stairs.layout"

# The first start: the tutorial's offer, then the screens of the title's;
# a level from the level map shows Dealing (held: LLK_DEAL_MIN_MS) last:
# hard level 2, whose deal takes longer than a look at the thread (easy
# level 1 could be dealt before it, then the board showed at once).
e2e_first_start=1
export LLK_DEAL_WAIT_MS=0 LLK_DEAL_MIN_MS=600000
start
unset LLK_DEAL_WAIT_MS LLK_DEAL_MIN_MS
e2e_first_start=0
drive walk:tutorial-offer:tutorial click:tutorial_skip key:Down key:Right \
    walk:title:menu click:settings key:Down key:Down \
    walk:settings-game:settings click:settings_look \
    walk:settings-look:settings click:settings_sound \
    walk:settings-sound:settings click:settings_lang \
    walk:settings-lang:settings click:settings_access \
    walk:settings-access:settings into_view:keys click:keys key:End \
    key:Left key:Left key:Up walk:keys:keys key:Escape click:back \
    click:numbered walk:game-id-entry:numbered key:Escape \
    click:help walk:help-rules:help click:help_keys walk:help-keys:help \
    click:help_scoring walk:help-scoring:help click:help_tutorial \
    walk:tutorial-board:tutorial key:Escape key:Escape \
    click:scores walk:scores:scores click:tab_daily walk:daily:daily \
    key:Escape key:Escape click:stats walk:stats:stats key:Escape \
    click:levels walk:levels:levels click:diff_custom \
    walk:levels-custom:levels click:diff_hard click:level_2 \
    walk:dealing:dealing
stop_game

# A dealt board cleared: its results card with Watch, Watch; the next
# level's board, pause, ending the run asked, the run's end, its name.
start --seed 11 --level 1 --difficulty easy
drive clear walk:results:level_clear click:watch walk:watch:watch \
    key:Escape click:next walk:board:playing key:p key:Down \
    walk:pause:paused click:end_run walk:confirm-end-run:confirm \
    click:yes walk:run-ended:run_ended click:menu \
    walk:name-entry:name_entry
stop_game

# A kept game out of time; the deal of the day's rule card (the name
# entry the run's end asks for, and the table after it, left by Esc).
cp "$LLK_TOP/tests/fuzz/corpus/save/save01.txt" "$XDG_STATE_HOME/lianliankan/game.save"
export LLK_TODAY=2026-12-03
start
unset LLK_TODAY
drive click:continue walk:time-up:time_up click:menu key:Escape \
    key:Escape click:daily walk:daily-rule:rule
stop_game

# A shift's card (every shift unseen), then the last level's card.
e2e_first_state true ""
e2e_first_start=1
start --board "$LLK_TOP/tests/e2e/data/one_pair.txt" --difficulty easy --level 13
e2e_first_start=0
drive walk:shift-card:intro click:intro_ok walk:board-last:playing clear \
    walk:finished:finished
e2e_summary relayout
