/// Reads the fields of one JSON object for the validator, recording every problem instead of
/// stopping at the first: unknown fields (with a "did you mean"), duplicates, missing required
/// fields and values of the wrong type or out of range.
struct ObjectReader {
    private let location: DataPath
    private let members: [JSONMember]

    /// The object's path, such as `workplaces[2].shifts[14]`.
    var path: String { location.text }

    /// nil (with a problem recorded) when `value` is not an object.
    init?(_ value: JSONValue, path: DataPath, knownFields: [String], problems: inout [DataProblem]) {
        guard case .object(let members) = value else {
            problems.append(DataProblem(path: path.text, .wrongType(expected: .object, found: value.kind)))
            return nil
        }
        self.location = path
        self.members = members
        for (position, member) in members.enumerated() {
            if !knownFields.contains(member.key) {
                let suggestion = DidYouMean.suggestion(for: member.key, among: knownFields)
                problems.append(
                    DataProblem(
                        path: self.path(member.key),
                        .unknownField(member.key, suggestion: suggestion, known: knownFields)))
            } else if members[..<position].contains(where: { $0.key == member.key }) {
                problems.append(DataProblem(path: self.path(member.key), .repeatedField))
            }
        }
    }

    init?(_ value: JSONValue, path: String, knownFields: [String], problems: inout [DataProblem]) {
        self.init(value, path: DataPath(path), knownFields: knownFields, problems: &problems)
    }

    func path(_ field: String) -> String {
        let path = self.path
        return path.isEmpty ? field : path + "." + field
    }

    func value(_ field: String) -> JSONValue? {
        members.first { $0.key == field }?.value
    }

    func has(_ field: String) -> Bool { value(field) != nil }

    /// The field's value, or nil with a "missing" problem.
    func required(_ field: String, _ example: String, problems: inout [DataProblem]) -> JSONValue? {
        guard let value = value(field) else {
            let path = self.path
            problems.append(
                DataProblem(
                    path: path.isEmpty ? field : path, .missingField(path.isEmpty ? nil : field, example: example)))
            return nil
        }
        return value
    }

    /// The field's value, or nil where it is absent: a "missing" problem then where the field is
    /// `required` (an example of it written out, for the problem), none where it is optional.
    /// The typed readers below all take `required` so.
    private func value(_ field: String, required example: String?, problems: inout [DataProblem]) -> JSONValue? {
        guard let example else { return value(field) }
        return self.required(field, example, problems: &problems)
    }

    /// A whole number in `range`, or nil with a problem (absent is a problem only where `required`).
    func integer(
        _ field: String, in range: ClosedRange<Int>, unit: DataProblem.WholeNumber.Unit = .none,
        required example: String? = nil, problems: inout [DataProblem]
    ) -> Int? {
        guard let value = value(field, required: example, problems: &problems) else { return nil }
        return ObjectReader.integer(value, at: path(field), in: range, unit: unit, problems: &problems)
    }

    /// `path` is computed only for a problem (a million shifts pass here).
    static func integer(
        _ value: JSONValue, at path: @autoclosure () -> String, in range: ClosedRange<Int>,
        unit: DataProblem.WholeNumber.Unit = .none, problems: inout [DataProblem]
    ) -> Int? {
        if case .number(_, let integer?) = value, range.contains(integer) { return integer }
        let number = DataProblem.WholeNumber(range, unit)
        switch value {
        case .number(let text, let integer?):
            problems.append(DataProblem(path: path(), .outOfRange(written: text, value: integer, number)))
        case .number(let text, nil):
            problems.append(DataProblem(path: path(), .notWhole(written: text, number)))
        default:
            problems.append(DataProblem(path: path(), .wrongType(expected: .wholeNumber(number), found: value.kind)))
        }
        return nil
    }

    func string(_ field: String, required example: String? = nil, problems: inout [DataProblem]) -> String? {
        guard let value = value(field, required: example, problems: &problems) else { return nil }
        return ObjectReader.string(value, at: path(field), problems: &problems)
    }

