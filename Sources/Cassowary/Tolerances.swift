// The numeric tolerances of the solver, and the one place a sum decides it is zero. Why each
// has its value: docs/solver.md, "Degenerate systems".

/// Below this a constant or a cost is zero.
let epsilon = 1e-8
@inline(__always) func nearZero(_ x: Double) -> Bool { abs(x) < epsilon }

/// A sum of two coefficients that is at most this fraction of the first one is a
/// cancellation: the roundoff of a zero, dropped from the row.
let cancellationTolerance = 1e-10

/// `old + added`, or exactly 0 when the two cancel (relative to `old`).
///
/// Why relative: a row's scale is set by its basic (coefficient 1), so after a pivot on a
/// large element a row's true coefficients can be 1e-9 while its neighbours' are 1e3. An
/// absolute threshold (1e-8, as before) dropped such real entries: each drop was an error
/// of its size in every later result, and on sparse systems of a few hundred constraints
/// those errors grew into required constraints missed by units and ratio tests that
/// pivoted on roundoff. A true cancellation leaves a residue of a few ulps of the operands.
@inline(__always) func sum(_ old: Double, _ added: Double) -> Double {
    let v = old + added
    return abs(v) <= cancellationTolerance * abs(old) ? 0 : v
}
/// How far from zero a required constraint's residue may be and still count as met: the
/// artificial objective after phase one, the constant of an all-dummy row. Well above the
/// roundoff a long run of pivots leaves in a constant (1e-9 after a thousand pivots on the
/// systems of the property tests), well below any violation a caller can see (1e-6).
let rejectionTolerance = 1e-7
@inline(__always) func feasible(_ residue: Double) -> Bool { abs(residue) < rejectionTolerance }
/// The smallest |coefficient| a ratio test pivots on. Between `epsilon` and this, an entry
/// may be the roundoff of a cancellation that should have been zero: dividing a row by it
/// multiplies the row's errors by up to 1e7.
let pivotTolerance = 1e-7
/// How far a basic's value may fall below zero in a ratio test (Harris): rows whose ratio is
/// within this of the minimum count as tied, and the largest pivot among them is taken.
let feasibilityTolerance = 1e-9
/// A level cost within this of zero is roundoff and reads as 0 wherever costs are read
/// (`Tableau.levelCost`); a symbol enters on a cost below minus this.
let optimalityTolerance = 1e-7
/// A required constraint whose residue at the solution exceeds this fraction of its size
/// (1 + |constant| + sum of |coefficient * value|) sends the solver to a rebuild.
let accuracyTolerance = 1e-9
/// Among the rows tied in a ratio test, a pivot below this fraction of the largest one is
/// passed over (threshold pivoting): above it the shortest row leaves, to keep the tableau
/// sparse, and the growth of errors per pivot stays bounded by its inverse.
let pivotThreshold = 0.1
