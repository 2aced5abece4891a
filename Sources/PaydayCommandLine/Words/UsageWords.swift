import ArgumentParser
import FoundationEssentials
import PaydayApp
import Payroll
import PayrollWords

/// Usage errors in the user's language: ours (thrown from `validate()`), and the argument
/// parser's own messages, whose fixed phrases are put in Korean.
enum UsageWords {
    /// The language of a usage error: `lang` (`--lang`), else the process's locale (a usage
    /// error is found while the arguments are read, before a command has its environment).
    static func language(_ lang: PayrollLanguage?) -> PayrollLanguage {
        lang ?? AppStrings.language(environment: ProcessEnvironment.variables)
    }

    /// A usage error (exit status 64, with the usage), as a words family says it in `lang` or
    /// the locale's language: `UsageWords.error(lang) { $0.commandWords.monthsOutOfRange(months) }`.
    static func error(_ lang: PayrollLanguage?, _ sentence: (PayrollLanguage) -> String) -> ValidationError {
        ValidationError(sentence(language(lang)))
    }

    /// The language `arguments` ask for with `--lang ko` or `--lang=ko` (the last one given),
    /// else the locale of `environment`.
    static func language(arguments: [String], environment: [String: String]) -> PayrollLanguage {
        var chosen: PayrollLanguage?
        for (index, argument) in arguments.enumerated() {
            if argument == "--" { break }
            if argument == "--lang", index + 1 < arguments.count {
                chosen = PayrollLanguage(rawValue: arguments[index + 1]) ?? chosen
            } else if argument.hasPrefix("--lang=") {
                chosen = PayrollLanguage(rawValue: String(argument.dropFirst("--lang=".count))) ?? chosen
            }
        }
        return chosen ?? AppStrings.language(environment: environment)
    }

