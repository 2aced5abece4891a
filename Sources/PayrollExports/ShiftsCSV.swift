import Payroll
import PayrollWords

/// Every shift of every workplace, one a row, with its pay period, its minutes by kind and its
/// pay (`payday export --format csv`), written by `CSVRows` (RFC 4180 quoting, CRLF rows).
///
/// A shift's pay is its base pay and premiums as the period's rules gave them (a shift's
/// overtime is what it made in its week); the weekly holiday allowance belongs to a week and the
/// deductions to the period, so they are in the payslip, not here. A shift that has not ended
/// yet (later than now) has its minutes and no pay: it is not earned yet. The open shift (clocked
/// in, not yet out) is its workplace's last row, with its date and start and nothing else: no
/// end, no minutes, no pay.
///
/// The text cells (names, memos) are made safe for a spreadsheet (`SpreadsheetCell`) and then
/// for a terminal (`TerminalText.document`: a control character shown as `\u{1B}`), so the
/// document is written as it is, to a file or to a terminal, never escaped again.
public enum ShiftsCSV {
    public static func columns(_ language: PayrollLanguage, _ choices: ExportChoices = ExportChoices()) -> [String] {
        var columns = language.words.shiftColumns
        if choices.decimalHours { columns.insert(language.spreadsheetWords.paidHoursColumn, at: paidMinutesColumn + 1) }
        return columns
    }

    /// Where the paid minutes are in a row (the paid hours, when asked for, are after them).
    static let paidMinutesColumn = 7

    /// The whole export as one string: a byte-order mark first when `choices` asks for one.
    public static func document(
        file: DataFile, basis: PayBasis, language: PayrollLanguage, choices: ExportChoices = ExportChoices()
    ) -> String {
        String(decoding: documentBytes(file: file, basis: basis, language: language, choices: choices), as: UTF8.self)
    }

    /// `document(...)` in UTF-8, as it is written: a file or standard output gets these bytes,
    /// never a string made of them first.
    public static func documentBytes(
        file: DataFile, basis: PayBasis, language: PayrollLanguage, choices: ExportChoices = ExportChoices()
    ) -> [UInt8] {
        var csv = CSVRows(byteOrderMark: choices.byteOrderMark)
        let rows = rows(file: file, basis: basis, choices: choices)
        // A row of the bench's file is about 82 bytes.
        csv.reserveCapacity(96 * (rows.count + 1))
        csv.append(columns(language, choices))
        for var row in rows {
            if choices.decimalHours {
                let minutes = Int(row[paidMinutesColumn])
                row.insert(minutes.map { ExportChoices.hours(minutes: $0) } ?? "", at: paidMinutesColumn + 1)
            }
            csv.append(row)
        }
        return csv.bytes
    }

    /// The rows, each with `columns.count` cells, workplaces in file order and shifts in time
    /// order, the open shift (clocked in, not out) last, with its start and no end, minutes or pay.
    static func rows(file: DataFile, basis: PayBasis, choices: ExportChoices = ExportChoices()) -> [[String]] {
        // A shift's pay does not depend on the worker: the payslips here are on no worker's terms.
        var basis = basis
        basis.worker = Worker()
        var rows: [[String]] = []
        rows.reserveCapacity(file.workplaces.reduce(0) { $0 + $1.shifts.count + 1 })
        for workplace in file.workplaces(asOf: basis.today) where choices.includes(workplace) {
            let shifts = workplace.shifts.filter { choices.includes($0.date) }
            // The name's cell, made safe once for all the workplace's rows.
            let name = cell(workplace.name)
            var periods: [PayPeriod] = []
            for shift in shifts {
                let period = workplace.period(containing: shift.date)
                if periods.last != period { periods.append(period) }
            }
            var remaining = shifts[...]
            for period in periods {
                let inPeriod = remaining.prefix { period.contains($0.date) }
                remaining = remaining.dropFirst(inPeriod.count)
                let slip = basis.payslip(of: workplace, for: period)
                var earned = slip.shifts[...]
                for shift in inPeriod {
                    // The slip's shifts are the period's in time order: skip those not exported.
                    while let next = earned.first, next.shift.start < shift.start { earned = earned.dropFirst() }
                    var figures: ShiftFigures?
                    if let next = earned.first, next.shift == shift {
                        figures = next
                        earned = earned.dropFirst()
                    }
                    rows.append(
                        row(
                            name: name, shift: shift, period: period, payday: slip.payday,
                            figures: figures, wage: workplace.wages.hourly(on: shift.date)))
                }
            }
            if let open = workplace.openShift, choices.includes(open.date) {
                let period = workplace.period(containing: open.date)
                rows.append(
                    openRow(
                        name: name, open: open, period: period,
                        payday: basis.payslip(of: workplace, for: period).payday,
                        wage: workplace.wages.hourly(on: open.date)))
            }
        }
        return rows
    }

    /// The open shift's row: its date and start, no end, break, minutes or pay (nothing is
    /// earned until it is closed), its wage and memo.
    static func openRow(name: String, open: OpenShift, period: PayPeriod, payday: LocalDate, wage: Int)
        -> [String]
    {
        [name, open.date.description, open.startTime.description, "", "", period.description]
            + [payday.description, "", "", "", "", "", String(wage), "", "", "", "", "", cell(open.memo ?? "")]
    }

    /// A text cell: not a formula, and nothing a terminal acts on.
    static func cell(_ text: String) -> String { TerminalText.document(SpreadsheetCell.text(text)) }

    /// A shift's row; `name` is its workplace's name as a cell (`cell`).
    static func row(
        name: String, shift: Shift, period: PayPeriod, payday: LocalDate, figures: ShiftFigures?, wage: Int
    ) -> [String] {
        var cells: [String] = []
        cells.reserveCapacity(19)
        cells.append(name)
        cells.append(shift.date.description)
        cells.append(shift.startTime.description)
        cells.append(shift.endTime.description)
        cells.append(String(shift.breakMinutes))
        cells.append(period.description)
        cells.append(payday.description)
        if let figures {
            let m = figures.minutes, pay = figures.pay
            for minutes in [m.paid, m.day, m.night, m.overtime, m.holiday, figures.hourlyWage] {
                cells.append(String(minutes))
            }
            for money in [pay.base, pay.night, pay.overtime, pay.holiday, pay.gross] { cells.append(String(money.won)) }
        } else {
            cells.append(String(shift.paidMinutes))
            for _ in 0..<4 { cells.append("") }
            cells.append(String(wage))
            for _ in 0..<5 { cells.append("") }
        }
        cells.append(shift.memo.map(cell) ?? "")
        return cells
    }
}
