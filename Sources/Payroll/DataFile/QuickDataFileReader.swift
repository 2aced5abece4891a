/// The data file read in one pass over its bytes, straight into workplaces and shifts, for the
/// files that have nothing wrong with them (every file payday writes).
///
/// Why: a large file is a hundred thousand shifts, and reading each one as a JSON tree (an
/// array of members, a `String` per key and per value) and then validating the tree costs most
/// of a `payday clock in`. Here a shift is read from its bytes: its dates and times are digits
/// at known places, its keys compared in place, nothing allocated. Everything else (the file's
/// and each workplace's own fields, a shift of another shape, an open shift, a memo's text) is
/// read by `JSONReader` and validated by the very rules of `DataFile.decode...`.
///
/// Invariant: the result, when there is one, is exactly what `DataFile.parseGenerally` returns
/// for the same bytes; when anything is not as expected (a syntax error, a problem of any kind,
/// a shape this reader does not take), it declines and the caller reads the file the general
/// way, which finds and names every problem. So an error is always the general reader's error,
/// at the same place, and validation is never skipped: every value this reader accepts passes
/// the same checks (`QuickDataFileReaderTests` compares the two on random and broken files).
struct QuickDataFileReader {
    /// Invariant: every read of `bytes[index]` is preceded by a check that `index < bytes.count`.
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    /// This reader does not take the bytes as they are; the general reader will.
    struct Declined: Error {}

    /// The month of the last date read as written (its year's and month's bytes,
    /// `Written.month`; 0, no month, before the first), its first day's number, its length, and
    /// whether all of it is within `Limits.dates`: shifts come in date order, and a date in the
    /// same month is its first day's number plus the day, without the calendar arithmetic.
    var month: (key: UInt64, first: Int, days: Int, whole: Bool) = (0, 0, 0, false)

    /// The list being read: where its last closed shift ends on the local clock (minutes), and
    /// whether each closed shift so far began at or after the end of the one before it. Such a
    /// list is in start order with no overlap (each end is then later than every earlier one),
    /// which is all `DataFile.shiftList` checks of closed shifts: the list needs no second pass.
    var listOrder: (end: Int, inOrder: Bool) = (Int.min, true)

    /// `Written`'s words, held here: read for every shift without a static's once-check.
    let written = (
        expected: Written.expected, limits: Written.limits, breakKey: Written.breakKey,
        breakTail: Written.breakTail, separator: Written.separatorWords
    )

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The file and where each workplace was written (from its `{` to its `}`), or nil.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> (file: DataFile, ranges: [Range<Int>])? {
        var reader = QuickDataFileReader(bytes: bytes)
        do {
            return try reader.readFile()
        } catch {
            return nil
        }
    }

    /// One workplace's text alone (white space around it), as `DataFile.decodeWorkplace` reads
    /// it at `workplaces[number]` with no problem, or nil: the store's check that a written
    /// workplace reads back, taking the general way (which names every problem) only when this
    /// reader declines.
    static func workplace(_ bytes: UnsafeBufferPointer<UInt8>, number: Int) -> Workplace? {
        var reader = QuickDataFileReader(bytes: bytes)
        reader.skipWhitespace()
        guard reader.peek(UInt8(ascii: "{")), let workplace = try? reader.readWorkplace(number: number) else {
            return nil
        }
        reader.skipWhitespace()
        return reader.index == bytes.count ? workplace : nil
    }

    // MARK: - The file and its workplaces

