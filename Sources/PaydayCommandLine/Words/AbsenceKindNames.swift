import Payroll

/// The words `absence add` and `absence remove` take as KIND: the kinds' own names and their
/// Korean words, accepted whatever the language (the help names both: `RecordHelp.absenceKind`).
enum AbsenceKindNames {
    /// The Korean word of each kind.
    static let korean: KeyValuePairs<String, Absence.Kind> = [
        "연차": .leave, "병가": .sick, "휴무": .off, "휴업": .closed,
    ]
    /// Every word KIND accepts, for the shells' completion.
    static var all: [String] { korean.map(\.value.rawValue) + korean.map(\.key) }
}
