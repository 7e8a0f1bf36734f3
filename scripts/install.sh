#!/bin/sh
# install.sh install|uninstall BUILD DESTDIR BINDIR DATADIR
#
# What `make install` and `make uninstall` do (the Makefile passes its
# variables). install copies:
#   BUILD/lianliankan, BUILD/llk      -> DESTDIR BINDIR/      (mode 755)
#   assets/ (the whole tree)          -> DESTDIR DATADIR/lianliankan/
#   a desktop entry                   -> DESTDIR DATADIR/applications/lianliankan.desktop
#   assets/icon.png                   -> DESTDIR DATADIR/icons/hicolor/64x64/apps/lianliankan.png
# The game finds its assets relative to its own file (BINDIR/../share/
# lianliankan, or BINDIR/../share/games/lianliankan), so the tree works
# wherever it is unpacked; with other layouts set LLK_ASSETS.
# uninstall removes those files (the asset list is read from this tree's
# assets/), then the data directory's directories that are left empty. Errors: one line naming the cause, exit status 1.
set -u
top=$(cd "$(dirname "$0")/.." && pwd)

die() {
    echo "install.sh: $*" >&2
    exit 1
}

[ $# -eq 5 ] || die "usage: install.sh install|uninstall BUILD DESTDIR BINDIR DATADIR"
action=$1 build=$2 destdir=$3 bindir=$4 datadir=$5
case "$bindir" in /*) ;; *) die "BINDIR must be an absolute path, not '$bindir'" ;; esac
case "$datadir" in /*) ;; *) die "DATADIR must be an absolute path, not '$datadir'" ;; esac

bin=$destdir$bindir
data=$destdir$datadir/lianliankan
apps=$destdir$datadir/applications
icons=$destdir$datadir/icons/hicolor/64x64/apps
programs="lianliankan llk"

# The asset files, relative to assets/, one a line (no spaces in them).
asset_files() {
    (cd "$top/assets" && find . -type f | sed 's|^\./||' | sort)
}

desktop_entry() {
    cat <<'EOF'
[Desktop Entry]
Type=Application
Name=Lianliankan
GenericName=Tile matching game
Comment=Join two tiles with the same picture by a path of at most two turns
Exec=lianliankan
Icon=lianliankan
Terminal=false
Categories=Game;BoardGame;
Keywords=shisen;shisen-sho;mahjong;lianliankan;tiles;puzzle;
EOF
}

case "$action" in
install)
    for p in $programs; do
        [ -f "$build/$p" ] || die "$build/$p is missing: run make first"
    done
    [ -f "$top/assets/tiles.png" ] || die "$top/assets/tiles.png is missing"
    install -d "$bin" "$data" "$apps" "$icons" || die "cannot create directories under '$destdir'"
    for p in $programs; do
        install -m 755 "$build/$p" "$bin/$p" || die "cannot install $bin/$p"
    done
    for f in $(asset_files); do
        install -D -m 644 "$top/assets/$f" "$data/$f" || die "cannot install $data/$f"
    done
    # Written through a temporary file and renamed, like every file we write.
    desktop_entry >"$apps/.lianliankan.desktop.tmp" &&
        chmod 644 "$apps/.lianliankan.desktop.tmp" &&
        mv -f "$apps/.lianliankan.desktop.tmp" "$apps/lianliankan.desktop" ||
        die "cannot write $apps/lianliankan.desktop"
    install -m 644 "$top/assets/icon.png" "$icons/lianliankan.png" ||
        die "cannot install $icons/lianliankan.png"
    echo "installed lianliankan and llk in $bin, assets in $data"
    ;;
uninstall)
    for p in $programs; do
        rm -f "$bin/$p"
    done
    for f in $(asset_files); do
        rm -f "$data/$f"
    done
    rm -f "$apps/lianliankan.desktop" "$icons/lianliankan.png"
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
