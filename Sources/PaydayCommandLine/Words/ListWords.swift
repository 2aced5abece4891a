import Payroll
import PayrollWords

/// The words of the command line's lists (`payday clock status`, `shift list`, `workplace
/// list`), in English and Korean.
struct ListWords {
    let language: PayrollLanguage

    private var english: Bool { language == .english }

    private func hours(_ minutes: Int) -> String { WorkTimeFormat.string(minutes: minutes, language) }

    // MARK: clock status

    var notClockedIn: String { english ? "Not clocked in." : "출근 중이 아닙니다." }

    /// `GS25: working since 2026-11-20 22:00 · 35h so far`.
    func workingSince(_ name: String, _ open: OpenShift, minutes: Int) -> String {
        let so = minutes == 0 ? (english ? "0m" : "0분") : hours(minutes)
        return english
            ? "\(name): working since \(open.label) · \(so) so far" : "\(name): \(open.label)부터 근무 중 · 지금까지 \(so)"
    }

    var overdue: String {
        english
            ? "  ! open for more than 24 hours: forgot to clock out? payday clock out --date YYYY-MM-DD --at HH:mm"
            : "  ! 24시간 넘게 출근 중입니다: 퇴근을 잊었나요? payday clock out --date YYYY-MM-DD --at HH:mm"
    }

    // MARK: shift list

    /// `CU  2026-11-01..2026-11-30  2 shifts, 10h`.
    func period(_ name: String, _ range: ClosedRange<LocalDate>, shifts: Int, paidMinutes: Int) -> String {
        let count = english ? "\(shifts) \(shifts == 1 ? "shift" : "shifts")" : "근무 \(shifts)개"
        return "\(name)  \(range.lowerBound)..\(range.upperBound)  \(count), \(hours(paidMinutes))"
    }

    /// `  2026-11-02 22:00-05:00  break 60 min  6h  memo`.
    func shift(_ shift: Shift) -> String {
        let pause = english ? "break \(shift.breakMinutes) min" : "휴게 \(shift.breakMinutes)분"
        return "  \(shift.date) \(shift.startTime)-\(shift.endTime)" + (shift.breakMinutes > 0 ? "  \(pause)" : "")
            + "  \(hours(shift.paidMinutes))" + (shift.memo.map { "  \(TerminalText.line($0))" } ?? "")
    }

    /// `  2026-11-21 09:00-      open`.
    func open(_ open: OpenShift) -> String {
        "  \(open.date) \(open.startTime)-      \(english ? "open" : "근무 중")"
            + (open.memo.map { "  \(TerminalText.line($0))" } ?? "")
    }

    var noWorkplaces: String { english ? "No workplaces yet." : "아직 일터가 없습니다." }

    // MARK: workplace list

    func noWorkplaces(in path: String) -> String {
        english ? "No workplaces yet in \(path)." : "\(path)에 아직 일터가 없습니다."
    }

    /// `CU: ₩10,320 an hour, ..., 2 shifts, clocked in`.
    func workplace(_ place: Workplace) -> String {
        let count = place.shifts.count
        let shifts = english ? "\(count) \(count == 1 ? "shift" : "shifts")" : "근무 \(count)개"
        let open = place.openShift == nil ? "" : (english ? ", clocked in" : ", 출근 중")
        return "\(TerminalText.line(place.name)): \(terms(place)), \(shifts)\(open)"
    }

    /// `₩10,320 an hour, payday 10 (next month, before a holiday), 7 employees, ...`.
    func terms(_ place: Workplace) -> String {
        var parts: [String] = []
        let wages = place.wages.entries
        if wages.count == 1 {
            let wage = Money(won: wages[0].hourly).formatted(language)
            parts.append(english ? "\(wage) an hour" : "시급 \(wage)")
        } else {
            let listed = wages.map { entry in
                let wage = Money(won: entry.hourly).formatted(language)
                let from = entry.from.flatMap { $0 == Limits.dates.lowerBound ? nil : "\($0)" }
                return english ? "\(from ?? "the start") \(wage)" : "\(from.map { $0 + "부터" } ?? "처음부터") \(wage)"
            }
            parts.append((english ? "wages from " : "시급 ") + listed.joined(separator: ", "))
        }
        parts.append(payday(place.payday))
        if place.periodStartDay != 1 {
            parts.append(english ? "periods from the \(place.periodStartDay)th" : "정산 기간 \(place.periodStartDay)일부터")
        }
        parts.append(
            english ? (place.employees == 1 ? "1 employee" : "\(place.employees) employees") : "직원 \(place.employees)명")
        if let hours = place.contractWeeklyHours {
            parts.append(english ? "contract \(hours) h a week" : "주 \(hours)시간 계약")
        }
        if !place.weeklyHolidayAllowance { parts.append(english ? "no weekly holiday allowance" : "주휴수당 없음") }
        if let day = place.weeklyHoliday {
            parts.append(english ? "day off \(day.rawValue)" : "주휴일 \(day.koreanName)요일")
        }
        let tax = place.deductions.incomeTax, insurance = place.deductions.insurance
        parts.append(
            english
                ? "income tax \(tax.rawValue), insurance \(insurance.rawValue)"
                : "소득세 \(tax == .none ? "없음" : tax.rawValue), 4대보험 \(insurance == .none ? "없음" : "가입")")
        if let probation = place.probation {
            parts.append(
                english
                    ? "probation until \(probation.until) (\(probation.contractYears)-year contract"
                        + (probation.simpleLabour ? ", simple labour)" : ")")
                    : "수습 \(probation.until)까지 (계약 \(probation.contractYears)년"
                        + (probation.simpleLabour ? ", 단순노무)" : ")"))
        }
        let jobTerms = language.jobTermsWords
        if let employment = jobTerms.employment(start: place.startDate, end: place.endDate) {
            parts.append(employment)
        }
        if place.sickLeave != .excused { parts.append(jobTerms.sickLeave(place.sickLeave)) }
        return parts.joined(separator: ", ")
    }

    private func payday(_ rule: PaydayRule) -> String {
        if rule.cadence != .monthly {
            let holiday = english ? "\(rule.ifHoliday.rawValue) a holiday" : rule.ifHoliday.koreanListWords
            return language.cadenceWords.cadence(rule) + " (\(holiday))"
        }
        if english {
            return "payday \(rule.day) (\(rule.month.rawValue) month, \(rule.ifHoliday.rawValue) a holiday)"
        }
        let month = rule.month == .next ? "다음 달" : "같은 달"
        return "급여일 \(month) \(rule.day)일 (\(rule.ifHoliday.koreanListWords))"
    }
}

extension PaydayRule.IfHoliday {
    fileprivate var koreanListWords: String {
        switch self {
        case .before: "휴일이면 전 영업일"
        case .after: "휴일이면 다음 영업일"
        case .keep: "휴일에도 그날"
        }
    }
}
