import Foundation
import Layout
import LayoutTesting
import Payroll
import PayrollWords
import Terminal
import Testing

@testable import PaydayApp
@testable import PaydayCommandLine

/// ←/→ and h/l page the home screen between pay months, on the virtual clock (the history
/// fixture on 2026-11-21). Figures by hand: Cafe Blue pays the 10th of the next month (10,320/h,
/// no deductions); Coupang Hub the 30th of the next month (11,000/h, 3.3%); Night Mart the 25th
/// of the same month (10,320/h), so the days after the 25th are paid in advance; Bakery's
/// periods start on the 16th (10,500/h), paid the 5th of the next month.
///
/// The screen opens on next pay: each workplace's period paid on its next payday (Cafe Blue,
/// Night Mart and Bakery their November, Coupang Hub its October, paid November 30). A page is a
/// calendar month before or after it for every workplace: pages -2 to +1 (Cafe Blue's first
/// shift is in September; Bakery's period holding today, from November 16, is its December).
@Suite struct PagingTests {
    private func harness(
        _ size: TerminalSize = TerminalSize(width: 80, height: 24), language: PayrollLanguage = .english,
        animations: AnimationMode = .full
    ) throws -> (HeadlessWindow, PaydayScene) {
        AppTestSupport.open(
            try AppTestSupport.session(file: AppTestSupport.historyFile, language: language, animations: animations),
            size: size)
    }

    /// The line holding `text`, or "" (so a failed expectation prints the screen's lines).
    private func line(_ lines: [String], _ text: String) -> String { lines.first { $0.contains(text) } ?? "" }

    @Test func opensOnNextPay() throws {
        let (h, scene) = try harness()
        #expect(scene.home.months.first == -2)
        #expect(scene.home.months.last == 1)
        #expect(scene.home.offset == 0)
        #expect(scene.home.pageIndex == 2)
        let lines = h.lines
        // 41,280 + 74,460 + 41,280 + 42,000.
        #expect(lines[0].hasPrefix(" Payday · next pay · 4 workplaces · net ₩199,020 · today Sat, Nov 21"))
        // Cafe Blue: Nov 2, 4h at 10,320, paid December 10.
        #expect(line(lines, "Cafe Blue").contains("D-19  ₩41,280"))
        // Coupang Hub, paid at the end of the next month: October's pay, due November 30 (7h at
        // 11,000 = 77,000, less 2,310 + 230 of 3.3%), not November's, due in 39 days.
        #expect(line(lines, "Coupang Hub").contains("D-9  ₩74,460"))
        // Night Mart: November, paid November 25 (Nov 4, 4h at 10,320).
        #expect(line(lines, "Night Mart").contains("D-4  ₩41,280"))
        // Bakery's November runs from October 16 to November 15: the October 20 shift, paid December 5.
        #expect(line(lines, "Bakery").contains("D-14  ₩42,000"))
    }

    @Test func pagingBackShowsWhenEachMonthWasPaid() throws {
        let (h, scene) = try harness()
        h.pressKeys(.left)
        #expect(scene.home.offset == -1)
        let lines = h.lines
        // A month before next pay: Coupang Hub's September, the others' October.
        // 92,880 + 0 + 82,560 + 0.
        #expect(lines[0].hasPrefix(" Payday · Sep–Oct 2026 pay · 4 workplaces · net ₩175,440"))
        // October 5 and 12, 4h and 5h: paid November 10.
        #expect(line(lines, "Cafe Blue").contains("paid Nov 10  ₩92,880"))
        // September: no shift, paid October 30.
        #expect(line(lines, "Coupang Hub").contains("paid Oct 30  ₩0"))
        // Paid October 25, before the 28th's shift was worked.
        #expect(line(lines, "Night Mart").contains("paid in advance Oct 25  ₩82,560"))
        #expect(line(lines, "Bakery").contains("paid Nov 5  ₩0"))
        #expect(h.log.messages.isEmpty, "\(h.log.messages)")
    }

