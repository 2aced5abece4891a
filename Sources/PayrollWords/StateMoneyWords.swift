import Payroll

/// The words of the estimates of money the state owes the worker: each step's name, each
/// figure's, the reasons an estimate is not paid or cannot be made, and the estimates' titles.
public protocol StateMoneyWords: Sendable {
    var language: PayrollLanguage { get }
    func step(_ name: EstimateStep.Name) -> String
    func input(_ name: EstimateStep.Input.Name) -> String
    /// An input that is a yes or a no, said as a phrase: `checked against the notice`, `not
    /// disabled` (not `verified no`).
    func flagged(_ name: EstimateStep.Input.Name, _ isSet: Bool) -> String
    func household(_ household: StateMoneyFigures.Household) -> String
    func leaving(_ reason: LeavingReason) -> String
    func flag(_ value: Bool) -> String
    /// A number of days as a step's figure: `180` where the name says days, `180일`.
    func days(_ count: Int) -> String
    /// A number of people as a step's figure: `3`, `3명`.
    func persons(_ count: Int) -> String
    func taxReason(_ reason: TaxEstimate.Reason) -> String
    func creditReason(_ reason: EarnedIncomeTaxCreditEstimate.Reason) -> String
    func benefitReason(_ reason: UnemploymentBenefitEstimate.Reason) -> String
    func unknownYear(_ year: Int, known: ClosedRange<Int>?) -> String
    var yearEndTitle: String { get }
    var mayReturnTitle: String { get }
    var creditTitle: String { get }
    var benefitTitle: String { get }
    /// `Money back: ₩227,680` / `To pay: ₩12,000`; nil: not estimated.
    func refund(_ amount: Int?, local: Int?) -> String
    func refundHeading(year: Int) -> String
    func creditHeading(year: Int) -> String
    func benefitHeading(lastDay: LocalDate) -> String
    func eligible(_ value: Bool?) -> String
    func benefitSummary(daily: Int, days: Int) -> String
    /// What every estimate leaves out, said once under the figures.
    var leftOut: String { get }
}

extension StateMoneyWords {
    /// An input of a step as it reads in the step's brackets: `rate 64.1%`, `checked against the
    /// notice`.
    public func input(_ input: EstimateStep.Input) -> String {
        if case .flag(let isSet) = input.value { return flagged(input.name, isSet) }
        return "\(self.input(input.name)) \(value(input.value))"
    }

    /// A figure as it reads in a step: won, a count, an exact rate, hours, a yes or no.
    public func value(_ value: EstimateStep.Value) -> String {
        switch value {
        case .won(let won): Money(won: won).formatted(language)
        case .count(let count): String(count)
        case .days(let count): days(count)
        case .persons(let count): persons(count)
        case .rate(let ratio): StateMoneyJSON.percent(ratio)
        case .text(let text): StateMoneyFigures.Household(rawValue: text).map(household) ?? text
        case .flag(let isSet): self.flag(isSet)
        case .minutes(let minutes): WorkTimeFormat.string(minutes: minutes, language)
        }
    }
}

extension PayrollLanguage {
    /// The words of the estimates in this language.
    public var stateMoneyWords: any StateMoneyWords { words }
}

extension English: StateMoneyWords {
    public var language: PayrollLanguage { .english }

    public func step(_ name: EstimateStep.Name) -> String {
        switch name {
        case .receipts: "Receipts"
        case .simpleExpenses: "Expenses at the simple rate"
        case .businessIncome: "Business income"
        case .totalPay: "Taxable pay"
        case .employmentIncomeDeduction: "Employment income deduction"
        case .employmentIncome: "Employment income"
        case .totalIncome: "Total income"
        case .basicDeduction: "Basic deduction"
        case .pensionDeduction: "Pension deduction"
        case .insuranceDeduction: "Insurance premiums deducted"
        case .taxBase: "Tax base"
        case .calculatedTax: "Tax on the base"
        case .employmentIncomeTaxCredit: "Employment income tax credit"
        case .childCredit: "Children's credit"
        case .standardCredit: "Standard credit"
        case .decidedTax: "Tax for the year"
        case .settledInFebruary: "Settled in February"
        case .withheldTax: "Withheld"
        case .refund: "Back (+) or to pay (-)"
        case .localDecidedTax: "Local income tax for the year"
        case .localWithheldTax: "Local income tax withheld"
        case .localRefund: "Local income tax back (+) or to pay (-)"
        case .householdEarnedIncome: "Household's earned income"
        case .zoneAmount: "Amount for that income"
        case .assetReduction: "Halved for assets"
        case .zoneMinimum: "Raised to the least paid"
        case .creditAmount: "Credit"
        case .insuredDays: "Insured paid days"
        case .baseDailyWage: "Daily wage"
        case .replacement: "60% of it"
        case .dailyFloor: "Daily floor"
        case .dailyCap: "Daily cap"
        case .dailyAmount: "Daily benefit"
        case .insuredYears: "Years insured"
        case .benefitDays: "Days paid"
        case .benefitTotal: "In all"
        }
    }