    private mutating func readFile() throws(Declined) -> (file: DataFile, ranges: [Range<Int>]) {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        skipWhitespace()
        try expect(UInt8(ascii: "{"))
        var members: [JSONMember] = []
        var workplaces: (list: [Workplace], ranges: [Range<Int>])?
        try readMembers { (reader, key) throws(Declined) in
            if key == "workplaces", workplaces == nil, reader.peek(UInt8(ascii: "[")) {
                workplaces = try reader.readWorkplaces()
                // What the general reader leaves in the tree for a streamed array.
                members.append(JSONMember(key: key, value: .array([])))
            } else {
                members.append(JSONMember(key: key, value: try reader.generalValue(depth: 1)))
            }
        }
        skipWhitespace()
        guard index == bytes.count, let workplaces else { throw Declined() }
        var problems: [DataProblem] = []
        guard var file = DataFile.decodeFile(.object(members), problems: &problems), problems.isEmpty else {
            throw Declined()
        }
        file.workplaces = workplaces.list
        return (file, workplaces.ranges)
    }

    private mutating func readWorkplaces() throws(Declined) -> (list: [Workplace], ranges: [Range<Int>]) {
        var list: [Workplace] = []
        var ranges: [Range<Int>] = []
        try readElements { (reader) throws(Declined) in
            let first = reader.index
            guard reader.peek(UInt8(ascii: "{")) else { throw Declined() }
            list.append(try reader.readWorkplace(number: list.count))
            ranges.append(first..<reader.index)
        }
        return (list, ranges)
    }

    private mutating func readWorkplace(number: Int) throws(Declined) -> Workplace {
        index += 1  // {
        let path = "workplaces[\(number)]"
        var members: [JSONMember] = []
        members.reserveCapacity(12)
        var shifts: (shifts: [Shift], open: OpenShift?, inStartOrder: Bool)?
        try readMembers { (reader, key) throws(Declined) in
            if key == "shifts", shifts == nil, reader.peek(UInt8(ascii: "[")) {
                shifts = try reader.readShifts(path: path + ".shifts")
                members.append(JSONMember(key: key, value: .array([])))
            } else {
                // A workplace is at depth 3 (file, list, workplace), as the general reader counts.
                members.append(JSONMember(key: key, value: try reader.generalValue(depth: 3)))
            }
        }
        var problems: [DataProblem] = []
        // Shifts known to be in start order are given to the workplace after it is made, so that
        // `Workplace.init` does not check their order a second time.
        let ordered = shifts?.inStartOrder == true
        guard
            var workplace = DataFile.decodeWorkplace(
                .object(members), path: path, problems: &problems,
                decodedShifts: shifts.map { (ordered ? [] : $0.shifts, $0.open) }),
            problems.isEmpty
        else { throw Declined() }
        if ordered, let shifts { workplace.shifts = shifts.shifts }
        return workplace
    }

    // MARK: - Shifts

    /// The list's shifts and its open shift; `inStartOrder` when the shifts are known to be in
    /// start order (closed shifts only, as `Workplace` keeps them).
    private mutating func readShifts(path: String) throws(Declined) -> (
        shifts: [Shift], open: OpenShift?, inStartOrder: Bool
    ) {
        // The common list, closed shifts read quickly, is kept as it is read; the first other
        // element switches to the general form, each shift with its index (the general checks
        // name shifts by index, and an open shift is kept apart).
        var shifts: [Shift] = []
        let bound = writtenShiftsBound()
        listOrder = (Int.min, true)
        var general: (closed: [(index: Int, shift: Shift)], open: [(index: Int, shift: OpenShift)])?
        var problems: [DataProblem] = []
        try readElements { (reader) throws(Declined) in
            let first = reader.index
            let position = shifts.count + (general.map { $0.closed.count + $0.open.count } ?? 0)
            if let shift = reader.writtenShift() ?? reader.quickShiftFrom(first) {
                guard general == nil else {
                    general?.closed.append((position, shift))
                    return
                }
                // The list's first run made at its size, later runs (after a memo) appended.
                if shifts.isEmpty {
                    shifts = reader.writtenShifts(first: shift, bound: bound)
                } else {
                    shifts.append(shift)
                    reader.appendWrittenShifts(to: &shifts)
                }
                return
            }
            // Any other shape, read and checked as the general reader does (depth 4: file,
            // list, workplace, shifts).
            reader.index = first
            let value = try reader.generalValue(depth: 4)
            if general == nil {
                general = (Self.numbered(shifts), [])
                shifts = []
            }
            switch DataFile.decodeShift(value, path: DataPath(path, index: position), problems: &problems) {
            case .closed(let shift)?: general?.closed.append((position, shift))
            case .open(let shift)?: general?.open.append((position, shift))
            case nil: throw Declined()
            }
        }
        if let general {
            let list = DataFile.shiftList(closed: general.closed, open: general.open, path: path, problems: &problems)
            guard problems.isEmpty else { throw Declined() }
            return (list.0, list.1, false)
        }
        // Only closed shifts: the checks of `DataFile.shiftList` come down to "no overlap". Each
        // starting at or after the end of the one before (as payday writes them), seen as they
        // were read (`listOrder`); otherwise one pass in start order, or the general checks.
        if listOrder.inOrder { return (shifts, nil, true) }
        var latestEnd = LocalMoment(minutes: Int.min)
        var previousStart = LocalMoment(minutes: Int.min)
        for shift in shifts {
            let start = shift.start
            guard start >= previousStart else {
                let list = DataFile.shiftList(
                    closed: Self.numbered(shifts), open: [],
                    path: path, problems: &problems)
                guard problems.isEmpty else { throw Declined() }
                return (list.0, list.1, false)
            }
            guard start >= latestEnd else { throw Declined() }  // overlaps an earlier shift
            previousStart = start
            latestEnd = max(latestEnd, shift.end)
        }
        return (shifts, nil, true)
    }

