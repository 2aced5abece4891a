import ArgumentParser
import FoundationEssentials
import PaydayApp
import Payroll
import PayrollWords

/// `payday keys [--format text|mdoc]`: every key of the app, screen by screen, as `?` lists them
/// on each screen. The list is read from the app itself: the home screen's key commands, then,
/// for each letter key there that opens a screen of its own, that screen's key commands (on the
/// shipped demo, so it needs no data of the worker's). The manual page's KEYS section is this
/// command's `mdoc` output, so neither can drift from what the keys do.
struct KeysCommand: ParsableCommand {
    static let configuration = CommandConfiguration.words("keys", .keys)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, mdoc
    }

    @Option(name: .long, help: .words(.format, "text|mdoc"))
    var format: Format = .text

    @Option(name: .long, help: ArgumentHelp(UsageWords.help.langHelp, valueName: "en|ko"))
    var lang: PayrollLanguage?

    func run() throws {
        try result(environment: ProcessEnvironment.variables).finish()
    }

    /// One screen of the list: its name and its rows.
    struct Screen {
        var name: String
        var rows: [(keys: [String], title: String)]
    }

    /// The demo's day the list is read on: any day shows every key; a fixed one keeps the
    /// output the same on every run.
    static let demoDay = LocalDate(year: 2026, month: 11, day: 21)!

    func result(environment: [String: String]) -> CommandResult {
        let language = lang ?? AppStrings.language(environment: environment)
        let words = language.commandWords
        let screens: [Screen]
        do {
            screens = try Self.screens(language: language, homeName: words.homeScreen, environment: environment)
        } catch {
            let reason = "\(error)"
            let failure = CommandFailure { $0.commandWords.cannotList(reason) }
            return CommandResult.failure("keys", failure, language)
        }
        switch format {
        case .text: return CommandResult(standardOutput: Self.text(screens))
        case .mdoc: return CommandResult(standardOutput: Self.mdoc(screens, title: words.sectionTitle))
        }
    }

    /// The home screen's keys, then each screen a letter key of the home screen opens.
    static func screens(language: PayrollLanguage, homeName: String, environment: [String: String]) throws
        -> [Screen]
    {
        let loaded = try LoadedData.load(named: nil, demo: true, rates: nil, environment: environment)
        let session = PaydaySession.start(loaded, today: demoDay, language: language, animations: .none)
        let home = try TerminalHost.keyRows(session: session, after: "")
        var screens = [Screen(name: homeName, rows: home)]
        for row in home {
            // A screen of its own: a letter (not `?`, `:` or a key with a modifier) whose screen
            // lists other keys than the home screen's.
            guard let key = row.keys.first(where: { $0.count == 1 && $0.first!.isLetter }) else { continue }
            let rows = try TerminalHost.keyRows(session: session, after: key)
            guard !rows.isEmpty, !rows.elementsEqual(home, by: { $0.keys == $1.keys && $0.title == $1.title }) else {
                continue
            }
            screens.append(Screen(name: "\(row.title) (\(key))", rows: rows))
        }
        return screens
    }

    static func text(_ screens: [Screen]) -> String {
        var out = ""
        for (index, screen) in screens.enumerated() {
            if index > 0 { out += "\n" }
            out += screen.name + "\n"
            for row in screen.rows {
                let keys = row.keys.joined(separator: " ")
                out += "  " + keys + String(repeating: " ", count: max(12 - keys.count, 1)) + row.title + "\n"
            }
        }
        return out
    }

    /// The list as an mdoc section (man(7)'s `mdoc` macros): a subsection per screen, a tagged
    /// list of its keys. Text is escaped so that no line of it starts a request.
    static func mdoc(_ screens: [Screen], title: String) -> String {
        func escaped(_ text: String) -> String {
            // By scalars: a `.` or `'` with a combining mark after it still starts a request.
            let backslashes = text.replacing(scalar: "\\", with: "\\e")
            let first = backslashes.unicodeScalars.first
            return first == "." || first == "'" ? "\\&" + backslashes : backslashes
        }
        var out = ".Sh \(title)\n"
        for screen in screens {
            out += ".Ss \(escaped(screen.name))\n.Bl -tag -width Ds -compact\n"
            for row in screen.rows {
                out += ".It Sy \(row.keys.map { "\\&" + escaped($0) }.joined(separator: " "))\n\(escaped(row.title))\n"
            }
            out += ".El\n"
        }
        return out
    }
}
