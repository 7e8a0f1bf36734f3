# front_check.sh - sourced by the command-line tests that run a check
# program built from the front's sources without a window (test_signals,
# test_keys, test_contrast, test_flash): front_check NAME WHAT sets top,
# build and check ($LLK_BUILD/front/NAME); with LLK_CORE_ONLY=1 (no SDL)
# it says SKIP and exits 0, and a check not built is one failure (exit 1),
# in the "NAME: N passed, N failed" form the runner reads.
set -u
top=${LLK_TOP:-$(cd "$(dirname "$0")/../.." && pwd)} # (the sourcing test's $0)
build=${LLK_BUILD:-$top/build}

front_check() {
    if [ "${LLK_CORE_ONLY:-0}" = 1 ]; then
        echo "SKIP: LLK_CORE_ONLY=1 (no SDL): $2 left to the full suite"
        echo "$1: 0 passed, 0 failed"
        exit 0
    fi
    check=$build/front/$1
    if [ ! -x "$check" ]; then
        echo "FAIL: $check is missing (make test-build)"
        echo "$1: 0 passed, 1 failed"
        exit 1
    fi
}
