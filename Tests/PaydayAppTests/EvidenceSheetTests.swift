import Foundation
import LayoutTesting
import Payroll
import PayrollWords
import Terminal
import Testing

@testable import PaydayApp
@testable import PaydayCommandLine

/// The workplace screen's evidence folder (`e`): the sheet that asks where, the folder it writes
/// (the files `payday evidence --workplace` writes, byte for byte), and the folders it refuses.
/// On `Fixtures/entitlements.json` on Tuesday 2026-12-15 at 09:00 (virtual), the first
/// workplace, 편의점 (`EntitlementsScreenTests` works its figures).
@Suite(.serialized) struct EvidenceSheetTests {
    /// The data file in a new folder of its own (`mkdtemp`: two test processes at once never
    /// share it), whose name is as long as `shownFolder`'s, the name the snapshots show.
    static func harness(_ language: PayrollLanguage) throws -> (HeadlessWindow, PaydayScene, String) {
        var template = Array("/tmp/pdXXXXXX".utf8CString)
        let folder = try template.withUnsafeMutableBufferPointer { buffer in
            guard let made = mkdtemp(buffer.baseAddress!) else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
            return String(cString: made)
        }
        let file = folder + "/workplaces.json"
        try FileManager.default.copyItem(atPath: EntitlementsScreenTests.fixture, toPath: file)
        let session = try RecordingWorkTests.session(
            file: file, start: EntitlementsScreenTests.start, language: language)
        let (harness, scene) = AppTestSupport.open(session, size: TerminalSize(width: 80, height: 24))
        return (harness, scene, file)
    }

    static func folder(of file: String) -> String { (file as NSString).deletingLastPathComponent }

    /// The data file's folder as the snapshots show it: the same length as `mkdtemp`'s name, so
    /// the sheet is laid out alike.
    static func shownFolder(_ language: PayrollLanguage) -> String {
        "/tmp/pd-ev-\(language == .english ? "en" : "ko")"
    }

    /// The screen's text with the data file's folder named as the snapshots name it.
    static func text(_ harness: HeadlessWindow, file: String, _ language: PayrollLanguage) -> String {
        RecordingScreenSnapshotTests.text(harness).replacingOccurrences(
            of: folder(of: file), with: shownFolder(language))
    }

    /// `w` then `e`: the sheet over the workplace screen.
    static func openSheet(_ harness: HeadlessWindow, _ scene: PaydayScene) throws -> (
        WorkplaceViewController, EvidenceSheetController
    ) {
        harness.pressKeys(.character("w"))
        let screen = try #require(scene.navigation.topViewController as? WorkplaceViewController)
        harness.pressKeys(.character("e"))
        let sheet = try #require(screen.presentedViewController as? EvidenceSheetController)
        return (screen, sheet)
    }

    /// The key is in the hint line and under `?` (the screen's key commands, which the command
    /// palette lists too); the sheet offers this year and `evidence-2026-12-15` beside the data
    /// file, in English and Korean.
    @Test func theSheetAsksWhere() throws {
        for language in EntitlementsScreenTests.languages {
            let (harness, scene, file) = try Self.harness(language)
            defer { try? FileManager.default.removeItem(atPath: Self.folder(of: file)) }
            harness.pressKeys(.character("w"))
            let screen = try #require(scene.navigation.topViewController as? WorkplaceViewController)
            let words = screen.strings.appWords
            let key = try #require(screen.keyCommands?.first { $0.input == "e" })
            #expect(key.title == words.evidenceHint && key.discoverabilityTitle == words.evidenceKeyTitle)
            #expect(RecordingScreenSnapshotTests.text(harness).contains(words.evidenceHint))
            harness.pressKeys(.character("e"))
            let sheet = try #require(screen.presentedViewController as? EvidenceSheetController)
            #expect(sheet.yearField.text == "2026")
            #expect(sheet.folderField.text == Self.folder(of: file) + "/evidence-2026-12-15")
            AppTestSupport.assertSnapshot(
                Self.text(harness, file: file, language),
                named: RecordingScreenSnapshotTests.name(
                    language, TerminalSize(width: 80, height: 24), "evidence-sheet"))
            #expect(harness.log.messages.isEmpty, "\(harness.log.messages)")
        }
    }

