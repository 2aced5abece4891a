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
            ClockCommand.self, ShiftCommand.self, WorkplaceCommand.self, HistoryCommand.self, UndoCommand.self,
            RedoCommand.self, RestoreCommand.self, StatsCommand.self, ExportCommand.self, ScheduleCommand.self,
            AbsenceCommand.self, PaydaysCommand.self, RemindCommand.self, StatusCommand.self,
        ],
        defaultSubcommand: RunCommand.self
    )

    public init() {}
}

/// What a command prints and its exit status, kept apart from the process so tests can run it.
public struct CommandResult: Sendable, Equatable {
    public var standardOutput = ""
    public var standardError = ""
    public var exitStatus: Int32 = 0

    public init(standardOutput: String = "", standardError: String = "", exitStatus: Int32 = 0) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.exitStatus = exitStatus
    }

    /// Writes both streams and ends with the exit status (as ArgumentParser expects: a thrown `ExitCode`).
    func finish() throws {
        if !standardOutput.isEmpty { print(standardOutput, terminator: "") }
        if !standardError.isEmpty { FileOutput.writeToStandardError(standardError) }
        if exitStatus != 0 { throw ExitCode(exitStatus) }
    }
}
