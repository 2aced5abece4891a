#!/usr/bin/env python3
"""Runs a `.cas` constraint script (docs/cas-format.md) on kiwisolver, with the output of our
`cassowary` command, so that the two can be compared line by line.

    python3 bench/kiwi_run.py FILE.cas [--reps N]

Reads and checks the whole file first (a malformed script: `FILE:LINE: what is wrong` on
standard error, exit status 2, nothing solved), builds every constraint, then runs the
statements on a fresh kiwi solver. Output: the lines `checksum`, `print`, `expect`, `verify`
and rejections write, in the order they happen, then `phase NAME SECONDS` for each phase in
the order phases first started. With --reps N the script runs N times on fresh solvers: the
output is the first run's, each phase's time the median of the N runs. Exit status 0 when
every `expect` and `verify` held, 1 when one failed, 2 for bad usage, a bad script or a call
kiwi refuses (a second `edit` of one variable, removing a constraint no longer there).

kiwi has weighted strengths where we have priorities: 1000 is kiwi's `required`, any other
priority p the weight 10^(6(p - 250)/500) (250, 500 and 750 are kiwi's weak, medium and
strong). Needs `python3 -m pip install kiwisolver` (scripts/deps.sh test installs it).

Other scripts import this one for its reader: `read_script(path)` returns a `Script` whose
`names` are the variables in declaration order and whose `statements` are `Statement`s.
"""
import re
import statistics
import sys
import time
from dataclasses import dataclass, field

TOLERANCE = 1e-6
NAME_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_.]*\Z")
# An unsigned decimal: digits with an optional fraction, or a fraction alone; an optional exponent.
UNSIGNED_RE = re.compile(r"(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][-+]?[0-9]+)?")
NUMBER_RE = re.compile(r"[-+]?" + UNSIGNED_RE.pattern + r"\Z")
RELATIONS = ("==", "<=", ">=")
NO_ARGUMENTS = ("update", "endphase", "verify", "expect-unsatisfiable", "checksum", "print")


class ScriptError(Exception):
    """`FILE:LINE: message`, as our runner words it."""

    def __init__(self, path, line, message):
        super().__init__(f"{path}:{line}: {message}")


class Statement:
    """One statement. `kind` is the statement's first word; the other fields are set as it
    needs them: `name` (a variable, a label or a phase), `value` (a suggestion, an expected
    value, an edit's priority), and for a constraint `terms` {variable: coefficient} of
    left - right, `constant`, `relation` and `priority`. (Slots: the timed loop reads these
    fields once a statement, and a slot is read faster than an instance dictionary.)"""

    __slots__ = ("line", "kind", "name", "value", "terms", "constant", "relation", "priority")

    def __init__(self, line, kind, name=None, value=None, terms=None, constant=0.0, relation=None, priority=1000.0):
        self.line, self.kind, self.name, self.value = line, kind, name, value
        self.terms, self.constant, self.relation, self.priority = terms or {}, constant, relation, priority


@dataclass
class Script:
    path: str
    names: list = field(default_factory=list)
    statements: list = field(default_factory=list)

    def note(self, name):
        if name not in self._known:
            self._known.add(name)
            self.names.append(name)
        return name

    def __post_init__(self):
        self._known = set()


def trim(text):
    """Without the spaces, tabs and carriage returns around it."""
    return text.strip(" \t\r")


def number(text):
    """The value of a whole token that is a signed decimal, else None."""
    return float(text) if NUMBER_RE.match(text) else None


def linear(text, fail):
    """`terms` {name: coefficient} and the constant of an expression: terms joined by + and -,
    a term being NUMBER, NAME, NUMBER*NAME or NAME*NUMBER."""
    tokens, at = [], 0
    while at < len(text):
        ch = text[at]
        if ch in " \t\r":
            at += 1
        elif ch in "+-*":
            tokens.append(("op", ch))
            at += 1
        elif ch.isascii() and (ch.isalpha() or ch == "_"):
            end = at
            while end < len(text) and text[end].isascii() and (text[end].isalnum() or text[end] in "_."):
                end += 1
            tokens.append(("name", text[at:end]))
            at = end
        elif ch.isdigit() or ch == ".":
            m = UNSIGNED_RE.match(text, at)
            if not m:
                raise fail(f"cannot read number at '{text[at:]}'")
            tokens.append(("num", float(m.group())))
            at = m.end()
        else:
            raise fail(f"cannot read expression at '{text[at:]}'")
    terms, constant, sign, want_term, k = {}, 0.0, 1.0, True, 0
    while k < len(tokens):
        kind, val = tokens[k]
        if not want_term:
            if kind != "op" or val == "*":
                raise fail(f"expected + or - in expression '{trim(text)}'")
            sign, want_term = (-1.0 if val == "-" else 1.0), True
            k += 1
            continue
        if kind == "op":
            if val == "*":
                raise fail("unexpected '*' in expression")
            if val == "-":
                sign = -sign
            k += 1
            continue
        coefficient, name = 1.0, None
        times = k + 2 < len(tokens) and tokens[k + 1] == ("op", "*")
        if kind == "num":
            coefficient = val
            if times and tokens[k + 2][0] == "name":
                name, k = tokens[k + 2][1], k + 2
        else:
            name = val
            if times and tokens[k + 2][0] == "num":
                coefficient, k = tokens[k + 2][1], k + 2
        if name is None:
            constant += sign * coefficient
        else:
            terms[name] = terms.get(name, 0.0) + sign * coefficient
        sign, want_term = 1.0, False
        k += 1
    if want_term:
        raise fail(f"expression '{trim(text)}' ends early")
    return terms, constant


