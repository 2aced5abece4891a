/// One thing wrong in a data file: where (`workplaces[2].shifts[14].end`, or `line 3, column 7`
/// for a syntax error) and what, in words a person can act on.
public struct DataProblem: Sendable, Equatable, CustomStringConvertible {
    /// The path to the value; empty for the file as a whole.
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    init(syntax error: JSONSyntaxError) {
        self.init(path: "line \(error.line), column \(error.column)", message: "not valid JSON: \(error.message)")
    }

    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}

/// A data file that cannot be used, with every problem found in it (not only the first).
public struct DataFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file as the user named it.
    public var file: String
    public var problems: [DataProblem]

    public init(file: String, problems: [DataProblem]) {
        self.file = file
        self.problems = problems
    }

    /// One line per problem: `Data/workplaces.json: workplaces[0].wage: ...`.
    public var description: String {
        problems.map { "\(file): \($0)" }.joined(separator: "\n")
    }
}
