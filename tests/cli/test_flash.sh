#!/bin/sh
# test_flash.sh - no effect flashes more than three times a second (WCAG
# 2.3.1, issue 47): LLK_BUILD/front/flash (tests/front/flash.c) draws the
# celebration and the combo frame by frame through the game's own effects
# code into SDL's software renderer, under each motion value, and counts
# the flashes of the window's and its middle's relative luminance. Needs
# SDL (skipped when LLK_CORE_ONLY=1).
. "$(dirname "$0")/../front_check.sh"
front_check flash "the flashes are"
# no desktop's preferences: each motion value is set by the check itself
env -u DBUS_SESSION_BUS_ADDRESS LLK_ASSETS="$top/assets" SDL_AUDIODRIVER=dummy "$check"
