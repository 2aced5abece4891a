import Payroll

/// The words of weekly and daily pay: the payday's problems in the file and on the command line,
/// the fields' names, the payslip's notes on the monthly deductions, and the names of periods.
public protocol PayCadenceWords: Sendable {
    /// A payday's fields that do not go together, in the data file.
    func fileProblem(_ problem: PaydayRule.Problem) -> String
    /// The same problem of a change: `commandLine` names options.
    func ruleProblem(_ problem: PaydayRule.Problem, commandLine: Bool) -> String
    /// The name of `every` and `lagDays` where a range is refused.
    func field(_ field: DataField, commandLine: Bool) -> String
    /// A weekly or daily period: `week of 2026-11-16`, `2026-11-16 – 2026-11-29`, `2026-11-16`.
    func periodName(_ period: PayPeriod) -> String
    /// The home screen's page of one weekly or daily period: `week of 2026-12-21 pay`.
    func pageName(_ period: PayPeriod) -> String
    /// How the workplace is paid: `weekly on Fri`, `every other week on Fri from 2026-11-16`, `daily, 2 days later`.
    func cadence(_ payday: PaydayRule) -> String
    /// On the month's last payday: the insurances and the table's tax on the month's total.
    func monthlyDeductions(month: PayPeriod, total: Money, payments: Int) -> String
    /// On an earlier payday of the month: those come on the month's last payday.
    func monthlyDeductionsLater(month: PayPeriod, lastPayday: LocalDate) -> String
}

extension PayrollLanguage {
    /// The words of weekly and daily pay in this language.
    public var cadenceWords: any PayCadenceWords { words }
}

extension English: PayCadenceWords {
    public func fileProblem(_ problem: PaydayRule.Problem) -> String {
        switch problem {
        case .conflicting(let first, let second):
            "\"\(first)\" and \"\(second)\" cannot go together; a workplace is paid by the month (\"day\"), the week (\"weekday\") or the day (\"daily\")"
        case .onlyWith(let field, let needs):
            "\"\(field)\" applies only with \"\(needs)\""
        case .anchorNeeded:
            "every other week needs \"anchor\": the Monday a period starts on, such as \"2026-11-16\""
        case .anchorNotMonday(let date):
            "\(date) is a \(date.weekday.rawValue.capitalizedWord); \"anchor\" is the Monday a period starts on"
        }
    }

    public func ruleProblem(_ problem: PaydayRule.Problem, commandLine: Bool) -> String {
        switch problem {
        case .conflicting(let first, let second):
            "\(first) and \(second) cannot go together: pay is by the month, the week or the day"
        case .onlyWith(let field, let needs):
            "\(field) applies only with \(needs)"
        case .anchorNeeded:
            commandLine
                ? "--every 2 needs --anchor DATE, the Monday a period starts on"
                : "every other week needs the Monday a period starts on"
        case .anchorNotMonday(let date):
            "\(date) is a \(date.weekday.rawValue.capitalizedWord); "
                + (commandLine ? "--anchor" : "the first week") + " must be a Monday that starts a period"
        }
    }

    public func field(_ field: DataField, commandLine: Bool) -> String {
        switch (field, commandLine) {
        case (.paydayEvery, true): "--every"
        case (.paydayEvery, false): "the weeks a period"
        case (.paydayLagDays, true): "--lag-days"
        case (.paydayLagDays, false): "the days to payday"
        default: field.rawValue
        }
    }

    public func periodName(_ period: PayPeriod) -> String {
        switch period.span {
        case .month: period.description
        case .weeks(1): "week of \(period.start)"
        case .weeks: "\(period.start) – \(period.end)"
        case .day: period.start.description
        }
    }

    public func pageName(_ period: PayPeriod) -> String { periodName(period) + " pay" }

    public func cadence(_ payday: PaydayRule) -> String {
        switch payday.cadence {
        case .monthly: "monthly on the \(payday.day)th"
        case .weekly(let weekday, 1, _): "weekly on \(weekday.shortName.capitalizedWord)"
        case .weekly(let weekday, let every, let anchor):
            (every == 2 ? "every other week" : "every \(every) weeks") + " on \(weekday.shortName.capitalizedWord)"
                + (anchor.map { " from \($0)" } ?? "")
        case .daily(0): "daily, the same day"
        case .daily(1): "daily, the next day"
        case .daily(let lag): "daily, \(lag) days later"
        }
    }

    public func monthlyDeductions(month: PayPeriod, total: Money, payments: Int) -> String {
        "insurance, table tax: monthly, on \(month.monthName(english: true))'s total \(total) (\(English.count(payments, "payday", "paydays")))"
    }

