import FoundationEssentials

/// A history line read by the project's own JSON reader, for the save's look at the last entry.
///
/// `JSONDecoder`'s first decode in a process costs the Swift runtime's lookups of every type and
/// conformance the entry's `Codable` code names (about 7 M instructions for one line, more than
/// the rest of the save's history work). A line exactly as payday writes it, with one of the
/// events a save usually finds last, is read here from the JSON tree instead; anything else (a
/// field it does not know, a `null`, a number written with a fraction where a whole one belongs,
/// a field twice, an event not listed below) makes it decline, and `JSONDecoder` reads the line
/// as before. Where it reads a line, it reads what `JSONDecoder` reads.
extension HistoryEntry {
    static let lineFields: Set<String> = [
        "number", "time", "source", "event", "before", "after", "version", "workplaces", "shifts",
    ]

    /// The entry of one line, or nil where `JSONDecoder` must read it.
    static func quick(_ line: Data) -> HistoryEntry? {
        // A byte order mark is left to `JSONDecoder`, as is everything below that is not plain.
        guard line.first != 0xEF, let root = try? JSONReader.parse(line),
            let fields = LineFields(root, allowed: lineFields),
            let number = fields.integer("number"), let time = fields.double("time"),
            let sourceName = fields.string("source"), let source = ChangeSource(rawValue: sourceName),
            let eventValue = fields.value("event"), let event = HistoryEvent.quick(eventValue),
            let before = fields.optionalString("before"), let after = fields.string("after"),
            let version = fields.optionalString("version"), let workplaces = fields.integer("workplaces"),
            let shifts = fields.integer("shifts")
        else { return nil }
        return HistoryEntry(
            number: number, time: time, source: source, event: event, before: before, after: after,
            version: version, workplaces: workplaces, shifts: shifts)
    }
}

extension HistoryEvent {
    /// The events read here: `{"case": {payload}}`, the payload's fields by the case's labels
    /// (`_1` for the shift, which has none).
    static func quick(_ value: JSONValue) -> HistoryEvent? {
        guard case .object(let members) = value, members.count == 1, let name = members.first?.key,
            let payload = members.first?.value
        else { return nil }
        switch name {
        case "addedShift", "removedShift", "clockedIn", "clockedOut":
            guard let fields = LineFields(payload, allowed: ["workplace", "_1"]),
                let workplace = fields.string("workplace"), let recordValue = fields.value("_1"),
                let record = ShiftRecord.quick(recordValue)
            else { return nil }
            switch name {
            case "addedShift": return .addedShift(workplace: workplace, record)
            case "removedShift": return .removedShift(workplace: workplace, record)
            case "clockedIn": return .clockedIn(workplace: workplace, record)
            default: return .clockedOut(workplace: workplace, record)
            }
        case "changedShift", "changedOpenShift":
            guard let fields = LineFields(payload, allowed: ["workplace", "from", "to"]),
                let workplace = fields.string("workplace"), let fromValue = fields.value("from"),
                let from = ShiftRecord.quick(fromValue), let toValue = fields.value("to"),
                let to = ShiftRecord.quick(toValue)
            else { return nil }
            return name == "changedShift"
                ? .changedShift(workplace: workplace, from: from, to: to)
                : .changedOpenShift(workplace: workplace, from: from, to: to)
        case "addedWorkplace":
            guard let fields = LineFields(payload, allowed: ["name"]), let name = fields.string("name") else {
                return nil
            }
            return .addedWorkplace(name: name)
        case "removedWorkplace":
            guard let fields = LineFields(payload, allowed: ["name", "shifts"]), let name = fields.string("name"),
                let shifts = fields.integer("shifts")
            else { return nil }
            return .removedWorkplace(name: name, shifts: shifts)
        case "recordedReceipt", "removedReceipt":
            guard let fields = LineFields(payload, allowed: ["workplace", "period", "amount"]),
                let workplace = fields.string("workplace"), let period = fields.string("period"),
                let amount = fields.integer("amount")
            else { return nil }
            return name == "recordedReceipt"
                ? .recordedReceipt(workplace: workplace, period: period, amount: amount)
                : .removedReceipt(workplace: workplace, period: period, amount: amount)
        case "editFoundOnDisk":
            guard
                let fields = LineFields(
                    payload, allowed: ["workplacesBefore", "shiftsBefore", "workplaces", "shifts"]),
                let workplacesBefore = fields.optionalInteger("workplacesBefore"),
                let shiftsBefore = fields.optionalInteger("shiftsBefore"),
                let workplaces = fields.integer("workplaces"), let shifts = fields.integer("shifts")
            else { return nil }
            return .editFoundOnDisk(
                workplacesBefore: workplacesBefore, shiftsBefore: shiftsBefore, workplaces: workplaces, shifts: shifts)
        case "restored":
            guard let fields = LineFields(payload, allowed: ["entry"]), let entry = fields.integer("entry") else {
                return nil
            }
            return .restored(entry: entry)
        default:
            return nil
        }
    }
}

