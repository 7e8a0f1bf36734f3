#!/bin/sh
# test_signals.sh - SIGTERM and SIGINT as the game takes them: the check
# program LLK_BUILD/front/signals (tests/front/signals.c: src/front/signals.c
# with SDL's event queue, no window). Needs SDL (skipped when LLK_CORE_ONLY=1).
set -u
top=${LLK_TOP:-$(cd "$(dirname "$0")/../.." && pwd)}
build=${LLK_BUILD:-$top/build}
if [ "${LLK_CORE_ONLY:-0}" = 1 ]; then
    echo "SKIP: LLK_CORE_ONLY=1 (no SDL): the signals are left to the full suite"
    echo "signals: 0 passed, 0 failed"
    exit 0
fi
check=$build/front/signals
if [ ! -x "$check" ]; then
    echo "FAIL: $check is missing (make test-build)"
    echo "signals: 0 passed, 1 failed"
    exit 1
fi
# the exit status is the check's: "signals: N passed, N failed" its last line
timeout -k 2 60 "$check"
