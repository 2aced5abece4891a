import Payroll

/// What an export holds and how its bytes are laid out: the choices of `payday export` that
/// are not its format.
public struct ExportChoices: Sendable, Equatable {
    /// Only the workplace of this exact name (nil: every workplace).
    public var workplace: String?
    /// Only shifts (and plans, paydays) on these days (nil: every day).
    public var dates: ClosedRange<LocalDate>?
    /// CSV: a UTF-8 byte-order mark first, by which Excel (in Korea, whose default is CP949)
    /// knows the file is UTF-8.
    public var byteOrderMark = false
    /// CSV: a paid-hours column in decimal hours (`7.5`) beside the paid minutes, a number a
    /// spreadsheet sums as hours.
    public var decimalHours = false

    public init(
        workplace: String? = nil, dates: ClosedRange<LocalDate>? = nil, byteOrderMark: Bool = false,
        decimalHours: Bool = false
    ) {
        self.workplace = workplace
        self.dates = dates
        self.byteOrderMark = byteOrderMark
        self.decimalHours = decimalHours
    }

    /// The preset for Excel: a byte-order mark and decimal hours (the rows end in CRLF and the
    /// cells that would start a formula are text in every CSV payday writes).
    public static func excel(workplace: String? = nil, dates: ClosedRange<LocalDate>? = nil) -> ExportChoices {
        ExportChoices(workplace: workplace, dates: dates, byteOrderMark: true, decimalHours: true)
    }

    /// The workplace is in the export.
    func includes(_ workplace: Workplace) -> Bool { self.workplace.map { $0 == workplace.name } ?? true }

    /// The day is in the export.
    func includes(_ date: LocalDate) -> Bool { dates?.contains(date) ?? true }

    /// `7.5` for 450 minutes, `0.33` for 20: hours to two decimals at most, no trailing zeros.
    static func hours(minutes: Int) -> String {
        let hundredths = (minutes * 100 + 30) / 60
        let whole = hundredths / 100, fraction = hundredths % 100
        if fraction == 0 { return String(whole) }
        let digits = fraction < 10 ? "0\(fraction)" : String(fraction)
        return "\(whole)." + (digits.hasSuffix("0") ? String(digits.dropLast()) : digits)
    }
}
