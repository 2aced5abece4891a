import CSV
import Foundation
import Payroll
import PayrollWords

/// Every shift of every workplace, one a row, with its pay period, its minutes by kind and its
/// pay (`payday export --format csv`), written with CSV.swift (RFC 4180 quoting, CRLF rows).
///
/// A shift's pay is its base pay and premiums as the period's rules gave them (a shift's
/// overtime is what it made in its week); the weekly holiday allowance belongs to a week and the
/// deductions to the period, so they are in the payslip, not here. A shift that has not ended
/// yet (still open, or later than now) has its minutes and no pay: it is not earned yet.
///
/// The text cells (names, memos) are made safe for a spreadsheet (`SpreadsheetCell`) and then
/// for a terminal (`TerminalText.document`: a control character shown as `\u{1B}`), so the
/// document is written as it is, to a file or to a terminal, never escaped again.
public enum ShiftsCSV {
    public static func columns(_ language: PayrollLanguage) -> [String] {
        language.words.shiftColumns
    }

    /// The whole export as one string.
    public static func document(file: DataFile, basis: PayBasis, language: PayrollLanguage) throws -> String {
        let stream = OutputStream.toMemory()
        let writer = try CSVWriter(stream: stream, delimiter: ",", newline: .crlf)
        try writer.write(row: columns(language))
        for row in rows(file: file, basis: basis) {
            try writer.write(row: row)
        }
        writer.stream.close()
        let data = stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data ?? Data()
        return (String(data: data, encoding: .utf8) ?? "") + "\r\n"
    }

    /// The rows, each with `columns.count` cells, workplaces in file order and shifts in time order.
    static func rows(file: DataFile, basis: PayBasis) -> [[String]] {
        // A shift's pay does not depend on the worker: the payslips here are on no worker's terms.
        var basis = basis
        basis.worker = Worker()
        var rows: [[String]] = []
        for workplace in file.workplaces(asOf: basis.today) {
            guard let first = workplace.shifts.first, let last = workplace.shifts.last else { continue }
            var period = workplace.period(containing: first.date)
            let lastPeriod = workplace.period(containing: last.date)
            var remaining = workplace.shifts[...]
            while period <= lastPeriod, !remaining.isEmpty {
                let inPeriod = remaining.prefix { period.contains($0.date) }
                remaining = remaining.dropFirst(inPeriod.count)
                if !inPeriod.isEmpty {
                    let slip = basis.payslip(of: workplace, for: period)
                    var earned = slip.shifts[...]
                    for shift in inPeriod {
                        var figures: ShiftFigures?
                        if let next = earned.first, next.shift == shift {
                            figures = next
                            earned = earned.dropFirst()
                        }
                        rows.append(
                            row(
                                workplace: workplace.name, shift: shift, period: period, payday: slip.payday,
                                figures: figures, wage: workplace.wages.hourly(on: shift.date)))
                    }
                }
                period = period.adding(months: 1)
            }
        }
        return rows
    }

    /// A text cell: not a formula, and nothing a terminal acts on.
    static func cell(_ text: String) -> String { TerminalText.document(SpreadsheetCell.text(text)) }

    static func row(
        workplace: String, shift: Shift, period: PayPeriod, payday: LocalDate, figures: ShiftFigures?, wage: Int
    ) -> [String] {
        var cells = [
            cell(workplace), shift.date.description, shift.startTime.description,
            shift.endTime.description, String(shift.breakMinutes), period.description, payday.description,
        ]
        if let figures {
            let m = figures.minutes, pay = figures.pay
            cells += [m.paid, m.day, m.night, m.overtime, m.holiday, figures.hourlyWage].map(String.init)
            cells += [pay.base, pay.night, pay.overtime, pay.holiday, pay.gross].map { String($0.won) }
        } else {
            cells += [String(shift.paidMinutes), "", "", "", "", String(wage), "", "", "", "", ""]
        }
        cells.append(cell(shift.memo ?? ""))
        return cells
    }
}
