import Payroll

/// The words the spreadsheet preset of the shifts' CSV adds (`payday export --excel`): the
/// column of paid hours in decimal hours, beside the paid minutes.
public protocol SpreadsheetExportWords: Sendable {
    var paidHoursColumn: String { get }
}

extension PayrollLanguage {
    /// The spreadsheet preset's words in this language.
    public var spreadsheetWords: any SpreadsheetExportWords { words }
}

extension English: SpreadsheetExportWords {
    public var paidHoursColumn: String { "paid hours" }
}

extension Korean: SpreadsheetExportWords {
    public var paidHoursColumn: String { "유급(시간)" }
}
