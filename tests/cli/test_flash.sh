#!/bin/sh
# test_flash.sh - no effect flashes more than three times a second (WCAG
# 2.3.1, issue 47): LLK_BUILD/front/flash (tests/front/flash.c) draws the
# celebration and the combo frame by frame through the game's own effects
# code into SDL's software renderer, under each motion value, and counts
# the flashes of the window's and its middle's relative luminance. Needs
# SDL (skipped when LLK_CORE_ONLY=1).
set -u
top=${LLK_TOP:-$(cd "$(dirname "$0")/../.." && pwd)}
build=${LLK_BUILD:-$top/build}
if [ "${LLK_CORE_ONLY:-0}" = 1 ]; then
    echo "SKIP: LLK_CORE_ONLY=1 (no SDL): the flashes are left to the full suite"
    echo "flash: 0 passed, 0 failed"
    exit 0
fi
flash=$build/front/flash
if [ ! -x "$flash" ]; then
    echo "FAIL: $flash is missing (make test-build)"
    echo "flash: 0 passed, 1 failed"
    exit 1
fi
# no desktop's preferences: each motion value is set by the check itself
env -u DBUS_SESSION_BUS_ADDRESS LLK_ASSETS="$top/assets" SDL_AUDIODRIVER=dummy "$flash"
