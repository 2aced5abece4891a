/// One line of a payslip as figures, never words: what it is, its amount, and what a formatter
/// needs to write it out (the time it pays for, how it is calculated, whether it applies).
///
/// `Payslip.lines` is the one list every view of a payslip walks, in its order: the payslip
/// screen and documents (text, CSV, JSON, HTML) show every line; the card's unfolded table and
/// `payday summary` show `Payslip.detailLines`, the same list with the deductions folded into
/// their two groups. Each of them words the kinds in its own language tables (English, Korean).
public struct PayslipLine: Sendable, Equatable {
    /// What a line is. The raw value is its key in the documents' CSV and JSON.
    public enum Kind: String, Sendable, CaseIterable {
        /// Days worked (`count`) and the period's hours (`hours`): the payslip's header.
        case hours
        case basePay = "base"
        case nightPremium = "night"
        case overtimePremium = "overtime"
        case holidayPremium = "holiday"
        case weeklyHolidayAllowance
        /// 유급휴일수당: scheduled days that are paid holidays (a line only when there are some).
        case paidDaysOff
        /// 휴업수당: scheduled days the employer cancelled, at 70 % (a line only when there are some).
        case shutdownAllowance = "shutdown"
        /// 연차수당: leave days taken (a line only when there are some).
        case annualLeave
        /// A monthly meal allowance on top of the wage (a line only when one is paid).
        case meals
        case gross
        /// The gross's non-taxable part (meals, premiums) and the taxable gross the withholding
        /// table is looked up by: lines only for a workplace with `taxFree`.
        case taxFree, taxableGross
        case incomeTax, localIncomeTax, nationalPension, healthInsurance, longTermCare, employmentInsurance
        /// The four insurances together (the detail table's fold).
        case insurance
        /// Income tax and local income tax together (the detail table's fold).
        case incomeTaxes
        case totalDeductions
        case net
        /// What the period is expected to pay by payday, plans included (`count` planned shifts
        /// ahead, `minutes` their time); a line only for a period not yet paid with plans ahead.
        case expected

        /// A pay item of section 3.2 (its amount adds to the gross).
        public var isPay: Bool {
            switch self {
            case .basePay, .nightPremium, .overtimePremium, .holidayPremium, .weeklyHolidayAllowance, .paidDaysOff,
                .shutdownAllowance, .annualLeave, .meals:
                true
            default: false
            }
        }

        /// One deduction of section 3.3 (its amount adds to the total deductions).
        public var isDeduction: Bool {
            switch self {
            case .incomeTax, .localIncomeTax, .nationalPension, .healthInsurance, .longTermCare, .employmentInsurance:
                true
            default: false
            }
        }

        /// The group a deduction is folded into on the detail table.
        public var group: Kind? {
            switch self {
            case .incomeTax, .localIncomeTax: .incomeTaxes
            case .nationalPension, .healthInsurance, .longTermCare, .employmentInsurance: .insurance
            default: nil
            }
        }
    }

    /// How a line's amount is worked out.
    public enum Calculation: Sendable, Equatable {
        /// Nothing to calculate on the line (an insurance share by the month's rates, a sum).
        case none
        /// Time at an hourly wage, term by term (`49h 30m × 10,800 + 2h × 11,000 × 0.5`); no
        /// terms when there is no such time.
        case time([Term])
        /// The income tax, as it was worked out (3 % of the gross, the withholding table's row, a
        /// day worker's days); nil when it could not be (a `table` rule with no table loaded).
        case incomeTax(IncomeTaxMethod?)
        /// A percentage of the income tax (local income tax: 10 %).
        case percentOfIncomeTax(Int)
        /// The non-taxable part: the meal allowance's and the premiums'.
        case taxFree(meals: Money, premiums: Money)
    }

    /// `count ×` time `×` hourly wage `×` factor.
    public struct Term: Sendable, Equatable {
        /// How many days or weeks have this same time and wage (1 for a sum of time).
        public var count: Int
        /// The time, in tenths of a minute (the weekly holiday allowance's time is a fifth of a
        /// minute's multiple: `3h 20.2m`).
        public var tenthsOfMinute: Int
        public var hourly: Int
        public var factor: Factor

        public init(count: Int = 1, minutes: Int, hourly: Int, factor: Factor = .none) {
            self.init(count: count, tenthsOfMinute: minutes * 10, hourly: hourly, factor: factor)
        }