extension ShiftRecord {
    static func quick(_ value: JSONValue) -> ShiftRecord? {
        guard let fields = LineFields(value, allowed: ["date", "start", "end", "breakMinutes", "memo"]),
            let date = fields.string("date"), let start = fields.string("start"),
            let end = fields.optionalString("end"), let breakMinutes = fields.integer("breakMinutes"),
            let memo = fields.optionalString("memo")
        else { return nil }
        var record = ShiftRecord(shift: date, start, "", breakMinutes: breakMinutes)
        record.end = end
        record.memo = memo
        return record
    }
}

/// The members of one object of a history line, each name at most once and every name among
/// `allowed`. Each reader returns nil where the value is not the one kind `JSONDecoder` reads
/// without doubt; the optional ones return `.some(nil)` for an absent field (a `null` declines).
private struct LineFields {
    let members: [JSONMember]

    init?(_ value: JSONValue, allowed: Set<String>) {
        guard case .object(let members) = value else { return nil }
        var seen: Set<String> = []
        for member in members {
            guard allowed.contains(member.key), seen.insert(member.key).inserted else { return nil }
        }
        self.members = members
    }

    func value(_ name: String) -> JSONValue? { members.first { $0.key == name }?.value }

    func string(_ name: String) -> String? {
        guard case .string(let text) = value(name) else { return nil }
        return text
    }

    /// A whole number written without a fraction or an exponent.
    func integer(_ name: String) -> Int? {
        guard case .number(_, let integer?) = value(name) else { return nil }
        return integer
    }

    /// Any number that reads as a finite `Double` (what `JSONEncoder` writes for a time).
    func double(_ name: String) -> Double? {
        guard case .number(let text, _) = value(name), let number = Double(text), number.isFinite else { return nil }
        return number
    }

    func optionalString(_ name: String) -> String?? {
        guard let value = value(name) else { return .some(nil) }
        guard case .string(let text) = value else { return nil }
        return .some(text)
    }

    func optionalInteger(_ name: String) -> Int?? {
        guard let value = value(name) else { return .some(nil) }
        guard case .number(_, let integer?) = value else { return nil }
        return .some(integer)
    }
}

// MARK: - Writing

/// A history line written by hand, byte for byte as `JSONEncoder` (sorted keys, slashes as they
/// are) writes it, for the entries `quick` reads: the encoder's first use in a process costs the
/// runtime's lookups the decoder's did. Where the encoder's own choices would show (a string with a
/// character it escapes, a time it might spell otherwise) it declines, and the encoder writes the
/// line (`History.bytes`); `HistoryLineReadingTests` compares the two on every event written here.
extension HistoryEntry {
    func quickLine() -> [UInt8]? {
        var line = LineWriter()
        line.open("after")
        line.string(after)
        if let before { line.next("before"); line.string(before) }
        line.next("event"); line.event(event)
        line.next("number"); line.integer(number)
        line.next("shifts"); line.integer(shifts)
        line.next("source"); line.string(source.rawValue)
        line.next("time"); line.time(time)
        if let version { line.next("version"); line.string(version) }
        line.next("workplaces"); line.integer(workplaces)
        line.close()
        return line.declined ? nil : line.bytes
    }
}

private struct LineWriter {
    var bytes: [UInt8] = []
    var declined = false

    init() { bytes.reserveCapacity(384) }

