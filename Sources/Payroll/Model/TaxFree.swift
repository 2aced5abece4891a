/// The workplace's non-taxable pay (`taxFree` in the data file): what the contract pays that the
/// Income Tax Act does not tax (art. 12 (3)).
public struct TaxFree: Sendable, Equatable {
    /// The worker's overtime, night and holiday premiums are non-taxable where the decree's limits
    /// allow (art. 12 (3) (나), Enforcement Decree art. 17): the worker's occupation is one the
    /// decree names (a convenience store's or a restaurant's worker is), which only they can say.
    public var overtimePremiums: Bool
    /// A meal allowance paid each month on top of the wage, in won (0: none).
    public var meals: Int

    public init(overtimePremiums: Bool = false, meals: Int = 0) {
        self.overtimePremiums = overtimePremiums
        self.meals = meals
    }
}
