#!/bin/sh
# run.sh FUZZBUILD SECONDS - run every libFuzzer target FUZZBUILD/fuzz_NAME
# (built from tests/fuzz/fuzz_NAME.c by `make fuzz-build`: one not built
# fails) for SECONDS
# each, from the committed seed corpus tests/fuzz/corpus/NAME/ and the
# inputs it found before (FUZZBUILD/corpus/NAME/, kept between runs).
# A run that stops on a crash, a sanitizer report, a check, a memory
# blow-up (-rss_limit_mb) or a slow input (-timeout, seconds: every
# budget the targets use is far below it) fails; the failing input is
# saved in FUZZBUILD/artifacts/. Ends with "fuzz: N passed, N failed".
set -u
top=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:?usage: run.sh FUZZBUILD SECONDS}
secs=${2:-30}
rss_mb=${LLK_FUZZ_RSS_MB:-1024}
timeout_s=${LLK_FUZZ_TIMEOUT:-10}
pass=0
fail=0
mkdir -p "$build/artifacts"
for src in "$top"/tests/fuzz/fuzz_*.c; do
    name=$(basename "$src" .c)
    name=${name#fuzz_}
    bin=$build/fuzz_$name
    if [ ! -x "$bin" ]; then
        echo "FAILED fuzz $name: $bin is not built (make fuzz-build)"
        fail=$((fail + 1))
        continue
    fi
    work="$build/corpus/$name"
    seeds="$top/tests/fuzz/corpus/$name"
    mkdir -p "$work"
    [ -d "$seeds" ] || seeds=""
    log="$build/fuzz_$name.log"
    # One job, no forking: two cores are shared with the rest of the suite.
    if "$bin" -max_total_time="$secs" -rss_limit_mb="$rss_mb" -timeout="$timeout_s" \
        -artifact_prefix="$build/artifacts/$name-" -print_final_stats=1 \
        "$work" $seeds >"$log" 2>&1; then
        runs=$(grep -E '^stat::number_of_executed_units' "$log" | awk '{print $2}')
        echo "ok     fuzz $name: ${runs:-?} runs in ${secs} s"
        pass=$((pass + 1))
    else
        echo "FAILED fuzz $name (log $log); its end:"
        tail -n 40 "$log"
        fail=$((fail + 1))
    fi
done
if [ $((pass + fail)) -eq 0 ]; then
    echo "no fuzz target in $build (make fuzz-build)"
    fail=1
fi
echo "fuzz: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
