import FoundationEssentials

/// A calendar date in the proleptic Gregorian calendar, with no time zone: the date on the
/// worker's wall calendar.
///
/// Stored as a day number (days since 1970-01-01) so that the rules compare, subtract and step
/// dates in integer arithmetic, a million shifts without a `Calendar` call each. The conversions
/// are the Gregorian civil-date formulas; `LocalDateTests` checks them day by day against
/// `Calendar(identifier: .gregorian)` over 2024...2028, and `today(now:timeZone:)` uses that
/// calendar in the local time zone, so both agree on every date the app shows.
public struct LocalDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Days since 1970-01-01 (negative before it).
    public let dayNumber: Int

    public init(dayNumber: Int) {
        self.dayNumber = dayNumber
    }

    /// The date `year-month-day`, or nil when there is no such day (February 30, month 13) or
    /// its year is not one of four digits (1...9999, what `YYYY-MM-DD` writes).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), (1...LocalDate.daysIn(year: year, month: month)).contains(day),
            Limits.fourDigitYears.contains(year)
        else { return nil }
        self.init(civilYear: year, month: month, day: day)
    }

    /// The first day of `month` (1...12) of any proleptic Gregorian year: the pay periods step by
    /// months from a date, and a month past 9999-12 is still a day (printed with five digits),
    /// never a fallback such as 1970-01-01. The command line keeps today within `Limits.today`.
    static func first(year: Int, month: Int) -> LocalDate {
        LocalDate(civilYear: year, month: min(max(month, 1), 12), day: 1)
    }

    /// Days from civil, for any year (no check).
    private init(civilYear year: Int, month: Int, day: Int) {
        // Days from civil: count from March 1 so that the leap day is the last day of the year.
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        dayNumber = era * 146_097 + dayOfEra - 719_468
    }

    /// Parses `YYYY-MM-DD` exactly (four, two and two digits); nil for any other text or an
    /// impossible date.
    public init?(iso text: String) {
        // Through `withUTF8`, not `Array(text.utf8)`: a large file has a hundred thousand dates,
        // and a short string's bytes are read in place without an allocation.
        var text = text
        let parts = text.withUTF8 { utf8 -> (Int, Int, Int)? in
            guard utf8.count == 10, utf8[4] == UInt8(ascii: "-"), utf8[7] == UInt8(ascii: "-"),
                let year = LocalDate.digits(utf8[0..<4]), let month = LocalDate.digits(utf8[5..<7]),
                let day = LocalDate.digits(utf8[8..<10])
            else { return nil }
            return (year, month, day)
        }
        guard let (year, month, day) = parts else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// Today's date in `timeZone` (nil: the local clock's, `LocalClock`), by
    /// `Calendar(identifier: .gregorian)`.
    public static func today(now: Date, timeZone: TimeZone?) -> LocalDate {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone ?? LocalClock.timeZone(at: now)
        let parts = calendar.dateComponents([.year, .month, .day], from: now)
        // A Gregorian calendar always yields all three components.
        return LocalDate(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
            ?? LocalDate(dayNumber: 0)
    }

    /// Year, month and day (civil from days).
    public var components: (year: Int, month: Int, day: Int) {
        let (era, yearOfEra, dayOfYear) = marchYear
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    /// The date's place in its year counted from March 1 (the first step of `components`): the
    /// 400-year era, the year in it (from March), and the day of that year (0 on March 1, 365 on
    /// a February 29).
    private var marchYear: (era: Int, yearOfEra: Int, dayOfYear: Int) {
        let shifted = dayNumber + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        return (era, yearOfEra, dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100))
    }

    /// The day of the date's year counted from March 1 (`marchYear`): a month and day of the
    /// year is one such day whatever the year (`dayFromMarch(month:day:)`), found without the
    /// month and day worked out.
    ///
    /// From March 1, 1904 until March 1, 2100 the years from March run in cycles of four days'
    /// counts, 365, 365, 365 and 366 (the cycle's last ends on a February 29): there the day is
    /// the place in its cycle's year, by one division by the cycle and one by the year, not the
    /// era's arithmetic (asked for every shift of every payslip, for May 1).
    var dayFromMarch: Int {
        let inCycles = dayNumber - LocalDate.cyclesStart
        guard inCycles >= 0, dayNumber < LocalDate.cyclesEnd else { return marchYear.dayOfYear }
        let inCycle = inCycles % 1461
        return inCycle == 1460 ? 365 : inCycle % 365
    }

    /// March 1, 1904 and March 1, 2100 as day numbers: where the four-year cycles of
    /// `dayFromMarch` begin, and where they stop (2100 is no leap year).
    static let (cyclesStart, cyclesEnd) = (-24_047, 47_541)

    /// The day from March 1 of `month`'s `day` in any year (`dayFromMarch`), February's counted last.
    static func dayFromMarch(month: Int, day: Int) -> Int {
        (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    }

    public var year: Int { components.year }
    public var month: Int { components.month }
    public var day: Int { components.day }

    /// The day of the week; 1970-01-01 was a Thursday.
    public var weekday: Weekday { Weekday.allCases[daysFromMonday] }

    /// Days since the Monday of this date's week (0 on a Monday): `weekday.daysFromMonday`
    /// without the day of the week looked up and found again.
    var daysFromMonday: Int { ((dayNumber + 3) % 7 + 7) % 7 }

    public var isWeekend: Bool { weekday == .saturday || weekday == .sunday }

    /// The Monday that starts this date's week (weeks run Monday to Sunday).
    public var mondayOfWeek: LocalDate { adding(days: -daysFromMonday) }

    public func adding(days: Int) -> LocalDate { LocalDate(dayNumber: dayNumber + days) }

    /// Whole days from `self` to `other` (positive when `other` is later).
    public func days(to other: LocalDate) -> Int { other.dayNumber - dayNumber }

    /// `YYYY-MM-DD` (a year past 9999 in all its digits, one before 1 with its sign).
    public var description: String {
        let (year, month, day) = components
        return LocalDate.digitsText(year, month, day)
            ?? LocalDate.padded(year, 4) + "-" + LocalDate.padded(month, 2) + "-" + LocalDate.padded(day, 2)
    }

    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool { lhs.dayNumber < rhs.dayNumber }

    public static func isLeap(year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    public static func daysIn(year: Int, month: Int) -> Int {
        switch month {
        case 2: isLeap(year: year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    static func digits(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        var value = 0
        for byte in bytes {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    /// `YYYY-MM-DD` for a year of 0...9999, a month and a day of 0...99, or nil: a date's name
    /// written in place in one small string, where joining padded pieces made and freed five
    /// strings (an export of 75,000 shifts spent 420 M instructions naming dates).
    static func digitsText(_ year: Int, _ month: Int, _ day: Int) -> String? {
        guard (0...9999).contains(year), (0...99).contains(month), (0...99).contains(day) else { return nil }
        return String(unsafeUninitializedCapacity: 10) { utf8 in
            storeDigits(year / 100, into: utf8, at: 0)
            storeDigits(year % 100, into: utf8, at: 2)
            utf8[4] = UInt8(ascii: "-")
            storeDigits(month, into: utf8, at: 5)
            utf8[7] = UInt8(ascii: "-")
            storeDigits(day, into: utf8, at: 8)
            return 10
        }
    }

    /// `YYYY-MM` for a year of 0...9999 and a month of 0...99, or nil (as `digitsText(_:_:_:)`).
    static func digitsText(_ year: Int, _ month: Int) -> String? {
        guard (0...9999).contains(year), (0...99).contains(month) else { return nil }
        return String(unsafeUninitializedCapacity: 7) { utf8 in
            storeDigits(year / 100, into: utf8, at: 0)
            storeDigits(year % 100, into: utf8, at: 2)
            utf8[4] = UInt8(ascii: "-")
            storeDigits(month, into: utf8, at: 5)
            return 7
        }
    }

    /// `YYYYMMDD`, ISO 8601's basic format (what a calendar file writes), in place as
    /// `description` writes `YYYY-MM-DD`; a year outside 0...9999 in all its digits.
    public var basicText: String {
        let (year, month, day) = components
        guard (0...9999).contains(year) else {
            return LocalDate.padded(year, 4) + LocalDate.padded(month, 2) + LocalDate.padded(day, 2)
        }
        return String(unsafeUninitializedCapacity: 8) { utf8 in
            LocalDate.storeBasic(year, month, day, into: utf8)
            return 8
        }
    }

    /// `YYYYMMDD` (a year of 0...9999, a month and a day of 1...31) at the start of `utf8`.
    static func storeBasic(_ year: Int, _ month: Int, _ day: Int, into utf8: UnsafeMutableBufferPointer<UInt8>) {
        storeDigits(year / 100, into: utf8, at: 0)
        storeDigits(year % 100, into: utf8, at: 2)
        storeDigits(month, into: utf8, at: 4)
        storeDigits(day, into: utf8, at: 6)
    }

    /// The two digits of `value` (0...99) at `offset` of `utf8`.
    static func storeDigits(_ value: Int, into utf8: UnsafeMutableBufferPointer<UInt8>, at offset: Int) {
        utf8[offset] = UInt8(ascii: "0") + UInt8(value / 10)
        utf8[offset + 1] = UInt8(ascii: "0") + UInt8(value % 10)
    }

    static func padded(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}

/// A day of the week, Monday first as in Korean labour law's week.
public enum Weekday: String, CaseIterable, Sendable {
    case monday, tuesday, wednesday, thursday, friday, saturday, sunday

    public var daysFromMonday: Int { Weekday.allCases.firstIndex(of: self) ?? 0 }
}

/// A wall-clock time `HH:mm`, as minutes since midnight (0...1439).
public struct TimeOfDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let minutes: Int

    public init?(hour: Int, minute: Int) {
        guard (0..<24).contains(hour), (0..<60).contains(minute) else { return nil }
        minutes = hour * 60 + minute
    }

    /// The time `minutes` after midnight, which the caller has held to 0...1439 (a reader that
    /// checked the hour and the minute itself).
    init(minutesSinceMidnight minutes: Int) {
        self.minutes = minutes
    }

    /// Parses `HH:mm` on a 24-hour clock (`00:00`...`23:59`); nil otherwise.
    public init?(text: String) {
        var text = text
        let parts = text.withUTF8 { utf8 -> (Int, Int)? in
            guard utf8.count == 5, utf8[2] == UInt8(ascii: ":"),
                let hour = LocalDate.digits(utf8[0..<2]), let minute = LocalDate.digits(utf8[3..<5])
            else { return nil }
            return (hour, minute)
        }
        guard let (hour, minute) = parts else { return nil }
        self.init(hour: hour, minute: minute)
    }

    /// The time something ends, as the data file writes it: `HH:mm` as `init(text:)`, and
    /// `24:00`, midnight at the end of the day, as `00:00` (an end not after the start is the
    /// next day's).
    public init?(endText text: String) {
        if text == "24:00" {
            self.init(hour: 0, minute: 0)
        } else {
            self.init(text: text)
        }
    }

    /// `HH:mm` (written in place, as `LocalDate.digitsText` writes a date).
    public var description: String {
        guard (0..<(100 * 60)).contains(minutes) else {
            return LocalDate.padded(minutes / 60, 2) + ":" + LocalDate.padded(minutes % 60, 2)
        }
        return String(unsafeUninitializedCapacity: 5) { utf8 in
            LocalDate.storeDigits(minutes / 60, into: utf8, at: 0)
            utf8[2] = UInt8(ascii: ":")
            LocalDate.storeDigits(minutes % 60, into: utf8, at: 3)
            return 5
        }
    }

    public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool { lhs.minutes < rhs.minutes }
}

/// A moment on the local wall clock, as minutes since 1970-01-01 00:00 local time.
///
/// Shift lengths are wall-clock differences: Korea has no daylight saving time, and a worker's
/// `18:00`-`23:00` is five hours on the time sheet whatever the zone does.
public struct LocalMoment: Hashable, Comparable, Sendable {
    public let minutes: Int

    public init(minutes: Int) {
        self.minutes = minutes
    }

    public init(date: LocalDate, time: TimeOfDay) {
        minutes = date.dayNumber * 1440 + time.minutes
    }

    /// The end of `date`: midnight at the start of the next day. A shift ending then has ended.
    public static func endOfDay(_ date: LocalDate) -> LocalMoment {
        LocalMoment(minutes: (date.dayNumber + 1) * 1440)
    }

    /// The wall-clock moment of `now` in `timeZone`; nil: on the local clock (`LocalClock`).
    public static func now(_ now: Date, timeZone: TimeZone?) -> LocalMoment {
        let offset = timeZone?.secondsFromGMT(for: now) ?? LocalClock.secondsFromGMT(at: now)
        let seconds = Int(now.timeIntervalSince1970.rounded(.down)) + offset
        return LocalMoment(minutes: seconds >= 0 ? seconds / 60 : (seconds - 59) / 60)
    }

    /// `YYYYMMDDTHHMM00`, ISO 8601's basic format of the wall-clock moment (what a calendar file
    /// writes for a local time), in place as `LocalDate.basicText`.
    public var basicText: String {
        let day = minutes >= 0 ? minutes / 1440 : (minutes - 1439) / 1440
        let minute = minutes - day * 1440
        let date = LocalDate(dayNumber: day)
        let (year, month, dayOfMonth) = date.components
        guard (0...9999).contains(year) else {
            return date.basicText + "T" + LocalDate.padded(minute / 60, 2) + LocalDate.padded(minute % 60, 2) + "00"
        }
        return String(unsafeUninitializedCapacity: 15) { utf8 in
            LocalDate.storeBasic(year, month, dayOfMonth, into: utf8)
            utf8[8] = UInt8(ascii: "T")
            LocalDate.storeDigits(minute / 60, into: utf8, at: 9)
            LocalDate.storeDigits(minute % 60, into: utf8, at: 11)
            LocalDate.storeDigits(0, into: utf8, at: 13)
            return 15
        }
    }

    public static func < (lhs: LocalMoment, rhs: LocalMoment) -> Bool { lhs.minutes < rhs.minutes }
}
