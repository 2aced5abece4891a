#!/usr/bin/env bash
# Writes BINARY's manual page (BINARY.1) into DIRECTORY with swift-argument-parser's
# generate-manual tool, which reads the command's own definition (`--experimental-dump-help`),
# then adds the sections that tool does not write, before AUTHORS: KEYS (what `payday keys
# --format mdoc` prints: read from the app's own key commands, so it cannot drift),
# ENVIRONMENT, FILES and EXIT STATUS.
# The tool is built by asking its package plugin for help (the plugin itself would build and
# document every executable of the package, the benchmarks included).
set -euo pipefail
binary=$1 directory=$2
cd "$(dirname "$0")/.."
swift package plugin generate-manual --help >/dev/null
tool="$(swift build --show-bin-path)/generate-manual-tool"
[ -x "$tool" ] || { echo "manual-page: swift-argument-parser's generate-manual tool was not built at $tool" >&2; exit 1; }
# In English whatever the locale (the help follows LC_ALL, LC_MESSAGES, LANG).
LC_ALL=C.UTF-8 LC_MESSAGES= LANG=C.UTF-8 "$tool" "$binary" --output-directory "$directory" --authors "the Payday authors"
page="$directory/$(basename "$binary").1"
[ -f "$page" ] || { echo "manual-page: $page was not written" >&2; exit 1; }
# A blank line in a discussion is a new paragraph to mdoc (man --warnings: "Empty input line").
sed -i 's/^$/.Pp/' "$page"
sections=$(mktemp)
trap 'rm -f "$sections"' EXIT
"$binary" keys --format mdoc --lang en >"$sections"
cat >>"$sections" <<'MDOC'
.Sh ENVIRONMENT
.Bl -tag -width Ds
.It Ev PAYDAY_DATA
The data file, when neither
.Fl -data
nor
.Fl -demo
names one.
.It Ev XDG_DATA_HOME
Without
.Ev PAYDAY_DATA ,
the data file is
.Pa $XDG_DATA_HOME/payday/workplaces.json
(an absolute path only; else
.Pa ~/.local/share/payday/workplaces.json ) .
.It Ev LC_ALL , LC_MESSAGES , LANG
The language of every message, the first one set deciding: Korean for a value starting with
.Ql ko ,
else English.
.Fl -lang Ar en|ko
overrides them.
.It Ev PAYDAY_APPEARANCE
The app's colours:
.Ql auto
(or
.Ql system ,
from the terminal's background),
.Ql light
or
.Ql dark ,
each optionally with
.Ql ,high-contrast ,
or
.Ql high-contrast
alone.
.It Ev NO_COLOR
Set to anything but the empty string: no colours; the selected card and the marks stay plain by their weight and shape.
.It Ev PAYDAY_TEST_NOW
.Ar YYYY-MM-DDTHH:mm :
the moment the app and the commands take for now (for tests and for trying a day ahead); the data file's changes are recorded at that moment.
.El
.Sh FILES
.Bl -tag -width Ds
.It Pa ~/.local/share/payday/workplaces.json
The worker's data file (see
.Ev XDG_DATA_HOME
and
.Ev PAYDAY_DATA ) .
Every change is written whole to a new file, checked and then renamed over it, under a lock.
.It Pa backups/
Beside the data file: the newest 20 versions it had, each a whole data file named by the time it was kept.
.It Pa backups/NAME.history
The history of changes that
.Nm payday Cm history ,
.Cm undo ,
.Cm redo
and
.Cm restore
read.
.It Pa .NAME.lock
Beside the data file: the lock that keeps the app and a command in another terminal from saving at once.
.It Pa PREFIX/share/payday/
The public holidays, the minimum wages and rates, the withholding table and the demo, installed with the binary.
.El
.Sh EXIT STATUS
.Bl -tag -width Ds
.It 0
Done.
.It 1
Refused or failed: a bad data file, a change the rules refuse, a year, period, date or amount
outside the range the rules allow, a file that cannot be written.
The message names what is wrong and where; the data file is left as it was.
.It 64
The command line itself is wrong: an unknown option, a missing argument, a value not of its kind
or outside its option's own range (such as
.Fl -months ) .
.El
MDOC
python3 - "$page" "$sections" <<'PY'
import sys
page_path, sections_path = sys.argv[1], sys.argv[2]
page = open(page_path, encoding="utf-8").read()
sections = open(sections_path, encoding="utf-8").read()
# The tool's own EXIT STATUS says only "0 on success, >0 on error": ours replaces it.
lines, skipping = [], False
for line in page.splitlines(keepends=True):
    if line.startswith(".Sh "):
        skipping = line.strip().replace('"', "") == ".Sh EXIT STATUS"
    if not skipping:
        lines.append(line)
page = "".join(lines)
marker = ".Sh AUTHORS"
page = page.replace(marker, sections + marker, 1) if marker in page else page + sections
open(page_path, "w", encoding="utf-8").write(page)
PY
