import ArgumentParser
import Testing

@testable import PaydayCommandLine

/// `PaydayCommand.parse(commandLine:)`: a command named by the first words is parsed by that
/// command first, and gives what the argument parser's parse from the root gives.
@Suite struct CommandLineParseTests {
    /// What a parse gave, to compare: the command's type and every value in it, or the error's
    /// message and exit status.
    private static func outcome(_ parse: () throws -> any ParsableCommand) -> String {
        do {
            let command = try parse()
            var text = "\(type(of: command)): "
            dump(command, to: &text)
            return text
        } catch {
            return
                "\(PaydayCommand.exitCode(for: error).rawValue): \(PaydayCommand.fullMessage(for: error, columns: 80))"
        }
    }

    /// Every command the parser can reach, with the words that name it.
    private static func commands(
        under command: any ParsableCommand.Type = PaydayCommand.self, named words: [String] = []
    ) -> [(words: [String], command: any ParsableCommand.Type)] {
        [(words, command)]
            + command.configuration.subcommands.flatMap { commands(under: $0, named: words + [$0._commandName]) }
    }

    /// The names on the way to a command are all that the root and the commands above it read;
    /// that is what lets the command be parsed alone (`PaydayCommand.parse(commandLine:)`).
    @Test func commandsAboveACommandDeclareNoArgument() {
        let above = Self.commands().filter { !$0.command.configuration.subcommands.isEmpty }
        #expect(above.count == 7, "\(above.map(\.words))")
        for (words, command) in above {
            #expect(Mirror(reflecting: command.init()).children.isEmpty, "payday \(words.joined(separator: " "))")
        }
    }

    /// A command without subcommands names `payday` as its super-command, which spares its
    /// parse alone the search for `--generate-completion-script`; the root and the commands
    /// above names none (the root's would go into every usage line).
    @Test func onlyACommandWithoutSubcommandsNamesASuperCommand() {
        for (words, command) in Self.commands() {
            let expected = command.configuration.subcommands.isEmpty ? "payday" : nil
            #expect(command.configuration._superCommandName == expected, "payday \(words.joined(separator: " "))")
        }
    }

    @Test func theFirstWordsNameACommandWithoutSubcommands() {
        let found = { (arguments: [String]) in
            PaydayCommand.commandWithoutSubcommands(namedBy: arguments).map { "\($0.0) \($0.1)" }
        }
        #expect(found(["stats", "--year", "2026"]) == "StatsCommand 1")
        #expect(found(["clock", "in", "x", "--at", "09:00"]) == "ClockInCommand 2")
        #expect(found(["run"]) == "RunCommand 1")
        for arguments in [
            ["clock"], ["clock", "--help"], ["help", "stats"], ["--lang", "ko", "stats"], ["sumary"], [],
        ] {
            #expect(found(arguments) == nil, "\(arguments)")
        }
    }

