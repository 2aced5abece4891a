import Foundation
import TerminalTestSupport
import Testing

/// `scripts/check-imports.sh` (run first by `make test`) can fail: each of its rules, given a
/// small tree that breaks it (`CHECK_ROOT`), exits 1 naming the file; the same tree without the
/// break passes. The rules: the library layers and payday's own modules import
/// FoundationEssentials, never Foundation; PayrollExports neither CSV nor Plot;
/// only the app's host imports the terminal library; Payroll and
/// PayrollExports hold no sentence (Hangul, or four English words in a literal); the command
/// line's commands, options and sessions write no message inline (`english:`, `korean:`), its
/// commands and options no help (an English literal after `abstract:`, `discussion:`, `help:`,
/// `ArgumentHelp(`), hold no Hangul literal and choose no sentence by a language ternary; nor do
/// the app's screens (outside Localization/ and the *Words.swift / *Strings.swift files); no
/// Korean particle is typed as both forms (`은(는)`) outside KoreanParticle.swift, nor one form after a
/// value (`\(date)는`).
@Suite struct ImportCheckTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A tree with every folder the check reads and one clean file in each.
    static let clean: [String: String] = [
        "Sources/Layout/TableView/IndexPath+Row.swift": "import FoundationEssentials\nimport Canvas\n",
        "Sources/PaydayApp/Home/Screen.swift": "import Layout\nlet title = screenWords.title\n",
        "Sources/PaydayApp/Hosting/Host.swift": "import Terminal\n",
        "Sources/PaydayApp/Localization/HomeWords.swift": "extension Korean { var title: String { \"일터\" } }\n",
        "Sources/PaydayApp/Plans/PlanWords.swift": "extension Korean { var plan: String { \"근무 일정\" } }\n",
        "Sources/PaydayApp/Forms/DateSheet.swift":
            "let locale = Locale(identifier: language == .korean ? \"ko_KR\" : \"en_US\")\n",
        "Sources/PaydayApp/Resources/demo.json": "{ \"name\": \"카페\" }\n",
        "Sources/PayrollWords/KoreanParticle.swift": "let topic = (\"은\", \"는\", \"은(는)\")\n",
        "Sources/PayrollWords/ClockWords.swift": "let said = \"\\(Korean.word(moment, .topic)) 앞섭니다\"\n"
            + "let owner = \"\\(name)의 \\(count)가지 근무, \\(hours)이상\"\n",
        "Sources/PaydayCommandLine/Commands/Shift.swift":
            "func refuse() throws(CommandFailure) { throw CommandFailure { $0.commandWords.dateNeedsAt } }\n"
            + "@Option(name: .long, help: .words(.memo, \"TEXT\")) var memo: String?\n",
        "Sources/PaydayCommandLine/Options/Period.swift": "let name = \"--period\"\n",
        "Sources/PaydayCommandLine/Sessions/Session.swift": "func said(_ english: String) -> String { english }\n",
        "Sources/PaydayCommandLine/Words/ShiftWords.swift":
            "let failure = CommandFailure(english: \"the shift is open\", korean: \"근무가 열려 있습니다\")\n",
        "Sources/Payroll/Pay.swift": "enum Reason { case wageBelowMinimum }\nlet key = \"wage\"\n",
        "Sources/PayrollExports/Export.swift": "let column = \"net\"\n",
    ]

    /// The script run on `files` (the clean tree with these changed): its status and its error.
    func check(_ changed: [String: String]) throws -> (status: Int32, error: String) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("import-check-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in Self.clean.merging(changed, uniquingKeysWith: { $1 }) {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", Self.packageRoot.appendingPathComponent("scripts/check-imports.sh").path]
        process.environment = ProcessInfo.processInfo.environment.merging(["CHECK_ROOT": root.path]) { $1 }
        let errorPipe = Pipe()
        process.standardError = errorPipe
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let error = String(decoding: errorPipe.fileHandleForReading.readAllRetryingInterruptedReads(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, error)
    }

    /// Runs the check on `changed` and expects it to refuse the tree with status 1, naming
    /// `location` (a file, or a file and its line) in its error; returns the error for more.
    @discardableResult
    func expectRefused(
        _ changed: [String: String], naming location: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        let result = try check(changed)
        #expect(result.status == 1, "\(result.error)", sourceLocation: sourceLocation)
        #expect(result.error.contains(location), "\(result.error)", sourceLocation: sourceLocation)
        return result.error
    }

    @Test func theCleanTreePasses() throws {
        let result = try check([:])
        #expect(result.status == 0, "\(result.error)")
    }

    @Test func aHangulLiteralInPayrollFails() throws {
        try expectRefused(
            ["Sources/Payroll/Pay.swift": "let reason = \"최저임금보다 적습니다\"\n"], naming: "Sources/Payroll/Pay.swift:1:")
    }

    @Test func aHangulLiteralInPayrollExportsFails() throws {
        try expectRefused(
            ["Sources/PayrollExports/Export.swift": "let column = \"실지급액\"\n"],
            naming: "Sources/PayrollExports/Export.swift:1:")
    }

    @Test func anEnglishSentenceInPayrollFails() throws {
        try expectRefused(
            ["Sources/Payroll/Pay.swift": "let reason = \"the wage is below the minimum\"\n"],
            naming: "Sources/Payroll/Pay.swift:1:")
    }

    @Test func anInlineFailureInACommandFails() throws {
        let inline = """
            func refuse() throws(CommandFailure) {
                throw CommandFailure(
                    english: "--date needs --at HH:mm", korean: "--date에는 --at HH:mm이 필요합니다")
            }

            """
        try expectRefused(
            ["Sources/PaydayCommandLine/Commands/Shift.swift": inline],
            naming: "Sources/PaydayCommandLine/Commands/Shift.swift:3:")
    }

    @Test func anInlineUsageErrorInAnOptionFails() throws {
        let inline = "let problem = UsageWords.error(english: \"--months must be 1 to 24\", korean: \"1부터 24\", nil)\n"
        try expectRefused(
            ["Sources/PaydayCommandLine/Options/Period.swift": inline],
            naming: "Sources/PaydayCommandLine/Options/Period.swift:1:")
    }

    @Test func aHangulLiteralInACommandFails() throws {
        let korean = """
            // 근무: a comment may name the Korean word.
            let done = "근무 추가"

            """
        let error = try expectRefused(
            ["Sources/PaydayCommandLine/Commands/Shift.swift": korean],
            naming: "Sources/PaydayCommandLine/Commands/Shift.swift:2:")
        #expect(!error.contains("Shift.swift:1:"))
    }

    @Test func aHangulLiteralInASessionFails() throws {
        let korean = "func said(_ english: String) -> String { english + \" 저장됨\" }\n"
        try expectRefused(
            ["Sources/PaydayCommandLine/Sessions/Session.swift": korean],
            naming: "Sources/PaydayCommandLine/Sessions/Session.swift:1:")
    }

    @Test func aSentenceTernaryInACommandFails() throws {
        // The `?` on the next line, as swift-format writes a long one.
        let ternary = """
            let family = language == .english ? English() : Korean()
            let paid =
                language == .english
                ? "paid" : "paid in full"

            """
        let error = try expectRefused(
            ["Sources/PaydayCommandLine/Commands/Shift.swift": ternary],
            naming: "Sources/PaydayCommandLine/Commands/Shift.swift:3")
        // Choosing a family is no sentence.
        #expect(!error.contains("Shift.swift:1"))
    }

    @Test func anEnglishHelpLiteralInACommandFails() throws {
        // The literal on the line after `ArgumentHelp(`, as swift-format writes a long one.
        let help = """
            struct ShiftAdd: ParsableCommand {
                static let configuration = CommandConfiguration(commandName: "add", abstract: UsageWords.help.text(.shiftAdd))
                @Option(name: .long, help: .words(.memo, "TEXT")) var memo: String?
                @Option(
                    name: .customLong("break"),
                    help: ArgumentHelp(
                        "Unpaid break in minutes.", valueName: "MIN"))
                var breakMinutes: Int?
            }

            """
        let error = try expectRefused(
            ["Sources/PaydayCommandLine/Commands/Shift.swift": help],
            naming: "Sources/PaydayCommandLine/Commands/Shift.swift:6")
        // Help worded by a family, and a value name, are not inline help.
        #expect(!error.contains("Shift.swift:2") && !error.contains("Shift.swift:3"))
    }

    @Test func anEnglishAbstractDiscussionOrHelpInAnOptionFails() throws {
        let help = """
            let configuration = CommandConfiguration(abstract: "List the shifts.")
            let more = CommandConfiguration(discussion: \"""
                The open shift is named by its date too.
                \""")
            @Flag(name: .long, help: "Print JSON for scripts.") var json = false
            @Option(name: .long, help: .dataFile) var data: String?

            """
        let error = try expectRefused(
            ["Sources/PaydayCommandLine/Options/Period.swift": help],
            naming: "Sources/PaydayCommandLine/Options/Period.swift:1\n")
        for line in [2, 5] { #expect(error.contains("Period.swift:\(line)\n"), "\(error)") }
        #expect(!error.contains("Period.swift:6"))
    }

    @Test func aSentenceTernaryInAnOptionFails() throws {
        let ternary = "let name = language != .english ? \"기간\" : \"period\"\n"
        try expectRefused(
            ["Sources/PaydayCommandLine/Options/Period.swift": ternary],
            naming: "Sources/PaydayCommandLine/Options/Period.swift:1")
    }

    @Test func aHangulLiteralInAScreenFails() throws {
        let korean = "let hint = \"근무 일정\"\n"
        try expectRefused(
            ["Sources/PaydayApp/Home/Screen.swift": korean], naming: "Sources/PaydayApp/Home/Screen.swift:1:")
    }

    @Test func aSentenceTernaryInAScreenFails() throws {
        let ternary = """
            extension AppStrings {
                var scheduleHint: String { language == .english ? "schedule" : "schedule" }
            }

            """
        let error = try expectRefused(
            ["Sources/PaydayApp/Home/Screen.swift": ternary], naming: "Sources/PaydayApp/Home/Screen.swift:2")
        // The locale identifier chosen in the clean tree's date sheet is no sentence.
        #expect(!error.contains("DateSheet.swift"))
    }

    @Test func aParticleTypedAsBothFormsFails() throws {
        let typed = "let said = \"\\(moment)은(는) 앞섭니다\"\n"
        for file in ["Sources/PayrollWords/ClockWords.swift", "Sources/PaydayCommandLine/Words/ShiftWords.swift"] {
            try expectRefused([file: typed], naming: "\(file):1:")
        }
        for both in ["을(를)", "이(가)", "과(와)", "(으)로", "(이)라"] {
            try expectRefused(
                ["Sources/PaydayApp/Localization/HomeWords.swift": "let said = \"\\(name)\(both) 없습니다\"\n"],
                naming: "Sources/PaydayApp/Localization/HomeWords.swift:1:")
        }
    }

    @Test func aParticleTypedAfterAValueFails() throws {
        // One form after an interpolation, after one quoted, after one with calls inside it.
        let typed = [
            "let said = \"\\(date)는 월요일입니다\"\n", "let said = \"\\\"\\(field)\\\"와 함께\"\n",
            "let said = \"임금 \\(won(sum.amount))을 받지 못했습니다\"\n", "let said = \"--until \\(until)이 앞입니다\"\n",
            "let said = \"\\(first)과 \\(second)\"\n", "let said = \"\\(place)로\"\n",
            "let said = \"\\(shift)이라는 근무\"\n", "let said = \"\\(first)나 \\(second)\"\n",
        ]
        for text in typed {
            try expectRefused(
                ["Sources/PayrollWords/ClockWords.swift": text], naming: "Sources/PayrollWords/ClockWords.swift:1:")
        }
    }

    @Test func aLibraryFileImportingFoundationFails() throws {
        let imports = [
            "import Foundation\n", "@preconcurrency import Foundation\n", "import struct Foundation.IndexSet\n",
            "import FoundationInternationalization\n", "import Canvas\n  import Foundation  \n",
        ]
        for folder in [
            "Cassowary", "CassowaryScript", "Canvas", "Terminal", "TerminalHosting", "Layout", "LayoutTesting",
            "Payroll", "PayrollWords", "PayrollExports", "PaydayApp", "PaydayCommandLine", "payday", "Payroll/Rules",
        ] {
            for text in imports {
                try expectRefused(["Sources/\(folder)/Lines.swift": text], naming: "Sources/\(folder)/Lines.swift")
            }
        }
        // No exception: DataRules (the look-alike key's own table) and the exports (their own
        // writers) are refused like every other file; a comment naming Foundation is no import.
        try expectRefused(
            ["Sources/Payroll/Rules/DataRules.swift": "import Foundation\n"],
            naming: "Sources/Payroll/Rules/DataRules.swift")
        try expectRefused(
            ["Sources/PayrollExports/Export.swift": "import Foundation\nlet column = \"net\"\n"],
            naming: "Sources/PayrollExports/Export.swift")
        let result = try check([
            "Sources/Layout/Label.swift": "// Unlike import Foundation, this needs nothing.\nimport Canvas\n"
        ])
        #expect(result.status == 0, "\(result.error)")
    }

    /// PayrollExports writes its own CSV and HTML: it imports neither Foundation nor CSV.swift
    /// nor Plot (its tests do); FoundationEssentials it may.
    @Test func aPayrollExportsFileImportingFoundationCSVOrPlotFails() throws {
        for text in [
            "import Foundation\n", "@preconcurrency import Foundation\n", "import struct Foundation.Date\n",
            "import FoundationInternationalization\n", "import CSV\n", "import Plot\n",
            "import Payroll\n  import Plot  \n",
            "import class CSV.CSVWriter\n",
        ] {
            try expectRefused(["Sources/PayrollExports/Page.swift": text], naming: "Sources/PayrollExports/Page.swift")
        }
        let result = try check([
            "Sources/PayrollExports/Page.swift":
                "import FoundationEssentials\nimport Payroll\n// not Plot: import Plot\n",
            "Tests/PaydayAppTests/PageTests.swift": "import Foundation\nimport Plot\nimport CSV\n",
        ])
        #expect(result.status == 0, "\(result.error)")
    }

    @Test func aSourceFileOverFiveHundredLinesFails() throws {
        let line = "let x = 1\n"
        try expectRefused(
            ["Sources/Payroll/DataFile/Reader.swift": String(repeating: line, count: 501)],
            naming: "Sources/Payroll/DataFile/Reader.swift")
        let result = try check(["Sources/Payroll/DataFile/Reader.swift": String(repeating: line, count: 500)])
        #expect(result.status == 0, "\(result.error)")
    }

    @Test func aScreenImportingTheTerminalFails() throws {
        try expectRefused(
            ["Sources/PaydayApp/Home/Screen.swift": "import Terminal\n"], naming: "Sources/PaydayApp/Home/Screen.swift")
    }

    /// The repository itself passes (what `make test` checks first).
    @Test func theRepositoryPasses() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", Self.packageRoot.appendingPathComponent("scripts/check-imports.sh").path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}