def read_constraint(script, text, line, fail):
    """`[LABEL:] EXPR OP EXPR [@PRIORITY]` -> a constraint Statement (label in `name`)."""
    label, body, priority = None, text, 1000.0
    colon = body.find(":")
    if colon >= 0 and NAME_RE.match(body[:colon]):
        label, body = body[:colon], body[colon + 1:]
    at = body.rfind("@")
    if at >= 0:
        written = trim(body[at + 1:])
        priority = number(written)
        if priority is None:
            raise fail(f"bad priority '{written}'")
        if not 0 < priority <= 1000:
            raise fail(f"priority {written} is outside 1..1000")
        body = body[:at]
    starts = [body.find(op) for op in RELATIONS]
    found = [s for s in starts if s >= 0]
    if not found:
        raise fail("expected ==, <= or >= in constraint")
    where = min(found)
    relation = body[where:where + 2]
    left, left_constant = linear(body[:where], fail)
    right, right_constant = linear(body[where + 2:], fail)
    terms = {}
    for name, c in list(left.items()) + [(n, -c) for n, c in right.items()]:
        terms[script.note(name)] = terms.get(name, 0.0) + c
    return Statement(line, "constraint", name=label, terms=terms, constant=left_constant - right_constant,
                     relation=relation, priority=priority)


def read_script(path, text=None):
    """Parses a script (from `text`, else the file at `path`); raises ScriptError."""
    if text is None:
        with open(path, encoding="utf-8", newline="") as f:
            text = f.read()
    if text.startswith("\ufeff"):
        text = text[1:]
    script, labels, expects = Script(path), set(), []
    for line_number, raw in enumerate(text.split("\n"), 1):
        content = trim(raw.split("#", 1)[0])
        if not content:
            continue

        def fail(message, line=line_number):
            return ScriptError(path, line, message)

        word, _, rest = content.replace("\t", " ").partition(" ")
        rest = trim(rest)
        args = rest.split()

        def arity(n, usage):
            if len(args) != n:
                raise fail(f"expected `{usage}`")

        def variable(text):
            if not NAME_RE.match(text):
                raise fail(f"bad variable name '{text}'")
            return text

        def value(text, what):
            v = number(text)
            if v is None:
                raise fail(f"bad {what} '{text}'")
            return v

        if word == "var":
            if not args:
                raise fail("expected `var NAME ...`")
            for a in args:
                script.note(variable(a))
            continue
        if word == "edit":
            arity(2, "edit NAME PRIORITY")
            name = script.note(variable(args[0]))
            priority = value(args[1], "priority")
            if not 0 < priority < 1000:
                raise fail(f"edit priority {args[1]} is outside 1..999")
            st = Statement(line_number, word, name=name, value=priority)
        elif word == "suggest":
            arity(2, "suggest NAME VALUE")
            st = Statement(line_number, word, name=script.note(variable(args[0])), value=value(args[1], "value"))
        elif word == "constraint":
            # The words after `constraint` as written, tabs included.
            st = read_constraint(script, trim(content[len(word):]), line_number, fail)
            if st.name:
                labels.add(st.name)
        elif word == "remove":
            arity(1, "remove LABEL")
            if args[0] not in labels:
                raise fail(f"no constraint labelled '{args[0]}' before this line")
            st = Statement(line_number, word, name=args[0])
        elif word == "phase":
            arity(1, "phase NAME")
            st = Statement(line_number, word, name=args[0])
        elif word == "expect":
            arity(2, "expect NAME VALUE")
            st = Statement(line_number, word, name=variable(args[0]), value=value(args[1], "value"))
            expects.append(st)
        elif word in NO_ARGUMENTS:
            arity(0, word)
            st = Statement(line_number, word)
        else:
            raise fail(f"unknown statement '{word}'")
        script.statements.append(st)
    # `expect` may name a variable declared further down, but it must exist somewhere.
    for st in expects:
        if st.name not in script._known:
            raise ScriptError(path, st.line, f"unknown variable '{st.name}'")
    return script


def strength_of(priority):
    """A priority as kiwi's strength."""
    import kiwisolver

    if priority >= 1000:
        return kiwisolver.strength.required
    return 10 ** (6 * (priority - 250) / 500)


def holds(st, values):
    """Whether a constraint statement holds, within TOLERANCE, at `values`."""
    residue = sum(c * values[n].value() for n, c in st.terms.items()) + st.constant
    if st.relation == "==":
        return abs(residue) <= TOLERANCE
    if st.relation == "<=":
        return residue <= TOLERANCE
    return residue >= -TOLERANCE