    @Test func pagingForwardComesBackAndGoesOnToTheLastMonth() throws {
        let (h, scene) = try harness()
        let november = h.lines
        h.pressKeys(.character("h"), .left)
        #expect(scene.home.offset == -2)
        h.pressKeys(.right, .character("l"))
        #expect(scene.home.offset == 0)
        #expect(h.lines == november)
        // A month after next pay: Bakery's period from November 16 holds today (the 18th's
        // shift); Coupang Hub's November (13h at 11,000 = 143,000, less 4,290 + 420 of 3.3%),
        // paid December 30; Cafe Blue's December has not started.
        h.pressKeys(.right)
        let december = h.lines
        #expect(december[0].contains("Nov–Dec 2026 pay"))
        #expect(line(december, "Bakery").contains("D-45  ₩42,000"))
        #expect(line(december, "Coupang Hub").contains("D-39  ₩138,290"))
        #expect(line(december, "Cafe Blue").contains("D-50  ₩0"))
        // The last page: → does nothing.
        h.pressKeys(.right, .character("l"))
        #expect(scene.home.offset == 1)
        #expect(h.lines == december)
        #expect(h.log.messages.isEmpty, "\(h.log.messages)")
    }

    @Test func atTheFirstMonthLeftDoesNothingVisibleAndIsNoError() throws {
        let (h, scene) = try harness()
        h.pressKeys(.left, .left)
        let september = h.lines
        #expect(september[0].contains("Aug–Sep 2026 pay"))
        // Cafe Blue's first shift, September 7: 4h, paid October 10.
        #expect(line(september, "Cafe Blue").contains("paid Oct 10  ₩41,280"))
        h.window.deliver(.key(.left))
        #expect(h.lines == september)
        #expect(!h.window.needsFrame, "nothing animates after the frame a key asks for")
        h.pressKeys(.character("h"))
        #expect(h.lines == september)
        #expect(scene.home.offset == -2)
        #expect(scene.home.message == nil)
        #expect(scene.home.presentedViewController == nil)
        #expect(h.log.messages.isEmpty, "\(h.log.messages)")
    }

    @Test func unfoldedCardsAndTheSelectionSurvivePaging() throws {
        let (h, scene) = try harness(TerminalSize(width: 80, height: 40))
        h.pressKeys(.enter, .down)
        let before = h.lines
        #expect(line(before, "Nov 1 – Nov 30, paid Dec 10 · so far") != "")
        h.pressKeys(.left)
        #expect(scene.home.expandedRows == [0])
        #expect(scene.home.selectedRow == 1)
        let october = h.lines
        // Cafe Blue is unfolded on October too, with October's table.
        #expect(line(october, "Oct 1 – Oct 31, paid Nov 10").hasPrefix("│  "))
        #expect(line(october, "Base pay · ₩10,320/h").contains("9h  ₩92,880"))
        #expect(line(october, "Coupang Hub").hasPrefix("┃ "), "the second card is still the selected one")
        h.pressKeys(.right)
        #expect(h.lines == before)
    }

    @Test func theSidewaysWheelPagesToo() throws {
        let (h, scene) = try harness()
        h.sendSettled(.mouse(MouseEvent(button: .scrollLeft, x: 10, y: 10)))
        #expect(scene.home.offset == -1)
        h.sendSettled(.mouse(MouseEvent(button: .scrollRight, x: 10, y: 10)))
        #expect(scene.home.offset == 0)
    }

    @Test func upDownAndEnterStillWorkOnAnotherPage() throws {
        let (h, scene) = try harness(TerminalSize(width: 80, height: 40))
        h.pressKeys(.left, .down)
        #expect(scene.home.selectedRow == 1)
        h.pressKeys(.enter)
        #expect(scene.home.expandedRows == [1])
        let lines = h.lines
        // Coupang Hub a month before its next pay: September's work, paid October 30.
        #expect(line(lines, "Sep 1 – Sep 30, paid Oct 30").hasPrefix("┃  "))
        h.pressKeys(.up)
        #expect(scene.home.selectedRow == 0)
        #expect(scene.home.offset == -1)
    }

