#!/bin/sh
# game_speed.sh BUILDDIR - the game's speed figures under Xvfb, each beside
# its target and a baseline measured in the same run:
#   launch to first frame   (LLK_TRACE=1 prints the wall clock at the first
#                            present; baseline: the same binary's --version)
#   idle CPU on the play screen over 20 s (/proc/PID/stat utime+stime,
#                            in ticks of 10 ms: 20 s resolve 0.05 %;
#                            without the tests' state file, as a player
#                            runs it, and with it, written every second;
#                            baseline: the title screen at rest, 10 s)
#   peak resident memory    (VmHWM; baseline: the binary's --version)
#   CPU time per animated frame at 1280x800 (clock() around draw+present;
#                            baseline: a still frame of the same run)
#   the largest window (the whole screen, LLK_E2E_SCREEN, default
#                            2560x1600): first frame and peak memory
#   a resize choosing another source for the faces: the time from the
#                            resize to the next frame (LLK_TRACE)
# The game runs as a player has it: sound effects and music on (SDL's
# dummy audio driver: SDL_mixer mixes and decodes the Ogg loop as with a
# sound card), with the tile set and background of LLK_BENCH_TILESET and
# LLK_BENCH_BACKGROUND (default mahjong on wood).
# Run once with the game's default renderer (SDL's software renderer) and
# once with SDL_RENDER_DRIVER=opengl (Mesa's llvmpipe under Xvfb).
set -u
if [ -z "${LLK_SPEED_INNER:-}" ]; then
    LLK_SPEED_INNER=1 sh "$0" "$@" || exit 1
    echo "-- the same with SDL_RENDER_DRIVER=opengl:"
    LLK_SPEED_INNER=1 SDL_RENDER_DRIVER=opengl sh "$0" "$@"
    exit $?
fi
build=$(cd "${1:-build}" && pwd)
export LLK_BUILD=$build LLK=$build/llk
top=$(cd "$(dirname "$0")/.." && pwd)
export LLK_TOP=$top
. "$top/tests/e2e/lib/common.sh"
# a screen as large as the largest window measured below
LLK_E2E_SCREEN=${LLK_E2E_SCREEN:-2560x1600x24}
big=${LLK_E2E_SCREEN%x*}
e2e_start_x || { echo "game_speed: no Xvfb"; exit 1; }
hz=$(getconf CLK_TCK)
now() { date +%s%N; }

# cpu_ticks PID: utime + stime of a process.
cpu_ticks() {
    awk '{print $14 + $15}' "/proc/$1/stat"
}

# launch ARGS...: start the game traced; wait for its first frame. Sets
# pid, log and first_ms (launch to first frame, ms). With speed_nostate=1
# the game writes no state file (a player's game: wait_state cannot be
# used then).
launch() {
    # a new log each launch: waiting on the previous one's "first-frame"
    # before the new game's shell truncated it read a stale figure
    launches=$((${launches:-0} + 1))
    log=$e2e_work/speed.$launches.log
    rm -f "$log"
    e2e_seen # no tutorial offered, no shift card (common.sh)
    # each launch starts afresh: a game asked for over the one the last
    # launch kept would ask first (docs/playing.md), and nothing be measured
    rm -f "$SAVE"
    t0=$(now)
    [ "${speed_nostate:-0}" = 1 ] || set -- --state-file "$STATE" "$@"
    LLK_TRACE=1 "$GAME" --tileset "${LLK_BENCH_TILESET:-mahjong}" \
        --background "${LLK_BENCH_BACKGROUND:-wood}" "$@" 2>"$log" &
    pid=$!
    e2e_game=$pid
    tries=0
    while ! grep -q "first-frame" "$log" 2>/dev/null && [ $tries -lt 1500 ]; do
        sleep 0.02
        tries=$((tries + 1))
    done
    ff=$(sed -n 's/.*first-frame \([0-9.]*\).*/\1/p' "$log")
    [ -n "$ff" ] || { echo "game_speed: no first frame in $log ($*):" >&2; cat "$log" >&2; exit 1; }
    first_ms=$(python3 -c "print(round(($ff - $t0 / 1e9) * 1000, 1))")
}