        public init(count: Int, tenthsOfMinute: Int, hourly: Int, factor: Factor) {
            (self.count, self.tenthsOfMinute, self.hourly, self.factor) = (count, tenthsOfMinute, hourly, factor)
        }
    }

    /// The multiple of the wage a term is paid at, written after it (none for the wage itself).
    public enum Factor: Sendable, Equatable {
        case none
        /// A premium: half the wage (`× 0.5`).
        case half
        /// Holiday work beyond 8 hours in a shift: the whole wage again (`× 1.0`).
        case whole
        /// 휴업수당: 70 % of the planned pay (`× 0.7`).
        case seventyPercent

        /// The factor as it is written after a term: `0.5`, `1.0`, `0.7`; nil for none.
        public var decimal: String? {
            switch self {
            case .none: nil
            case .half: "0.5"
            case .whole: "1.0"
            case .seventyPercent: "0.7"
            }
        }
    }

    public var kind: Kind
    public var amount: Money
    /// The time the line pays for, in minutes; nil where it has none (a deduction, a sum).
    public var minutes: Int?
    /// Days worked (`hours`), days paid (`paidDaysOff`, `shutdownAllowance`, `annualLeave`),
    /// planned shifts ahead (`expected`); nil otherwise.
    public var count: Int?
    /// False for a premium under 5 employees, and for a group of deductions the workplace does
    /// not make (its line then reads `-`).
    public var applies = true
    public var calculation = Calculation.none
    /// The period's minutes by kind (`hours` only).
    public var hours: Payslip.Minutes?
    /// The hourly wage in force on the period's last day (`basePay`), when known.
    public var hourly: Int?
    /// The workplace's income tax rule (`incomeTax`, `incomeTaxes`).
    public var incomeTaxRule: DeductionRules.IncomeTax?

    public init(
        kind: Kind, amount: Money, minutes: Int? = nil, count: Int? = nil, applies: Bool = true,
        calculation: Calculation = .none, hours: Payslip.Minutes? = nil, hourly: Int? = nil,
        incomeTaxRule: DeductionRules.IncomeTax? = nil
    ) {
        (self.kind, self.amount, self.minutes, self.count, self.applies) = (kind, amount, minutes, count, applies)
        (self.calculation, self.hours, self.hourly, self.incomeTaxRule) = (calculation, hours, hourly, incomeTaxRule)
    }
}

