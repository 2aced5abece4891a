import FoundationEssentials

/// The law's figures behind a claim for unpaid money (진정): when wages and severance fall due
/// after leaving, how long a claim lasts, and the late-payment interest. Read from the
/// `claims` section of `state-money.json`, each figure with its article and the date it is in
/// force from; a broken figure is refused by its path, never half used.
public struct ClaimLaw: Sendable, Equatable {
    /// Wages, severance and unused leave are due within this many days of leaving (근로기준법 art.
    /// 36, 퇴직급여법 art. 9), counted from the day after the last day of work.
    public var paymentDaysAfterLeaving: Int
    /// A claim to wages or severance lapses this many years after it fell due (근로기준법 art. 49,
    /// 퇴직급여법 art. 10).
    public var prescriptionYears: Int
    /// Late-payment interest a year (근로기준법 art. 37, 시행령 art. 17).
    public var lateInterestRate: Ratio
    /// Paydays on or after this date earn `lateInterestRate` from the next day while the worker
    /// is still employed (art. 37 (1) 2 as amended).
    public var lateInterestWhileEmployedFrom: LocalDate
    /// The commercial rate (상법 art. 54), for wages due on a payday before that date, until the
    /// interest after leaving begins.
    public var commercialInterestRate: Ratio
    /// The civil rate (민법 art. 379), for an employer not in business; said, not used in the sums.
    public var civilInterestRate: Ratio

    /// The shipped figures (`state-money.json`).
    public static func bundled() throws(StateMoneyFigures.LoadProblem) -> ClaimLaw {
        try parse(StateMoneyFigures.bundledData())
    }

    /// The `claims` section of a state-money file. Each figure is range-checked: days 1 to 90,
    /// years 1 to 10, a rate above 0 and at most 100%, a date 1990-01-01 to 2100-12-31.
    public static func parse(_ data: Data) throws(StateMoneyFigures.LoadProblem) -> ClaimLaw {
        struct Figure<Value: Decodable>: Decodable {
            var value: Value
            var inForce: String
            var source: String
        }
        struct Claims: Decodable {
            var paymentDaysAfterLeaving: Figure<Int>
            var prescriptionYears: Figure<Int>
            var lateInterestRate: Figure<String>
            var lateInterestWhileEmployedFrom: Figure<String>
            var commercialInterestRate: Figure<String>
            var civilInterestRate: Figure<String>
        }
        struct File: Decodable { var claims: Claims }
        let claims: Claims
        do {
            claims = try JSONDecoder().decode(File.self, from: data).claims
        } catch {
            throw .unreadable(String(describing: error))
        }
        func checked<Value>(_ figure: Figure<Value>, _ name: String) throws(StateMoneyFigures.LoadProblem) -> Value {
            guard LocalDate(iso: figure.inForce) != nil, !figure.source.isEmpty else {
                throw .badFigure("claims.\(name)")
            }
            return figure.value
        }
        func rate(_ figure: Figure<String>, _ name: String) throws(StateMoneyFigures.LoadProblem) -> Ratio {
            guard let ratio = Ratio(decimal: try checked(figure, name)), ratio.numerator > 0,
                ratio.numerator <= ratio.denominator
            else { throw .badFigure("claims.\(name).value") }
            return ratio
        }
        let days = try checked(claims.paymentDaysAfterLeaving, "paymentDaysAfterLeaving")
        guard (1...90).contains(days) else { throw .badFigure("claims.paymentDaysAfterLeaving.value") }
        let years = try checked(claims.prescriptionYears, "prescriptionYears")
        guard (1...10).contains(years) else { throw .badFigure("claims.prescriptionYears.value") }
        guard
            let from = LocalDate(
                iso: try checked(claims.lateInterestWhileEmployedFrom, "lateInterestWhileEmployedFrom")),
            Limits.today.contains(from)
        else { throw .badFigure("claims.lateInterestWhileEmployedFrom.value") }
        return ClaimLaw(
            paymentDaysAfterLeaving: days, prescriptionYears: years,
            lateInterestRate: try rate(claims.lateInterestRate, "lateInterestRate"),
            lateInterestWhileEmployedFrom: from,
            commercialInterestRate: try rate(claims.commercialInterestRate, "commercialInterestRate"),
            civilInterestRate: try rate(claims.civilInterestRate, "civilInterestRate"))
    }
}
