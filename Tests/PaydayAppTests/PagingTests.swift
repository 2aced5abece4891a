import Foundation
import Layout
import Payroll
import Terminal
import Testing
@testable import PaydayApp

/// ←/→ and h/l page the home screen between pay months, on the virtual clock (the history
/// fixture on 2026-11-21: pages September to December, opening on November). Figures by hand:
/// Cafe Blue pays the 10th of the next month (10,320/h, no deductions); Coupang Hub the 30th
/// of the next month (11,000/h, 3.3%); Night Mart the 25th of the same month (10,320/h), so the
/// days after the 25th are paid in advance; Bakery's periods start on the 16th (10,500/h).
@Suite struct PagingTests {
    private func harness(_ size: TerminalSize = TerminalSize(width: 80, height: 24), language: PayrollLanguage = .english,
                         animations: AnimationMode = .full) throws -> AppHarness {
        AppHarness(session: try AppTestSupport.session(file: AppTestSupport.historyFile, language: language, animations: animations),
                   size: size)
    }

    /// The line holding `text`, or "" (so a failed expectation prints the screen's lines).
    private func line(_ lines: [String], _ text: String) -> String { lines.first { $0.contains(text) } ?? "" }

    private static let october = PayPeriod(year: 2026, month: 10)
    private static let november = PayPeriod(year: 2026, month: 11)

    @Test func opensOnTheMonthHoldingToday() throws {
        let h = try harness()
        #expect(h.home.months.first == PayPeriod(year: 2026, month: 9))
        #expect(h.home.months.last == PayPeriod(year: 2026, month: 12))
        #expect(h.home.month == Self.november)
        #expect(h.home.pageIndex == 2)
        let lines = h.frame()
        // 41,280 + 138,290 + 41,280 + 42,000.
        #expect(lines[0].hasPrefix(" Payday · Nov 2026 pay · 4 workplaces · net ₩262,850 · today Sat, Nov 21"))
        // Cafe Blue: Nov 2, 4h at 10,320, paid December 10.
        #expect(line(lines, "Cafe Blue").contains("D-19  ₩41,280"))
        // Coupang Hub, paid at the end of the next month: November is on screen while October's
        // pay is still to come (13h at 11,000 = 143,000, less 4,290 + 420 of 3.3%).
        #expect(line(lines, "Coupang Hub").contains("D-39  ₩138,290"))
        // Bakery's November runs from October 16 to November 15: the October 20 shift, paid December 5.
        #expect(line(lines, "Bakery").contains("D-14  ₩42,000"))
    }

    @Test func pagingBackShowsWhenEachMonthWasPaid() throws {
        let h = try harness()
        h.press(.left)
        #expect(h.home.month == Self.october)
        let lines = h.frame()
        // 92,880 + 74,460 + 82,560 + 0.
        #expect(lines[0].hasPrefix(" Payday · Oct 2026 pay · 4 workplaces · net ₩249,900"))
        // October 5 and 12, 4h and 5h: paid November 10.
        #expect(line(lines, "Cafe Blue").contains("paid Nov 10  ₩92,880"))
        // Paid November 30: still to come, so what is earned (7h at 11,000 less 3.3%).
        #expect(line(lines, "Coupang Hub").contains("D-9  ₩74,460"))
        // Paid October 25, before the 28th's shift was worked.
        #expect(line(lines, "Night Mart").contains("paid in advance Oct 25  ₩82,560"))
        #expect(line(lines, "Bakery").contains("paid Nov 5  ₩0"))
        #expect(h.layoutLog.isEmpty, "\(h.layoutLog)")
    }

    @Test func pagingForwardComesBackAndGoesOnToTheLastMonth() throws {
        let h = try harness()
        let november = h.frame()
        h.press(.character("h"), .left)
        #expect(h.home.month == PayPeriod(year: 2026, month: 9))
        h.press(.right, .character("l"))
        #expect(h.home.month == Self.november)
        #expect(h.frame() == november)
        // December: Bakery's period from November 16 holds today (the 18th's shift); the
        // others have not started.
        h.press(.right)
        let december = h.frame()
        #expect(december[0].contains("Dec 2026 pay"))
        #expect(line(december, "Bakery").contains("D-45  ₩42,000"))
        #expect(line(december, "Cafe Blue").contains("D-50  ₩0"))
        // The last month: → does nothing.
        h.press(.right, .character("l"))
        #expect(h.home.month == PayPeriod(year: 2026, month: 12))
        #expect(h.frame() == december)
        #expect(h.layoutLog.isEmpty, "\(h.layoutLog)")
    }

    @Test func atTheFirstMonthLeftDoesNothingVisibleAndIsNoError() throws {
        let h = try harness()
        h.press(.left, .left)
        let september = h.frame()
        #expect(september[0].contains("Sep 2026 pay"))
        // Cafe Blue's first shift, September 7: 4h, paid October 10.
        #expect(line(september, "Cafe Blue").contains("paid Oct 10  ₩41,280"))
        h.headless.handle(.key(.left))
        #expect(h.frame() == september)
        #expect(!h.app.wantsFrame, "nothing animates after the frame a key asks for")
        h.press(.character("h"))
        #expect(h.frame() == september)
        #expect(h.home.month == PayPeriod(year: 2026, month: 9))
        #expect(h.home.message == nil)
        #expect(h.home.presentedViewController == nil)
        #expect(h.layoutLog.isEmpty, "\(h.layoutLog)")
    }

