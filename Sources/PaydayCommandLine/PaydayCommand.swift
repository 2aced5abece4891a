import ArgumentParser
import PaydayApp
import Payroll

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

extension PaydayCommand {
    /// The words `payday WORD` takes for WORD: each command's name and aliases, and the parser's
    /// own `help`.
    static var commandNames: [String] {
        configuration.subcommands.flatMap { [$0._commandName] + $0.configuration.aliases } + ["help"]
    }

    /// The refusal of `payday WORD ...` whose WORD names no command (`payday sumary`), in the
    /// user's language, with the command nearest to it: the default command, the app, takes no
    /// word, so the parser would refuse WORD as an argument of `run` and show `run`'s usage. Nil
    /// when the first argument is an option or a command.
    static func unknownCommand(in arguments: [String], environment: [String: String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), !commandNames.contains(first) else { return nil }
        let words = UsageWords.language(arguments: arguments, environment: environment).commandWords
        let suggestion = DidYouMean.suggestion(for: first, among: commandNames.filter { $0 != "help" })
        return words.unknownCommand("'\(TerminalText.line(first))'", suggestion: suggestion) + "\n"
            + words.commandsAreListed + "\n"
    }
}
