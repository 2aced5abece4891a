import ArgumentParser
import FoundationEssentials
import PaydayApp
import Payroll
import PayrollWords

/// `payday schedule add|edit|remove|list`: the shifts planned week by week.
struct ScheduleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schedule",
        abstract: UsageWords.help.text(.schedule),
        subcommands: [
            ScheduleAddCommand.self, ScheduleEditCommand.self, ScheduleRemoveCommand.self, ScheduleListCommand.self,
        ]
    )

}

/// The command line's words for the days, the entries and their problems.
enum ScheduleText {
    /// `mon,wed,fri`, `월,수,금`, `monday`, `mon-fri`, `월-금`: the days, Monday first, as written.
    static func days(_ text: String) throws(CommandFailure) -> [Weekday] {
        var days: [Weekday] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let item = part.trimming()
            let ends = item.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
            if ends.count == 2, let first = Weekday(name: ends[0]), let last = Weekday(name: ends[1]),
                first.daysFromMonday <= last.daysFromMonday
            {
                days += Weekday.allCases[first.daysFromMonday...last.daysFromMonday]
            } else if let day = Weekday(name: item) {
                days.append(day)
            } else {
                throw CommandFailure { $0.commandWords.notADay(text, item: item) }
            }
        }
        return days
    }

    /// The first problem of the workplace's plans with `schedule` in place, in the command line's words.
    static func check(
        _ schedule: [ScheduleEntry], days: [Weekday], at index: Int, of place: Workplace, words: RuleWords
    ) throws(CommandFailure) {
        func sentence(_ reason: PlanRules.Reason) -> String {
            words.planReason(reason, schedule: schedule, workplace: ArgumentText.name(place))
        }
        if let reason = PlanRules.problems(entryDays: days, entry: schedule[index]).first {
            throw CommandFailure(sentence(reason))
        }
        let problems = PlanRules.problems(
            schedule: schedule, absences: place.absences, startDate: place.startDate, endDate: place.endDate)
        if let problem = problems.first(where: { $0.place == .schedule(index: index, field: nil) }) ?? problems.first {
            throw CommandFailure(sentence(problem.reason))
        }
    }

    /// The index of the entry numbered `number` (from 1, as `schedule list` shows them).
    static func entry(_ number: Int, of place: Workplace) throws(CommandFailure) -> Int {
        guard !place.schedule.isEmpty else {
            throw CommandFailure { $0.commandWords.noScheduleYet(ArgumentText.name(place)) }
        }
        guard (1...place.schedule.count).contains(number) else {
            throw CommandFailure {
                $0.commandWords.noSuchEntry(ArgumentText.name(place), count: place.schedule.count)
            }
        }
        return number - 1
    }
}

/// The schedule entry `schedule edit` and `schedule remove` work on: the workplace, then the
/// entry's number as `schedule list` shows it.
struct NumberedEntry: ParsableArguments {
    @OptionGroup var workplace: NamedWorkplace
    @Argument(help: .words(.scheduleNumber, "N")) var number: Int

    /// The workplace and the entry's index in its schedule, or a failure saying what there is.
    func find(in session: StoreSession) throws(CommandFailure) -> (Workplace, Int) {
        let place = try workplace.find(in: session)
        return (place, try ScheduleText.entry(number, of: place))
    }
}

/// `payday schedule add WORKPLACE DAYS START END [--break MIN] [--from DATE] [--until DATE]`.
struct ScheduleAddCommand: SessionCommand {
    static let configuration = CommandConfiguration.words("add", .scheduleAdd)
    static let name = "schedule add"

    @OptionGroup var workplace: NamedWorkplace
    @Argument(help: .words(.days, "DAYS"))
    var days: String
    @OptionGroup var hours: ShiftHours

    @Option(name: .customLong("break"), help: .words(.breakMinutes, "MIN"))
    var breakMinutes: Int?
    @Option(name: .long, help: .words(.scheduleFrom, "YYYY-MM-DD"))
    var from: String?
    @Option(name: .long, help: .words(.scheduleUntil, "YYYY-MM-DD"))
    var until: String?

    @OptionGroup var common: CommonOptions

    func said(in session: StoreSession) throws(CommandFailure) -> String {
        let place = try workplace.find(in: session)
        let days = try ScheduleText.days(self.days)
        let (start, end) = try hours.read()
        let entry = ScheduleEntry(
            days: days, start: start, end: end,
            breakMinutes: try ArgumentText.breakMinutes(breakMinutes),
            from: try from.map { (text) throws(CommandFailure) in try ArgumentText.date(text, "--from") }
                ?? session.now.date,
            until: try until.map { (text) throws(CommandFailure) in try ArgumentText.date(text, "--until") })
        try ScheduleText.check(
            place.schedule + [entry], days: days, at: place.schedule.count, of: place, words: session.words)
        _ = try session.apply(.addScheduleEntry(workplace: place.name, entry))
        return PlanWords(session.language).added(entry, to: ArgumentText.name(place))
    }
}

/// `payday schedule edit WORKPLACE N [--days D] [--start T] [--end T] [--break MIN] [--from D] [--until D|--no-until]`.
struct ScheduleEditCommand: SessionCommand {
    static let configuration = CommandConfiguration.words("edit", .scheduleEdit)
    static let name = "schedule edit"

    @OptionGroup var entry: NumberedEntry

