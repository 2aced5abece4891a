import Foundation
import Testing

@testable import Payroll

/// The estimates of money the state owes the worker, each checked by hand from the law's
/// figures in `state-money.json` (the arithmetic in the comments).
@Suite struct StateMoneyFiguresTests {
    @Test func theShippedFileReadsWholeAndCoversItsYears() throws {
        let figures = try StateMoneyFigures.bundled()
        #expect(figures.knownYears == 2023...2026)
        for year in 2023...2026 {
            let tax = try #require(figures.incomeTax(year: year))
            // 소득세법 art. 55(1): 6% to 14 million, then 840,000 + 15% of the excess.
            #expect(tax.rates.value(at: 14_000_000) == 840_000)
            #expect(tax.rates.value(at: 50_000_000) == 6_240_000)
            #expect(tax.rates.value(at: 88_000_000) == 15_360_000)
            #expect(tax.rates.value(at: 1_000_000_000) == 384_060_000)
            // art. 47(1): 12,000,000 + 5% over 45 million; capped at 20 million.
            #expect(tax.employmentIncomeDeduction.value(at: 45_000_000) == 12_000_000)
            #expect(tax.employmentIncomeDeductionCap == 20_000_000)
            #expect(tax.basicDeductionPerPerson == 1_500_000)
            #expect(tax.standardCreditEmployee == 130_000 && tax.standardCreditOtherwise == 70_000)
        }
        #expect(figures.incomeTax(year: 2022) == nil)
        #expect(figures.unemployment.dailyCap(on: date("2025-12-31")) == 66_000)
        #expect(figures.unemployment.dailyCap(on: date("2026-01-01")) == 68_100)
        // The two-earner income limit rose to 44 million for income year 2024 (조특법 art. 100-3).
        #expect(figures.eitc(year: 2023)?.zones[.twoEarner]?.incomeLimit == 38_000_000)
        #expect(figures.eitc(year: 2024)?.zones[.twoEarner]?.incomeLimit == 44_000_000)
    }

    @Test func theChildCreditsAgeMovesWithTheChildAllowance() throws {
        let figures = try StateMoneyFigures.bundled()
        let household = TaxHousehold(dependants: 4, children: .birthYears([2008, 2016, 2017]))
        // 2025: 8 and over: born 2008 (17), 2016 (9), 2017 (8) all count.
        #expect(household.children(in: 2025, credit: try #require(figures.incomeTax(year: 2025)).childCredit) == 3)
        // 2026: 9 and over, and those born in 2017 not before 2030: 2008 and 2016 count.
        #expect(household.children(in: 2026, credit: try #require(figures.incomeTax(year: 2026)).childCredit) == 2)
        // 2025 amounts: 250,000, 550,000 for two, 400,000 more for each further child.
        let credit = try #require(figures.incomeTax(year: 2025)).childCredit
        #expect(credit.amount(children: 1) == 250_000)
        #expect(credit.amount(children: 2) == 550_000)
        #expect(credit.amount(children: 3) == 950_000)
        #expect(try #require(figures.incomeTax(year: 2024)).childCredit.amount(children: 2) == 350_000)
    }

    /// Two entries of a list from the same year are refused by the list's path: which of them
    /// holds that year would be a guess (the year's income tax took the first, the credit the last).
    @Test func twoEntriesFromOneYearAreRefused() throws {
        let url = try #require(ShippedResources.url(named: StateMoneyFigures.fileName))
        let text = try String(contentsOf: url, encoding: .utf8)
        let credits = text.replacingOccurrences(of: #""fromIncomeYear": 2022,"#, with: #""fromIncomeYear": 2024,"#)
        #expect(credits != text)
        #expect(throws: StateMoneyFigures.LoadProblem.badFigure("eitc")) {
            try StateMoneyFigures.parse(Data(credits.utf8))
        }
        // The employment income tax credit's entries from 2015 and 2023 both from 2023.
        let taxCredits = text.replacingOccurrences(of: #""fromYear": 2015,"#, with: #""fromYear": 2023,"#)
        #expect(taxCredits != text)
        #expect(throws: StateMoneyFigures.LoadProblem.badFigure("incomeTax.employmentIncomeTaxCredit")) {
            try StateMoneyFigures.parse(Data(taxCredits.utf8))
        }
    }

