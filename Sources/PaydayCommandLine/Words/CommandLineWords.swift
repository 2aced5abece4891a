import Payroll
import PayrollWords

/// Every family of the command line's own words, as one language speaks them: each family is a
/// protocol that both `English` and `Korean` conform to, so a sentence missing in one language
/// does not compile. A command throws what a family says, `CommandFailure { $0.commandWords.x }`,
/// and holds no sentence itself (`scripts/check-imports.sh`).
typealias CommandLineWording =
    ArgumentWords & CommandOptionWords & HistoryCommandWords & KeysWords & ScheduleCommandWords
    & ShiftCommandWords & WorkplaceCommandWords

extension PayrollLanguage {
    /// The command line's words in this language.
    var commandWords: any CommandLineWording {
        switch self {
        case .english: English()
        case .korean: Korean()
        }
    }
}
