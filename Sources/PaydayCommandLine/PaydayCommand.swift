import ArgumentParser
import PaydayApp

/// The root command, `payday`. With no subcommand it runs the interactive app (`run`).
public struct PaydayCommand: ParsableCommand {
    /// In the language the process was started with (`UsageWords.helpLanguage`). Made once: the
    /// argument parser asks for it over and over while it finds and parses the command.
    public static let configuration =
        CommandConfiguration(
            commandName: "payday",
            abstract: UsageWords.help.rootAbstract,
            discussion: UsageWords.help.rootDiscussion,
            version: PaydayVersion.current,
            subcommands: [
                RunCommand.self, RenderCommand.self, SummaryCommand.self, PayslipCommand.self, ValidateCommand.self,
                ClockCommand.self, ShiftCommand.self, WorkplaceCommand.self, WorkerCommand.self, HistoryCommand.self,
                UndoCommand.self, RedoCommand.self, RestoreCommand.self, StatsCommand.self, StatementCommand.self,
                ExportCommand.self,
                ScheduleCommand.self, AbsenceCommand.self, PaydaysCommand.self, RemindCommand.self, StatusCommand.self,
                EntitlementsCommand.self, ReceivedCommand.self, DifferencesCommand.self, EvidenceCommand.self,
                KeysCommand.self, RefundCommand.self, BenefitsCommand.self,
            ],
            defaultSubcommand: RunCommand.self
        )

    public init() {}

    /// Whether `command` is the interactive app, which needs a terminal (a fuzzer skips it).
    public static func opensTheTerminal(_ command: any ParsableCommand) -> Bool { command is RunCommand }
}
