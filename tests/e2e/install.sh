#!/bin/sh
# install.sh - make install-only / uninstall (what make install does after
# building) into private DESTDIRs: the files and their modes, the desktop
# entry, the metainfo, the icons of every size, the man pages, the Chinese
# catalogue (and the installed game speaking Chinese with LANG=zh_CN.UTF-8), the installed game finding its assets with no LLK_ASSETS from
# another working directory (standard and Debian games layouts, and a tree
# moved after installing), a clear failure without assets, uninstall
# removing exactly what was installed, and bad arguments.
. "$(dirname "$0")/lib/common.sh"
unset LLK_ASSETS
built=$GAME
root=$e2e_work/root
mk() {
    make --no-print-directory -C "$LLK_TOP" BUILD="$LLK_BUILD" "$@" >"$e2e_work/make.out" 2>&1 ||
        { echo "  (make $*: $(tail -n 3 "$e2e_work/make.out"))"; return 1; }
}

check "install-only into a DESTDIR" mk install-only DESTDIR="$root" PREFIX=/usr
check "the programs, executable and as built" sh -c "
    for p in lianliankan llk; do
        [ -x '$root/usr/bin/'\$p ] && cmp -s '$LLK_BUILD/'\$p '$root/usr/bin/'\$p || exit 1
    done"
check "every asset, byte for byte" diff -r "$LLK_TOP/assets" "$root/usr/share/lianliankan"
check "assets are not executable" sh -c \
    "[ -z \"\$(find '$root/usr/share/lianliankan' -type f -perm /111)\" ]"
id=io.github.lianliankan.Lianliankan
desk=$root/usr/share/applications/$id.desktop
check "desktop entry runs the game with its icon, in Chinese too" sh -c \
    "grep -qx 'Exec=lianliankan' '$desk' && grep -qx 'Icon=$id' '$desk' &&
     grep -qx 'Name\[zh_CN\]=连连看' '$desk' &&
     grep -qx 'Type=Application' '$desk' && head -n 1 '$desk' | grep -qx '\[Desktop Entry\]'"
check "metainfo" cmp -s "$LLK_TOP/data/$id.metainfo.xml" "$root/usr/share/metainfo/$id.metainfo.xml"
check "icons of every size and the SVG in the hicolor theme" sh -c "
    for n in 16 32 48 64 128 256; do
        cmp -s '$LLK_TOP/data/icons/'\${n}x\$n/apps/$id.png \
            '$root/usr/share/icons/hicolor/'\${n}x\$n/apps/$id.png || exit 1
    done
    cmp -s '$LLK_TOP/data/icons/scalable/apps/$id.svg' \
        '$root/usr/share/icons/hicolor/scalable/apps/$id.svg'"
check "man pages in MANDIR/man6" sh -c "
    cmp -s '$LLK_TOP/man/lianliankan.6' '$root/usr/share/man/man6/lianliankan.6' &&
    cmp -s '$LLK_TOP/man/llk.6' '$root/usr/share/man/man6/llk.6'"
check "the Chinese catalogue in DATADIR/locale" cmp -s \
    "$LLK_BUILD/locale/zh_CN/LC_MESSAGES/lianliankan.mo" \
    "$root/usr/share/locale/zh_CN/LC_MESSAGES/lianliankan.mo"
check "MANDIR is honoured" sh -c "
    make --no-print-directory -C '$LLK_TOP' BUILD='$LLK_BUILD' install-only \
        DESTDIR='$e2e_work/mandir' PREFIX=/usr MANDIR=/opt/man >/dev/null 2>&1 &&
    test -f '$e2e_work/mandir/opt/man/man6/llk.6'"
check "installed llk runs" sh -c "'$root/usr/bin/llk' --version | grep -q '^llk [0-9]'"

e2e_start_x || { bad "Xvfb starts"; e2e_summary install; exit 1; }

# play_installed NAME BINARY: from /, with no LLK_ASSETS, the game reaches
# a board, draws tiles and says nothing on stderr.
play_installed() {
    GAME=$2
    cd / || return 1
    start_game --level 1 --seed 7 --windowed 800x600 &&
        wait_state "d['screen']=='playing'" || { cd - >/dev/null; return 1; }
    tries=0
    while :; do # poll: the first frame may still be on its way
        shot "$1"
        tiles=$(look "$1" count 250 246 232)
        [ "${tiles:-0}" -gt 10000 ] || [ $tries -ge $((20 * e2e_slow)) ] && break
        tries=$((tries + 1))
        sleep 0.1
    done
    stop_game
    cd - >/dev/null || return 1
    [ "${tiles:-0}" -gt 10000 ] && [ ! -s "$e2e_work/game.err" ] ||
        { echo "  ($tiles tile pixels; stderr: $(head -c 300 "$e2e_work/game.err"))"; return 1; }
}
check "installed game finds its assets and plays" play_installed install-usr "$root/usr/bin/lianliankan"

