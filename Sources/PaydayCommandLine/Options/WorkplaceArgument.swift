import ArgumentParser
import FoundationEssentials
import PaydayApp
import Payroll
import PayrollWords

/// The workplace named on the command line of `payslip` (by `WorkplaceName.match`: any unique part
/// of its name, in any case), with messages that say what to give instead.
enum WorkplaceArgument {
    static func resolve(_ query: String?, among names: [String], _ language: PayrollLanguage = .english) -> Result<
        Int, CommandLineProblem
    > {
        let list = quotedList(names, language)
        switch WorkplaceName.match(query, among: names) {
        case .found(let index):
            return .success(index)
        case .unknown(let candidates) where candidates.isEmpty:
            return .failure(
                CommandLineProblem(language) { $0.commandWords.noWorkplacesYet })
        case .unknown:
            let named = TerminalText.line(query ?? "")
            return .failure(
                CommandLineProblem(language) { $0.commandWords.noNameContains(named, list: list) })
        case .ambiguous(let candidates):
            guard let query, !query.isEmpty else {
                return .failure(
                    CommandLineProblem(language) { $0.commandWords.giveWorkplace(list: list) })
            }
            let named = TerminalText.line(query), among = quotedList(candidates, language)
            return .failure(
                CommandLineProblem(language) { $0.commandWords.inTheNamesOf(named, among: among) })
        }
    }

    /// The most names a message lists: with thousands of workplaces, the first few and a count.
    static let listedNames = 10

    /// `"GS25 강남역점", "스타벅스 역삼점"`: each name quoted and escaped for the terminal; past
    /// `listedNames`, `and 19,990 more`.
    static func quotedList(_ names: [String], _ language: PayrollLanguage = .english) -> String {
        let shown = names.prefix(listedNames).map { "\"" + TerminalText.line($0) + "\"" }
        let rest = names.count - shown.count
        guard rest > 0 else { return shown.joined(separator: ", ") }
        return shown.joined(separator: ", ") + language.commandWords.andMore(rest)
    }
}

/// The workplace a command works on, as its first argument: any unique part of its name.
struct NamedWorkplace: ParsableArguments {
    @Argument(help: .words(.workplace), completion: WorkplaceCompletion.kind)
    var workplace: String

    /// The workplace named, or a failure listing the candidates (`StoreSession.workplace`).
    func find(in session: StoreSession) throws(CommandFailure) -> Workplace { try session.workplace(workplace) }
}

/// The workplaces a list command shows, as its first argument: the one a part of its name
/// names, or every workplace.
struct ListedWorkplaces: ParsableArguments {
    @Argument(help: .words(.everyWorkplace), completion: WorkplaceCompletion.kind)
    var workplace: String?

    /// The workplaces listed, each as of today (`StoreSession.workplacesListed`).
    func find(in session: StoreSession) throws(CommandFailure) -> [Workplace] {
        try session.workplacesListed(workplace)
    }
}

/// Something wrong with what was given on the command line, said so a person can fix it.
struct CommandLineProblem: Error, Equatable, CustomStringConvertible {
    var english: String
    var korean: String
    var language: PayrollLanguage

    var description: String {
        switch language {
        case .english: english
        case .korean: korean
        }
    }

    /// A problem in both languages, as a words family says it, said in `language` (nil: the
    /// locale's, as the process has it: a problem found while the arguments are read, before a
    /// command has its environment).
    init(_ language: PayrollLanguage?, _ sentence: (PayrollLanguage) -> String) {
        english = sentence(.english)
        korean = sentence(.korean)
        self.language = language ?? AppStrings.language(environment: ProcessEnvironment.variables)
    }

    /// A problem already worded in the user's language.
    init(_ description: String) {
        english = description
        korean = description
        language = .english
    }
}
