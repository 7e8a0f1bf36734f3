#!/bin/sh
# install.sh install|uninstall BUILD DESTDIR BINDIR DATADIR [MANDIR [GAMEDATADIR]]
#
# What `make install` and `make uninstall` do (the Makefile passes its
# variables; MANDIR defaults to DATADIR/man, GAMEDATADIR, the game's own
# data, to DATADIR/lianliankan; Debian: BINDIR=/usr/games,
# GAMEDATADIR=/usr/share/games/lianliankan). install copies:
#   BUILD/lianliankan, BUILD/llk      -> DESTDIR BINDIR/      (mode 755)
#   assets/ (the whole tree)          -> DESTDIR GAMEDATADIR/
#   BUILD/locale/LANG/LC_MESSAGES/lianliankan.mo -> DESTDIR DATADIR/locale/...
#   data/ID.desktop                   -> DESTDIR DATADIR/applications/
#   data/ID.metainfo.xml              -> DESTDIR DATADIR/metainfo/
#   data/icons/SIZE/apps/ID.png|svg   -> DESTDIR DATADIR/icons/hicolor/SIZE/apps/
#   man/lianliankan.6, man/llk.6      -> DESTDIR MANDIR/man6/
# (ID: io.github.lianliankan.Lianliankan.) The game finds its assets and
# catalogues relative to its own file (BINDIR/../share/lianliankan and
# BINDIR/../share/locale, or BINDIR/../share/games/lianliankan), so the tree works
# wherever it is unpacked; with other layouts set LLK_ASSETS and
# LLK_LOCALEDIR.
# uninstall removes those files (the lists are read from this tree),
# then the data directory's directories that are left empty. Errors: one
# line naming the cause, exit status 1.
set -u
top=$(cd "$(dirname "$0")/.." && pwd)

die() {
    echo "install.sh: $*" >&2
    exit 1
}

[ $# -ge 5 ] && [ $# -le 7 ] ||
    die "usage: install.sh install|uninstall BUILD DESTDIR BINDIR DATADIR [MANDIR [GAMEDATADIR]]"
action=$1 build=$2 destdir=$3 bindir=$4 datadir=$5 mandir=${6:-$5/man}
gamedatadir=${7:-$5/lianliankan}
case "$mandir" in /*) ;; *) die "MANDIR must be an absolute path, not '$mandir'" ;; esac
case "$gamedatadir" in /*) ;; *) die "GAMEDATADIR must be an absolute path, not '$gamedatadir'" ;; esac
id=io.github.lianliankan.Lianliankan
case "$bindir" in /*) ;; *) die "BINDIR must be an absolute path, not '$bindir'" ;; esac
case "$datadir" in /*) ;; *) die "DATADIR must be an absolute path, not '$datadir'" ;; esac

bin=$destdir$bindir
data=$destdir$gamedatadir
share=$destdir$datadir
apps=$share/applications
man6=$destdir$mandir/man6
programs="lianliankan llk"

# The asset files, relative to assets/, one a line (no spaces in them).
asset_files() {
    (cd "$top/assets" && find . -type f | sed 's|^\./||' | sort)
}

# The other files, "SOURCE TARGET" a line, relative to the tree and to
# DATADIR (man pages: to MANDIR, marked man:).
data_files() {
    echo "data/$id.desktop applications/$id.desktop"
    echo "data/$id.metainfo.xml metainfo/$id.metainfo.xml"
    (cd "$top/data/icons" && find . -type f | sed 's|^\./||' | sort) |
        while read -r f; do echo "data/icons/$f icons/hicolor/$f"; done
    for p in lianliankan.6 llk.6; do echo "man/$p man:$p"; done
    (cd "$top/po" && ls ./*.po 2>/dev/null | sed 's|^\./||; s|\.po$||') |
        while read -r l; do
            echo "BUILD/locale/$l/LC_MESSAGES/lianliankan.mo locale/$l/LC_MESSAGES/lianliankan.mo"
        done
}

# target PATH: where a data_files target goes.
target() {
    case "$1" in
    man:*) echo "$man6/${1#man:}" ;;
    *) echo "$share/$1" ;;
    esac
}

case "$action" in
install)
    for p in $programs; do
        [ -f "$build/$p" ] || die "$build/$p is missing: run make first"
    done
    [ -f "$top/assets/tiles.png" ] || die "$top/assets/tiles.png is missing"
    install -d "$bin" "$data" "$apps" || die "cannot create directories under '$destdir'"
    for p in $programs; do
        install -m 755 "$build/$p" "$bin/$p" || die "cannot install $bin/$p"
    done
    for f in $(asset_files); do
        install -D -m 644 "$top/assets/$f" "$data/$f" || die "cannot install $data/$f"
    done
    data_files | while read -r src dst; do
        case "$src" in BUILD/*) src=$build/${src#BUILD/} ;; *) src=$top/$src ;; esac
        [ -f "$src" ] || die "$src is missing: run make first"
        install -D -m 644 "$src" "$(target "$dst")" || die "cannot install $(target "$dst")"
    done || exit 1
    echo "installed lianliankan and llk in $bin, assets in $data, man pages in $man6"
    ;;
uninstall)
    for p in $programs; do
        rm -f "$bin/$p"
    done
    for f in $(asset_files); do
        rm -f "$data/$f"
    done
    data_files | while read -r src dst; do
        rm -f "$(target "$dst")"
    done
    # Our data directory and its subdirectories, deepest first, when empty.
    if [ -d "$data" ]; then
        find "$data" -depth -type d -empty -exec rmdir {} \;
    fi
    echo "removed lianliankan from $destdir${bindir%/} and $destdir${datadir%/}"
    ;;
*)
    die "unknown action '$action' (install or uninstall)"
    ;;
esac