    public func input(_ name: EstimateStep.Input.Name) -> String {
        switch name {
        case .receipts: "receipts"
        case .rate: "rate"
        case .rateAbove: "rate above"
        case .above: "above"
        case .persons: "persons"
        case .perPerson: "each"
        case .pension: "pension"
        case .health: "health"
        case .longTermCare: "long-term care"
        case .employmentInsurance: "employment insurance"
        case .children: "children"
        case .cap: "cap"
        case .taxShare: "the pay's share of the tax"
        case .businessCode: "business code"
        case .household: "household"
        case .assets: "assets"
        case .spouseIncome: "spouse's income"
        case .adjustment: "receipts counted at"
        case .age: "age"
        case .disabled: "disabled"
        case .averageDailyWage: "average"
        case .ordinaryDailyWage: "ordinary"
        case .minimumWage: "minimum wage"
        case .dailyHours: "hours a day"
        case .lastDay: "last day"
        case .firstInsuredDay: "insured since"
        case .required: "needed"
        case .withheld: "withheld"
        case .decided: "decided"
        case .limit: "limit"
        case .share: "share"
        case .rateYear: "notice of"
        case .verified: "checked against the notice"
        case .minimum: "least paid"
        }
    }

    public func household(_ household: StateMoneyFigures.Household) -> String {
        switch household {
        case .single: "single"
        case .oneEarner: "one earner"
        case .twoEarner: "two earners"
        }
    }

    public func leaving(_ reason: LeavingReason) -> String {
        switch reason {
        case .contractEnded: "the contract ended"
        case .dismissed: "dismissed"
        case .closed: "the business closed"
        case .quit: "quit"
        }
    }

    public func flag(_ value: Bool) -> String { value ? "yes" : "no" }
    public func days(_ count: Int) -> String { String(count) }
    public func persons(_ count: Int) -> String { String(count) }

    public func flagged(_ name: EstimateStep.Input.Name, _ isSet: Bool) -> String {
        switch (name, isSet) {
        case (.verified, true): "checked against the notice"
        case (.verified, false): "not yet checked against the notice"
        case (.disabled, true): "disabled"
        case (.disabled, false): "not disabled"
        default: "\(input(name)) \(flag(isSet))"
        }
    }

    public func taxReason(_ reason: TaxEstimate.Reason) -> String {
        switch reason {
        case .standardRateLastYear(let receipts, let threshold):
            "Last year's receipts of \(Money(won: receipts)) reached \(Money(won: threshold)): the standard expense rate "
                + "applies, which needs your books. Not estimated."
        case .standardRateThisYear(let receipts, let threshold):
            "This year's receipts of \(Money(won: receipts)) reached \(Money(won: threshold)): the standard expense rate "
                + "applies, which needs your books. Not estimated."
        case .unknownBusinessCode(let code): "No expense rate is known for business code \(code). Not estimated."
        case .rateAboveNotKnown(let code, let above):
            "Receipts above \(Money(won: above)) take a rate of their own that is not in Payday's figures for "
                + "business code \(code) yet. Not estimated."
        }
    }

