/// The worker's own payslip (임금명세서) of one workplace and period, with the items the law sets
/// for an employer's: who and where, the period and payday, each pay item with its amount and how
/// it is calculated, days and hours worked, each deduction, the total and net pay. As text
/// (English or Korean), CSV and JSON.
public struct PayslipDocument: Sendable {
    public enum Format: String, Sendable, CaseIterable {
        case text, csv, json
    }

    /// One pay item: what it is, how it is calculated, how much.
    public struct Item: Sendable, Equatable {
        /// `base`, `night`, `overtime`, `holiday`, `weeklyHolidayAllowance`.
        public var key: String
        public var label: String
        /// `49h 30m × 10,800`, or `-` for nothing to calculate.
        public var calculation: String
        public var amount: Money
    }

    public var worker: String?
    public var slip: Payslip
    public var language: PayrollLanguage

    public init(worker: String?, slip: Payslip, language: PayrollLanguage) {
        self.worker = worker
        self.slip = slip
        self.language = language
    }

    private var english: Bool { language == .english }

    private func time(_ minutes: Int) -> String { WorkTimeFormat.string(minutes: minutes, language) }

    private func terms(_ parts: [String]) -> String { parts.isEmpty ? "-" : parts.joined(separator: " + ") }

    /// The pay items of section 3.2, each with its calculation method per wage in force.
    public var items: [Item] {
        let wages = slip.wageMinutes
        let premiums = slip.premiumsApply
        func each(_ minutes: (Payslip.WageMinutes) -> Int, _ factor: String) -> String {
            terms(
                wages.filter { minutes($0) > 0 }.map {
                    "\(time(minutes($0))) × \(Money(won: $0.hourly).grouped)\(factor)"
                })
        }
        let holiday = terms(
            wages.flatMap { wage -> [String] in
                var parts: [String] = []
                let hourly = Money(won: wage.hourly).grouped
                if wage.holidayWithinEightHours > 0 {
                    parts.append("\(time(wage.holidayWithinEightHours)) × \(hourly) × 0.5")
                }
                if wage.holidayBeyondEightHours > 0 {
                    parts.append("\(time(wage.holidayBeyondEightHours)) × \(hourly) × 1.0")
                }
                return parts
            })
        let none = english ? "- (under 5 employees)" : "- (5인 미만)"
        return [
            Item(
                key: "base", label: english ? "Base pay" : "기본급", calculation: each(\.paid, ""), amount: slip.pay.base),
            Item(
                key: "night", label: english ? "Night premium" : "야간근로수당",
                calculation: premiums ? each(\.night, " × 0.5") : none, amount: slip.pay.night),
            Item(
                key: "overtime", label: english ? "Overtime premium" : "연장근로수당",
                calculation: premiums ? each(\.overtime, " × 0.5") : none, amount: slip.pay.overtime),
            Item(
                key: "holiday", label: english ? "Holiday premium" : "휴일근로수당",
                calculation: premiums ? holiday : none, amount: slip.pay.holiday),
            Item(
                key: "weeklyHolidayAllowance", label: english ? "Weekly holiday allowance" : "주휴수당",
                calculation: allowanceCalculation, amount: slip.pay.weeklyHolidayAllowance),
        ] + plannedItems
    }

    /// Paid holidays and 휴업수당 on scheduled days, when the period has any: each day's planned
    /// time at its wage (× 0.7 for a cancelled day).
    var plannedItems: [Item] {
        func calculation(_ days: [Payslip.PlannedPay], _ factor: String) -> String {
            var groups: [(minutes: Int, hourly: Int, count: Int)] = []
            for day in days {
                if let index = groups.firstIndex(where: { $0.minutes == day.minutes && $0.hourly == day.hourly }) {
                    groups[index].count += 1
                } else {
                    groups.append((day.minutes, day.hourly, 1))
                }
            }
            return terms(
                groups.map {
                    ($0.count > 1 ? "\($0.count) × " : "")
                        + "\(time($0.minutes)) × \(Money(won: $0.hourly).grouped)\(factor)"
                })
        }
        var list: [Item] = []
        if !slip.paidDaysOff.isEmpty {
            list.append(
                Item(
                    key: "paidDaysOff", label: english ? "Paid holidays" : "유급휴일수당",
                    calculation: calculation(slip.paidDaysOff, ""), amount: slip.pay.paidDaysOff))
        }
        if !slip.shutdownDays.isEmpty {
            list.append(
                Item(
                    key: "shutdown", label: english ? "Shutdown allowance" : "휴업수당",
                    calculation: calculation(slip.shutdownDays, " × 0.7"), amount: slip.pay.shutdown))
        }
        if !slip.leaveDays.isEmpty {
            list.append(
                Item(
                    key: "annualLeave", label: english ? "Annual leave" : "연차수당",
                    calculation: calculation(slip.leaveDays, ""), amount: slip.pay.annualLeave))
        }
        return list
    }