    static func string(_ value: JSONValue, at path: @autoclosure () -> String, problems: inout [DataProblem]) -> String?
    {
        guard case .string(let text) = value else {
            problems.append(DataProblem(path: path(), .wrongType(expected: .string, found: value.kind)))
            return nil
        }
        return text
    }

    func bool(_ field: String, required example: String? = nil, problems: inout [DataProblem]) -> Bool? {
        guard let value = value(field, required: example, problems: &problems) else { return nil }
        guard case .bool(let flag) = value else {
            problems.append(DataProblem(path: path(field), .wrongType(expected: .bool, found: value.kind)))
            return nil
        }
        return flag
    }

    /// One of an enumeration's raw values, with a suggestion for a near miss.
    func choice<Choice: RawRepresentable & CaseIterable>(
        _ field: String, _ type: Choice.Type, required example: String? = nil,
        problems: inout [DataProblem]
    ) -> Choice? where Choice.RawValue == String {
        guard let text = string(field, required: example, problems: &problems) else { return nil }
        if let choice = Choice(rawValue: text) { return choice }
        let allowed = Choice.allCases.map(\.rawValue)
        let suggestion = DidYouMean.suggestion(for: text, among: allowed)
        problems.append(DataProblem(path: path(field), .notOneOf(text, allowed: allowed, suggestion: suggestion)))
        return nil
    }

    /// The date in `field`, within the dates of work `Limits.dates` unless `anyDate` (a birth date:
    /// its own range is the worker's rule).
    func date(
        _ field: String, anyDate: Bool = false, required example: String? = nil, problems: inout [DataProblem]
    ) -> LocalDate? {
        guard let text = string(field, required: example, problems: &problems) else { return nil }
        guard let date = LocalDate(iso: text) else {
            problems.append(DataProblem(path: path(field), .notADate(text)))
            return nil
        }
        guard anyDate || Limits.dates.contains(date) else {
            problems.append(DataProblem(path: path(field), .dateOutsideLimits(date, allowed: Limits.dates)))
            return nil
        }
        return date
    }

    func time(_ field: String, required example: String? = nil, problems: inout [DataProblem]) -> TimeOfDay? {
        time(field, required: example, ends: false, problems: &problems)
    }

    /// The time something ends: as `time`, and `24:00`, midnight at the end of the day, as
    /// `00:00` (an end not after the start is the next day's), which is how it is written back.
    func endTime(_ field: String, required example: String? = nil, problems: inout [DataProblem]) -> TimeOfDay? {
        time(field, required: example, ends: true, problems: &problems)
    }

    /// A start's time or (`ends`) an end's, each refused with its own reason.
    private func time(
        _ field: String, required example: String?, ends: Bool, problems: inout [DataProblem]
    ) -> TimeOfDay? {
        guard let text = string(field, required: example, problems: &problems) else { return nil }
        guard let time = ends ? TimeOfDay(endText: text) : TimeOfDay(text: text) else {
            problems.append(DataProblem(path: path(field), ends ? .notAnEndTime(text) : .notATime(text)))
            return nil
        }
        return time
    }

    func array(_ field: String, required example: String? = nil, problems: inout [DataProblem]) -> [JSONValue]? {
        guard let value = value(field, required: example, problems: &problems) else { return nil }
        guard case .array(let elements) = value else {
            problems.append(DataProblem(path: path(field), .wrongType(expected: .list, found: value.kind)))
            return nil
        }
        return elements
    }
}

/// A path to a value, written out only when a problem needs it: a million shifts must not each
/// build the string `workplaces[9999].shifts[99]`.
struct DataPath {
    let prefix: String
    let index: Int?

    init(_ prefix: String, index: Int? = nil) {
        self.prefix = prefix
        self.index = index
    }

    var text: String { index.map { "\(prefix)[\($0)]" } ?? prefix }
}
