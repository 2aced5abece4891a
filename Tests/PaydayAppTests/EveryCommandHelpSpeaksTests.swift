import ArgumentParser
import Canvas
import Foundation
import Payroll
import Testing

@testable import PaydayCommandLine

/// The help of every command of the `payday` binary, `payday ... --help`, speaks the language
/// asked for: under `LANG=ko_KR.UTF-8`, under `LC_ALL=ko_KR.UTF-8` (with `LANG` English) and with
/// `--lang ko` (with `LANG` English), no English word of ours is in it; with `--lang en` (and
/// `LANG` Korean) and under an English locale, no Hangul of ours. The commands are walked from
/// the root command's configuration, so a new subcommand is covered without a change here.
///
/// "A word of ours" is `EveryCommandSpeaksTests`' rule (option names, placeholders, value names
/// and values, the command names after `payday`, codes in capitals are not ours), and on a help
/// screen two more things the user types: code between backquotes (`` `make install` ``,
/// `` `down enter` ``), and a subcommand named at the start of a line of the subcommands' list;
/// the shells `--generate-completion-script` takes, the weekdays and the absences (`mon`,
/// `leave`) are values too. In English, the Korean names
/// the help documents as input or as the name a worker knows an option by (`월,수,금`, `연차`,
/// `주급`, `격주`, `일급`) are not ours either.
@Suite(.serialized) struct EveryCommandHelpSpeaksTests {
    typealias Speaks = EveryCommandSpeaksTests

    /// Every command of the parser's configuration, the root (`[]`) and the groups (`clock`)
    /// included, as its path of command names.
    static func commandPaths(of command: any ParsableCommand.Type = PaydayCommand.self, prefix: [String] = [])
        -> [[String]]
    {
        [prefix]
            + command.configuration.subcommands.flatMap { sub in
                commandPaths(of: sub, prefix: prefix + [sub.configuration.commandName ?? "?"])
            }
    }

    /// The Korean names the English help gives for a pay cadence (`Weekly pay (주급)`).
    static let cadenceNames = ["주급", "격주", "일급"]

    /// The English words the commands take as input and the Korean help names as such
    /// (`월,수,금 또는 mon,wed,fri`, `연차(leave)`): the weekdays and the absences.
    static let englishInputs: [String] =
        Weekday.allCases.flatMap { [$0.rawValue, String($0.rawValue.prefix(3))] }
        + Absence.Kind.allCases.map(\.rawValue)