# The installed game in Chinese: its catalogue from DATADIR/locale.
chinese_installed() {
    GAME=$root/usr/bin/lianliankan
    cd / || return 1
    LANG=zh_CN.UTF-8 LANGUAGE= LC_ALL= LC_MESSAGES= start_game --windowed 800x600 &&
        wait_state "d['view']=='menu' and d['lang']=='zh_CN' and \
any(b['id']=='new_easy' and b['label']=='新游戏：简单' for b in d['buttons'])" ||
        { cd - >/dev/null; stop_game; GAME=$built; return 1; }
    sleep 0.3
    shot install-zh
    stop_game
    cd - >/dev/null || return 1
    GAME=$built
    [ ! -s "$e2e_work/game.err" ] || { echo "  (stderr: $(head -c 300 "$e2e_work/game.err"))"; return 1; }
}
check "installed game speaks Chinese with LANG=zh_CN.UTF-8" chinese_installed

# The Debian games layout, and the tree moved elsewhere after installing.
games=$e2e_work/games
check "install-only, games layout" \
    mk install-only DESTDIR="$games" BINDIR=/usr/games DATADIR=/usr/share \
    GAMEDATADIR=/usr/share/games/lianliankan
check "games layout: assets in share/games, the rest in share" sh -c "
    test -f '$games/usr/share/games/lianliankan/tiles.png' &&
    test -f '$games/usr/share/applications/$id.desktop' &&
    test -f '$games/usr/share/locale/zh_CN/LC_MESSAGES/lianliankan.mo' &&
    test -f '$games/usr/share/man/man6/llk.6' && test ! -e '$games/usr/share/lianliankan'"
mv "$games" "$e2e_work/moved"
check "moved games tree still plays" play_installed install-games "$e2e_work/moved/usr/games/lianliankan"

# Without its data directory the game stops with one line for the player:
# the data folder was not found, reinstall or set LLK_ASSETS.
rm -r "$e2e_work/moved/usr/share"
GAME=$e2e_work/moved/usr/games/lianliankan
check "no assets: exit 1, one line: the data folder, LLK_ASSETS" sh -c "
    cd / && '$GAME' --level 1 >/dev/null 2>'$e2e_work/err'; st=\$?
    [ \$st -eq 1 ] && [ \$(wc -l <'$e2e_work/err') -eq 1 ] &&
        grep -q 'data folder was not found.*LLK_ASSETS' '$e2e_work/err'"
GAME=$built

# uninstall removes what install put there, and nothing else.
rm -rf "$e2e_work/mandir"
echo keep >"$root/usr/share/applications/other.desktop"
check "uninstall" mk uninstall DESTDIR="$root" PREFIX=/usr
check "uninstall leaves only the foreign file" sh -c \
    "[ \"\$(cd '$root' && find . -type f)\" = './usr/share/applications/other.desktop' ]"
check "uninstall removes the data directory" test ! -e "$root/usr/share/lianliankan"
check "uninstall again is harmless" mk uninstall DESTDIR="$root" PREFIX=/usr

# Bad arguments: one line naming the cause, exit 1; nothing installed.
bad_install() {
    sh "$LLK_TOP/scripts/install.sh" install "$@" >/dev/null 2>"$e2e_work/err"
    st=$?
    [ $st -eq 1 ] && [ "$(wc -l <"$e2e_work/err")" -eq 1 ] &&
        [ ! -e "$e2e_work/bad" ] || { echo "  (exit $st: $(cat "$e2e_work/err"))"; return 1; }
}
nobuild_names_it() {
    bad_install "$e2e_work/nobuild" "$e2e_work/bad" /usr/bin /usr/share &&
        grep -q "$e2e_work/nobuild/lianliankan is missing" "$e2e_work/err"
}
check "install without a build names the missing program" nobuild_names_it
check "relative BINDIR is refused" bad_install "$LLK_BUILD" "$e2e_work/bad" usr/bin /usr/share
check "make install-only fails without a build" sh -c "
    ! make --no-print-directory -C '$LLK_TOP' BUILD='$e2e_work/nobuild' install-only \
        DESTDIR='$e2e_work/bad' >/dev/null 2>&1 && [ ! -e '$e2e_work/bad' ]"

e2e_summary install
