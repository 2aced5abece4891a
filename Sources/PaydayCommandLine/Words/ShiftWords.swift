import PaydayApp
import Payroll
import PayrollWords

/// The command line's own sentences about shifts, in English and Korean (the history's words
/// for a change are the payroll layer's, `RuleWords.event`).
struct ShiftWords {
    let language: PayrollLanguage

    init(_ language: PayrollLanguage) { self.language = language }

    private var english: Bool { language == .english }

    /// `shift edit` that changed only the note: the note is named, not the unchanged times.
    func memoChanged(_ workplace: String, _ shift: String, to memo: String?) -> String {
        guard let memo else {
            return english
                ? "Removed the note of the shift at \(workplace): \(shift)." : "근무 메모 삭제: \(workplace) \(shift)."
        }
        let note = "\"" + TerminalText.line(memo) + "\""
        return english
            ? "Changed the note of the shift at \(workplace): \(shift) now reads \(note)."
            : "근무 메모 변경: \(workplace) \(shift) → \(note)."
    }
}
