import FoundationEssentials
import Payroll
import PayrollWords

/// The shifts and the paydays as an iCalendar file (RFC 5545) for a phone's or a desktop's
/// calendar (`payday export --format ics`): every recorded shift (worked, or planned when it
/// has not ended), the schedule's plans of the next 12 weeks, and the payday of every period
/// with either, with its net pay (expected, for a period not paid yet).
///
/// Times are the wall-clock times of the data file, which are Korean times: every event names
/// the `Asia/Seoul` zone, defined in the file (a fixed +09:00, Korea has kept no summer time
/// since 1988), so a calendar elsewhere shows them at the right hour. Each event has a UID that
/// stays the same from one export to the next (the workplace, the date and the shift's place
/// among that date's shifts; the workplace and the period for a payday), so importing again
/// updates the events instead of adding them twice. A renamed workplace gets new UIDs.
public enum ShiftsCalendar {
    public static let timeZone = "Asia/Seoul"
    /// How far ahead the schedule's plans are written: a schedule without an end plans forever.
    public static let planHorizonDays = 12 * 7
    /// The longest reminder ahead of a shift (`--alarm`), in minutes: a day.
    public static let alarmMinutes = 0...1440

    /// What a calendar export adds to the events: their revisions, reminders, and the events
    /// of an earlier export no longer there, cancelled.
    public struct Choices: Sendable {
        /// Each event's SEQUENCE and LAST-MODIFIED, from the history.
        public var revisions = CalendarRevisions()
        /// A reminder this many minutes before each shift not yet ended (nil: none).
        public var alarmMinutes: Int?
        /// The data as a calendar last imported it: the file as it was then, and the day of
        /// that export. Its shift and plan events that this export no longer has are written
        /// as cancelled.
        public var earlier: (file: DataFile, today: LocalDate)?

        public init(
            revisions: CalendarRevisions = CalendarRevisions(), alarmMinutes: Int? = nil,
            earlier: (file: DataFile, today: LocalDate)? = nil
        ) {
            self.revisions = revisions
            self.alarmMinutes = alarmMinutes
            self.earlier = earlier
        }
    }

    /// One shift's event: a recorded shift, a plan, or the open shift.
    struct ShiftEvent {
        enum Kind { case worked, ahead, plan, open }
        var uid: String
        var workplace: String
        var kind: Kind
        var start: LocalMoment
        /// None for the open shift.
        var shift: Shift?
        var memo: String?
    }

    public static func document(
        file: DataFile, basis: PayBasis, stamp: Date, language: PayrollLanguage,
        choices: ExportChoices = ExportChoices(), calendar: Choices = Choices()
    ) -> String {
        String(
            decoding: documentBytes(
                file: file, basis: basis, stamp: stamp, language: language, choices: choices, calendar: calendar),
            as: UTF8.self)
    }

