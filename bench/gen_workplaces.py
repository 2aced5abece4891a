#!/usr/bin/env python3
"""Writes a large workplaces data file for bench/payroll.sh: N workplaces x M shifts.

Deterministic (fixed seed). Shifts are one a day from 2026-08-03 on, at mixed hours (day,
evening, across midnight), with breaks, so every rule of the payslip runs.
usage: gen_workplaces.py WORKPLACES SHIFTS OUT.json
"""
import datetime
import json
import random
import sys

workplaces, shifts, out = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
rng = random.Random(20261121)
first = datetime.date(2026, 8, 3)
starts = ["09:00", "13:00", "18:00", "22:00"]
ends = {"09:00": "18:00", "13:00": "22:00", "18:00": "23:00", "22:00": "06:00"}
with open(out, "w", encoding="utf-8") as f:
    f.write('{"version": 1, "workplaces": [\n')
    for w in range(workplaces):
        place = {
            "name": f"일터 {w} 🏪",
            "employees": rng.choice([1, 3, 5, 12]),
            "wage": rng.choice([9860, 10030, 10320, 11000]),
            "payday": {"day": rng.randint(1, 31), "month": rng.choice(["next", "same"]),
                       "ifHoliday": rng.choice(["before", "after", "keep"])},
            "weeklyHoliday": "sunday",
            "deductions": {"incomeTax": rng.choice(["none", "3.3%"]), "insurance": rng.choice(["none", "four"])},
            "shifts": [],
        }
        for s in range(shifts):
            start = rng.choice(starts)
            place["shifts"].append({"date": (first + datetime.timedelta(days=s)).isoformat(),
                                    "start": start, "end": ends[start], "break": rng.choice([0, 30, 60])})
        f.write(json.dumps(place, ensure_ascii=False))
        f.write(",\n" if w + 1 < workplaces else "\n")
    f.write("]}\n")
