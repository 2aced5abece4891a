import Payroll
import PayrollWords

/// The workplace form's words for weekly and daily pay, in English and Korean.
protocol PayCadenceFormWords: Sendable {
    var payCadenceLabels: PayCadenceLabels { get }
}

/// The labels of the workplace form's rows for how pay comes.
struct PayCadenceLabels {
    /// The row that chooses how pay comes, and its choices.
    var paidBy, monthly, weekly, biweekly, daily: String
    /// The weekday weekly pay comes on.
    var paydayWeekday: String
    /// Every other week: the Monday a period starts on.
    var firstMonday: String
    /// Daily pay: days from the day worked to payday.
    var lagDays: String
}

extension English: PayCadenceFormWords {
    var payCadenceLabels: PayCadenceLabels {
        PayCadenceLabels(
            paidBy: "Paid by the", monthly: "month", weekly: "week", biweekly: "2 weeks", daily: "day",
            paydayWeekday: "Payday weekday", firstMonday: "A first Monday", lagDays: "Days to payday")
    }
}

extension Korean: PayCadenceFormWords {
    var payCadenceLabels: PayCadenceLabels {
        PayCadenceLabels(
            paidBy: "지급 단위", monthly: "월급", weekly: "주급", biweekly: "격주", daily: "일급", paydayWeekday: "급여 요일",
            firstMonday: "기준 월요일", lagDays: "지급까지 일수")
    }
}
