#!/bin/sh
# deps.sh GROUP... - make sure the system packages a build step needs are
# installed. Groups: build (compiler, SDL2 libraries, fontconfig, the
# font for Chinese, gettext's msgfmt), test (what the test
# suite runs: Xvfb, xdotool, xclip, ImageMagick, X core fonts (SDL's message
# box), openbox (a real window manager for the fullscreen test), sanitizer runtimes, clang with
# libFuzzer for the fuzz targets, appstreamcli, desktop-file-validate,
# libebur128-dev (the sounds' loudness), groff for the man pages, strace
# (tests/e2e/durable.sh), dpkg-dev, debhelper, fakeroot and lintian for
# the package test, weston (a Wayland desktop at 200%, tests/e2e/hidpi.sh) (xvfb has xvfb-run),
# dbus-daemon, python3-dbus and python3-gi (a fake settings portal on a
# private session bus, tests/e2e/lib/fake_portal.py), speech-dispatcher
# (its dummy output module: the game's speech, tests/e2e/speech.sh), the fonts the
# asset test regenerates from), assets (what
# the asset tools read). On Debian/Ubuntu missing packages are installed
# with apt-get (through sudo when not root); elsewhere the exact command is
# printed and the script fails.
set -eu

pkgs=""
for group in "$@"; do
    case "$group" in
    build) pkgs="$pkgs gcc make pkg-config libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libsdl2-mixer-dev libvorbis-dev libfontconfig-dev libdbus-1-dev libspeechd-dev fonts-noto-cjk gettext" ;;
    test) pkgs="$pkgs xvfb xauth libgl1-mesa-dri xdotool xclip imagemagick x11-utils openbox xfonts-base python3 fonts-noto-color-emoji fonts-noto-cjk fonts-dejavu-core libvorbis-dev libebur128-dev clang libclang-rt-dev appstream desktop-file-utils groff-base dpkg-dev debhelper fakeroot lintian strace weston dbus-daemon python3-dbus python3-gi speech-dispatcher" ;;
    assets) pkgs="$pkgs fonts-noto-color-emoji fonts-noto-cjk fonts-dejavu-core libvorbis-dev libebur128-dev" ;;
    *) echo "deps.sh: unknown group '$group' (build, test, assets)" >&2; exit 2 ;;
    esac
done

if ! command -v apt-get >/dev/null 2>&1 || ! command -v dpkg-query >/dev/null 2>&1; then
    # Not Debian/Ubuntu: check the libraries through pkg-config only.
    if command -v pkg-config >/dev/null 2>&1 &&
        pkg-config --exists sdl2 SDL2_image SDL2_ttf SDL2_mixer fontconfig vorbisfile dbus-1 speech-dispatcher; then
        exit 0
    fi
    echo "deps.sh: this is not a Debian/Ubuntu system; install these (Debian names) with your package manager, for example:" >&2
    echo "  Fedora: sudo dnf install gcc make pkgconf SDL2-devel SDL2_image-devel SDL2_ttf-devel SDL2_mixer-devel libvorbis-devel dbus-devel speech-dispatcher-devel xorg-x11-server-Xvfb xdotool ImageMagick" >&2
    echo "  Arch:   sudo pacman -S gcc make pkgconf sdl2 sdl2_image sdl2_ttf sdl2_mixer libvorbis dbus speech-dispatcher xorg-server-xvfb xdotool imagemagick" >&2
    echo "  macOS:  brew install pkg-config sdl2 sdl2_image sdl2_ttf sdl2_mixer libvorbis dbus" >&2
    exit 1
fi

missing=""
for p in $pkgs; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing="$missing $p"
    fi
done
[ -z "$missing" ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
    sudo=""
elif command -v sudo >/dev/null 2>&1; then
    sudo="sudo"
else
    echo "deps.sh: missing packages:$missing; run as root: apt-get update && apt-get install -y$missing" >&2
    exit 1
fi
echo "deps.sh: installing missing packages:$missing"
$sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq ||
    echo "deps.sh: apt-get update failed; trying the install with the lists at hand" >&2
# shellcheck disable=SC2086
if ! $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing; then
    echo "deps.sh: could not install:$missing; try: sudo apt-get install$missing" >&2
    exit 1
fi