    /// `Expected by payday  ₩870,798 (8 planned shifts, 44h ahead)`, for a period not yet paid
    /// whose forecast was asked for and adds something to what is earned.
    var expectedLine: (label: String, value: String)? {
        guard let expected = slip.expectedBeyondEarned else { return nil }
        let net = expected.net.formatted(language)
        let ahead = time(expected.plannedAheadMinutes)
        return english
            ? (
                "Expected by payday",
                "\(net) (\(expected.plannedAhead) planned shift\(expected.plannedAhead == 1 ? "" : "s"), \(ahead) ahead)"
            )
            : ("급여일까지 예상", "\(net) (예정 근무 \(expected.plannedAhead)회, \(ahead))")
    }

    /// `4h × 10,320 + 2 × 3h 12m × 10,320`: each distinct week's allowance hours at its wage.
    var allowanceCalculation: String {
        var groups: [(minutesTimesFive: Int, hourly: Int, weeks: Int)] = []
        for week in slip.allowanceWeeks {
            if let index = groups.firstIndex(where: {
                $0.minutesTimesFive == week.minutesTimesFive && $0.hourly == week.hourly
            }) {
                groups[index].weeks += 1
            } else {
                groups.append((week.minutesTimesFive, week.hourly, 1))
            }
        }
        return terms(
            groups.map { group in
                let count = group.weeks > 1 ? "\(group.weeks) × " : ""
                return count + allowanceTime(minutesTimesFive: group.minutesTimesFive) + " × "
                    + Money(won: group.hourly).grouped
            })
    }

    /// The allowance's time, min(minutes, 2400) / 5, with a tenth of a minute where it is not
    /// whole (`3h 20.2m`).
    func allowanceTime(minutesTimesFive: Int) -> String {
        guard minutesTimesFive % 5 != 0 else { return time(minutesTimesFive / 5) }
        let whole = minutesTimesFive / 5
        let tenths = minutesTimesFive % 5 * 2
        let (hourUnit, minuteUnit) = english ? ("h", "m") : ("시간", "분")
        let hours = whole / 60 > 0 ? "\(whole / 60)\(hourUnit) " : ""
        return "\(hours)\(whole % 60).\(tenths)\(minuteUnit)"
    }

    /// Each deduction the workplace makes, in section 3.3's order.
    public var deductions: [Item] {
        let d = slip.deductions
        var list: [Item] = []
        if slip.incomeTaxApplies {
            list.append(
                Item(
                    key: "incomeTax", label: english ? "Income tax" : "소득세", calculation: incomeTaxCalculation,
                    amount: d.incomeTax))
            list.append(
                Item(
                    key: "localIncomeTax", label: english ? "Local income tax" : "지방소득세",
                    calculation: english ? "10% of income tax" : "소득세의 10%", amount: d.localIncomeTax))
        }
        if slip.insuranceApplies {
            list.append(
                Item(
                    key: "nationalPension", label: english ? "National pension" : "국민연금", calculation: "-",
                    amount: d.nationalPension))
            list.append(
                Item(
                    key: "healthInsurance", label: english ? "Health insurance" : "건강보험", calculation: "-",
                    amount: d.healthInsurance))
            list.append(
                Item(
                    key: "longTermCare", label: english ? "Long-term care" : "장기요양보험", calculation: "-",
                    amount: d.longTermCare))
            list.append(
                Item(
                    key: "employmentInsurance", label: english ? "Employment insurance" : "고용보험", calculation: "-",
                    amount: d.employmentInsurance))
        }
        return list
    }

    /// The income tax's calculation method, by the rule used: `3%`, the table's row, or the day
    /// worker's rate.
    var incomeTaxCalculation: String {
        let group = { (won: Int) in Money(won: won).grouped }
        switch slip.incomeTaxMethod {
        case .businessIncome?, nil:
            return slip.incomeTaxRule == .businessIncome || slip.incomeTaxMethod != nil ? "3%" : "-"
        case .table(_, let dependants, let children, let rate, let tableTax, let reduction, _)?:
            var text =
                english
                ? "table, \(dependants) dependant\(dependants == 1 ? "" : "s"): \(group(tableTax))"
                : "간이세액표 공제대상가족 \(dependants)명: \(group(tableTax))"
            if children > 0 {
                text +=
                    english
                    ? " − \(group(reduction)) (\(children) aged 8-20)"
                    : " − \(group(reduction)) (8~20세 자녀 \(children)명)"
            }
            if rate != 100 { text += " × \(rate)%" }
            return text
        case .daily(let days, let total, _)?:
            return english
                ? "2.7% of each day's pay over 150,000 (\(days) day\(days == 1 ? "" : "s"): \(group(total)))"
                : "일급 15만원 초과분의 2.7% (\(days)일: \(group(total)))"
        }
    }

