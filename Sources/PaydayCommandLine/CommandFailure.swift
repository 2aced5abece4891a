import Payroll

/// A command that did not do what was asked: the message for standard error, exit status 1.
struct CommandFailure: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

extension CommandResult {
    /// Runs `body`; its text is the one line of output, a failure the message on standard error.
    static func catching(_ command: String, _ body: () throws(CommandFailure) -> String) -> CommandResult {
        do {
            let text = try body()
            return CommandResult(standardOutput: text.hasSuffix("\n") ? text : text + "\n")
        } catch {
            return CommandResult(standardError: "payday \(command): \(error.message)\n", exitStatus: 1)
        }
    }
}
