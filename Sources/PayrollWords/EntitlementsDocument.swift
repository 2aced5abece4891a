import Payroll

/// What a job owes beyond the month's pay, as `payday entitlements` prints it: severance (if the
/// worker left today, or as owed on the last day) and annual leave, each with its formula
/// written out, or a note that says why none is owed.
public struct EntitlementsDocument: Sendable {
    public var workplaceName: String
    /// Owed on the last day: as the job ended, if it ended today, or, for an `endDate` still
    /// ahead, as forecast from the plans (`isForecast`).
    public var severance: Severance?
    /// Beside a forecast: the severance if the worker left today.
    public var severanceToday: Severance?
    public var leave: AnnualLeave?
    /// For an `endDate` still ahead: the leave as forecast for that day, its payout the unused
    /// leave owed then.
    public var leaveAtEnd: AnnualLeave?
    public var language: PayrollLanguage
    /// What is owed and not paid, with its deadlines and interest (nil when the law's figures
    /// cannot be read, or there is nothing to say).
    public var claim: ClaimDocument?

    /// `law`: the claim's figures (the shipped ones unless given).
    public init(
        workplace: Workplace, basis: PayBasis, language: PayrollLanguage, law: ClaimLaw? = try? ClaimLaw.bundled()
    ) {
        // What is owed when the job ends: with an end date (ahead or passed); `payday
        // differences` and the evidence folder cover a job that goes on.
        if let law, workplace.endDate != nil {
            let document = ClaimDocument(claim: Claim(workplace: workplace, basis: basis, law: law), language: language)
            claim = document.isEmpty ? nil : document
        }
        workplaceName = workplace.name
        severance = basis.severance(of: workplace)
        if severance?.isForecast == true { severanceToday = basis.severanceIfLeftToday(of: workplace) }
        leave = basis.annualLeave(of: workplace)
        leaveAtEnd = basis.annualLeaveAtEnd(of: workplace)
        self.language = language
    }

    private var words: any PayrollWording { language.words }
    private func money(_ amount: Money) -> String { amount.formatted(language) }
    /// `4h 30m`, and `0h` (not `-`) for none: a balance of nothing is still a figure.
    private func time(_ minutes: Int) -> String {
        minutes == 0 ? words.noHours : WorkTimeFormat.string(minutes: minutes, language)
    }

    /// The first dates and how many more: a year of missed days stays one line.
    private func dates(_ list: [LocalDate]) -> String {
        let shown = list.prefix(3).map(\.description).joined(separator: ", ")
        return list.count > 3 ? shown + words.moreDates(list.count - 3) : shown
    }

    /// `3.5 days` / `3.5일`: minutes in days of `dayMinutes`, to a tenth.
    func days(_ minutes: Int, dayMinutes: Int) -> String {
        guard dayMinutes > 0 else { return "-" }
        let tenths = minutes * 10 / dayMinutes
        let text = tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(abs(tenths % 10))"
        return words.leaveDays(text, one: tenths == 10)
    }

    public var severanceLines: [String] {
        guard let s = severance else { return [words.noSeverance] }
        guard let today = severanceToday, s.isForecast else { return lines(of: s) }
        return lines(of: today) + lines(of: s)
    }

    /// One severance figure: its title, service, the spans left out and the amount's working.
    private func lines(of s: Severance) -> [String] {
        var lines = [
            s.isForecast
                ? words.severanceForecastTitle(end: s.end, plannedShifts: s.plannedShifts)
                : words.severanceTitle(end: s.end, ifLeftToday: s.isIfLeftToday)
        ]
        lines.append(words.service(from: s.start, to: s.end, days: s.serviceDays))
        for span in s.excludedSpans {
            lines.append(words.notCounted(span, weekly: time(span.weeklyMinutes)))
        }
        lines.append(words.countedService(days: s.countedDays))
        guard s.isEligible else {
            lines.append(words.severanceNotOwed(yearDays: s.daysInAYear, daysToGo: s.daysInAYear - s.countedDays))
            return lines
        }
        let window = "\(s.window.lowerBound) – \(s.window.upperBound)"
        lines.append(
            words.averageDailyWage(
                pay: money(s.windowPay), window: window, days: s.windowDays, average: money(s.averageDailyWage)))
        lines.append(
            words.ordinaryDailyWage(
                hourly: money(Money(won: s.ordinaryHourlyWage)), day: time(s.ordinaryDayMinutes),
                daily: money(s.ordinaryDailyWage)))
        let daily = LawCaseFigures.hundredths(s.dailyWageHundredths)
        if s.usesOrdinaryWage { lines.append(words.ordinaryWageUsed) }
        lines.append(words.severanceAmount(daily: daily, days: s.countedDays, amount: money(s.amount)))
        return lines
    }

