import Payroll

extension RateFigure {
    public func name(_ language: PayrollLanguage) -> String {
        switch (self, language) {
        case (.minimumWage, .english): "minimum wage"
        case (.minimumWage, .korean): "최저임금"
        case (.nationalPensionRate, .english): "national pension rate"
        case (.nationalPensionRate, .korean): "국민연금 요율"
        case (.nationalPensionBaseFloor, .english): "pension base floor"
        case (.nationalPensionBaseFloor, .korean): "국민연금 기준소득월액 하한"
        case (.nationalPensionBaseCap, .english): "pension base cap"
        case (.nationalPensionBaseCap, .korean): "국민연금 기준소득월액 상한"
        case (.healthInsuranceRate, .english): "health insurance rate"
        case (.healthInsuranceRate, .korean): "건강보험 요율"
        case (.healthPremiumFloor, .english): "health premium floor"
        case (.healthPremiumFloor, .korean): "건강보험료 하한"
        case (.healthPremiumCap, .english): "health premium cap"
        case (.healthPremiumCap, .korean): "건강보험료 상한"
        case (.longTermCareRate, .english): "long-term care rate"
        case (.longTermCareRate, .korean): "장기요양보험 요율"
        case (.longTermCareRatio, .english): "long-term care ratio"
        case (.longTermCareRatio, .korean): "장기요양보험료 비율"
        case (.employmentInsuranceRate, .english): "employment insurance rate"
        case (.employmentInsuranceRate, .korean): "고용보험 요율"
        case (.taxFreeMealsLimit, .english): "tax-free meal allowance limit"
        case (.taxFreeMealsLimit, .korean): "비과세 식대 한도"
        case (.taxFreeMonthlyPayLimit, .english): "tax-free premiums' monthly regular pay limit"
        case (.taxFreeMonthlyPayLimit, .korean): "연장근로수당 비과세 월정액급여 기준"
        case (.taxFreeLastYearPayLimit, .english): "tax-free premiums' last year's pay limit"
        case (.taxFreeLastYearPayLimit, .korean): "연장근로수당 비과세 직전연도 총급여 기준"
        case (.taxFreePremiumsYearlyCap, .english): "tax-free premiums' yearly cap"
        case (.taxFreePremiumsYearlyCap, .korean): "연장근로수당 비과세 연간 한도"
        }
    }
}
