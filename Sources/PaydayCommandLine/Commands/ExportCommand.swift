import ArgumentParser
import FoundationEssentials
import PaydayApp
import Payroll
import PayrollExports
import PayrollWords

/// `payday export --format csv|ics [--lang en|ko]`: every shift in another program's format, on
/// standard output: CSV for a spreadsheet (one shift a row, with its period, minutes by kind and
/// pay), iCalendar for a calendar (the shifts and the paydays, with UIDs that stay the same from
/// one export to the next). `--workplace` and `--from`/`--to` narrow either to one workplace and
/// a range of days; `--bom` and `--excel` lay the CSV out for Excel.
struct ExportCommand: LoadedRecordsCommand {
    static let configuration = CommandConfiguration.words("export", .export)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case csv, ics
    }

    @OptionGroup var options: DataOptions

    @Option(name: .long, help: .words(.format, "csv|ics"))
    var format: Format

    @Option(name: .long, help: .words(.onlyWorkplace, "NAME"), completion: WorkplaceCompletion.kind)
    var workplace: String?

    @Option(name: .long, help: .words(.exportFrom, "YYYY-MM-DD"))
    var from: String?

    @Option(name: .long, help: .words(.exportTo, "YYYY-MM-DD"))
    var to: String?

    @Flag(name: .long, help: .words(.bom))
    var bom = false

    @Flag(name: .long, help: .words(.exportExcel))
    var excel = false

    @Option(name: .long, help: .words(.exportSince, "YYYY-MM-DD"))
    var since: String?

    @Option(name: .long, help: .words(.exportAlarm, "DURATION"))
    var alarm: String?

    func result(input: LoadedRecords) -> CommandResult {
        let choices: ExportChoices, calendar: ShiftsCalendar.Choices
        do {
            choices = try self.choices(input)
            calendar = try calendarChoices(input)
        } catch {
            return failure(error, input.language)
        }
        switch format {
        case .csv:
            return .document(
                bytes: ShiftsCSV.documentBytes(
                    file: input.file, basis: input.basis, language: input.language, choices: choices))
        case .ics:
            return .document(
                bytes: ShiftsCalendar.documentBytes(
                    file: input.file, basis: input.basis, stamp: input.clock, language: input.language,
                    choices: choices, calendar: calendar))
        }
    }

    /// The options as an export's choices, each checked: the workplace found, the days dates
    /// payday computes for and in order, the CSV's options only with the CSV.
    func choices(_ input: LoadedRecords) throws(CommandFailure) -> ExportChoices {
        let other: [(Bool, String, Format)] = [
            (bom, "--bom", .csv), (excel, "--excel", .csv), (since != nil, "--since", .ics),
            (alarm != nil, "--alarm", .ics),
        ]
        for (given, option, only) in other where given && format != only {
            throw CommandFailure(export: { $0.onlyFor(option: option, format: only.rawValue) })
        }
        var choices = excel ? ExportChoices.excel() : ExportChoices(byteOrderMark: bom)
        if let workplace {
            let names = input.file.workplaces.map(\.name)
            switch WorkplaceArgument.resolve(workplace, among: names, input.language) {
            case .success(let index): choices.workplace = names[index]
            case .failure(let problem): throw CommandFailure(problem.description)
            }
        }
        let first = try Self.date(from, "--from"), last = try Self.date(to, "--to")
        if let first, let last, last < first {
            throw CommandFailure(export: { $0.rangeBackwards(from: first, to: last) })
        }
        if first != nil || last != nil {
            choices.dates = (first ?? Limits.dates.lowerBound)...(last ?? Limits.dates.upperBound)
        }
        return choices
    }

    /// The day `text` names (nil when not given), within `Limits.dates`.
    static func date(_ text: String?, _ option: String) throws(CommandFailure) -> LocalDate? {
        guard let text else { return nil }
        guard let date = LocalDate(iso: text) else {
            throw CommandFailure { $0.commandWords.notADate("\(option) \(TerminalText.line(text))") }
        }
        guard Limits.dates.contains(date) else {
            throw CommandFailure(export: { $0.dateOutside(option: option, date: date, allowed: Limits.dates) })
        }
        return date
    }

    /// The calendar's revisions from the data file's history (none for the demo or a file with
    /// no history), the reminder, and the file as it was at the end of `--since`'s day.
    func calendarChoices(_ input: LoadedRecords) throws(CommandFailure) -> ShiftsCalendar.Choices {
        var calendar = ShiftsCalendar.Choices()
        if let alarm { calendar.alarmMinutes = try Self.minutes(alarm) }
        let sinceDay = try Self.date(since, "--since")
        guard let path = input.dataPath else {
            if let sinceDay { calendar.earlier = (input.file, sinceDay) }
            return calendar
        }
        let store = DataStore(path: path)
        let history = (try? store.history()) ?? History()
        // The change found on disk and not yet kept is stamped when read: its time is the file's.
        var times: [Int: Double] = [:]
        if let last = history.entries.last, last.version == nil, last.source == .disk,
            let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        {
            times[last.number] = modified.timeIntervalSince1970.rounded(.down)
        }
        calendar.revisions = CalendarRevisions(history.entries, time: times)
        if let sinceDay {
            // The latest change made by the end of that day (in Korean time, as the data's times are).
            let seoul = LocalClock.korea
            let then = history.entries.last {
                LocalMoment.now(Date(timeIntervalSince1970: times[$0.number] ?? $0.time), timeZone: seoul).date
                    <= sinceDay
            }
            // No kept version of that day: the file as it is now, whose missed plans are then cancelled.
            let file = then.flatMap { store.version(after: $0, in: history) } ?? input.file
            calendar.earlier = (file, sinceDay)
        }
        return calendar
    }

    /// `30m`, `1h`, `1h30m` or `90` (minutes) as minutes, within `ShiftsCalendar.alarmMinutes`.
    static func minutes(_ text: String) throws(CommandFailure) -> Int {
        let range = ShiftsCalendar.alarmMinutes
        var total = 0, number = "", sawUnit = false
        for character in text.lowercased() {
            if character.isASCII, character.isNumber, number.count < 6 {
                number.append(character)
            } else if character == "h" || character == "m", let value = Int(number) {
                total += character == "h" ? value * 60 : value
                number = ""
                sawUnit = true
            } else {
                throw CommandFailure(export: { $0.notADuration(option: "--alarm", text: text) })
            }
        }
        if let value = Int(number) {
            guard !sawUnit else { throw CommandFailure(export: { $0.notADuration(option: "--alarm", text: text) }) }
            total += value
        } else if !sawUnit {
            throw CommandFailure(export: { $0.notADuration(option: "--alarm", text: text) })
        }
        guard range.contains(total) else {
            throw CommandFailure(export: { $0.durationOutside(option: "--alarm", minutes: total, allowed: range) })
        }
        return total
    }
}
