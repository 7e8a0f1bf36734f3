#!/bin/sh
# Layering and hygiene: the engine and game rules include no SDL and
# compile with no SDL headers on the include path; no unbounded string
# functions anywhere in src/; no source file past 800 lines unannounced;
# every settings key the front names is one of the table's; no colour
# literal in the front outside the kit's tokens; no screen sets its
# menu's focus by hand.
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

# Colours only from the kit's tokens (issue 44; docs/design.md): no
# SDL_Color written with numbers, no draw colour set with numbers (but the
# transparent 0, 0, 0, 0 a texture is cleared to) outside kit/tokens.c.
# A declaration is read up to its ';' (a table runs over several lines).
raw=$(for f in src/front/*.c src/front/*.h src/front/kit/*.c src/front/kit/*.h; do
    [ "$f" = src/front/kit/tokens.c ] && continue
    awk -v f="$f" '
        /SDL_Color[^;(]*=/ { decl = 1; text = ""; at = FNR }
        decl { text = text $0; if ($0 ~ /;/) { decl = 0
            if (text ~ /[{,] *[0-9]+ *,/) print f ":" at } }
        /SDL_SetRenderDrawColor\([^,]*, *[0-9]+ *, *[0-9]+ *, *[0-9]+/ &&
            !/, *0 *, *0 *, *0 *, *0 *\)/ { print f ":" FNR }' "$f"
done)
t_eq "$raw" "" "colour literals outside src/front/kit/tokens.c"

# The focus is the kit's (issue 44; src/front/kit/kit.h): no screen file
# sets a menu's focus itself (m.focus = ..., m->focus = ...), around a
# rebuild or anywhere: ui_menu_clear keeps it, ui_menu_focus_id,
# _first, _none and _default move it. (The control bar, bar.c, mirrors
# the pointer's hover in its focus: not a screen of the kit's.)
hand=$(grep -nE '(\.|->)focus[[:space:]]*([-+*/|&]?=[^=]|\+\+|--)' \
    src/front/st_*.c src/front/entry.c src/front/assist_ui.c 2>/dev/null)
t_eq "$hand" "" "a screen sets its menu's focus by hand (the kit keeps it)"

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
