import Payroll
import PayrollWords

/// The workplace form's words for weekly and daily pay, in English and Korean.
protocol PayCadenceFormWords: Sendable {
    /// The row that chooses how pay comes.
    var paidBy: String { get }
    var monthly: String { get }
    var weekly: String { get }
    var biweekly: String { get }
    var daily: String { get }
    /// The weekday weekly pay comes on.
    var paydayWeekday: String { get }
    /// Every other week: the Monday a period starts on.
    var firstMonday: String { get }
    /// Daily pay: days from the day worked to payday.
    var lagDays: String { get }
}

extension English: PayCadenceFormWords {
    var paidBy: String { "Paid by the" }
    var monthly: String { "month" }
    var weekly: String { "week" }
    var biweekly: String { "2 weeks" }
    var daily: String { "day" }
    var paydayWeekday: String { "Payday weekday" }
    var firstMonday: String { "A first Monday" }
    var lagDays: String { "Days to payday" }
}

extension Korean: PayCadenceFormWords {
    var paidBy: String { "지급 단위" }
    var monthly: String { "월급" }
    var weekly: String { "주급" }
    var biweekly: String { "격주" }
    var daily: String { "일급" }
    var paydayWeekday: String { "급여 요일" }
    var firstMonday: String { "기준 월요일" }
    var lagDays: String { "지급까지 일수" }
}
