/// What reached the worker's account for one pay period (the file's `received`): the amount, and
/// the day it arrived when the worker gives it.
public struct Receipt: Sendable, Equatable {
    /// The period it is for, in the workplace's own periods: a month (named `YYYY-MM`), or a
    /// weekly or daily period (named by its first day).
    public var period: PayPeriod
    public var amount: Money
    public var date: LocalDate?

    public init(period: PayPeriod, amount: Money, date: LocalDate? = nil) {
        self.period = period
        self.amount = amount
        self.date = date
    }

    /// The most a receipt can be: a year's pay at the highest wage the file allows stays far
    /// from overflow, and no month's pay comes near it.
    public static let maximumAmount = 1_000_000_000
}

/// The checks on a workplace's receipts: typed reasons with where they are; the data file's reader,
/// the store and the command line word them.
public enum ReceiptRules {
    public enum Reason: Sendable, Equatable {
        /// Two receipts for one period; `other` is the earlier one's index.
        case periodRepeated(other: Int)
        /// The amount is outside 0...maximumAmount.
        case amountOutOfRange(Int)
        /// The day it arrived is outside the dates the file takes (`Limits.dates`).
        case dateOutsideWindow(LocalDate, allowed: ClosedRange<LocalDate>)
    }

    public struct Problem: Sendable, Equatable {
        public var index: Int
        public var reason: Reason
    }

    /// `receipts` with `receipt` recorded: named in the workplace's own periods (`startDay`),
    /// replacing one for the same period, in period order. What the store saves, and what a form
    /// checks before it offers to save.
    public static func recording(_ receipt: Receipt, in receipts: [Receipt], startDay: Int) -> [Receipt] {
        var receipt = receipt
        let period = receipt.period.with(startDay: startDay)
        receipt.period = period
        var result = receipts.filter { !$0.period.hasSameName(as: period) }
        result.append(receipt)
        result.sort { $0.period < $1.period }
        return result
    }

    /// Why `workplace` cannot record `receipt` (none: it can).
    public static func reasons(recording receipt: Receipt, at workplace: Workplace) -> [Reason] {
        problems(recording(receipt, in: workplace.received, startDay: workplace.periodStartDay)).map(\.reason)
    }

    public static func problems(_ receipts: [Receipt]) -> [Problem] {
        var problems: [Problem] = []
        var seen: [String: Int] = [:]
        for (index, receipt) in receipts.enumerated() {
            if !Limits.receivedAmount.contains(receipt.amount.won) {
                problems.append(Problem(index: index, reason: .amountOutOfRange(receipt.amount.won)))
            }
            if let date = receipt.date, !Limits.dates.contains(date) {
                problems.append(Problem(index: index, reason: .dateOutsideWindow(date, allowed: Limits.dates)))
            }
            let name = receipt.period.description
            if let other = seen[name] {
                problems.append(Problem(index: index, reason: .periodRepeated(other: other)))
            } else {
                seen[name] = index
            }
        }
        return problems
    }
}
