import Foundation
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
                CommandLineProblem(
                    english: "the data file has no workplaces yet; add one with payday workplace add",
                    korean: "데이터 파일에 아직 일터가 없습니다; payday workplace add로 추가하세요", language))
        case .unknown:
            let named = TerminalText.line(query ?? "")
            return .failure(
                CommandLineProblem(
                    english: "no workplace's name contains \"\(named)\"; give part of one of \(list)",
                    korean: "\"\(named)\"이(가) 들어간 일터 이름이 없습니다; 다음 중 하나의 일부를 주세요: \(list)", language))
        case .ambiguous(let candidates):
            guard let query, !query.isEmpty else {
                return .failure(
                    CommandLineProblem(
                        english: "give the workplace, by any part of its name: one of \(list)",
                        korean: "일터를 이름의 일부로 주세요: \(list) 중 하나", language))
            }
            let named = TerminalText.line(query), among = quotedList(candidates, language)
            return .failure(
                CommandLineProblem(
                    english: "\"\(named)\" is in the names of \(among); give more of the name",
                    korean: "\"\(named)\"은(는) \(among)의 이름에 들어 있습니다; 이름을 더 주세요", language))
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
        return shown.joined(separator: ", ") + (language == .english ? " and \(rest) more" : " 외 \(rest)곳")
    }
}

/// Something wrong with what was given on the command line, said so a person can fix it.
struct CommandLineProblem: Error, Equatable, CustomStringConvertible {
    var english: String
    var korean: String
    var language: PayrollLanguage

    var description: String { language == .english ? english : korean }

    /// A problem in both languages, said in `language` (nil: the locale's, as the process has it:
    /// a problem found while the arguments are read, before a command has its environment).
    init(english: String, korean: String, _ language: PayrollLanguage?) {
        self.english = english
        self.korean = korean
        self.language = language ?? AppStrings.language(environment: ProcessInfo.processInfo.environment)
    }

    /// A problem already worded in the user's language.
    init(_ description: String) {
        english = description
        korean = description
        language = .english
    }
}
