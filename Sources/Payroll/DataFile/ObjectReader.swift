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
            problems.append(
                DataProblem(path: path.text, message: "expected an object { ... }, found \(value.kindName)"))
            return nil
        }
        self.location = path
        self.members = members
        for (position, member) in members.enumerated() {
            if !knownFields.contains(member.key) {
                var message = "unknown field \"\(member.key)\""
                if let suggestion = DidYouMean.suggestion(for: member.key, among: knownFields) {
                    message += "; did you mean \"\(suggestion)\"?"
                } else {
                    message += "; the fields here are " + knownFields.map { "\"\($0)\"" }.joined(separator: ", ")
                }
                problems.append(DataProblem(path: self.path(member.key), message: message))
            } else if members[..<position].contains(where: { $0.key == member.key }) {
                problems.append(DataProblem(path: self.path(member.key), message: "given twice; keep one"))
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
                    path: path.isEmpty ? field : path,
                    message: path.isEmpty
                        ? "missing required field; add \(example)"
                        : "missing required field \"\(field)\"; add \(example)"))
            return nil
        }
        return value
    }

    /// A whole number in `range`, or nil with a problem (absent is not a problem here).
    func integer(_ field: String, in range: ClosedRange<Int>, unit: String = "", problems: inout [DataProblem]) -> Int?
    {
        guard let value = value(field) else { return nil }
        return ObjectReader.integer(value, at: path(field), in: range, unit: unit, problems: &problems)
    }

    /// `path` is computed only for a problem (a million shifts pass here).
    static func integer(
        _ value: JSONValue, at path: @autoclosure () -> String, in range: ClosedRange<Int>, unit: String = "",
        problems: inout [DataProblem]
    ) -> Int? {
        if case .number(_, let integer?) = value, range.contains(integer) { return integer }
        let expectation = "a whole number from \(range.lowerBound) to \(range.upperBound)\(unit)"
        switch value {
        case .number(let text, let integer?):
            let why = integer <= 0 && range.lowerBound > 0 ? "must be more than zero" : "is out of range"
            problems.append(DataProblem(path: path(), message: "\(text) \(why); expected \(expectation)"))
        case .number(let text, nil):
            problems.append(
                DataProblem(path: path(), message: "\(text) is not a whole number in range; expected \(expectation)"))
        default:
            problems.append(DataProblem(path: path(), message: "expected \(expectation), found \(value.kindName)"))
        }
        return nil
    }

    func string(_ field: String, problems: inout [DataProblem]) -> String? {
        guard let value = value(field) else { return nil }
        return ObjectReader.string(value, at: path(field), problems: &problems)
    }

    static func string(_ value: JSONValue, at path: @autoclosure () -> String, problems: inout [DataProblem]) -> String?
    {
        guard case .string(let text) = value else {
            problems.append(
                DataProblem(path: path(), message: "expected a string in double quotes, found \(value.kindName)"))
            return nil
        }
        return text
    }

    func bool(_ field: String, problems: inout [DataProblem]) -> Bool? {
        guard let value = value(field) else { return nil }
        guard case .bool(let flag) = value else {
            problems.append(DataProblem(path: path(field), message: "expected true or false, found \(value.kindName)"))
            return nil
        }
        return flag
    }

    /// One of an enumeration's raw values, with a suggestion for a near miss.
    func choice<Choice: RawRepresentable & CaseIterable>(
        _ field: String, _ type: Choice.Type,
        problems: inout [DataProblem]
    ) -> Choice? where Choice.RawValue == String {
        guard let text = string(field, problems: &problems) else { return nil }
        if let choice = Choice(rawValue: text) { return choice }
        let allowed = Choice.allCases.map(\.rawValue)
        var message = "\"\(text)\" is not one of " + allowed.map { "\"\($0)\"" }.joined(separator: ", ")
        if let suggestion = DidYouMean.suggestion(for: text, among: allowed) {
            message += "; did you mean \"\(suggestion)\"?"
        }
        problems.append(DataProblem(path: path(field), message: message))
        return nil
    }

    /// The date in `field`, within the dates of work `Limits.dates` unless `anyDate` (a birth date:
    /// its own range is the worker's rule).
    func date(_ field: String, anyDate: Bool = false, problems: inout [DataProblem]) -> LocalDate? {
        guard let text = string(field, problems: &problems) else { return nil }
        guard let date = LocalDate(iso: text) else {
            problems.append(
                DataProblem(
                    path: path(field), message: "\"\(text)\" is not a date; write YYYY-MM-DD, such as \"2026-11-02\""))
            return nil
        }
        guard anyDate || Limits.dates.contains(date) else {
            problems.append(
                DataProblem(
                    path: path(field),
                    message:
                        "\(date) is outside the dates payday takes, \(Limits.dates.lowerBound) to \(Limits.dates.upperBound) (a digit missing from the year?)"
                ))
            return nil
        }
        return date
    }

    func time(_ field: String, problems: inout [DataProblem]) -> TimeOfDay? {
        guard let text = string(field, problems: &problems) else { return nil }
        guard let time = TimeOfDay(text: text) else {
            problems.append(
                DataProblem(
                    path: path(field),
                    message: "\"\(text)\" is not a time; write HH:mm on a 24-hour clock, 00:00 to 23:59"))
            return nil
        }
        return time
    }

    func array(_ field: String, problems: inout [DataProblem]) -> [JSONValue]? {
        guard let value = value(field) else { return nil }
        guard case .array(let elements) = value else {
            problems.append(DataProblem(path: path(field), message: "expected a list [ ... ], found \(value.kindName)"))
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
