import Payroll
import PayrollWords
import Testing

@testable import PaydayApp

/// The card's forecast and the title's expected total, on Fixtures/plans.json on 2026-11-21 (a
/// Saturday), worked by hand: Cafe Plan is planned Mondays and Wednesdays 09:00-13:00 from
/// Nov 1; it worked Nov 2, 4, 9 and 18 (4 × 4 h = 16 h × 10,320 = ₩165,120 earned), missed
/// Nov 11 and was sick on Nov 16 (unpaid); Nov 23, 25 and 30 are still ahead (3 planned, 12 h),
/// so by payday (Dec 10) it should pay 28 h × 10,320 = ₩288,960 (3 employees: no premiums; no
/// weekly holiday allowance; no deductions). Bookstore has no plans: 8 h = ₩82,560, and no
/// forecast line. The page's expected total is 288,960 + 82,560 = ₩371,520.
@Suite struct ForecastCardTests {
    static let plansFile = AppTestSupport.testsDirectory.appendingPathComponent("Fixtures/plans.json").path

    @Test func cardShowsEarnedAndExpected() throws {
        let (_, scene) = AppTestSupport.open(try AppTestSupport.session(file: Self.plansFile))
        let figures = scene.records.figures(for: 0)
        let cafe = CardText(figures.card(at: 0), strings: AppStrings(.english))
        #expect(cafe.netTotal == "₩165,120")
        #expect(figures.card(at: 0).expectedWon == 288_960)
        #expect(cafe.expected == "expected by payday ₩288,960 · 3 planned, 12h")
        let bookstore = CardText(figures.card(at: 1), strings: AppStrings(.english))
        #expect(bookstore.netTotal == "₩82,560")
        #expect(bookstore.expected == nil)
        #expect(figures.completeTotal == Money(won: 371_520))
        #expect(figures.isExpected)
    }

    @Test func koreanExpectedLine() throws {
        let (_, scene) = AppTestSupport.open(try AppTestSupport.session(file: Self.plansFile, language: .korean))
        let card = CardText(scene.records.figures(for: 0).card(at: 0), strings: AppStrings(.korean))
        #expect(card.expected == "급여일까지 예상 288,960원 · 예정 3회, 12시간")
    }

    /// A page whose periods have no plans keeps the plain net in its title.
    @Test func pageWithoutPlansIsNotExpected() throws {
        let (_, scene) = AppTestSupport.open(try AppTestSupport.session())
        let figures = scene.records.figures(for: 0)
        _ = figures.completeTotal
        #expect(!figures.isExpected)
    }

    private func check(_ name: String, language: PayrollLanguage = .english, width: Int, height: Int) throws {
        let (screen, log) = try AppTestSupport.render(
            file: Self.plansFile, language: language, width: width, height: height)
        #expect(log.isEmpty, "layout log: \(log)")
        AppTestSupport.assertSnapshot(screen, named: name)
    }

    @Test func english80x24() throws { try check("en-80x24-forecast", width: 80, height: 24) }
    @Test func korean80x24() throws { try check("ko-80x24-forecast", language: .korean, width: 80, height: 24) }
    @Test func english40x20() throws { try check("en-40x20-forecast", width: 40, height: 20) }
    @Test func korean40x20() throws { try check("ko-40x20-forecast", language: .korean, width: 40, height: 20) }
}