    @Test func aBrokenScheduleIsRefused() {
        // 14,000,000 × 15% − 1,000,000 = 1,100,000, not the 840,000 the 6% band reaches.
        let brackets = [
            TaxBracket(upTo: 14_000_000, rate: Ratio(6, 100), quickDeduction: 0),
            TaxBracket(upTo: nil, rate: Ratio(15, 100), quickDeduction: 1_000_000),
        ]
        #expect(TaxBracket.schedule(brackets) == nil)
    }
}

@Suite struct IncomeTaxEstimateTests {
    let figures: StateMoneyFigures = {
        do { return try StateMoneyFigures.bundled() } catch { preconditionFailure("state-money.json: \(error)") }
    }()

    func may(_ receipts: Int, lastYear: Int = 0, dependants: Int = 1) throws -> TaxEstimate {
        let business = BusinessYear(
            receipts: receipts, lastYearReceipts: lastYear, withheldIncomeTax: receipts * 3 / 100,
            withheldLocalTax: receipts * 3 / 1000, businessCode: "940909")
        let estimate = try IncomeTaxEstimator.estimate(
            year: 2025, employment: nil, business: business, household: TaxHousehold(dependants: dependants),
            figures: figures)
        #expect(estimate.yearEnd == nil)
        return try #require(estimate.mayReturn)
    }

    @Test func aThreePointThreeWorkerAtEightMillion() throws {
        // Expenses 8,000,000 × 64.1% = 5,128,000; income 2,872,000; less 1,500,000 for the
        // worker: base 1,372,000; 6% = 82,320; less the standard credit 70,000: 12,320.
        // Withheld 240,000: back 227,680. Local: 1,232 decided, 24,000 withheld: 22,768 → 22,760.
        let estimate = try may(8_000_000)
        #expect(estimate.steps.first { $0.name == .simpleExpenses }?.won == 5_128_000)
        #expect(estimate.steps.first { $0.name == .taxBase }?.won == 1_372_000)
        #expect(estimate.steps.first { $0.name == .decidedTax }?.won == 12_320)
        #expect(estimate.refund == 227_680)
        #expect(estimate.localRefund == 22_760)
    }

    @Test func aThreePointThreeWorkerAtFifteenMillion() throws {
        // 15,000,000 − 9,615,000 = 5,385,000; base 3,885,000; 6% = 233,100; − 70,000 = 163,100.
        // Back 450,000 − 163,100 = 286,900; local 45,000 − 16,310 = 28,690.
        let estimate = try may(15_000_000)
        #expect(estimate.steps.first { $0.name == .decidedTax }?.won == 163_100)
        #expect(estimate.refund == 286_900)
        #expect(estimate.localRefund == 28_690)
    }

    @Test func aThreePointThreeWorkerAtThirtyMillion() throws {
        // 30,000,000 − 19,230,000 = 10,770,000; base 9,270,000; 6% = 556,200; − 70,000 = 486,200.
        // Back 900,000 − 486,200 = 413,800; local 90,000 − 48,620 = 41,380.
        let estimate = try may(30_000_000)
        #expect(estimate.refund == 413_800)
        #expect(estimate.localRefund == 41_380)
    }

    @Test func theStandardRateStopsTheEstimate() throws {
        // Last year's 36,000,000 reaches the personal services' threshold: no simple rate.
        let lastYear = try may(20_000_000, lastYear: 36_000_000)
        #expect(lastYear.refund == nil)
        #expect(lastYear.reason == .standardRateLastYear(receipts: 36_000_000, threshold: 36_000_000))
        #expect(try may(75_000_000).reason == .standardRateThisYear(receipts: 75_000_000, threshold: 75_000_000))
        // Above 40 million the notice sets a rate of its own that the data does not hold yet.
        #expect(try may(45_000_000).reason == .rateAboveNotKnown(code: "940909", above: 40_000_000))
        let whole = try IncomeTaxEstimator.estimate(
            year: 2025, employment: nil,
            business: BusinessYear(
                receipts: 45_000_000, withheldIncomeTax: 1_350_000, withheldLocalTax: 135_000, businessCode: "940909"),
            household: TaxHousehold(dependants: 1), figures: figures)
        #expect(whole.refund == nil)
    }

    func yearEnd(_ employment: EmploymentYear, household: TaxHousehold, year: Int = 2025) throws -> TaxEstimate {
        let estimate = try IncomeTaxEstimator.estimate(
            year: year, employment: employment, business: nil, household: household, figures: figures)
        #expect(estimate.mayReturn == nil)
        return try #require(estimate.yearEnd)
    }