    /// The income tax rule, for the payslip's header.
    var taxRuleText: String {
        switch slip.incomeTaxRule {
        case .none: english ? "none" : "없음"
        case .businessIncome: english ? "3.3% (business income)" : "3.3% (사업소득)"
        case .table:
            english
                ? "withholding table (근로소득 간이세액표)" : "근로소득 간이세액표"
        case .daily: english ? "day worker (일용근로소득)" : "일용근로소득"
        }
    }

    public func render(_ format: Format) -> String {
        switch format {
        case .text: text
        case .csv: csv
        case .json: json
        }
    }

    // MARK: Text

    /// One line of the payslip's header: who, where, when, how much work.
    public struct Field: Sendable, Equatable {
        /// Empty for a note that continues the field above.
        public var label: String
        public var value: String
    }

    /// The header: the worker, the workplace, the period, the payday (and a note on days paid in
    /// advance), days worked and hours, in that order.
    public var fields: [Field] {
        var header: [Field] = []
        if let worker { header.append(Field(label: english ? "Worker" : "성명", value: worker)) }
        header.append(Field(label: english ? "Workplace" : "사업장", value: slip.workplaceName))
        header.append(
            Field(
                label: english ? "Period" : "임금 기간",
                value: "\(slip.period) (\(slip.period.start) – \(slip.period.end))"))
        header.append(
            Field(
                label: english ? "Payday" : "지급일",
                value: slip.status == .paid
                    ? slip.statusText(language) : "\(slip.payday)  \(slip.statusText(language))"))
        if let note = slip.paidInAdvanceText(language) { header.append(Field(label: "", value: note)) }
        header.append(
            Field(
                label: english ? "Days worked" : "근로일수", value: english ? "\(slip.daysWorked)" : "\(slip.daysWorked)일"))
        let m = slip.minutes
        header.append(
            Field(
                label: english ? "Hours" : "근로시간",
                value: english
                    ? "total \(time(m.paid)), overtime \(time(m.overtime)), night \(time(m.night)), holiday \(time(m.holiday))"
                    : "총 \(time(m.paid)), 연장 \(time(m.overtime)), 야간 \(time(m.night)), 휴일 \(time(m.holiday))"))
        if slip.incomeTaxRule != .none {
            header.append(Field(label: english ? "Income tax rule" : "소득세 기준", value: taxRuleText))
        }
        return header
    }

