// Foundation's per-scalar answers, which scripts/gen-folding-table.py turns into the tables of
// Sources/Payroll/Text (CompatibilityDecomposition*.swift, CompatibilityFoldTable.swift). For
// every Unicode scalar (surrogates left out) that any of these changes, one line
// `SCALAR;NFD;NFKD;NFKC;FOLD`: the scalar alone, its canonical and compatibility
// decompositions, its compatibility composition, and its case-and-width folding
// (`folding(options: [.caseInsensitive, .widthInsensitive], locale: nil)`), each as scalars in
// hexadecimal, space-separated. Compiled and run by the generator; not part
// of the package.
import Foundation

func hex(_ text: String) -> String {
    text.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
}

var out = ""
for value in UInt32(0)...0x10FFFF {
    guard let scalar = Unicode.Scalar(value) else { continue }
    let alone = String(Character(scalar))
    let answers = [
        alone.decomposedStringWithCanonicalMapping, alone.decomposedStringWithCompatibilityMapping,
        alone.precomposedStringWithCompatibilityMapping,
        alone.folding(options: [.caseInsensitive, .widthInsensitive], locale: nil),
    ]
    if answers.allSatisfy({ $0.unicodeScalars.elementsEqual(alone.unicodeScalars) }) { continue }
    out += ([alone] + answers).map(hex).joined(separator: ";") + "\n"
}
print(out, terminator: "")