    @Test func anEmployeeAtTwelveMillionAlone() throws {
        // Deduction 3,500,000 + 40% × 7,000,000 = 6,300,000; income 5,700,000.
        // Standard way: base 5,700,000 − 1,500,000 − 540,000 = 3,660,000; 6% = 219,600; credit
        // 55% = 120,780 and 130,000: nothing due. Withheld 30,000 and 3,000 come back.
        let employment = EmploymentYear(
            totalPay: 12_000_000, pension: 540_000, health: 425_400, longTermCare: 55_080,
            employmentInsurance: 108_000, withheldIncomeTax: 30_000, withheldLocalTax: 3_000)
        let estimate = try yearEnd(employment, household: TaxHousehold(dependants: 1))
        #expect(estimate.steps.first { $0.name == .employmentIncomeDeduction }?.won == 6_300_000)
        #expect(estimate.steps.first { $0.name == .decidedTax }?.won == 0)
        #expect(estimate.refund == 30_000)
        #expect(estimate.localRefund == 3_000)
    }

    @Test func anEmployeeAtTwentyMillionWithTwoDependantsAndAChild() throws {
        // Deduction 7,500,000 + 15% × 5,000,000 = 8,250,000; income 11,750,000. Standard way:
        // base 11,750,000 − 3,000,000 − 900,000 = 7,850,000; 6% = 471,000; credits 259,050 +
        // 250,000 (one child, born 2015: 10 in 2025) + 130,000 exceed it: nothing due.
        let employment = EmploymentYear(
            totalPay: 20_000_000, pension: 900_000, health: 709_000, longTermCare: 91_810, employmentInsurance: 180_000,
            withheldIncomeTax: 200_000, withheldLocalTax: 20_000)
        let estimate = try yearEnd(employment, household: TaxHousehold(dependants: 2, children: .birthYears([2015])))
        #expect(estimate.steps.first { $0.name == .childCredit }?.won == 250_000)
        #expect(estimate.steps.first { $0.name == .decidedTax }?.won == 0)
        #expect(estimate.refund == 200_000)
    }

    @Test func anEmployeeAtTwentyEightMillionChoosesTheStandardCredit() throws {
        // Deduction 7,500,000 + 15% × 13,000,000 = 9,450,000; income 18,550,000.
        // Special way: base 18,550,000 − 1,500,000 − 1,260,000 − 1,373,140 = 14,416,860;
        //   15% − 1,260,000 = 902,529; credit 55% = 496,390; decided 406,139.
        // Standard way: base 18,550,000 − 2,760,000 = 15,790,000; tax 1,108,500; credit 55% =
        //   609,675 and 130,000: decided 368,825, the lower.
        // Withheld 600,000: back 231,175 → 231,170. Local: 36,882 decided, 60,000 withheld:
        // 23,118 → 23,110.
        let employment = EmploymentYear(
            totalPay: 28_000_000, pension: 1_260_000, health: 992_600, longTermCare: 128_540,
            employmentInsurance: 252_000, withheldIncomeTax: 600_000, withheldLocalTax: 60_000)
        let estimate = try yearEnd(employment, household: TaxHousehold(dependants: 1))
        #expect(estimate.steps.contains { $0.name == .standardCredit })
        #expect(!estimate.steps.contains { $0.name == .insuranceDeduction })
        #expect(estimate.steps.first { $0.name == .calculatedTax }?.won == 1_108_500)
        #expect(estimate.steps.first { $0.name == .decidedTax }?.won == 368_825)
        #expect(estimate.refund == 231_170)
        #expect(estimate.localRefund == 23_110)
        // With three dependants and two children (born 2010 and 2013) nothing is due.
        let family = try yearEnd(
            employment, household: TaxHousehold(dependants: 3, children: .birthYears([2010, 2013])))
        #expect(family.steps.first { $0.name == .decidedTax }?.won == 0)
        #expect(family.refund == 600_000)
    }

    @Test func theSpecialDeductionWinsWhenItIsLarger() throws {
        // Same pay, premiums of 3,000,000 (a large health premium): special way base
        // 18,550,000 − 1,500,000 − 1,260,000 − 3,000,000 = 12,790,000; 6% = 767,400; credit
        // 422,070: 345,330, below the standard way's 368,825.
        let employment = EmploymentYear(
            totalPay: 28_000_000, pension: 1_260_000, health: 2_748_000, longTermCare: 0, employmentInsurance: 252_000,
            withheldIncomeTax: 345_330, withheldLocalTax: 34_533)
        let estimate = try yearEnd(employment, household: TaxHousehold(dependants: 1))
        #expect(estimate.steps.first { $0.name == .insuranceDeduction }?.won == 3_000_000)
        #expect(estimate.steps.first { $0.name == .decidedTax }?.won == 345_330)
        #expect(estimate.refund == 0)
    }