    /// The argument parser's message for a usage error with its fixed phrases in `language`
    /// (the names of options and the usage line stay as they are typed).
    static func parserMessage(_ message: String, _ language: PayrollLanguage) -> String {
        guard language == .korean else { return message }
        // The argument's own help in the message (`Help: --format <csv|ics>  출력 형식.`) is left
        // out, as it was while the help was English: the usage line says enough.
        var text = message.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("Help:") }.joined(separator: "\n")
        for phrase in phrases { text = phrase.put(in: text) }
        return text
    }

    /// The argument parser's help screen (`--help`, `payday help ...`) with its fixed phrases in
    /// `language` (the section titles, its own options' help, the defaults and values it lists);
    /// our words in it are already in `language` (`UsageWords.helpLanguage`).
    /// The screen is then fitted to `columns` again by display width (`HelpFitting`: Korean, and
    /// the Korean inputs an English help names), the usage line kept whole as the parser keeps it.
    /// What else the parser prints with status 0 (the shells' completion scripts and the
    /// candidates they ask for, `--experimental-dump-help`'s JSON, the version) is left as it is.
    static func helpMessage(_ message: String, _ language: PayrollLanguage, columns: Int) -> String {
        guard isHelpScreen(message) else { return message }
        guard language == .korean else {
            return HelpFitting.fitted(message, columns: columns, keepingWhole: usageTitle.english)
        }
        var text = message
        for phrase in helpPhrases { text = phrase.put(in: text) }
        return HelpFitting.fitted(text, columns: columns, keepingWhole: usageTitle.korean.rest)
    }

    /// A help screen as the parser makes it: its overview or its usage first, and its options.
    static func isHelpScreen(_ message: String) -> Bool {
        (message.hasPrefix("OVERVIEW: ") || message.hasPrefix(usageTitle.english)) && message.contains("\nOPTIONS:\n")
    }

    /// The help screen's title of the usage line.
    private static let usageTitle = Phrase("USAGE: ", "사용법: ")

    /// One of the argument parser's fixed phrases and its Korean, which may hold a particle for
    /// the word before it: `The value '5' is invalid for` -> `값 '5'는 다음에 맞지 않습니다`.
    private struct Phrase {
        let english: String
        /// The Korean before the particle (a closing quote), the particle, the Korean after it.
        let korean: (lead: String, particle: KoreanParticle?, rest: String)

        init(_ english: String, _ korean: String) {
            (self.english, self.korean) = (english, ("", nil, korean))
        }

        init(_ english: String, _ lead: String, _ particle: KoreanParticle, _ rest: String) {
            (self.english, self.korean) = (english, (lead, particle, rest))
        }

        /// `text` with every `english` in Korean, each particle chosen for the text before it.
        func put(in text: String) -> String {
            guard let particle = korean.particle else {
                return text.replacing(english, with: korean.rest)
            }
            var result = ""
            var rest = text[...]
            while let found = rest.firstRange(of: english) {
                result += rest[..<found.lowerBound] + korean.lead
                result += Korean.particle(particle, after: result) + korean.rest
                rest = rest[found.upperBound...]
            }
            return result + rest
        }
    }

    /// ArgumentParser 1.x's fixed phrases of a usage error, and their Korean.
    private static let phrases: [Phrase] = [
        Phrase("Error: ", "오류: "),
        Phrase("Usage: ", "사용법: "),
        Phrase("Missing expected argument ", "빠진 인자: "),
        Phrase("Unknown option ", "모르는 옵션: "),
        Phrase("Unexpected argument ", "예상하지 못한 인자: "),
        Phrase("Unexpected arguments ", "예상하지 못한 인자: "),
        // `2 unexpected arguments: 'e', 'f'`.
        Phrase(" unexpected arguments: ", "개의 예상하지 못한 인자: "),
        Phrase("Missing one of: ", "빠진 인자(다음 중 하나): "),
        // `The option '--json' does not take any value, but 'yes' was specified.`
        Phrase("The option ", "옵션 "),
        Phrase(" does not take any value, but ", "", .topic, " 값을 받지 않는데 "),
        Phrase(" was specified.", "", .subject, " 주어졌습니다."),
        Phrase("Can't autodetect a supported shell.", "지원하는 셸을 알아낼 수 없습니다."),
        Phrase("Can't generate completion scripts for ", "다음 셸의 완성 스크립트는 만들 수 없습니다: "),
        Phrase(
            "Please use --generate-completion-script=<shell> with one of:",
            "--generate-completion-script=<shell>에 다음 중 하나를 쓰세요:"),
        Phrase("Missing value for ", "값이 없는 옵션: "),
        Phrase("Missing expected argument", "빠진 인자"),
        Phrase("The value ", "값 "),
        Phrase(" is invalid for ", "", .topic, " 다음에 맞지 않습니다: "),
        // Six values or more are listed one a line; fewer, in a line ending `or 'daily'`.
        Phrase("Please provide one of the following:", "다음 중 하나를 주세요:"),
        Phrase("Please provide one of ", "다음 중 하나를 주세요: "),
        Phrase("' and '", "', '"),
        Phrase("' or '", "', '"),
        Phrase("Did you mean ", "비슷한 것: "),
        Phrase("Please provide one of", "다음 중 하나를 주세요:"),
        // The command named is typed text: a sentence around it would need a particle after a
        // command whose sound is not sure (`--help`), so it is named as the help screen names it.
        Phrase("  See '", "  자세한 내용: '"),
        Phrase("' for more information.", "'"),
        // A usage line too long to list every option (`payday export [<options>] --format ...`,
        // `payday worker set <options>`), and a command's own (`payday <subcommand>`).
        Phrase("<options>", "<옵션>"),
        Phrase("<subcommand>", "<하위 명령>"),
    ]

    /// ArgumentParser 1.x's fixed phrases of a help screen, and their Korean.
    private static let helpPhrases: [Phrase] = [
        Phrase("OVERVIEW: ", "개요: "),
        usageTitle,
        Phrase("ARGUMENTS:\n", "인자:\n"),
        Phrase("OPTIONS:\n", "옵션:\n"),
        Phrase("SUBCOMMANDS:\n", "하위 명령:\n"),
        Phrase("Show help information.", "도움말을 보여 줍니다."),
        Phrase("Show the version.", "버전을 보여 줍니다."),
        Phrase("  See '", "  자세한 도움말: '"),
        Phrase("' for detailed help.", "'"),
        Phrase("<subcommand>", "<하위 명령>"),
        // The default subcommand's label (`run (default)`, padded to the entries' column): the
        // Korean is three columns narrower, so three spaces keep the abstract at the column.
        Phrase(" (default) ", " (기본)    "),
        Phrase(" (default)", " (기본)"),
        Phrase("(default: ", "(기본: "),
        Phrase("(values: ", "(값: "),
        Phrase("; default: ", "; 기본: "),
        Phrase("; default as flag: ", "; 값 없이 주면: "),
        Phrase("(default as flag: ", "(값 없이 주면: "),
        // A usage line too long to list every option: `[<options>]`, or `<options>` where one is needed.
        Phrase("<options>", "<옵션>"),
    ]
}