    public func monthlyDeductionsLater(month: PayPeriod, lastPayday: LocalDate) -> String {
        "insurance, table tax: monthly, on \(month.monthName(english: true))'s last payday, \(lastPayday)"
    }
}

extension Korean: PayCadenceWords {
    public func fileProblem(_ problem: PaydayRule.Problem) -> String {
        switch problem {
        case .conflicting(let first, let second):
            "\(Korean.word("\"\(first)\"", .and)) \(Korean.word("\"\(second)\"", .topic)) 함께 쓸 수 없습니다; 월급(\"day\"), 주급(\"weekday\"), 일급(\"daily\") 중 하나로 쓰세요"
        case .onlyWith(let field, let needs):
            "\(Korean.word("\"\(field)\"", .topic)) \(Korean.word("\"\(needs)\"", .and)) 함께일 때만 씁니다"
        case .anchorNeeded:
            "격주급에는 \"anchor\"가 필요합니다: 기간이 시작하는 월요일 (예: \"2026-11-16\")"
        case .anchorNotMonday(let date):
            "\(Korean.word(date, .topic)) \(date.weekday.koreanName)요일입니다; \"anchor\"는 기간이 시작하는 월요일입니다"
        }
    }

    public func ruleProblem(_ problem: PaydayRule.Problem, commandLine: Bool) -> String {
        switch problem {
        case .conflicting(let first, let second):
            "\(Korean.word(first, .and)) \(Korean.word(second, .topic)) 함께 쓸 수 없습니다: 급여는 월급, 주급, 일급 중 하나입니다"
        case .onlyWith(let field, let needs):
            "\(Korean.word(field, .topic)) \(Korean.word(needs, .and)) 함께일 때만 씁니다"
        case .anchorNeeded:
            commandLine
                ? "--every 2에는 --anchor DATE(기간이 시작하는 월요일)가 필요합니다"
                : "격주급에는 기간이 시작하는 월요일이 필요합니다"
        case .anchorNotMonday(let date):
            "\(Korean.word(date, .topic)) \(date.weekday.koreanName)요일입니다; "
                + (commandLine ? "--anchor는" : "첫 주는") + " 기간이 시작하는 월요일이어야 합니다"
        }
    }

    public func field(_ field: DataField, commandLine: Bool) -> String {
        switch (field, commandLine) {
        case (.paydayEvery, true): "--every"
        case (.paydayEvery, false): "지급 주기(주)"
        case (.paydayLagDays, true): "--lag-days"
        case (.paydayLagDays, false): "지급까지 일수"
        default: field.rawValue
        }
    }

    public func periodName(_ period: PayPeriod) -> String {
        switch period.span {
        case .month: period.description
        case .weeks(1): "\(period.start) 주"
        case .weeks: "\(period.start) ~ \(period.end)"
        case .day: period.start.description
        }
    }

    public func pageName(_ period: PayPeriod) -> String { periodName(period) + " 급여" }

    public func cadence(_ payday: PaydayRule) -> String {
        switch payday.cadence {
        case .monthly: "월급 매월 \(payday.day)일"
        case .weekly(let weekday, 1, _): "주급 \(weekday.koreanName)요일"
        case .weekly(let weekday, let every, let anchor):
            (every == 2 ? "격주급" : "\(every)주급") + " \(weekday.koreanName)요일"
                + (anchor.map { " (\($0)부터)" } ?? "")
        case .daily(0): "일급 당일 지급"
        case .daily(1): "일급 다음 날 지급"
        case .daily(let lag): "일급 \(lag)일 뒤 지급"
        }
    }

    public func monthlyDeductions(month: PayPeriod, total: Money, payments: Int) -> String {
        "4대보험·간이세액: \(month.month)월 지급 합계 \(total.grouped)원(\(payments)회)에서 공제"
    }

    public func monthlyDeductionsLater(month: PayPeriod, lastPayday: LocalDate) -> String {
        "4대보험·간이세액: \(month.month)월 마지막 급여일(\(lastPayday))에 월 합계로 공제"
    }

}

extension PayPeriod {
    /// `November 2026`, `2026년 11월`.
    func monthName(english: Bool) -> String {
        let names = [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December",
        ]
        return english ? "\(names[month - 1]) \(year)" : "\(year)년 \(month)월"
    }
}

extension String {
    /// The word with its first letter upper-cased (`monday`: `Monday`): the weekdays' names,
    /// which are ASCII and lower-case.
    fileprivate var capitalizedWord: String { prefix(1).uppercased() + dropFirst() }
}