    @Test func payAndReceiptsInOneYearAreAddedAsTheLawAddsThem() throws {
        // February: the pay alone (12,000,000 as above) decides 0; 30,000 withheld comes back.
        // May: income 5,700,000 + 2,872,000 = 8,572,000. Standard way: base 8,572,000 − 2,040,000
        // = 6,532,000; 6% = 391,920; the pay's share 391,920 × 5,700,000 / 8,572,000 = 260,609;
        // its credit 55% = 143,334; and 130,000: decided 118,586 (the special way: 226,190).
        // Already settled 0; withheld 240,000: back 121,414 → 121,410. Local 11,858 against
        // 24,000: 12,142 → 12,140. The year: 30,000 + 121,410 = 151,410.
        let employment = EmploymentYear(
            totalPay: 12_000_000, pension: 540_000, health: 425_400, longTermCare: 55_080,
            employmentInsurance: 108_000, withheldIncomeTax: 30_000, withheldLocalTax: 3_000)
        let business = BusinessYear(
            receipts: 8_000_000, withheldIncomeTax: 240_000, withheldLocalTax: 24_000, businessCode: "940909")
        let estimate = try IncomeTaxEstimator.estimate(
            year: 2025, employment: employment, business: business, household: TaxHousehold(dependants: 1),
            figures: figures)
        #expect(estimate.yearEnd?.refund == 30_000)
        let may = try #require(estimate.mayReturn)
        #expect(may.steps.first { $0.name == .totalIncome }?.won == 8_572_000)
        #expect(may.steps.first { $0.name == .decidedTax }?.won == 118_586)
        #expect(may.refund == 121_410)
        #expect(may.localRefund == 12_140)
        #expect(estimate.refund == 151_410)
        #expect(estimate.localRefund == 15_140)
    }

    @Test func aYearTheDataDoesNotCoverNamesTheKnownYears() {
        #expect(throws: IncomeTaxEstimator.Problem.unknownYear(2030, known: 2023...2026)) {
            try IncomeTaxEstimator.estimate(
                year: 2030, employment: EmploymentYear(totalPay: 1), business: nil,
                household: TaxHousehold(dependants: 1), figures: figures)
        }
    }
}

@Suite struct EarnedIncomeTaxCreditTests {
    let figures: StateMoneyFigures = {
        do { return try StateMoneyFigures.bundled() } catch { preconditionFailure("state-money.json: \(error)") }
    }()

    func credit(
        pay: Int, receipts: Int = 0, household: StateMoneyFigures.Household = .single, spouse: Int? = nil,
        assets: Int = 0, year: Int = 2025
    ) -> EarnedIncomeTaxCreditEstimate {
        EarnedIncomeTaxCreditEstimate(
            year: year, pay: pay, receipts: receipts,
            answers: .init(household: household, spouseIncome: spouse, assets: assets), figures: figures)
    }

    @Test func aSingleWorkerAtEachZonesEdges() {
        // Rising: 1,650,000 × x / 4,000,000.
        #expect(credit(pay: 3_999_999).amount == 1_649_999)
        #expect(credit(pay: 4_000_000).amount == 1_650_000)
        #expect(credit(pay: 9_000_000).amount == 1_650_000)
        // Falling: 1,650,000 − 1,650,000 × (x − 9,000,000) / 13,000,000, rounded down.
        #expect(credit(pay: 9_000_001).amount == 1_649_999)
        #expect(credit(pay: 15_500_000).amount == 825_000)
        // At the limit, not eligible.
        let atLimit = credit(pay: 22_000_000)
        #expect(atLimit.eligible == false)
        #expect(atLimit.reasons == [.incomeAtOrAboveLimit(income: 22_000_000, limit: 22_000_000)])
    }

    @Test func smallAmountsFollowTheMinimumRules() {
        // 30,000 × 0.4125 = 12,375: under 15,000, nothing.
        #expect(credit(pay: 30_000).amount == 0)
        #expect(credit(pay: 30_000).reasons == [.belowLeastPaid(amount: 12_375, least: 15_000)])
        // 100,000 × 0.4125 = 41,250 in the rising zone: raised to 100,000.
        #expect(credit(pay: 100_000).amount == 100_000)
        // 21,850,000: 1,650,000 − 1,630,962 = 19,038 in the falling zone: raised to 30,000.
        #expect(credit(pay: 21_850_000).amount == 30_000)
        // 21,900,000: 12,692, nothing.
        #expect(credit(pay: 21_900_000).amount == 0)
    }

