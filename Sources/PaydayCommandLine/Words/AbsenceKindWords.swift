import Payroll
import PayrollWords

/// The help of `payday absence add`'s KIND: the kinds it accepts, in English and in Korean
/// (both are accepted whatever the language). Read while the parser builds the command, so in
/// the language the process was started with (`UsageWords.helpLanguage`).
protocol AbsenceKindWords: Sendable {
    var absenceKindHelp: String { get }
}

extension AbsenceKindWords {
    /// The Korean word of each kind, accepted as KIND whatever the language.
    static var koreanKinds: KeyValuePairs<String, Absence.Kind> {
        ["연차": .leave, "병가": .sick, "휴무": .off, "휴업": .closed]
    }
    /// Every word KIND accepts, for the shells' completion.
    static var kinds: [String] { koreanKinds.map(\.value.rawValue) + koreanKinds.map(\.key) }
}

extension UsageWords {
    /// The absence's help words in `helpLanguage`.
    static var absenceHelp: any AbsenceKindWords {
        switch helpLanguage {
        case .english: English()
        case .korean: Korean()
        }
    }
}

extension English: AbsenceKindWords {
    var absenceKindHelp: String {
        "leave (연차), sick (병가), off (휴무, agreed with the employer) or closed (휴업, the employer cancelled the work)."
    }
}

extension Korean: AbsenceKindWords {
    var absenceKindHelp: String {
        "연차(leave), 병가(sick), 휴무(off, 사용자와 합의) 또는 휴업(closed, 사용자가 일을 취소)."
    }
}
