import ArgumentParser
import FoundationEssentials
import PaydayApp
import Payroll
import PayrollWords

/// `payday clock in|out|status`: recording a shift as it happens.
struct ClockCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clock",
        abstract: UsageWords.help.text(.clock),
        subcommands: [ClockInCommand.self, ClockOutCommand.self, ClockStatusCommand.self]
    )

}

/// `payday clock in [WORKPLACE] [--at HH:mm] [--date YYYY-MM-DD] [--memo TEXT]`.
struct ClockInCommand: SessionCommand {
    static let configuration = CommandConfiguration.words("in", .clockIn)
    static let name = "clock in"

    @Argument(help: .words(.clockInWorkplace), completion: WorkplaceCompletion.kind)
    var workplace: String?

    @Option(name: .long, help: .words(.clockInAt, "HH:mm"))
    var at: String?

    @Option(name: .long, help: .words(.clockDate, "YYYY-MM-DD"))
    var date: String?

    @Option(name: .long, help: .words(.memo))
    var memo: String?

    @OptionGroup var common: CommonOptions

    func said(in session: StoreSession) throws(CommandFailure) -> String {
        let place = try session.workplace(workplace)
        let start = try ClockMoment.resolve(at: at, date: date, now: session.now, asEnd: false)
        let open = OpenShift(at: start, memo: memo)
        try StoreSession.refuse(DataRules.checkClockInBefore(open, now: session.now, in: session.file.workplaces))
        // A shift entered ahead whose hours it is now: the clock-in records against it.
        if let plan = place.planBeingRecorded(at: start, now: session.now) {
            _ = try session.apply(.clockInAgainstPlan(workplace: place.name, open, plan: plan))
            return session.said(.clockedIn(place, at: start, plan: plan))
        }
        _ = try session.apply(.clockIn(workplace: place.name, open))
        return session.said(.clockedIn(place, at: start, plan: nil))
    }
}

/// `payday clock out [WORKPLACE] [--at HH:mm] [--date YYYY-MM-DD] [--break MIN]`.
struct ClockOutCommand: SessionCommand {
    static let configuration = CommandConfiguration.words("out", .clockOut)
    static let name = "clock out"

    @Argument(help: .words(.clockOutWorkplace), completion: WorkplaceCompletion.kind)
    var workplace: String?

    @Option(name: .long, help: .words(.clockOutAt, "HH:mm"))
    var at: String?

    @Option(name: .long, help: .words(.clockDate, "YYYY-MM-DD"))
    var date: String?

    @Option(name: .customLong("break"), parsing: .unconditional, help: .words(.breakMinutes, "MIN"))
    var breakMinutes: Int?

    @OptionGroup var common: CommonOptions

    func said(in session: StoreSession) throws(CommandFailure) -> String {
        let place: Workplace
        if workplace == nil, let open = session.file.workplaces.first(where: { $0.openShift != nil }) {
            place = open
        } else if workplace == nil, session.file.workplaces.count > 1 {
            throw CommandFailure { $0.commandWords.nothingOpen }
        } else {
            place = try session.workplace(workplace)
        }
        // A forgotten clock-out is not closed at now: the worker says when they left.
        if at == nil, let forgotten = place.forgottenClockOut(at: session.now, holidays: session.holidays),
            let open = place.openShift
        {
            throw ClockOutWords.refusal(forgotten, since: open, workplace: place.name)
        }
        // The checks (something open, an end after the start) are the store's, by `DataRules`.
        let end = try ClockMoment.resolve(at: at, date: date, now: session.now, asEnd: true)
        // The break: as given, else the legal least for the shift as it is saved.
        let breakMinutes =
            try self.breakMinutes.map { (minutes) throws(CommandFailure) -> Int in
                try ArgumentText.breakMinutes(minutes)
            } ?? (place.openShift?.legalBreak(endingAt: end) ?? 0)
        let file = try session.apply(.clockOut(workplace: place.name, end: end, breakMinutes: breakMinutes))
        let start = place.openShift?.start
        let closed = file.workplaces.first { $0.name == place.name }?.shifts.last { $0.start == start }
        let worked = closed.map { WorkTimeFormat.string(minutes: $0.paidMinutes, session.language) } ?? ""
        return session.said(.clockedOut(place, shift: closed, end: end, worked: worked))
    }
}

/// The moment of `--at`/`--date`, or now; never in the future.
enum ClockMoment {
    /// - Parameter asEnd: the time ends a shift: `24:00` is the end of the day.
    static func resolve(at: String?, date: String?, now: LocalMoment, asEnd: Bool) throws(CommandFailure)
        -> LocalMoment
    {
        let day =
            try date.map { (text) throws(CommandFailure) -> LocalDate in
                try ArgumentText.date(text, "--date", .clockDate)
            }
            ?? now.date
        let moment: LocalMoment
        if let at {
            if asEnd {
                // `24:00` as an end: midnight at the end of the day.
                let end = try ArgumentText.endTime(at, "--at")
                moment = LocalMoment(date: end.isEndOfDay ? day.adding(days: 1) : day, time: end.time)
            } else {
                moment = LocalMoment(date: day, time: try ArgumentText.time(at, "--at"))
            }
        } else if date != nil {
            throw CommandFailure { $0.commandWords.dateNeedsAt }
        } else {
            moment = now
        }
        try refuseFuture(moment, now: now)
        return moment
    }

    /// A moment that has not come yet is refused: a clock-in or out is what happened.
    static func refuseFuture(_ moment: LocalMoment, now: LocalMoment) throws(CommandFailure) {
        if moment > now {
            throw CommandFailure { $0.commandWords.inTheFuture(moment.label, now: now.label) }
        }
    }

    /// `2h 13m`, `0m`; `2시간 13분`, `0분`.
    static func duration(_ minutes: Int, _ language: PayrollLanguage = .english) -> String {
        guard minutes == 0 else { return WorkTimeFormat.string(minutes: minutes, language) }
        return language.outputWords.noMinutes
    }
}

/// `payday clock status [--json]`: what is open, since when, how long so far.
struct ClockStatusCommand: SessionCommand {
    static let configuration = CommandConfiguration.words("status", .clockStatus)
    static let name = "clock status"
    static let onlyReads = true

    @Flag(name: .long, help: .words(.json))
    var json = false

    @OptionGroup var common: CommonOptions

    func said(in session: StoreSession) throws(CommandFailure) -> String {
        let now = session.now
        let open = session.file.workplaces(asOf: now.date).compactMap { place in
            place.openShift.map { (place.name, $0) }
        }
        if json {
            let entries = open.map { name, shift in
                "{ \"workplace\": \(SummaryJSON.quoted(name)), \"date\": \"\(shift.date)\", \"start\": \"\(shift.startTime)\", "
                    + "\"minutesSoFar\": \(shift.minutesOpen(at: now)), \"overdue\": \(shift.isOverdue(at: now)) }"
            }
            return "{ \"now\": \"\(now.date)T\(now.timeOfDay)\", \"open\": [" + entries.joined(separator: ", ")
                + "] }"
        }
        let words = ListWords(language: session.language)
        guard !open.isEmpty else { return words.notClockedIn }
        return open.map { name, shift in
            words.workingSince(TerminalText.line(name), shift, minutes: shift.minutesOpen(at: now))
                + (shift.isOverdue(at: now) ? "\n" + words.overdue : "")
        }.joined(separator: "\n")
    }
}
