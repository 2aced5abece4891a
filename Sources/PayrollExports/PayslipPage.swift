import Payroll
import PayrollWords
import Plot

/// The payslip as one printable, self-contained HTML page (`payday payslip --format html`): the
/// same items as the text payslip (who and where, the period and payday, days and hours worked,
/// each pay item with how it is calculated, the tax-free and taxable pay, each deduction, the totals and net pay, the notes),
/// with its own print style and nothing loaded from elsewhere. Built with Plot's typed nodes; every
/// name, memo and label goes in through `text`, escaped by `HTMLText` one Unicode scalar at a time
/// (Plot's own escaping goes a `Character` at a time, which lets a `<` joined to the character
/// before it through): a workplace named `<script>` is shown, never run. No text from the data is
/// put in an attribute.
public enum PayslipPage {
    public static func document(_ payslip: PayslipDocument) -> String {
        let words = payslip.language.words
        let slip = payslip.slip
        let money = { (amount: Money) in amount.formatted(payslip.language) }
        let title = words.payslipTitle
        let heading = "\(title) · \(slip.workplaceName) · \(slip.period)"

        func itemRow(_ item: PayslipDocument.Item, showZero: Bool) -> Node<HTML.TableContext> {
            .tr(
                .th(text(item.label)), .td(text(item.calculation)),
                .td(.class("amount"), text(!showZero && item.amount == .zero ? "-" : money(item.amount))))
        }
        func totalRow(_ item: PayslipDocument.Item) -> Node<HTML.TableContext> {
            .tr(.class("total"), .th(text(item.label)), .td(), .td(.class("amount"), text(money(item.amount))))
        }
        // The payslip's lines, in their order: the pay items and the gross, the deductions, their
        // total and the net, what is expected by payday (the hours are in the fields above).
        let lines = payslip.lines
        func only(_ kinds: (PayslipLine.Kind) -> Bool) -> [PayslipDocument.Item] {
            lines.filter { kinds($0.line.kind) }
        }
        let html = HTML(
            .lang(payslip.language == .korean ? .korean : .english),
            .head(
                .meta(.charset(.utf8)),
                // Not Plot's `.title`: it copies the title into meta attributes, which Plot does not
                // escape (a name with a quote would end the attribute).
                .element(named: "title", nodes: [text(heading)]),
                .style(style)
            ),
            .body(
                .h1(text(title)),
                .table(
                    .class("fields"),
                    .forEach(payslip.fields) { field in
                        .tr(.th(text(field.label)), .td(text(field.value)))
                    }
                ),
                .table(
                    .class("items"),
                    .caption(text(words.payslipPayCaption)),
                    .thead(
                        .tr(
                            .th(text(words.payslipPayColumn)), .th(text(words.payslipCalculationColumn)),
                            .th(.class("amount"), text(words.payslipAmountColumn)))),
                    .tbody(.forEach(only(\.isPay)) { itemRow($0, showZero: false) }),
                    // The gross, then (for a workplace with non-taxable pay) its tax-free part
                    // and the taxable pay the withholding table is looked up by.
                    .tfoot(
                        .forEach(only { $0 == .gross }, totalRow),
                        .forEach(only { $0 == .taxFree || $0 == .taxableGross }) { itemRow($0, showZero: true) })
                ),
                .table(
                    .class("items"),
                    .caption(text(words.payslipDeductionsCaption)),
                    .thead(
                        .tr(
                            .th(text(words.payslipDeductionColumn)),
                            .th(text(words.payslipCalculationColumn)),
                            .th(.class("amount"), text(words.payslipAmountColumn)))),
                    .tbody(.forEach(only(\.isDeduction)) { itemRow($0, showZero: true) }),
                    .tfoot(.forEach(only { $0 == .totalDeductions || $0 == .net }, totalRow))
                ),
                .forEach(only { $0 == .expected }) { item in
                    .p(.class("expected"), text(item.label + "  " + payslip.expectedValue(item.line)))
                },
                .if(
                    !slip.warnings.isEmpty,
                    .ul(.class("notes"), .forEach(slip.warnings) { .li(text($0.text(payslip.language))) })
                ),
                .footer(
                    .p(text(words.payslipFooter(today: slip.today)))
                )
            )
        )
        // Plot's document already begins with its doctype: one, as HTML5 wants.
        return html.render(indentedBy: .spaces(2)) + "\n"
    }

    /// Text from the data (or payday's own words), escaped by `HTMLText`.
    static func text<Context>(_ text: String) -> Node<Context> { .raw(HTMLText.escaped(text)) }

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