    /// Every command without subcommands, and lines of values for the commands whose options
    /// differ most (a group, a positional argument, an option that takes any next word, the rest
    /// of the line unrecognized): the same command and values as from the root. Help, the
    /// version, a completion script, a mistake: the same message and status.
    @Test func eachCommandParsesAsFromTheRoot() {
        let lines: [[String]] =
            Self.commands().filter { $0.command.configuration.subcommands.isEmpty }.map { $0.words + ["--demo"] } + [
                ["stats", "--data", "x.json", "--year", "2026", "--json", "--lang", "ko", "--today", "2026-11-21"],
                [
                    "render", "--width", "80", "--height", "24", "--keys", "down enter", "--animations", "none",
                    "--demo",
                ],
                ["clock", "in", "x", "--at", "09:00", "--date", "2026-11-20", "--memo", "m", "--data", "w.json"],
                ["workplace", "add", "x", "--wage", "10320", "--payday-day", "10", "--lag-days", "-1", "--demo"],
                ["received", "x", "2026-11", "12", "000", "--date", "2026-12-10"],
                ["payslip", "x", "--period", "2026-11"],
                ["summary", "--", "--demo"], ["payslip", "--demo", "--", "x"], ["stats", "--today", "2026-13-01"],
                ["stats", "--demo", "--data", "x.json"],
                ["stats", "--help"], ["clock", "in", "-h", "x"], ["stats", "--help-hidden"], ["stats", "--version"],
                ["render", "--experimental-dump-help"], ["stats", "--generate-completion-script", "zsh"],
                ["workplace", "add", "x", "--wage", "--generate-completion-script"], ["stats", "---completion"],
                ["stats", "--bogus"], ["stats", "--year"], ["clock", "in", "x", "y", "z"], ["stats", "--lang", "xx"],
            ]
        var alone = 0
        for arguments in lines {
            let outcome = Self.outcome { try PaydayCommand.parse(commandLine: arguments) }
            #expect(outcome == Self.outcome { try PaydayCommand.parseAsRoot(arguments) }, "\(arguments)")
            if let (command, depth) = PaydayCommand.commandWithoutSubcommands(namedBy: arguments),
                (try? command.parseAsRoot(Array(arguments.dropFirst(depth)))).map({ type(of: $0) == command }) == true
            {
                alone += 1
            }
        }
        // Enough of them parsed by the command alone for the comparison to mean something.
        #expect(alone >= 30, "\(alone)")
    }

    /// A help request that names its language is parsed without it; any other line, and a
    /// `--lang` after `--`, is left as it is.
    @Test func aHelpRequestIsParsedWithoutItsLanguage() {
        #expect(PaydayCommand.helpRequestWithoutLanguage(["--help", "--lang", "ko"]) == ["--help"])
        #expect(PaydayCommand.helpRequestWithoutLanguage(["--lang=en", "help", "clock"]) == ["help", "clock"])
        #expect(
            PaydayCommand.helpRequestWithoutLanguage(["clock", "in", "-h", "--lang", "ko"]) == ["clock", "in", "-h"])
        #expect(
            PaydayCommand.helpRequestWithoutLanguage(["--help", "--lang", "ko", "--", "--lang"]) == [
                "--help", "--", "--lang",
            ])
        #expect(PaydayCommand.helpRequestWithoutLanguage(["--help"]) == nil)
        #expect(PaydayCommand.helpRequestWithoutLanguage(["clock", "in", "--lang", "ko"]) == nil)
        #expect(PaydayCommand.helpRequestWithoutLanguage(["shift", "add", "--", "--help", "--lang", "ko"]) == nil)
    }

    /// Options put before the command's name are parsed after it: the same command and values as
    /// the line written in order; a value that is also a command's name is read as a value first;
    /// a line that parses as typed, or whose move parses nowhere, is what it was, the latter
    /// refused with the moved line's error (it names the command typed).
    @Test func optionsBeforeTheCommandAreParsedAfterIt() {
        let parse = { (line: [String]) in Self.outcome { try PaydayCommand.parse(commandLine: line) } }
        for (before, after) in [
            (["--lang", "ko", "summary", "--demo"], ["summary", "--demo", "--lang", "ko"]),
            (
                ["--demo", "--lang=en", "paydays", "--today", "2026-12-01"],
                ["paydays", "--today", "2026-12-01", "--demo", "--lang=en"]
            ),
            (
                ["--data", "w.json", "clock", "in", "CU", "--at", "09:00"],
                ["clock", "in", "CU", "--at", "09:00", "--data", "w.json"]
            ),
            (["--data", "summary", "stats"], ["stats", "--data", "summary"]),
            (["--lang", "xx", "summary"], ["summary", "--lang", "xx"]),
        ] {
            #expect(parse(before) == parse(after), "\(before)")
        }
        // The app on a file named `summary`, as typed.
        #expect(parse(["--data", "summary"]).hasPrefix("RunCommand: "))
        #expect(PaydayCommand.withOptionsAfterTheCommand(["summary", "--bogus"]) == nil)
        #expect(PaydayCommand.withOptionsAfterTheCommand(["--lang", "ko", "bogus"]) == nil)
    }
}