    /// `document(...)` in UTF-8, as it is written: a file or standard output gets these bytes,
    /// never a string made of them first.
    public static func documentBytes(
        file: DataFile, basis: PayBasis, stamp: Date, language: PayrollLanguage,
        choices: ExportChoices = ExportChoices(), calendar: Choices = Choices()
    ) -> [UInt8] {
        let words = language.words, eventWords = language.calendarWords
        // The file's worker (dependants for the withholding table) for the paydays' net.
        var basis = basis
        basis.worker = file.worker ?? Worker()
        let events = shiftEvents(file: file, basis: basis, choices: choices)
        var lines = CalendarLines(expectedLines: 16 + events.count * 12)
        for line in [
            // not words: the product's identifier, which calendars read, not people.
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Payday//Payday shifts and paydays//EN", "CALSCALE:GREGORIAN",
            "METHOD:PUBLISH", "X-WR-CALNAME:Payday", "X-WR-TIMEZONE:\(timeZone)",
            "BEGIN:VTIMEZONE", "TZID:\(timeZone)", "BEGIN:STANDARD", "DTSTART:19700101T000000",
            "TZOFFSETFROM:+0900", "TZOFFSETTO:+0900", "TZNAME:KST", "END:STANDARD", "END:VTIMEZONE",
        ] {
            lines.add(line)
        }
        let dtstamp = "DTSTAMP:" + utc(stamp)
        let localStart = "DTSTART;TZID=\(timeZone):", localEnd = "DTEND;TZID=\(timeZone):"
        /// SEQUENCE (twice the revision, and one more when time alone changed the event: a plan
        /// or shift ahead that has ended, a plan missed) and LAST-MODIFIED.
        func revision(_ mark: CalendarRevisions.Mark?, timePassed: Bool) {
            lines.add("SEQUENCE:", String(2 * (mark?.number ?? 0) + (timePassed ? 1 : 0)))
            if let mark { lines.add("LAST-MODIFIED:", utc(Date(timeIntervalSince1970: mark.time))) }
        }
        // The key of the workplace of the events before (they come a workplace at a time).
        var keyed = (name: "", key: WorkplaceName.key(""))
        func revisionKey(_ name: String) -> String {
            if keyed.name != name { keyed = (name, WorkplaceName.key(name)) }
            return keyed.key
        }
        for event in events {
            let mark = calendar.revisions.shift(workplaceKey: revisionKey(event.workplace), date: event.start.date)
            lines.add("BEGIN:VEVENT")
            lines.add("UID:", event.uid)
            lines.add(dtstamp)
            // The description's pieces, each on a line of its own (an escaped line break between).
            let first: String, second: String?, prefix: String?
            if let shift = event.shift {
                first = words.calendarShift(
                    breakMinutes: shift.breakMinutes, paid: WorkTimeFormat.string(minutes: shift.paidMinutes, language))
                second = event.kind == .plan ? words.calendarFromSchedule : nil
                prefix = event.kind != .worked ? eventWords.plannedPrefix : nil
                lines.add(localStart, local(shift.start))
                lines.add(localEnd, local(shift.end))
            } else {
                // The open shift: its start and no end (an instant, RFC 5545 3.6.1), until clocked out.
                first = eventWords.openShiftDescription(start: event.start.timeOfDay.description)
                second = nil
                prefix = eventWords.clockedInPrefix
                lines.add(localStart, local(event.start))
            }
            revision(mark, timePassed: event.kind == .worked)
            // The prefix and the name escaped each on its own; the description's pieces as one
            // value, joined by line breaks.
            var afterReturn = false
            lines.append("SUMMARY:")
            if let prefix { lines.appendText(prefix, afterReturn: &afterReturn) }
            afterReturn = false
            lines.appendText(event.workplace, afterReturn: &afterReturn)
            lines.end()
            afterReturn = false
            lines.append("DESCRIPTION:")
            lines.appendText(first, afterReturn: &afterReturn)
            for piece in [second, event.memo.flatMap { $0.isEmpty ? nil : $0 }] {
                guard let piece else { continue }
                lines.appendText("\n", afterReturn: &afterReturn)
                lines.appendText(piece, afterReturn: &afterReturn)
            }
            lines.end()
            lines.add("CATEGORIES:", event.kind == .worked ? words.calendarWorked : words.calendarPlanned)
            lines.add(event.kind == .worked ? "STATUS:CONFIRMED" : "STATUS:TENTATIVE")
            if let minutes = calendar.alarmMinutes, event.kind == .plan || event.kind == .ahead {
                lines.add("BEGIN:VALARM")
                lines.add("ACTION:DISPLAY")
                lines.add("DESCRIPTION:", text: eventWords.alarm(workplace: event.workplace, minutes: minutes))
                lines.add("TRIGGER:-PT\(minutes)M")
                lines.add("END:VALARM")
            }
            lines.add("END:VEVENT")
        }
        if let earlier = calendar.earlier {
            var then = basis
            then.today = earlier.today
            then.now = LocalMoment.endOfDay(earlier.today)
            let now = Set(events.map(\.uid))
            for event in shiftEvents(file: earlier.file, basis: then, choices: choices)
            where !now.contains(event.uid) {
                let mark = calendar.revisions.shift(workplaceKey: revisionKey(event.workplace), date: event.start.date)
                lines.add("BEGIN:VEVENT")
                lines.add("UID:", event.uid)
                lines.add(dtstamp)
                lines.add(localStart, local(event.start))
                if let end = event.shift?.end { lines.add(localEnd, local(end)) }
                revision(mark, timePassed: true)
                lines.add("SUMMARY:", text: eventWords.cancelledPrefix + event.workplace)
                lines.add("DESCRIPTION:", text: eventWords.cancelledDescription)
                for line in ["STATUS:CANCELLED", "TRANSP:TRANSPARENT", "END:VEVENT"] { lines.add(line) }
            }
        }
        // The days of the events by their workplace's name, as `==` tells names apart: the events
        // come a workplace at a time, so a name is looked for once a run (the same workplace's
        // name is the same string, told equal at once), not once an event for each workplace
        // (75,000 events and 50 names made 3.75 million comparisons of Korean names).
        var names: [String] = [], daysOfName: [[LocalDate]] = []
        var last = -1
        for event in events {
            if last < 0 || names[last] != event.workplace {
                if let found = names.firstIndex(of: event.workplace) {
                    last = found
                } else {
                    names.append(event.workplace)
                    daysOfName.append([])
                    last = names.count - 1
                }
            }
            daysOfName[last].append(event.start.date)
        }
        for workplace in file.workplaces(asOf: basis.today) where choices.includes(workplace) {
            let key = stableKey(workplace.name)
            var periods: [PayPeriod] = []
            for day in names.firstIndex(of: workplace.name).map({ daysOfName[$0] }) ?? [] {
                let period = workplace.period(containing: day)
                if !periods.contains(period) { periods.append(period) }
            }
            for period in periods.sorted() {
                var slip = basis.payslip(of: workplace, for: period)
                var note = ""
                if slip.status != .paid {
                    slip = basis.withForecast(slip, of: workplace)
                    note = words.calendarExpectedNote
                }
                let amount = (slip.status == .paid ? slip.net : slip.expected?.net ?? slip.net).formatted(language)
                let summary = words.calendarPayday(workplace: workplace.name, amount: amount) + note
                lines.add("BEGIN:VEVENT")
                lines.add("UID:payday-\(key)-\(period)@payday")
                lines.add(dtstamp)
                lines.add("DTSTART;VALUE=DATE:", compact(slip.payday))
                lines.add("DTEND;VALUE=DATE:", compact(slip.payday.adding(days: 1)))
                // A payday's amount changes when it is paid (the expected net becomes the paid).
                revision(calendar.revisions.payday(workplace: workplace.name), timePassed: slip.status == .paid)
                lines.add("SUMMARY:", text: summary)
                lines.add("DESCRIPTION:", text: words.calendarPayPeriod(period))
                lines.add("TRANSP:TRANSPARENT")
                lines.add("END:VEVENT")
            }
        }
        lines.add("END:VCALENDAR")
        return lines.document
    }

