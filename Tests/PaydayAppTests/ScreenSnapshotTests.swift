import Payroll
import PayrollWords
import Testing

@testable import PaydayApp

/// The home screen as text, compared with the files in Snapshots/. The figures in them were
/// checked by hand against the rules of docs/payroll.md for 2026-11-21 (wage 10,320 unless said):
/// Cafe Blue 8 h = ₩82,560, payday Dec 10 (D-19); Night Mart 8 h at night: base ₩82,560, night
/// premium half of it ₩41,280 (7 employees), gross ₩123,840, income tax 3 % = 3,715 → 3,710 and
/// local 371 → 370, so ₩4,080 and net ₩119,760, payday Nov 25 (D-4); the long name 4 h at 9,860
/// = ₩39,440 with the below-minimum mark, payday Dec 5 is a Saturday so Dec 4 (D-13); Bookstore
/// 3 h ₩30,960 (D-24); Library 2 h ₩20,640, payday today (D-day); Gym's next payday Nov 30 pays
/// October, before its first shift (Nov 7), so it shows November: 1 h ₩10,320, paid Dec 30
/// (D-39); Last Stop Diner 30 m ₩5,160 (D-10).
@Suite struct ScreenSnapshotTests {
    private func check(
        _ name: String, language: PayrollLanguage = .english, width: Int, height: Int, keys: String = "",
        file: String = AppTestSupport.workplacesFile, finalHeight: Int? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let (screen, log) = try AppTestSupport.render(
            file: file, language: language, width: width, height: height, keys: keys)
        #expect(
            screen.split(separator: "\n", omittingEmptySubsequences: false).count == (finalHeight ?? height) + 1,
            sourceLocation: sourceLocation)
        #expect(log.isEmpty, "layout log: \(log)", sourceLocation: sourceLocation)
        AppTestSupport.assertSnapshot(screen, named: name, sourceLocation: sourceLocation)
    }

    @Test func englishFoldedFirstSelected80x24() throws { try check("en-80x24-folded", width: 80, height: 24) }
    @Test func englishSecondUnfolded80x24() throws {
        try check("en-80x24-second-unfolded", width: 80, height: 24, keys: "down enter")
    }
    @Test func englishLastSelected80x24() throws {
        try check("en-80x24-last-selected", width: 80, height: 24, keys: "end")
    }
    @Test func englishLastUnfolded80x24() throws {
        try check("en-80x24-last-unfolded", width: 80, height: 24, keys: "G space")
    }
    @Test func koreanFolded80x24() throws { try check("ko-80x24-folded", language: .korean, width: 80, height: 24) }
    @Test func koreanUnfolded80x24() throws {
        try check("ko-80x24-second-unfolded", language: .korean, width: 80, height: 24, keys: "j enter")
    }
    @Test func englishTwoUnfolded120x40() throws {
        try check("en-120x40-two-unfolded", width: 120, height: 40, keys: "enter down enter")
    }
    @Test func koreanFolded120x40() throws { try check("ko-120x40-folded", language: .korean, width: 120, height: 40) }
    @Test func koreanLastSelected120x40() throws {
        try check("ko-120x40-last-selected", language: .korean, width: 120, height: 40, keys: "end")
    }
    @Test func longNameUnfolded80x24() throws {
        try check("en-80x24-long-name-unfolded", width: 80, height: 24, keys: "down down enter")
    }
    @Test func narrowLongName40x20() throws {
        try check("en-40x20-long-name-unfolded", width: 40, height: 20, keys: "down down enter")
    }
    @Test func narrowKorean40x20() throws {
        try check("ko-40x20-night-unfolded", language: .korean, width: 40, height: 20, keys: "down enter")
    }
    @Test func foldedAgain80x24() throws { try check("en-80x24-folded", width: 80, height: 24, keys: "enter enter") }
    @Test func emptyEnglish() throws {
        try check("en-80x24-empty", width: 80, height: 24, file: AppTestSupport.emptyFile)
    }
    @Test func emptyKorean() throws {
        try check("ko-80x24-empty", language: .korean, width: 80, height: 24, file: AppTestSupport.emptyFile)
    }
    @Test func tooSmall() throws { try check("en-20x6-too-small", width: 20, height: 6) }
    @Test func tooSmallKorean() throws { try check("ko-20x6-too-small", language: .korean, width: 20, height: 6) }
    @Test func resizedAfterUnfold() throws {
        try check("en-60x16-resized", width: 80, height: 24, keys: "down enter resize:60x16", finalHeight: 16)
    }
}