    @Test func oneAndTwoEarnerHouseholds() {
        // One earner: 2,850,000 from 7 to 14 million; the spouse's 2,000,000 counts in.
        #expect(credit(pay: 5_000_000, household: .oneEarner, spouse: 2_000_000).amount == 2_850_000)
        // Two earners: 3,300,000 × 8,000,000 / 8,000,000 at 4 + 4 million.
        #expect(credit(pay: 4_000_000, household: .twoEarner, spouse: 4_000_000).amount == 3_300_000)
        // 2025: the limit is 44 million; at 43,000,000: 3,300,000 − 3,300,000 × 26/27 = 122,222.2.
        #expect(credit(pay: 40_000_000, household: .twoEarner, spouse: 3_000_000).amount == 122_222)
        // A "two-earner" whose spouse earned under 3,000,000 is one-earner.
        let corrected = credit(pay: 10_000_000, household: .twoEarner, spouse: 1_000_000)
        #expect(corrected.reasons.contains(.householdTypeFromSpouseIncome(.oneEarner)))
        #expect(corrected.amount == 2_850_000)
    }

    @Test func aOneEarnerHouseholdAtEachZonesEdges() {
        // The spouse earns nothing: the worker's pay is the household's. Rising to 7,000,000:
        // 2,850,000 × 6,999,999 / 7,000,000 = 2,849,999.59 → 2,849,999.
        #expect(credit(pay: 6_999_999, household: .oneEarner, spouse: 0).amount == 2_849_999)
        #expect(credit(pay: 7_000_000, household: .oneEarner, spouse: 0).amount == 2_850_000)
        #expect(credit(pay: 14_000_000, household: .oneEarner, spouse: 0).amount == 2_850_000)
        // Falling over 18,000,000 to the limit 32,000,000: at 14,000,001 the fall is
        // 2,850,000 / 18,000,000 = 0.158 rounded up to 1: 2,849,999; at 23,000,000 the fall is
        // 2,850,000 × 9/18 = 1,425,000: 1,425,000.
        #expect(credit(pay: 14_000_001, household: .oneEarner, spouse: 0).amount == 2_849_999)
        #expect(credit(pay: 23_000_000, household: .oneEarner, spouse: 0).amount == 1_425_000)
        // One won under the limit: 2,850,000 × 1 / 18,000,000 = 0.158 → 0, under 15,000: nothing.
        #expect(credit(pay: 31_999_999, household: .oneEarner, spouse: 0).amount == 0)
        #expect(
            credit(pay: 32_000_000, household: .oneEarner, spouse: 0).reasons
                == [.incomeAtOrAboveLimit(income: 32_000_000, limit: 32_000_000)])
    }

    @Test func aTwoEarnerHouseholdAtEachZonesEdges() {
        // The spouse's 3,000,000 makes the household two-earner and counts in. Rising to
        // 8,000,000: 3,300,000 × 7,999,999 / 8,000,000 = 3,299,999.59 → 3,299,999.
        #expect(credit(pay: 4_999_999, household: .twoEarner, spouse: 3_000_000).amount == 3_299_999)
        #expect(credit(pay: 5_000_000, household: .twoEarner, spouse: 3_000_000).amount == 3_300_000)
        #expect(credit(pay: 14_000_000, household: .twoEarner, spouse: 3_000_000).amount == 3_300_000)
        // Falling from 17,000,000 to 2025's limit 44,000,000 (27,000,000 wide): at 30,500,000
        // the fall is 3,300,000 × 13.5/27 = 1,650,000: 1,650,000.
        #expect(credit(pay: 14_000_001, household: .twoEarner, spouse: 3_000_000).amount == 3_299_999)
        #expect(credit(pay: 27_500_000, household: .twoEarner, spouse: 3_000_000).amount == 1_650_000)
        #expect(
            credit(pay: 41_000_000, household: .twoEarner, spouse: 3_000_000).reasons
                == [.incomeAtOrAboveLimit(income: 44_000_000, limit: 44_000_000)])
        // For 2023's income the limit was 38,000,000 (21,000,000 wide): at 27,500,000 the fall
        // is 3,300,000 × 10.5/21 = 1,650,000: 1,650,000; at 38,000,000, not eligible.
        #expect(credit(pay: 24_500_000, household: .twoEarner, spouse: 3_000_000, year: 2023).amount == 1_650_000)
        #expect(credit(pay: 35_000_000, household: .twoEarner, spouse: 3_000_000, year: 2023).eligible == false)
    }

    @Test func assetsHalveAndThenEndTheCredit() {
        #expect(credit(pay: 5_000_000, assets: 169_999_999).amount == 1_650_000)
        #expect(credit(pay: 5_000_000, assets: 170_000_000).amount == 825_000)
        #expect(credit(pay: 5_000_000, assets: 240_000_000).eligible == false)
    }

    @Test func businessReceiptsCountAtNinetyPercent() {
        // 4,000,000 × 90% = 3,600,000: 1,650,000 × 3.6 / 4 = 1,485,000.
        #expect(credit(pay: 0, receipts: 4_000_000).amount == 1_485_000)
    }

    @Test func aMissingAnswerIsAskedForByName() {
        let estimate = EarnedIncomeTaxCreditEstimate(
            year: 2025, pay: 5_000_000, receipts: 0, answers: .init(household: nil, assets: 0), figures: figures)
        #expect(estimate.eligible == nil)
        #expect(estimate.reasons == [.answerNeeded(.household)])
        let noSpouse = EarnedIncomeTaxCreditEstimate(
            year: 2025, pay: 5_000_000, receipts: 0, answers: .init(household: .oneEarner, assets: 0), figures: figures)
        #expect(noSpouse.reasons == [.answerNeeded(.spouseIncome)])
    }
}

