import Foundation
import Payroll
import PayrollWords
import Testing

/// The sentences of the law's finer cases, in both languages.
@Suite struct LawCaseWordsTests {
    func calculation(_ language: PayrollLanguage, pay: Int, children: Int, rate: Int, tax: Int, reduction: Int)
        -> String
    {
        PayslipWords(language: language).incomeTax(
            .table(
                pay: pay, dependants: 1, children: children, rate: rate, tableTax: tax, reduction: reduction,
                effectiveFrom: LocalDate(iso: "2026-03-01")!))
    }

    /// The brackets say what is multiplied: (2,000,407 − 45,830) × 120% = 2,346,693.6; above 10
    /// million the row is the table's formula, and a children's amount above the tax is held at zero.
    @Test func theTablesCalculationWritesItsBrackets() {
        #expect(
            calculation(.english, pay: 12_000_000, children: 2, rate: 120, tax: 2_000_407, reduction: 45_830)
                == "formula above 10 million, 1 dependant: (2,000,407 − 45,830 (2 aged 8-20)) × 120%")
        #expect(
            calculation(.korean, pay: 12_000_000, children: 2, rate: 120, tax: 2_000_407, reduction: 45_830)
                == "1천만원 초과 계산식 공제대상가족 1명: (2,000,407 − 45,830 (8~20세 자녀 2명)) × 120%")
        #expect(
            calculation(.english, pay: 3_000_000, children: 1, rate: 100, tax: 31_940, reduction: 12_500)
                == "table, 1 dependant: 31,940 − 12,500 (1 aged 8-20)")
        #expect(
            calculation(.english, pay: 2_000_000, children: 1, rate: 80, tax: 10_000, reduction: 20_830)
                == "table, 1 dependant: (10,000 − 20,830 (1 aged 8-20)) × 80%; under zero, held at zero")
        #expect(
            calculation(.korean, pay: 2_000_000, children: 1, rate: 100, tax: 10_000, reduction: 20_830)
                == "간이세액표 공제대상가족 1명: 10,000 − 20,830 (8~20세 자녀 1명); 0 미만이라 0")
        #expect(
            calculation(.english, pay: 3_000_000, children: 0, rate: 120, tax: 74_350, reduction: 0)
                == "table, 1 dependant: 74,350 × 120%")
    }

    /// The severance formula with the daily wage to a hundredth: 4 employees, 10,000 won, 20
    /// contracted hours, Monday to Friday 09:00-19:00 from 2026-08-03 to 2026-10-30 (65 shifts ×
    /// 100,000 = 6,500,000, plus 12 allowances × 4 h × 10,000 = 480,000), service 2025-09-27 to
    /// 2026-10-31 (400 days): 6,980,000 / 92 = 75,869.56; × 30 × 400 / 365 = 2,494,341.69 -> 2,494,341
    /// (unrounded, 6,980,000 × 30 × 400 / (92 × 365) = 2,494,341.87: the same won).
    @Test func theSeveranceFormulaRecomputes() {
        var shifts: [Shift] = []
        var day = LocalDate(iso: "2026-08-03")!
        while day <= LocalDate(iso: "2026-10-30")! {
            if day.weekday != .saturday && day.weekday != .sunday {
                shifts.append(Shift(date: day, start: TimeOfDay(text: "09:00")!, end: TimeOfDay(text: "19:00")!))
            }
            day = day.adding(days: 1)
        }
        let place = Workplace(
            name: "편의점", employees: 4, wages: WageHistory(hourly: 10_000), payday: PaydayRule(day: 10),
            contractWeeklyHours: 20, shifts: shifts, startDate: LocalDate(iso: "2025-09-27"),
            endDate: LocalDate(iso: "2026-10-31"))
        let today = LocalDate(iso: "2028-12-01")!
        func lines(_ language: PayrollLanguage) -> [String] {
            EntitlementsDocument(
                workplace: place,
                basis: PayBasis(today: today, now: .endOfDay(today), holidays: noHolidays, rates: shippedRates),
                language: language
            ).severanceLines
        }
        #expect(lines(.english).contains("  Amount: ₩75,869.56 × 30 × 400 / 365 = ₩2,494,341"))
        #expect(lines(.korean).contains("  금액: 75,869.56원 × 30 × 400 / 365 = 2,494,341원"))
        #expect(LawCaseFigures.hundredths(5_158_242) == "51,582.42")
        #expect(LawCaseFigures.hundredths(4_000_005) == "40,000.05")
        #expect(LawCaseFigures.hundredths(4_000_000) == "40,000")
    }

    /// The summary's pay items add up to its gross, leave pay included. April 2026 at 5
    /// employees, 10,000 won, 20 contracted hours, Monday to Friday 09:00-13:00 planned and
    /// worked but Wednesday April 15, taken as leave: 21 shifts × 4 h × 10,000 = 840,000; the
    /// weeks to April 5, 12, 19, 26 earn 4 h × 10,000 = 40,000 each (160,000); the leave day 4 h ×
    /// 10,000 = 40,000. Gross 840,000 + 160,000 + 40,000 = 1,040,000.
    @Test func theSummarysPayItemsAddUpToGross() throws {
        let job = martWithLeaveInApril(wage: 10_000, end: "13:00")
        let april = Payslip(
            workplace: job, period: PayPeriod(year: 2026, month: 4), today: date("2026-05-20"),
            now: .endOfDay(date("2026-05-20")), holidays: noHolidays, rates: shippedRates
        ).withForecast(workplace: job, now: .endOfDay(date("2026-05-20")), holidays: noHolidays, rates: shippedRates)
        let json = SummaryJSON.document(today: date("2026-05-20"), payslips: [april])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let place = try #require((root["workplaces"] as? [[String: Any]])?.first)
        let pay = try #require(place["pay"] as? [String: Int])
        #expect(pay["annualLeave"] == 40_000)
        #expect(pay["base"] == 840_000)
        #expect(pay["weeklyHolidayAllowance"] == 160_000)
        #expect(pay["gross"] == 1_040_000)
        #expect(pay.filter { $0.key != "gross" }.values.reduce(0, +) == pay["gross"])
        let expected = try #require(place["expected"] as? [String: Int])
        let items = ["base", "premiums", "weeklyHolidayAllowance", "paidHolidays", "shutdownAllowance", "annualLeave"]
        #expect(items.compactMap { expected[$0] }.reduce(0, +) == expected["gross"])
    }
}
