import Payroll
import PayrollWords

/// The help of the options whose values are also written in Korean, or whose meaning has a Korean
/// name a worker knows it by (주급, 격주, 일급; `월,수,금`). Read while the parser builds the
/// command, so in the language the process was started with (`UsageWords.helpLanguage`). A
/// protocol, so a sentence missing in one language does not compile.
protocol OptionHelpWords: Sendable {
    func help(_ option: HelpedOption) -> String
}

/// The options `OptionHelpWords` words the help of.
enum HelpedOption {
    /// `schedule add`'s DAYS.
    case days
    case paydayWeekday, every, paydayDaily
}

extension UsageWords {
    /// The help of `option` in `helpLanguage`.
    static func optionHelp(_ option: HelpedOption) -> String {
        let words: any OptionHelpWords = helpLanguage == .english ? English() : Korean()
        return words.help(option)
    }
}

extension English: OptionHelpWords {
    func help(_ option: HelpedOption) -> String {
        switch option {
        case .days: "The days: mon,wed,fri or 월,수,금 (mon-fri for a range)."
        case .paydayWeekday: "Weekly pay (주급) on this weekday of the week after."
        case .every: "With --payday-weekday: weeks a period, 1-2 (2: every other week, 격주)."
        case .paydayDaily: "Daily pay (일급): each day worked is paid on its own."
        }
    }
}

extension Korean: OptionHelpWords {
    func help(_ option: HelpedOption) -> String {
        switch option {
        case .days: "요일: 월,수,금 또는 mon,wed,fri (범위는 월-금)."
        case .paydayWeekday: "주급: 다음 주의 이 요일에 받습니다."
        case .every: "--payday-weekday와 함께: 한 기간의 주 수, 1-2 (2: 격주)."
        case .paydayDaily: "일급: 일한 날마다 따로 받습니다."
        }
    }
}
