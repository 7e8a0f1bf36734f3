#!/bin/sh
# dist.sh OUTDIR VERSION - write OUTDIR/lianliankan-VERSION.tar.gz, the
# release tarball: the files git tracks at HEAD (never untracked or
# uncommitted ones), under lianliankan-VERSION/, reproducible: the same
# commit gives the same bytes. Names sorted, owner and group root (0),
# modes 644 and 755, every time SOURCE_DATE_EPOCH or else the commit's
# date, gzip without a name or time (gzip -n). make dist runs it.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)

die() {
    echo "dist.sh: $*" >&2
    exit 1
}

[ $# -eq 2 ] || die "usage: dist.sh OUTDIR VERSION"
out=$1 version=$2
name=lianliankan-$version
command -v git >/dev/null 2>&1 && git -C "$top" rev-parse --verify -q HEAD >/dev/null 2>&1 &&
    [ "$(git -C "$top" rev-parse --show-toplevel)" = "$top" ] ||
    die "make dist needs a git checkout of the game with a commit (it packs the files git tracks)"
head_version=$(git -C "$top" show HEAD:VERSION 2>/dev/null) || die "HEAD has no VERSION file"
[ "$head_version" = "$version" ] ||
    die "VERSION says $version but the commit's VERSION is $head_version: commit it first"
epoch=${SOURCE_DATE_EPOCH:-$(git -C "$top" log -1 --format=%ct HEAD)}
case "$epoch" in '' | *[!0-9]*) die "SOURCE_DATE_EPOCH is not a number of seconds: '$epoch'" ;; esac
if [ -n "$(git -C "$top" status --porcelain --untracked-files=no)" ]; then
    echo "dist.sh: note: uncommitted changes are left out (the tarball packs HEAD)" >&2
fi

mkdir -p "$out" || die "cannot create $out"
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
git -C "$top" archive --format=tar --prefix="$name/" HEAD | tar -x -C "$stage" ||
    die "cannot export HEAD"
(
    cd "$stage" &&
        LC_ALL=C tar --sort=name --format=gnu --owner=0 --group=0 --numeric-owner \
            --mtime="@$epoch" \
            --mode='u=rwX,go=rX' -cf - "$name"
) | gzip -n -9 >"$out/$name.tar.gz.tmp" || die "cannot write $out/$name.tar.gz"
mv "$out/$name.tar.gz.tmp" "$out/$name.tar.gz" || die "cannot write $out/$name.tar.gz"
echo "$out/$name.tar.gz"
