import Payroll
import PayrollWords
import Testing

@testable import PaydayApp
@testable import PaydayCommandLine

/// Korean names the pay that reaches the worker one way wherever it appears: the payslip's line,
/// the app's title line, `summary`, `paydays` and the year's tables all say the payslip's own
/// word (실지급액), and none says 실수령 or 실수령액 (it was named three ways).
@Suite struct NetPayNamedOnceTests {
    @Test func everyKoreanPlaceSaysThePayslipsWord() throws {
        let net = PayslipWords(language: .korean).label(.net)
        #expect(net == "실지급액")
        let day = try #require(LocalDate(year: 2026, month: 11, day: 21))
        let korean = Korean()
        let places = [
            korean.total("308,840원", isExpected: false),
            korean.summaryLine("카페", until: "D-3", payday: day, period: "2026-11", net: "308,840원"),
            PaydaysWords.words(.korean).heading(from: day, through: day),
            korean.statisticsColumns.joined(separator: " "),
            korean.expectedNetColumn,
        ]
        for place in places {
            #expect(place.contains(net), "\(place)")
            #expect(!place.contains("실수령"), "\(place)")
        }
    }

    /// A payday is 급여일 wherever a line names one (the card's countdown, `paydays`' heading,
    /// `summary`), not 월급날, the app's name, which says a month's pay where a week's or a day's
    /// may be meant.
    @Test func theKoreanPaydayIsNamedOnce() throws {
        let day = try #require(LocalDate(year: 2026, month: 11, day: 21))
        let line = Korean().summaryLine("카페", until: "D-3", payday: day, period: "2026-11-16", net: "1원")
        #expect(line.contains("급여일 2026-11-21"), "\(line)")
        #expect(!line.contains("월급날"), "\(line)")
        #expect(PaydaysWords.words(.korean).heading(from: day, through: day).contains("급여일"))
    }

    /// English keeps its two registers: `net` on the title line and in `summary`, `Net pay` as the
    /// payslip's line; this pins them so that the Korean change above moved nothing in English.
    @Test func englishIsUnchanged() throws {
        let day = try #require(LocalDate(year: 2026, month: 11, day: 21))
        let english = English()
        #expect(english.total("₩1", isExpected: false) == "net ₩1")
        #expect(
            english.summaryLine("Cafe", until: "D-3", payday: day, period: "2026-11", net: "₩1").hasSuffix("net ₩1"))
        #expect(PaydaysWords.words(.english).heading(from: day, through: day).hasSuffix("expected net:"))
    }
}
