import Payroll

@testable import PaydayApp

/// The loader's problems as the command line words them in English (`RuleWords` in PaydayApp):
/// `Payroll` returns them typed, and these tests pin the words a person reads. The other files
/// of this target do not import PaydayApp.
enum LoaderWords {
    static let words = RuleWords(language: .english, place: .commandLine)

    /// `workplaces[0].wage: ...`, one a problem.
    static func lines(_ error: DataFileError) -> [String] {
        error.problems.map(words.dataProblem)
    }

    /// `w.json: workplaces[0].wage: ...`, one line a problem.
    static func text(_ error: DataFileError) -> String {
        words.dataFileError(error)
    }

    static func syntax(_ fault: JSONSyntaxError.Fault) -> String {
        words.syntaxFault(fault)
    }
}
