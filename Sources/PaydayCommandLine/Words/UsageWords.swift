import ArgumentParser
import Foundation
import PaydayApp
import Payroll
import PayrollWords

/// Usage errors in the user's language: ours (thrown from `validate()`), and the argument
/// parser's own messages, whose fixed phrases are put in Korean.
enum UsageWords {
    /// The language of a usage error: `lang` (`--lang`), else the process's locale (a usage
    /// error is found while the arguments are read, before a command has its environment).
    static func language(_ lang: PayrollLanguage?) -> PayrollLanguage {
        lang ?? AppStrings.language(environment: ProcessInfo.processInfo.environment)
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
        // The argument's own help in the message (`Help: --format <csv|ics>  Output format.`) is
        // the help screen's English: the usage line says enough.
        var text = message.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("Help:") }.joined(separator: "\n")
        for (english, korean) in phrases { text = text.replacingOccurrences(of: english, with: korean) }
        return text
    }

    /// ArgumentParser 1.x's fixed phrases of a usage error, and their Korean.
    private static let phrases: [(String, String)] = [
        ("Error: ", "오류: "),
        ("Usage: ", "사용법: "),
        ("Missing expected argument ", "빠진 인자: "),
        ("Unknown option ", "모르는 옵션: "),
        ("Unexpected argument ", "예상하지 못한 인자: "),
        ("Unexpected arguments ", "예상하지 못한 인자: "),
        ("Missing value for ", "값이 없는 옵션: "),
        ("Missing expected argument", "빠진 인자"),
        ("The value ", "값 "),
        (" is invalid for ", "은(는) 다음에 맞지 않습니다: "),
        ("Please provide one of ", "다음 중 하나를 주세요: "),
        ("' and '", "', '"),
        ("Did you mean ", "비슷한 것: "),
        ("Please provide one of", "다음 중 하나를 주세요:"),
        ("  See '", "  자세한 것은 '"),
        ("' for more information.", "'을(를) 보세요."),
        // A usage line too long to list every option (`payday export [<options>] --format ...`).
        ("[<options>]", "[<옵션>]"),
    ]
}
