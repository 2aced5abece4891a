import CSV
import Foundation
import Payroll
import PayrollWords
import Plot

/// The year's withholding statement (`payday statement --format csv|html`) as a spreadsheet
/// and as a printable page: the same table as the text, one payment a row by payday, then the
/// totals.
public enum StatementDocuments {
    /// CSV with CSV.swift (RFC 4180 quoting, CRLF rows): the columns, a row a payment with its
    /// amounts in whole won (a number a spreadsheet sums), then the totals' row (its first cell
    /// `Total`/`합계`). The workplace cell is made safe as `ShiftsCSV`'s text cells are; a
    /// byte-order mark first when asked for (Excel then reads the Korean as UTF-8).
    public static func csv(_ statement: WithholdingStatement, language: PayrollLanguage, byteOrderMark: Bool)
        throws -> String
    {
        let stream = OutputStream.toMemory()
        let writer = try CSVWriter(stream: stream, delimiter: ",", newline: .crlf)
        let won = { (amount: Money) in String(amount.won) }
        try writer.write(row: language.statementWords.statementColumns)
        for payment in statement.payments {
            var row = statement.cells(payment, language, money: won)
            row[1] = ShiftsCSV.cell(row[1])
            try writer.write(row: row)
        }
        try writer.write(row: statement.totalCells(language, money: won))
        writer.stream.close()
        let data = stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data ?? Data()
        return (byteOrderMark ? "\u{FEFF}" : "") + (String(data: data, encoding: .utf8) ?? "") + "\r\n"
    }

    /// One printable, self-contained HTML page (the payslip page's print style): the title with
    /// the worker's name, the table with the totals in its foot, the note. Every cell goes in
    /// through `HTMLText`, as the payslip page's do; no text from the data is put in an attribute.
    public static func page(_ statement: WithholdingStatement, language: PayrollLanguage) -> String {
        let words = language.statementWords
        let title = words.statementTitle(year: statement.year, worker: statement.worker)
        let money = { (amount: Money) in amount.formatted(language) }
        let amounts: Set<Int> = [3, 4, 5, 6]
        func row(_ cells: [String], header: Bool = false) -> Node<HTML.TableContext> {
            .tr(
                .forEach(Array(cells.enumerated())) { index, cell in
                    let content: Node<HTML.BodyContext> = PayslipPage.text(cell)
                    let attribute: Node<HTML.BodyContext> = amounts.contains(index) ? .class("amount") : .empty
                    return header ? .th(attribute, content) : .td(attribute, content)
                })
        }
        let body: Node<HTML.BodyContext> =
            statement.payments.isEmpty
            ? .p(PayslipPage.text(words.statementNoPay(year: statement.year)))
            : .group(
                .table(
                    .class("items"),
                    .thead(row(words.statementColumns, header: true)),
                    .tbody(.forEach(statement.payments) { row(statement.cells($0, language, money: money)) }),
                    .tfoot(
                        .tr(
                            .class("total"),
                            .forEach(Array(statement.totalCells(language, money: money).enumerated())) { index, cell in
                                .td(amounts.contains(index) ? .class("amount") : .empty, PayslipPage.text(cell))
                            }))
                ),
                .p(PayslipPage.text(words.statementNote))
            )
        let html = HTML(
            .lang(language == .korean ? .korean : .english),
            .head(
                .meta(.charset(.utf8)),
                .element(named: "title", nodes: [PayslipPage.text(title)]),
                .style(PayslipPage.style + "\ntable.items { font-size: 10pt; }")
            ),
            .body(.h1(PayslipPage.text(title)), body)
        )
        return html.render(indentedBy: .spaces(2)) + "\n"
    }
}
