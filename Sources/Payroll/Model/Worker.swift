/// The worker themselves (`worker` at the top of the data file): their name for the payslip, and
/// what the withholding table and the minors' rules need. Written as a plain string when only the
/// name is given, as files did before the other fields existed.
public struct Worker: Sendable, Equatable, ExpressibleByStringLiteral {
    /// The withholding percentages a worker may choose: `Limits.withholdingRates`.
    public static var withholdingRates: [Int] { Limits.withholdingRates }
    /// Dependants counted with the worker for the withholding table: `Limits.dependants`.
    public static var dependantsRange: ClosedRange<Int> { Limits.dependants }
    /// The birth dates taken: `Limits.birthDates`.
    public static var birthDates: ClosedRange<LocalDate> { Limits.birthDates }

    public var name: String?
    public var birthDate: LocalDate?
    /// The number of dependants counted with the worker (공제대상가족의 수), the worker included.
    public var dependants: Int
    /// Of the dependants, the children aged 8 to 20 (8세 이상 20세 이하 자녀).
    public var children: Int
    /// 80, 100 or 120: the share of the table's tax the worker chose to have withheld.
    public var withholdingRate: Int
    /// The children as birth years (`children: [2012, 2016]`) instead of a count: each year's
    /// count for the table and each credit's age rule follow from them. `children` is then 0.
    public var childBirthYears: [Int]? = nil
    /// The answers the estimates of money from the state need (`Worker+Answers.swift`); nil is
    /// "not answered", never a default.
    public var household: StateMoneyFigures.Household? = nil
    /// The spouse's income for the year, in won.
    public var spouseIncome: Int? = nil
    /// The household's assets, in won.
    public var assets: Int? = nil
    /// The worker's business code for 3.3% income (six digits); nil: the figures' default.
    public var businessCode: String? = nil
    public var disabled = false

    public init(
        name: String? = nil, birthDate: LocalDate? = nil, dependants: Int = 1, children: Int = 0,
        withholdingRate: Int = 100
    ) {
        self.name = name
        self.birthDate = birthDate
        self.dependants = dependants
        self.children = children
        self.withholdingRate = withholdingRate
    }

    public init(stringLiteral name: String) {
        self.init(name: name)
    }

    /// Only a name (or nothing) beyond the defaults: written as a plain string.
    public var isNameOnly: Bool {
        birthDate == nil && dependants == 1 && children == 0 && withholdingRate == 100 && !hasAnswers
    }

    /// What is wrong with these fields together, if anything (each field's own range is the
    /// reader's check). The store, the command line and the forms word each reason themselves.
    public enum Problem: Sendable, Equatable {
        /// The dependants are fewer than 1 or more than the range allows.
        case dependantsOutOfRange(Int)
        /// Children are counted among the dependants, who include the worker: at most dependants − 1.
        case moreChildrenThanDependants(children: Int, dependants: Int)
        case negativeChildren(Int)
        /// Not 80, 100 or 120.
        case withholdingRateNotAllowed(Int)
        /// Outside `birthDates`.
        case birthDateOutOfRange(LocalDate)
    }

    public var problems: [Problem] {
        var problems: [Problem] = []
        if !Limits.dependants.contains(dependants) { problems.append(.dependantsOutOfRange(dependants)) }
        let children = childBirthYears?.count ?? self.children
        if children < 0 {
            problems.append(.negativeChildren(children))
        } else if children > max(dependants, 1) - 1 {  // no `dependants - 1`: it may be Int.min
            problems.append(.moreChildrenThanDependants(children: children, dependants: dependants))
        }
        if let birthDate, !Limits.birthDates.contains(birthDate) { problems.append(.birthDateOutOfRange(birthDate)) }
        if !Limits.withholdingRates.contains(withholdingRate) {
            problems.append(.withholdingRateNotAllowed(withholdingRate))
        }
        return problems
    }

    /// Whole years of age on `date` (a birthday counts from its day; 29 February from 1 March in
    /// other years).
    public func age(on date: LocalDate) -> Int? {
        guard let birthDate else { return nil }
        var years = date.year - birthDate.year
        if (date.month, date.day) < (birthDate.month, birthDate.day) { years -= 1 }
        return years
    }
}
