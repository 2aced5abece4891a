import Payroll

/// The state of a month whose period is over but not paid yet (it waits for its payday): its
/// figures are final, so it is never "so far".
public protocol EndedMonthWords: Sendable {
    /// `payday stats`' state column for such a month.
    var endedUnpaid: String { get }
}

extension English: EndedMonthWords {
    public var endedUnpaid: String { "ended, unpaid" }
}

extension Korean: EndedMonthWords {
    public var endedUnpaid: String { "종료, 지급 전" }
}

extension PayrollLanguage {
    /// The words of a month ended and not paid yet, in this language.
    public var endedMonthWords: any EndedMonthWords { words }
}
