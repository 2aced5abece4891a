#!/usr/bin/env python3
"""Checks a solution of a .cas script (the first `update` state) for lexicographic optimality:
per priority level, the sum of violations equals the LP optimum (scipy HiGHS) given the higher levels.

    solver_lexcheck.py SCRIPT.cas OUTPUT   (OUTPUT holds the `print` lines of a run)

Used to show that kiwi's enaml benchmark (see BENCHMARKS.md) has no unique optimum: kiwi and
ours both pass, with different values."""
import os
import sys

import numpy as np
from scipy.optimize import linprog

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from kiwi_run import read_script  # noqa: E402  (this folder's .cas reader)

script = read_script(sys.argv[1])
order = script.names
suggest = {}
cons = []  # (terms, constant, relation, priority, edit variable or None)
for s in script.statements:
    if s.kind == "edit": cons.append(({s.name: 1.0}, None, "==", s.value, s.name))
    elif s.kind == "suggest": suggest[s.name] = s.value
    elif s.kind == "constraint": cons.append((s.terms, s.constant, s.relation, s.priority, None))
    elif s.kind == "update": break
cons = [(t, (-suggest[e] if e else c), op, p) for (t, c, op, p, e) in cons]
idx = {n: i for i, n in enumerate(order)}
nv = len(order)
soft = [i for i, c in enumerate(cons) if c[3] < 1000]
# variables: x, then per soft constraint e+ and e-
N = nv + 2 * len(soft)
def rowvec(terms):
    a = np.zeros(N)
    for n, c in terms.items(): a[idx[n]] += c
    return a
Aeq, beq, Aub, bub = [], [], [], []
for i, (t, c, op, p) in enumerate(cons):
    a = rowvec(t)
    if p < 1000:
        j = soft.index(i); ep, em = nv + 2*j, nv + 2*j + 1
        if op == "==": a[ep] = -1; a[em] = 1; Aeq.append(a); beq.append(-c)
        elif op == "<=": a[ep] = -1; Aub.append(a); bub.append(-c)   # expr - e+ <= 0
        else: a = -a; a[ep] = -1; Aub.append(a); bub.append(c)      # -expr - e+ <= 0
    else:
        if op == "==": Aeq.append(a); beq.append(-c)
        elif op == "<=": Aub.append(a); bub.append(-c)
        else: Aub.append(-a); bub.append(c)
bounds = [(None, None)] * nv + [(0, None)] * (2 * len(soft))
levels = sorted({cons[i][3] for i in soft}, reverse=True)
vals = dict(l.split() for l in open(sys.argv[2]) if len(l.split()) == 2 and l.split()[0] in idx)
x = np.array([float(vals[n]) for n in order])
ok = True
for L in levels:
    cvec = np.zeros(N)
    for j, i in enumerate(soft):
        if cons[i][3] == L: cvec[nv+2*j] = 1; cvec[nv+2*j+1] = 1 if cons[i][2] == "==" else 0
    r = linprog(cvec, A_ub=np.array(Aub), b_ub=bub, A_eq=np.array(Aeq), b_eq=beq, bounds=bounds, method="highs")
    opt = r.fun
    # our violation at this level
    ours = 0.0
    for i in soft:
        if cons[i][3] != L: continue
        t, c, op, p = cons[i]; v = sum(cc * x[idx[n]] for n, cc in t.items()) + c
        ours += abs(v) if op == "==" else (max(v, 0) if op == "<=" else max(-v, 0))
    print(f"level {L}: LP optimum {opt:.6f}, ours {ours:.6f}")
    ok &= abs(opt - ours) < 1e-6
    Aub.append(cvec); bub.append(opt + 1e-9)
print("lexicographically optimal" if ok else "NOT optimal")
