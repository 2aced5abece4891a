import Payroll

/// The words of the pay model, in one place. Payroll returns typed values (reasons, problems,
/// warnings, payslip lines, documents' figures); this target words them. Each family of words is
/// a protocol (`ExportWords`, `PayslipLineWords`, ...) that both `English` and `Korean` conform
/// to, so a sentence missing in one language does not compile.
public struct English: Sendable {
    public init() {}
}

/// The Korean words; its particles come from `Korean.particle(_:after:)`.
public struct Korean: Sendable {
    public init() {}
}

/// Every family of words, as one language speaks them. A new family joins here; its accessor
/// (`language.claimWords`) hands out `words`, so the language is chosen in one place.
public typealias PayrollWording =
    ExportWords & PayslipLineWords & PlanWords & StoreErrorWords & PayslipWarningWords
    & EntitlementWords & YearWords & CalendarEventWords & ClaimWords & EndedMonthWords & EvidenceFolderWords
    & InsuranceCalculationWords & JobTermsWords & LawCaseWords & PayCadenceWords & SickDayWords
    & SpreadsheetExportWords & StateMoneyWords & StatementWords & TaxFreeWords & WorkerAnswerWords & HistoryMarkWords

extension PayrollLanguage {
    /// The words of this language: every family's conformance, chosen here once.
    public var words: any PayrollWording {
        switch self {
        case .english: English()
        case .korean: Korean()
        }
    }
}

extension Unicode.Scalar {
    /// `U+` and the scalar's value in upper-case hexadecimal, at least four digits (`U+0007`,
    /// `U+200B`, `U+1F600`), as a message names a character it cannot show.
    var codePoint: String {
        let digits = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