finish() {
    kill -TERM "$pid" 2>/dev/null
    wait "$pid" 2>/dev/null
    e2e_game=""
}

# idle_cpu SECONDS: CPU % of $pid over that many seconds.
idle_cpu() {
    c0=$(cpu_ticks "$pid")
    t0=$(now)
    sleep "$1"
    c1=$(cpu_ticks "$pid")
    t1=$(now)
    python3 -c "print(round(100.0 * ($c1 - $c0) / $hz / (($t1 - $t0) / 1e9), 2))"
}

# 1. launch to first frame, median of 5; 2. idle CPU; 3. peak memory.
firsts=""
for run in 1 2 3 4 5; do
    launch --windowed 1280x800 --seed "$run" --level 1
    firsts="$firsts $first_ms"
    if [ "$run" -lt 5 ]; then
        finish
    fi
done
first=$(python3 -c "import statistics; print(statistics.median([$(echo $firsts | tr ' ' ',')]))")
wait_state "d['screen']=='playing'" >/dev/null
sleep 1
state_cpu=$(idle_cpu 20) # with the tests' state file written every second
rss_kb=$(awk '/VmHWM/ {print $2}' "/proc/$pid/status")
renderer=$(sed -n 's/.*renderer \(.*\)/\1/p' "$log")
finish
# as a player runs it: no state file (--seed and --level open the play
# screen at once; its first frame is in the log)
speed_nostate=1 launch --windowed 1280x800 --seed 5 --level 1
sleep 2
play_cpu=$(idle_cpu 20)
finish