    /// `quickShift` from the element's first byte (where `writtenShift` may have left off),
    /// noted in `listOrder` as `writtenShift` notes its own.
    private mutating func quickShiftFrom(_ first: Int) -> Shift? {
        index = first
        guard let shift = quickShift() else { return nil }
        let start = shift.start.minutes
        listOrder = (shift.end.minutes, listOrder.inOrder && start >= listOrder.end)
        return shift
    }

    /// A closed shift of distinct known fields, each of the right type and valid, its break
    /// shorter than it: what `DataFile.wellFormedShift` takes, read from the bytes. nil for
    /// anything else (the position is then anywhere; the caller reads the element again).
    private mutating func quickShift() -> Shift? {
        guard peek(UInt8(ascii: "{")) else { return nil }
        index += 1
        var date: LocalDate?, start: TimeOfDay?, end: TimeOfDay?, breakMinutes: Int?, memo: String?
        skipWhitespace()
        while true {
            guard let key = quickKey() else { return nil }
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else { return nil }
            index += 1
            skipWhitespace()
            switch key {
            case .date:
                guard date == nil, let value = quickDate() else { return nil }
                date = value
            case .start:
                guard start == nil, let value = quickTime() else { return nil }
                start = value
            case .end:
                guard end == nil, let value = quickTime() else { return nil }
                end = value
            case .break:
                guard breakMinutes == nil, let value = quickMinutes() else { return nil }
                breakMinutes = value
            case .memo:
                guard memo == nil, peek(UInt8(ascii: "\"")),
                    let (text, after) = try? JSONReader.string(in: bytes, at: index)
                else { return nil }
                memo = text
                index = after
            }
            skipWhitespace()
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                skipWhitespace()
                continue
            }
            guard bytes[index] == UInt8(ascii: "}") else { return nil }
            index += 1
            break
        }
        guard let date, let start, let end else { return nil }
        let shift = Shift(date: date, start: start, end: end, breakMinutes: breakMinutes ?? 0, memo: memo)
        return shift.breakMinutes < shift.lengthMinutes ? shift : nil
    }

    private enum ShiftField { case date, start, end, `break`, memo }

    /// A key of a shift written plainly (no escapes); nil for any other key.
    private mutating func quickKey() -> ShiftField? {
        guard peek(UInt8(ascii: "\"")) else { return nil }
        let start = index + 1
        // Where eight bytes can be read at once (all but the file's last few): the key and its
        // closing quote compared as one word, masked to each name's length (the same keys
        // taken as by the loop below, in a few instructions instead of one pass per byte).
        if start + 8 <= bytes.count, let base = bytes.baseAddress {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
            let (four, five, six) = (word & 0xFFFF_FFFF, word & 0xFF_FFFF_FFFF, word & 0xFFFF_FFFF_FFFF)
            let field: (ShiftField, Int)? =
                switch true {
                case four == Self.quoted.end: (.end, 3)
                case five == Self.quoted.date: (.date, 4)
                case five == Self.quoted.memo: (.memo, 4)
                case six == Self.quoted.start: (.start, 5)
                case six == Self.quoted.break: (.break, 5)
                default: nil
                }
            guard let (key, length) = field else { return nil }
            index = start + length + 1
            return key
        }
        // The key's bytes packed into one word, first byte lowest: compared with each field's
        // name at once instead of byte by byte.
        var word: UInt64 = 0
        var end = start
        while end < bytes.count, end - start < 6 {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") { break }
            word |= UInt64(byte) << (8 * UInt64(end - start))
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return nil }
        index = end + 1
        switch (end - start, word) {
        case (3, Self.packed("end")): return .end
        case (4, Self.packed("date")): return .date
        case (4, Self.packed("memo")): return .memo
        case (5, Self.packed("start")): return .start
        case (5, Self.packed("break")): return .break
        default: return nil
        }
    }

    /// Each key's name and its closing quote packed into one word, first byte lowest.
    private static let quoted = (
        end: packed("end\""), date: packed("date\""), memo: packed("memo\""), start: packed("start\""),
        break: packed("break\"")
    )

    @inline(__always)
    static func packed(_ name: StaticString) -> UInt64 {
        var word: UInt64 = 0
        for position in 0..<name.utf8CodeUnitCount {
            word |= UInt64(name.utf8Start[position]) << (8 * UInt64(position))
        }
        return word
    }

    /// `"YYYY-MM-DD"`, a real date.
    private mutating func quickDate() -> LocalDate? {
        guard index + 12 <= bytes.count, bytes[index] == UInt8(ascii: "\""), bytes[index + 11] == UInt8(ascii: "\""),
            bytes[index + 5] == UInt8(ascii: "-"), bytes[index + 8] == UInt8(ascii: "-"),
            let year = digits(at: index + 1, count: 4), let month = digits(at: index + 6, count: 2),
            let day = digits(at: index + 9, count: 2),
            let date = LocalDate(year: year, month: month, day: day), Limits.dates.contains(date)
        else { return nil }
        index += 12
        return date
    }

    /// `"HH:mm"`, 00:00 to 23:59.
    private mutating func quickTime() -> TimeOfDay? {
        guard index + 7 <= bytes.count, bytes[index] == UInt8(ascii: "\""), bytes[index + 6] == UInt8(ascii: "\""),
            bytes[index + 3] == UInt8(ascii: ":"),
            let hour = digits(at: index + 1, count: 2), let minute = digits(at: index + 4, count: 2),
            let time = TimeOfDay(hour: hour, minute: minute)
        else { return nil }
        index += 7
        return time
    }

    /// A break: a plain whole number (no sign, fraction or exponent, no leading zero), 0...1440.
    mutating func quickMinutes() -> Int? {
        let start = index
        var value = 0
        while index < bytes.count, index - start < 5, bytes[index] >= UInt8(ascii: "0"),
            bytes[index] <= UInt8(ascii: "9")
        {
            value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
            index += 1
        }
        let count = index - start
        guard count > 0, count < 5, count == 1 || bytes[start] != UInt8(ascii: "0"), Limits.breakMinutes.contains(value)
        else {
            return nil
        }
        if index < bytes.count,
            bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")
        {
            return nil
        }
        return value
    }

    @inline(__always)
    private func digits(at offset: Int, count: Int) -> Int? {
        var value = 0
        for position in offset..<offset + count {
            let byte = bytes[position]
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
