#!/usr/bin/env python3
"""Checks a run of a .cas script against an LP oracle at every `print` after an `update`.

    solver_degenerate_check.py SCRIPT.cas OUTPUT

OUTPUT is the standard output of `cassowary SCRIPT.cas`. At each printed state the check
rebuilds the constraints in force (added, not rejected, not removed; edit variables at their
suggested values) and, priority level by level from the highest, asks scipy's HiGHS for the
least total violation at that level given the optimal values of the levels above (as
bench/solver_lexcheck.py does for one state). It prints one line per state and level, and
exits 1 if a required constraint is violated by more than 1e-6 or a level's violation differs
from the optimum by more than the rounding of the printed values allows (half a unit of the
sixth decimal per variable and coefficient), plus 1e-7 of the optimum (HiGHS's own
tolerances leave its optimum up to a few 1e-8 of it below the exact one).

Needs numpy and scipy (scripts/deps.sh installs them). The parser is this file's own: it
reads the statements of the .cas format that the generated scripts use.
"""
import re
import sys

import numpy as np
from scipy.optimize import linprog
from scipy.sparse import csr_matrix

NAME = r"[A-Za-z_][A-Za-z0-9_.]*"

# Each level's optimum is imposed on the levels below with this relative slack. It was 1e-9,
# and on one script a slack of 4e-6 units at level 750 let HiGHS buy 1e-3 units at level 500
# (a steep trade-off through chains of coefficients up to 3): the oracle's "optimum" at 500
# was then below the true lexicographic one, and an exact solution looked 1e-3 short. With
# HiGHS's feasibility tolerances tightened to match, 1e-12 leaves it no room to trade.
LEVEL_SLACK = 1e-12
HIGHS_OPTIONS = {"primal_feasibility_tolerance": 1e-10, "dual_feasibility_tolerance": 1e-10}


def parse_expression(text, index):
    """-> ({variable index: coefficient}, constant) of `a*x + b - c*y ...`."""
    terms, constant = {}, 0.0
    text = text.replace(" ", "")
    for sign, body in re.findall(r"([+-]?)([^+-]+)", text):
        k = -1.0 if sign == "-" else 1.0
        if "*" in body:
            left, right = body.split("*")
            if re.fullmatch(NAME, left):
                left, right = right, left
            terms[index(right)] = terms.get(index(right), 0.0) + k * float(left)
        elif re.fullmatch(NAME, body):
            terms[index(body)] = terms.get(index(body), 0.0) + k
        else:
            constant += k * float(body)
    return terms, constant


def main():
    script, output = sys.argv[1], sys.argv[2]
    names, position = [], {}

    def index(name):
        if name not in position:
            position[name] = len(names)
            names.append(name)
        return position[name]

    lines = open(script).read().splitlines()
    rejected = {int(l.split()[1]) for l in open(output) if l.startswith("unsatisfiable ")}
    printed = [l.split() for l in open(output) if len(l.split()) == 2 and not l.startswith(("checksum", "unsatisfiable"))]
    # Declared variables first (the print order).
    for line in lines:
        if line.startswith("var "):
            for n in line.split()[1:]:
                index(n)
    active = {}       # label or line -> (terms, constant, op, priority)
    edits = {}        # variable -> (priority, value)
    want_unsat = False
    states = []
    for number, line in enumerate(lines, 1):
        line = line.split("#")[0].strip()
        if not line:
            continue
        word = line.split()[0]
        if word == "constraint":
            m = re.fullmatch(rf"constraint\s+(?:({NAME})\s*:\s*)?(.*?)(==|<=|>=)(.*?)(?:@\s*(\S+))?", line)
            left, right = parse_expression(m.group(2), index), parse_expression(m.group(4), index)
            terms = dict(left[0])
            for v, c in right[0].items():
                terms[v] = terms.get(v, 0.0) - c
            constant = left[1] - right[1]
            priority = float(m.group(5)) if m.group(5) else 1000.0
            if not want_unsat and number not in rejected:
                active[m.group(1) or number] = (terms, constant, m.group(3), priority)
            want_unsat = False
        elif word == "expect-unsatisfiable":
            want_unsat = True
        elif word == "remove":
            del active[line.split()[1]]
        elif word == "edit":
            _, v, p = line.split()
            edits[index(v)] = (float(p), 0.0)
        elif word == "suggest":
            _, v, x = line.split()
            edits[index(v)] = (edits[index(v)][0], float(x))
        elif word == "print":
            constraints = list(active.values()) + [({v: 1.0}, -x, "==", p) for v, (p, x) in edits.items()]
            states.append((number, constraints))
    per_state = len(names)
    if len(printed) != per_state * len(states):
        sys.exit(f"{output}: {len(printed)} printed values for {len(states)} states of {per_state} variables")
    ok = True
    for k, (number, constraints) in enumerate(states):
        block = printed[k * per_state:(k + 1) * per_state]
        x = np.array([float(v) for _, v in block])
        ok &= check_state(number, constraints, x, len(names))
    print("lexicographically optimal at every state" if ok else "NOT optimal or NOT feasible")
    sys.exit(0 if ok else 1)


