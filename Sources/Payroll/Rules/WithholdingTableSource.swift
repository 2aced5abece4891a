/// Where a rate table's withholding table comes from: read already, or to be read from beside its
/// rates file the first time a figure asks for it.
///
/// Only a workplace taxed by the table (`deductions.incomeTax: "table"`) reads it, and reading it
/// is about 2 M instructions, a tenth of a command's start: the loader reads it at once when the
/// data file has such a workplace (so that a broken table is reported there, as before), and
/// otherwise leaves it to be read here when something needs it (a workplace changed to that rule
/// in the app). Read late, a table that cannot be read is none: the payslip that needs it says
/// that no withholding table was loaded.
///
/// `@unchecked Sendable`: the one mutable state, the table once read, is read and written under
/// `lock` only.
final class WithholdingTableSource: @unchecked Sendable {
    /// The rates file the table is beside; nil once it is read.
    private var ratesPath: String?
    private var read: WithholdingTable?
    private let lock = SystemLock()

    /// A table already read (or none).
    init(_ table: WithholdingTable?) {
        read = table
        ratesPath = nil
    }

    /// The table beside the rates file at `ratesPath`, read on first need.
    init(besideRatesAt ratesPath: String) {
        self.ratesPath = ratesPath
        read = nil
    }

    /// The table, read now if it was left to be read (nil when it cannot be).
    var table: WithholdingTable? {
        lock.withLock {
            if let path = ratesPath {
                ratesPath = nil
                read = try? RateTable.withholdingTable(besideRatesAt: path)
            }
            return read
        }
    }
}