    /// `text` without what the user types that `EveryCommandSpeaksTests.ours` does not know of:
    /// code between backquotes, and a subcommand at the start of a line.
    static func withoutTyped(_ text: String, commands: Set<String>) -> String {
        text.replacing(/`[^`\n]*`/, with: " ").split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let words = line.drop { $0 == " " }.split(separator: " ", maxSplits: 1)
            guard let first = words.first, commands.contains(String(first)) else { return String(line) }
            return words.count > 1 ? String(words[1]) : ""
        }.joined(separator: "\n")
    }

    @Test func theWalkFindsEveryCommand() {
        let paths = Self.commandPaths()
        // The root, the groups and every leaf `EveryCommandSpeaksTests` runs.
        #expect(paths.contains([]))
        for group in ["clock", "shift", "workplace", "worker", "schedule", "absence"] {
            #expect(paths.contains([group]), "\(group)")
        }
        for leaf in Speaks.subcommandPaths() {
            #expect(paths.contains(leaf.split(separator: " ").map(String.init)), "\(leaf)")
        }
    }

    /// Every command's help under `environment` and with `arguments`: no English word of ours, or
    /// no Hangul of ours (`english`).
    static func expectEveryHelp(
        speaking label: String, english: Bool, environment: [String: String], arguments: [String]
    ) throws {
        var typed = try Speaks.typedNames()
        typed.values.formUnion(CompletionShell.allCases.map(\.rawValue) + Self.englishInputs)
        let folder = NSTemporaryDirectory() + "payday-help-speaks-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for path in Self.commandPaths() {
            let run = try Speaks.payday(path + ["--help"] + arguments, environment: environment, folder: folder)
            let label = "payday \(path.joined(separator: " ")) --help under \(label)"
            #expect(run.status == 0, "\(label): status \(run.status)\n\(run.error)")
            #expect(run.output.contains("--help"), "\(label): no help\n\(run.output)")
            // Not a terminal and no COLUMNS: the help is fitted to 80 columns, Hangul counted
            // two; only the usage line, which the parser keeps whole, is longer.
            for line in run.output.split(separator: "\n") where displayWidth(of: line) > 80 {
                #expect(
                    line.hasPrefix("USAGE: ") || line.hasPrefix("사용법: "),
                    "\(label): a line of \(displayWidth(of: line)) columns:\n\(line)")
            }
            for problem in Self.layoutProblems(run.output, columns: 80) { Issue.record("\(label): \(problem)") }
            var text = Self.withoutTyped(run.output, commands: typed.commands)
            if english { for name in Self.cadenceNames { text = text.replacingOccurrences(of: name, with: " ") } }
            let (ascii, hangul) = Speaks.ours(text, typed: typed, english: english)
            if english {
                #expect(!hangul, "\(label): Hangul in the help:\n\(run.output)")
            } else {
                #expect(ascii.isEmpty, "\(label): English in the help: \(Set(ascii).sorted())\n\(run.output)")
            }
        }
    }

    /// What is wrong with a help screen's layout at `columns`, by display width: an entry whose
    /// text does not start at the entries' column (26) though its label leaves room, and a line
    /// of a paragraph or of an entry's text that could have taken the first word of the line
    /// after it before the last column, as the parser fills its own (the text not filled again
    /// after a Korean line was broken).
    static func layoutProblems(_ help: String, columns: Int) -> [String] {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var problems: [String] = []
        func indent(_ line: String) -> Int { line.prefix { $0 == " " }.count }
        for line in lines where indent(line) == 2 {
            guard let gap = line.dropFirst(2).firstRange(of: "  ") else { continue }
            let label = line[..<gap.lowerBound]
            let column = displayWidth(of: line[..<gap.lowerBound]) + line[gap.lowerBound...].prefix { $0 == " " }.count
            if displayWidth(of: label) < 24, column != 26 { problems.append("text at column \(column): \(line)") }
        }
        for (line, next) in zip(lines, lines.dropFirst()) {
            let lead = indent(line)
            guard lead == 0 || lead == 26, indent(next) == lead, !next.isEmpty, !line.isEmpty,
                !next.hasPrefix("USAGE: "), !next.hasPrefix("사용법: "), !line.hasPrefix("USAGE: "),
                !line.hasPrefix("사용법: "), let word = next.dropFirst(lead).split(separator: " ").first
            else { continue }
            // The parser's own lines end before the last column; so the word must fit there.
            if displayWidth(line) + 1 + displayWidth(of: word) < columns {
                problems.append("not filled, '\(word)' fits after: \(line)")
            }
        }
        return problems
    }

    /// Under `LANG=ko_KR.UTF-8`, `LC_ALL=ko_KR.UTF-8`, `--lang ko`, and `--lang en` with `LANG` Korean.
    @Test(arguments: Speaks.Mode.allCases) func everyHelpSpeaksTheLanguage(mode: Speaks.Mode) throws {
        try Self.expectEveryHelp(
            speaking: mode.rawValue, english: mode == .english, environment: mode.environment,
            arguments: mode.arguments)
    }

    /// `--lang` chooses the help's words and nothing else: `payday PATH --help --lang ko` under an
    /// English locale is the help `payday PATH --help` shows under a Korean one, for every command
    /// (the root and the groups, which take no `--lang` of their own, included); `payday help
    /// PATH --lang ko` and `payday --lang ko help PATH` too, and the reverse with `--lang en`.
    @Test func theLanguageOptionChoosesOnlyTheWordsOfAHelp() throws {
        let folder = NSTemporaryDirectory() + "payday-help-language-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let korean = ["LANG": "ko_KR.UTF-8"], english = ["LANG": "en_US.UTF-8"]
        func expectSame(_ arguments: [String], under environment: [String: String], as expected: Speaks.Run) throws {
            let run = try Speaks.payday(arguments, environment: environment, folder: folder)
            #expect(run.status == 0 && run.error.isEmpty, "payday \(arguments): \(run.status)\n\(run.error)")
            #expect(run.output == expected.output, "payday \(arguments):\n\(run.output)\nexpected:\n\(expected.output)")
        }
        for path in Self.commandPaths() {
            let help = try Speaks.payday(path + ["--help"], environment: korean, folder: folder)
            #expect(help.output.contains("사용법: "), "payday \(path) --help: \(help.output)")
            try expectSame(path + ["--help", "--lang", "ko"], under: english, as: help)
        }
        for path in [[], ["clock"], ["clock", "in"]] {
            let help = try Speaks.payday(path + ["--help"], environment: korean, folder: folder)
            try expectSame(["help"] + path + ["--lang", "ko"], under: english, as: help)
            try expectSame(["--lang=ko", "help"] + path, under: english, as: help)
            try expectSame(["--lang", "ko"] + path + ["-h"], under: english, as: help)
            let englishHelp = try Speaks.payday(path + ["--help"], environment: english, folder: folder)
            #expect(englishHelp.output.contains("USAGE: "), "payday \(path) --help: \(englishHelp.output)")
            try expectSame(path + ["--help", "--lang", "en"], under: korean, as: englishHelp)
            try expectSame(["help"] + path + ["--lang=en"], under: korean, as: englishHelp)
        }
    }

    @Test func everyHelpUnderAnEnglishLocaleHasNoHangul() throws {
        try Self.expectEveryHelp(
            speaking: "LANG=en_US.UTF-8", english: true, environment: ["LANG": "en_US.UTF-8"], arguments: [])
    }
}
