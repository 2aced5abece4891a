/// Writes a `DataFile` in the documented format, the same way every time, so that a diff of two
/// saves shows only what changed:
///
/// - fields in a fixed order (the order of the field table in docs/data-file.md), two-space
///   indentation, one workplace field a line, one shift (and one `wages` entry) a line;
/// - a field equal to its default is left out where leaving it out is what a person would write
///   (`break` 0, no `memo`, `period.startDay` 1, no `contractWeeklyHours`); `employees`,
///   `payday` (all three), `weeklyHolidayAllowance` and `deductions` (both) are always written, so
///   the terms of the contract are all on the page;
/// - strings escaped as JSON requires and nothing more (Korean and emoji stay as they are).
///
/// Reading the result back gives the same `DataFile` (`DataFileWriterTests` checks it on the
/// shipped example and on random files).
public enum DataFileWriter {
    /// `capacity`: a guess at the size, to reserve once.
    public static func bytes(_ file: DataFile, capacity: Int = 0) -> [UInt8] {
        written(file, capacity: capacity, reusing: nil).bytes
    }

    /// Text this writer wrote before, to copy instead of writing a workplace again: `ranges[i]`,
    /// when not nil, is where `source` holds workplace `i` exactly as `append` writes it (from
    /// its `{` to its `}`); `written[i]`, workplace `i` as `bytes(_:)` wrote it (the store's
    /// round-trip check writes the workplaces a change touched). The result is the same bytes,
    /// without re-formatting 100,000 shifts to change one.
    struct Reuse {
        var source: [UInt8] = []
        var ranges: [Range<Int>?] = []
        /// By workplace, nil where not written yet (a list, not a dictionary: the runtime's first
        /// look-ups for a dictionary of this type cost a save 0.3 M instructions).
        var written: [[UInt8]?] = []
    }

