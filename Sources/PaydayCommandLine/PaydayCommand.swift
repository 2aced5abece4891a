import ArgumentParser
import PaydayApp

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
            KeysCommand.self,
        ],
        defaultSubcommand: RunCommand.self
    )

    public init() {}

    /// Whether `command` is the interactive app, which needs a terminal (a fuzzer skips it).
    public static func opensTheTerminal(_ command: any ParsableCommand) -> Bool { command is RunCommand }
}
