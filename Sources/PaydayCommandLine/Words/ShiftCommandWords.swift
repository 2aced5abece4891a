import Payroll
import PayrollWords

/// The command line's own sentences about shifts and the clock (`payday shift`, `payday clock`):
/// what they refuse, and a change of a shift's note (the history's words for the other changes
/// are the payroll layer's, `RuleWords.event`). A protocol, so a sentence missing in one
/// language does not compile.
protocol ShiftCommandWords: Sendable {
    /// The shift named is the open one (`label` at `workplace`), which only a clock-out closes.
    func stillOpen(_ label: String, at workplace: String) -> String
    /// No shift at `workplace` starts on `day` at `time`; `sameDay`: the shifts of that day.
    func noShiftStarting(_ workplace: String, day: String, time: String, sameDay: [String]) -> String
    /// `shift edit` of a closed shift with no option.
    var shiftNothingToChange: String { get }
    /// `shift edit` of the open shift with an end or a break.
    func openShiftEndsAtClockOut(_ label: String, at workplace: String) -> String
    /// `shift edit` of the open shift with no option.
    var openShiftNothingToChange: String { get }
    /// `shift list --period TEXT` that names no month and no day.
    func shiftListNotAPeriod(_ text: String) -> String
    /// `clock out` with several workplaces and none open.
    var nothingOpen: String { get }
    var dateNeedsAt: String { get }
    /// A moment (`moment`) after `now`.
    func inTheFuture(_ moment: String, now: String) -> String
    /// `shift edit` that changed only the note: the note is named, not the unchanged times.
    func memoChanged(_ workplace: String, _ shift: String, to memo: String?) -> String
}

extension English: ShiftCommandWords {
    func stillOpen(_ label: String, at workplace: String) -> String {
        "the shift \(label) at \(workplace) is still open; clock out first (payday clock out)"
    }
    func noShiftStarting(_ workplace: String, day: String, time: String, sameDay: [String]) -> String {
        "\(workplace) has no shift starting \(day) \(time)"
            + (sameDay.isEmpty ? "" : "; that day it has " + sameDay.joined(separator: ", "))
    }
    var shiftNothingToChange: String { "nothing to change; give --date, --start, --end, --break or --memo" }
    func openShiftEndsAtClockOut(_ label: String, at workplace: String) -> String {
        "the shift \(label) at \(workplace) is still open: its end and break come with the clock-out "
            + "(payday clock out --at HH:mm --break MIN); give --date, --start or --memo"
    }
    var openShiftNothingToChange: String { "nothing to change; give --date, --start or --memo" }
    func shiftListNotAPeriod(_ text: String) -> String {
        "--period \(text) is not a period; write YYYY-MM, such as 2026-11, or a day inside it, such as 2026-11-16"
    }
    var nothingOpen: String { "nothing is open: you are not clocked in anywhere (payday clock status)" }
    var dateNeedsAt: String { "--date needs --at HH:mm (the time on that day)" }
    func inTheFuture(_ moment: String, now: String) -> String {
        "\(moment) is in the future (it is now \(now)); give a time that has passed"
    }
    func memoChanged(_ workplace: String, _ shift: String, to memo: String?) -> String {
        guard let memo else { return "Removed the note of the shift at \(workplace): \(shift)." }
        return "Changed the note of the shift at \(workplace): \(shift) now reads \"\(TerminalText.line(memo))\"."
    }
}

extension Korean: ShiftCommandWords {
    func stillOpen(_ label: String, at workplace: String) -> String {
        "\(workplace)의 근무 \(Korean.word(label, .topic)) 아직 열려 있습니다; 먼저 퇴근하세요 (payday clock out)"
    }
    func noShiftStarting(_ workplace: String, day: String, time: String, sameDay: [String]) -> String {
        "\(workplace)에 \(day) \(time)에 시작하는 근무가 없습니다"
            + (sameDay.isEmpty ? "" : "; 그날의 근무: " + sameDay.joined(separator: ", "))
    }
    var shiftNothingToChange: String { "바꿀 것이 없습니다; --date, --start, --end, --break, --memo 중 하나를 주세요" }
    func openShiftEndsAtClockOut(_ label: String, at workplace: String) -> String {
        "\(workplace)의 근무 \(Korean.word(label, .topic)) 아직 열려 있습니다: 끝과 휴게는 퇴근할 때 정합니다 "
            + "(payday clock out --at HH:mm --break MIN); --date, --start, --memo 중 하나를 주세요"
    }
    var openShiftNothingToChange: String { "바꿀 것이 없습니다; --date, --start, --memo 중 하나를 주세요" }
    func shiftListNotAPeriod(_ text: String) -> String {
        "--period \(Korean.word(text, .topic)) 기간이 아닙니다; 2026-11처럼 YYYY-MM으로, 또는 2026-11-16처럼 그 안의 날짜로 쓰세요"
    }
    var nothingOpen: String { "열린 근무가 없습니다: 어디에도 출근 중이 아닙니다 (payday clock status)" }
    var dateNeedsAt: String { "--date에는 그날의 시각 --at HH:mm이 필요합니다" }
    func inTheFuture(_ moment: String, now: String) -> String {
        "\(Korean.word(moment, .topic)) 아직 오지 않았습니다 (지금은 \(now)); 지난 시각을 주세요"
    }
    func memoChanged(_ workplace: String, _ shift: String, to memo: String?) -> String {
        guard let memo else { return "근무 메모 삭제: \(workplace) \(shift)." }
        return "근무 메모 변경: \(workplace) \(shift) → \"\(TerminalText.line(memo))\"."
    }
}
