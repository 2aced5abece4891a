import ArgumentParser
import FoundationEssentials
import Payroll

/// `START END` of `shift add` and `schedule add`: a shift's hours as arguments, read the same way
/// for a shift and a schedule entry (an end not after the start is the next day).
struct ShiftHours: ParsableArguments {
    @Argument(help: .words(.start, "HH:mm")) var start: String
    @Argument(help: .words(.end, "HH:mm")) var end: String

    /// The start and the end, or a failure naming `START` or `END`.
    func read() throws(CommandFailure) -> (start: TimeOfDay, end: TimeOfDay) {
        (try ArgumentText.time(start, "START"), try ArgumentText.endTime(end, "END").time)
    }
}

/// `--start` and `--end` of `shift edit` and `schedule edit`: new hours for what is edited, each
/// left as it is when not given.
struct NewShiftHours: ParsableArguments {
    @Option(name: .long, help: .words(.newStart, "HH:mm")) var start: String?
    @Option(name: .long, help: .words(.newEnd, "HH:mm")) var end: String?

    typealias Times = (start: TimeOfDay, end: TimeOfDay)

    /// `times` with `--start` and `--end` in place of their parts where given, or a failure naming
    /// the option. (Returned, not two `inout` times: a shift's times are two views of one stored
    /// word, which two `inout` accesses at once may not share.)
    func applied(to times: Times) throws(CommandFailure) -> Times {
        var times = times
        if let start { times.start = try ArgumentText.time(start, "--start") }
        if let end { times.end = try ArgumentText.endTime(end, "--end").time }
        return times
    }
}
