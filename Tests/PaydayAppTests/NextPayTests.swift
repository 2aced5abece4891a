import Foundation
import Layout
import LayoutTesting
import Payroll
import PayrollWords
import Terminal
import Testing

@testable import PaydayApp
@testable import PaydayCommandLine

/// The home screen opens on "next pay": every card shows its own workplace's period paid on
/// its next payday on or after today, with the D-n and the net `payday summary` prints for that
/// workplace, whatever the workplaces' paydays and period starts. Checked on the shipped demo and
/// on the history fixture (four workplaces: paid the 10th and the 30th of the next month, the
/// 25th of the same month, and the 5th of the next month for periods from the 16th), both on
/// 2026-11-21.
@Suite struct NextPayTests {
    static let clock = Date(timeIntervalSince1970: 0)
    static let zone = TimeZone(identifier: "Asia/Seoul")!

    static func session(_ data: [String], language: PayrollLanguage) throws -> PaydaySession {
        let options = try DataOptions.parse(data + ["--today", AppTestSupport.today])
        return try PaydaySession.load(
            options: options, language: language, animations: .full, clock: clock, timeZone: zone)
    }

    /// `summary`'s header line of each workplace: its name, then `D-n` (or `paid`), then the
    /// payday, the period and `net ₩X` / `실지급액 X원`.
    static func summaryLines(_ data: [String], language: PayrollLanguage) throws -> [String: (
        until: String, net: String
    )] {
        let text = try SummaryCommand.parse(data + ["--today", AppTestSupport.today, "--lang", language.rawValue])
            .result(clock: clock, timeZone: zone).standardOutput
        var found: [String: (String, String)] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix(" ") {
            let parts = line.components(separatedBy: "  ")
            guard parts.count >= 5 else { continue }
            let net = parts.last!.components(separatedBy: " ").last!
            found[parts[0]] = (parts[1], net)
        }
        return found
    }

    @Test(arguments: [["--demo"], ["--data", AppTestSupport.historyFile]], PayrollLanguage.allCases)
    func everyOpeningCardIsSummarysLine(data: [String], language: PayrollLanguage) throws {
        let summary = try Self.summaryLines(data, language: language)
        let (window, scene) = AppTestSupport.open(
            try Self.session(data, language: language), size: TerminalSize(width: 80, height: 40))
        let figures = scene.records.figures(for: scene.home.offset)
        #expect(scene.home.offset == 0)
        #expect(figures.count == summary.count && figures.count >= 4)
        let screen = window.lines
        for row in 0..<figures.count {
            let card = CardText(figures.card(at: row), strings: AppStrings(language))
            let line = try #require(summary[card.name], "\(card.name) in \(summary.keys)")
            // The card's D-n is `D-9` in English, `급여일까지 D-9` in Korean; summary's is `D-9`.
            #expect(
                card.paydayStatus.whole.hasSuffix(line.until),
                "\(card.name): \(card.paydayStatus.whole) vs \(line.until)")
            #expect(card.netTotal == line.net, "\(card.name)")
            // And on screen: the card's header holds both.
            let header = screen.first { $0.contains(String(card.name.prefix(6))) } ?? ""
            #expect(header.contains("\(card.paydayStatus.whole)  \(card.netTotal)"), "\(header)")
        }
    }

    /// Workplaces of different paydays show different months on the opening page, and the
    /// pages beside it move each by a calendar month (history fixture, figures by hand):
    /// - Cafe Blue (the 10th of the next month): November, paid Dec 10, D-19; Nov 2, 4 h at
    ///   10,320 = 41,280.
    /// - Coupang Hub (the 30th of the next month): October, paid Nov 30, D-9: Oct 8, 7 h at
    ///   11,000 = 77,000, less 3.3 % (2,310 + 230) = 74,460. Not November, due in 39 days.
    /// - Night Mart (the 25th of the same month): November, paid Nov 25, D-4: Nov 4, 4 h at
    ///   10,320 = 41,280 (the days from Nov 26 are paid before they are worked).
    /// - Bakery (periods from the 16th, the 5th of the next month): Oct 16 - Nov 15, paid Dec 5,
    ///   D-14: Oct 20, 4 h at 10,500 = 42,000.
    /// The title: `next pay`, net 41,280 + 74,460 + 41,280 + 42,000 = 199,020.
    @Test func theOpeningPageAndItsNeighbours() throws {
        let (window, scene) = AppTestSupport.open(
            try Self.session(["--data", AppTestSupport.historyFile], language: .english),
            size: TerminalSize(width: 80, height: 24))
        let lines = window.lines
        func line(_ name: String) -> String { lines.first { $0.contains(name) } ?? "" }
        #expect(lines[0].hasPrefix(" Payday · next pay · 4 workplaces · net ₩199,020 · today Sat, Nov 21"))
        #expect(line("Cafe Blue").contains("D-19  ₩41,280"))
        #expect(line("Coupang Hub").contains("D-9  ₩74,460"))
        #expect(line("Night Mart").contains("D-4  ₩41,280"))
        #expect(line("Bakery").contains("D-14  ₩42,000"))
        #expect(scene.home.months.nextPay.map(\.month) == [11, 10, 11, 11])
        // Pages: Cafe Blue's first shift is in September, two months before its next pay; Bakery's
        // period holding today (Nov 16 - Dec 15) is one month after its next pay.
        #expect((scene.home.months.first, scene.home.months.last) == (-2, 1))
        window.pressKeys(.left)
        let before = window.lines
        func earlier(_ name: String) -> String { before.first { $0.contains(name) } ?? "" }
        // A month before each: Cafe Blue's October (paid Nov 10: Oct 5 and 12, 9 h = 92,880),
        // Coupang Hub's September (no shift), Night Mart's October, Bakery's Sep 16 - Oct 15.
        #expect(before[0].contains("Sep–Oct 2026 pay"))
        #expect(earlier("Cafe Blue").contains("paid Nov 10  ₩92,880"))
        #expect(earlier("Coupang Hub").contains("paid Oct 30  ₩0"))
        window.pressKeys(.right, .right)
        #expect(window.lines[0].contains("Nov–Dec 2026 pay"))
        // Coupang Hub's November: Nov 5 (7 h) and Nov 12 (6 h) = 13 h at 11,000 = 143,000, less
        // 4,290 + 420: 138,290, paid Dec 30.
        #expect((window.lines.first { $0.contains("Coupang Hub") } ?? "").contains("D-39  ₩138,290"))
    }
}
