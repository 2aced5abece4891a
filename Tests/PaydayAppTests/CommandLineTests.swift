import ArgumentParser
import Canvas
import Foundation
import Payroll
import Terminal
import Testing

@testable import PaydayApp
@testable import PaydayCommandLine

/// `payday` and `payday render`: options, output shape, errors and exit statuses.
@Suite struct CommandLineTests {
    private func render(_ arguments: [String], environment: [String: String] = [:]) throws -> CommandResult {
        try RenderCommand.parse(arguments).result(
            environment: environment, clock: Date(timeIntervalSince1970: 0),
            timeZone: TimeZone(identifier: "Asia/Seoul")!)
    }

    private let fixture = ["--data", AppTestSupport.workplacesFile, "--today", AppTestSupport.today]

    @Test func renderPrintsExactlyHeightLinesNoWiderThanTheScreen() throws {
        for (width, height) in [(80, 24), (120, 40), (40, 20), (30, 8)] {
            let result = try render(fixture + ["--width", "\(width)", "--height", "\(height)", "--keys", "down enter"])
            #expect(result.exitStatus == 0)
            #expect(result.standardError.isEmpty, "layout log: \(result.standardError)")
            let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            #expect(lines.count == height)
            #expect(lines.allSatisfy { displayWidth(String($0)) <= width })
            #expect(result.standardOutput.hasSuffix("\n"))
        }
    }

    @Test func renderMatchesTheInProcessSnapshot() throws {
        let result = try render(fixture + ["--width", "80", "--height", "24", "--keys", "down enter"])
        let (screen, _) = try AppTestSupport.render(width: 80, height: 24, keys: "down enter")
        #expect(result.standardOutput == screen)
    }

