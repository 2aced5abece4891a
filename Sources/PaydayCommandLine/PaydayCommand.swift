import ArgumentParser

/// The root command, `payday`. With no subcommand it runs the interactive app (`run`).
public struct PaydayCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "payday",
        abstract: "What a part-time worker has earned this pay period, workplace by workplace.",
        discussion: """
            Shell completions: `payday --generate-completion-script bash` (or zsh, fish) prints a \
            script; `make install` puts them where bash and zsh look, with the manual page.
            """,
        version: PaydayVersion.current,
        subcommands: [
            RunCommand.self, RenderCommand.self, SummaryCommand.self, PayslipCommand.self, ValidateCommand.self,
            ClockCommand.self, ShiftCommand.self, WorkplaceCommand.self, WorkerCommand.self, HistoryCommand.self,
            UndoCommand.self, RedoCommand.self, RestoreCommand.self, StatsCommand.self, ExportCommand.self,
            ScheduleCommand.self, AbsenceCommand.self, PaydaysCommand.self, RemindCommand.self, StatusCommand.self,
            EntitlementsCommand.self, ReceivedCommand.self, DifferencesCommand.self, EvidenceCommand.self,
        ],
        defaultSubcommand: RunCommand.self
    )

    public init() {}

    /// Whether `command` is the interactive app, which needs a terminal (a fuzzer skips it).
    public static func opensTheTerminal(_ command: any ParsableCommand) -> Bool { command is RunCommand }
}

/// What a command prints and its exit status, kept apart from the process so tests can run it.
public struct CommandResult: Sendable, Equatable {
    public var standardOutput = ""
    public var standardError = ""
    public var exitStatus: Int32 = 0
    /// The output is escape sequences payday made itself (a terminal notification of `payday
    /// remind`), each field in them made safe with `TerminalText.isEscaped`: written as it is,
    /// not escaped. Every other output is escaped (`TerminalText.document`).
    public var outputIsTerminalSequences = false

    public init(standardOutput: String = "", standardError: String = "", exitStatus: Int32 = 0) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.exitStatus = exitStatus
    }

    /// Writes both streams (through `StandardStreams`: escaped, every write checked) and ends
    /// with the exit status: a thrown `Finished`, which `PaydayCommand.runAsMain` turns into the
    /// process's status (1 when a stream could not be written, even after a success).
    func finish() throws {
        let status = StandardStreams.finish(
            output: standardOutput, error: standardError, status: exitStatus, sequences: outputIsTerminalSequences)
        if status != 0 { throw Finished(status: status) }
    }

    /// The exit status of a command that printed what it had to say.
    struct Finished: Error {
        var status: Int32
    }
}
