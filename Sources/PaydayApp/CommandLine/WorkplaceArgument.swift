import Foundation
import Payroll

/// A workplace named on the command line by any unique part of its name, ignoring case (`gs`
/// finds `GS25 강남역점`); an exact name wins over names that only contain it; no name at all
/// finds the only workplace. The store's commands have their own matcher on the other branch of
/// this work; the two are to be merged into one.
enum WorkplaceArgument {
    /// The index of the workplace `query` names, or the message that says what to give instead.
    static func resolve(_ query: String?, among names: [String]) -> Result<Int, CommandLineProblem> {
        let list = names.map { "\"\($0)\"" }.joined(separator: ", ")
        guard !names.isEmpty else {
            return .failure(CommandLineProblem("the data file has no workplaces yet"))
        }
        let text = (query ?? "").precomposedStringWithCanonicalMapping.lowercased().trimmingCharacters(in: .whitespaces)
        if text.isEmpty {
            return names.count == 1 ? .success(0)
                : .failure(CommandLineProblem("give the workplace, by any part of its name: one of \(list)"))
        }
        let keys = names.map { $0.precomposedStringWithCanonicalMapping.lowercased() }
        if keys.filter({ $0 == text }).count == 1, let exact = keys.firstIndex(of: text) { return .success(exact) }
        let matching = keys.indices.filter { keys[$0].contains(text) }
        switch matching.count {
        case 1: return .success(matching[0])
        case 0: return .failure(CommandLineProblem("no workplace's name contains \"\(query ?? "")\"; give part of one of \(list)"))
        default:
            let several = matching.map { "\"\(names[$0])\"" }.joined(separator: ", ")
            return .failure(CommandLineProblem("\"\(query ?? "")\" is in the names of \(several); give more of the name"))
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