    /// A key that would change data says why it cannot: the demo's words in the demo, the words
    /// of a screen only shown on the worker's own file (render never writes it), in both languages.
    @Test func renderSaysWhyNothingChanges() throws {
        let own = try render(fixture + ["--width", "100", "--height", "12", "--keys", "i", "--lang", "en"])
        #expect(
            own.standardOutput.contains("Shown only: payday render never changes your data"), "\(own.standardOutput)")
        #expect(!own.standardOutput.contains("demo"), "\(own.standardOutput)")
        let korean = try render(fixture + ["--width", "100", "--height", "12", "--keys", "i", "--lang", "ko"])
        #expect(korean.standardOutput.contains("보여 주기만 합니다: payday render는 데이터를 바꾸지 않습니다"), "\(korean.standardOutput)")
        let demo = try render([
            "--demo", "--today", AppTestSupport.today, "--width", "100", "--height", "12", "--keys", "i", "--lang",
            "en",
        ])
        #expect(demo.standardOutput.contains("The demo is read-only"), "\(demo.standardOutput)")
    }

    @Test func theLanguageComesFromLangThenTheLocale() throws {
        let korean = try render(fixture + ["--width", "80", "--height", "8"], environment: ["LANG": "ko_KR.UTF-8"])
        #expect(korean.standardOutput.contains("월급날 · 다음 급여 · 일터 7곳 · 실지급액 308,840원 · 오늘 11월 21일 (토)"))
        let overridden = try render(
            fixture + ["--width", "80", "--height", "8", "--lang", "en"], environment: ["LANG": "ko_KR.UTF-8"])
        #expect(
            overridden.standardOutput.contains(
                "Payday · next pay · 7 workplaces · net ₩308,840 · today Sat, Nov 21"))
        #expect(AppStrings.language(environment: ["LC_ALL": "ko_KR.UTF-8", "LANG": "en_US.UTF-8"]) == .korean)
        #expect(AppStrings.language(environment: ["LC_ALL": "en_US.UTF-8", "LANG": "ko_KR.UTF-8"]) == .english)
        #expect(AppStrings.language(environment: ["LC_ALL": "", "LANG": "ko_KR.UTF-8"]) == .korean)
        #expect(AppStrings.language(environment: [:]) == .english)
        #expect(AppStrings.language(environment: ["LANG": "C"]) == .english)
    }

    @Test func invalidDataGivesThePayrollMessageAndStatusOne() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("payday-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("bad.json").path
        try Data(
            #"{"version": 1, "workplaces": [{"name": "X", "wage": -5, "payday": {"day": 10}, "shifts": []}]}"#.utf8
        )
        .write(to: URL(fileURLWithPath: file))
        let result = try render(["--data", file, "--width", "80", "--height", "24"])
        #expect(result.exitStatus == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(
            result.standardError
                == "\(file): workplaces[0].wage: -5 must be more than zero; expected a whole number from 1 to 10,000,000 won an hour\n"
        )
        // In the app's language: the locale's, or --lang.
        let expected = "\(file): workplaces[0].wage: -5는 0보다 커야 합니다; 1~10,000,000원(시급)의 정수를 쓰세요\n"
        for (arguments, environment) in [([], ["LANG": "ko_KR.UTF-8"]), (["--lang", "ko"], ["LANG": "C"])] {
            let korean = try render(
                ["--data", file, "--width", "80", "--height", "24"] + arguments, environment: environment)
            #expect(korean == CommandResult(standardError: expected, exitStatus: 1))
        }
        let missing = try render([
            "--data", directory.appendingPathComponent("none.json").path, "--width", "80", "--height", "24",
        ])
        #expect(missing.exitStatus == 1)
        #expect(missing.standardError.contains("none.json"))
    }

    @Test func badOptionsAreRejectedWithWhatAndWhere() throws {
        func message(_ arguments: [String]) -> String {
            do {
                _ = try PaydayCommand.parseAsRoot(arguments)
                return ""
            } catch {
                return PaydayCommand.message(for: error)
            }
        }
        #expect(message(["render", "--width", "0", "--height", "24"]).contains("--width 0"))
        #expect(
            message(["render", "--width", "80", "--height", "24", "--keys", "down jump"]).contains("word 2 \"jump\""))
        #expect(message(["render", "--width", "80", "--height", "24", "--lang", "fr"]).contains("fr"))
        #expect(message(["render", "--width", "80", "--height", "24", "--animations", "some"]).contains("some"))
        #expect(message(["--today", "2026-13-01"]).contains("2026-13-01"))
        #expect(message(["render", "--height", "24"]).contains("--width"))
        // `history --last` under 1 was shown as nothing at all; refused by name now.
        #expect(message(["history", "--last", "0"]).contains("--last 0 must be 1 or more entries"))
        #expect(message(["history", "--last=-5", "--lang", "ko"]).contains("--last -5는 1개 이상이어야 합니다"))
    }

    /// Each reason the full-screen interface cannot start, typed by the terminal library, is said
    /// in both languages with what to do.
    @Test func aTerminalThatCannotStartIsSaidInBothLanguages() {
        let reasons: [(TerminalUnavailable.Reason, String, String)] = [
            (.notATerminal(standardOutput: true), "standard output is not a terminal", "표준 출력이 터미널이 아닙니다"),
            (.notATerminal(standardOutput: false), "standard input is not a terminal", "표준 입력이 터미널이 아닙니다"),
            (.termNotSet, "TERM is not set", "TERM이 설정되지 않았습니다"),
            (.dumbTerminal, "TERM is \"dumb\"", "TERM이 \"dumb\"입니다"),
            (.unknownTerm("xterm-z"), "TERM \"xterm-z\" is not a terminal type", "이 시스템이 모르는 터미널 종류입니다"),
            (.cannotMoveCursor("vt52x"), "TERM \"vt52x\" cannot move the cursor", "커서를 움직일 수 없습니다"),
            (.noUTF8Locale, "no UTF-8 locale", "UTF-8 로캘이 없습니다"),
            (.cursesCouldNotStart("xterm"), "ncurses could not start on TERM \"xterm\"", "시작하지 못했습니다"),
            (.noScreen, "ncurses has no screen", "ncurses에 화면이 없습니다"),
        ]
        for (reason, english, korean) in reasons {
            let inEnglish = TerminalHost.problem(TerminalUnavailable(reason), .english)
            #expect(inEnglish.hasPrefix("cannot start the full-screen interface: " + english), "\(inEnglish)")
            #expect(inEnglish.hasSuffix("or use a text mode such as `payday render`."), "\(inEnglish)")
            let inKorean = TerminalHost.problem(TerminalUnavailable(reason), .korean)
            #expect(inKorean.hasPrefix("전체 화면을 시작할 수 없습니다: "), "\(inKorean)")
            #expect(inKorean.contains(korean), "\(inKorean)")
        }
    }

    /// A key script's wrong word is named with its place and what is wrong, in the language asked
    /// for: the terminal library's reason is typed, and the app words each one.
    @Test(arguments: [
        (
            "down jump", "--keys: word 2 \"jump\": not a key name",
            "--keys: 2번째 단어 \"jump\": 키 이름(up, down"
        ),
        ("wait:-1", "the wait must be a number of seconds, 0 or more", "기다릴 시간은 0 이상의 초여야 합니다"),
        ("resize:0x5", "the size must be WIDTHxHEIGHT, both above 0", "크기는 WIDTHxHEIGHT 형식이고"),
        ("resize:99999x5", "99999x5 is larger than any terminal; at most", "99999x5는 어떤 터미널보다 큽니다"),
        ("click:a,b", "the cell must be X,Y, both 0 or more", "칸은 X,Y 형식이고"),
        ("jump:1", "unknown word kind \"jump\" (wait, resize or click)", "모르는 단어 종류 \"jump\"입니다"),
    ])
    func aKeyScriptsWrongWordIsSaidInBothLanguages(keys: String, english: String, korean: String) {
        func message(_ language: String) -> String {
            do {
                _ = try PaydayCommand.parseAsRoot([
                    "render", "--width", "80", "--height", "24", "--keys", keys, "--lang", language,
                ])
                return ""
            } catch {
                return PaydayCommand.message(for: error)
            }
        }
        #expect(message("en").contains(english), "\(message("en"))")
        let inKorean = message("ko")
        #expect(inKorean.contains(korean), "\(inKorean)")
        #expect(!inKorean.contains("not a key") && !inKorean.contains("must be"), "\(inKorean)")
    }

    @Test func theDefaultCommandRunsTheAppAndEveryCommandHasHelp() throws {
        let command = try PaydayCommand.parseAsRoot([
            "--data", "x.json", "--lang", "ko", "--animations", "none", "--layout-log", "log.txt",
        ])
        let run = try #require(command as? RunCommand)
        #expect(run.options.data.location.data == "x.json")
        #expect(run.options.data.common.lang == .korean)
        #expect(run.options.animations == AnimationMode.none)
        #expect(run.layoutLog == "log.txt")
        #expect(PaydayCommand.helpMessage().contains("render"))
        #expect(PaydayCommand.helpMessage(for: RunCommand.self).contains("--layout-log"))
        let renderHelp = PaydayCommand.helpMessage(for: RenderCommand.self)
        for option in ["--width", "--height", "--keys", "--data", "--today", "--lang", "--animations"] {
            #expect(renderHelp.contains(option), "\(option)")
        }
    }

    /// The options of strings (`--lang`, `--animations`, `--format`) list their values as typed,
    /// in the order declared: in the help, the refusal of another value and the completion.
    @Test func optionsOfStringsListTheirValuesAsTyped() throws {
        #expect(PayrollLanguage.allValueStrings == ["en", "ko"])
        #expect(AnimationMode.allValueStrings == ["full", "none"])
        #expect(PayslipFormat.allValueStrings == PayslipFormat.allCases.map(\.rawValue))
        let renderHelp = PaydayCommand.helpMessage(for: RenderCommand.self)
        #expect(renderHelp.contains("--lang <en|ko>") && renderHelp.contains("--animations <full|none>"))
        // Each value describes itself: no table of descriptions, the values listed after the help.
        #expect(PayrollLanguage.allValueDescriptions.isEmpty && AnimationMode.allValueDescriptions.isEmpty)
        #expect(renderHelp.contains("(values: en, ko)") && renderHelp.contains("(values: full, none; default: full)"))
        do {
            _ = try PaydayCommand.parseAsRoot(["render", "--width", "80", "--height", "24", "--lang", "fr"])
            Issue.record("--lang fr was taken")
        } catch {
            #expect(PaydayCommand.message(for: error).contains("'en' and 'ko'"))
        }
        let completion = PaydayCommand.completionScript(for: .bash)
        #expect(completion.contains("-W 'en'$'\\n''ko'") && completion.contains("-W 'full'$'\\n''none'"))
    }

    @Test func renderPressesNoKeysUnlessGiven() throws {
        #expect(try RenderCommand.parse(["--width", "80", "--height", "24"]).keys == "")
        let given = try RenderCommand.parse(["--width", "80", "--height", "24", "--keys", "down enter"])
        #expect(given.keys == "down enter")
        let help = PaydayCommand.helpMessage(for: RenderCommand.self)
        #expect(help.contains("[--keys <KEYS>]") && help.contains("  --keys <KEYS>") && !help.contains("default: )"))
        do {
            _ = try RenderCommand.parse(["--width", "80", "--height", "24", "--keys"])
            Issue.record("--keys without a value was taken")
        } catch {
            #expect(RenderCommand.message(for: error).contains("Missing value for '--keys <KEYS>'"))
        }
    }

    @Test func theLayoutLogGoesToItsFileOrIsRefused() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "payday-layout-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: file) }
        let sink = try RunCommand.logSink(path: file.path)
        sink("[LayoutConstraints] one")
        sink("two\n")
        #expect(try String(contentsOf: file, encoding: .utf8) == "[LayoutConstraints] one\ntwo\n")
        #expect(throws: ValidationError.self) { try RunCommand.logSink(path: "/nonexistent-directory/layout.log") }
    }
}

@Suite("payday --version and shell completions")
struct VersionAndCompletionTests {
    @Test func versionPrintsTheVersionAndExitsCleanly() {
        do {
            _ = try PaydayCommand.parseAsRoot(["--version"])
            Issue.record("--version should end parsing")
        } catch {
            #expect(PaydayCommand.exitCode(for: error) == .success)
            #expect(PaydayCommand.message(for: error) == PaydayVersion.current)
        }
    }

    @Test(arguments: [CompletionShell.bash, .zsh, .fish])
    func completionScriptsNameEverySubcommand(shell: CompletionShell) {
        let script = PaydayCommand.completionScript(for: shell)
        for name in ["run", "render", "summary", "validate"] {
            #expect(script.contains(name), "\(shell) script lacks \(name)")
        }
        if shell == .zsh { #expect(script.hasPrefix("#compdef payday")) }
    }
}