    @Test func unfoldedCardsAndTheSelectionSurvivePaging() throws {
        let h = try harness(TerminalSize(width: 80, height: 40))
        h.press(.enter, .down)
        let before = h.frame()
        #expect(line(before, "Nov 1 – Nov 30, paid Dec 10 · so far") != "")
        h.press(.left)
        #expect(h.home.expandedRows == [0])
        #expect(h.home.selectedRow == 1)
        let october = h.frame()
        // Cafe Blue is unfolded on October too, with October's table.
        #expect(line(october, "Oct 1 – Oct 31, paid Nov 10").hasPrefix("│  "))
        #expect(line(october, "Base pay · ₩10,320/h").contains("9h  ₩92,880"))
        #expect(line(october, "Coupang Hub").hasPrefix("┃ "), "the second card is still the selected one")
        h.press(.right)
        #expect(h.frame() == before)
    }

    @Test func upDownAndEnterStillWorkOnAnotherPage() throws {
        let h = try harness(TerminalSize(width: 80, height: 40))
        h.press(.left, .down)
        #expect(h.home.selectedRow == 1)
        h.press(.enter)
        #expect(h.home.expandedRows == [1])
        let lines = h.frame()
        // October's work, paid November 30: still being paid for.
        #expect(line(lines, "Oct 1 – Oct 31, paid Nov 30 · so far").hasPrefix("┃  "))
        h.press(.up)
        #expect(h.home.selectedRow == 0)
        #expect(h.home.month == Self.october)
    }

    @Test func theNightMartCardSaysWhichDaysWerePaidInAdvance() throws {
        let h = try harness(TerminalSize(width: 80, height: 40))
        h.press(.left, .down, .down, .enter)
        let lines = h.frame()
        #expect(line(lines, "Night Mart").contains("paid in advance Oct 25"))
        #expect(line(lines, "Oct 1 – Oct 31, paid Oct 25").hasPrefix("┃  "))
        #expect(line(lines, "! paid in advance: Oct 26 – Oct 31 paid Oct 25, before worked") != "")
    }

    @Test func pIsThePayslipOfTheMonthOnScreen() throws {
        let h = try harness()
        h.press(.left, .character("p"))
        let lines = h.frame()
        #expect(line(lines, "Workplace").contains("Cafe Blue"))
        #expect(line(lines, "Period").contains("2026-10 (2026-10-01 – 2026-10-31)"))
        #expect(line(lines, "Payday").contains("2026-11-10"))
    }

    @Test func withoutAnimationsAPageTurnShowsAtOnce() throws {
        let h = try harness(animations: .none)
        h.headless.handle(.key(.left))
        #expect(h.frame()[0].contains("Oct 2026 pay"))
        #expect(line(h.frame(), "Cafe Blue").contains("paid Nov 10"))
        #expect(!h.app.wantsFrame)
    }

    /// A file of `count` workplaces, each with 4h on a day of early October and on November 2.
    private func manyWorkplaces(_ count: Int) throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("paging-\(UUID().uuidString).json")
        let places = (0..<count).map { index in
            #"{"name": "Place \#(index)", "employees": 3, "wage": 10320, "payday": {"day": 10}, "weeklyHolidayAllowance": false, "#
                + #""shifts": [{"date": "2026-10-0\#(index % 9 + 1)", "start": "09:00", "end": "13:00"}, "#
                + #"{"date": "2026-11-02", "start": "09:00", "end": "13:00"}]}"#
        }
        try Data(#"{"version": 1, "workplaces": [\#(places.joined(separator: ",\n"))]}"#.utf8).write(to: file)
        return file
    }

    /// A page costs what is on screen: with 300 workplaces, paging computes the cards of the
    /// rows shown (and one payslip a workplace for the title's net), and only the months shown.
    @Test func aPageComputesTheCardsOnScreenOnly() throws {
        let file = try manyWorkplaces(300)
        defer { try? FileManager.default.removeItem(at: file) }
        let h = AppHarness(session: try AppTestSupport.session(file: file.path))
        #expect(h.home.computedMonths == [Self.november])
        let opening = h.home.figures.computedCards
        #expect(opening > 0 && opening <= 8, "\(opening) cards for 5 on screen")
        h.press(.left)
        #expect(h.home.computedMonths == [Self.october, Self.november])
        let october = h.home.figures.computedCards
        #expect(october > 0 && october <= 8, "\(october) cards for 5 on screen")
        // The title's net is every workplace's: 300 × 4h at 10,320.
        #expect(h.frame()[0].contains("net ₩12,384,000"))
    }

    /// Past `totalSlice` workplaces the title's net is counted a slice a frame: `…` at the
    /// turn, the whole net once the frames have counted every workplace.
    @Test func aLargeFileCountsTheTitlesNetOverFrames() throws {
        let file = try manyWorkplaces(1100)
        #expect(1100 > HomeViewController.totalSlice * 2, "more than two slices")
        defer { try? FileManager.default.removeItem(at: file) }
        let h = AppHarness(session: try AppTestSupport.session(file: file.path))
        h.headless.handle(.key(.left))
        #expect(h.frame()[0].contains("Oct 2026 pay · 1100 workplaces · net … · today"))
        #expect(h.home.isCountingTotal)
        #expect(h.app.wantsFrame)
        h.settle()
        #expect(!h.home.isCountingTotal)
        // 1,100 × 4h at 10,320.
        #expect(h.frame()[0].contains("net ₩45,408,000"))
        #expect(h.home.figures.computedCards <= 8)
    }
}
