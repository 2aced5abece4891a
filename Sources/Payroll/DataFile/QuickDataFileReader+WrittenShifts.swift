#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The shifts as payday writes them, read a word at a time: the fast path of
/// `QuickDataFileReader` for the lists it wrote itself (every list of a file payday saved). Any
/// other shape goes back to the element loop of `QuickDataFileReader.readShifts`.
extension QuickDataFileReader {
    /// How many shifts the list whose `[` is at `index` holds at most when payday wrote it: its
    /// bytes up to the first `]` after it (the list's own end, or earlier where a memo holds a
    /// `]`) over the shortest shift payday writes with its separator (`Written.shortestLine`). The
    /// list is then read without its array copied as it doubles; a list written more tightly by
    /// hand may hold more, and grows from there as any array does.
    func writtenShiftsBound() -> Int {
        guard index < bytes.count, let base = bytes.baseAddress,
            let end = memchr(base + index, Int32(UInt8(ascii: "]")), bytes.count - index)
        else { return 0 }
        let span = UnsafeRawPointer(base + index).distance(to: UnsafeRawPointer(end))
        // `[`, then n shifts and the n - 1 separators between them: the first and last lines' own
        // white space only make it longer.
        return (span + Written.separator.utf8CodeUnitCount) / Written.shortestLine + 1
    }

    /// The list's first shift, just read, and the shifts that follow it as payday writes them,
    /// as a new array of room for `bound` shifts (`writtenShiftsBound`), each put in its place:
    /// a file's shifts one after another without the element loop, and without the array's
    /// checks of an append (its uniqueness and its room) for each. Stops as
    /// `appendWrittenShifts` stops, or when the room is taken.
    mutating func writtenShifts(first: Shift, bound: Int) -> [Shift] {
        [Shift](unsafeUninitializedCapacity: max(bound, 1)) { buffer, count in
            buffer.initializeElement(at: 0, to: first)
            count = 1
            readWrittenShifts(upTo: buffer.count - 1) { shift in
                buffer.initializeElement(at: count, to: shift)
                count &+= 1
            }
        }
    }

    /// The shifts that follow the one just read as payday writes them (a `,`, white space, a
    /// written shift), each appended: a file's shifts one after another without the element
    /// loop. Stops after the last such shift, before its separator, so that the loop reads
    /// anything else (another shape, the list's end) as it reads any element.
    mutating func appendWrittenShifts(to shifts: inout [Shift]) {
        readWrittenShifts(upTo: Int.max) { shifts.append($0) }
    }

