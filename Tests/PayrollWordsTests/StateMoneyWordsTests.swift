import PayrollWords
import Testing

@testable import Payroll

@Suite struct StateMoneyWordsTests {
    let figures: StateMoneyFigures = {
        do { return try StateMoneyFigures.bundled() } catch { preconditionFailure("state-money.json: \(error)") }
    }()

    func mayReturn() throws -> RefundEstimate {
        try IncomeTaxEstimator.estimate(
            year: 2025, employment: nil,
            business: BusinessYear(
                receipts: 8_000_000, withheldIncomeTax: 240_000, withheldLocalTax: 24_000, businessCode: "940909"),
            household: TaxHousehold(dependants: 1), figures: figures)
    }

    @Test func everyStepAndFigureHasWordsInBothLanguages() {
        for language in PayrollLanguage.allCases {
            let words = language.stateMoneyWords
            for name in EstimateStep.Name.allCases { #expect(!words.step(name).isEmpty) }
            for name in EstimateStep.Input.Name.allCases { #expect(!words.input(name).isEmpty) }
        }
        // The Korean steps are Korean: each has Hangul.
        for name in EstimateStep.Name.allCases {
            #expect(
                PayrollLanguage.korean.stateMoneyWords.step(name).unicodeScalars.contains {
                    (0xAC00...0xD7A3).contains($0.value)
                })
        }
    }

    @Test func theRefundReadsStepByStep() throws {
        let english = StateMoneyText.refund(try mayReturn(), .english)
        #expect(english.contains("May income tax return"))
        #expect(
            english.contains(
                "  Expenses at the simple rate: ₩5,128,000 (rate 64.1%, notice of 2024, not yet checked against the notice)"
            )
        )
        #expect(english.contains("  Tax base: ₩1,372,000"))
        // 227,680 + 22,760 back.
        #expect(english.contains("Money back: ₩250,440 (estimate)"))
        let korean = StateMoneyText.refund(try mayReturn(), .korean)
        #expect(korean.contains("5월 종합소득세 신고"))
        #expect(korean.contains("  과세표준: 1,372,000원"))
        #expect(korean.contains("(율 64.1%, 고시 연도 2024, 고시와 아직 대조하지 않음)"))
        #expect(korean.contains("돌려받을 돈: 250,440원 (추정)"))
        #expect(!korean.contains("Money"))
    }

    /// Days and people carry their unit in Korean (`180일`, `1명`), where English names the unit
    /// in the step's name (`Insured paid days: 200`); the JSON keeps the bare number.
    @Test func daysAndPersonsReadWithTheirUnit() throws {
        let input = UnemploymentBenefitEstimate.Input(
            lastDay: LocalDate(iso: "2026-06-30")!, reason: .dismissed, age: 30, disabled: false, insuredDays: 200,
            firstInsuredDay: LocalDate(iso: "2024-03-01")!, averageDailyWage: 70_000, ordinaryDailyWage: 60_000,
            dailyContractMinutes: 480, minimumWage: 10_320)
        let benefit = UnemploymentBenefitEstimate(input, figures: figures.unemployment)
        let lastDay = LocalDate(iso: "2026-06-30")!
        let korean = StateMoneyText.benefits(eitc: nil, unemployment: benefit, lastDay: lastDay, .korean)
        #expect(korean.contains("  피보험 단위기간: 200일 (필요 180일, 이직일 2026-06-30)"), "\(korean)")
        #expect(korean.contains("  소정급여일수: 150일 ("), "\(korean)")
        let english = StateMoneyText.benefits(eitc: nil, unemployment: benefit, lastDay: lastDay, .english)
        #expect(english.contains("  Insured paid days: 200 (needed 180, last day 2026-06-30)"), "\(english)")
        #expect(StateMoneyJSON.value(.days(200)) == "200" && StateMoneyJSON.value(.persons(2)) == "2")
        let mayReturn = StateMoneyText.refund(try mayReturn(), .korean)
        #expect(mayReturn.contains("인원 1명"), "\(mayReturn)")
    }

    /// A yes-or-no input reads as a phrase, a figure as its name and value.
    @Test func aFlagInputReadsAsAPhrase() {
        let english = PayrollLanguage.english.stateMoneyWords
        let korean = PayrollLanguage.korean.stateMoneyWords
        #expect(english.input(EstimateStep.Input(.disabled, .flag(false))) == "not disabled")
        #expect(korean.input(EstimateStep.Input(.disabled, .flag(true))) == "장애인")
        #expect(korean.input(EstimateStep.Input(.disabled, .flag(false))) == "장애인 아님")
        #expect(english.input(EstimateStep.Input(.verified, .flag(true))) == "checked against the notice")
        #expect(korean.input(EstimateStep.Input(.verified, .flag(true))) == "고시와 대조함")
        #expect(english.input(EstimateStep.Input(.age, .count(34))) == "age 34")
        #expect(korean.input(EstimateStep.Input(.age, .count(34))) == "나이 34")
        // Every input named as a flag reads without a bare yes or no.
        for name in EstimateStep.Input.Name.allCases where [.verified, .disabled].contains(name) {
            for isSet in [true, false] {
                #expect(
                    !english.flagged(name, isSet).hasSuffix(" no") && !english.flagged(name, isSet).hasSuffix(" yes"))
                #expect(!korean.flagged(name, isSet).hasSuffix(" 예") && !korean.flagged(name, isSet).hasSuffix(" 아니요"))
            }
        }
    }

    @Test func reasonsAreWordedWithTheParticleTheirWordTakes() {
        let korean = PayrollLanguage.korean.stateMoneyWords
        // 홑벌이 가구 ends in a vowel: 로.
        #expect(korean.creditReason(.householdTypeFromSpouseIncome(.oneEarner)) == "배우자 소득에 따라 홑벌이 가구로 봅니다.")
        // 해고 ends in a vowel, 폐업 in a consonant: 로, 으로.
        #expect(korean.benefitReason(.reasonDoesNotQualify(.dismissed)).hasPrefix("해고로 인한"))
        #expect(korean.benefitReason(.reasonDoesNotQualify(.closed)).hasPrefix("폐업으로 인한"))
        #expect(korean.unknownYear(2030, known: 2023...2026) == "2030년 자료가 없습니다. 2023-2026년 자료만 있습니다.")
        #expect(
            PayrollLanguage.english.stateMoneyWords.unknownYear(2030, known: 2023...2026)
                == "Payday has figures for 2023-2026, not for 2030.")
    }
}