@Suite struct UnemploymentBenefitTests {
    let figures: StateMoneyFigures.Unemployment = {
        do { return try StateMoneyFigures.bundled().unemployment } catch {
            preconditionFailure("state-money.json: \(error)")
        }
    }()

    func benefit(
        lastDay: String = "2026-06-30", reason: LeavingReason? = .contractEnded, age: Int? = 49, days: Int = 180,
        first: String = "2024-03-01", average: Int = 70_000, ordinary: Int = 60_000, hours: Int = 8,
        minimumWage: Int = 10_320
    ) -> UnemploymentBenefitEstimate {
        UnemploymentBenefitEstimate(
            .init(
                lastDay: date(lastDay), reason: reason, age: age, disabled: false, insuredDays: days,
                firstInsuredDay: date(first), averageDailyWage: average, ordinaryDailyWage: ordinary,
                dailyContractMinutes: hours * 60, minimumWage: minimumWage),
            figures: figures)
    }

    @Test func theFloorPaysWhenSixtyPercentIsLess() {
        // 60% × 70,000 = 42,000 under the floor 80% × 10,320 × 8 = 66,048. Insured 2024-03-01
        // to 2026-07-01: 2 years, under 50: 150 days.
        let estimate = benefit()
        #expect(estimate.eligible == true)
        #expect(estimate.dailyAmount == 66_048)
        #expect(estimate.days == 150)
        #expect(estimate.total == 9_907_200)
        // Four hours a day, 60% × 40,000 = 24,000: the floor 80% × 10,320 × 4 = 33,024.
        #expect(benefit(average: 40_000, ordinary: 30_000, hours: 4).dailyAmount == 33_024)
    }

    @Test func theCapIsTheOneInForceTheDayAfterTheLastDay() {
        // 60% × 150,000 = 90,000; the cap from 2026-01-01 is 68,100.
        #expect(benefit(average: 150_000).dailyAmount == 68_100)
        // Leaving on 2025-12-30: the next day is in 2025, cap 66,000; the floor then 64,192.
        #expect(benefit(lastDay: "2025-12-30", average: 150_000, minimumWage: 10_030).dailyAmount == 66_000)
        #expect(benefit(lastDay: "2025-12-30", average: 50_000, minimumWage: 10_030).dailyAmount == 64_192)
    }

    @Test func oneHundredEightyInsuredDaysAndAQualifyingReason() {
        #expect(benefit(days: 179).eligible == false)
        #expect(benefit(days: 179).reasons == [.tooFewInsuredDays(days: 179, required: 180)])
        #expect(benefit(days: 180).eligible == true)
        #expect(benefit(reason: .quit).eligible == false)
        #expect(benefit(reason: .quit).reasons == [.reasonDoesNotQualify(.quit)])
        #expect(benefit(reason: nil).eligible == nil)
        #expect(benefit(reason: nil).reasons == [.answerNeeded(.leaving)])
    }

