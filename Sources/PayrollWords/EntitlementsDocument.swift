import Payroll

/// What a job owes beyond the month's pay, as `payday entitlements` prints it: severance (if the
/// worker left today, or as owed on the last day) and annual leave, each with its formula
/// written out, or a note that says why none is owed.
public struct EntitlementsDocument: Sendable {
    public var workplaceName: String
    public var severance: Severance?
    public var leave: AnnualLeave?
    public var language: PayrollLanguage

    public init(
        workplace: Workplace, today: LocalDate, now: LocalMoment, holidays: HolidayCalendar, rates: RateTable,
        language: PayrollLanguage
    ) {
        workplaceName = workplace.name
        severance = workplace.severance(today: today, now: now, holidays: holidays, rates: rates)
        leave = workplace.annualLeave(today: today, now: now, holidays: holidays)
        self.language = language
    }

    private var english: Bool { language == .english }
    private func money(_ amount: Money) -> String { amount.formatted(language) }
    /// `4h 30m`, and `0h` (not `-`) for none: a balance of nothing is still a figure.
    private func time(_ minutes: Int) -> String {
        minutes == 0 ? (english ? "0h" : "0시간") : WorkTimeFormat.string(minutes: minutes, language)
    }

    /// The first dates and how many more: a year of missed days stays one line.
    private func dates(_ list: [LocalDate]) -> String {
        let shown = list.prefix(3).map(\.description).joined(separator: ", ")
        guard list.count > 3 else { return shown }
        return english ? "\(shown) and \(list.count - 3) more" : "\(shown) 외 \(list.count - 3)일"
    }

    /// `3.5 days` / `3.5일`: minutes in days of `dayMinutes`, to a tenth.
    func days(_ minutes: Int, dayMinutes: Int) -> String {
        guard dayMinutes > 0 else { return "-" }
        let tenths = minutes * 10 / dayMinutes
        let text = tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(abs(tenths % 10))"
        return english ? "\(text) day\(tenths == 10 ? "" : "s")" : "\(text)일"
    }

    public var severanceLines: [String] {
        guard let s = severance else {
            return [english ? "Severance: no shift yet, so no service to count." : "퇴직금: 아직 근무 기록이 없습니다."]
        }
        var lines: [String] = []
        lines.append(
            s.isIfLeftToday
                ? (english ? "Severance if you left today (\(s.end))" : "오늘(\(s.end)) 그만둔다면 퇴직금")
                : (english ? "Severance for the job that ended \(s.end)" : "\(s.end)에 끝난 일자리의 퇴직금"))
        lines.append(
            english
                ? "  Service: \(s.start) – \(s.end), \(s.serviceDays) days"
                : "  근속: \(s.start) – \(s.end), \(s.serviceDays)일")
        for span in s.excludedSpans {
            lines.append(
                english
                    ? "  Not counted: \(span.from) – \(span.through) (\(span.days) days), \(time(span.weeklyMinutes)) a week on average, under 15 hours"
                    : "  제외: \(span.from) – \(span.through) (\(span.days)일), 주 평균 \(time(span.weeklyMinutes)), 15시간 미만")
        }
        lines.append(english ? "  Counted service: \(s.countedDays) days" : "  계속근로기간: \(s.countedDays)일")
        guard s.isEligible else {
            lines.append(
                english
                    ? "  Not owed: severance needs a year (365 counted days); \(365 - s.countedDays) more to go."
                    : "  대상 아님: 계속근로 1년(365일) 이상이어야 합니다; \(365 - s.countedDays)일 남았습니다.")
            return lines
        }
        let window = "\(s.window.lowerBound) – \(s.window.upperBound)"
        lines.append(
            english
                ? "  Average daily wage: \(money(s.windowPay)) paid for \(window) / \(s.windowDays) days = \(money(s.averageDailyWage))"
                : "  평균임금: \(window) 임금 \(money(s.windowPay)) / \(s.windowDays)일 = \(money(s.averageDailyWage))")
        lines.append(
            english
                ? "  Ordinary daily wage: \(money(Money(won: s.ordinaryHourlyWage))) × \(time(s.ordinaryDayMinutes)) = \(money(s.ordinaryDailyWage))"
                : "  통상임금(1일): \(money(Money(won: s.ordinaryHourlyWage))) × \(time(s.ordinaryDayMinutes)) = \(money(s.ordinaryDailyWage))"
        )
        let daily = s.usesOrdinaryWage ? s.ordinaryDailyWage : s.averageDailyWage
        if s.usesOrdinaryWage {
            lines.append(
                english
                    ? "  The average is below the ordinary daily wage, so the ordinary one is used."
                    : "  평균임금이 통상임금보다 적어 통상임금을 씁니다.")
        }
        lines.append(
            english
                ? "  Amount: \(money(daily)) × 30 × \(s.countedDays) / 365 = \(money(s.amount))"
                : "  금액: \(money(daily)) × 30 × \(s.countedDays) / 365 = \(money(s.amount))")
        return lines
    }

