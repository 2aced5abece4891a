import Payroll

/// The workplace named on the command line of `payslip` (by `WorkplaceName.match`: any unique part
/// of its name, in any case), with messages that say what to give instead.
enum WorkplaceArgument {
    static func resolve(_ query: String?, among names: [String]) -> Result<Int, CommandLineProblem> {
        let list = quotedList(names)
        switch WorkplaceName.match(query, among: names) {
        case .found(let index):
            return .success(index)
        case .unknown(let candidates) where candidates.isEmpty:
            return .failure(
                CommandLineProblem("the data file has no workplaces yet; add one with payday workplace add"))
        case .unknown:
            return .failure(
                CommandLineProblem(
                    "no workplace's name contains \"\(TerminalText.line(query ?? ""))\"; give part of one of \(list)"))
        case .ambiguous(let candidates):
            guard let query, !query.isEmpty else {
                return .failure(CommandLineProblem("give the workplace, by any part of its name: one of \(list)"))
            }
            return .failure(
                CommandLineProblem(
                    "\"\(TerminalText.line(query))\" is in the names of \(quotedList(candidates)); give more of the name"
                ))
        }
    }

    /// The most names a message lists: with thousands of workplaces, the first few and a count.
    static let listedNames = 10

    /// `"GS25 강남역점", "스타벅스 역삼점"`: each name quoted and escaped for the terminal; past
    /// `listedNames`, `and 19,990 more`.
    static func quotedList(_ names: [String]) -> String {
        let shown = names.prefix(listedNames).map { "\"" + TerminalText.line($0) + "\"" }
        let rest = names.count - shown.count
        return shown.joined(separator: ", ") + (rest > 0 ? " and \(rest) more" : "")
    }
}

/// Something wrong with what was given on the command line, said so a person can fix it.
struct CommandLineProblem: Error, Equatable, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
