// The Payroll layer. See README.md for what it holds.