extension Payslip {
    /// Every line of the payslip, in its order: the hours, the pay items (each premium always,
    /// the scheduled days' pay when there are some), the gross, each deduction the workplace
    /// makes, their total, the net, and what the period is expected to pay when it has plans ahead.
    public var lines: [PayslipLine] {
        typealias Line = PayslipLine
        let premiums = premiumsApply
        func each(_ minutes: (WageMinutes) -> Int, _ factor: Line.Factor) -> Line.Calculation {
            .time(
                wageMinutes.filter { minutes($0) > 0 }.map {
                    Line.Term(minutes: minutes($0), hourly: $0.hourly, factor: factor)
                })
        }
        let holidayTerms = wageMinutes.flatMap { wage in
            [(wage.holidayWithinEightHours, Line.Factor.half), (wage.holidayBeyondEightHours, .whole)]
                .filter { $0.0 > 0 }
                .map { Line.Term(minutes: $0.0, hourly: wage.hourly, factor: $0.1) }
        }
        var list = [
            Line(kind: .hours, amount: .zero, minutes: minutes.paid, count: daysWorked, hours: minutes),
            Line(
                kind: .basePay, amount: pay.base, minutes: minutes.paid, calculation: each(\.paid, .none),
                hourly: hourly),
            Line(
                kind: .nightPremium, amount: pay.night, minutes: minutes.night, applies: premiums,
                calculation: premiums ? each(\.night, .half) : .none),
            Line(
                kind: .overtimePremium, amount: pay.overtime, minutes: minutes.overtime, applies: premiums,
                calculation: premiums ? each(\.overtime, .half) : .none),
            Line(
                kind: .holidayPremium, amount: pay.holiday, minutes: minutes.holiday, applies: premiums,
                calculation: premiums ? .time(holidayTerms) : .none),
            Line(kind: .weeklyHolidayAllowance, amount: pay.weeklyHolidayAllowance, calculation: allowanceCalculation),
        ]
        for (kind, days, amount, factor) in [
            (Line.Kind.paidDaysOff, paidDaysOff, pay.paidDaysOff, Line.Factor.none),
            (.shutdownAllowance, shutdownDays, pay.shutdown, .seventyPercent),
            (.annualLeave, leaveDays, pay.annualLeave, .none),
        ] where !days.isEmpty {
            list.append(
                Line(
                    kind: kind, amount: amount, minutes: days.reduce(0) { $0 + $1.minutes }, count: days.count,
                    calculation: Self.plannedCalculation(days, factor)))
        }
        if pay.meals > .zero { list.append(Line(kind: .meals, amount: pay.meals)) }
        list.append(Line(kind: .gross, amount: pay.gross))
        if let free = taxFree {
            list.append(
                Line(
                    kind: .taxFree, amount: free.total,
                    calculation: .taxFree(meals: free.meals, premiums: free.premiums)))
            list.append(Line(kind: .taxableGross, amount: taxableGross))
        }
        let d = deductions
        if incomeTaxApplies {
            let method = incomeTaxMethod ?? (incomeTaxRule == .businessIncome ? .businessIncome : nil)
            list.append(
                Line(
                    kind: .incomeTax, amount: d.incomeTax, calculation: .incomeTax(method),
                    incomeTaxRule: incomeTaxRule))
            list.append(Line(kind: .localIncomeTax, amount: d.localIncomeTax, calculation: .percentOfIncomeTax(10)))
        }
        if insuranceApplies {
            list += [
                Line(kind: .nationalPension, amount: d.nationalPension),
                Line(kind: .healthInsurance, amount: d.healthInsurance),
                Line(kind: .longTermCare, amount: d.longTermCare),
                Line(kind: .employmentInsurance, amount: d.employmentInsurance),
            ]
        }
        list.append(Line(kind: .totalDeductions, amount: d.total))
        list.append(Line(kind: .net, amount: net))
        if let expected = expectedBeyondEarned {
            list.append(
                Line(
                    kind: .expected, amount: expected.net, minutes: expected.plannedAheadMinutes,
                    count: expected.plannedAhead))
        }
        return list
    }

    /// The detail table of the card and `payday summary`: the pay items, the gross, the
    /// deductions folded into two groups (insurance, then income tax: each always a line, `-`
    /// where the workplace makes none) and the net. The hours, the total deductions and the
    /// expected pay are not on it (the card's header and the summary's line show what is expected).
    public var detailLines: [PayslipLine] {
        var table: [PayslipLine] = []
        for line in lines {
            switch line.kind {
            case .hours, .totalDeductions, .expected: continue
            case .net:
                for (group, applies) in [
                    (PayslipLine.Kind.insurance, insuranceApplies), (.incomeTaxes, incomeTaxApplies),
                ] {
                    let amount = lines.filter { $0.kind.group == group }.reduce(Money.zero) { $0 + $1.amount }
                    table.append(
                        PayslipLine(
                            kind: group, amount: amount, applies: applies,
                            incomeTaxRule: group == .incomeTaxes ? incomeTaxRule : nil))
                }
                table.append(line)
            default:
                if !line.kind.isDeduction { table.append(line) }
            }
        }
        return table
    }

    /// Each distinct week's allowance time at its wage, counted (`2 × 3h 12m × 10,320`).
    var allowanceCalculation: PayslipLine.Calculation {
        var terms: [PayslipLine.Term] = []
        for week in allowanceWeeks {
            let tenths = week.minutesTimesFive * 2
            if let index = terms.firstIndex(where: { $0.tenthsOfMinute == tenths && $0.hourly == week.hourly }) {
                terms[index].count += 1
            } else {
                terms.append(PayslipLine.Term(count: 1, tenthsOfMinute: tenths, hourly: week.hourly, factor: .none))
            }
        }
        return .time(terms)
    }

    /// Scheduled days paid without work, grouped by their planned time and wage.
    static func plannedCalculation(_ days: [PlannedPay], _ factor: PayslipLine.Factor) -> PayslipLine.Calculation {
        var terms: [PayslipLine.Term] = []
        for day in days {
            if let index = terms.firstIndex(where: { $0.tenthsOfMinute == day.minutes * 10 && $0.hourly == day.hourly })
            {
                terms[index].count += 1
            } else {
                terms.append(PayslipLine.Term(minutes: day.minutes, hourly: day.hourly, factor: factor))
            }
        }
        return .time(terms)
    }
}
