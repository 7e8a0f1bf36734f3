#!/bin/sh
# autopkgtest.sh - the package's autopkgtest scripts (debian/tests/llk-smoke
# and game-smoke, run by `autopkgtest` against the installed package) run
# here against `make install-only` of the build under test into a private
# prefix with the Debian layout (/usr/games, /usr/share/games/lianliankan),
# so they cannot rot. Each script's "ok"/"FAIL" lines are counted; a script
# that prints no "ok" or exits non-zero fails.
. "${LLK_TOP:-.}/tests/lib.sh"
t_start autopkgtest
top=$(cd "${LLK_TOP:-.}" && pwd)
build=${LLK_BUILD:-$top/build}
root=$T_TMP/root

if make --no-print-directory -C "$top" BUILD="$build" install-only DESTDIR="$root" PREFIX=/usr \
    BINDIR=/usr/games DATADIR=/usr/share GAMEDATADIR=/usr/share/games/lianliankan \
    >"$T_TMP/install.out" 2>&1; then
    t_ok
else
    t_fail "make install-only into a private prefix: $(tail -n 3 "$T_TMP/install.out")"
fi
# The lanes run at once: each its own X display numbers (e2e tests use :90..:99).
if [ "${LLK_SANITIZED:-0}" = 1 ]; then
    servernum=130
    # X11, SDL and ALSA libraries keep memory to the end: leaks are not ours
    # (as tests/e2e/lib/common.sh says).
    export ASAN_OPTIONS=detect_leaks=0
else
    servernum=120
fi

# The fonts are files of the game's folder here (the package links them to
# fonts-dejavu-core's: tests/cli/test_deb.sh).
for script in llk-smoke game-smoke; do
    LLK_BINDIR="$root/usr/games" LLK_XVFB_SERVERNUM=$servernum AUTOPKGTEST_TMP="$T_TMP" \
        LLK_FONTS_DIR="$root/usr/share/games/lianliankan/fonts" \
        sh "$top/debian/tests/$script" >"$T_TMP/$script.out" 2>&1
    status=$?
    t_oks "$T_TMP/$script.out" "$script"
    [ "$status" -eq 0 ] || t_fail "$script exits $status: $(tail -n 5 "$T_TMP/$script.out")"
done
t_done
