import Payroll

/// What `payday paydays` says around its table, as one language speaks it: `PaydaysWords.English`
/// and `PaydaysWords.Korean` conform, so a sentence missing in one language does not compile.
protocol PaydaysWording: Sendable {
    func heading(from today: LocalDate, through last: LocalDate) -> String
    var none: String { get }
    /// `earned so far ₩120,000` / `현재까지 ₩120,000`; `amount` comes formatted.
    func earnedSoFar(_ amount: String) -> String
    var total: String { get }
}

enum PaydaysWords {
    static func words(_ language: PayrollLanguage) -> any PaydaysWording {
        language == .english ? English() : Korean()
    }

    struct English: PaydaysWording {
        func heading(from today: LocalDate, through last: LocalDate) -> String {
            "Paydays from \(today) through \(last), expected net:"
        }
        var none: String { "  none: no pay is expected" }
        func earnedSoFar(_ amount: String) -> String { "earned so far " + amount }
        var total: String { "Total" }
    }

    struct Korean: PaydaysWording {
        func heading(from today: LocalDate, through last: LocalDate) -> String {
            "\(today)부터 \(last)까지의 급여일, 예상 실지급액:"
        }
        var none: String { "  없음: 예상 급여가 없습니다" }
        func earnedSoFar(_ amount: String) -> String { "현재까지 " + amount }
        var total: String { "합계" }
    }
}
