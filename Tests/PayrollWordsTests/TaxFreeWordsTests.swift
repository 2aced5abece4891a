import Foundation
import Payroll
import PayrollWords
import Testing

/// Non-taxable pay's lines and notes, in both languages.
@Suite struct TaxFreeWordsTests {
    /// 10 shifts of 8 h (09:00-18:00, an hour's break) from Monday 2026-04-06 at 12,500 won:
    /// 80 h × 12,500 = 1,000,000, no weekly allowance; meals 200,000 on top: gross 1,200,000,
    /// tax-free 200,000, taxable 1,000,000.
    func slip() -> Payslip {
        var place = workplace(
            wage: 12_500, weeklyHolidayAllowance: false, deductions: DeductionRules(incomeTax: .table),
            shifts: (0..<14).map { date("2026-04-06").adding(days: $0) }.filter {
                $0.weekday != .saturday && $0.weekday != .sunday
            }.map {
                shift($0.description, "09:00", "18:00", break: 60)
            })
        place.taxFree = TaxFree(meals: 200_000)
        return Payslip(
            workplace: place, period: PayPeriod(year: 2026, month: 4), today: date("2026-05-20"),
            now: .endOfDay(date("2026-05-20")), holidays: noHolidays, rates: shippedRates)
    }

    @Test func thePayslipsLines() {
        let english = PayslipDocument(worker: nil, slip: slip(), language: .english).text
        #expect(english.contains("Meal allowance"))
        #expect(english.contains("meals 200,000 + premiums 0"))
        // Gross 1,200,000 (80 h + meals), the tax-free part and the taxable gross before the deductions.
        let lines = english.split(separator: "\n").map(String.init)
        let gross = lines.firstIndex { $0.hasPrefix("Gross pay") }
        #expect(gross.map { lines[$0 + 1].hasPrefix("Tax-free pay") } == true)
        #expect(gross.map { lines[$0 + 2].hasPrefix("Taxable pay") && lines[$0 + 2].hasSuffix("1,000,000") } == true)
        let korean = PayslipDocument(worker: nil, slip: slip(), language: .korean).text
        for label in ["식대", "비과세 급여", "식대 200,000 + 연장·야간·휴일 수당 0", "과세 대상 급여"] {
            #expect(korean.contains(label))
        }
        let csv = PayslipDocument(worker: nil, slip: slip(), language: .english).csv
        #expect(csv.contains("pay,Tax-free pay,\"meals 200,000 + premiums 0\",200000\r\n"))
        #expect(csv.contains("pay,Taxable pay,,1000000\r\n"))
    }

    @Test func theNotes() {
        let over = PayslipWarning.taxFreePremiumsTaxed(.monthlyRegularPay(pay: 2_100_140, limit: 2_100_000))
        #expect(
            over.text(.english)
                == "premiums taxed: monthly regular pay 2,100,140 is above 2,100,000 "
                + "(Income Tax Act art. 12 (3), Enforcement Decree art. 17 (1))")
        #expect(over.text(.korean) == "수당 과세: 월정액급여 2,100,140, 기준 2,100,000 초과 (소득세법 제12조제3호, 시행령 제17조제1항)")
        let lastYear = PayslipWarning.taxFreePremiumsTaxed(
            .lastYearPay(year: 2025, pay: 33_600_000, limit: 30_000_000))
        #expect(lastYear.text(.english).hasPrefix("premiums taxed: 2025 pay here, 33,600,000, is above 30,000,000"))
        #expect(lastYear.text(.korean).hasPrefix("수당 과세: 이곳의 2025년 총급여 33,600,000, 기준 30,000,000 초과"))
        let cap = PayslipWarning.taxFreePremiumsCapReached(cap: 2_400_000, usedBefore: 2_100_000)
        #expect(cap.text(.english).hasPrefix("tax-free premiums reach the yearly 2,400,000 (2,100,000 used before"))
        #expect(cap.text(.korean).hasPrefix("비과세 수당이 연간 한도 2,400,000에 도달 (이번 기간 전 2,100,000 사용)"))
        let rule = PayslipWarning.taxFreeNotForThisRule(.businessIncome)
        #expect(rule.text(.english).hasSuffix("3.3% (business income) taxes the whole gross"))
        #expect(rule.text(.korean).hasSuffix("3.3% (사업소득) 방식은 지급액 전체에 과세"))
        #expect(!over.isWarning && !cap.isWarning && !rule.isWarning)
    }
}