def execute(script):
    """One run on a fresh solver -> (output lines, {phase: seconds} in first-start order, failures)."""
    import kiwisolver

    variables = {n: kiwisolver.Variable(n) for n in script.names}
    # Every constraint built before anything runs: only solver calls are timed.
    built = {}
    for i, st in enumerate(script.statements):
        if st.kind == "constraint":
            expression = sum((c * variables[n] for n, c in st.terms.items()), st.constant)
            relation = {"==": expression == 0, "<=": expression <= 0, ">=": expression >= 0}[st.relation]
            built[i] = relation | strength_of(st.priority)
    solver = kiwisolver.Solver()
    # kiwi's refusals, in the words our runner prints for them.
    refusals = {
        kiwisolver.DuplicateConstraint: "the constraint is already in the solver",
        kiwisolver.UnknownConstraint: "the constraint is not in the solver",
        kiwisolver.DuplicateEditVariable: "the variable is already an edit variable",
        kiwisolver.UnknownEditVariable: "the variable is not an edit variable",
        kiwisolver.BadRequiredStrength: "an edit variable cannot have the required priority",
    }
    output, phases, failures = [], {}, 0
    labelled = {}     # label -> statement index of the constraint in the solver
    required = {}     # statement index -> statement, for the required constraints in the solver
    current, started = None, 0.0
    want_rejection = False
    clock = time.perf_counter

    def stop():
        if current is not None:
            phases[current] += clock() - started

    for i, st in enumerate(script.statements):
        kind = st.kind
        try:
            if kind == "phase":
                stop()
                current = st.name
                phases.setdefault(current, 0.0)
                started = clock()
            elif kind == "endphase":
                stop()
                current = None
            elif kind == "edit":
                solver.addEditVariable(variables[st.name], strength_of(st.value))
            elif kind == "suggest":
                solver.suggestValue(variables[st.name], st.value)
            elif kind == "constraint":
                try:
                    solver.addConstraint(built[i])
                except kiwisolver.UnsatisfiableConstraint:
                    if not want_rejection:
                        output.append(f"unsatisfiable {st.line}")
                else:
                    if st.name:
                        labelled[st.name] = i
                    if st.priority >= 1000:
                        required[i] = st
                    if want_rejection:
                        output.append(f"expect-failed line {st.line}: constraint was accepted")
                        failures += 1
                want_rejection = False
            elif kind == "expect-unsatisfiable":
                want_rejection = True
            elif kind == "remove":
                if st.name not in labelled:
                    raise ScriptError(script.path, st.line, f"no constraint labelled '{st.name}' is in the solver")
                index = labelled.pop(st.name)
                solver.removeConstraint(built[index])
                required.pop(index, None)
            elif kind == "update":
                solver.updateVariables()
            elif kind == "expect":
                got = variables[st.name].value()
                if abs(got - st.value) > TOLERANCE:
                    output.append(f"expect-failed {st.name} got {got:.6f} want {st.value:.6f}")
                    failures += 1
            elif kind == "verify":
                for c in required.values():
                    if not holds(c, variables):
                        output.append(f"verify-failed {c.line}")
                        failures += 1
            elif kind == "checksum":
                output.append(f"checksum {sum(v.value() for v in variables.values()):.6f}")
            elif kind == "print":
                output.extend(f"{n} {v.value():.6f}" for n, v in variables.items())
        except tuple(refusals) as refusal:
            raise ScriptError(script.path, st.line, refusals[type(refusal)]) from None
    stop()
    return output, phases, failures


def main(argv):
    def usage(message):
        sys.stderr.write(f"kiwi_run.py: {message}\nusage: kiwi_run.py FILE.cas [--reps N]\n")
        return 2

    path, reps, args = None, 1, list(argv)
    while args:
        a = args.pop(0)
        if a == "--reps" or a.startswith("--reps="):
            written = a[len("--reps="):] if "=" in a else (args.pop(0) if args else "")
            if not written.isdigit() or int(written) < 1:
                return usage("--reps needs a positive integer")
            reps = int(written)
        elif a.startswith("-") and a != "-":
            return usage(f"unknown option {a}")
        elif path is None:
            path = a
        else:
            return usage("more than one script given")
    if path is None:
        return usage("no script given")
    try:
        import kiwisolver  # noqa: F401
    except ImportError:
        sys.stderr.write("kiwi_run.py: kiwisolver is not installed: python3 -m pip install kiwisolver "
                         "(scripts/deps.sh test installs it)\n")
        return 2
    try:
        script = read_script(path)
        output, phases, failures = execute(script)
        samples = {name: [seconds] for name, seconds in phases.items()}
        for _ in range(reps - 1):
            for name, seconds in execute(script)[1].items():
                samples.setdefault(name, []).append(seconds)
    except (OSError, UnicodeDecodeError):
        return usage(f"cannot read {path}")
    except ScriptError as e:
        sys.stderr.write(f"{e}\n")
        return 2
    lines = output + [f"phase {name} {statistics.median(samples[name]):.9f}" for name in phases]
    sys.stdout.write("".join(line + "\n" for line in lines))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
