import Canvas
import Foundation
import Layout
import LayoutTesting
import Payroll
import Terminal
import Testing

@testable import PaydayApp
@testable import Payroll

/// A card's header keeps room for the workplace's name: where the whole D-day (`급여일까지 D-19`)
/// would leave the name fewer than 12 columns, the header shows its compact form (`D-19`), and
/// the whole one again once the card is wide enough; English has no shorter form.
@Suite struct CompactPaydayStatusTests {
    /// The demo's first card's header line on `lines`.
    private func firstHeader(_ lines: [String]) -> String {
        lines.first { $0.hasPrefix("┃") || $0.hasPrefix("│") } ?? ""
    }

    /// The name on a header line: from after the border to the first run of two spaces or the
    /// warning mark (` ! `).
    private func name(_ header: String) -> Substring {
        let inner = header.dropFirst(2)
        let end =
            [inner.firstRange(of: "  "), inner.firstRange(of: " ! ")].compactMap { $0?.lowerBound }.min()
            ?? inner.endIndex
        return inner[..<end]
    }

    /// Whether a header shows its name whole, or cut but at 12 columns or more.
    private func keepsTheName(_ header: String) -> Bool {
        let shown = name(header)
        return !shown.contains("…") || displayWidth(of: shown) >= 12
    }

    @Test func theCompactFormIsTheDayAloneOnlyWhileCounting() {
        let korean = AppStrings(.korean)
        let payday = LocalDate(year: 2026, month: 12, day: 10)!
        func status(_ strings: AppStrings, _ status: PeriodStatus, _ days: Int) -> PaydayStatusText {
            strings.paydayStatus(status: status, daysUntilPayday: days, payday: payday, inAdvance: false)
        }
        #expect(status(korean, .current, 19) == PaydayStatusText(whole: "급여일까지 D-19", compact: "D-19"))
        #expect(status(korean, .upcoming, 40).compact == "D-40")
        // Payday itself and a paid period have no shorter form.
        #expect(status(korean, .current, 0) == PaydayStatusText(whole: "오늘 급여일", compact: "오늘 급여일"))
        #expect(status(korean, .paid, 0) == PaydayStatusText(whole: "12월 10일 지급", compact: "12월 10일 지급"))
        #expect(status(AppStrings(.english), .current, 19) == PaydayStatusText(whole: "D-19", compact: "D-19"))
    }

    /// At 40 columns the Korean header shows `D-19` and the name whole (or 12 columns of it);
    /// at 80 the whole `급여일까지 D-19`; a resize either way shows what a fresh window of that
    /// size shows, with no conflict logged.
    @Test func theHeaderFollowsItsWidth() throws {
        let narrow = TerminalSize(width: 40, height: 20)
        let wide = TerminalSize(width: 80, height: 24)
        let (harness, scene) = AppTestSupport.open(try AppTestSupport.session(language: .korean), size: wide)
        let wideHeader = firstHeader(harness.lines)
        #expect(wideHeader.contains("급여일까지 D-19"), "\(wideHeader)")
        harness.window.deliver(.resize(narrow))
        let narrowLines = harness.lines
        let narrowHeader = firstHeader(narrowLines)
        #expect(narrowHeader.contains(" D-19 ") && !narrowHeader.contains("급여일까지"), "\(narrowHeader)")
        #expect(keepsTheName(narrowHeader), "\(narrowHeader)")
        let (fresh, freshScene) = AppTestSupport.open(try AppTestSupport.session(language: .korean), size: narrow)
        #expect(narrowLines == fresh.lines)
        harness.window.deliver(.resize(wide))
        #expect(firstHeader(harness.lines) == wideHeader)
        #expect(harness.log.messages.isEmpty, "\(harness.log.messages)")
        withExtendedLifetime((scene, freshScene)) {}
    }

    /// Every card at 40 columns: the whole form would have cut the names to a few columns.
    @Test func theNameKeepsMoreThanTheWholeFormLeft() throws {
        let lines = try AppTestSupport.render(language: .korean, width: 40, height: 20).screen
            .split(separator: "\n").map(String.init)
        for header in lines where (header.hasPrefix("┃") || header.hasPrefix("│")) && header.contains(" D-") {
            #expect(!header.contains("급여일까지 D-"), "\(header)")
            #expect(keepsTheName(header), "\(header)")
        }
    }

    /// Money ahead's lines say a payday's D-day as the card does (`오늘 급여일` in Korean on the
    /// day), and a period not yet begun as such, not `so far ₩0`.
    @Test func moneyAheadSaysTheDayAndAPeriodNotStarted() {
        let period = PayPeriod(year: 2026, month: 12)
        let payday = UpcomingPayday(
            workplace: "Cafe", period: period, payday: LocalDate(year: 2027, month: 1, day: 10)!, earned: .zero,
            expected: Payslip.Forecast(
                minutes: .init(), pay: .init(), deductions: .init(), plannedAhead: 0, plannedAheadMinutes: 0))
        let november = LocalDate(year: 2026, month: 11, day: 21)!
        let onTheDay = LocalDate(year: 2027, month: 1, day: 10)!
        #expect(AppStrings(.english).paydayLines(payday, today: november)[1].amount == "not started")
        #expect(AppStrings(.korean).paydayLines(payday, today: november)[1].amount == "시작 전")
        #expect(AppStrings(.korean).paydayLines(payday, today: november)[0].line == "1월 10일 · D-50 · Cafe")
        #expect(AppStrings(.korean).paydayLines(payday, today: onTheDay)[0].line == "1월 10일 · 오늘 급여일 · Cafe")
        #expect(AppStrings(.english).paydayLines(payday, today: onTheDay)[0].line == "Jan 10 · D-day · Cafe")
        #expect(AppStrings(.english).paydayLines(payday, today: onTheDay)[1].amount == "so far ₩0")
    }
}
