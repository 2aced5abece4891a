import Payroll

/// The worker's own payslip (임금명세서) of one workplace and period, with the items the law sets
/// for an employer's: who and where, the period and payday, each pay item with its amount and how
/// it is calculated, days and hours worked, each deduction, the total and net pay. As text
/// (English or Korean), CSV and JSON.
public struct PayslipDocument: Sendable {
    public enum Format: String, Sendable, CaseIterable {
        case text, csv, json
    }

    /// One line of the payslip (`Payslip.lines`), worded: what it is, how it is calculated, how much.
    public struct Item: Sendable, Equatable {
        public var line: PayslipLine
        /// The line's key in CSV and JSON: `base`, `night`, ..., `incomeTax`, `net`.
        public var key: String { line.kind.rawValue }
        public var label: String
        /// `49h 30m × 10,800`, `3%`, or `-` for nothing to calculate; empty for a sum.
        public var calculation: String
        public var amount: Money { line.amount }
    }

    public var worker: String?
    /// The worker's birth date, when the file has it: with the name, it says whose payslip this is.
    public var birthDate: LocalDate?
    public var slip: Payslip
    public var language: PayrollLanguage
    /// The month's rates the deductions were computed with: given, each insurance line shows its
    /// calculation (`InsuranceCalculation`); else `-`.
    public var insuranceRates: MonthRates?

    public init(
        worker: String?, slip: Payslip, language: PayrollLanguage, birthDate: LocalDate? = nil,
        insuranceRates: MonthRates? = nil
    ) {
        self.worker = worker
        self.slip = slip
        self.language = language
        self.birthDate = birthDate
        self.insuranceRates = insuranceRates
    }

    /// The payslip of `worker` (named, with the birth date when the file has it), each insurance
    /// with its calculation from the rates the slip's month was computed with: what the command
    /// line and the app show alike.
    public init(of worker: Worker?, slip: Payslip, rates: RateTable, language: PayrollLanguage) {
        self.init(
            worker: worker?.name, slip: slip, language: language, birthDate: worker?.birthDate,
            insuranceRates: rates.rates(for: slip.period, paidOn: slip.payday))
    }

    private var words: PayslipWords { PayslipWords(language: language) }
    private var labels: any ExportWords { language.words }

    private func time(_ minutes: Int) -> String { WorkTimeFormat.string(minutes: minutes, language) }

    /// Every line of the payslip, in its order, worded: what the text, CSV, JSON and HTML walk.
    public var lines: [Item] {
        // The insurances' base is the gross less the tax-free meals (which are out of it).
        let insured = slip.pay.gross - (slip.taxFree?.meals ?? .zero)
        let insurance = insuranceRates.map {
            InsuranceCalculation(gross: insured, rates: $0, language: language)
        }
        return slip.lines.map {
            let shown = insurance?.text($0, healthPremium: slip.deductions.healthInsurance)
            return Item(line: $0, label: words.label($0.kind), calculation: shown ?? words.calculation($0))
        }
    }

    /// The pay items of section 3.2, each with its calculation method per wage in force.
    public var items: [Item] { lines.filter { $0.line.kind.isPay } }

    /// Each deduction the workplace makes, in section 3.3's order.
    public var deductions: [Item] { lines.filter { $0.line.kind.isDeduction } }

    /// `Expected by payday  ₩870,798 (8 planned shifts, 44h ahead)`, for a period not yet paid
    /// whose forecast was asked for and adds something to what is earned.
    public func expectedValue(_ line: PayslipLine) -> String {
        let net = line.amount.formatted(language)
        let count = line.count ?? 0
        let ahead = time(line.minutes ?? 0)
        return labels.payslipExpected(net: net, shifts: count, ahead: ahead)
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
        if let worker { header.append(Field(label: labels.payslipWorker, value: worker)) }
        if let birthDate {
            header.append(Field(label: language.insuranceWords.payslipBirthDate, value: birthDate.description))
        }
        header.append(Field(label: labels.payslipWorkplace, value: slip.workplaceName))
        header.append(
            Field(
                label: labels.payslipPeriod,
                value: slip.period.span == .day
                    ? slip.period.description : "\(slip.period) (\(slip.period.start) – \(slip.period.end))"))
        header.append(
            Field(
                label: labels.payslipPayday,
                value: slip.status == .paid
                    ? slip.statusText(language) : "\(slip.payday)  \(slip.statusText(language))"))
        if let note = slip.paidInAdvanceText(language) { header.append(Field(label: "", value: note)) }
        for item in lines where item.line.kind == .hours {
            let days = item.line.count ?? 0
            let m = item.line.hours ?? Payslip.Minutes()
            header.append(Field(label: labels.payslipDaysWorked, value: labels.payslipDays(days)))
            header.append(
                Field(
                    label: item.label,
                    value: labels.payslipHours(
                        paid: time(m.paid), overtime: time(m.overtime), night: time(m.night), holiday: time(m.holiday)))
            )
        }
        if slip.incomeTaxRule != .none {
            header.append(
                Field(label: labels.payslipIncomeTaxRule, value: words.ruleName(slip.incomeTaxRule)))
        }
        return header
    }

