import Payroll

/// The calendar's words for what a calendar's own status does not show everywhere (Google
/// Calendar ignores a tentative status): a prefix on a plan's, an open shift's and a cancelled
/// event's title, the open and the cancelled event's descriptions, and a reminder's text.
public protocol CalendarEventWords: Sendable {
    /// Before the title of a plan or a shift not ended yet: `[planned] `.
    var plannedPrefix: String { get }
    /// Before the title of the open shift (clocked in, not out): `[clocked in] `.
    var clockedInPrefix: String { get }
    /// Before the title of an event no longer in the records: `[cancelled] `.
    var cancelledPrefix: String { get }
    /// The open shift's description: clocked in at `start`, no end or pay yet.
    func openShiftDescription(start: String) -> String
    /// A cancelled event's description.
    var cancelledDescription: String { get }
    /// A reminder `minutes` before a shift at `workplace`.
    func alarm(workplace: String, minutes: Int) -> String
}

extension PayrollLanguage {
    /// The calendar's event words in this language.
    public var calendarWords: any CalendarEventWords { words }
}

extension English: CalendarEventWords {
    public var plannedPrefix: String { "[planned] " }
    public var clockedInPrefix: String { "[clocked in] " }
    public var cancelledPrefix: String { "[cancelled] " }
    public func openShiftDescription(start: String) -> String {
        "Clocked in at \(start), not clocked out yet: no end and no pay until then."
    }
    public var cancelledDescription: String {
        "No longer in payday's records: a plan missed or taken off the schedule, or a shift deleted."
    }
    public func alarm(workplace: String, minutes: Int) -> String {
        minutes == 0 ? "Shift at \(workplace) now" : "Shift at \(workplace) in \(minutes) min"
    }
}

extension Korean: CalendarEventWords {
    public var plannedPrefix: String { "[예정] " }
    public var clockedInPrefix: String { "[근무 중] " }
    public var cancelledPrefix: String { "[취소] " }
    public func openShiftDescription(start: String) -> String {
        "\(start) 출근, 아직 퇴근 전: 퇴근할 때까지 끝 시각과 임금이 없습니다."
    }
    public var cancelledDescription: String {
        "payday 기록에 더는 없습니다: 빠진 근무 일정, 일정에서 뺀 근무, 또는 지운 근무입니다."
    }
    public func alarm(workplace: String, minutes: Int) -> String {
        minutes == 0 ? "\(workplace) 근무 시작" : "\(workplace) 근무 \(minutes)분 전"
    }
}
