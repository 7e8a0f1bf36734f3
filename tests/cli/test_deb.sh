#!/bin/sh
# The Debian package: built as `make deb` builds it (from the release
# tarball, outside git; DEB_BUILD_OPTIONS=nocheck here, the suite runs the
# tests itself), lintian reports no error and no warning and every info tag
# it reports is explained in debian/README.source; the package holds exactly
# what `make install-only` puts in the Debian layout, less the assets' notes
# and licence texts (in debian/copyright) and DejaVu Sans (links to
# fonts-dejavu-core), plus /usr/share/doc/lianliankan; its programs run,
# and its game, unpacked into a private root with fonts-dejavu-core's two
# files beside it, is played there by debian/tests/game-smoke (the title,
# a pair removed, exit status 0, the fonts open through the package's links).
# Once, in the plain lane; not in make test-core (it builds the game) nor
# without a git checkout (make dist needs one).
. "${LLK_TOP:-.}/tests/lib.sh"
t_start deb
top=$(cd "${LLK_TOP:-.}" && pwd)
skip() {
    echo "SKIP: $1"
    t_done
    exit
}
[ "${LLK_SANITIZED:-0}" = 1 ] && skip "the package is built once, in the plain lane"
[ "${LLK_CORE_ONLY:-0}" = 1 ] && skip "LLK_CORE_ONLY=1: building the package needs SDL"
git -C "$top" rev-parse --verify -q HEAD >/dev/null 2>&1 &&
    [ "$(git -C "$top" rev-parse --show-toplevel)" = "$top" ] ||
    skip "not a git checkout: make dist needs one"
for tool in dpkg-buildpackage dh lintian fakeroot; do
    command -v $tool >/dev/null 2>&1 || t_fail "$tool is missing (make deps-test installs it)"
done
[ "$t_failn" -eq 0 ] || { t_done; exit; }

v=$(git -C "$top" show HEAD:VERSION)
make --no-print-directory -s -C "$top" BUILD="$T_TMP/dist" dist >/dev/null 2>"$T_TMP/dist.err" ||
    t_fail "make dist: $(tail -n 3 "$T_TMP/dist.err")"
mkdir "$T_TMP/src" && tar -xzf "$T_TMP/dist/lianliankan-$v.tar.gz" -C "$T_TMP/src" ||
    t_fail "the tarball unpacks"
src=$T_TMP/src/lianliankan-$v
jobs=$(nproc 2>/dev/null || echo 2)
if (cd "$src" && DEB_BUILD_OPTIONS="nocheck noautodbgsym parallel=$jobs" \
    dpkg-buildpackage -us -uc -b) >"$T_TMP/build.log" 2>&1; then
    t_ok
else
    t_fail "dpkg-buildpackage -us -uc -b: $(tail -n 15 "$T_TMP/build.log")"
    t_done
    exit
fi
deb=$(ls "$T_TMP"/src/lianliankan_"$v"_*.deb 2>/dev/null | head -n 1)
[ -f "$deb" ] || t_fail "no lianliankan_${v}_*.deb"

# lintian: no error, no warning; every info tag explained.
lintian -I --pedantic "$T_TMP"/src/lianliankan_"$v"_*.changes >"$T_TMP/lintian.out" 2>&1
grep -vE '^(N:|running with root privileges)' "$T_TMP/lintian.out" >"$T_TMP/tags"
t_eq "$(grep -E '^[EW]: ' "$T_TMP/tags")" "" "lintian errors and warnings"
while read -r kind _ tag _; do
    [ "$kind" = "I:" ] || continue
    if grep -q -- "$tag" "$top/debian/README.source"; then t_ok; else
        t_fail "lintian info tag $tag is not explained in debian/README.source"
    fi
done <"$T_TMP/tags"
echo "lintian said:" && cat "$T_TMP/tags"

# The file list against make install-only (the package build's own build/).
make --no-print-directory -s -C "$src" install-only DESTDIR="$T_TMP/root" PREFIX=/usr \
    BINDIR=/usr/games DATADIR=/usr/share GAMEDATADIR=/usr/share/games/lianliankan \
    >/dev/null 2>"$T_TMP/install.err" || t_fail "make install-only: $(tail -n 3 "$T_TMP/install.err")"
data=usr/share/games/lianliankan
(cd "$T_TMP/root" && find . -type f | sed 's|^\./||' | sort) |
    grep -vxE "$data/(README\.md|LICENSE-NotoCJK\.txt|LICENSE-NotoColorEmoji\.txt|fonts/LICENSE-DejaVu\.txt|fonts/DejaVuSans(-Bold)?\.ttf)" |
    sed -E 's|^(usr/share/man/man6/.*\.6)$|\1.gz|' >"$T_TMP/want"
