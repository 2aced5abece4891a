import ArgumentParser
import FoundationEssentials
import PaydayApp
import Payroll
import PayrollWords

/// `payday shift add|edit|remove|list`: shifts recorded after the fact, and fixed.
struct ShiftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shift",
        abstract: UsageWords.help.text(.shift),
        subcommands: [ShiftAddCommand.self, ShiftEditCommand.self, ShiftRemoveCommand.self, ShiftListCommand.self]
    )

}

/// `payday shift add WORKPLACE DATE START END [--break MIN] [--memo TEXT]`.
struct ShiftAddCommand: SessionCommand {
    static let configuration = CommandConfiguration.words("add", .shiftAdd)
    static let name = "shift add"

    @OptionGroup var workplace: NamedWorkplace
    @Argument(help: .words(.shiftDay, "YYYY-MM-DD")) var date: String
    @OptionGroup var hours: ShiftHours

    @Option(name: .customLong("break"), parsing: .unconditional, help: .words(.breakMinutes, "MIN"))
    var breakMinutes: Int?

    @Option(name: .long, help: .words(.memo)) var memo: String?

    @Flag(name: .long, help: .words(.confirmLong))
    var long = false

    @OptionGroup var common: CommonOptions

    func said(in session: StoreSession) throws(CommandFailure) -> String {
        let place = try workplace.find(in: session)
        let date = try ArgumentText.date(date, "DATE")
        let (start, end) = try hours.read()
        let shift = Shift(
            date: date, start: start, end: end, breakMinutes: try ArgumentText.breakMinutes(breakMinutes), memo: memo)
        _ = try session.apply(.addShift(workplace: place.name, shift, confirmedLong: long))
        return session.said(.shiftAdded(place, shift))
    }
}

/// The shift named on the command line by its workplace, date and start time.
struct ShiftReference {
    /// The workplace's open shift when it is the one named (edit changes its start).
    static func open(_ place: Workplace, date: String, start: String) throws(CommandFailure) -> OpenShift? {
        let day = try ArgumentText.date(date, "DATE"), time = try ArgumentText.time(start, "START")
        guard let open = place.openShift, open.date == day, open.startTime == time else { return nil }
        return open
    }

    static func find(_ place: Workplace, date: String, start: String) throws(CommandFailure) -> Shift {
        let day = try ArgumentText.date(date, "DATE"), time = try ArgumentText.time(start, "START")
        if let open = place.openShift, open.date == day, open.startTime == time {
            throw CommandFailure { $0.commandWords.stillOpen(open.label, at: ArgumentText.name(place)) }
        }
        guard let shift = place.shifts.first(where: { $0.date == day && $0.startTime == time }) else {
            let sameDay = place.shifts.filter { $0.date == day }.map(\.label)
            throw CommandFailure {
                $0.commandWords.noShiftStarting(
                    ArgumentText.name(place), day: "\(day)", time: "\(time)", sameDay: sameDay)
            }
        }
        return shift
    }
}

/// `payday shift edit WORKPLACE DATE START [--date D] [--start T] [--end T] [--break MIN] [--memo TEXT]`.
/// The open shift (clocked in) is named the same way; only its date, start and memo change (it
/// has no end or break until the clock-out).
struct ShiftEditCommand: SessionCommand {
    static let configuration = CommandConfiguration.parsedAlone(
        "edit", abstract: UsageWords.help.text(.shiftEdit), discussion: UsageWords.help.text(.shiftEditDiscussion))
    static let name = "shift edit"

    @OptionGroup var workplace: NamedWorkplace
    @Argument(help: .words(.shiftDateNow, "YYYY-MM-DD")) var date: String
    @Argument(help: .words(.shiftStartNow, "HH:mm")) var start: String

    @Option(name: .customLong("date"), help: .words(.newDate, "YYYY-MM-DD"))
    var newDate: String?
    @OptionGroup var hours: NewShiftHours
    @Option(name: .customLong("break"), parsing: .unconditional, help: .words(.newBreak, "MIN"))
    var breakMinutes: Int?
    @Option(name: .long, help: .words(.newMemo)) var memo: String?
    @Flag(name: .long, help: .words(.confirmLongShort)) var long = false

    @OptionGroup var common: CommonOptions

    func said(in session: StoreSession) throws(CommandFailure) -> String {
        let place = try workplace.find(in: session)
        if let open = try ShiftReference.open(place, date: date, start: start) {
            return try editOpen(open, at: place, session)
        }
        let original = try ShiftReference.find(place, date: date, start: start)
        var replacement = original
        if let newDate { replacement.date = try ArgumentText.date(newDate, "--date") }
        (replacement.startTime, replacement.endTime) = try hours.applied(
            to: (replacement.startTime, replacement.endTime))
        if breakMinutes != nil {
            replacement.breakMinutes = try ArgumentText.breakMinutes(breakMinutes)
        }
        if let memo { replacement.memo = memo.isEmpty ? nil : memo }
        guard givesAChange else { throw CommandFailure { $0.commandWords.shiftNothingToChange } }
        // What it is already: nothing is saved.
        guard replacement != original else {
            return session.language.outputWords.nothingChanged(
                ArgumentText.name(place) + ": " + ArgumentText.describe(original, session.language) + ".")
        }
        _ = try session.apply(
            .editShift(workplace: place.name, original: original, replacement: replacement, confirmedLong: long))
        var unchangedButMemo = replacement
        unchangedButMemo.memo = original.memo
        if unchangedButMemo == original {
            return session.language.commandWords.memoChanged(
                ArgumentText.name(place), ArgumentText.describe(original, session.language), to: replacement.memo)
        }
        return session.said(.shiftChanged(place, from: original, to: replacement))
    }
}

