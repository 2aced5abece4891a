import Payroll
import PayrollWords

/// What the commands that show (`summary`, `paydays`, `received`, `status`, `remind`, `render`,
/// the app itself) refuse among their options and environment. A protocol, so a sentence
/// missing in one language does not compile.
protocol CommandOptionWords: Sendable {
    /// `received PERIOD` that is no pay period.
    func notAPayPeriod(_ text: String) -> String
    /// `received PERIOD` naming a month for a workplace paid weekly or daily (`daily`).
    func periodNamesAMonth(_ workplace: String, example: PayPeriod, daily: Bool) -> String
    var giveAmountReceived: String { get }
    /// `received --remove` with an AMOUNT or `--date`.
    var removeTakesNoAmount: String { get }
    /// `received PERIOD AMOUNT...` with `given` not one amount.
    func notAnAmount(_ given: String) -> String
    func monthsOutOfRange(_ months: Int) -> String
    var periodOrYear: String { get }
    /// `--status FORMAT` with an unknown `%` code.
    func unknownFormatCode(_ format: String, code: String) -> String
    func newWithinOutOfRange(_ minutes: Int, range: ClosedRange<Int>) -> String
    /// `history --last N` with N under 1.
    func lastTooSmall(_ count: Int) -> String
    /// `render --width|--height value` outside `1...most`.
    func sizeOutOfRange(_ name: String, _ value: Int, most: Int) -> String
    func badAppearance(_ value: String) -> String
    func cannotWriteLayoutLog(_ path: String) -> String
}

extension English: CommandOptionWords {
    func notAPayPeriod(_ text: String) -> String {
        "PERIOD \(text) is not a pay period; write YYYY-MM, such as 2026-10, or any day of the period as YYYY-MM-DD"
    }
    func periodNamesAMonth(_ workplace: String, example: PayPeriod, daily: Bool) -> String {
        "\(TerminalText.line(workplace)) is paid "
            + (daily ? "daily: name the day" : "weekly: name the week by any of its days")
            + " as YYYY-MM-DD, such as \(example.start)"
    }
    var giveAmountReceived: String { "give the AMOUNT received, in won" }
    var removeTakesNoAmount: String { "--remove takes the period alone, without an AMOUNT or --date" }
    func notAnAmount(_ given: String) -> String {
        "AMOUNT \(given) is not one whole number of won; an amount is 0 or more, such as 1250000"
    }
    func monthsOutOfRange(_ months: Int) -> String { "--months \(months) must be 1 to 24" }
    var periodOrYear: String { "give --period YYYY-MM for one period or --year YYYY for a year, not both" }
    func unknownFormatCode(_ format: String, code: String) -> String {
        "--format \(format): \(code) is not known; use %w, %t, %p, %s, %e or %%"
    }
    func newWithinOutOfRange(_ minutes: Int, range: ClosedRange<Int>) -> String {
        "--new-within \(minutes) must be \(range.lowerBound) to \(range.upperBound) minutes (a week)"
    }
    func lastTooSmall(_ count: Int) -> String { "--last \(count) must be 1 or more entries" }
    func sizeOutOfRange(_ name: String, _ value: Int, most: Int) -> String {
        "\(name) \(value) must be between 1 and \(most), the size of a real terminal"
    }
    func badAppearance(_ value: String) -> String {
        "PAYDAY_APPEARANCE=\(value): expected auto (or system), light or dark, optionally with "
            + "high-contrast (for example dark,high-contrast), or high-contrast alone"
    }
    func cannotWriteLayoutLog(_ path: String) -> String { "--layout-log \(path): cannot write to this file" }
}

extension Korean: CommandOptionWords {
    func notAPayPeriod(_ text: String) -> String {
        "PERIOD \(Korean.word(text, .topic)) 임금 기간이 아닙니다; 2026-10처럼 YYYY-MM으로, 또는 기간 안의 아무 날을 YYYY-MM-DD로 쓰세요"
    }
    func periodNamesAMonth(_ workplace: String, example: PayPeriod, daily: Bool) -> String {
        "\(Korean.word(TerminalText.line(workplace), .topic)) "
            + (daily ? "일급입니다; 그날을" : "주급입니다; 그 주의 아무 날이나") + " \(example.start)처럼 YYYY-MM-DD로 쓰세요"
    }
    var giveAmountReceived: String { "받은 금액(AMOUNT)을 원 단위로 주세요" }
    var removeTakesNoAmount: String { "--remove에는 기간만 주세요 (AMOUNT와 --date 없이)" }
    func notAnAmount(_ given: String) -> String {
        "AMOUNT \(Korean.word(given, .topic)) 원 단위 정수 하나가 아닙니다; 금액은 1250000처럼 0 이상입니다"
    }
    func monthsOutOfRange(_ months: Int) -> String { "--months \(Korean.word(months, .topic)) 1부터 24까지입니다" }
    var periodOrYear: String { "한 기간이면 --period YYYY-MM, 한 해면 --year YYYY 중 하나만 주세요" }
    func unknownFormatCode(_ format: String, code: String) -> String {
        "--format \(format): \(Korean.word(code, .topic)) 모르는 기호입니다; %w, %t, %p, %s, %e, %%를 쓰세요"
    }
    func newWithinOutOfRange(_ minutes: Int, range: ClosedRange<Int>) -> String {
        "--new-within \(Korean.word(minutes, .topic)) \(range.lowerBound)분부터 \(range.upperBound)분(일주일)까지여야 합니다"
    }
    func lastTooSmall(_ count: Int) -> String { "--last \(Korean.word(count, .topic)) 1개 이상이어야 합니다" }
    func sizeOutOfRange(_ name: String, _ value: Int, most: Int) -> String {
        "\(name) \(Korean.word(value, .topic)) 실제 터미널의 크기인 1부터 \(most)까지여야 합니다"
    }
    func badAppearance(_ value: String) -> String {
        "PAYDAY_APPEARANCE=\(value): auto(또는 system), light, dark 중 하나에 high-contrast를 붙이거나"
            + "(예: dark,high-contrast) high-contrast만 쓰세요"
    }
    func cannotWriteLayoutLog(_ path: String) -> String { "--layout-log \(path): 이 파일에 쓸 수 없습니다" }
}
