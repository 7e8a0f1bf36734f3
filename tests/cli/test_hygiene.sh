#!/bin/sh
# Layering and hygiene: the engine and game rules include no SDL and
# compile with no SDL headers on the include path; no unbounded string
# functions anywhere in src/; no source file past 800 lines unannounced;
# every settings key the front names is one of the table's.
. "${LLK_TOP:-.}/tests/lib.sh"
t_start hygiene
cd "${LLK_TOP:-.}" || exit 1

sdl=$(grep -lE '#\s*include\s*[<"]SDL' src/engine/*.c src/game/*.c include/llk/*.h 2>/dev/null)
t_eq "$sdl" "" "SDL included by engine or game rules"

# Compile every engine and game-rules file alone, with only include/ on the
# path: proves they need no SDL header.
for f in src/engine/*.c src/game/*.c; do
    [ -f "$f" ] || continue
    if cc -std=c11 -Wall -Wextra -Wpedantic -Iinclude -fsyntax-only "$f" 2>"$T_TMP/cc.err"; then
        t_ok
    else
        t_fail "$f does not compile without SDL: $(head -n 3 "$T_TMP/cc.err")"
    fi
done

banned=$(grep -nE '\b(sprintf|vsprintf|strcpy|strcat|gets)\s*\(' src/*/*.c src/front/kit/*.c tools/*.c 2>/dev/null)
t_eq "$banned" "" "unbounded string functions"

# Every settings key the front names is a row of the table (a misspelt key
# read by settings_get is 0, silently).
if out=$(python3 tests/cli/setting_keys.py . 2>/dev/null); then
    t_ok
else
    t_fail "unknown settings keys: $out"
fi

for f in src/*/*.c src/*/*.h src/front/kit/*.c src/front/kit/*.h include/llk/*.h; do
    [ -f "$f" ] || continue
    n=$(wc -l <"$f")
    if [ "$n" -gt 800 ]; then
        t_fail "$f has $n lines (limit about 800)"
    else
        t_ok
    fi
done
t_done
