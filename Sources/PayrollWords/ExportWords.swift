import Payroll

/// The words of the documents other programs read: the shifts' CSV columns, the calendar's
/// events, the payslip's headings (text, CSV and the HTML page).
public protocol ExportWords: Sendable {
    /// The shifts' CSV header, one a column.
    var shiftColumns: [String] { get }

    /// A calendar event's description of a shift: `Break 30 min, 7h 30m paid`.
    func calendarShift(breakMinutes: Int, paid: String) -> String
    var calendarFromSchedule: String { get }
    var calendarWorked: String { get }
    var calendarPlanned: String { get }
    /// After a payday's amount not paid yet: ` (expected)`.
    var calendarExpectedNote: String { get }
    func calendarPayday(workplace: String, amount: String) -> String
    func calendarPayPeriod(_ period: PayPeriod) -> String

    var payslipTitle: String { get }
    var payslipWorker: String { get }
    var payslipWorkplace: String { get }
    var payslipPeriod: String { get }
    var payslipPayday: String { get }
    var payslipPaidInAdvanceFrom: String { get }
    var payslipDaysWorked: String { get }
    func payslipDays(_ days: Int) -> String
    /// The hours field: `total 49h 30m, overtime -, night 2h, holiday -`.
    func payslipHours(paid: String, overtime: String, night: String, holiday: String) -> String
    /// The CSV's rows of minutes: total, overtime, night, holiday.
    var payslipMinuteNames: (paid: String, overtime: String, night: String, holiday: String) { get }
    var payslipIncomeTaxRule: String { get }
    /// The pay table's caption on the HTML page, and the column over the pay items.
    var payslipPayCaption: String { get }
    var payslipPayColumn: String { get }
    var payslipCalculationColumn: String { get }
    var payslipAmountColumn: String { get }
    var payslipDeductionsCaption: String { get }
    /// The column over the deductions on the HTML page; the text's heading above them.
    var payslipDeductionColumn: String { get }
    var payslipDeductionsHeading: String { get }
    /// The page's footer: who computed it, as of when.
    func payslipFooter(today: LocalDate) -> String
    /// `₩870,798 (8 planned shifts, 44h ahead)`; with none ahead, `₩245,270 (no shift planned
    /// ahead)` (the figure differs from what is earned by the month's deductions at its end).
    func payslipExpected(net: String, shifts: Int, ahead: String) -> String
}

extension English: ExportWords {
    public var shiftColumns: [String] {
        [
            "workplace", "date", "start", "end", "break minutes", "pay period", "payday", "paid minutes",
            "day minutes", "night minutes", "overtime minutes", "holiday minutes", "hourly wage", "base pay",
            "night premium", "overtime premium", "holiday premium", "pay", "memo",
        ]
    }

    public func calendarShift(breakMinutes: Int, paid: String) -> String { "Break \(breakMinutes) min, \(paid) paid" }
    public var calendarFromSchedule: String { "From the schedule" }
    public var calendarWorked: String { "Worked" }
    public var calendarPlanned: String { "Planned" }
    public var calendarExpectedNote: String { " (expected)" }
    public func calendarPayday(workplace: String, amount: String) -> String { "Payday: \(workplace) \(amount)" }
    public func calendarPayPeriod(_ period: PayPeriod) -> String { "Pay period \(period.start) – \(period.end)" }

