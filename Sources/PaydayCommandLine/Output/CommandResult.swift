import PaydayApp
import Payroll
import PayrollWords

/// What a command prints and its exit status, kept apart from the process so tests can run it:
/// the one road from every command to the streams (`finish()`, then `StandardStreams`).
public struct CommandResult: Sendable, Equatable {
    /// What standard output says. A document made as bytes (`document(bytes:)`) is kept as its
    /// bytes and written from them; read here, it is decoded (the tests' view of it).
    public var standardOutput: String {
        get { documentBytes.map { String(decoding: $0, as: UTF8.self) } ?? outputText }
        set {
            outputText = newValue
            documentBytes = nil
        }
    }
    /// Standard output as text, unless the output is a document's bytes.
    private var outputText = ""
    /// A document as its writer made it, in UTF-8: written as it is, never made into a string (a
    /// calendar of a large file is 25 MB, which a string would copy and check once more).
    private var documentBytes: [UInt8]?
    public var standardError = ""
    public var exitStatus: Int32 = 0
    /// The output is escape sequences payday made itself (a terminal notification of `payday
    /// remind`), each field in them made safe with `TerminalText.isEscaped`: written as it is,
    /// not escaped. Every other output is escaped (`TerminalText.document`) but a document.
    public var outputIsTerminalSequences = false
    /// The output is a document already escaped by its own format's writer (CSV, iCalendar,
    /// HTML: each leaves nothing a terminal acts on): written as it is, the same bytes as the
    /// file it would be, never escaped a second time.
    public var outputIsDocument = false

    /// A document (`outputIsDocument`) on standard output.
    static func document(_ text: String) -> CommandResult {
        var result = CommandResult(standardOutput: text)
        result.outputIsDocument = true
        return result
    }

    /// A document (`outputIsDocument`) on standard output, as the bytes its writer made.
    static func document(bytes: [UInt8]) -> CommandResult {
        var result = CommandResult()
        result.documentBytes = bytes
        result.outputIsDocument = true
        return result
    }

    public init(standardOutput: String = "", standardError: String = "", exitStatus: Int32 = 0) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.exitStatus = exitStatus
    }

    /// A command that failed: `payday COMMAND: message` on standard error, exit status 1.
    static func failure(_ command: String, _ failure: CommandFailure, _ language: PayrollLanguage) -> CommandResult {
        CommandResult(
            standardError: "payday" + (command.isEmpty ? "" : " " + command) + ": " + failure.message(language) + "\n",
            exitStatus: 1)
    }

    /// Runs `body`; its text is the one line of output, a failure the message on standard
    /// error, worded in `language`.
    static func catching(
        _ command: String, _ language: PayrollLanguage, _ body: () throws(CommandFailure) -> String
    ) -> CommandResult {
        do {
            let text = try body()
            return CommandResult(standardOutput: text.hasSuffix("\n") ? text : text + "\n")
        } catch {
            return failure(command, error, language)
        }
    }

    /// Writes both streams (through `StandardStreams`: escaped, every write checked) and ends
    /// with the exit status: a thrown `Finished`, which `PaydayCommand.runAsMain` turns into the
    /// process's status (1 when a stream could not be written, even after a success).
    func finish() throws {
        let status =
            if let documentBytes {
                StandardStreams.finish(outputBytes: documentBytes, error: standardError, status: exitStatus)
            } else {
                StandardStreams.finish(
                    output: outputText, error: standardError, status: exitStatus,
                    asIs: outputIsTerminalSequences || outputIsDocument)
            }
        if status != 0 { throw Finished(status: status) }
    }

    /// Equal when they print the same: a document's bytes and the same text are one output.
    public static func == (left: CommandResult, right: CommandResult) -> Bool {
        left.standardOutput == right.standardOutput && left.standardError == right.standardError
            && left.exitStatus == right.exitStatus && left.outputIsTerminalSequences == right.outputIsTerminalSequences
            && left.outputIsDocument == right.outputIsDocument
    }

    /// The exit status of a command that printed what it had to say.
    struct Finished: Error {
        var status: Int32
    }
}

/// A command that did not do what was asked: the message for standard error (exit status 1),
/// in both languages, worded by a words family where it is thrown and chosen where it is printed.
struct CommandFailure: Error {
    var english: String
    var korean: String

    /// The failure `sentence` says in each language, as a words family has it:
    /// `CommandFailure { $0.commandWords.shiftNothingToChange }`.
    init(_ sentence: (PayrollLanguage) -> String) {
        self.init(english: sentence(.english), korean: sentence(.korean))
    }

    /// Both sentences, for a words family in Sources/PaydayCommandLine/Words only: the commands
    /// throw what a family says (`scripts/check-imports.sh` refuses `english:` outside Words).
    init(english: String, korean: String) {
        self.english = english
        self.korean = korean
    }

    /// A message already in the user's language (the payroll layer's words, chosen by language).
    init(_ message: String) {
        english = message
        korean = message
    }

    func message(_ language: PayrollLanguage) -> String {
        switch language {
        case .english: english
        case .korean: korean
        }
    }
}