    public var text: String {
        let money = { (amount: Money) in amount.formatted(self.language) }
        // The worker's and the workplace's names come from the data: one line each, escaped.
        let header = fields.map { ($0.label, TerminalText.line($0.value)) }

        var lines = [english ? "Payslip" : "임금명세서", ""]
        let headerWidth = header.map { TextColumns.width($0.0) }.max() ?? 0
        lines += header.map { TextColumns.padRight($0.0, headerWidth) + "  " + $0.1 }
        lines.append("")

        var rows: [[String]] = [
            [english ? "Pay" : "지급 항목", english ? "Calculation" : "계산 방법", english ? "Amount" : "금액"]
        ]
        rows += items.map { [$0.label, $0.calculation, $0.amount == .zero ? "-" : money($0.amount)] }
        rows.append([english ? "Gross pay" : "지급액 계", "", money(slip.pay.gross)])
        rows.append(["", "", ""])
        rows.append([english ? "Deductions" : "공제 항목", "", ""])
        rows += deductions.map { [$0.label, $0.calculation, money($0.amount)] }
        rows.append([english ? "Total deductions" : "공제액 계", "", money(slip.deductions.total)])
        rows.append([english ? "Net pay" : "실지급액", "", money(slip.net)])
        lines += TextColumns.table(rows, rightAligned: [2])
        if let expected = expectedLine { lines += ["", expected.label + "  " + expected.value] }
        if !slip.warnings.isEmpty { lines.append("") }
        lines += slip.warnings.map { ($0.isWarning ? "! " : "· ") + $0.text(language) }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: CSV

    /// `section,item,detail,amount`: amounts in won, times in minutes, one value a row.
    public var csv: String {
        var rows: [[String]] = [["section", "item", "detail", "amount"]]
        if let worker { rows.append(["payslip", english ? "Worker" : "성명", "", Self.csvText(worker)]) }
        rows.append(["payslip", english ? "Workplace" : "사업장", "", Self.csvText(slip.workplaceName)])
        rows.append([
            "payslip", english ? "Period" : "임금 기간", "\(slip.period.start)..\(slip.period.end)",
            slip.period.description,
        ])
        rows.append(["payslip", english ? "Payday" : "지급일", slip.statusText(language), slip.payday.description])
        if let from = slip.paidInAdvanceFrom {
            rows.append([
                "payslip", english ? "Paid in advance from" : "선지급 시작일", slip.paidInAdvanceText(language) ?? "",
                from.description,
            ])
        }
        let m = slip.minutes
        rows.append(["work", english ? "Days worked" : "근로일수", "", String(slip.daysWorked)])
        for (item, minutes) in [
            (english ? "Total minutes" : "총 근로시간(분)", m.paid), (english ? "Overtime minutes" : "연장(분)", m.overtime),
            (english ? "Night minutes" : "야간(분)", m.night), (english ? "Holiday minutes" : "휴일(분)", m.holiday),
        ] {
            rows.append(["work", item, time(minutes), String(minutes)])
        }
        rows += items.map { ["pay", $0.label, $0.calculation, String($0.amount.won)] }
        rows.append(["pay", english ? "Gross pay" : "지급액 계", "", String(slip.pay.gross.won)])
        rows += deductions.map { ["deduction", $0.label, $0.calculation, String($0.amount.won)] }
        rows.append(["deduction", english ? "Total deductions" : "공제액 계", "", String(slip.deductions.total.won)])
        rows.append(["net", english ? "Net pay" : "실지급액", "", String(slip.net.won)])
        if let line = expectedLine, let expected = slip.expected {
            rows.append(["expected", line.label, line.value, String(expected.net.won)])
        }
        rows += slip.warnings.map { ["note", $0.text(language), "", ""] }
        return rows.map { $0.map(Self.csvField).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }

    /// RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled.
    static func csvField(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Text from the data (the worker's and the workplace's names) as a cell: neutralised as a
    /// formula (`SpreadsheetCell`) and escaped for the terminal (`TerminalText.line`).
    static func csvText(_ text: String) -> String {
        TerminalText.line(SpreadsheetCell.text(text))
    }

    // MARK: JSON

    /// One object; amounts in won, times in minutes, dates `YYYY-MM-DD`; labels and
    /// calculations in the payslip's language.
    public var json: String {
        let q = SummaryJSON.quoted
        func list(_ items: [Item]) -> String {
            items.map {
                "    { \"item\": \(q($0.key)), \"label\": \(q($0.label)), \"calculation\": \(q($0.calculation)), \"amount\": \($0.amount.won) }"
            }
            .joined(separator: ",\n")
        }
        let m = slip.minutes
        let status: String =
            switch slip.status {
            case .paid: "paid"
            case .current: "current"
            case .upcoming: "upcoming"
            }
        return """
            { "worker": \(worker.map(q) ?? "null"),
              "workplace": \(q(slip.workplaceName)),
              "period": { "name": "\(slip.period)", "start": "\(slip.period.start)", "end": "\(slip.period.end)" },
              "payday": "\(slip.payday)", "status": "\(status)", "paidInAdvanceFrom": \(slip.paidInAdvanceFrom.map { q($0.description) } ?? "null"),
              "daysWorked": \(slip.daysWorked),
              "minutes": { "total": \(m.paid), "overtime": \(m.overtime), "night": \(m.night), "holiday": \(m.holiday) },
              "pay": [
            \(list(items)) ],
              "grossPay": \(slip.pay.gross.won),
              "incomeTaxRule": \(q(slip.incomeTaxRule.rawValue)),
              "deductions": [\(deductions.isEmpty ? "" : "\n" + list(deductions) + " ")],
              "totalDeductions": \(slip.deductions.total.won),
              "netPay": \(slip.net.won),
              "expected": \(slip.status == .paid ? "null" : slip.expected.map(SummaryJSON.expected) ?? "null"),
              "warnings": [\(slip.warnings.map { q($0.text(language)) }.joined(separator: ", "))] }

            """
    }
}

extension Payslip {
    /// Where the period stands: `paid on 2026-12-10`, `D-19, earned so far`, `not started yet`.
    public func statusText(_ language: PayrollLanguage) -> String {
        switch (status, language) {
        case (.paid, .english): "paid on \(payday)"
        case (.paid, .korean): "\(payday) 지급됨"
        case (.current, .english): "\(daysUntilPaydayLabel), earned so far"
        case (.current, .korean): daysUntilPayday == 0 ? "오늘 급여일, 지금까지 번 금액" : "\(daysUntilPaydayLabel), 지금까지 번 금액"
        case (.upcoming, .english): "\(daysUntilPaydayLabel), not started yet"
        case (.upcoming, .korean): "\(daysUntilPaydayLabel), 아직 시작 전"
        }
    }

    /// For a period whose payday comes before its last day: which days are paid before they are worked.
    public func paidInAdvanceText(_ language: PayrollLanguage) -> String? {
        guard let from = paidInAdvanceFrom else { return nil }
        return language == .english
            ? "the days from \(from) to \(period.end) are paid on \(payday), before they are worked"
            : "\(from)부터 \(period.end)까지는 근무 전인 \(payday)에 지급"
    }
}