    @Option(name: .long, help: .words(.newDays, "DAYS")) var days: String?
    @OptionGroup var hours: NewShiftHours
    @Option(name: .customLong("break"), help: .words(.newBreak, "MIN"))
    var breakMinutes: Int?
    @Option(name: .long, help: .words(.newFirstDay, "YYYY-MM-DD")) var from: String?
    @Option(name: .long, help: .words(.newLastDay, "YYYY-MM-DD")) var until: String?
    @Flag(name: .long, help: .words(.noUntil)) var noUntil = false

    @OptionGroup var common: CommonOptions

    func said(in session: StoreSession) throws(CommandFailure) -> String {
        let (place, index) = try entry.find(in: session)
        let original = place.schedule[index]
        var replacement = original
        var days = original.days
        if let text = self.days {
            days = try ScheduleText.days(text)
            replacement.days = Weekday.allCases.filter(days.contains)
        }
        (replacement.startTime, replacement.endTime) = try hours.applied(
            to: (replacement.startTime, replacement.endTime))
        if breakMinutes != nil { replacement.breakMinutes = try ArgumentText.breakMinutes(breakMinutes) }
        if let from { replacement.from = try ArgumentText.date(from, "--from") }
        if until != nil && noUntil {
            throw CommandFailure { $0.commandWords.untilOrNoUntil }
        }
        if let until { replacement.until = try ArgumentText.date(until, "--until") }
        if noUntil { replacement.until = nil }
        let givesAChange =
            self.days != nil || hours.start != nil || hours.end != nil || breakMinutes != nil || from != nil
            || until != nil || noUntil
        guard givesAChange else { throw CommandFailure { $0.commandWords.scheduleNothingToChange } }
        // What it is already (and no day given twice): nothing is saved.
        guard replacement != original || days.count != replacement.days.count else {
            return session.language.outputWords.nothingChanged(
                ArgumentText.name(place) + ": " + PlanWords(session.language).entry(original) + ".")
        }
        var schedule = place.schedule
        schedule[index] = replacement
        try ScheduleText.check(schedule, days: days, at: index, of: place, words: session.words)
        _ = try session.apply(
            .editScheduleEntry(workplace: place.name, original: original, replacement: replacement))
        return PlanWords(session.language).changed(original, to: replacement, at: ArgumentText.name(place))
    }
}

/// `payday schedule remove WORKPLACE N`.
struct ScheduleRemoveCommand: SessionCommand {
    static let configuration = CommandConfiguration.words("remove", .scheduleRemove)
    static let name = "schedule remove"

    @OptionGroup var entry: NumberedEntry

    @OptionGroup var common: CommonOptions

    func said(in session: StoreSession) throws(CommandFailure) -> String {
        let (place, index) = try entry.find(in: session)
        let removed = place.schedule[index]
        _ = try session.apply(.removeScheduleEntry(workplace: place.name, removed))
        return PlanWords(session.language).removed(removed, from: ArgumentText.name(place))
    }
}

/// `payday schedule list [WORKPLACE] [--json]`: each entry, numbered, and what the current pay
/// period's scheduled days came to (worked, ahead, missed, excused).
struct ScheduleListCommand: SessionCommand {
    static let configuration = CommandConfiguration.words("list", .scheduleList)
    static let name = "schedule list"

    @OptionGroup var workplaces: ListedWorkplaces
    @Flag(name: .long, help: .words(.json)) var json = false

    @OptionGroup var common: CommonOptions

    func said(in session: StoreSession) throws(CommandFailure) -> String {
        let now = session.now
        let holidays = session.holidays
        let words = PlanWords(session.language)
        var lines: [String] = [], objects: [String] = []
        for place in try workplaces.find(in: session) {
            let period = place.period(containing: now.date)
            let days = place.plannedDays(in: period.start...period.end, now: now, holidays: holidays)
            lines.append(ArgumentText.name(place) + (place.schedule.isEmpty ? words.noSchedule : ""))
            for (number, entry) in place.schedule.enumerated() {
                lines.append("  \(number + 1)  \(words.entry(entry))")
            }
            if !days.isEmpty {
                lines.append("  \(period.rangeText): " + words.counts(days))
                lines += days.filter { $0.status == .missed }.map(words.missed)
            }
            let entries = place.schedule.map { entry in
                "{ \"days\": [" + entry.days.map { "\"\($0.shortName)\"" }.joined(separator: ", ")
                    + "], \"start\": \"\(entry.startTime)\", \"end\": \"\(entry.endTime)\", \"break\": \(entry.breakMinutes), "
                    + "\"from\": \"\(entry.from)\", \"until\": \(entry.until.map { "\"\($0)\"" } ?? "null") }"
            }
            let planned = days.map { day in
                "{ \"date\": \"\(day.date)\", \"start\": \"\(day.shift.startTime)\", \"end\": \"\(day.shift.endTime)\", "
                    + "\"status\": \"\(Self.status(day.status))\" }"
            }
            objects.append(
                "{ \"workplace\": \(SummaryJSON.quoted(place.name)), \"schedule\": ["
                    + entries.joined(separator: ", ")
                    + "], \"period\": { \"start\": \"\(period.start)\", \"end\": \"\(period.end)\" }, \"planned\": ["
                    + planned.joined(separator: ", ") + "] }")
        }
        if json { return "[" + objects.joined(separator: ",\n ") + "]" }
        return lines.isEmpty ? words.noWorkplaces : lines.joined(separator: "\n")
    }
}

extension ScheduleListCommand {
    /// A planned day's status in JSON: `worked`, `ahead`, `missed`, `leave`/`sick`/`off`/`closed`,
    /// `paid holiday` (the English words, in every language: JSON is for scripts).
    static func status(_ status: PlannedDay.Status) -> String {
        RuleWords(language: .english, place: .commandLine).planStatus(status)
    }
}
