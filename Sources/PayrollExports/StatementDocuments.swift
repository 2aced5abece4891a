import Payroll
import PayrollWords

/// The year's withholding statement (`payday statement --format csv|html`) as a spreadsheet
/// and as a printable page: the same table as the text, one payment a row by payday, then the
/// totals.
public enum StatementDocuments {
    /// CSV (`CSVRows`: RFC 4180 quoting, CRLF rows): the columns, a row a payment with its
    /// amounts in whole won (a number a spreadsheet sums), then the totals' row (its first cell
    /// `Total`/`합계`). The workplace cell is made safe as `ShiftsCSV`'s text cells are; a
    /// byte-order mark first when asked for (Excel then reads the Korean as UTF-8).
    public static func csv(_ statement: WithholdingStatement, language: PayrollLanguage, byteOrderMark: Bool)
        -> String
    {
        var csv = CSVRows(byteOrderMark: byteOrderMark)
        let won = { (amount: Money) in String(amount.won) }
        csv.append(language.statementWords.statementColumns)
        for payment in statement.payments {
            var row = statement.cells(payment, language, money: won)
            row[1] = ShiftsCSV.cell(row[1])
            csv.append(row)
        }
        csv.append(statement.totalCells(language, money: won))
        return csv.text
    }

    /// One printable, self-contained HTML page (the payslip page's print style): the title with
    /// the worker's name, the table with the totals in its foot, the note. Every cell goes in
    /// through `HTMLText`, as the payslip page's do; no text from the data is put in an attribute.
    public static func page(_ statement: WithholdingStatement, language: PayrollLanguage) -> String {
        html(statement, language: language).document()
    }

    /// The page as a tree.
    static func html(_ statement: WithholdingStatement, language: PayrollLanguage) -> HTMLNode {
        let words = language.statementWords
        let title = words.statementTitle(year: statement.year, worker: statement.worker)
        let money = { (amount: Money) in amount.formatted(language) }
        let amounts: Set<Int> = [3, 4, 5, 6]
        func cells(_ cells: [String], tag: String) -> [HTMLNode] {
            cells.enumerated().map { index, cell in
                amounts.contains(index) ? .tag(tag, .class("amount"), text: cell) : .tag(tag, text: cell)
            }
        }
        var body: [HTMLNode] = [.tag("h1", text: title)]
        if statement.payments.isEmpty {
            body.append(.tag("p", text: words.statementNoPay(year: statement.year)))
        } else {
            body.append(
                .tag(
                    "table", .class("items"),
                    content: [
                        .tag("thead", content: [.tag("tr", content: cells(words.statementColumns, tag: "th"))]),
                        .tag(
                            "tbody",
                            content: statement.payments.map {
                                .tag("tr", content: cells(statement.cells($0, language, money: money), tag: "td"))
                            }),
                        .tag(
                            "tfoot",
                            content: [
                                .tag(
                                    "tr", .class("total"),
                                    content: cells(statement.totalCells(language, money: money), tag: "td"))
                            ]),
                    ]))
            body.append(.tag("p", text: words.statementNote))
        }
        return .page(
            language: language.rawValue, title: title, style: PayslipPage.style + "\ntable.items { font-size: 10pt; }",
            body: body)
    }
}
