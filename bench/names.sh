#!/usr/bin/env bash
# The name check's cost (DataRules.checkName, its look-alike key): `payday workplace add` on a
# file of N workplaces (3,000 by default) whose names are mixed as people type them: two kinds
# in nine ASCII and Hangul (the key's quick way), the other seven with accents, full-width
# letters, half-width kana, Greek or compatibility jamo (the general way). Adding a workplace
# keys every other name.
# Callgrind counts the instructions of the whole command and those inside `lookalikeKey` alone
# (--toggle-collect), for each binary given, each run from a copy of the file.
#   bench/names.sh [PAYDAY ...]     (default: .build/release/payday)
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
[ $# -gt 0 ] || set -- "$root/.build/release/payday"
command -v valgrind >/dev/null || { echo "names bench: valgrind is needed" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
count=${NAMES_BENCH_WORKPLACES:-3000}
python3 - "$count" "$work/names.json" <<'PY'
import json, random, sys
count, out = int(sys.argv[1]), sys.argv[2]
rng = random.Random(20261130)
kinds = [
    lambda n: f"GS25 {n}호점", lambda n: f"Cafe {n}",
    lambda n: f"Café Crème {n}", lambda n: f"ＣＵ {n}", lambda n: f"ｶﾌｪ {n}",
    lambda n: f"Ωmega Straße {n}", lambda n: f"ㄱㄴ 편의점 {n}", lambda n: f"Ｎｏ.{n} ﾗｰﾒﾝ",
    lambda n: f"Ἀθήνα {n}",
]
names = [kinds[i % len(kinds)](i) for i in range(count)]
rng.shuffle(names)
places = [{"name": name, "wage": 10320, "payday": {"day": 10, "month": "next", "ifHoliday": "before"},
           "shifts": []} for name in names]
json.dump({"version": 1, "workplaces": places}, open(out, "w", encoding="utf-8"), ensure_ascii=False)
PY
cd "$work"
for payday in "$@"; do
    cp names.json data.json
    rm -rf backups data.json.*
    valgrind --tool=callgrind --callgrind-out-file=all.out "$payday" workplace add --data data.json \
        --today 2026-11-30 --wage 10320 --payday-day 10 "Ｎｅｗ Ｐｌａｃｅ" >/dev/null 2>valgrind.txt
    cp names.json data.json
    rm -rf backups data.json.*
    valgrind --tool=callgrind --callgrind-out-file=key.out --toggle-collect='*lookalikeKey*' "$payday" \
        workplace add --data data.json --today 2026-11-30 --wage 10320 --payday-day 10 "Ｎｅｗ Ｐｌａｃｅ" >/dev/null 2>>valgrind.txt
    total=$(grep -m1 '^summary:' all.out | cut -d' ' -f2)
    keys=$(grep -m1 '^summary:' key.out | cut -d' ' -f2)
    echo "names: $payday, $count workplaces: workplace add $total instructions, of which lookalikeKey $keys"
done