    public func creditReason(_ reason: EarnedIncomeTaxCreditEstimate.Reason) -> String {
        switch reason {
        case .unknownYear(let year, let known): unknownYear(year, known: known)
        case .answerNeeded(.household):
            "The estimate needs your household: single, one earner or two earners."
        case .answerNeeded(.spouseIncome):
            "The estimate needs your spouse's income for the year."
        case .answerNeeded(.assets): "The estimate needs your household's assets."
        case .noEarnedIncome: "No earned income that year."
        case .incomeAtOrAboveLimit(let income, let limit):
            "The household's income of \(Money(won: income)) is not under the limit of \(Money(won: limit))."
        case .assetsAtOrAboveLimit(let assets, let limit):
            "Assets of \(Money(won: assets)) are not under the limit of \(Money(won: limit))."
        case .belowLeastPaid(let amount, let least):
            "The amount, \(Money(won: amount)), is under \(Money(won: least)): nothing is paid."
        case .householdTypeFromSpouseIncome(let household):
            "Counted as \(self.household(household)): the spouse's income decides the household's type."
        }
    }

    public func benefitReason(_ reason: UnemploymentBenefitEstimate.Reason) -> String {
        switch reason {
        case .answerNeeded(.leaving):
            "The estimate needs why the job ends: the contract ended, dismissed, the business closed, or quit."
        case .answerNeeded(.birthDate): "The estimate needs your birth date."
        case .tooFewInsuredDays(let days, let required):
            "\(days) insured paid days in the last 18 months; \(required) are needed."
        case .reasonDoesNotQualify(let reason):
            "A job left because you \(leaving(reason)) does not qualify, unless for a reason the law accepts."
        case .noCapForDay(let day): "Payday's figures have no daily cap for \(day)."
        }
    }

    public func unknownYear(_ year: Int, known: ClosedRange<Int>?) -> String {
        guard let known else { return "Payday has no figures for \(year)." }
        return "Payday has figures for \(known.lowerBound)-\(known.upperBound), not for \(year)."
    }

    public var yearEndTitle: String { "Year-end settlement (February)" }
    public var mayReturnTitle: String { "May income tax return" }
    public var creditTitle: String { "Earned income tax credit" }
    public var benefitTitle: String { "Unemployment benefit" }

    public func refund(_ amount: Int?, local: Int?) -> String {
        guard let amount, let local else { return "Not estimated" }
        let total = Money(won: amount + local)
        return amount + local >= 0
            ? "Money back: \(total) (estimate)" : "To pay: \(Money(won: -(amount + local))) (estimate)"
    }

    public func refundHeading(year: Int) -> String { "Income tax for \(year), an estimate" }
    public func creditHeading(year: Int) -> String { "Earned income tax credit for \(year)'s income, an estimate" }
    public func benefitHeading(lastDay: LocalDate) -> String {
        "Unemployment benefit if the job ends \(lastDay), an estimate"
    }
    public func eligible(_ value: Bool?) -> String {
        switch value {
        case true?: "Eligible"
        case false?: "Not eligible"
        case nil: "Not known yet"
        }
    }
    public func benefitSummary(daily: Int, days: Int) -> String {
        "\(Money(won: daily)) a day for \(days) days: \(Money(won: daily * days))"
    }

    public var leftOut: String {
        "Left out: card spending, rent, medical and education costs, donations, other income, the pension a 3.3% "
            + "worker pays on their own, and reasons the law accepts for quitting."
    }
}

extension Korean: StateMoneyWords {
    public var language: PayrollLanguage { .korean }

    public func step(_ name: EstimateStep.Name) -> String {
        switch name {
        case .receipts: "수입금액"
        case .simpleExpenses: "필요경비 (단순경비율)"
        case .businessIncome: "사업소득금액"
        case .totalPay: "총급여액"
        case .employmentIncomeDeduction: "근로소득공제"
        case .employmentIncome: "근로소득금액"
        case .totalIncome: "종합소득금액"
        case .basicDeduction: "기본공제"
        case .pensionDeduction: "연금보험료공제"
        case .insuranceDeduction: "보험료 특별소득공제"
        case .taxBase: "과세표준"
        case .calculatedTax: "산출세액"
        case .employmentIncomeTaxCredit: "근로소득세액공제"
        case .childCredit: "자녀세액공제"
        case .standardCredit: "표준세액공제"
        case .decidedTax: "결정세액"
        case .settledInFebruary: "연말정산 결정세액"
        case .withheldTax: "기납부세액"
        case .refund: "환급(+) 또는 납부(-)"
        case .localDecidedTax: "지방소득세 결정세액"
        case .localWithheldTax: "지방소득세 기납부세액"
        case .localRefund: "지방소득세 환급(+) 또는 납부(-)"
        case .householdEarnedIncome: "가구 총급여액등"
        case .zoneAmount: "산정액"
        case .assetReduction: "재산 감액 (50%)"
        case .zoneMinimum: "최소 지급액 적용"
        case .creditAmount: "근로장려금"
        case .insuredDays: "피보험 단위기간"
        case .baseDailyWage: "기초일액"
        case .replacement: "기초일액의 60%"
        case .dailyFloor: "하한액"
        case .dailyCap: "상한액"
        case .dailyAmount: "구직급여일액"
        case .insuredYears: "피보험기간 (년)"
        case .benefitDays: "소정급여일수"
        case .benefitTotal: "총액"
        }
    }

