import Payroll

extension DeductionRules.IncomeTax {
    /// The rule in a word, for the card's income tax row: `3.3%`, `table`, `daily`.
    public func shortLabel(_ language: PayrollLanguage) -> String {
        switch (self, language) {
        case (.none, _): "-"
        case (.businessIncome, _): "3.3%"
        case (.table, .english): "table"
        case (.table, .korean): "간이세액"
        case (.daily, .english): "daily"
        case (.daily, .korean): "일용"
        }
    }
}

extension Weekday {
    /// `월`, the Korean one-syllable name.
    public var koreanName: String {
        switch self {
        case .monday: "월"
        case .tuesday: "화"
        case .wednesday: "수"
        case .thursday: "목"
        case .friday: "금"
        case .saturday: "토"
        case .sunday: "일"
        }
    }

    /// From `mon`, `monday` or `월` (any case); nil for anything else.
    public init?(name: String) {
        let lowered = name.lowercased()
        guard
            let day = Weekday.allCases.first(where: {
                $0.shortName == lowered || $0.rawValue == lowered || $0.koreanName == name
                    || $0.koreanName + "요일" == name
            })
        else { return nil }
        self = day
    }
}