    public var leaveLines: [String] {
        guard let l = leave else {
            return [english ? "Annual leave: no shift yet, so none has accrued." : "연차: 아직 근무 기록이 없습니다."]
        }
        var lines = [english ? "Annual leave (as of \(l.asOf))" : "연차 유급휴가 (\(l.asOf) 기준)"]
        switch l.notAccruing {
        case .underFiveEmployees(let employees)?:
            lines.append(
                english
                    ? "  None accrues: the workplace has \(employees) employees; annual leave is the law's at 5 or more."
                    : "  발생하지 않음: 상시 근로자 \(employees)명; 연차는 5인 이상 사업장에 적용됩니다.")
            return lines
        case .underFifteenHours(let weekly)?:
            lines.append(
                english
                    ? "  None accrues: \(time(weekly)) a week contracted, under 15 hours."
                    : "  발생하지 않음: 주 소정근로 \(time(weekly)), 15시간 미만입니다.")
            return lines
        case nil: break
        }
        lines.append(
            english
                ? "  A day of leave: \(time(l.dayMinutes)) (contracted hours a week / 40 × 8 h)"
                : "  연차 1일: \(time(l.dayMinutes)) (주 소정근로시간 / 40 × 8시간)")
        for grant in l.grants {
            switch grant.reason {
            case .fullMonth(let month, let from, let through):
                lines.append(
                    english
                        ? "  + \(grant.days) on \(grant.date): month \(month) (\(from) – \(through)) attended in full"
                        : "  + \(grant.days)일 (\(grant.date)): \(month)개월째 (\(from) – \(through)) 개근")
            case .year(let year, let attended, let scheduled):
                let share = scheduled == 0 ? "" : " (\(attended)/\(scheduled) = \(attended * 100 / scheduled)%)"
                lines.append(
                    english
                        ? "  + \(grant.days) on \(grant.date): year \(year) ended with 80% attendance or more\(share)"
                        : "  + \(grant.days)일 (\(grant.date)): \(year)년차 출근율 80% 이상\(share)")
            }
        }
        for miss in l.misses {
            if let attended = miss.attended, let scheduled = miss.scheduled {
                lines.append(
                    english
                        ? "  No yearly days for \(miss.from) – \(miss.through): attendance \(attended)/\(scheduled), under 80%"
                        : "  \(miss.from) – \(miss.through): 출근율 \(attended)/\(scheduled), 80% 미만이라 15일 없음")
            } else {
                let missed = dates(miss.missed)
                lines.append(
                    english
                        ? "  No day for \(miss.from) – \(miss.through): missed \(missed)"
                        : "  \(miss.from) – \(miss.through): 결근(\(missed))으로 발생하지 않음")
            }
        }
        for day in l.taken {
            lines.append(
                english ? "  − \(time(day.minutes)) taken on \(day.date)" : "  − \(time(day.minutes)) 사용 (\(day.date))")
        }
        lines.append(
            english
                ? "  Balance: \(days(l.grantedMinutes, dayMinutes: l.dayMinutes)) granted − \(time(l.takenMinutes)) taken = \(time(l.owedBalanceMinutes)) (\(days(l.owedBalanceMinutes, dayMinutes: l.dayMinutes)))"
                : "  잔여: 발생 \(days(l.grantedMinutes, dayMinutes: l.dayMinutes)) − 사용 \(time(l.takenMinutes)) = \(time(l.owedBalanceMinutes)) (\(days(l.owedBalanceMinutes, dayMinutes: l.dayMinutes)))"
        )
        if l.beyondBalanceMinutes > 0 {
            lines.append(
                "  ! "
                    + SickDayWords.of(language).takenBeyondBalance(
                        time(l.beyondBalanceMinutes), days: days(l.beyondBalanceMinutes, dayMinutes: l.dayMinutes)))
        }
        if let payout = l.payout {
            lines.append(
                english
                    ? "  Paid out at the end (unused leave): \(time(max(0, l.balanceMinutes))) × \(money(Money(won: l.hourlyWage))) = \(money(payout))"
                    : "  미사용 연차수당: \(time(max(0, l.balanceMinutes))) × \(money(Money(won: l.hourlyWage))) = \(money(payout))"
            )
        }
        return lines
    }

    public var text: String {
        ([TerminalText.line(workplaceName)] + severanceLines + leaveLines).joined(separator: "\n") + "\n"
    }

    public var json: String {
        let q = SummaryJSON.quoted
        var fields = ["\"workplace\": \(q(workplaceName))"]
        if let s = severance {
            let spans = s.excludedSpans.map {
                "{ \"from\": \"\($0.from)\", \"through\": \"\($0.through)\", \"weeklyMinutes\": \($0.weeklyMinutes) }"
            }
            fields.append(
                """
                "severance": { "start": "\(s.start)", "end": "\(s.end)", "ifLeftToday": \(s.isIfLeftToday), \
                "serviceDays": \(s.serviceDays), "excluded": [\(spans.joined(separator: ", "))], \
                "countedDays": \(s.countedDays), "eligible": \(s.isEligible), \
                "window": { "start": "\(s.window.lowerBound)", "end": "\(s.window.upperBound)", "days": \(s.windowDays), \
                "pay": \(s.windowPay.won) }, "averageDailyWage": \(s.averageDailyWage.won), \
                "ordinaryDailyWage": \(s.ordinaryDailyWage.won), "usesOrdinaryWage": \(s.usesOrdinaryWage), \
                "amount": \(s.amount.won) }
                """)
        } else {
            fields.append("\"severance\": null")
        }
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
        return "{ " + fields.joined(separator: ",\n  ") + " }"
    }
}
