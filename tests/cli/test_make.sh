#!/bin/sh
# make builds only: `make`, `make all`, `make install` and `make test-core`
# never install system packages (no scripts/deps.sh, no apt-get in what they
# would run, with a build directory that has no stamps yet); make deps, run
# and test do (the control: the check can see it).
. "${LLK_TOP:-.}/tests/lib.sh"
t_start make
top=$(cd "${LLK_TOP:-.}" && pwd)

# plan TARGET...: what make would run for TARGET, in a fresh build directory.
plan() {
    make -n -C "$top" BUILD="$T_TMP/b" "$@" 2>&1
}

for target in "" all install install-only test-core test-build; do
    out=$(plan $target)
    case "$out" in
    *"sh scripts/deps.sh"* | *"apt-get install"*) t_fail "make $target would install packages: $(echo "$out" | grep -m 2 -E 'deps.sh|apt-get')" ;;
    *) t_ok ;;
    esac
done
for target in deps deps-test run test; do
    t_contains "$(plan $target)" "scripts/deps.sh" "make $target installs missing packages"
done
t_done