    @Test func everyReasonButAQuitQualifies() {
        // The same figures as the floor's case: 66,048 a day for 150 days.
        for reason in [LeavingReason.contractEnded, .dismissed, .closed] {
            #expect(benefit(reason: reason).eligible == true)
            #expect(benefit(reason: reason).total == 9_907_200)
        }
        // A quit with too few days gives both reasons, in order.
        #expect(
            benefit(reason: .quit, days: 179).reasons
                == [.tooFewInsuredDays(days: 179, required: 180), .reasonDoesNotQualify(.quit)])
        // Without a birth date the days cannot be counted: asked for by name.
        #expect(benefit(age: nil).reasons == [.answerNeeded(.birthDate)])
    }

    @Test func aDisabilityTakesTheLongerColumnAtAnyAge() {
        // 2 years insured, aged 30: 150 days; disabled: 180, as from 50.
        let input = UnemploymentBenefitEstimate.Input(
            lastDay: date("2026-06-30"), reason: .dismissed, age: 30, disabled: true, insuredDays: 200,
            firstInsuredDay: date("2024-03-01"), averageDailyWage: 70_000, ordinaryDailyWage: 60_000,
            dailyContractMinutes: 480, minimumWage: 10_320)
        #expect(UnemploymentBenefitEstimate(input, figures: figures).days == 180)
        #expect(benefit(age: 30).days == 150)
    }

    @Test func fiftyAndOlderGetTheLongerColumn() {
        #expect(benefit(age: 49).days == 150)
        #expect(benefit(age: 50).days == 180)
        // Under a year insured: 120 days at any age.
        #expect(benefit(age: 50, first: "2025-09-01").days == 120)
        // Ten years or more: 240 under 50, 270 from 50.
        #expect(benefit(age: 49, first: "2016-07-01").days == 240)
        #expect(benefit(age: 50, first: "2016-07-01").days == 270)
    }
}

@Suite struct StateMoneyInputsTests {
    /// 09:00-17:00 on each day: 8 hours, no break, no premium (one employee).
    func days(_ dates: [String]) -> [Shift] { dates.map { shift($0, "09:00", "17:00") } }

    @Test func payCountsByItsPeriodAndReceiptsByTheirPayday() throws {
        // 3.3%: December 2024's work is paid on 2025-01-10 (2025's receipts), March 2025's in
        // April, December 2025's on 2026-01-10 (2026's). 8 h × 10,000 = 80,000 each, 2,400 and
        // 240 withheld.
        let freelance = Workplace(
            name: "freelance", wages: WageHistory(hourly: 10_000), payday: PaydayRule(day: 10, ifHoliday: .keep),
            deductions: DeductionRules(incomeTax: .businessIncome),
            shifts: days(["2024-12-20", "2025-03-03", "2025-12-15"]))
        // The table: December 2025's work is 2025's pay though paid in January.
        let shop = Workplace(
            name: "shop", wages: WageHistory(hourly: 10_030), payday: PaydayRule(day: 10, ifHoliday: .keep),
            deductions: DeductionRules(incomeTax: .table), shifts: days(["2025-12-01", "2026-01-05"]))
        let inputs = StateMoneyInputs(
            file: DataFile(workplaces: [freelance, shop]), today: date("2026-02-01"),
            now: .endOfDay(date("2026-02-01")), holidays: noHolidays, rates: shippedRates)
        let business = try #require(inputs.business(year: 2025, code: "940909"))
        #expect(business.receipts == 160_000)
        #expect(business.withheldIncomeTax == 4_800)
        #expect(business.withheldLocalTax == 480)
        #expect(business.lastYearReceipts == 0)
        #expect(inputs.business(year: 2026, code: "940909")?.receipts == 80_000)
        #expect(inputs.business(year: 2026, code: "940909")?.lastYearReceipts == 160_000)
        #expect(inputs.employment(year: 2025)?.totalPay == 80_240)
        #expect(inputs.employment(year: 2026)?.totalPay == 80_240)
        #expect(inputs.employment(year: 2024) == nil)
        let earned = inputs.earnedIncome(year: 2025)
        #expect(earned.pay == 80_240 && earned.receipts == 160_000)
    }

