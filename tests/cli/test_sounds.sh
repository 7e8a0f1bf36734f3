#!/bin/sh
# test_sounds.sh - the sounds sit together: the check program
# LLK_BUILD/sounds/sounds (tests/sounds/sounds.c: libebur128 and
# libvorbisfile) on the committed assets: each music loop at -18 LUFS
# integrated +- 2, every file's true peak at most -1 dBTP, the effects'
# RMS (the loudest 100 ms of each) within 2 dB of each other, every two
# effects distinct by their spectra (pitch or brightness), no click at the
# music's loop seam. Then the same checks on damage, each of which must be
# caught: one effect 6 dB louder, one effect measured in another's place,
# one music loop 6 dB louder, one loop with 300 samples cut from its end,
# one with 20 ms of silence at its start (as an encoder's delay would give).
# Needs the test packages (skipped when LLK_CORE_ONLY=1).
set -u
top=${LLK_TOP:-$(cd "$(dirname "$0")/../.." && pwd)}
. "$top/tests/lib.sh"
t_start sounds
check=${LLK_BUILD:-$top/build}/sounds/sounds
if [ "${LLK_CORE_ONLY:-0}" = 1 ]; then
    echo "SKIP: LLK_CORE_ONLY=1: the sounds are left to the full suite"
    t_done
    exit
fi
[ -x "$check" ] || { t_fail "$check is missing (make test-build)"; t_done; exit; }

# The committed sounds, every figure shown.
if timeout -k 2 120 "$check" "$top/assets" >"$T_TMP/all.log" 2>&1; then
    t_ok
else
    t_fail "the committed sounds:"
fi
grep -v '^sounds:' "$T_TMP/all.log"

# damaged HOW EXPECT OPTION...: the check on damage fails, and says EXPECT.
damaged() {
    how=$1
    expect=$2
    shift 2
    if timeout -k 2 120 "$check" "$@" "$top/assets" >"$T_TMP/bad.log" 2>&1; then
        t_fail "$how: not caught"
    elif grep -q "^FAIL .*$expect" "$T_TMP/bad.log"; then
        t_ok
    else
        t_fail "$how: failed, but not on '$expect':"
        grep -v '^ok ' "$T_TMP/bad.log" | head -n 8
    fi
}
damaged "select 6 dB louder" "the effects' RMS within" --gain select=6
damaged "match 6 dB louder" "the effects' RMS within" --gain match=6
damaged "match in clear's place" "match and clear distinct" --same clear=match
damaged "refuse in timeup's place" "refuse and timeup distinct" --same timeup=refuse
damaged "match in combo's place" "match and combo distinct" --same combo=match
damaged "select in ui's place" "select and ui distinct" --same ui=select
damaged "ui in ui_move's place" "ui and ui_move distinct" --same ui_move=ui
damaged "ui in ui_back's place" "ui and ui_back distinct" --same ui_back=ui
damaged "ui_move 6 dB louder" "the effects' RMS within" --gain ui_move=6
damaged "the play loop 6 dB louder" "music/play.ogg: integrated loudness" --gain play=6
damaged "the menu loop 6 dB louder" "music/menu.ogg: true peak" --gain menu=6
damaged "300 samples cut from the play loop's end" "music/play.ogg: the seam's step" --cut play=300
damaged "a 20 ms gap at the menu loop's start" "music/menu.ogg: the level's change over the seam" \
    --gap menu=441

t_done
