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
        let words = language.words, eventWords = language.calendarWords
        var lines = [
            // not words: the product's identifier, which calendars read, not people.
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Payday//Payday shifts and paydays//EN", "CALSCALE:GREGORIAN",
            "METHOD:PUBLISH", "X-WR-CALNAME:Payday", "X-WR-TIMEZONE:\(timeZone)",
            "BEGIN:VTIMEZONE", "TZID:\(timeZone)", "BEGIN:STANDARD", "DTSTART:19700101T000000",
            "TZOFFSETFROM:+0900", "TZOFFSETTO:+0900", "TZNAME:KST", "END:STANDARD", "END:VTIMEZONE",
        ]
        let dtstamp = "DTSTAMP:" + utc(stamp)
        /// SEQUENCE (twice the revision, and one more when time alone changed the event: a plan
        /// or shift ahead that has ended, a plan missed) and LAST-MODIFIED.
        func revision(_ mark: CalendarRevisions.Mark?, timePassed: Bool) -> [String] {
            ["SEQUENCE:\(2 * (mark?.number ?? 0) + (timePassed ? 1 : 0))"]
                + (mark.map { ["LAST-MODIFIED:" + utc(Date(timeIntervalSince1970: $0.time))] } ?? [])
        }
        // The file's worker (dependants for the withholding table) for the paydays' net.
        var basis = basis
        basis.worker = file.worker ?? Worker()
        let events = shiftEvents(file: file, basis: basis, choices: choices)
        // The key of the workplace of the events before (they come a workplace at a time).
        var keyed = (name: "", key: WorkplaceName.key(""))
        func revisionKey(_ name: String) -> String {
            if keyed.name != name { keyed = (name, WorkplaceName.key(name)) }
            return keyed.key
        }
        for event in events {
            var description: [String] = []
            var summary = text(event.workplace), times: [String]
            let mark = calendar.revisions.shift(workplaceKey: revisionKey(event.workplace), date: event.start.date)
            if let shift = event.shift {
                description.append(
                    words.calendarShift(
                        breakMinutes: shift.breakMinutes,
                        paid: WorkTimeFormat.string(minutes: shift.paidMinutes, language)))
                if event.kind == .plan { description.append(words.calendarFromSchedule) }
                if event.kind != .worked { summary = text(eventWords.plannedPrefix) + summary }
                times = [
                    "DTSTART;TZID=\(timeZone):\(local(shift.start))", "DTEND;TZID=\(timeZone):\(local(shift.end))",
                ]
            } else {
                // The open shift: its start and no end (an instant, RFC 5545 3.6.1), until clocked out.
                description.append(eventWords.openShiftDescription(start: event.start.timeOfDay.description))
                summary = text(eventWords.clockedInPrefix) + summary
                times = ["DTSTART;TZID=\(timeZone):\(local(event.start))"]
            }
            if let memo = event.memo, !memo.isEmpty { description.append(memo) }
            lines += ["BEGIN:VEVENT", "UID:\(event.uid)", dtstamp] + times
            lines += revision(mark, timePassed: event.kind == .worked)
            lines += [
                "SUMMARY:" + summary, "DESCRIPTION:" + text(description.joined(separator: "\n")),
                "CATEGORIES:" + (event.kind == .worked ? words.calendarWorked : words.calendarPlanned),
                "STATUS:" + (event.kind == .worked ? "CONFIRMED" : "TENTATIVE"),
            ]
            if let minutes = calendar.alarmMinutes, event.kind == .plan || event.kind == .ahead {
                lines += [
                    "BEGIN:VALARM", "ACTION:DISPLAY",
                    "DESCRIPTION:" + text(eventWords.alarm(workplace: event.workplace, minutes: minutes)),
                    "TRIGGER:-PT\(minutes)M", "END:VALARM",
                ]
            }
            lines.append("END:VEVENT")
        }
        if let earlier = calendar.earlier {
            var then = basis
            then.today = earlier.today
            then.now = LocalMoment.endOfDay(earlier.today)
            let now = Set(events.map(\.uid))
            for event in shiftEvents(file: earlier.file, basis: then, choices: choices)
            where !now.contains(event.uid) {
                let mark = calendar.revisions.shift(workplaceKey: revisionKey(event.workplace), date: event.start.date)
                let end = event.shift?.end
                lines += [
                    "BEGIN:VEVENT", "UID:\(event.uid)", dtstamp, "DTSTART;TZID=\(timeZone):\(local(event.start))",
                ]
                lines += end.map { ["DTEND;TZID=\(timeZone):\(local($0))"] } ?? []
                lines += revision(mark, timePassed: true)
                lines += [
                    "SUMMARY:" + text(eventWords.cancelledPrefix + event.workplace),
                    "DESCRIPTION:" + text(eventWords.cancelledDescription), "STATUS:CANCELLED",
                    "TRANSP:TRANSPARENT", "END:VEVENT",
                ]
            }
        }
        for workplace in file.workplaces(asOf: basis.today) where choices.includes(workplace) {
            let key = stableKey(workplace.name)
            var periods: [PayPeriod] = []
            for event in events where event.workplace == workplace.name {
                let period = workplace.period(containing: event.start.date)
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
                lines += [
                    "BEGIN:VEVENT", "UID:payday-\(key)-\(period)@payday", dtstamp,
                    "DTSTART;VALUE=DATE:\(compact(slip.payday))",
                    "DTEND;VALUE=DATE:\(compact(slip.payday.adding(days: 1)))",
                ]
                // A payday's amount changes when it is paid (the expected net becomes the paid).
                lines += revision(
                    calendar.revisions.payday(workplace: workplace.name), timePassed: slip.status == .paid)
                lines += [
                    "SUMMARY:" + text(summary), "DESCRIPTION:" + text(words.calendarPayPeriod(period)),
                    "TRANSP:TRANSPARENT", "END:VEVENT",
                ]
            }
        }
        lines.append("END:VCALENDAR")
        // Folded into one buffer of UTF-8, each line and its CRLF, made a string once: folding
        // each into a string of its own and joining them made a million strings for a large file.
        var document: [UInt8] = []
        document.reserveCapacity(lines.count * 48)
        for line in lines {
            appendFolded(line, to: &document)
            document.append(0x0D)
            document.append(0x0A)
        }
        return String(decoding: document, as: UTF8.self)
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
    /// again on the way out).
    static func text(_ value: String) -> String {
        // Most values (names, times, amounts) have nothing to escape or drop: kept as they are,
        // not rebuilt a scalar at a time.
        let plain = value.unicodeScalars.allSatisfy { scalar in
            switch scalar {
            case "\\", ";", ",", "\n", "\r": false
            case "\t": true
            default: !TerminalText.isEscaped(scalar)
            }
        }
        return plain ? value : escaped(value)
    }

    /// `text(_:)` a scalar at a time: every scalar of `value` escaped, kept or dropped.
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
    /// following piece starts with a space. Worked on the line's UTF-8 bytes, a scalar's length
    /// read from its first byte (a calendar of a large file folds millions of scalars).
    static func fold(_ line: String) -> String {
        var out: [UInt8] = []
        appendFolded(line, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `line` folded as `fold(_:)` folds it, after what `out` holds.
    static func appendFolded(_ line: String, to out: inout [UInt8]) {
        var line = line
        line.withUTF8 { utf8 in
            if utf8.count <= 75 {
                out.append(contentsOf: utf8)
                return
            }
            out.reserveCapacity(out.count + utf8.count + utf8.count / 24)
            var octets = 0, limit = 75, index = 0
            while index < utf8.count {
                let lead = utf8[index]
                let size = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
                if octets + size > limit {
                    out.append(contentsOf: [0x0D, 0x0A, 0x20])
                    (octets, limit) = (0, 74)
                }
                out.append(contentsOf: utf8[index..<index + size])
                octets += size
                index += size
            }
        }
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
