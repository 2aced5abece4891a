import ArgumentParser
import PaydayApp
import Payroll

/// The root command, `payday`. With no subcommand it runs the interactive app (`run`).
public struct PaydayCommand: ParsableCommand {
    /// In the language the process was started with (`UsageWords.helpLanguage`). Made once: the
    /// argument parser asks for it over and over while it finds and parses the command.
    public static let configuration =
        CommandConfiguration(
            commandName: commandName,
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

    /// The root's name, and the super-command its commands name (`CommandConfiguration.parsedAlone`).
    static let commandName = "payday"

    /// Whether `command` is the interactive app, which needs a terminal (a fuzzer skips it).
    public static func opensTheTerminal(_ command: any ParsableCommand) -> Bool { command is RunCommand }
}

extension PaydayCommand {
    /// The words `payday WORD` takes for WORD: each command's name and aliases, and the parser's
    /// own `help`.
    static var commandNames: [String] {
        configuration.subcommands.flatMap(names) + ["help"]
    }

    /// The words that name `command` on the command line: its name and its aliases.
    private static func names(_ command: any ParsableCommand.Type) -> [String] {
        [command._commandName] + command.configuration.aliases
    }

    /// The command `arguments` ask for, parsed as the argument parser parses them from the root.
    ///
    /// From the root, the parser first parses the whole line twice more as two throwaway
    /// commands, looking for `--generate-completion-script`; then it reads the root and each
    /// command named on the way down, and on the way reflects the options of the default command
    /// (`run`) and, twice, those of the command named, to learn whether either takes the rest of
    /// the line as it is: `stats --data FILE --year 2026` is parsed in 15.4 M instructions from
    /// the root (most of them reflection and the Swift runtime's first look-ups), in 9.7 M alone.
    ///
    /// The root and the commands that hold subcommands declare no argument
    /// (`CommandLineParseTests.commandsAboveACommandDeclareNoArgument`): the names are all they
    /// read. So a command without subcommands named by the first words (`payday stats ...`,
    /// `payday clock in ...`), on a line that does not ask for completions (`asksForCompletion`),
    /// is parsed by that command as the root first, without the throwaway parses
    /// (`CommandConfiguration.parsedAlone`): when that parse gives the command, the parse from
    /// the root gives the same values. Anything else it gives (an error, help, the version) is
    /// parsed again from the root, so every message, status and help is the root's.
    public static func parse(commandLine arguments: [String]) throws -> any ParsableCommand {
        let completing = arguments.contains(where: asksForCompletion)
        if !completing, let asked = helpRequestWithoutLanguage(arguments) { return try parseAsRoot(asked) }
        if let (command, depth) = commandWithoutSubcommands(namedBy: arguments),
            !completing,
            let parsed = try? command.parseAsRoot(Array(arguments.dropFirst(depth))),
            ObjectIdentifier(type(of: parsed)) == ObjectIdentifier(command)
        {
            return parsed
        }
        do {
            return try parseAsRoot(arguments)
        } catch {
            // A completion's answer and help end the parse too, without an error.
            guard !completing, exitCode(for: error) != .success else { throw error }
            switch withOptionsAfterTheCommand(arguments) {
            case .parsed(let command)?: return command
            case .failure(let moved)?: throw moved
            case nil: throw error
            }
        }
    }

    /// `payday --lang ko summary`, `payday --data FILE clock in GS25`: options put before the
    /// command's name, where many tools take their global options, parsed after it. Tried only
    /// once the line as typed has failed (not on a line asking for completions), at each word that names a command in turn; the first
    /// line moved that parses whole is taken, so a value that is also a command's name
    /// (`--data summary`) is read as the value it is first. Where none parses, the first moved
    /// line's error is the one to show: it names the command the user typed, where the line as
    /// typed would be refused as an argument of the default command. Nil where no word names a
    /// command after leading options.
    static func withOptionsAfterTheCommand(_ arguments: [String]) -> MovedOptions? {
        var firstError: (any Error)?
        for moved in linesWithOptionsAfterTheCommand(arguments) {
            do {
                return .parsed(try parse(commandLine: moved))
            } catch {
                firstError = firstError ?? error
            }
        }
        return firstError.map(MovedOptions.failure)
    }

    /// The lines `withOptionsAfterTheCommand` tries, in its order: for each word after leading
    /// options that names a command (not `help`), the line from that word on (up to `--`), then
    /// the words before it, then `--` and what follows it.
    public static func linesWithOptionsAfterTheCommand(_ arguments: [String]) -> [[String]] {
        guard arguments.first?.hasPrefix("-") == true else { return [] }
        let end = arguments.firstIndex(of: "--") ?? arguments.endIndex
        return arguments.indices.dropFirst().prefix { $0 < end }
            .filter { commandNames.contains(arguments[$0]) && arguments[$0] != "help" }
            .map { Array(arguments[$0..<end] + arguments[..<$0] + arguments[end...]) }
    }

    /// What `withOptionsAfterTheCommand` made of a line: its command, or the error to show.
    enum MovedOptions {
        case parsed(any ParsableCommand)
        case failure(any Error)
    }