    /// Enter saves (the folder is the last field): the folder is written and the screen says
    /// where. Read back, it holds what `payday evidence --workplace 편의점 --year 2026` writes
    /// on the same day, file for file and byte for byte: the claim, the payslips, the data file
    /// itself (0600 in a 0700 folder). An empty folder at the name is taken (replaced whole).
    @Test func theFolderIsWrittenAndReadBack() throws {
        let (harness, scene, file) = try Self.harness(.english)
        defer { try? FileManager.default.removeItem(atPath: Self.folder(of: file)) }
        let target = Self.folder(of: file) + "/claim"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
        let (screen, sheet) = try Self.openSheet(harness, scene)
        RecordingWorkTests.type("claim", into: harness)
        #expect(sheet.typedFolder == target)
        harness.pressKeys(.enter)
        #expect(screen.presentedViewController == nil)
        let written = try FileManager.default.contentsOfDirectory(atPath: target).sorted()
        #expect(screen.hintLine.message == "Wrote \(written.count) files to \(target)")
        #expect(written.contains("claim-1.txt") && written.contains("complaint-draft-ko-1.txt"))
        #expect(written.contains("workplaces.json") && written.contains("history.txt"))
        #expect(
            FileManager.default.contents(atPath: target + "/workplaces.json")
                == FileManager.default.contents(atPath: file))
        var info = stat()
        #expect(stat(target, &info) == 0 && info.st_mode & 0o777 == 0o700)
        #expect(stat(target + "/claim-1.txt", &info) == 0 && info.st_mode & 0o777 == 0o600)
        let claim = try String(contentsOfFile: target + "/claim-1.txt", encoding: .utf8)
        #expect(claim.contains("1,200,000"))

        // The command's folder, on the same day.
        let byCommand = Self.folder(of: file) + "/by-command"
        let command = try #require(
            try PaydayCommand.parseAsRoot([
                "evidence", "--year", "2026", "--workplace", "편의점", byCommand, "--data", file, "--today",
                "2026-12-15",
            ]) as? EvidenceCommand)
        let printed = command.result(clock: Date(timeIntervalSince1970: 1_800_000_000), timeZone: .current)
        #expect(printed.exitStatus == 0, "\(printed.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: byCommand).sorted() == written)
        for name in written where name != "history.txt" && name != "history.jsonl" {
            #expect(
                FileManager.default.contents(atPath: target + "/" + name)
                    == FileManager.default.contents(atPath: byCommand + "/" + name), "\(name)")
        }
    }

    /// A folder with a file in it, and a folder whose parent is not there: refused under the
    /// field as typed; Save leaves the sheet up and writes nothing (the folder keeps its one
    /// file). A file at the name, and a file as the parent, are refused too
    /// (`EvidenceFolder.problem`, read directly).
    @Test func foldersThatAreRefused() throws {
        for language in EntitlementsScreenTests.languages {
            let (harness, scene, file) = try Self.harness(language)
            defer { try? FileManager.default.removeItem(atPath: Self.folder(of: file)) }
            let full = Self.folder(of: file) + "/full"
            try FileManager.default.createDirectory(atPath: full, withIntermediateDirectories: false)
            #expect(FileManager.default.createFile(atPath: full + "/note.txt", contents: Data("x".utf8)))
            let (screen, sheet) = try Self.openSheet(harness, scene)
            RecordingWorkTests.type("full", into: harness)
            let words = screen.strings.appWords
            #expect(sheet.row(of: sheet.folderField)?.message == words.folderNotEmpty)
            AppTestSupport.assertSnapshot(
                Self.text(harness, file: file, language),
                named: RecordingScreenSnapshotTests.name(
                    language, TerminalSize(width: 80, height: 24), "evidence-sheet-refused"))
            harness.pressKeys(.enter)
            #expect(screen.presentedViewController === sheet)
            #expect(try FileManager.default.contentsOfDirectory(atPath: full) == ["note.txt"])

            // A parent folder that is not there.
            for _ in "full" { harness.pressKeys(.backspace) }
            RecordingWorkTests.type("/no-such-folder-payday/evidence", into: harness)
            #expect(sheet.row(of: sheet.folderField)?.message == words.noSuchParent("/no-such-folder-payday"))
            harness.pressKeys(.enter)
            #expect(screen.presentedViewController === sheet)
            #expect(!FileManager.default.fileExists(atPath: "/no-such-folder-payday"))
        }
        let file = NSTemporaryDirectory() + "payday-evidence-\(UUID().uuidString)"
        #expect(FileManager.default.createFile(atPath: file, contents: Data()))
        defer { try? FileManager.default.removeItem(atPath: file) }
        #expect(EvidenceFolder.problem(file, replacingEmptyFolder: true) == .exists(file))
        #expect(EvidenceFolder.problem(file + "/inside", replacingEmptyFolder: true) != nil)
    }

    /// The demo and a file only shown (`payday render`) write no folder: `e` says why on the hint
    /// line, in the user's language, and opens no sheet; nothing appears beside the shown file.
    @Test func theDemoAndAShownFileWriteNoFolder() throws {
        for language in EntitlementsScreenTests.languages {
            let (screen, log) = try HistoryScreenTests.demoScreen(language: language, keys: "w e")
            #expect(log.isEmpty, "\(log)")
            let refusal = AppStrings(language).demoRefusal
            #expect(screen.contains(String(refusal.prefix(24))), "\(screen)")
            #expect(!screen.contains(AppStrings(language).appWords.evidenceKeyTitle))
        }
        let folder = Self.folder(of: AppTestSupport.workplacesFile)
        let before = try FileManager.default.contentsOfDirectory(atPath: folder)
        let (shown, _) = try AppTestSupport.render(width: 80, height: 24, keys: "w e")
        #expect(shown.contains(String(AppStrings(.english).shownOnlyRefusal.prefix(24))), "\(shown)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == before)
    }
}