    @Test func theNightMartCardSaysWhichDaysWerePaidInAdvance() throws {
        let (h, scene) = try harness(TerminalSize(width: 80, height: 40))
        h.pressKeys(.left, .down, .down, .enter)
        let lines = h.lines
        #expect(line(lines, "Night Mart").contains("paid in advance Oct 25"))
        #expect(line(lines, "Oct 1 – Oct 31, paid Oct 25").hasPrefix("┃  "))
        #expect(line(lines, "! paid in advance: Oct 26 – Oct 31 paid Oct 25, before worked") != "")
        withExtendedLifetime(scene) {}
    }

    @Test func pIsThePayslipOfTheMonthOnScreen() throws {
        let (h, scene) = try harness()
        h.pressKeys(.left, .character("p"))
        let lines = h.lines
        #expect(line(lines, "Workplace").contains("Cafe Blue"))
        #expect(line(lines, "Period").contains("2026-10 (2026-10-01 – 2026-10-31)"))
        #expect(line(lines, "Payday").contains("2026-11-10"))
        withExtendedLifetime(scene) {}
    }

    /// `c` opens the calendar on the month on screen: on its 1st for a past month, on today for
    /// the month holding today.
    @Test func cIsTheCalendarOfTheMonthOnScreen() throws {
        let (h, scene) = try harness()
        h.pressKeys(.left, .character("c"))
        #expect(h.lines.contains { $0.contains("Cafe Blue · October 2026") })
        #expect(h.lines.contains { $0.contains("Thu, Oct 1") })
        let (current, _) = try harness()
        current.pressKeys(.character("c"))
        #expect(current.lines.contains { $0.contains("Cafe Blue · November 2026") })
        #expect(current.lines.contains { $0.contains("Sat, Nov 21") })
        withExtendedLifetime(scene) {}
    }

    @Test func withoutAnimationsAPageTurnShowsAtOnce() throws {
        let (h, scene) = try harness(animations: .none)
        h.window.deliver(.key(.left))
        #expect(h.lines[0].contains("Sep–Oct 2026 pay"))
        #expect(line(h.lines, "Cafe Blue").contains("paid Nov 10"))
        #expect(!h.window.needsFrame)
        withExtendedLifetime(scene) {}
    }

    /// Another process adds a shift before the first month: the pages grow to the left, the
    /// month on screen stays, and the new first month is reachable and right.
    @Test func aShiftBeforeTheFirstMonthAddsPagesAndKeepsTheMonthOnScreen() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("paging-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("workplaces.json").path
        try FileManager.default.copyItem(atPath: AppTestSupport.historyFile, toPath: file)
        let session = try PaydaySession.load(
            options: try DataOptions.parse(["--data", file, "--today", AppTestSupport.today]),
            language: .english, animations: .full, clock: Date(timeIntervalSince1970: 0),
            timeZone: TimeZone(identifier: "Asia/Seoul")!)
        let (h, scene, host) = AppTestSupport.hosted(session)
        h.pressKeys(.left)
        #expect(scene.home.offset == -1)
        let descriptors = host.watchedDescriptors
        #expect(descriptors.count == 1)
        let other = DataStore(path: file)
        try other.load()
        let august = try #require(LocalDate(year: 2026, month: 8, day: 3))
        try other.apply(
            .addShift(
                workplace: "Cafe Blue",
                Shift(
                    date: august, start: TimeOfDay(hour: 9, minute: 0)!,
                    end: TimeOfDay(hour: 13, minute: 0)!)))
        var pollDescriptor = pollfd(fd: descriptors[0], events: Int16(POLLIN), revents: 0)
        #expect(poll(&pollDescriptor, 1, 5_000) == 1, "the watcher's descriptor is readable after the save")
        host.wake()
        h.settle()
        // Cafe Blue's August is three months before its next pay.
        #expect(scene.home.months.first == -3)
        #expect(scene.home.offset == -1)
        #expect(h.lines[0].contains("Sep–Oct 2026 pay"))
        #expect(line(h.lines, "Cafe Blue").contains("paid Nov 10  ₩92,880"))
        h.pressKeys(.left, .left)
        #expect(h.lines[0].contains("Jul–Aug 2026 pay"))
        #expect(line(h.lines, "Cafe Blue").contains("paid Sep 10  ₩41,280"))
        #expect(h.log.messages.isEmpty, "\(h.log.messages)")
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
        let (h, scene) = AppTestSupport.open(try AppTestSupport.session(file: file.path))
        #expect(scene.home.computedMonths == [0])
        let opening = scene.home.figures.computedCards
        #expect(opening > 0 && opening <= 8, "\(opening) cards for 5 on screen")
        // The cards on screen take the payslips the title's net counted: one a workplace.
        #expect(scene.home.figures.computedPayslips == 300)
        h.pressKeys(.left)
        #expect(scene.home.computedMonths == [-1, 0])
        let october = scene.home.figures.computedCards
        #expect(october > 0 && october <= 8, "\(october) cards for 5 on screen")
        // The title's net is every workplace's: 300 × 4h at 10,320.
        #expect(h.lines[0].contains("net ₩12,384,000"))
    }

