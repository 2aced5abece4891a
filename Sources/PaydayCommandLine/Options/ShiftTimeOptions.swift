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

    /// `startTime` and `endTime` as given, or a failure naming `--start` or `--end`.
    func apply(startTime: inout TimeOfDay, endTime: inout TimeOfDay) throws(CommandFailure) {
        if let start { startTime = try ArgumentText.time(start, "--start") }
        if let end { endTime = try ArgumentText.endTime(end, "--end").time }
    }
}