    /// The shift events of `file` as of `basis.today`: the recorded shifts, the open one, and
    /// the schedule's plans ahead (nothing recorded on them yet), in time order, each workplace's
    /// in turn. A plan and the shift later recorded on its date share a UID (the workplace, the
    /// date and the place among that date's events), so a new export turns the planned event
    /// into the worked one.
    static func shiftEvents(file: DataFile, basis: PayBasis, choices: ExportChoices) -> [ShiftEvent] {
        let today = basis.today
        var events: [ShiftEvent] = []
        for workplace in file.workplaces(asOf: today) where choices.includes(workplace) {
            let key = stableKey(workplace.name)
            let plans = workplace.plannedDays(
                in: today...today.adding(days: planHorizonDays), now: basis.now, holidays: basis.holidays
            )
            .filter(\.isPlannedAhead)
            .map(\.shift)
            var found: [ShiftEvent] = workplace.shifts.map {
                ShiftEvent(
                    uid: "", workplace: workplace.name, kind: $0.end <= basis.now ? .worked : .ahead, start: $0.start,
                    shift: $0, memo: $0.memo)
            }
            found += plans.map {
                ShiftEvent(uid: "", workplace: workplace.name, kind: .plan, start: $0.start, shift: $0, memo: $0.memo)
            }
            if let open = workplace.openShift {
                found.append(
                    ShiftEvent(
                        uid: "", workplace: workplace.name, kind: .open, start: open.start, shift: nil, memo: open.memo)
                )
            }
            var ordinal = (date: LocalDate?.none, count: 0)
            for var event in found.sorted(by: { $0.start < $1.start }) {
                let date = event.start.date
                ordinal = ordinal.date == date ? (date, ordinal.count + 1) : (date, 1)
                event.uid = "shift-\(key)-\(compact(date))-\(ordinal.count)@payday"
                if choices.includes(date) { events.append(event) }
            }
        }
        return events
    }

    /// `20261118`
    static func compact(_ date: LocalDate) -> String { date.basicText }

    /// `20261118T120000`, wall-clock time in the calendar's zone.
    static func local(_ moment: LocalMoment) -> String { moment.basicText }

    /// `20261118T030000Z`: when the file was made, in UTC (DTSTAMP).
    static func utc(_ stamp: Date) -> String {
        local(LocalMoment.now(stamp, timeZone: TimeZone(secondsFromGMT: 0) ?? .current)) + "Z"
    }

    /// A TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks escaped (a
    /// CRLF or a lone CR is one line break), a tab kept (TEXT allows it as it is); any other
    /// character a terminal acts on (`TerminalText.isEscaped`: the C0 controls, which TEXT does
    /// not allow, the C1 and the bidirectional ones) dropped: a calendar has no use for it, it
    /// could end the line, and the document is then safe to print as it is (it is not escaped
    /// again on the way out). Written by `CalendarLines.appendText`, which the document uses.
    static func text(_ value: String) -> String {
        var line = CalendarLines()
        var afterReturn = false
        line.appendText(value, afterReturn: &afterReturn)
        return String(decoding: line.current, as: UTF8.self)
    }

    /// `text(_:)` said a scalar at a time into a string: the rule `CalendarLines.appendText`
    /// is checked against (`ExportChoicesTests.calendarTextOfAPlainValueIsTheValue`).
    static func escaped(_ value: String) -> String {
        var out = ""
        var afterReturn = false
        for scalar in value.unicodeScalars {
            defer { afterReturn = scalar == "\r" }
            switch scalar {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\n" where afterReturn: continue
            case "\n", "\r": out += "\\n"
            case "\t": out += "\t"
            case _ where TerminalText.isEscaped(scalar): continue
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A content line folded after 75 octets (RFC 5545 3.1), never inside a UTF-8 sequence: each
    /// following piece starts with a space: `CalendarLines.appendFolded` on one line.
    static func fold(_ line: String) -> String {
        var out: [UInt8] = [], line = line
        line.withUTF8 { CalendarLines.appendFolded($0, to: &out) }
        return String(decoding: out, as: UTF8.self)
    }

    /// FNV-1a over the name's UTF-8, in hex: the same in every run (Swift's own hashes are seeded
    /// per process).
    static func stableKey(_ name: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