    public var payslipTitle: String { "Payslip" }
    public var payslipWorker: String { "Worker" }
    public var payslipWorkplace: String { "Workplace" }
    public var payslipPeriod: String { "Period" }
    public var payslipPayday: String { "Payday" }
    public var payslipPaidInAdvanceFrom: String { "Paid in advance from" }
    public var payslipDaysWorked: String { "Days worked" }
    public func payslipDays(_ days: Int) -> String { "\(days)" }
    public func payslipHours(paid: String, overtime: String, night: String, holiday: String) -> String {
        "total \(paid), overtime \(overtime), night \(night), holiday \(holiday)"
    }
    public var payslipMinuteNames: (paid: String, overtime: String, night: String, holiday: String) {
        ("Total minutes", "Overtime minutes", "Night minutes", "Holiday minutes")
    }
    public var payslipIncomeTaxRule: String { "Income tax rule" }
    public var payslipPayCaption: String { "Pay" }
    public var payslipPayColumn: String { "Pay" }
    public var payslipCalculationColumn: String { "Calculation" }
    public var payslipAmountColumn: String { "Amount" }
    public var payslipDeductionsCaption: String { "Deductions" }
    public var payslipDeductionColumn: String { "Deduction" }
    public var payslipDeductionsHeading: String { "Deductions" }
    public func payslipFooter(today: LocalDate) -> String {
        "Computed by Payday from the worker's own records, as of \(today)."
    }
    public func payslipExpected(net: String, shifts: Int, ahead: String) -> String {
        shifts == 0
            ? "\(net) (no shift planned ahead)"
            : "\(net) (\(shifts) planned shift\(shifts == 1 ? "" : "s"), \(ahead) ahead)"
    }
}

extension Korean: ExportWords {
    public var shiftColumns: [String] {
        [
            "일터", "날짜", "시작", "끝", "휴게(분)", "임금 기간", "지급일", "유급(분)", "주간(분)", "야간(분)", "연장(분)", "휴일(분)",
            "시급", "기본급", "야간수당", "연장수당", "휴일수당", "금액", "메모",
        ]
    }

    public func calendarShift(breakMinutes: Int, paid: String) -> String { "휴게 \(breakMinutes)분, 유급 \(paid)" }
    public var calendarFromSchedule: String { "근무 일정" }
    public var calendarWorked: String { "근무" }
    public var calendarPlanned: String { "예정" }
    public var calendarExpectedNote: String { " (예상)" }
    public func calendarPayday(workplace: String, amount: String) -> String { "급여일: \(workplace) \(amount)" }
    public func calendarPayPeriod(_ period: PayPeriod) -> String { "임금 기간 \(period.start) – \(period.end)" }

    public var payslipTitle: String { "임금명세서" }
    public var payslipWorker: String { "성명" }
    public var payslipWorkplace: String { "사업장" }
    public var payslipPeriod: String { "임금 기간" }
    public var payslipPayday: String { "지급일" }
    public var payslipPaidInAdvanceFrom: String { "선지급 시작일" }
    public var payslipDaysWorked: String { "근로일수" }
    public func payslipDays(_ days: Int) -> String { "\(days)일" }
    public func payslipHours(paid: String, overtime: String, night: String, holiday: String) -> String {
        "총 \(paid), 연장 \(overtime), 야간 \(night), 휴일 \(holiday)"
    }
    public var payslipMinuteNames: (paid: String, overtime: String, night: String, holiday: String) {
        ("총 근로시간(분)", "연장(분)", "야간(분)", "휴일(분)")
    }
    public var payslipIncomeTaxRule: String { "소득세 기준" }
    public var payslipPayCaption: String { "지급 내역" }
    public var payslipPayColumn: String { "지급 항목" }
    public var payslipCalculationColumn: String { "계산 방법" }
    public var payslipAmountColumn: String { "금액" }
    public var payslipDeductionsCaption: String { "공제 내역" }
    public var payslipDeductionColumn: String { "공제 항목" }
    public var payslipDeductionsHeading: String { "공제 항목" }
    public func payslipFooter(today: LocalDate) -> String { "Payday가 근로자 본인의 기록으로 계산했습니다 (\(today) 기준)." }
    public func payslipExpected(net: String, shifts: Int, ahead: String) -> String {
        shifts == 0 ? "\(net) (남은 예정 근무 없음)" : "\(net) (예정 근무 \(shifts)회, \(ahead))"
    }
}