base_ms=$(python3 -c "
import subprocess, time
ts = []
for i in range(5):
    t = time.time()
    subprocess.run(['$GAME', '--version'], stdout=subprocess.DEVNULL)
    ts.append((time.time() - t) * 1000)
ts.sort()
print(round(ts[2], 1))")
base_rss_kb=$(python3 -c "
import resource, subprocess
subprocess.run(['$GAME', '--version'], stdout=subprocess.DEVNULL)
print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")

speed_nostate=1 launch --windowed 1280x800
# the title's light moves for 10 s after the last input (st_menu.c): the
# baseline is the title at rest, after it (no state file either)
sleep 11
menu_cpu=$(idle_cpu 10)
finish

# 4. animated frames: one removal animated slowly (LLK_ANIM_SCALE=10,
# 6.5 s), the still frames of the same run as the baseline.
LLK_ANIM_SCALE=10 launch --windowed 1280x800 --seed 3 --level 2
wait_state "d['screen']=='playing'" >/dev/null
e2e_wid=$(xdotool search --sync --onlyvisible --pid "$pid" | head -n 1)
set -- $(state pair1 "$LLK")
click "$1" "$2"
click "$3" "$4"
sleep 7
finish
anim=$(sed -n 's/.*animated-frames \([0-9]*\) cpu-ms-per-frame \([0-9.]*\).*/\1 \2/p' "$log")
still=$(sed -n 's/.*still-frames \([0-9]*\) cpu-ms-per-frame \([0-9.]*\).*/\1 \2/p' "$log")

# 5. the largest window (the whole screen): first frame and peak memory,
# the hard board (its faces from the largest atlas).
launch --windowed "$big" --seed 1 --level 1 --difficulty hard
big_first=$first_ms
wait_state "d['screen']=='playing'" >/dev/null
sleep 1
big_rss_kb=$(awk '/VmHWM/ {print $2}' "/proc/$pid/status")
big_face=$(state get face_px 2>/dev/null)
finish

# 6. resizes that choose another source for the faces: from 1280x800 to
# the largest window and down to 800x500; the time from the resize to the
# next frame drawn (LLK_TRACE "resize-frame").
launch --windowed 1280x800 --seed 1 --level 1 --difficulty hard
wait_state "d['screen']=='playing'" >/dev/null
e2e_wid=$(xdotool search --sync --onlyvisible --pid "$pid" | head -n 1)
sleep 0.5
resizes=""
for size in "${big%x*} ${big#*x}" "800 500"; do
    n0=$(grep -c 'resize-frame' "$log")
    xdotool windowsize "$e2e_wid" $size
    tries=0
    while [ "$(grep -c 'resize-frame' "$log")" -le "$n0" ] && [ $tries -lt 100 ]; do
        sleep 0.05
        tries=$((tries + 1))
    done
    sleep 0.5
    resizes="$resizes $(sed -n 's/.*resize-frame \([0-9.]*\) ms face_px \([0-9]*\).*/\1 ms (faces from \2 px)/p' "$log" |
        tail -n +"$((n0 + 1))" | sort -rn | head -n 1 | tr ' ' '_')"
done
finish

echo "renderer: $renderer; tile set ${LLK_BENCH_TILESET:-mahjong}, background" \
    "${LLK_BENCH_BACKGROUND:-wood}, music $(sed -n 's/.*music start \(.*\)/\1/p' "$log" | head -n 1) playing"
echo "launch to first frame: $first ms (median of 5; target <= 100 ms;" \
    "baseline: '$(basename "$GAME") --version' runs in $base_ms ms)"
echo "idle CPU, play screen: $play_cpu % over 20 s, as a player runs it (target <= 0.3 %;" \
    "baseline: the title at rest $menu_cpu %; with the tests' state file: $state_cpu %)"
echo "peak resident memory: $((rss_kb / 1024)) MB (target <= 40 MB;" \
    "baseline: --version $((base_rss_kb / 1024)) MB)"
echo "CPU per animated frame at 1280x800: ${anim#* } ms over ${anim%% *}" \
    "frames (baseline: still frame ${still#* } ms over ${still%% *} frames)"
echo "largest window $big (hard board, faces from ${big_face:-?} px): first frame" \
    "$big_first ms (target <= 100 ms), peak resident memory $((big_rss_kb / 1024)) MB" \
    "(target <= 44 MB)"
echo "resize to ${big%x*}x${big#*x}, then to 800x500: the frame after each took" \
    "$(echo $resizes | tr '_' ' ' | sed 's/) /), /') (target <= 50 ms each)"

# The regression guard's figures (bench/guard.py), each against its
# baseline of this run, higher better: launch and the largest window's
# first frame beside --version; idle CPU beside the menu (0.1 % added to
# each side: ticks of 0.05 % make both noise near zero); peak memory beside
# --version; an animated frame's CPU beside a still one's; the slower
# resize beside a fixed reference computation (python's sum of a million
# numbers, the fastest of five: no baseline of the game draws that frame).
ref_ms=$(python3 -c "
import time
best = 1e9
for i in range(5):
    t = time.process_time(); sum(range(1000000)); best = min(best, time.process_time() - t)
print(round(best * 1000, 2))")
worst_resize=$(echo $resizes | tr ' ' '\n' | sed -n 's/^\([0-9.]*\)_ms.*/\1/p' | sort -rn | head -n 1)
tag=${SDL_RENDER_DRIVER:+-$SDL_RENDER_DRIVER}
python3 - "$tag" "$base_ms" "$first" "$menu_cpu" "$play_cpu" "$base_rss_kb" "$rss_kb" \
    "${still#* }" "${anim#* }" "$big_first" "$big_rss_kb" "$ref_ms" "${worst_resize:-0}" <<'PY'
import sys
tag = sys.argv[1]
v = [float(x) if x else 0.0 for x in sys.argv[2:]]
base_ms, first, menu, play, base_rss, rss, still, anim, big_first, big_rss, ref, resize = v
def ratio(name, num, den):
    print(f"RATIO game-{name}{tag} {num / den if den > 0 else 0:.3f}")
ratio("first-frame", base_ms, first)
ratio("idle-cpu", menu + 0.1, play + 0.1)
ratio("peak-memory", base_rss, rss)
ratio("frame-cpu", still, anim)
ratio("big-first-frame", base_ms, big_first)
ratio("big-peak-memory", base_rss, big_rss)
ratio("resize", ref, resize)
PY
