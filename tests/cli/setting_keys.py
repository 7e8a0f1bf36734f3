#!/usr/bin/env python3
"""setting_keys.py TOP - every settings key the front names (in a call of
settings_*() or remember_changed(), the apply hooks' table, the Keys screen's
actions) is a row of src/game/settings_table.c's table: a misspelt key fails here,
where settings_get would quietly give 0 (tests/cli/test_hygiene.sh)."""
import re, sys, glob
top = sys.argv[1]
table = open(top + '/src/game/settings_table.c').read()
known = set(re.findall(r'\{"([a-z0-9_]+)", SETTINGS_', table))
known |= set(re.findall(r'KEY_ROW\("([a-z0-9_]+)"', table))
used = {}
calls = re.compile(r'\b(settings_[a-z_]+|remember_changed|settings_find)\s*\(')
for path in sorted(glob.glob(top + '/src/front/*.c') + glob.glob(top + '/src/front/kit/*.c')):
    src = open(path).read()
    for m in calls.finditer(src):
        i, depth = m.end(), 1
        while i < len(src) and depth:
            depth += {'(': 1, ')': -1}.get(src[i], 0)
            i += 1
        for k in re.findall(r'"([a-z][a-z0-9_]*)"', src[m.end():i]):
            used.setdefault(k, path[len(top) + 1:])
    # tables of keys: the apply hooks, the Keys screen's actions
    for k in re.findall(r'\{"([a-z][a-z0-9_]*)",\s*(?:apply_|fx_apply_|KA_)', src):
        used.setdefault(k, path[len(top) + 1:])
    for k in re.findall(r'\{KA_[A-Z_]+,\s*"([a-z0-9_]+)"\}', src):
        used.setdefault(k, path[len(top) + 1:])
bad = sorted((k, p) for k, p in used.items() if k not in known)
for k, p in bad:
    print("%s: setting key '%s' is not in src/game/settings_table.c's table" % (p, k))
print("keys used %d, known %d" % (len(used), len(known)), file=sys.stderr)
sys.exit(1 if bad else 0)