    /// Past `totalSlice` workplaces the title's net is counted a slice a frame: `…` at the
    /// turn, the whole net once the frames have counted every workplace.
    @Test func aLargeFileCountsTheTitlesNetOverFrames() throws {
        let file = try manyWorkplaces(1100)
        #expect(1100 > HomeViewController.totalSlice * 2, "more than two slices")
        defer { try? FileManager.default.removeItem(at: file) }
        let (h, scene) = AppTestSupport.open(try AppTestSupport.session(file: file.path))
        h.window.deliver(.key(.left))
        #expect(h.lines[0].contains("Oct 2026 pay · 1100 workplaces · net … · today"))
        #expect(scene.home.isCountingTotal)
        #expect(h.window.needsFrame)
        h.settle()
        #expect(!scene.home.isCountingTotal)
        // 1,100 × 4h at 10,320.
        #expect(h.lines[0].contains("net ₩45,408,000"))
        #expect(scene.home.figures.computedCards <= 8)
    }

    /// The title names a page by the months its cards show, found among that page's periods: a
    /// daily card steps a day a page, a monthly card a month. On 21 November, Cafe (paid the
    /// 10th) opens on November and Event (paid the next day) on today; a page back shows Cafe's
    /// October beside Event's November 20 (`Oct–Nov`, where the title said `Nov–Oct`), four
    /// pages back Cafe's July beside Event's November 17 (`Jul–Nov`, not `Nov–Jul`). A page
    /// of one month's name in both spans names that month once.
    @Test(arguments: PayrollLanguage.allCases)
    func aPageOfMonthlyAndDailyCardsIsNamedFromItsEarliestMonth(language: PayrollLanguage) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("paging-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        let shift = #"{"date": "2026-07-06", "start": "09:00", "end": "13:00"}"#
        let cafe = #"{"name": "Cafe", "wage": 10320, "payday": {"day": 10}, "shifts": [\#(shift)]}"#
        let event = #"{"name": "Event", "wage": 12000, "payday": {"daily": true, "lagDays": 1}, "shifts": []}"#
        try Data(#"{"version": 1, "workplaces": [\#(cafe), \#(event)]}"#.utf8).write(to: file)
        let (h, scene) = AppTestSupport.open(try AppTestSupport.session(file: file.path, language: language))
        let titles: [(offset: Int, english: String, korean: String)] = [
            (-1, "Oct–Nov 2026 pay", "2026년 10~11월분"), (-4, "Jul–Nov 2026 pay", "2026년 7~11월분"),
        ]
        for (offset, english, korean) in titles {
            while scene.home.offset > offset { h.pressKeys(.left) }
            #expect(scene.home.offset == offset)
            #expect(h.lines[0].contains(language == .english ? english : korean), "\(h.lines[0])")
        }
        let november = PayPeriod(year: 2026, month: 11)
        #expect(
            AppStrings(language).pageName(.months(november, PayPeriod(day: LocalDate(iso: "2026-11-20")!)))
                == (language == .english ? "Nov 2026 pay" : "2026년 11월분"))
    }
}
