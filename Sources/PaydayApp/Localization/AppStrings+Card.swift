import Payroll
import PayrollWords

/// The words of a card: the explanation table's labels, the notes under it, the live line.
extension AppStrings {
    enum Premium { case night, overtime, holiday }

    /// `Base pay · ₩10,320/h` / `기본급 · 시급 10,320원`: all paid time at this wage.
    func basePayLabel(wage: Int?) -> String {
        let name = language == .english ? "Base pay" : "기본급"
        guard let wage else { return name }
        let hourly = Money(won: wage)
        return language == .english
            ? "\(name) · \(hourly.formatted(language))/h" : "\(name) · 시급 \(hourly.formatted(language))"
    }

    func premiumLabel(_ premium: Premium) -> String {
        switch (premium, language) {
        case (.night, .english): "Night premium (½)"
        case (.night, .korean): "야간 가산 (½)"
        case (.overtime, .english): "Overtime premium (½)"
        case (.overtime, .korean): "연장 가산 (½)"
        case (.holiday, .english): "Holiday premium"
        case (.holiday, .korean): "휴일 가산"
        }
    }

    /// `2h 13m`, and `0m` for no time yet (the table's `-` would read as "nothing to show").
    func workTime(_ minutes: Int) -> String {
        minutes == 0 ? (language == .english ? "0m" : "0분") : WorkTimeFormat.string(minutes: minutes, language)
    }

    var grossLabel: String { language == .english ? "Gross" : "세전 합계" }

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

    var noPremiumsNote: String {
        language == .english
            ? "under 5 employees: no night, overtime or holiday premium"
            : "5인 미만 사업장: 야간·연장·휴일 가산수당 없음"
    }

    func openShiftNote(since open: OpenShift) -> String {
        language == .english
            ? "clocked in since \(open.label): the shift counts once you clock out (o)"
            : "\(open.label)부터 근무 중: 퇴근(o)을 기록하면 계산에 들어갑니다"
    }

    func overdueShiftNote(since open: OpenShift) -> String {
        language == .english
            ? "open for more than 24 hours since \(open.label): forgot to clock out?"
            : "\(open.label)부터 24시간 넘게 열려 있습니다: 퇴근 기록을 잊으셨나요?"
    }

    /// `working since 09:02 · 2h 13m · ₩22,850 so far` / `09:02부터 근무 중 · 2시간 13분 · 지금까지 22,850원`.
    /// The money is the time so far at the wage, before any break.
    func liveLine(open: OpenShift, hourlyWage: Int, now: LocalMoment) -> String {
        let minutes = open.minutesOpen(at: now)
        let time = workTime(minutes)
        let earned = open.earnedSoFar(at: now, hourlyWage: hourlyWage).formatted(language)
        let since = open.date == now.date ? "\(open.startTime)" : open.label
        return language == .english
            ? "working since \(since) · \(time) · \(earned) so far"
            : "\(since)부터 근무 중 · \(time) · 지금까지 \(earned)"
    }

    /// The card's line for a period not yet paid with plans ahead:
    /// `expected by payday ₩870,798 · 8 planned, 44h` / `급여일까지 예상 870,798원 · 예정 8회, 44시간`.
    func expectedByPayday(_ net: Money, plannedShifts: Int, plannedMinutes: Int) -> String {
        let amount = net.formatted(language)
        let time = workTime(plannedMinutes)
        return language == .english
            ? "expected by payday \(amount) · \(plannedShifts) planned, \(time)"
            : "급여일까지 예상 \(amount) · 예정 \(plannedShifts)회, \(time)"
    }
}
