import ArgumentParser
import Payroll

/// `--lang en|ko` of the commands that change data (default: the locale's, from `LC_ALL`, then `LANG`).
struct LanguageOption: ParsableArguments {
    @Option(
        name: .long, help: ArgumentHelp("Language: en or ko (default: from LC_ALL, then LANG).", valueName: "en|ko"))
    var lang: PayrollLanguage?

    func resolved(_ environment: [String: String]) -> PayrollLanguage {
        lang ?? AppStrings.language(environment: environment)
    }
}
