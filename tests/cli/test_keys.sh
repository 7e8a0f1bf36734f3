#!/bin/sh
# test_keys.sh - keys of the player's own: the check program
# LLK_BUILD/front/keys (tests/front/keys.c: src/front/keys.c's bindings
# with the settings' key names, no window). Needs SDL (skipped when
# LLK_CORE_ONLY=1).
set -u
top=${LLK_TOP:-$(cd "$(dirname "$0")/../.." && pwd)}
build=${LLK_BUILD:-$top/build}
if [ "${LLK_CORE_ONLY:-0}" = 1 ]; then
    echo "SKIP: LLK_CORE_ONLY=1 (no SDL): the keys are left to the full suite"
    echo "keys: 0 passed, 0 failed"
    exit 0
fi
check=$build/front/keys
if [ ! -x "$check" ]; then
    echo "FAIL: $check is missing (make test-build)"
    echo "keys: 0 passed, 1 failed"
    exit 1
fi
# the exit status is the check's: "keys: N passed, N failed" its last line
timeout -k 2 60 "$check"
