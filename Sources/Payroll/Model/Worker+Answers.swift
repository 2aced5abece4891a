/// The worker's answers for the estimates of money from the state: the household, the spouse's
/// income, the assets, the business code, a disability, and the children as birth years.
extension Worker {
    /// Whether any answer is given (a worker with one is written as an object).
    public var hasAnswers: Bool {
        childBirthYears != nil || household != nil || spouseIncome != nil || assets != nil || businessCode != nil
            || disabled
    }

    /// The children the withholding table counts in `year`: those aged 8 to 20 that year when
    /// birth years are given, else the count given.
    public func tableChildren(in year: Int) -> Int {
        guard let years = childBirthYears else { return children }
        return years.filter { Limits.tableChildAges.contains(year - $0) }.count
    }

    /// The worker with `children` the count the table takes in `year` (for one pay period).
    public func forTable(in year: Int) -> Worker {
        guard childBirthYears != nil else { return self }
        var worker = self
        worker.children = tableChildren(in: year)
        return worker
    }

    /// The household as the income tax counts it, for the estimates.
    public var taxHousehold: TaxHousehold {
        TaxHousehold(dependants: dependants, children: childBirthYears.map { .birthYears($0) } ?? .count(children))
    }

    /// A business code as the National Tax Service writes one: six digits.
    public static func isBusinessCode(_ code: String) -> Bool {
        code.utf8.count == 6 && code.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }
}

extension Limits {
    /// Won for a spouse's income and a household's assets (a trillion won: a typo beyond).
    public static let answerWon = 0...1_000_000_000_000
    /// A child's birth year in `worker.children`.
    public static let childBirthYears = 1900...2100
    /// The children's ages the withholding table counts.
    public static let tableChildAges = 8...20
}
