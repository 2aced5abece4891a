import Payroll

/// The workplace form's words for weekly and daily pay, in English and Korean.
protocol PayCadenceFormWords {
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
    /// Short weekday names, Monday first.
    var weekdays: [String] { get }
}

struct EnglishPayCadenceFormWords: PayCadenceFormWords {
    let paidBy = "Paid by"
    let monthly = "month"
    let weekly = "week"
    let biweekly = "2 weeks"
    let daily = "day"
    let paydayWeekday = "Payday (weekday)"
    let firstMonday = "A first Monday"
    let lagDays = "Days to payday"
    let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
}

struct KoreanPayCadenceFormWords: PayCadenceFormWords {
    let paidBy = "지급 단위"
    let monthly = "월급"
    let weekly = "주급"
    let biweekly = "격주"
    let daily = "일급"
    let paydayWeekday = "급여 요일"
    let firstMonday = "기준 월요일"
    let lagDays = "지급까지 일수"
    let weekdays = ["월", "화", "수", "목", "금", "토", "일"]
}

extension AppStrings {
    var cadenceFormWords: any PayCadenceFormWords {
        language == .english ? EnglishPayCadenceFormWords() : KoreanPayCadenceFormWords()
    }
}
