#!/bin/sh
# test_signals.sh - SIGTERM and SIGINT as the game takes them: the check
# program LLK_BUILD/front/signals (tests/front/signals.c: src/front/signals.c
# with SDL's event queue, no window). Needs SDL (skipped when LLK_CORE_ONLY=1).
. "$(dirname "$0")/../front_check.sh"
front_check signals "the signals are"
# the exit status is the check's: "signals: N passed, N failed" its last line
timeout -k 2 60 "$check"