def check_state(number, constraints, x, nv):
    soft = [i for i, c in enumerate(constraints) if c[3] < 1000]
    column_of = {i: nv + 2 * j for j, i in enumerate(soft)}
    n = nv + 2 * len(soft)
    eq_rows, eq_b, ub_rows, ub_b = [], [], [], []
    ok = True
    worst = 0.0
    for i, (terms, constant, op, priority) in enumerate(constraints):
        row = dict(terms)
        value = sum(c * x[v] for v, c in terms.items()) + constant
        if priority >= 1000:
            violation = abs(value) if op == "==" else max(value, 0) if op == "<=" else max(-value, 0)
            # The printed values are rounded to six decimals.
            worst = max(worst, violation - 0.5e-6 * sum(abs(c) for c in terms.values()))
        if priority < 1000:
            plus = column_of[i]
            if op == "==":   # expr - e+ + e- == 0
                row[plus] = -1.0
                row[plus + 1] = 1.0
                eq_rows.append(row); eq_b.append(-constant)
            elif op == "<=":  # expr - e+ <= 0
                row[plus] = -1.0
                ub_rows.append(row); ub_b.append(-constant)
            else:            # -expr - e+ <= 0
                row = {v: -c for v, c in terms.items()}
                row[plus] = -1.0
                ub_rows.append(row); ub_b.append(constant)
        elif op == "==":
            eq_rows.append(row); eq_b.append(-constant)
        elif op == "<=":
            ub_rows.append(row); ub_b.append(-constant)
        else:
            ub_rows.append({v: -c for v, c in row.items()}); ub_b.append(constant)
    if worst > 1e-6:
        print(f"line {number}: a required constraint is violated by {worst:.3g}")
        ok = False

    def matrix(rows):
        data, cols, ptr = [], [], [0]
        for r in rows:
            for c, v in r.items():
                cols.append(c); data.append(v)
            ptr.append(len(data))
        return csr_matrix((data, cols, ptr), shape=(len(rows), n))

    bounds = [(None, None)] * nv + [(0, None)] * (2 * len(soft))
    for level in sorted({constraints[i][3] for i in soft}, reverse=True):
        cost = np.zeros(n)
        ours, rounding = 0.0, 0.0
        for i in soft:
            terms, constant, op, priority = constraints[i]
            if priority != level:
                continue
            cost[column_of[i]] = 1
            if op == "==":
                cost[column_of[i] + 1] = 1
            value = sum(c * x[v] for v, c in terms.items()) + constant
            ours += abs(value) if op == "==" else max(value, 0) if op == "<=" else max(-value, 0)
            rounding += 0.5e-6 * sum(abs(c) for c in terms.values())
        r = linprog(cost, A_ub=matrix(ub_rows), b_ub=ub_b, A_eq=matrix(eq_rows), b_eq=eq_b,
                    bounds=bounds, method="highs", options=HIGHS_OPTIONS)
        if r.status != 0:
            print(f"line {number}: level {level:g}: the LP oracle failed ({r.message})")
            return False
        optimum = r.fun
        good = abs(optimum - ours) <= rounding + 1e-7 * max(1.0, abs(optimum))
        print(f"line {number}: level {level:g}: LP optimum {optimum:.6f}, ours {ours:.6f}{'' if good else '  <- differs'}")
        ok &= good
        ub_rows.append({c: 1.0 for c in np.nonzero(cost)[0]})
        ub_b.append(optimum + LEVEL_SLACK * max(1.0, abs(optimum)))
    return ok


if __name__ == "__main__":
    main()
