import Payroll
import PayrollWords

/// What `payday workplace add|set` and `payday worker set` refuse among their options, said so
/// the worker can give the one missing. A protocol, so a sentence missing in one language does
/// not compile.
protocol WorkplaceCommandWords: Sendable {
    /// `--from DATE` without the wage that starts on it.
    func fromNeedsWage(_ from: String) -> String
    /// `--weekly-holiday TEXT` that is no day.
    func notAWeeklyHoliday(_ text: String) -> String
    /// `--payday-weekday TEXT` that is no weekday.
    func notAWeekday(_ text: String) -> String
    var probationNeedsTerms: String { get }
    var termsNeedProbation: String { get }
    var giveWage: String { get }
    var givePayday: String { get }
    /// `workplace set` with no option.
    var workplaceNothingToChange: String { get }
    /// `worker set` with no option.
    var workerNothingToChange: String { get }
    func notABirthDate(_ text: String) -> String
}

extension English: WorkplaceCommandWords {
    func fromNeedsWage(_ from: String) -> String { "--from \(from) needs --wage WON (the wage from that day)" }
    func notAWeeklyHoliday(_ text: String) -> String {
        "--weekly-holiday \(text) is not a day; write mon ... sun (or monday, 월), or none"
    }
    func notAWeekday(_ text: String) -> String {
        "--payday-weekday \(TerminalText.line(text)) is not a weekday; write mon, tue, wed, thu, fri, sat or sun (or friday, 금)"
    }
    var probationNeedsTerms: String {
        "a probation needs --contract-years YEARS and --simple-labour true|false with --probation-until"
    }
    var termsNeedProbation: String {
        "--contract-years and --simple-labour describe a probation; give --probation-until too"
    }
    var giveWage: String { "give the hourly wage: --wage WON (such as --wage 10320)" }
    var givePayday: String {
        "give the day pay comes: --payday-day DAY (such as --payday-day 10), --payday-weekday fri or --payday-daily"
    }
    var workplaceNothingToChange: String { "nothing to change; give --name or a term such as --wage WON" }
    var workerNothingToChange: String {
        "nothing to change; give --name, --birth-date, --dependants, --children or --withholding-rate, "
            + "or an answer (see: payday worker set --help)"
    }
    func notABirthDate(_ text: String) -> String { "--birth-date \(text) is not a date; write YYYY-MM-DD, or none" }
}

extension Korean: WorkplaceCommandWords {
    func fromNeedsWage(_ from: String) -> String { "--from \(from)에는 그날부터의 시급 --wage WON이 필요합니다" }
    func notAWeeklyHoliday(_ text: String) -> String {
        "--weekly-holiday \(Korean.word(text, .topic)) 요일이 아닙니다; 월 ... 일(또는 mon, 월요일)이나 none으로 쓰세요"
    }
    func notAWeekday(_ text: String) -> String {
        "--payday-weekday \(Korean.word(TerminalText.line(text), .topic)) 요일이 아닙니다; 월, 화, 수, 목, 금, 토, 일(또는 fri, 금요일) 중 하나로 쓰세요"
    }
    var probationNeedsTerms: String {
        "수습에는 --probation-until과 함께 --contract-years YEARS와 --simple-labour true|false가 필요합니다"
    }
    var termsNeedProbation: String { "--contract-years와 --simple-labour는 수습을 말합니다; --probation-until도 주세요" }
    var giveWage: String { "시급을 주세요: --wage WON (예: --wage 10320)" }
    var givePayday: String { "급여일을 주세요: --payday-day DAY (예: --payday-day 10), --payday-weekday fri 또는 --payday-daily" }
    var workplaceNothingToChange: String { "바꿀 것이 없습니다; --name이나 --wage WON 같은 조건을 주세요" }
    var workerNothingToChange: String {
        "바꿀 것이 없습니다; --name, --birth-date, --dependants, --children, --withholding-rate 중 하나나 "
            + "답을 주세요 (보기: payday worker set --help)"
    }
    func notABirthDate(_ text: String) -> String {
        "--birth-date \(Korean.word(text, .topic)) 날짜가 아닙니다; YYYY-MM-DD나 none으로 쓰세요"
    }
}