    public func input(_ name: EstimateStep.Input.Name) -> String {
        switch name {
        case .receipts: "수입금액"
        case .rate: "율"
        case .rateAbove: "초과율"
        case .above: "기준"
        case .persons: "인원"
        case .perPerson: "1인당"
        case .pension: "국민연금"
        case .health: "건강보험"
        case .longTermCare: "장기요양보험"
        case .employmentInsurance: "고용보험"
        case .children: "자녀 수"
        case .cap: "한도"
        case .taxShare: "근로소득분 산출세액"
        case .businessCode: "업종코드"
        case .household: "가구 유형"
        case .assets: "재산"
        case .spouseIncome: "배우자 소득"
        case .adjustment: "수입금액 반영률"
        case .age: "나이"
        case .disabled: "장애인"
        case .averageDailyWage: "평균임금"
        case .ordinaryDailyWage: "통상임금"
        case .minimumWage: "최저임금"
        case .dailyHours: "1일 소정근로시간"
        case .lastDay: "이직일"
        case .firstInsuredDay: "피보험 자격 취득일"
        case .required: "필요"
        case .withheld: "기납부"
        case .decided: "결정"
        case .limit: "기준금액"
        case .share: "비율"
        case .rateYear: "고시 연도"
        case .verified: "고시와 대조"
        case .minimum: "최소 지급액"
        }
    }

    public func household(_ household: StateMoneyFigures.Household) -> String {
        switch household {
        case .single: "단독가구"
        case .oneEarner: "홑벌이 가구"
        case .twoEarner: "맞벌이 가구"
        }
    }

    public func leaving(_ reason: LeavingReason) -> String {
        switch reason {
        case .contractEnded: "계약 기간 만료"
        case .dismissed: "해고"
        case .closed: "폐업"
        case .quit: "자발적 퇴사"
        }
    }

    public func flag(_ value: Bool) -> String { value ? "예" : "아니요" }
    public func days(_ count: Int) -> String { "\(count)일" }
    public func persons(_ count: Int) -> String { "\(count)명" }

    public func flagged(_ name: EstimateStep.Input.Name, _ isSet: Bool) -> String {
        switch (name, isSet) {
        case (.verified, true): "고시와 대조함"
        case (.verified, false): "고시와 아직 대조하지 않음"
        case (.disabled, true): "장애인"
        case (.disabled, false): "장애인 아님"
        default: "\(input(name)) \(flag(isSet))"
        }
    }

    public func taxReason(_ reason: TaxEstimate.Reason) -> String {
        switch reason {
        case .standardRateLastYear(let receipts, let threshold):
            "작년 수입금액 \(Korean.word(Money(won: receipts).formatted(.korean), .subject)) \(Money(won: threshold).formatted(.korean)) 이상이라 "
                + "기준경비율(장부 필요)이 적용됩니다. 추정하지 않습니다."
        case .standardRateThisYear(let receipts, let threshold):
            "올해 수입금액 \(Korean.word(Money(won: receipts).formatted(.korean), .subject)) \(Money(won: threshold).formatted(.korean)) 이상이라 "
                + "기준경비율(장부 필요)이 적용됩니다. 추정하지 않습니다."
        case .unknownBusinessCode(let code): "업종코드 \(code)의 경비율을 모릅니다. 추정하지 않습니다."
        case .rateAboveNotKnown(let code, let above):
            "\(Money(won: above).formatted(.korean)) 초과분에는 별도 율(초과율)이 적용되는데, 업종코드 \(code)의 초과율이 "
                + "아직 자료에 없습니다. 추정하지 않습니다."
        }
    }

