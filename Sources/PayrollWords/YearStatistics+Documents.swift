import Payroll

extension YearStatistics {
    /// A month's name in a table: `Jan` / `1월`.
    static func monthName(_ month: Int, _ language: PayrollLanguage) -> String {
        guard language == .english else { return "\(month)월" }
        let names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        return names[(month - 1) % 12]
    }

    /// The tables of `payday stats`: for each workplace with pay in the year and then for all
    /// together, a row per month (hours, gross, net, effective hourly wage, whether paid), the
    /// year's total, and the effective wage beside the base wage.
    public func text(_ language: PayrollLanguage) -> String {
        let english = language == .english
        let money = { (amount: Money) in amount == .zero ? "-" : amount.formatted(language) }
        let time = { (minutes: Int) in WorkTimeFormat.string(minutes: minutes, language) }
        var lines = [
            english ? "Pay in \(year) at a glance (as of \(today))" : "\(year)년 한눈에 보기 (\(today) 기준)"
        ]
        let shown = workplaces.filter { $0.total.gross != .zero || $0.total.paidMinutes > 0 }
        let all = shown.count > 1 ? shown + [total] : shown
        if all.isEmpty {
            lines += ["", english ? "No pay in \(year)." : "\(year)년에는 급여가 없습니다."]
        }
        for series in all {
            lines.append("")
            lines.append(series.workplaceName.map(TerminalText.line) ?? (english ? "All workplaces" : "전체 일터"))
            // Months not paid whose plans add to them get their expected net, apart.
            let planned = series.months.contains { $0.expected != nil }
            var rows: [[String]] = [
                (english
                    ? ["Month", "Hours", "Gross", "Net", "Per hour", ""]
                    : ["월", "시간", "지급액", "실지급액", "시간당", ""]) + (planned ? [english ? "Expected net" : "예상 실지급액"] : [])
            ]
            for month in series.months {
                let figures = month.figures
                let state: String =
                    switch month.status {
                    case .paid: ""
                    case .current: english ? "so far" : "진행 중"
                    case .upcoming: english ? "to come" : "예정"
                    }
                rows.append(
                    [
                        Self.monthName(month.month, language), time(figures.paidMinutes), money(figures.gross),
                        money(figures.net), figures.effectiveHourlyWage.map(money) ?? "-", state,
                    ] + (planned ? [month.expected.map { money($0.net) } ?? ""] : []))
            }
            let figures = series.total
            rows.append([
                english ? "Total" : "합계", time(figures.paidMinutes), money(figures.gross), money(figures.net),
                figures.effectiveHourlyWage.map(money) ?? "-", "",
            ])
            lines += TextColumns.table(rows, rightAligned: [1, 2, 3, 4, 6], indent: "  ")
            if let effective = figures.effectiveHourlyWage, let base = figures.baseHourlyWage {
                lines.append(
                    english
                        ? "  Effective hourly wage \(money(effective)) against a base wage of \(money(base)): "
                            + "premiums \(money(figures.premiums)), weekly holiday allowance "
                            + "\(money(figures.weeklyHolidayAllowance))"
                        : "  실질 시급 \(money(effective)) (기본 시급 \(money(base))): 가산수당 \(money(figures.premiums)), "
                            + "주휴수당 \(money(figures.weeklyHolidayAllowance))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
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