    /// At most `limit` shifts that follow the one just read as payday writes them, each given
    /// to `take`, in order.
    @inline(__always)
    private mutating func readWrittenShifts(upTo limit: Int, _ take: (Shift) -> Void) {
        let separator = written.separator
        var room = limit
        while room > 0 {
            let end = index
            // The separator as payday writes it (`,`, a line feed, eight spaces) compared as two
            // words, its comma with them; else a comma and any white space skipped as JSON's.
            if index &+ 10 <= bytes.count, let base = bytes.baseAddress, Self.word(base + index) == separator.0,
                Self.word(base + index + 2) == separator.1
            {
                index &+= 10
            } else if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
                index = JSONReader.endOfWhitespace(in: bytes, from: index + 1)
            } else {
                return
            }
            guard let shift = writtenShift() else {
                index = end
                return
            }
            take(shift)
            room &-= 1
        }
    }

    static func numbered(_ shifts: [Shift]) -> [(index: Int, shift: Shift)] {
        shifts.enumerated().map { (index: $0.offset, shift: $0.element) }
    }

    /// The shift exactly as payday writes it, `{ "date": "2026-11-02", "start": "09:00", "end":
    /// "18:00" }` (with `, "break": 30` before the ` }` when it has a break): its 56 fixed bytes
    /// read as seven words, each compared with the template where the template has a fixed byte,
    /// and its 16 digits checked all at once in the words that hold them (`Written.beyond`)
    /// before they are read; each value held to the checks of `quickShift`. nil for anything else
    /// (a memo, other spacing or order, an invalid value); the caller then reads the element again
    /// from its first byte. Inlined in the run's loop: a file's every shift comes through here, and
    /// a call's frame and its optional result passed through memory cost as much as the checks.
    /// A shift taken is noted in `listOrder`.
    @inline(__always)
    mutating func writtenShift() -> Shift? {
        let start = index
        guard start &+ Written.length &+ 2 <= bytes.count, let base = bytes.baseAddress else { return nil }
        let at = base + start
        let words = (
            Self.word(at), Self.word(at + 8), Self.word(at + 16), Self.word(at + 24), Self.word(at + 32),
            Self.word(at + 40), Self.word(at + 48)
        )
        let (expected, limits) = (written.expected, written.limits)
        // The fixed bytes (the words without digits whole, the others where the template is fixed)
        // and the digits, in one test: a byte off the template or a digit place without a digit
        // leaves a bit set.
        let wrong =
            (words.0 ^ expected.0) | (words.3 ^ expected.3) | (words.5 ^ expected.5)
            | (Written.beyond(words.1 ^ expected.1, limits.1) | Written.beyond(words.2 ^ expected.2, limits.2)
                | Written.beyond(words.4 ^ expected.4, limits.4) | Written.beyond(words.6 ^ expected.6, limits.6))
            & 0x8080_8080_8080_8080
        guard wrong == 0 else { return nil }
        // Bytes 11-15 (the year and its `-`) are the second word's bytes 3-7, 16-17 (the month)
        // the third word's bytes 0-1, and the day its bytes 3-4; the times are bytes 2-6 of the
        // fifth word (start) and of the seventh (end).
        guard let date = writtenDate(month: Written.month(words.1, words.2), day: Written.two(words.2, at: 3)),
            let startMinutes = Written.minutes(words.4), let endMinutes = Written.minutes(words.6)
        else { return nil }
        index = start &+ Written.length
        var breakMinutes = 0
        if Self.closes(base + index) {
            // No break: ` }`, its two bytes at once.
            index &+= 2
        } else if index &+ 15 <= bytes.count, Self.word(base + index) == written.breakKey.0,
            case let tail = Self.word(base + index + 7),
            Written.beyond(tail ^ written.breakTail.expected, written.breakTail.limits) & 0x8080_8080_8080_8080 == 0,
            case let value = Written.two(tail, at: 4), value >= 10, Limits.breakMinutes.contains(value)
        {
            // The break as payday writes it most often, `, "break": ` and two digits (no leading
            // zero) and ` }`: fifteen bytes as two words, the second from the eighth byte, held to
            // the template as the seven are.
            breakMinutes = value
            index &+= 15
        } else {
            // `, "break": ` is eleven bytes: two words, the second from its fourth byte.
            if bytes[index] == UInt8(ascii: ","), index &+ 11 &+ 2 <= bytes.count,
                Self.word(base + index) == written.breakKey.0, Self.word(base + index + 3) == written.breakKey.1
            {
                index &+= 11
                guard let value = writtenMinutes(), index &+ 2 <= bytes.count else { return nil }
                breakMinutes = value
            }
            guard Self.closes(base + index) else { return nil }
            index &+= 2
        }
        // `Shift.lengthMinutes` (an end not after the start is on the next day) from the minutes
        // at hand, and its start on the local clock, for the list's order.
        let length = endMinutes &- startMinutes &+ (endMinutes <= startMinutes ? 1440 : 0)
        guard breakMinutes < length else { return nil }
        let moment = date.dayNumber &* 1440 &+ startMinutes
        listOrder = (moment &+ length, listOrder.inOrder && moment >= listOrder.end)
        return Shift(
            date: date, start: TimeOfDay(minutesSinceMidnight: startMinutes),
            end: TimeOfDay(minutesSinceMidnight: endMinutes), breakMinutes: breakMinutes)
    }

    /// A break as payday writes it, two digits and ` }` (`30`, `60`), read at once; any other
    /// number by `quickMinutes`, which takes the same values.
    @inline(__always)
    mutating func writtenMinutes() -> Int? {
        if index + 4 <= bytes.count, bytes[index + 2] == UInt8(ascii: " "), bytes[index + 3] == UInt8(ascii: "}") {
            let (tens, ones) = (bytes[index] &- UInt8(ascii: "0"), bytes[index + 1] &- UInt8(ascii: "0"))
            // No leading zero: 10...99.
            let value = Int(tens) * 10 + Int(ones)
            if tens >= 1, tens <= 9, ones <= 9, Limits.breakMinutes.contains(value) {
                index += 2
                return value
            }
        }
        return quickMinutes()
    }

    /// What `quickDate` takes of the digits (a real date within `Limits.dates`), through the
    /// month of the last date: within one month a date's day number is its first day's plus the
    /// day, so only a new month pays for reading its year and month and for the calendar
    /// arithmetic, and a month wholly within the file's dates needs no check a day. `month` is
    /// the year's and month's bytes as they are written (`Written.month`). Inlined with
    /// `writtenShift`; the new month is a call of its own.
    @inline(__always)
    mutating func writtenDate(month written: UInt64, day: Int) -> LocalDate? {
        if written != month.key {
            guard enterMonth(written) else { return nil }
        }
        guard day >= 1, day <= month.days else { return nil }
        let date = LocalDate(dayNumber: month.first &+ day &- 1)
        return month.whole || Limits.dates.contains(date) ? date : nil
    }

    /// `month` set to the month whose year and month bytes are `written` (`Written.month`: digits,
    /// checked); false when there is no such month.
    @inline(never)
    mutating func enterMonth(_ written: UInt64) -> Bool {
        let year = Written.two(written, at: 3) &* 100 &+ Written.two(written, at: 5)
        let number = Written.two(written, at: 0)
        // The first day exists exactly when the year and the month are valid.
        guard let first = LocalDate(year: year, month: number, day: 1) else { return false }
        let days = LocalDate.daysIn(year: year, month: number)
        let whole =
            Limits.dates.contains(first) && Limits.dates.contains(LocalDate(dayNumber: first.dayNumber + days - 1))
        month = (written, first.dayNumber, days, whole)
        return true
    }

    /// Whether the two bytes at `address` are ` }`, the end of a shift as payday writes it, read
    /// at once.
    @inline(__always)
    static func closes(_ address: UnsafePointer<UInt8>) -> Bool {
        UInt16(littleEndian: UnsafeRawPointer(address).loadUnaligned(as: UInt16.self)) == Written.closing
    }

    /// Eight bytes from `address` as one word, the first byte lowest.
    @inline(__always)
    static func word(_ address: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(address).loadUnaligned(as: UInt64.self))
    }

    /// The fixed bytes of a shift as payday writes it, up to the end's closing quote: `_` marks a
    /// digit, read apart. Its 56 bytes are seven words: each word as expected (a digit place as
    /// `0`) and how far each of its bytes may be from it (`beyond`'s limits).
    enum Written {
        static let template: StaticString = #"{ "date": "____-__-__", "start": "__:__", "end": "__:__""#
        static let length = 56
        typealias Words = (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)
        static let (expected, limits): (Words, Words) = {
            precondition(template.utf8CodeUnitCount == length)
            let words = (0..<length / 8).map { pattern(template, from: 8 * $0) }
            return (
                (words[0].0, words[1].0, words[2].0, words[3].0, words[4].0, words[5].0, words[6].0),
                (words[0].1, words[1].1, words[2].1, words[3].1, words[4].1, words[5].1, words[6].1)
            )
        }()
        /// `, "break": __ }` from its eighth byte, `k": __ }`, as `expected` and `limits` hold the
        /// template's words: a break of two digits and the shift's end.
        static let breakTail: (expected: UInt64, limits: UInt64) = pattern(#"k": __ }"#, from: 0)

        /// The eight bytes of `template` from `start` as one word as expected (a digit place, `_`,
        /// as `0`) and how far each byte may be from it (`beyond`'s limits).
        static func pattern(_ template: StaticString, from start: Int) -> (expected: UInt64, limits: UInt64) {
            var (expected, limits): (UInt64, UInt64) = (0, 0)
            for position in 0..<8 {
                let byte = template.utf8Start[start + position], shift = 8 * UInt64(position)
                let digit = byte == UInt8(ascii: "_")
                expected |= UInt64(digit ? UInt8(ascii: "0") : byte) << shift
                // A fixed byte may differ by nothing, a digit's by 0...9 from `0`: 0x7F less each.
                limits |= UInt64(digit ? 0x7F - 9 : 0x7F) << shift
            }
            return (expected, limits)
        }
        /// `, "break": `: its first eight bytes, and eight from its fourth.
        static let breakKey = (QuickDataFileReader.packed(#", "break"#), QuickDataFileReader.packed(#"break": "#))
        /// What payday writes between two shifts of a list: a comma, a line feed and the eight
        /// spaces of a shift's indentation (`DataFileWriter`).
        static let separator: StaticString = ",\n        "
        /// The separator's first eight bytes, and eight from its third.
        static let separatorWords = (
            QuickDataFileReader.packed(",\n      "), QuickDataFileReader.packed("        ")
        )
        /// The fewest bytes a shift takes as payday writes it in a list, its separator included:
        /// the template with no break, ` }`, and the separator.
        static let shortestLine = length + 2 + separator.utf8CodeUnitCount

        /// ` }`, the end of a shift as payday writes it, as two bytes read at once (first byte lowest).
        static var closing: UInt16 { UInt16(UInt8(ascii: " ")) | UInt16(UInt8(ascii: "}")) << 8 }

        /// With 0x80 in each byte where `difference` (a word of bytes xor-ed with those expected)
        /// goes beyond its byte's limit (`limits`: 0x7F less the most it may be): a byte within it
        /// adds up to 0x7F at most, one beyond sets its top bit, by the sum or (from 0x80) itself.
        /// Only a byte from 0x81 carries into the next, and it is caught itself: the answer, taken
        /// over the top bits of all bytes, is exact. A digit place's difference from `0` is its
        /// value exactly when it is a digit (`0`...`9`, 0x30...0x39).
        @inline(__always)
        static func beyond(_ difference: UInt64, _ limits: UInt64) -> UInt64 {
            (difference &+ limits) | difference
        }

        /// The year's and month's bytes of a written date as one word, from the second word (the
        /// year and its `-`, bytes 3-7) and the third (the month, bytes 0-1): the month's two digits
        /// at bytes 0-1, the year's four at 3-6 (its `-` at 7). Equal words, the same month.
        @inline(__always)
        static func month(_ second: UInt64, _ third: UInt64) -> UInt64 {
            second & 0xFFFF_FFFF_FF00_0000 | third & 0xFFFF
        }

        /// The minutes since midnight of the time at bytes 2-6 of `word` (`HH:MM`, digits checked),
        /// or nil past 23:59: both pairs of digits put together at once (the hour in the low byte,
        /// the minute in the fourth), and both held to their limits by one addition each limit
        /// carries out of its byte.
        @inline(__always)
        static func minutes(_ word: UInt64) -> Int? {
            let digits = word >> 16 & 0x0F_0F00_0F0F
            let pairs = (digits &* 10 &+ digits >> 8) & 0xFF00_00FF
            guard (pairs &+ (256 - 24 | (256 - 60) << 24)) & 0x1_0000_0100 == 0 else { return nil }
            return Int(truncatingIfNeeded: (pairs & 0xFF) &* 60 &+ pairs >> 24)
        }

        /// The two digits at bytes `byte` and `byte + 1` of `word` (checked to be digits) as a
        /// number: a digit's low four bits are its value.
        @inline(__always)
        static func two(_ word: UInt64, at byte: Int) -> Int {
            let digits = word >> UInt64(8 * byte)
            return Int(truncatingIfNeeded: (digits & 0x0F) &* 10 &+ (digits >> 8 & 0x0F))
        }
    }
}
