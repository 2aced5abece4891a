import Payroll
import PayrollWords

/// The words of the command line's lists (`payday clock status`, `shift list`, `workplace
/// list`), as one language speaks them: `ListWords.English` and `ListWords.Korean` conform, so a
/// sentence missing in one language does not compile. `String` arguments come formatted.
protocol ListWording: Sendable {
    var notClockedIn: String { get }
    /// `GS25: working since 2026-11-20 22:00 · 35h so far`; `time` is formatted.
    func workingSince(_ name: String, _ open: OpenShift, time: String) -> String
    var noTime: String { get }
    var overdue: String { get }
    /// `2 shifts` / `근무 2개`.
    func shifts(_ count: Int) -> String
    /// `break 60 min` / `휴게 60분`.
    func pause(minutes: Int) -> String
    var openWord: String { get }
    var clockedIn: String { get }
    var noWorkplaces: String { get }
    func noWorkplaces(in path: String) -> String
    /// `₩10,320 an hour` / `시급 ₩10,320`.
    func hourly(_ wage: String) -> String
    /// One wage of several: `2026-01-01 ₩10,320`; `from` is nil for the first.
    func wage(_ wage: String, from: LocalDate?) -> String
    /// `wages from ` / `시급 `, before the listed wages.
    var wagesLead: String { get }
    func periodsFrom(day: Int) -> String
    func employees(_ count: Int) -> String
    func contract(_ hours: ContractHours) -> String
    var noWeeklyHolidayAllowance: String { get }
    func dayOff(_ day: Weekday) -> String
    func deductions(tax: DeductionRules.IncomeTax, insurance: DeductionRules.Insurance) -> String
    func probation(_ probation: Probation) -> String
    func ifHoliday(_ rule: PaydayRule.IfHoliday) -> String
    /// A monthly payday: `payday 10 (next month, before a holiday)`.
    func monthlyPayday(_ rule: PaydayRule) -> String
}

/// The command line's lists, composed once from the language's words.
struct ListWords {
    let language: PayrollLanguage
    private let words: any ListWording

    init(language: PayrollLanguage) {
        self.language = language
        words = language == .english ? English() : Korean()
    }

    private func hours(_ minutes: Int) -> String { WorkTimeFormat.string(minutes: minutes, language) }

    // MARK: clock status

    var notClockedIn: String { words.notClockedIn }

    /// `GS25: working since 2026-11-20 22:00 · 35h so far`.
    func workingSince(_ name: String, _ open: OpenShift, minutes: Int) -> String {
        words.workingSince(name, open, time: minutes == 0 ? words.noTime : hours(minutes))
    }

    var overdue: String { words.overdue }

    // MARK: shift list

    /// `CU  2026-11-01 – 2026-11-30  2 shifts, 10h`.
    func period(_ name: String, _ range: ClosedRange<LocalDate>, shifts: Int, paidMinutes: Int) -> String {
        "\(name)  \(range.lowerBound) – \(range.upperBound)  \(words.shifts(shifts)), \(hours(paidMinutes))"
    }

    /// `  2026-11-02 22:00-05:00  break 60 min  6h  memo`.
    func shift(_ shift: Shift) -> String {
        "  \(shift.date) \(shift.startTime)-\(shift.endTime)"
            + (shift.breakMinutes > 0 ? "  \(words.pause(minutes: shift.breakMinutes))" : "")
            + "  \(hours(shift.paidMinutes))" + (shift.memo.map { "  \(TerminalText.line($0))" } ?? "")
    }

    /// `  2026-11-21 09:00-      open`.
    func open(_ open: OpenShift) -> String {
        "  \(open.date) \(open.startTime)-      \(words.openWord)"
            + (open.memo.map { "  \(TerminalText.line($0))" } ?? "")
    }

    var noWorkplaces: String { words.noWorkplaces }

    // MARK: workplace list

    func noWorkplaces(in path: String) -> String { words.noWorkplaces(in: path) }

    /// `CU: ₩10,320 an hour, ..., 2 shifts, clocked in`.
    func workplace(_ place: Workplace) -> String {
        "\(TerminalText.line(place.name)): \(terms(place)), \(words.shifts(place.shifts.count))"
            + (place.openShift == nil ? "" : words.clockedIn)
    }

    /// `₩10,320 an hour, payday 10 (next month, before a holiday), 7 employees, ...`.
    func terms(_ place: Workplace) -> String {
        var parts: [String] = []
        let wages = place.wages.entries
        if wages.count == 1 {
            parts.append(words.hourly(Money(won: wages[0].hourly).formatted(language)))
        } else {
            let listed = wages.map { entry in
                words.wage(
                    Money(won: entry.hourly).formatted(language),
                    from: entry.from.flatMap { $0 == Limits.dates.lowerBound ? nil : $0 })
            }
            parts.append(words.wagesLead + listed.joined(separator: ", "))
        }
        let rule = place.payday
        parts.append(
            rule.cadence == .monthly
                ? words.monthlyPayday(rule)
                : language.cadenceWords.cadence(rule) + " (\(words.ifHoliday(rule.ifHoliday)))")
        if place.periodStartDay != 1 { parts.append(words.periodsFrom(day: place.periodStartDay)) }
        parts.append(words.employees(place.employees))
        if let hours = place.contractWeeklyHours { parts.append(words.contract(hours)) }
        if !place.weeklyHolidayAllowance { parts.append(words.noWeeklyHolidayAllowance) }
        if let day = place.weeklyHoliday { parts.append(words.dayOff(day)) }
        parts.append(words.deductions(tax: place.deductions.incomeTax, insurance: place.deductions.insurance))
        if let probation = place.probation { parts.append(words.probation(probation)) }
        let jobTerms = language.jobTermsWords
        if let employment = jobTerms.employment(start: place.startDate, end: place.endDate) {
            parts.append(employment)
        }
        if place.sickLeave != .excused { parts.append(jobTerms.sickLeave(place.sickLeave)) }
        return parts.joined(separator: ", ")
    }
}