extension ShiftEditCommand {
    /// Whether an option names something to change (with none the command is refused; with
    /// values the shift has already, nothing is saved).
    fileprivate var givesAChange: Bool {
        newDate != nil || hours.start != nil || hours.end != nil || breakMinutes != nil || memo != nil
    }

    /// The open shift with a new date, start or memo; an end or a break is refused (they come
    /// with the clock-out), as is a start that has not come yet (as `clock in --at`).
    fileprivate func editOpen(_ open: OpenShift, at place: Workplace, _ session: StoreSession) throws(CommandFailure)
        -> String
    {
        if hours.end != nil || breakMinutes != nil {
            throw CommandFailure {
                $0.commandWords.openShiftEndsAtClockOut(open.label, at: ArgumentText.name(place))
            }
        }
        var replacement = open
        if let newDate { replacement.date = try ArgumentText.date(newDate, "--date", .clockDate) }
        if let start = hours.start { replacement.startTime = try ArgumentText.time(start, "--start") }
        if let memo { replacement.memo = memo.isEmpty ? nil : memo }
        guard givesAChange else { throw CommandFailure { $0.commandWords.openShiftNothingToChange } }
        guard replacement != open else {
            return session.language.outputWords.nothingChanged(ArgumentText.name(place) + ": " + open.label + ".")
        }
        try ClockMoment.refuseFuture(replacement.start, now: session.now)
        _ = try session.apply(.editOpenShift(workplace: place.name, original: open, replacement: replacement))
        var unchangedButMemo = replacement
        unchangedButMemo.memo = open.memo
        if unchangedButMemo == open {
            return session.language.commandWords.memoChanged(
                ArgumentText.name(place), open.label, to: replacement.memo)
        }
        return session.said(.openShiftMoved(place, from: open, to: replacement))
    }
}

/// `payday shift remove WORKPLACE DATE START`.
struct ShiftRemoveCommand: SessionCommand {
    static let configuration = CommandConfiguration.words("remove", .shiftRemove)
    static let name = "shift remove"

    @OptionGroup var workplace: NamedWorkplace
    @Argument(help: .words(.shiftDate, "YYYY-MM-DD")) var date: String
    @Argument(help: .words(.shiftStart, "HH:mm")) var start: String

    @OptionGroup var common: CommonOptions

    func said(in session: StoreSession) throws(CommandFailure) -> String {
        let place = try workplace.find(in: session)
        let shift = try ShiftReference.find(place, date: date, start: start)
        _ = try session.apply(.removeShift(workplace: place.name, shift))
        return session.said(.shiftRemoved(place, shift))
    }
}

/// `payday shift list [WORKPLACE] [--period YYYY-MM|YYYY-MM-DD] [--json]`: each workplace's
/// period by its own cadence (a month, a week, a day), named by its month or any day inside it.
struct ShiftListCommand: SessionCommand {
    static let configuration = CommandConfiguration.words("list", .shiftList)
    static let name = "shift list"
    static let onlyReads = true

    @OptionGroup var workplaces: ListedWorkplaces

    @Option(name: .long, help: .words(.periodMonthOrDay, "YYYY-MM|YYYY-MM-DD"), completion: PeriodCompletion.kind)
    var period: String?

    @Flag(name: .long, help: .words(.json)) var json = false

    @OptionGroup var common: CommonOptions

    func said(in session: StoreSession) throws(CommandFailure) -> String {
        let today = session.now.date
        let named = try period.map { (text) throws(CommandFailure) -> PayPeriod in try Self.period(text) }
        let places = try workplaces.find(in: session)
        let words = ListWords(language: session.language)
        var lines: [String] = [], objects: [String] = []
        for place in places {
            let period = named.map(place.period(named:)) ?? place.period(containing: today)
            let range = period.start...period.end
            let shifts = place.shifts.filter { range.contains($0.date) }
            let open = place.openShift.flatMap { range.contains($0.date) ? $0 : nil }
            let paid = shifts.reduce(0) { $0 + $1.paidMinutes }
            lines.append(
                words.period(ArgumentText.name(place), range, shifts: shifts.count, paidMinutes: paid))
            lines += shifts.map(words.shift)
            if let open { lines.append(words.open(open)) }
            var entries = shifts.map { shift in
                "{ \"date\": \"\(shift.date)\", \"start\": \"\(shift.startTime)\", \"end\": \"\(shift.endTime)\", \"break\": \(shift.breakMinutes), "
                    + "\"paidMinutes\": \(shift.paidMinutes)"
                    + (shift.memo.map { ", \"memo\": \(SummaryJSON.quoted($0))" } ?? "") + " }"
            }
            if let open {
                entries.append(
                    "{ \"date\": \"\(open.date)\", \"start\": \"\(open.startTime)\", \"open\": true"
                        + (open.memo.map { ", \"memo\": \(SummaryJSON.quoted($0))" } ?? "") + " }")
            }
            objects.append(
                "{ \"workplace\": \(SummaryJSON.quoted(place.name)), \"from\": \"\(range.lowerBound)\", \"to\": \"\(range.upperBound)\", "
                    + "\"shifts\": [" + entries.joined(separator: ", ") + "] }")
        }
        if json { return "[" + objects.joined(separator: ",\n ") + "]" }
        return lines.isEmpty ? words.noWorkplaces : lines.joined(separator: "\n")
    }

    static func period(_ text: String) throws(CommandFailure) -> PayPeriod {
        guard let period = PeriodArgument.named(text) else {
            throw CommandFailure { $0.commandWords.shiftListNotAPeriod(text) }
        }
        try StoreSession.refuse(DataRules.check(period.year, .periodYear))
        return period
    }
}