    @Test func insuredDaysAreTheDaysWorkedAtInsuredWorkplaces() throws {
        // Every weekday of January 2026 at an insured job that ends on the 30th: 22 days.
        var dates: [String] = []
        var day = date("2026-01-01")
        while day <= date("2026-01-30") {
            if !day.isWeekend { dates.append(day.description) }
            day = day.adding(days: 1)
        }
        let job = Workplace(
            name: "warehouse", wages: WageHistory(hourly: 10_320), payday: PaydayRule(day: 10, ifHoliday: .keep),
            deductions: DeductionRules(incomeTax: .table, insurance: .four), shifts: days(dates),
            startDate: date("2026-01-01"), endDate: date("2026-01-30"))
        let other = Workplace(
            name: "uninsured", wages: WageHistory(hourly: 10_320), payday: PaydayRule(day: 10, ifHoliday: .keep),
            shifts: days(["2026-01-03"]))
        let figures = try StateMoneyFigures.bundled().unemployment
        let inputs = StateMoneyInputs(
            file: DataFile(worker: Worker(birthDate: date("1976-02-01")), workplaces: [job, other]),
            today: date("2026-02-15"), now: .endOfDay(date("2026-02-15")), holidays: noHolidays, rates: shippedRates)
        let input = try #require(
            inputs.unemployment(workplace: job, reason: .contractEnded, disabled: false, figures: figures))
        #expect(input.lastDay == date("2026-01-30"))
        #expect(input.insuredDays == dates.count)
        #expect(dates.count == 22)
        #expect(input.firstInsuredDay == date("2026-01-01"))
        #expect(input.minimumWage == 10_320)
        #expect(input.age == 49)
        let estimate = UnemploymentBenefitEstimate(input, figures: figures)
        #expect(estimate.eligible == false)
        #expect(estimate.reasons == [.tooFewInsuredDays(days: 22, required: 180)])
    }
}

@Suite struct StateMoneyJSONTests {
    @Test func percentagesAreExact() {
        #expect(StateMoneyJSON.percent(Ratio(641, 1000)) == "64.1%")
        #expect(StateMoneyJSON.percent(Ratio(1, 2)) == "50%")
        #expect(StateMoneyJSON.percent(Ratio(8, 1000)) == "0.8%")
        #expect(StateMoneyJSON.percent(Ratio(3, 1000)) == "0.3%")
        #expect(StateMoneyJSON.percent(Ratio(1, 3)) == "33.333333%")
    }

    @Test func theRefundDocumentParsesAndPutsTheTotalsOnTop() throws {
        let figures = try StateMoneyFigures.bundled()
        let estimate = try IncomeTaxEstimator.estimate(
            year: 2025, employment: nil,
            business: BusinessYear(
                receipts: 8_000_000, withheldIncomeTax: 240_000, withheldLocalTax: 24_000, businessCode: "940909"),
            household: TaxHousehold(dependants: 1), figures: figures)
        let text = StateMoneyJSON.refund(estimate)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["refund"] as? Int == 227_680)
        #expect(object["localRefund"] as? Int == 22_760)
        #expect(object["yearEnd"] is NSNull)
        let may = try #require(object["mayReturn"] as? [String: Any])
        let steps = try #require(may["steps"] as? [[String: Any]])
        let expenses = try #require(steps.first { $0["name"] as? String == "simpleExpenses" })
        #expect(expenses["amount"] as? Int == 5_128_000)
        #expect((expenses["figures"] as? [String: Any])?["rate"] as? String == "64.1%")
        // A refund that cannot be estimated is null, with its reason's code.
        let standard = try IncomeTaxEstimator.estimate(
            year: 2025, employment: nil,
            business: BusinessYear(
                receipts: 80_000_000, withheldIncomeTax: 2_400_000, withheldLocalTax: 240_000, businessCode: "940909"),
            household: TaxHousehold(dependants: 1), figures: figures)
        let parsed = try #require(
            try JSONSerialization.jsonObject(with: Data(StateMoneyJSON.refund(standard).utf8)) as? [String: Any])
        #expect(parsed["refund"] is NSNull)
        let reason = (parsed["mayReturn"] as? [String: Any])?["reason"] as? [String: Any]
        #expect(reason?["code"] as? String == "standardRateThisYear")
    }

    @Test func theBenefitsDocumentParses() throws {
        let figures = try StateMoneyFigures.bundled()
        let eitc = EarnedIncomeTaxCreditEstimate(
            year: 2025, pay: 5_000_000, receipts: 0, answers: .init(household: nil, assets: 0), figures: figures)
        let text = StateMoneyJSON.benefits(eitc: eitc, unemployment: nil)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let credit = try #require(object["eitc"] as? [String: Any])
        #expect(credit["eligible"] is NSNull)
        #expect((credit["reason"] as? [String: Any])?["question"] as? String == "household")
        #expect(object["unemployment"] is NSNull)
    }
}
