/// One shift: the day it starts, its wall-clock start and end, and its unpaid break.
public struct Shift: Sendable, Equatable {
    /// The day the shift starts; the shift belongs to the pay period holding this date.
    public var date: LocalDate
    public var startTime: TimeOfDay {
        get { TimeOfDay(minutesSinceMidnight: Int(UInt16(truncatingIfNeeded: packed))) }
        set { packed = Self.pack(start: newValue, end: endTime, breakMinutes: breakMinutes) }
    }
    /// An end not after the start is on the next day.
    public var endTime: TimeOfDay {
        get { TimeOfDay(minutesSinceMidnight: Int(UInt16(truncatingIfNeeded: packed >> 16))) }
        set { packed = Self.pack(start: startTime, end: newValue, breakMinutes: breakMinutes) }
    }
    /// Unpaid minutes, taken to lie in the middle of the shift.
    public var breakMinutes: Int {
        get { Int(Int32(truncatingIfNeeded: packed >> 32)) }
        set { packed = Self.pack(start: startTime, end: endTime, breakMinutes: newValue) }
    }
    /// The start and the end (0...1439, every `TimeOfDay`) in 16 bits each and the break in the
    /// top 32 (a break past 32 bits, never valid, is kept at that end of the range and refused
    /// all the same): a shift is 32 bytes instead of 48, and the 75,000 shifts of a large file
    /// 2.4 MB instead of 3.6, a third fewer pages for every command that reads it
    /// (`ShiftLayoutTests`; BENCHMARKS.md, "A shift in 32 bytes").
    private var packed: UInt64

    private static func pack(start: TimeOfDay, end: TimeOfDay, breakMinutes: Int) -> UInt64 {
        UInt64(UInt16(truncatingIfNeeded: start.minutes)) | UInt64(UInt16(truncatingIfNeeded: end.minutes)) << 16
            | UInt64(UInt32(bitPattern: Int32(clamping: breakMinutes))) << 32
    }

    /// The worker's own note (what happened); never used in pay.
    public var memo: String?

    public init(date: LocalDate, start: TimeOfDay, end: TimeOfDay, breakMinutes: Int = 0, memo: String? = nil) {
        self.date = date
        packed = Self.pack(start: start, end: end, breakMinutes: breakMinutes)
        self.memo = memo
    }

    /// How a message names the shift: `2026-11-03 22:00-06:00`.
    public var label: String { "\(date) \(startTime)-\(endTime)" }

    /// Whether the two shifts share a minute of wall-clock time.
    public func overlaps(_ other: Shift) -> Bool { start < other.end && other.start < end }

    public var start: LocalMoment { LocalMoment(date: date, time: startTime) }

    /// "an `end` not after `start` is the next day": 22:00-06:00 ends the next morning and
    /// 09:00-09:00 is a 24-hour shift.
    public var end: LocalMoment {
        let nextDay = endTime <= startTime ? 1440 : 0
        return LocalMoment(minutes: start.minutes + nextDay + endTime.minutes - startTime.minutes)
    }

    /// Length on the wall clock, 1...1440 minutes.
    public var lengthMinutes: Int { end.minutes - start.minutes }

    /// "Paid minutes of a shift = its length minus its break."
    public var paidMinutes: Int { lengthMinutes - breakMinutes }

    /// The paid stretches of the shift, as half-open minute intervals on the local clock.
    ///
    /// "A break given only as minutes is taken to lie in the middle of the shift (centred on the
    /// shift's midpoint)": it starts `(length - break) / 2` minutes into the shift, rounded down
    /// when that is a half minute, so the work before it is never the longer side by more than one
    /// minute.
    public var paidIntervals: [Range<Int>] {
        let (before, after) = paidHalves
        return [before, after].filter { !$0.isEmpty }
    }

    /// The work before the break and after it, either possibly empty (`paidIntervals` without
    /// an array: the pay rules read it for every shift).
    var paidHalves: (before: Range<Int>, after: Range<Int>) {
        let breakStart = start.minutes + (lengthMinutes - breakMinutes) / 2
        let breakEnd = breakStart + breakMinutes
        return (start.minutes..<breakStart, breakEnd..<end.minutes)
    }
}