    public var leaveLines: [String] {
        guard let l = leave else { return [words.noLeave] }
        var lines = [words.leaveTitle(asOf: l.asOf)]
        switch l.notAccruing {
        case .underFiveEmployees(let employees)?:
            lines.append(words.noLeaveUnderFive(employees: employees))
            return lines
        case .underFifteenHours(let weekly)?:
            lines.append(words.noLeaveUnderFifteenHours(weekly: time(weekly)))
            return lines
        case nil: break
        }
        lines.append(words.leaveDay(time(l.dayMinutes)))
        for grant in l.grants {
            switch grant.reason {
            case .fullMonth(let month, let from, let through):
                lines.append(words.monthGrant(grant, month: month, from: from, through: through))
            case .year(let year, let attended, let scheduled):
                let share = scheduled == 0 ? "" : " (\(attended)/\(scheduled) = \(attended * 100 / scheduled)%)"
                lines.append(words.yearGrant(grant, year: year, share: share))
            }
        }
        for miss in l.misses {
            if let attended = miss.attended, let scheduled = miss.scheduled {
                lines.append(words.yearMissed(miss, attended: attended, scheduled: scheduled))
            } else {
                lines.append(words.monthMissed(miss, missed: dates(miss.missed)))
            }
        }
        for day in l.taken {
            lines.append(words.leaveTaken(time(day.minutes), on: day.date))
        }
        lines.append(
            words.leaveBalance(
                granted: days(l.grantedMinutes, dayMinutes: l.dayMinutes), taken: time(l.takenMinutes),
                balance: time(l.owedBalanceMinutes), balanceDays: days(l.owedBalanceMinutes, dayMinutes: l.dayMinutes)))
        if l.beyondBalanceMinutes > 0 {
            lines.append(
                "  ! "
                    + language.sickDayWords.takenBeyondBalance(
                        time(l.beyondBalanceMinutes), days: days(l.beyondBalanceMinutes, dayMinutes: l.dayMinutes)))
        }
        if let payout = l.payout {
            lines.append(
                words.leavePayout(
                    time(max(0, l.balanceMinutes)), hourly: money(Money(won: l.hourlyWage)), amount: money(payout)))
        }
        if let end = leaveAtEnd, end.notAccruing == nil, let payout = end.payout {
            lines.append(
                words.leavePayoutForecast(
                    end: end.asOf, balance: time(end.owedBalanceMinutes),
                    days: days(end.owedBalanceMinutes, dayMinutes: end.dayMinutes),
                    hourly: money(Money(won: end.hourlyWage)), amount: money(payout)))
        }
        return lines
    }

    /// The claim's lines: what is owed and not paid, when it was due, the interest.
    public var claimLines: [String] { claim?.lines ?? [] }

    public var text: String {
        ([TerminalText.line(workplaceName)] + severanceLines + leaveLines + claimLines).joined(separator: "\n") + "\n"
    }

    public var json: String {
        let q = SummaryJSON.quoted
        var fields = ["\"workplace\": \(q(workplaceName))"]
        func severanceJSON(_ s: Severance) -> String {
            let spans = s.excludedSpans.map {
                "{ \"from\": \"\($0.from)\", \"through\": \"\($0.through)\", \"weeklyMinutes\": \($0.weeklyMinutes) }"
            }
            return """
                { "start": "\(s.start)", "end": "\(s.end)", "ifLeftToday": \(s.isIfLeftToday), \
                "forecast": \(s.isForecast), "plannedShifts": \(s.plannedShifts), \
                "serviceDays": \(s.serviceDays), "excluded": [\(spans.joined(separator: ", "))], \
                "countedDays": \(s.countedDays), "eligible": \(s.isEligible), \
                "window": { "start": "\(s.window.lowerBound)", "end": "\(s.window.upperBound)", "days": \(s.windowDays), \
                "pay": \(s.windowPay.won) }, "averageDailyWage": \(s.averageDailyWage.won), \
                "ordinaryDailyWage": \(s.ordinaryDailyWage.won), "usesOrdinaryWage": \(s.usesOrdinaryWage), \
                "amount": \(s.amount.won) }
                """
        }
        fields.append("\"severance\": \(severance.map(severanceJSON) ?? "null")")
        fields.append("\"severanceIfLeftToday\": \(severanceToday.map(severanceJSON) ?? "null")")
        if let l = leave {
            let reason: String =
                switch l.notAccruing {
                case .underFiveEmployees?: "\"underFiveEmployees\""
                case .underFifteenHours?: "\"underFifteenHours\""
                case nil: "null"
                }
            let grants = l.grants.map { "{ \"date\": \"\($0.date)\", \"days\": \($0.days) }" }
            let taken = l.taken.map { "{ \"date\": \"\($0.date)\", \"minutes\": \($0.minutes) }" }
            fields.append(
                """
                "annualLeave": { "notAccruing": \(reason), "dayMinutes": \(l.dayMinutes), \
                "grants": [\(grants.joined(separator: ", "))], "grantedDays": \(l.grantedDays), \
                "taken": [\(taken.joined(separator: ", "))], "balanceMinutes": \(l.owedBalanceMinutes), "beyondBalanceMinutes": \(l.beyondBalanceMinutes), \
                "payout": \(l.payout.map { "\($0.won)" } ?? "null") }
                """)
        } else {
            fields.append("\"annualLeave\": null")
        }
        if let end = leaveAtEnd {
            fields.append(
                """
                "annualLeaveAtEnd": { "date": "\(end.asOf)", "forecast": true, "grantedDays": \(end.grantedDays), \
                "balanceMinutes": \(end.owedBalanceMinutes), "payout": \(end.payout.map { "\($0.won)" } ?? "null") }
                """)
        } else {
            fields.append("\"annualLeaveAtEnd\": null")
        }
        fields.append("\"claim\": \(claim?.json ?? "null")")
        return "{ " + fields.joined(separator: ",\n  ") + " }"
    }
}
