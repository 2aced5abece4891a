import PayrollWords

/// The card's words for a forecast below what is earned so far, in English and Korean.
protocol CardForecastWords: Sendable {
    /// Why the figure expected by payday is below the figure so far: deductions are reckoned on
    /// the whole period when it ends (`insured`: the insurances' monthly base has a floor).
    func expectedBelowEarned(insured: Bool) -> String
}

extension English: CardForecastWords {
    func expectedBelowEarned(insured: Bool) -> String {
        "expected by payday is below the figure so far: deductions are taken on the whole period when it ends"
            + (insured ? " (the insurances count at least their monthly floor)" : "")
    }
}

extension Korean: CardForecastWords {
    func expectedBelowEarned(insured: Bool) -> String {
        "급여일 예상액이 지금까지의 금액보다 적습니다: 공제는 기간이 끝날 때 기간 전체에 대해 계산됩니다"
            + (insured ? " (4대보험은 월 하한 기준으로 계산)" : "")
    }
}

extension AppStrings {
    /// Under the card's table when the forecast is below the figure so far.
    func expectedBelowEarnedNote(insured: Bool) -> String {
        appWords.expectedBelowEarned(insured: insured)
    }
}
