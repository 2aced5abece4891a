import Payroll
import PayrollWords

/// The payslip as one printable, self-contained HTML page (`payday payslip --format html`): the
/// same items as the text payslip (who and where, the period and payday, days and hours worked,
/// each pay item with how it is calculated, the tax-free and taxable pay, each deduction, the totals and net pay, the notes),
/// with its own print style and nothing loaded from elsewhere. Built as a tree of `HTMLNode`s;
/// every name, memo and label goes in as text, escaped by `HTMLText` one Unicode scalar at a time
/// as the page is written: a workplace named `<script>` is shown, never run. No text from the
/// data is put in an attribute.
public enum PayslipPage {
    public static func document(_ payslip: PayslipDocument) -> String { html(payslip).document() }

    /// The page as a tree.
    static func html(_ payslip: PayslipDocument) -> HTMLNode {
        let words = payslip.language.words
        let slip = payslip.slip
        let money = { (amount: Money) in amount.formatted(payslip.language) }
        let title = words.payslipTitle
        let heading = "\(title) · \(slip.workplaceName) · \(slip.period)"

        func itemRow(_ item: PayslipDocument.Item, showZero: Bool) -> HTMLNode {
            .tag(
                "tr",
                content: [
                    .tag("th", text: item.label), .tag("td", text: item.calculation),
                    .tag("td", .class("amount"), text: !showZero && item.amount == .zero ? "-" : money(item.amount)),
                ])
        }
        func totalRow(_ item: PayslipDocument.Item) -> HTMLNode {
            .tag(
                "tr", .class("total"),
                content: [
                    .tag("th", text: item.label), .tag("td"), .tag("td", .class("amount"), text: money(item.amount)),
                ])
        }
        func header(_ first: String) -> HTMLNode {
            .tag(
                "thead",
                content: [
                    .tag(
                        "tr",
                        content: [
                            .tag("th", text: first), .tag("th", text: words.payslipCalculationColumn),
                            .tag("th", .class("amount"), text: words.payslipAmountColumn),
                        ])
                ])
        }
        // The payslip's lines, in their order: the pay items and the gross, the deductions, their
        // total and the net, what is expected by payday (the hours are in the fields above).
        let lines = payslip.lines
        func only(_ kinds: (PayslipLine.Kind) -> Bool) -> [PayslipDocument.Item] {
            lines.filter { kinds($0.line.kind) }
        }
        var body: [HTMLNode] = [
            .tag("h1", text: title),
            .tag(
                "table", .class("fields"),
                content: payslip.fields.map { field in
                    .tag("tr", content: [.tag("th", text: field.label), .tag("td", text: field.value)])
                }),
            .tag(
                "table", .class("items"),
                content: [
                    .tag("caption", text: words.payslipPayCaption), header(words.payslipPayColumn),
                    .tag("tbody", content: only(\.isPay).map { itemRow($0, showZero: false) }),
                    // The gross, then (for a workplace with non-taxable pay) its tax-free part
                    // and the taxable pay the withholding table is looked up by.
                    .tag(
                        "tfoot",
                        content: only { $0 == .gross }.map(totalRow)
                            + only { $0 == .taxFree || $0 == .taxableGross }.map { itemRow($0, showZero: true) }),
                ]),
            .tag(
                "table", .class("items"),
                content: [
                    .tag("caption", text: words.payslipDeductionsCaption), header(words.payslipDeductionColumn),
                    .tag("tbody", content: only(\.isDeduction).map { itemRow($0, showZero: true) }),
                    .tag("tfoot", content: only { $0 == .totalDeductions || $0 == .net }.map(totalRow)),
                ]),
        ]
        body += only { $0 == .expected }.map { item in
            .tag("p", .class("expected"), text: item.label + "  " + payslip.expectedValue(item.line))
        }
        if !slip.warnings.isEmpty {
            body.append(
                .tag("ul", .class("notes"), content: slip.warnings.map { .tag("li", text: $0.text(payslip.language)) }))
        }
        body.append(.tag("footer", content: [.tag("p", text: words.payslipFooter(today: slip.today))]))
        return .page(language: payslip.language.rawValue, title: heading, style: style, body: body)
    }

    /// Print-friendly: A4, black on white, amounts aligned on the right, no colour needed.
    static let style = """
        @page { size: A4; margin: 18mm; }
        body { font-family: "Noto Sans CJK KR", "Noto Sans KR", "Malgun Gothic", sans-serif; color: #000;
          background: #fff; font-size: 11pt; max-width: 46em; margin: 2em auto; }
        h1 { font-size: 18pt; margin: 0 0 0.8em; }
        table { border-collapse: collapse; width: 100%; margin-bottom: 1.2em; }
        caption { text-align: left; font-weight: bold; padding: 0.3em 0; }
        th, td { text-align: left; padding: 0.25em 0.5em; border-bottom: 1px solid #999; vertical-align: top; }
        table.fields th { width: 9em; font-weight: normal; color: #333; }
        .amount { text-align: right; white-space: nowrap; }
        tr.total th, tr.total td { font-weight: bold; border-top: 2px solid #000; }
        ul.notes { padding-left: 1.2em; }
        footer { font-size: 9pt; color: #333; margin-top: 2em; }
        """
}