    /// A request for help (`--help`, `-h`, `payday help ...`) that names its language
    /// (`--lang ko`, `--lang=ko`), without the language: the words are chosen from the whole line
    /// (`UsageWords.language`), and the root and `help` take no `--lang`, so left in it would send
    /// `payday --help --lang ko` to the default command's help and refuse `payday help --lang ko`.
    /// Nil for any other line, which is parsed as it is.
    static func helpRequestWithoutLanguage(_ arguments: [String]) -> [String]? {
        let end = arguments.firstIndex(of: "--") ?? arguments.endIndex
        var rest: [String] = []
        var index = 0
        while index < end {
            let argument = arguments[index]
            if argument == "--lang" {
                index += 2
            } else {
                if !argument.hasPrefix("--lang=") { rest.append(argument) }
                index += 1
            }
        }
        guard rest.count < end, rest.first == "help" || rest.contains("--help") || rest.contains("-h") else {
            return nil
        }
        return rest + arguments[end...]
    }

    /// The command without subcommands that the first words of `arguments` name, found as the
    /// parser finds a subcommand (the first whose name or alias is the word), and how many words
    /// name it; nil when they name none.
    static func commandWithoutSubcommands(namedBy arguments: [String]) -> (any ParsableCommand.Type, Int)? {
        // An option names no command (and `payday --help` pays nothing here).
        if arguments.first?.hasPrefix("-") != false { return nil }
        var command: any ParsableCommand.Type = PaydayCommand.self
        for (depth, word) in arguments.enumerated() {
            guard let next = command.configuration.subcommands.first(where: { names($0).contains(word) }) else {
                return nil
            }
            if next.configuration.subcommands.isEmpty { return (next, depth + 1) }
            command = next
        }
        return nil
    }

    /// The refusal of a line whose word names no command where a command's name is expected:
    /// `payday sumary` (the default command, the app, takes no word, so the parser would refuse
    /// WORD as an argument of `run` and show `run`'s usage) or `payday workplace set` (the parser
    /// would refuse the first option after it as unknown, or WORD as an unexpected argument), in
    /// the user's language, with the command nearest to it. Nil when the first words name a
    /// command that takes arguments. Options before the command's name are read after it
    /// (`payday --lang ko workplace set`), as the parse reads them.
    static func unknownCommand(in arguments: [String], environment: [String: String]) -> String? {
        let lines = [arguments] + linesWithOptionsAfterTheCommand(arguments)
        guard let (path, typed, known) = lines.lazy.compactMap(wordNamingNoCommand).first else { return nil }
        let words = UsageWords.language(arguments: arguments, environment: environment).commandWords
        let suggestion = DidYouMean.suggestion(for: typed, among: known)
        return words.unknownCommand("'\(TerminalText.line(typed))'", of: path, suggestion: suggestion) + "\n"
            + words.commandsAreListed(of: path) + "\n"
    }

    /// The first word of `arguments` that stands where a command's name is expected and names
    /// none: with the command it was typed under (`payday`, `payday workplace`) and the names
    /// that command takes (the root's `help` taken but not offered).
    static func wordNamingNoCommand(in arguments: [String]) -> (path: String, word: String, known: [String])? {
        var command: any ParsableCommand.Type = PaydayCommand.self
        var path = commandName
        for word in arguments {
            let subcommands = command.configuration.subcommands
            if word.hasPrefix("-") || subcommands.isEmpty { return nil }
            let isRoot = ObjectIdentifier(command) == ObjectIdentifier(PaydayCommand.self)
            if isRoot && word == "help" { return nil }
            guard let next = subcommands.first(where: { names($0).contains(word) }) else {
                return (path, word, subcommands.flatMap(names))
            }
            path += " " + next._commandName
            command = next
        }
        return nil
    }

    /// Whether `argument` may ask for a completion script (`--generate-completion-script`, with its
    /// shell or without) or for a shell's candidates (`---completion`): the parse from the root
    /// looks for both before it reads any command, wherever they stand; a command parsed alone
    /// looks for neither (`CommandConfiguration.parsedAlone`).
    private static func asksForCompletion(_ argument: String) -> Bool {
        argument.hasPrefix("--generate-completion-script") || argument.hasPrefix("---")
    }
}

extension CommandConfiguration {
    /// The configuration of a command without subcommands, named `name` after its parent.
    ///
    /// It names `payday` as its super-command (the argument parser's `_superCommandName`), which
    /// the parser reads only where the command is the root of a parse: the parse of the command
    /// alone in `PaydayCommand.parse(commandLine:)`, whose help and messages are never shown (a
    /// parse that does not give the command is done again from the root). There it spares the
    /// two throwaway parses of the whole line that look for `--generate-completion-script` (two
    /// more commands reflected, built and decoded: 5.5 M instructions in `--help`, most of them
    /// first look-ups the command's own parse then pays; 1.3 M less in `stats`); the caller looks
    /// for that option itself. In the tree under `payday` the parser reads the root's, which has
    /// none.
    static func parsedAlone(_ name: String, abstract: String, discussion: String = "") -> Self {
        .init(
            commandName: name, _superCommandName: PaydayCommand.commandName, abstract: abstract,
            discussion: discussion)
    }
}
