import Foundation
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

    public static func document(file: DataFile, basis: PayBasis, stamp: Date, language: PayrollLanguage) -> String {
        let words = language.words
        var lines = [
            // not words: the product's identifier, which calendars read, not people.
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Payday//Payday shifts and paydays//EN", "CALSCALE:GREGORIAN",
            "METHOD:PUBLISH", "X-WR-CALNAME:Payday", "X-WR-TIMEZONE:\(timeZone)",
            "BEGIN:VTIMEZONE", "TZID:\(timeZone)", "BEGIN:STANDARD", "DTSTART:19700101T000000",
            "TZOFFSETFROM:+0900", "TZOFFSETTO:+0900", "TZNAME:KST", "END:STANDARD", "END:VTIMEZONE",
        ]
        let dtstamp = "DTSTAMP:" + utc(stamp)
        // The file's worker (dependants for the withholding table) for the paydays' net.
        var basis = basis
        basis.worker = file.worker ?? Worker()
        let today = basis.today
        for workplace in file.workplaces(asOf: today) {
            let key = stableKey(workplace.name)
            // The recorded shifts, then the schedule's plans ahead (nothing recorded on them yet),
            // in time order: a plan and the shift later recorded on its date share a UID, so a
            // new export turns the planned event into the worked one.
            let plans = workplace.plannedDays(
                in: today...today.adding(days: planHorizonDays), now: basis.now, holidays: basis.holidays
            )
            .filter { $0.status == .ahead && !$0.recordedAhead && $0.absence == nil && $0.paidDayOff == nil }
            .map(\.shift)
            let events = (workplace.shifts.map { ($0, false) } + plans.map { ($0, true) }).sorted {
                $0.0.start < $1.0.start
            }
            var ordinal = (date: LocalDate?.none, count: 0)
            var periods: [PayPeriod] = []
            for (shift, isPlan) in events {
                ordinal = ordinal.date == shift.date ? (shift.date, ordinal.count + 1) : (shift.date, 1)
                let period = workplace.period(containing: shift.date)
                if !periods.contains(period) { periods.append(period) }
                let ended = !isPlan && shift.end <= basis.now
                var description = [
                    words.calendarShift(
                        breakMinutes: shift.breakMinutes,
                        paid: WorkTimeFormat.string(minutes: shift.paidMinutes, language))
                ]
                if isPlan { description.append(words.calendarFromSchedule) }
                if let memo = shift.memo, !memo.isEmpty { description.append(memo) }
                lines += [
                    "BEGIN:VEVENT", "UID:shift-\(key)-\(compact(shift.date))-\(ordinal.count)@payday", dtstamp,
                    "DTSTART;TZID=\(timeZone):\(local(shift.start))", "DTEND;TZID=\(timeZone):\(local(shift.end))",
                    "SUMMARY:" + text(workplace.name),
                    "DESCRIPTION:" + text(description.joined(separator: "\n")),
                    "CATEGORIES:" + (ended ? words.calendarWorked : words.calendarPlanned),
                    "STATUS:" + (ended ? "CONFIRMED" : "TENTATIVE"), "END:VEVENT",
                ]
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
                    "DTEND;VALUE=DATE:\(compact(slip.payday.adding(days: 1)))", "SUMMARY:" + text(summary),
                    "DESCRIPTION:"
                        + text(words.calendarPayPeriod(period)),
                    "TRANSP:TRANSPARENT", "END:VEVENT",
                ]
            }
        }
        lines.append("END:VCALENDAR")
        return lines.map(fold).joined(separator: "\r\n") + "\r\n"
    }

    /// `20261118`
    static func compact(_ date: LocalDate) -> String {
        let (year, month, day) = date.components
        return String(format4: year) + String(format2: month) + String(format2: day)
    }

    /// `20261118T120000`, wall-clock time in the calendar's zone.
    static func local(_ moment: LocalMoment) -> String {
        let day = moment.minutes >= 0 ? moment.minutes / 1440 : (moment.minutes - 1439) / 1440
        let minute = moment.minutes - day * 1440
        return compact(LocalDate(dayNumber: day)) + "T" + String(format2: minute / 60) + String(format2: minute % 60)
            + "00"
    }

    /// `20261118T030000Z`: when the file was made, in UTC (DTSTAMP).
    static func utc(_ stamp: Date) -> String {
        local(LocalMoment.now(stamp, timeZone: TimeZone(secondsFromGMT: 0) ?? .current)) + "Z"
    }

    /// A TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks escaped; any
    /// other character a terminal acts on (`TerminalText.isEscaped`: the C0 and C1 controls,
    /// the bidirectional ones) dropped: a calendar has no use for it, it could end the line, and
    /// the document is then safe to print as it is (it is not escaped again on the way out).
    static func text(_ value: String) -> String {
        var out = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\n": out += "\\n"
            case _ where TerminalText.isEscaped(scalar): continue
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A content line folded after 75 octets (RFC 5545 3.1), never inside a UTF-8 sequence: each
    /// following piece starts with a space.
    static func fold(_ line: String) -> String {
        var pieces: [String] = []
        var current = ""
        var octets = 0
        for scalar in line.unicodeScalars {
            let size = String(scalar).utf8.count
            let limit = pieces.isEmpty ? 75 : 74
            if octets + size > limit {
                pieces.append(current)
                current = ""
                octets = 0
            }
            current.unicodeScalars.append(scalar)
            octets += size
        }
        pieces.append(current)
        return pieces.joined(separator: "\r\n ")
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

extension String {
    fileprivate init(format2 value: Int) { self = value < 10 ? "0\(value)" : "\(value)" }
    fileprivate init(format4 value: Int) {
        let digits = String(value)
        self = String(repeating: "0", count: Swift.max(0, 4 - digits.count)) + digits
    }
}