    public var text: String {
        let money = { (amount: Money) in amount.formatted(self.language) }
        // The worker's and the workplace's names come from the data: one line each, escaped.
        let header = fields.map { ($0.label, TerminalText.line($0.value)) }

        var lines = [labels.payslipTitle, ""]
        let headerWidth = header.map { TextColumns.width($0.0) }.max() ?? 0
        lines += header.map { TextColumns.padRight($0.0, headerWidth) + "  " + $0.1 }
        lines.append("")

        var rows: [[String]] = [
            [labels.payslipPayColumn, labels.payslipCalculationColumn, labels.payslipAmountColumn]
        ]
        var expected: [String] = []
        let all = self.lines
        for (index, item) in all.enumerated() {
            switch item.line.kind {
            case .hours: continue  // in the header
            case .expected: expected = ["", item.label + "  " + expectedValue(item.line)]
            case .gross, .taxFree, .taxableGross:
                rows.append([item.label, item.calculation, money(item.amount)])
                // The deductions follow the gross and the taxable part worked out of it.
                if index + 1 < all.count, [.taxFree, .taxableGross].contains(all[index + 1].line.kind) { continue }
                rows.append(["", "", ""])
                rows.append([labels.payslipDeductionsHeading, "", ""])
            case let kind:
                rows.append([
                    item.label, item.calculation, kind.isPay && item.amount == .zero ? "-" : money(item.amount),
                ])
            }
        }
        lines += TextColumns.table(rows, rightAligned: [2])
        lines += expected
        if !slip.warnings.isEmpty { lines.append("") }
        lines += slip.warnings.map { ($0.isWarning ? "! " : "· ") + $0.text(language) }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: CSV

    /// `section,item,detail,amount`: amounts in won, times in minutes, one value a row.
    public var csv: String {
        var rows: [[String]] = [["section", "item", "detail", "amount"]]
        if let worker { rows.append(["payslip", labels.payslipWorker, "", Self.csvText(worker)]) }
        if let birthDate {
            rows.append(["payslip", language.insuranceWords.payslipBirthDate, "", birthDate.description])
        }
        rows.append(["payslip", labels.payslipWorkplace, "", Self.csvText(slip.workplaceName)])
        rows.append([
            "payslip", labels.payslipPeriod, "\(slip.period.start)..\(slip.period.end)",
            slip.period.description,
        ])
        rows.append(["payslip", labels.payslipPayday, slip.statusText(language), slip.payday.description])
        if let from = slip.paidInAdvanceFrom {
            rows.append([
                "payslip", labels.payslipPaidInAdvanceFrom, slip.paidInAdvanceText(language) ?? "",
                from.description,
            ])
        }
        for item in lines {
            let line = item.line
            switch line.kind {
            case .hours:
                let m = line.hours ?? Payslip.Minutes()
                rows.append(["work", labels.payslipDaysWorked, "", String(line.count ?? 0)])
                let names = labels.payslipMinuteNames
                for (name, minutes) in [
                    (names.paid, m.paid), (names.overtime, m.overtime), (names.night, m.night),
                    (names.holiday, m.holiday),
                ] {
                    rows.append(["work", name, time(minutes), String(minutes)])
                }
            case .expected: rows.append(["expected", item.label, expectedValue(line), String(line.amount.won)])
            case .net: rows.append(["net", item.label, "", String(line.amount.won)])
            case let kind:
                let section = kind.isPay || [.gross, .taxFree, .taxableGross].contains(kind) ? "pay" : "deduction"
                rows.append([section, item.label, item.calculation, String(line.amount.won)])
            }
        }
        rows += slip.warnings.map { ["note", $0.text(language), "", ""] }
        var csv = CSVRows()
        for row in rows { csv.append(row) }
        return csv.text
    }

    /// Text from the data (the worker's and the workplace's names) as a cell: neutralised as a
    /// formula (`SpreadsheetCell`) and escaped for the terminal (`TerminalText.line`).
    static func csvText(_ text: String) -> String {
        TerminalText.line(SpreadsheetCell.text(text))
    }

    // MARK: JSON

    /// One line as a JSON object: `{ "item", "label", "calculation", "amount" }`, then `extra`.
    private func item(_ item: Item, extra: String = "") -> String {
        let q = SummaryJSON.quoted
        return "{ \"item\": \(q(item.key)), \"label\": \(q(item.label)), \"calculation\": \(q(item.calculation)), "
            + "\"amount\": \(item.amount.won)\(extra) }"
    }

    /// The tax-free line with its parts (`"meals"`, `"premiums"`, in won); null for a workplace
    /// without non-taxable pay.
    private func taxFreeJSON(_ all: [Item]) -> String {
        guard let line = all.first(where: { $0.line.kind == .taxFree }) else { return "null" }
        guard case .taxFree(let meals, let premiums) = line.line.calculation else { return item(line) }
        return item(line, extra: ", \"meals\": \(meals.won), \"premiums\": \(premiums.won)")
    }

    /// One object; amounts in won, times in minutes, dates `YYYY-MM-DD`; labels and
    /// calculations in the payslip's language.
    public var json: String {
        let q = SummaryJSON.quoted
        func list(_ items: [Item]) -> String {
            items.map { "    " + item($0) }.joined(separator: ",\n")
        }
        let all = lines
        func won(_ kind: PayslipLine.Kind) -> Int { all.first { $0.line.kind == kind }?.amount.won ?? 0 }
        let hours = all.first { $0.line.kind == .hours }?.line
        let m = hours?.hours ?? Payslip.Minutes()
        let status: String =
            switch slip.status {
            case .paid: "paid"
            case .current: "current"
            case .upcoming: "upcoming"
            }
        return """
            { "worker": \(worker.map(q) ?? "null"), "birthDate": \(birthDate.map { q($0.description) } ?? "null"),
              "workplace": \(q(slip.workplaceName)),
              "period": { "name": "\(slip.period)", "start": "\(slip.period.start)", "end": "\(slip.period.end)" },
              "payday": "\(slip.payday)", "status": "\(status)", "paidInAdvanceFrom": \(slip.paidInAdvanceFrom.map { q($0.description) } ?? "null"),
              "daysWorked": \(hours?.count ?? 0),
              "minutes": { "total": \(m.paid), "overtime": \(m.overtime), "night": \(m.night), "holiday": \(m.holiday) },
              "pay": [
            \(list(all.filter { $0.line.kind.isPay })) ],
              "grossPay": \(won(.gross)),
              "taxFree": \(taxFreeJSON(all)),
              "taxableGross": \(all.first { $0.line.kind == .taxableGross }.map { item($0) } ?? "null"),
              "incomeTaxRule": \(q(slip.incomeTaxRule.rawValue)),
              "deductions": [\(deductions.isEmpty ? "" : "\n" + list(all.filter { $0.line.kind.isDeduction }) + " ")],
              "totalDeductions": \(won(.totalDeductions)),
              "netPay": \(won(.net)),
              "expected": \(slip.status == .paid ? "null" : slip.expected.map(SummaryJSON.expected) ?? "null"),
              "warnings": [\(slip.warnings.map { q($0.text(language)) }.joined(separator: ", "))] }

            """
    }
}

extension Payslip {
    /// Where the period stands: `paid on 2026-12-10`, `D-19, earned so far`, `not started yet`.
    public func statusText(_ language: PayrollLanguage) -> String { language.words.status(of: self) }

    /// For a period whose payday comes before its last day: which days are paid before they are worked.
    public func paidInAdvanceText(_ language: PayrollLanguage) -> String? {
        paidInAdvanceFrom.map { language.words.paidInAdvance(from: $0, through: period.end, payday: payday) }
    }
}