cat >>"$T_TMP/want" <<EOF
usr/share/doc/lianliankan/NEWS.md.gz
usr/share/doc/lianliankan/README.md.gz
usr/share/doc/lianliankan/changelog.gz
usr/share/doc/lianliankan/copyright
usr/share/doc/lianliankan/playing.md.gz
usr/share/lintian/overrides/lianliankan
EOF
sort -o "$T_TMP/want" "$T_TMP/want"
dpkg-deb -c "$deb" | awk '$1 ~ /^-/ {print $6}' | sed 's|^\./||' | sort >"$T_TMP/got"
t_eq "$(diff "$T_TMP/want" "$T_TMP/got")" "" "the package's files (< make install-only, > the package)"
for f in usr/games/lianliankan usr/games/llk; do
    t_eq "$(dpkg-deb -c "$deb" | awk -v f="./$f" '$6 == f {print $1}')" "-rwxr-xr-x" "$f is executable"
done
t_eq "$(dpkg-deb -c "$deb" | awk '$1 ~ /^-/ && $1 != "-rwxr-xr-x" && $1 != "-rw-r--r--"')" "" \
    "files are 644 or 755"
links=$(dpkg-deb -c "$deb" | awk '$1 ~ /^l/ {print $6, $8}' | sort)
t_eq "$links" "./$data/fonts/DejaVuSans-Bold.ttf ../../../fonts/truetype/dejavu/DejaVuSans-Bold.ttf
./$data/fonts/DejaVuSans.ttf ../../../fonts/truetype/dejavu/DejaVuSans.ttf" \
    "the fonts link to fonts-dejavu-core's"
t_eq "$(dpkg-deb -f "$deb" Version)" "$v" "the package's version"
depends=$(dpkg-deb -f "$deb" Depends)
for d in fonts-dejavu-core libsdl2-2.0-0 libsdl2-ttf-2.0-0 libsdl2-mixer-2.0-0 libsdl2-image-2.0-0; do
    t_contains "$depends" "$d" "Depends names $d"
done

# Its programs run (from the package's files, where they find their data).
mkdir "$T_TMP/x" && dpkg-deb -x "$deb" "$T_TMP/x" || t_fail "dpkg-deb -x"
t_eq "$("$T_TMP/x/usr/games/llk" --version)" "llk $v" "the packaged llk --version"
t_eq "$("$T_TMP/x/usr/games/lianliankan" --version)" "lianliankan $v" "the packaged game --version"

# The package played (debian/tests/game-smoke, as autopkgtest runs it on
# the installed package): from the unpacked root, with nothing of the tree.
# Its DejaVu Sans are links to fonts-dejavu-core's files, which dangle in
# the root until that dependency's two files are put where it installs
# them; then they resolve inside the root, and the game must have them
# open from there.
dejavu=usr/share/fonts/truetype/dejavu
for f in DejaVuSans.ttf DejaVuSans-Bold.ttf; do
    if [ -L "$T_TMP/x/$data/fonts/$f" ] && [ ! -e "$T_TMP/x/$data/fonts/$f" ]; then t_ok; else
        t_fail "$data/fonts/$f is a link that dangles without fonts-dejavu-core"
    fi
done
mkdir -p "$T_TMP/x/$dejavu" &&
    cp "/$dejavu/DejaVuSans.ttf" "/$dejavu/DejaVuSans-Bold.ttf" "$T_TMP/x/$dejavu/" ||
    t_fail "fonts-dejavu-core's fonts copied into the root (make deps-test installs it)"
for f in DejaVuSans.ttf DejaVuSans-Bold.ttf; do
    t_eq "$(readlink -f "$T_TMP/x/$data/fonts/$f")" "$T_TMP/x/$dejavu/$f" "$f resolves inside the root"
done
LLK_BINDIR="$T_TMP/x/usr/games" LLK_FONTS_DIR="$T_TMP/x/$dejavu" LLK_XVFB_SERVERNUM=140 \
    AUTOPKGTEST_TMP="$T_TMP" sh "$top/debian/tests/game-smoke" >"$T_TMP/smoke.out" 2>&1
status=$?
t_oks "$T_TMP/smoke.out" "the packaged game"
t_eq "$status" 0 "debian/tests/game-smoke on the unpacked package exits 0"
for what in "the title's buttons, each labelled" "the pair clicked is removed" "DejaVu Sans opened from $T_TMP/x/$dejavu"; do
    grep -q "^ok   .*$what" "$T_TMP/smoke.out" || t_fail "the packaged game: no check passed saying: $what"
done
t_done