    public func creditReason(_ reason: EarnedIncomeTaxCreditEstimate.Reason) -> String {
        switch reason {
        case .unknownYear(let year, let known): unknownYear(year, known: known)
        case .answerNeeded(.household):
            "가구 유형(단독, 홑벌이, 맞벌이)을 알아야 추정할 수 있습니다."
        case .answerNeeded(.spouseIncome): "배우자의 연간 소득을 알아야 추정할 수 있습니다."
        case .answerNeeded(.assets): "가구의 재산 합계를 알아야 추정할 수 있습니다."
        case .noEarnedIncome: "그해 근로·사업소득이 없습니다."
        case .incomeAtOrAboveLimit(let income, let limit):
            "가구 소득 \(Korean.word(Money(won: income).formatted(.korean), .subject)) 기준 \(Money(won: limit).formatted(.korean)) 미만이 아닙니다."
        case .assetsAtOrAboveLimit(let assets, let limit):
            "재산 \(Korean.word(Money(won: assets).formatted(.korean), .subject)) 기준 \(Money(won: limit).formatted(.korean)) 미만이 아닙니다."
        case .belowLeastPaid(let amount, let least):
            "산정액 \(Korean.word(Money(won: amount).formatted(.korean), .subject)) \(Money(won: least).formatted(.korean)) 미만이라 지급되지 않습니다."
        case .householdTypeFromSpouseIncome(let household):
            "배우자 소득에 따라 \(self.household(household))" + Korean.particle(.direction, after: self.household(household))
                + " 봅니다."
        }
    }

    public func benefitReason(_ reason: UnemploymentBenefitEstimate.Reason) -> String {
        switch reason {
        case .answerNeeded(.leaving):
            "이직 사유(계약 기간 만료, 해고, 폐업, 자발적 퇴사)를 알아야 추정할 수 있습니다."
        case .answerNeeded(.birthDate): "생년월일을 알아야 추정할 수 있습니다."
        case .tooFewInsuredDays(let days, let required):
            "최근 18개월 피보험 단위기간이 \(days)일입니다. \(required)일 이상이어야 합니다."
        case .reasonDoesNotQualify(let reason):
            "\(leaving(reason))" + Korean.particle(.direction, after: leaving(reason))
                + " 인한 이직은 법이 인정하는 정당한 사유가 없으면 수급 대상이 아닙니다."
        case .noCapForDay(let day): "\(day)에 적용할 상한액이 자료에 없습니다."
        }
    }

    public func unknownYear(_ year: Int, known: ClosedRange<Int>?) -> String {
        guard let known else { return "\(year)년 자료가 없습니다." }
        return "\(year)년 자료가 없습니다. \(known.lowerBound)-\(known.upperBound)년 자료만 있습니다."
    }

    public var yearEndTitle: String { "연말정산 (2월)" }
    public var mayReturnTitle: String { "5월 종합소득세 신고" }
    public var creditTitle: String { "근로장려금" }
    public var benefitTitle: String { "구직급여 (실업급여)" }

    public func refund(_ amount: Int?, local: Int?) -> String {
        guard let amount, let local else { return "추정하지 않음" }
        let total = amount + local
        return total >= 0
            ? "돌려받을 돈: \(Money(won: total).formatted(.korean)) (추정)"
            : "낼 돈: \(Money(won: -total).formatted(.korean)) (추정)"
    }

    public func refundHeading(year: Int) -> String { "\(year)년 소득세 추정" }
    public func creditHeading(year: Int) -> String { "\(year)년 소득분 근로장려금 추정" }
    public func benefitHeading(lastDay: LocalDate) -> String { "\(lastDay)에 일을 그만둘 때의 구직급여 추정" }
    public func eligible(_ value: Bool?) -> String {
        switch value {
        case true?: "수급 대상"
        case false?: "수급 대상 아님"
        case nil: "아직 알 수 없음"
        }
    }
    public func benefitSummary(daily: Int, days: Int) -> String {
        "하루 \(Money(won: daily).formatted(.korean)) × \(days)일: \(Money(won: daily * days).formatted(.korean))"
    }

    public var leftOut: String {
        "빠진 것: 신용카드 사용액, 월세, 의료비·교육비, 기부금, 다른 소득, 3.3% 근로자가 직접 내는 국민연금, "
            + "법이 인정하는 자발적 이직 사유."
    }
}
