import Foundation
import Payroll
import PayrollWords
import Plot
import Testing

@testable import PayrollExports

/// `HTMLNode`, payday's HTML writer, against Plot (which wrote the payslip and statement pages
/// before, and is kept as this target's dependency to be the oracle): the same tree rendered by
/// both is the same bytes. The trees are the pages themselves (every payslip of the fixtures'
/// workplaces in 2026 and their statements, in English and Korean, and the payslip of a workplace
/// of each hostile name) and every element holding up to three of a text, an empty element, an
/// element with text, a void element, a nested element and a style sheet. Texts go to Plot as
/// the pages gave them before: escaped by `HTMLText`, as raw text. (Plot writes an attribute's
/// value as it is; `HTMLNode` escapes it too, which the pages' fixed class names do not show:
/// `attributeValuesAreEscaped`.)
@Suite struct HTMLNodeTests {
    /// The node as a Plot node, in any context.
    static func plot<Context>(_ node: HTMLNode) -> Node<Context> {
        switch node {
        case .element(let name, let attributes, let content):
            let nodes: [Node<Context>] =
                attributes.map { .attribute(named: $0.name, value: $0.value) } + content.map { plot($0) }
            return .element(named: name, nodes: nodes)
        case .voidElement(let name, let attributes):
            return .selfClosedElement(
                named: name, attributes: attributes.map { Attribute<Context>(name: $0.name, value: $0.value) })
        case .text(let text): return .raw(HTMLText.escaped(text))
        case .styleSheet(let css): return .raw(css)
        }
    }

    /// The page `html` (an `html` element) as Plot writes a document, as the pages did.
    static func plotDocument(_ html: HTMLNode) -> String? {
        guard case .element("html", let attributes, let content) = html else { return nil }
        let nodes: [Node<HTML.DocumentContext>] =
            attributes.map { .attribute(named: $0.name, value: $0.value) } + content.map { plot($0) }
        return HTML(.group(nodes)).render(indentedBy: .spaces(2)) + "\n"
    }

    func expectBothWays(_ html: HTMLNode, sourceLocation: SourceLocation = #_sourceLocation) {
        let plotted = Self.plotDocument(html)
        #expect(plotted != nil, sourceLocation: sourceLocation)
        #expect(html.document() == plotted, sourceLocation: sourceLocation)
    }

    static let texts = ["", "plain", "김민지 <b>", "a\u{301}<&>\"'", "\u{1B}[31m\ttab\nline", "👩‍👩‍👧 &amp;"]

    /// One of each kind of content, its text chosen by `index`.
    static func kinds(_ index: Int) -> [HTMLNode] {
        let text = texts[index % texts.count]
        return [
            .text(text), .tag("td"), .tag("th", .class("amount"), text: text),
            .voidElement(name: "br", attributes: []),
            .tag("tr", .class("total"), content: [.tag("td", text: text), .tag("td", content: [.text(text)])]),
            .styleSheet("p { margin: 0; }\nh1 { font-size: 18pt; }"),
        ]
    }

    @Test func everySmallTreeIsWrittenAsPlotWritesIt() {
        var contents: [[HTMLNode]] = [[]]
        var last: [[HTMLNode]] = [[]]
        for depth in 1...3 {
            last = last.enumerated().flatMap { index, prefix in Self.kinds(index + depth).map { prefix + [$0] } }
            contents += last
        }
        #expect(contents.count == 1 + 6 + 36 + 216)
        for content in contents {
            let body: [HTMLNode] = [
                .tag("div", .class("a"), HTMLAttribute(name: "id", value: "b"), content: content),
                .tag("p", content: content),
            ]
            expectBothWays(HTMLNode.page(language: "ko", title: "t <", style: "", body: body))
            expectBothWays(.element(name: "html", attributes: [], content: content))
        }
    }

    @Test func thePagesAreWrittenAsPlotWroteThem() throws {
        let today = LocalDate(iso: "2026-12-20")!
        let basis = PayBasis(
            today: today, now: .endOfDay(today), holidays: try HolidayCalendar.bundled(),
            rates: try RateTable.bundled())
        var pages = 0
        for fixture in ["tax-free", "payslip-kinds", "workplaces", "year"] {
            let path = AppTestSupport.testsDirectory.appendingPathComponent("Fixtures/\(fixture).json").path
            let file = try DataFile.load(path: path)
            for language in PayrollLanguage.allCases {
                for place in file.workplaces(asOf: today) {
                    for period in place.periods(inYear: 2026) where period.start <= today {
                        let slip = basis.withForecast(basis.payslip(of: place, for: period), of: place)
                        let document = PayslipDocument(
                            of: file.worker, slip: slip, rates: basis.rates, language: language)
                        expectBothWays(PayslipPage.html(document))
                        pages += 1
                    }
                }
                for year in [2026, 2027] {
                    let statement = WithholdingStatement(workplaces: file.workplaces, year: year, basis: basis)
                    expectBothWays(StatementDocuments.html(statement, language: language))
                }
            }
        }
        #expect(pages > 20)
        for name in SecurityRoundTwoTests.hostileNames {
            let place = Workplace(
                name: name, wages: WageHistory(hourly: 9_000), payday: PaydayRule(day: 10),
                shifts: [
                    Shift(
                        date: LocalDate(iso: "2026-11-02")!, start: TimeOfDay(hour: 9, minute: 0)!,
                        end: TimeOfDay(hour: 15, minute: 0)!, memo: name)
                ])
            let slip = basis.payslip(of: place, for: place.period(containing: LocalDate(iso: "2026-11-02")!))
            for language in PayrollLanguage.allCases {
                expectBothWays(PayslipPage.html(PayslipDocument(worker: name, slip: slip, language: language)))
            }
        }
    }

    /// An attribute's value is escaped as text is (Plot's was written as it was); a void element
    /// is closed in its tag; an element holding an element ends on its own line.
    @Test func attributeValuesAreEscaped() {
        let html = HTMLNode.element(
            name: "html", attributes: [HTMLAttribute(name: "lang", value: "en\"><x")],
            content: [.tag("p", .class("a&b"), content: [.text("x"), .voidElement(name: "br", attributes: [])])])
        #expect(
            html.document()
                == "<!DOCTYPE html>\n<html lang=\"en&quot;&gt;&lt;x\">\n  <p class=\"a&amp;b\">x\n    <br/>\n  </p>\n</html>\n"
        )
    }
}
