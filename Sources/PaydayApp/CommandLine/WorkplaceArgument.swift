import Payroll

/// The workplace named on the command line of `payslip` (by `WorkplaceName.match`: any unique part
/// of its name, in any case), with messages that say what to give instead.
enum WorkplaceArgument {
    static func resolve(_ query: String?, among names: [String]) -> Result<Int, CommandLineProblem> {
        let list = names.map { "\"\($0)\"" }.joined(separator: ", ")
        switch WorkplaceName.match(query, among: names) {
        case .found(let index):
            return .success(index)
        case .unknown(let candidates) where candidates.isEmpty:
            return .failure(
                CommandLineProblem("the data file has no workplaces yet; add one with payday workplace add"))
        case .unknown:
            return .failure(
                CommandLineProblem("no workplace's name contains \"\(query ?? "")\"; give part of one of \(list)"))
        case .ambiguous(let candidates):
            guard let query, !query.isEmpty else {
                return .failure(CommandLineProblem("give the workplace, by any part of its name: one of \(list)"))
            }
            let several = candidates.map { "\"\($0)\"" }.joined(separator: ", ")
            return .failure(CommandLineProblem("\"\(query)\" is in the names of \(several); give more of the name"))
        }
    }
}

/// Something wrong with what was given on the command line, said so a person can fix it.
struct CommandLineProblem: Error, Equatable, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