    mutating func raw(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// `{"name":`.
    mutating func open(_ name: StaticString) {
        raw("{\"")
        raw(name)
        raw("\":")
    }

    /// `,"name":`.
    mutating func next(_ name: StaticString) {
        raw(",\"")
        raw(name)
        raw("\":")
    }

    mutating func close() { raw("}") }

    /// Only text the encoder writes as it is: no quote, backslash, control character or line
    /// or paragraph separator (any of which it might escape).
    mutating func string(_ text: String) {
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x20 || value == 0x22 || value == 0x5C || value == 0x7F || value == 0x2028 || value == 0x2029 {
                declined = true
                return
            }
        }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: text.utf8)
        bytes.append(UInt8(ascii: "\""))
    }

    mutating func integer(_ value: Int) { bytes.append(contentsOf: String(value).utf8) }

    /// A time as Swift's shortest spelling of it, only where that is plain digits with a
    /// fraction (a whole number of seconds, or an exponent, is left to the encoder).
    mutating func time(_ value: Double) {
        let text = value.description
        let digits = text.utf8.filter { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
        let points = text.utf8.filter { $0 == UInt8(ascii: ".") }.count
        guard value.isFinite, points == 1, digits == text.utf8.count - 1, text.first != ".", text.last != ".",
            !text.hasSuffix(".0")
        else {
            declined = true
            return
        }
        bytes.append(contentsOf: text.utf8)
    }

    mutating func record(_ record: ShiftRecord) {
        open("breakMinutes")
        integer(record.breakMinutes)
        next("date"); string(record.date)
        if let end = record.end {
            next("end")
            string(end)
        }
        if let memo = record.memo {
            next("memo")
            string(memo)
        }
        next("start"); string(record.start)
        close()
    }

    mutating func event(_ event: HistoryEvent) {
        switch event {
        case .addedShift(let workplace, let record): shiftEvent("addedShift", workplace, record)
        case .removedShift(let workplace, let record): shiftEvent("removedShift", workplace, record)
        case .clockedIn(let workplace, let record): shiftEvent("clockedIn", workplace, record)
        case .clockedOut(let workplace, let record): shiftEvent("clockedOut", workplace, record)
        case .changedShift(let workplace, let from, let to): changeEvent("changedShift", workplace, from, to)
        case .changedOpenShift(let workplace, let from, let to): changeEvent("changedOpenShift", workplace, from, to)
        case .addedWorkplace(let name):
            open("addedWorkplace")
            open("name")
            string(name)
            raw("}}")
        case .removedWorkplace(let name, let shifts):
            open("removedWorkplace")
            open("name")
            string(name)
            next("shifts"); integer(shifts)
            raw("}}")
        case .recordedReceipt(let workplace, let period, let amount),
            .removedReceipt(let workplace, let period, let amount):
            if case .recordedReceipt = event { open("recordedReceipt") } else { open("removedReceipt") }
            open("amount")
            integer(amount)
            next("period"); string(period)
            next("workplace"); string(workplace)
            raw("}}")
        case .editFoundOnDisk(let workplacesBefore, let shiftsBefore, let workplaces, let shifts):
            open("editFoundOnDisk")
            open("shifts")
            integer(shifts)
            if let shiftsBefore { next("shiftsBefore"); integer(shiftsBefore) }
            next("workplaces"); integer(workplaces)
            if let workplacesBefore { next("workplacesBefore"); integer(workplacesBefore) }
            raw("}}")
        case .restored(let entry):
            open("restored")
            open("entry")
            integer(entry)
            raw("}}")
        case .changedWorkplace, .changedPlan, .changedWorker, .undid, .redid:
            declined = true
        }
    }

    private mutating func shiftEvent(_ name: StaticString, _ workplace: String, _ shift: ShiftRecord) {
        open(name)
        open("_1")
        record(shift)
        next("workplace"); string(workplace)
        raw("}}")
    }

    private mutating func changeEvent(_ name: StaticString, _ workplace: String, _ from: ShiftRecord, _ to: ShiftRecord)
    {
        open(name)
        open("from")
        record(from)
        next("to"); record(to)
        next("workplace"); string(workplace)
        raw("}}")
    }
}