    /// The bytes, and where each workplace is in them (from its `{` to its `}`).
    static func written(_ file: DataFile, capacity: Int = 0, reusing reuse: Reuse?) -> (
        bytes: [UInt8], ranges: [Range<Int>]
    ) {
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(file.workplaces.count)
        var out = JSONTextBuffer()
        out.reserve(max(capacity, file.shiftCount * 90 + file.workplaces.count * 400 + 128))
        out.append("{\n  \"version\": ")
        out.append(integer: file.version)
        if let worker = file.worker { append(worker, to: &out) }
        if let base = file.datesRelativeTo {
            out.append(",\n  \"datesRelativeTo\": ")
            out.append(string: base.description)
        }
        out.append(",\n  \"workplaces\": [")
        for (index, workplace) in file.workplaces.enumerated() {
            out.append(index == 0 ? "\n" : ",\n")
            let start = out.bytes.count + 4  // after the indentation
            if let reuse, index < reuse.ranges.count, let range = reuse.ranges[index] {
                out.append("    ")
                out.append(bytes: reuse.source[range])
            } else if let reuse, index < reuse.written.count, let written = reuse.written[index] {
                out.append(bytes: written[...])
            } else {
                append(workplace, to: &out)
            }
            ranges.append(start..<out.bytes.count)
        }
        out.append(file.workplaces.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
        return (out.bytes, ranges)
    }

    /// One workplace as an element of the `workplaces` array (indented four spaces, no comma).
    public static func bytes(_ workplace: Workplace) -> [UInt8] {
        var out = JSONTextBuffer()
        append(workplace, to: &out)
        return out.bytes
    }

    /// One workplace as `bytes(_:)` writes it, the lines of its first shifts copied from
    /// `earlier`: the text this writer wrote for `earlier.workplace`, when that text begins with
    /// what this workplace's fields write before its shifts, ends with what its open shift (if
    /// any) and the closing write, and its shifts are this workplace's first ones (a clock-in or
    /// a clock-out at a workplace of 1,500 shifts). Otherwise written whole. The same bytes
    /// either way.
    static func bytes(_ workplace: Workplace, earlier: (workplace: Workplace, text: ArraySlice<UInt8>)?) -> [UInt8] {
        var out = JSONTextBuffer()
        let kept = earlier?.workplace.shifts.count ?? 0
        guard let earlier, kept > 0, kept <= workplace.shifts.count,
            kept == workplace.shifts.count
                ? earlier.workplace.shifts == workplace.shifts
                : workplace.shifts[..<kept].elementsEqual(earlier.workplace.shifts)
        else {
            append(workplace, to: &out)
            return out.bytes
        }
        appendFields(of: workplace, to: &out)
        var closing = JSONTextBuffer()
        appendOpenShiftAndClosing(of: earlier.workplace, to: &closing)
        let head = out.bytes.count, text = earlier.text
        guard text.count >= head + closing.bytes.count, text.prefix(head).elementsEqual(out.bytes),
            text.suffix(closing.bytes.count).elementsEqual(closing.bytes)
        else {
            out = JSONTextBuffer()
            append(workplace, to: &out)
            return out.bytes
        }
        out.append(bytes: text[(text.startIndex + head)..<(text.endIndex - closing.bytes.count)])
        appendShifts(workplace.shifts[kept...], to: &out)
        appendOpenShiftAndClosing(of: workplace, to: &out)
        return out.bytes
    }

    static func append(_ workplace: Workplace, to out: inout JSONTextBuffer) {
        appendFields(of: workplace, to: &out)
        appendShifts(workplace.shifts[...], to: &out)
        appendOpenShiftAndClosing(of: workplace, to: &out)
    }

    /// Everything before the first shift, up to `"shifts": [`.
    static func appendFields(of workplace: Workplace, to out: inout JSONTextBuffer) {
        out.append("    {\n      \"name\": ")
        out.append(string: workplace.name)
        out.append(",\n      \"employees\": ")
        out.append(integer: workplace.employees)
        let wages = workplace.wages.entries
        if wages.count == 1, wages[0].from == nil {
            out.append(",\n      \"wage\": ")
            out.append(integer: wages[0].hourly)
        } else {
            out.append(",\n      \"wages\": [")
            for (index, entry) in wages.enumerated() {
                out.append(index == 0 ? "\n        { \"from\": " : ",\n        { \"from\": ")
                // A history entry always has a date when read from a file; one without would
                // not read back, and the store's validation refuses to write it.
                if let from = entry.from { out.append(string: from.description) } else { out.append("null") }
                out.append(", \"hourly\": ")
                out.append(integer: entry.hourly)
                out.append(" }")
            }
            out.append("\n      ]")
        }
        out.append(",\n      \"payday\": { ")
        out.append(bytes: ArraySlice(paydayFields(workplace.payday).utf8))
        out.append(" }")
        if workplace.periodStartDay != 1 {
            out.append(",\n      \"period\": { \"startDay\": ")
            out.append(integer: workplace.periodStartDay)
            out.append(" }")
        }
        if let hours = workplace.contractWeeklyHours {
            out.append(",\n      \"contractWeeklyHours\": ")
            out.append(text: hours.description)
        }
        out.append(
            workplace.weeklyHolidayAllowance
                ? ",\n      \"weeklyHolidayAllowance\": true"
                : ",\n      \"weeklyHolidayAllowance\": false")
        if let day = workplace.weeklyHoliday {
            out.append(",\n      \"weeklyHoliday\": ")
            out.append(string: day.rawValue)
        }
        out.append(",\n      \"deductions\": { \"incomeTax\": ")
        out.append(string: workplace.deductions.incomeTax.rawValue)
        out.append(", \"insurance\": ")
        out.append(string: workplace.deductions.insurance.rawValue)
        out.append(" }")
        if workplace.sickLeave != .excused {
            out.append(",\n      \"sickLeave\": ")
            out.append(string: workplace.sickLeave.rawValue)
        }
        appendPlans(of: workplace, to: &out)
        appendList(",\n      \"received\": [", workplace.received, to: &out) { receipt, out in
            out.append("{ \"period\": ")
            out.append(string: receipt.period.description)
            out.append(", \"amount\": ")
            out.append(integer: receipt.amount.won)
            if let date = receipt.date {
                out.append(", \"date\": ")
                out.append(date: date)
            }
            out.append(" }")
        }
        if let probation = workplace.probation {
            out.append(",\n      \"probation\": { \"until\": ")
            out.append(date: probation.until)
            out.append(", \"contractYears\": ")
            out.append(integer: probation.contractYears)
            out.append(probation.simpleLabour ? ", \"simpleLabour\": true }" : ", \"simpleLabour\": false }")
        }
        out.append(",\n      \"shifts\": [")
    }

    /// `shifts`, one a line, each after the shift before it (the first after `"shifts": [`).
    /// Read through the slice's buffer: each shift is borrowed in place, where the slice's
    /// subscript copied it (its memo retained through the runtime's generic copy of an
    /// optional, 90 instructions a shift).
    static func appendShifts(_ shifts: ArraySlice<Shift>, to out: inout JSONTextBuffer) {
        let startsTheList = shifts.startIndex == 0
        shifts.withUnsafeBufferPointer { shifts in
            for index in shifts.indices {
                append(shifts[index], after: index == 0 && startsTheList ? "\n        " : ",\n        ", to: &out)
            }
        }
    }

    /// The open shift, if any, after the shifts, and the end of the list and of the workplace.
    static func appendOpenShiftAndClosing(of workplace: Workplace, to out: inout JSONTextBuffer) {
        if let open = workplace.openShift {
            out.append(workplace.shifts.isEmpty ? "\n        { \"date\": " : ",\n        { \"date\": ")
            out.append(date: open.date)
            out.append(", \"start\": ")
            out.append(time: open.startTime)
            if let memo = open.memo {
                out.append(", \"memo\": ")
                out.append(string: memo)
            }
            out.append(" }")
        }
        out.append(workplace.shifts.isEmpty && workplace.openShift == nil ? "]\n    }" : "\n      ]\n    }")
    }

    /// `"worker": "name"` when only a name is given (as before the other fields existed), else the
    /// object with the fields that differ from their defaults (the name always, when known).
    static func append(_ worker: Worker, to out: inout JSONTextBuffer) {
        if worker.isNameOnly, let name = worker.name {
            out.append(",\n  \"worker\": ")
            out.append(string: name)
            return
        }
        out.append(",\n  \"worker\": {")
        var first = true
        func field(_ name: StaticString) {
            out.append(first ? " " : ", ")
            out.append(name)
            first = false
        }
        if let name = worker.name {
            field("\"name\": ")
            out.append(string: name)
        }
        if let birthDate = worker.birthDate {
            field("\"birthDate\": ")
            out.append(date: birthDate)
        }
        if worker.dependants != 1 {
            field("\"dependants\": ")
            out.append(integer: worker.dependants)
        }
        if let years = worker.childBirthYears {
            field("\"children\": [")
            for (index, year) in years.enumerated() {
                if index > 0 { out.append(", ") }
                out.append(integer: year)
            }
            out.append("]")
        } else if worker.children != 0 {
            field("\"children\": ")
            out.append(integer: worker.children)
        }
        if worker.withholdingRate != 100 {
            field("\"withholdingRate\": ")
            out.append(integer: worker.withholdingRate)
        }
        if let household = worker.household {
            field("\"household\": ")
            out.append(string: household.rawValue)
        }
        if let income = worker.spouseIncome {
            field("\"spouseIncome\": ")
            out.append(integer: income)
        }
        if let assets = worker.assets {
            field("\"assets\": ")
            out.append(integer: assets)
        }
        if let code = worker.businessCode {
            field("\"businessCode\": ")
            out.append(string: code)
        }
        if worker.disabled { field("\"disabled\": true") }
        out.append(first ? "}" : " }")
    }

    /// `startDate`, `endDate`, then `schedule` and `absences`, one entry a line; each left out
    /// when absent or empty.
    static func appendPlans(of workplace: Workplace, to out: inout JSONTextBuffer) {
        if let start = workplace.startDate {
            out.append(",\n      \"startDate\": ")
            out.append(date: start)
        }
        if let end = workplace.endDate {
            out.append(",\n      \"endDate\": ")
            out.append(date: end)
        }
        if let taxFree = workplace.taxFree {
            out.append(",\n      \"taxFree\": { \"overtimePremiums\": ")
            out.append(taxFree.overtimePremiums ? "true" : "false")
            out.append(", \"meals\": ")
            out.append(integer: taxFree.meals)
            out.append(" }")
        }
        if let leaving = workplace.leaving {
            out.append(",\n      \"leaving\": ")
            out.append(string: leaving.rawValue)
        }
        appendList(",\n      \"schedule\": [", workplace.schedule, to: &out) { entry, out in
            out.append("{ \"days\": [")
            for (position, day) in entry.days.enumerated() {
                if position > 0 { out.append(", ") }
                out.append(string: day.shortName)
            }
            out.append("]")
            out.append(start: entry.startTime, end: entry.endTime, breakMinutes: entry.breakMinutes)
            out.append(", \"from\": ")
            out.append(date: entry.from)
            if let until = entry.until {
                out.append(", \"until\": ")
                out.append(date: until)
            }
            out.append(" }")
        }
        appendList(",\n      \"absences\": [", workplace.absences, to: &out) { absence, out in
            out.append("{ \"date\": ")
            out.append(date: absence.date)
            out.append(", \"kind\": ")
            out.append(string: absence.kind.rawValue)
            out.append(" }")
        }
    }

    /// A workplace's list field, one element a line; left out when empty.
    static func appendList<Element>(
        _ opening: StaticString, _ list: [Element], to out: inout JSONTextBuffer,
        _ each: (Element, inout JSONTextBuffer) -> Void
    ) {
        guard !list.isEmpty else { return }
        out.append(opening)
        for element in list {
            out.append(out.bytes.last == UInt8(ascii: "[") ? "\n        " : ",\n        ")
            each(element, &out)
        }
        out.append("\n      ]")
    }

    /// A shift's line after `separator` (the line break and indentation before it): all but its
    /// memo composed at once (`JSONTextBuffer.appendComposed`), the memo, if any, escaped after.
    static func append(_ shift: Shift, after separator: StaticString, to out: inout JSONTextBuffer) {
        out.appendComposed { line in
            line.put(separator)
            line.put("{ \"date\": ")
            line.put(date: shift.date)
            line.put(start: shift.startTime, end: shift.endTime, breakMinutes: shift.breakMinutes)
            if shift.memo == nil { line.put(" }") }
        }
        if let memo = shift.memo {
            out.append(", \"memo\": ")
            out.append(string: memo)
            out.append(" }")
        }
    }
}
