/// UTF-8 JSON text built from bytes, not strings: a large file has a hundred thousand shifts, and
/// building each line through string interpolation would cost more than the rest of a save. The
/// numbers, dates and times, and a shift's whole line, are composed in place (`appendComposed`).
struct JSONTextBuffer {
    private(set) var bytes: [UInt8] = []

    mutating func reserve(_ count: Int) {
        if bytes.isEmpty && count >= LargeBuffer.hugePageSize {
            bytes = LargeBuffer.bytes(capacity: count)
        } else {
            bytes.reserveCapacity(count)
        }
    }

    mutating func append(bytes more: ArraySlice<UInt8>) { bytes.append(contentsOf: more) }

    /// Literal text (field names, punctuation) written as it is.
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Text known to be plain JSON (a number as `ContractHours` writes it), written as it is.
    mutating func append(text: String) { bytes.append(contentsOf: text.utf8) }

    /// A shift's or a schedule entry's times after the field before them:
    /// `, "start": "18:00", "end": "23:00"`, and `, "break": 30` unless there is none.
    mutating func append(start: TimeOfDay, end: TimeOfDay, breakMinutes: Int) {
        appendComposed { $0.put(start: start, end: end, breakMinutes: breakMinutes) }
    }

    mutating func append(integer value: Int) {
        appendComposed { $0.put(integer: value) }
    }

    /// `"2026-11-02"`, without a `String` in between.
    mutating func append(date: LocalDate) {
        appendComposed { $0.put(date: date) }
    }

    /// `"18:00"`.
    mutating func append(time: TimeOfDay) {
        appendComposed { $0.put(time: time) }
    }

    /// The bytes `compose` puts in a room of `ComposedBytes.room` bytes on the stack, appended at
    /// once: one capacity check for a shift's line, where appending its bytes one at a time
    /// checked the array's capacity and uniqueness for each (a save that wrote 75,000 shifts spent
    /// 133 M instructions, 1,770 a shift, in those appends). (Swift 6.2's
    /// `Array.append(addingCapacity:)`, composing in the array's own spare capacity, saves the
    /// copy, 6 M more of that save; the package builds with Swift 6.1.)
    @inline(__always) mutating func appendComposed(_ compose: (inout ComposedBytes) -> Void) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: ComposedBytes.room) { room in
            var composed = ComposedBytes(room: room)
            compose(&composed)
            bytes.append(contentsOf: UnsafeBufferPointer(start: room.baseAddress, count: composed.count))
        }
    }

    /// A JSON string: `"` and `\` escaped, control characters as `\n`, `\t` or `\u00XX`.
    mutating func append(string text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\\")); bytes.append(byte)
            case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\")); bytes.append(byte)
            case 0x0A: append("\\n")
            case 0x09: append("\\t")
            case 0x0D: append("\\r")
            case 0x00..<0x20:
                append("\\u00")
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0x0F)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}

/// A few dozen ASCII bytes composed in a fixed room (`JSONTextBuffer.appendComposed`): a
/// number, a date, a time, or a shift's line but for its memo (at most 100 bytes). Each `put` checks once that the room holds what it puts: composing
/// more than the room is a programming error, stopped before it writes past it.
struct ComposedBytes {
    /// The room's size: a shift's line (its separator, date, times and the longest break an
    /// `Int` can write) with room to spare.
    static let room = 128

    private let base: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    private(set) var count = 0

    init(room: UnsafeMutableBufferPointer<UInt8>) {
        // A temporary allocation of `ComposedBytes.room` bytes: never without an address.
        base = room.baseAddress!
        capacity = room.count
    }

    /// Room for `more` bytes after those put, or a stop.
    @inline(__always) private func ensure(_ more: Int) {
        precondition(more <= capacity &- count, "ComposedBytes: more bytes than its room")
    }

    /// Stores `byte` at `offset` past those put (room checked by the caller).
    @inline(__always) private func store(_ byte: UInt8, at offset: Int) {
        base[count &+ offset] = byte
    }

    /// Stores the two digits of `value % 100` at `offset` past those put (room checked by the
    /// caller; `value` not negative).
    @inline(__always) private func storeTwoDigits(_ value: UInt, at offset: Int) {
        let pair = value % 100
        let tens = pair / 10
        store(UInt8(truncatingIfNeeded: tens) &+ UInt8(ascii: "0"), at: offset)
        store(UInt8(truncatingIfNeeded: pair &- tens &* 10) &+ UInt8(ascii: "0"), at: offset &+ 1)
    }

    @inline(__always) mutating func put(_ byte: UInt8) {
        ensure(1)
        store(byte, at: 0)
        count &+= 1
    }

    /// Literal text (field names, punctuation) as it is.
    @inline(__always) mutating func put(_ text: StaticString) {
        text.withUTF8Buffer { utf8 in
            ensure(utf8.count)
            if let source = utf8.baseAddress { (base + count).update(from: source, count: utf8.count) }
            count &+= utf8.count
        }
    }

    /// A whole number in decimal, `-` before a negative one.
    mutating func put(integer value: Int) {
        // At most 19 digits and the sign.
        ensure(20)
        if value < 0 {
            store(UInt8(ascii: "-"), at: 0)
            count &+= 1
        }
        var magnitude = value.magnitude
        var digits = 1
        var rest = magnitude / 10
        while rest > 0 {
            digits &+= 1
            rest /= 10
        }
        var position = digits
        repeat {
            position &-= 1
            store(UInt8(truncatingIfNeeded: magnitude % 10) &+ UInt8(ascii: "0"), at: position)
            magnitude /= 10
        } while position > 0
        count &+= digits
    }

    /// `"2026-11-02"` (a year of four digits, as a `LocalDate`'s always is).
    @inline(__always) mutating func put(date: LocalDate) {
        let (year, month, day) = date.components
        ensure(12)
        store(UInt8(ascii: "\""), at: 0)
        storeTwoDigits(UInt(truncatingIfNeeded: year) / 100, at: 1)
        storeTwoDigits(UInt(truncatingIfNeeded: year), at: 3)
        store(UInt8(ascii: "-"), at: 5)
        storeTwoDigits(UInt(truncatingIfNeeded: month), at: 6)
        store(UInt8(ascii: "-"), at: 8)
        storeTwoDigits(UInt(truncatingIfNeeded: day), at: 9)
        store(UInt8(ascii: "\""), at: 11)
        count &+= 12
    }

    /// `"18:00"` (a `TimeOfDay` is 00:00 to 23:59).
    @inline(__always) mutating func put(time: TimeOfDay) {
        let minutes = UInt(truncatingIfNeeded: time.minutes)
        ensure(7)
        store(UInt8(ascii: "\""), at: 0)
        storeTwoDigits(minutes / 60, at: 1)
        store(UInt8(ascii: ":"), at: 3)
        storeTwoDigits(minutes % 60, at: 4)
        store(UInt8(ascii: "\""), at: 6)
        count &+= 7
    }

    /// `, "start": "18:00", "end": "23:00"`, and `, "break": 30` unless there is none.
    @inline(__always) mutating func put(start: TimeOfDay, end: TimeOfDay, breakMinutes: Int) {
        put(", \"start\": ")
        put(time: start)
        put(", \"end\": ")
        put(time: end)
        if breakMinutes != 0 {
            put(", \"break\": ")
            put(integer: breakMinutes)
        }
    }
}
