import Payroll
import PayrollWords

/// The words of a card: the explanation table's labels, the notes under it, the live line, in
/// English and Korean (a sentence missing in one language does not compile). `String` arguments
/// come formatted (money, times, dates); the sentence only places them.
protocol CardWords: Sendable {
    /// `Base pay` / `기본급`.
    var basePay: String { get }
    /// `Base pay · ₩10,320/h` / `기본급 · 시급 10,320원`.
    func basePay(hourly: String) -> String
    func premiumLabel(_ premium: AppStrings.Premium) -> String
    /// `0m` / `0분`: no time yet.
    var noTime: String { get }
    var grossLabel: String { get }
    var noPremiumsNote: String { get }
    func openShiftNote(since: String) -> String
    func overdueShiftNote(since: String) -> String
    func liveLine(since: String, time: String, earned: String) -> String
    func expectedByPayday(_ amount: String, plannedShifts: Int, time: String) -> String
}

extension English: CardWords {
    var basePay: String { "Base pay" }
    func basePay(hourly: String) -> String { "Base pay · \(hourly)/h" }
    func premiumLabel(_ premium: AppStrings.Premium) -> String {
        switch premium {
        case .night: "Night premium (½)"
        case .overtime: "Overtime premium (½)"
        case .holiday: "Holiday premium"
        }
    }
    var noTime: String { "0m" }
    var grossLabel: String { "Gross" }
    var noPremiumsNote: String { "under 5 employees: no night, overtime or holiday premium" }
    func openShiftNote(since: String) -> String {
        "clocked in since \(since): the shift counts once you clock out (o)"
    }
    func overdueShiftNote(since: String) -> String {
        "open for more than 24 hours since \(since): forgot to clock out?"
    }
    func liveLine(since: String, time: String, earned: String) -> String {
        "working since \(since) · \(time) · \(earned) so far"
    }
    func expectedByPayday(_ amount: String, plannedShifts: Int, time: String) -> String {
        plannedShifts == 0
            ? "expected by payday \(amount) · none planned ahead"
            : "expected by payday \(amount) · \(plannedShifts) planned, \(time)"
    }
}

extension Korean: CardWords {
    var basePay: String { "기본급" }
    func basePay(hourly: String) -> String { "기본급 · 시급 \(hourly)" }
    func premiumLabel(_ premium: AppStrings.Premium) -> String {
        switch premium {
        case .night: "야간 가산 (½)"
        case .overtime: "연장 가산 (½)"
        case .holiday: "휴일 가산"
        }
    }
    var noTime: String { "0분" }
    var grossLabel: String { "세전 합계" }
    var noPremiumsNote: String { "5인 미만 사업장: 야간·연장·휴일 가산수당 없음" }
    func openShiftNote(since: String) -> String { "\(since)부터 근무 중: 퇴근(o)을 기록하면 계산에 들어갑니다" }
    func overdueShiftNote(since: String) -> String { "\(since)부터 24시간 넘게 열려 있습니다: 퇴근 기록을 잊으셨나요?" }
    func liveLine(since: String, time: String, earned: String) -> String {
        "\(since)부터 근무 중 · \(time) · 지금까지 \(earned)"
    }
    func expectedByPayday(_ amount: String, plannedShifts: Int, time: String) -> String {
        plannedShifts == 0
            ? "급여일까지 예상 \(amount) · 남은 예정 없음" : "급여일까지 예상 \(amount) · 예정 \(plannedShifts)회, \(time)"
    }
}

/// The card's words in the app's language.
extension AppStrings {
    enum Premium { case night, overtime, holiday }

    /// `Base pay · ₩10,320/h` / `기본급 · 시급 10,320원`: all paid time at this wage.
    func basePayLabel(wage: Int?) -> String {
        guard let wage else { return appWords.basePay }
        return appWords.basePay(hourly: Money(won: wage).formatted(language))
    }

    func premiumLabel(_ premium: Premium) -> String { appWords.premiumLabel(premium) }

    /// `2h 13m`, and `0m` for no time yet (the table's `-` would read as "nothing to show").
    func workTime(_ minutes: Int) -> String {
        minutes == 0 ? appWords.noTime : WorkTimeFormat.string(minutes: minutes, language)
    }

    var grossLabel: String { appWords.grossLabel }

    /// A payslip line's label on the detail table (the card, `payday summary`): `Base pay ·
    /// ₩10,320/h`, `Night premium (½)`, `Gross`; the other lines (`Net pay`, the allowance, paid
    /// holidays, `Insurance` for the four together, ...) as the payslip names them.
    func detailLabel(_ line: PayslipLine) -> String {
        switch line.kind {
        case .basePay: basePayLabel(wage: line.hourly)
        case .nightPremium: premiumLabel(.night)
        case .overtimePremium: premiumLabel(.overtime)
        case .holidayPremium: premiumLabel(.holiday)
        case .gross: grossLabel
        case let kind: PayslipWords(language: language).label(kind)
        }
    }

    var noPremiumsNote: String { appWords.noPremiumsNote }

    func openShiftNote(since open: OpenShift) -> String { appWords.openShiftNote(since: open.label) }

    func overdueShiftNote(since open: OpenShift) -> String { appWords.overdueShiftNote(since: open.label) }

    /// `working since 09:02 · 2h 13m · ₩22,850 so far` / `09:02부터 근무 중 · 2시간 13분 · 지금까지 22,850원`.
    /// The money is the time so far at the wage, before any break.
    func liveLine(open: OpenShift, hourlyWage: Int, now: LocalMoment) -> String {
        let earned = open.earnedSoFar(at: now, hourlyWage: hourlyWage).formatted(language)
        let since = open.date == now.date ? "\(open.startTime)" : open.label
        return appWords.liveLine(since: since, time: workTime(open.minutesOpen(at: now)), earned: earned)
    }

    /// The card's line for a period not yet paid with plans ahead:
    /// `expected by payday ₩870,798 · 8 planned, 44h` / `급여일까지 예상 870,798원 · 예정 8회, 44시간`.
    func expectedByPayday(_ net: Money, plannedShifts: Int, plannedMinutes: Int) -> String {
        appWords.expectedByPayday(net.formatted(language), plannedShifts: plannedShifts, time: workTime(plannedMinutes))
    }
}