extension ListWords {
    struct English: ListWording {
        var notClockedIn: String { "Not clocked in." }
        func workingSince(_ name: String, _ open: OpenShift, time: String) -> String {
            "\(name): working since \(open.label) · \(time) so far"
        }
        var noTime: String { "0m" }
        var overdue: String {
            "  ! open for more than 24 hours: forgot to clock out? payday clock out --date YYYY-MM-DD --at HH:mm"
        }
        func shifts(_ count: Int) -> String { count == 1 ? "1 shift" : "\(count) shifts" }
        func pause(minutes: Int) -> String { "break \(minutes) min" }
        var openWord: String { "open" }
        var clockedIn: String { ", clocked in" }
        var noWorkplaces: String { "No workplaces yet." }
        func noWorkplaces(in path: String) -> String { "No workplaces yet in \(path)." }
        func hourly(_ wage: String) -> String { "\(wage) an hour" }
        func wage(_ wage: String, from: LocalDate?) -> String { "\(from.map { "\($0)" } ?? "the start") \(wage)" }
        var wagesLead: String { "wages from " }
        func periodsFrom(day: Int) -> String { "periods from the \(day)th" }
        func employees(_ count: Int) -> String { count == 1 ? "1 employee" : "\(count) employees" }
        func contract(_ hours: ContractHours) -> String { "contract \(hours) h a week" }
        var noWeeklyHolidayAllowance: String { "no weekly holiday allowance" }
        func dayOff(_ day: Weekday) -> String { "day off \(day.rawValue)" }
        func deductions(tax: DeductionRules.IncomeTax, insurance: DeductionRules.Insurance) -> String {
            "income tax \(tax.rawValue), insurance \(insurance.rawValue)"
        }
        func probation(_ probation: Probation) -> String {
            "probation until \(probation.until) (\(probation.contractYears)-year contract"
                + (probation.simpleLabour ? ", simple labour)" : ")")
        }
        func ifHoliday(_ rule: PaydayRule.IfHoliday) -> String { "\(rule.rawValue) a holiday" }
        func monthlyPayday(_ rule: PaydayRule) -> String {
            "payday \(rule.day) (\(rule.month.rawValue) month, \(ifHoliday(rule.ifHoliday)))"
        }
    }

    struct Korean: ListWording {
        var notClockedIn: String { "출근 중이 아닙니다." }
        func workingSince(_ name: String, _ open: OpenShift, time: String) -> String {
            "\(name): \(open.label)부터 근무 중 · 지금까지 \(time)"
        }
        var noTime: String { "0분" }
        var overdue: String {
            "  ! 24시간 넘게 출근 중입니다: 퇴근을 잊었나요? payday clock out --date YYYY-MM-DD --at HH:mm"
        }
        func shifts(_ count: Int) -> String { "근무 \(count)회" }
        func pause(minutes: Int) -> String { "휴게 \(minutes)분" }
        var openWord: String { "근무 중" }
        var clockedIn: String { ", 출근 중" }
        var noWorkplaces: String { "아직 일터가 없습니다." }
        func noWorkplaces(in path: String) -> String { "\(path)에 아직 일터가 없습니다." }
        func hourly(_ wage: String) -> String { "시급 \(wage)" }
        func wage(_ wage: String, from: LocalDate?) -> String { "\(from.map { "\($0)부터" } ?? "처음부터") \(wage)" }
        var wagesLead: String { "시급 " }
        func periodsFrom(day: Int) -> String { "정산 기간 \(day)일부터" }
        func employees(_ count: Int) -> String { "직원 \(count)명" }
        func contract(_ hours: ContractHours) -> String { "주 \(hours)시간 계약" }
        var noWeeklyHolidayAllowance: String { "주휴수당 없음" }
        func dayOff(_ day: Weekday) -> String { "주휴일 \(day.koreanName)요일" }
        func deductions(tax: DeductionRules.IncomeTax, insurance: DeductionRules.Insurance) -> String {
            let rule =
                switch tax {
                case .none: "없음"
                case .businessIncome: "3.3%"
                case .table: "간이세액표"
                case .daily: "일용"
                }
            return "소득세 \(rule), 4대보험 \(insurance == .none ? "없음" : "가입")"
        }
        func probation(_ probation: Probation) -> String {
            "수습 \(probation.until)까지 (계약 \(probation.contractYears)년" + (probation.simpleLabour ? ", 단순노무)" : ")")
        }
        func ifHoliday(_ rule: PaydayRule.IfHoliday) -> String {
            switch rule {
            case .before: "휴일이면 전 영업일"
            case .after: "휴일이면 다음 영업일"
            case .keep: "휴일에도 그날"
            }
        }
        func monthlyPayday(_ rule: PaydayRule) -> String {
            "급여일 \(rule.month == .next ? "다음 달" : "같은 달") \(rule.day)일 (\(ifHoliday(rule.ifHoliday)))"
        }
    }
}
