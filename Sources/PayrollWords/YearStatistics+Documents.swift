import Payroll

extension YearStatistics {
    /// The tables of `payday stats`: for each workplace with pay in the year and then for all
    /// together, a row per month (hours, gross, net, effective hourly wage, whether paid), the
    /// year's total, and the effective wage beside the base wage. A month ended and waiting for
    /// its payday says so, never "so far".
    public func text(_ language: PayrollLanguage) -> String {
        let words = language.words
        let money = { (amount: Money) in amount == .zero ? "-" : amount.formatted(language) }
        let time = { (minutes: Int) in WorkTimeFormat.string(minutes: minutes, language) }
        // The report's bytes, its tables written in place (`TextColumns.appendTable`), made into
        // text once.
        var document: [UInt8] = []
        func line(_ text: String) {
            document.append(contentsOf: text.utf8)
            document.append(UInt8(ascii: "\n"))
        }
        line(words.statisticsTitle(year: year, today: today))
        let shown = workplaces.filter { $0.total.gross != .zero || $0.total.paidMinutes > 0 }
        let all = shown.count > 1 ? shown + [total] : shown
        if all.isEmpty {
            line("")
            line(words.noPay(year: year))
        }
        for series in all {
            line("")
            line(series.workplaceName.map(TerminalText.line) ?? words.allWorkplaces)
            // Months not paid whose plans add to them get their expected net, apart.
            let planned = series.months.contains { $0.expected != nil }
            var rows = [words.statisticsColumns + (planned ? [words.expectedNetColumn] : [])]
            for month in series.months {
                let figures = month.figures
                rows.append(
                    [
                        words.monthName(month.month), time(figures.paidMinutes), money(figures.gross),
                        money(figures.net), figures.effectiveHourlyWage.map(money) ?? "-",
                        month.hasEnded ? language.endedMonthWords.endedUnpaid : words.state(month.status),
                    ] + (planned ? [month.expected.map { money($0.net) } ?? ""] : []))
            }
            let figures = series.total
            rows.append([
                words.total, time(figures.paidMinutes), money(figures.gross), money(figures.net),
                figures.effectiveHourlyWage.map(money) ?? "-", "",
            ])
            TextColumns.appendTable(rows, rightAligned: [1, 2, 3, 4, 6], indent: "  ", to: &document)
            if let effective = figures.effectiveHourlyWage, let base = figures.baseHourlyWage {
                line(
                    words.effectiveWage(
                        money(effective), base: money(base), premiums: money(figures.premiums),
                        weeklyHolidayAllowance: money(figures.weeklyHolidayAllowance)))
            }
        }
        return String(decoding: document, as: UTF8.self)
    }

    /// One object: `workplaces` (each a series) and `total`; amounts in won, times in minutes.
    public var json: String {
        let q = SummaryJSON.quoted
        func figures(_ f: Figures) -> String {
            "\"minutes\": \(f.paidMinutes), \"base\": \(f.base.won), \"premiums\": \(f.premiums.won), "
                + "\"weeklyHolidayAllowance\": \(f.weeklyHolidayAllowance.won), \"gross\": \(f.gross.won), "
                + "\"net\": \(f.net.won), \"effectiveHourlyWage\": \(f.effectiveHourlyWage.map { "\($0.won)" } ?? "null")"
        }
        func status(_ status: PeriodStatus) -> String {
            switch status {
            case .paid: "paid"
            case .current: "current"
            case .upcoming: "upcoming"
            }
        }
        func series(_ s: Series) -> String {
            let months = s.months.map { month in
                let name = PayPeriod(year: year, month: month.month)
                let expected = month.expected.map { "{ \(figures($0)) }" } ?? "null"
                return "\n      { \"month\": \"\(name)\", \"status\": \"\(status(month.status))\", "
                    + "\(figures(month.figures)), \"expected\": \(expected) }"
            }
            let weeks = s.weeks.map { "{ \"monday\": \"\($0.monday)\", \"minutes\": \($0.paidMinutes) }" }
            return """
                { "workplace": \(s.workplaceName.map(q) ?? "null"),
                    "months": [\(months.joined(separator: ","))\n    ],
                    "weeks": [\(weeks.joined(separator: ", "))],
                    "total": { \(figures(s.total)) } }
                """
        }
        return """
            { "year": \(year), "today": "\(today)",
              "workplaces": [\(workplaces.map { "\n  " + series($0) }.joined(separator: ","))\(workplaces.isEmpty ? "" : "\n  ")],
              "total": \(series(total)) }

            """
    }
}
