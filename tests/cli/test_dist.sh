#!/bin/sh
# make dist: lianliankan-VERSION.tar.gz is the same bytes when made twice
# from the same commit (and with SOURCE_DATE_EPOCH, other bytes with every
# time set to it); it holds exactly the files git tracks at HEAD under
# lianliankan-VERSION/, sorted, owned by 0/0, at the commit's time (or
# SOURCE_DATE_EPOCH's when it is set). In
# make test-core (LLK_CORE_ONLY=1) it also unpacks outside any git checkout
# and builds llk there, which passes the path tests; in make test
# tests/cli/test_deb.sh builds the whole package from the unpacked tarball.
# The whole core suite from the tarball is `make test-dist` (and the package
# build of `make deb`), too long for make test.
# Run once, in the plain lane (it tests the tree, not a build).
. "${LLK_TOP:-.}/tests/lib.sh"
t_start dist
top=$(cd "${LLK_TOP:-.}" && pwd)
if [ "${LLK_SANITIZED:-0}" = 1 ]; then
    echo "SKIP: the tarball is checked once, in the plain lane"
    t_done
    exit
fi
if ! git -C "$top" rev-parse --verify -q HEAD >/dev/null 2>&1 ||
    [ "$(git -C "$top" rev-parse --show-toplevel)" != "$top" ]; then
    echo "SKIP: not a git checkout (an unpacked tarball?): make dist needs one"
    t_done
    exit
fi
v=$(git -C "$top" show HEAD:VERSION)
name=lianliankan-$v

dist() { # dist OUTDIR [ENV...]
    o=$1
    shift
    env "$@" make --no-print-directory -s -C "$top" BUILD="$o" dist >"$T_TMP/dist.out" 2>"$T_TMP/dist.err"
}
dist "$T_TMP/a" || t_fail "make dist: $(tail -n 3 "$T_TMP/dist.err")"
sleep 1 # a second later: the tarball must not take the time of day
dist "$T_TMP/b" || t_fail "make dist again: $(tail -n 3 "$T_TMP/dist.err")"
a=$T_TMP/a/$name.tar.gz
t_eq "$(cat "$T_TMP/dist.out")" "$T_TMP/b/$name.tar.gz" "make dist names lianliankan-VERSION.tar.gz"
if cmp -s "$a" "$T_TMP/b/$name.tar.gz"; then t_ok; else t_fail "two make dist of one commit differ"; fi
dist "$T_TMP/c" SOURCE_DATE_EPOCH=86400 || t_fail "make dist with SOURCE_DATE_EPOCH"
dist "$T_TMP/d" SOURCE_DATE_EPOCH=86400 || t_fail "make dist with SOURCE_DATE_EPOCH again"
if cmp -s "$T_TMP/c/$name.tar.gz" "$T_TMP/d/$name.tar.gz" &&
    ! cmp -s "$a" "$T_TMP/c/$name.tar.gz"; then
    t_ok
else
    t_fail "SOURCE_DATE_EPOCH gives other, again reproducible bytes"
fi
t_eq "$(od -An -tx1 -j3 -N5 "$a" | tr -d ' ')" "0000000000" \
    "gzip -n: no name and no time in the gzip header"

# The listing: names, owners, times, modes.
# (A package build sets SOURCE_DATE_EPOCH from debian/changelog: then that.)
python3 - "$a" "$T_TMP/c/$name.tar.gz" "$name" \
    "${SOURCE_DATE_EPOCH:-$(git -C "$top" log -1 --format=%ct HEAD)}" \
    >"$T_TMP/out" 2>&1 <<'EOF'
import subprocess, sys, tarfile
path, path_epoch, name, commit_time = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
def say(ok, what):
    print(("PASS " if ok else "FAIL ") + what)
with tarfile.open(path) as t:
    members = t.getmembers()
files = [m.name for m in members if m.isfile()]
tracked = subprocess.run(["git", "ls-tree", "-r", "--name-only", "HEAD"], capture_output=True,
                         text=True, check=True).stdout.split("\n")
tracked = sorted(name + "/" + f for f in tracked if f)
say(sorted(files) == tracked, "the files are exactly the tracked ones (%d; extra %s, missing %s)"
    % (len(files), sorted(set(files) - set(tracked))[:5], sorted(set(tracked) - set(files))[:5]))
names = [m.name for m in members]
say(names == sorted(names, key=lambda n: n.encode()) or names == sorted(names),
    "the names are sorted")
say(all(m.name == name or m.name.startswith(name + "/") for m in members),
    "everything is under %s/" % name)
say(all(m.uid == 0 and m.gid == 0 and m.uname in ("", "root") for m in members),
    "owner and group 0")
say(all(m.mtime == commit_time for m in members),
    "every time is the commit's, or SOURCE_DATE_EPOCH (%d)" % commit_time)
say(all(m.mode in (0o644, 0o755) for m in members), "modes 644 and 755 only")
say(not any("/build/" in n or n.endswith("/.git") for n in names), "no build/ and no .git")
with tarfile.open(path_epoch) as t:
    say(all(m.mtime == 86400 for m in t.getmembers()), "SOURCE_DATE_EPOCH sets every time")
EOF
[ $? -eq 0 ] || t_fail "the listing check failed: $(tail -n 3 "$T_TMP/out")"
t_results "$T_TMP/out"

# Unpacked where no git checkout is: llk builds and passes its tests.
if [ "${LLK_CORE_ONLY:-0}" != 1 ]; then
    t_done
    exit
fi
mkdir "$T_TMP/u" && tar -xzf "$a" -C "$T_TMP/u" || t_fail "the tarball unpacks"
src=$T_TMP/u/$name
if git -C "$src" rev-parse --git-dir >/dev/null 2>&1; then
    t_fail "the unpacked tree is inside a git checkout"
fi
if make --no-print-directory -s -j2 -C "$src" build/llk >"$T_TMP/make.out" 2>&1; then
    t_ok
    t_run env LLK_TOP="$src" LLK="$src/build/llk" sh "$src/tests/cli/test_llk_path.sh"
    t_eq "$STATUS" 0 "the tarball's llk passes its path tests: $(tail -n 3 "$T_TMP/out")"
    t_eq "$("$src/build/llk" --version)" "llk $v" "the tarball's llk --version"
else
    t_fail "llk builds from the tarball: $(tail -n 5 "$T_TMP/make.out")"
fi
t_done
