/// A part of an HTML page as a value: an element with its attributes and content, a text, or
/// payday's own style sheet. The payslip page and the statement page are trees of these, written
/// out by `document()`; no page is put together by joining strings.
///
/// Every text (a name, a memo, a label, payday's words) is escaped once, as it is written, by
/// `HTMLText` (one Unicode scalar at a time), and so is every attribute's value; the style sheet is
/// payday's and written as it is. The layout is Plot's, whose typed HTML wrote these pages before:
/// each element on its own line, indented two spaces a level, its end tag on a line of its own
/// when it holds an element and right after its text when it holds only text, a void element
/// (`<meta/>`) closed in its tag. `HTMLNodeTests` renders the same trees with Plot (the tests'
/// dependency only: it imports Foundation) and expects the same bytes.
indirect enum HTMLNode {
    case element(name: String, attributes: [HTMLAttribute], content: [HTMLNode])
    /// An element with no content and no end tag (`<meta charset="UTF-8"/>`).
    case voidElement(name: String, attributes: [HTMLAttribute])
    /// Text, escaped by `HTMLText` as it is written.
    case text(String)
    /// A style sheet's CSS, payday's own (never text from the data), written as it is.
    case styleSheet(String)

    /// An element holding `content`.
    static func tag(_ name: String, _ attributes: HTMLAttribute..., content: [HTMLNode] = []) -> HTMLNode {
        .element(name: name, attributes: attributes, content: content)
    }

    /// An element holding one text.
    static func tag(_ name: String, _ attributes: HTMLAttribute..., text: String) -> HTMLNode {
        .element(name: name, attributes: attributes, content: [.text(text)])
    }

    /// A whole page: `html` in `language` (a BCP 47 code) holding a head (its character set, its
    /// title and its style sheet) and `body`.
    static func page(language: String, title: String, style: String, body: [HTMLNode]) -> HTMLNode {
        let head = HTMLNode.tag(
            "head",
            content: [
                .voidElement(name: "meta", attributes: [HTMLAttribute(name: "charset", value: "UTF-8")]),
                .tag("title", text: title), .element(name: "style", attributes: [], content: [.styleSheet(style)]),
            ])
        return .tag("html", HTMLAttribute(name: "lang", value: language), content: [head, .tag("body", content: body)])
    }

    /// The node (a page's `html` element) as a whole document: the doctype, the element, a
    /// final line break.
    func document() -> String {
        var out = "<!DOCTYPE html>\n"
        write(into: &out, indentation: "")
        out += "\n"
        return out
    }

    /// Writes the node, its tag (if an element) after `indentation`.
    private func write(into out: inout String, indentation: String) {
        switch self {
        case .text(let text): out += HTMLText.escaped(text)
        case .styleSheet(let css): out += css
        case .voidElement(let name, let attributes):
            out += indentation + "<" + name
            for attribute in attributes { attribute.write(into: &out) }
            out += "/>"
        case .element(let name, let attributes, let content):
            out += indentation + "<" + name
            for attribute in attributes { attribute.write(into: &out) }
            out += ">"
            var holdsElement = false
            for node in content {
                switch node {
                case .element, .voidElement:
                    holdsElement = true
                    out += "\n"
                    node.write(into: &out, indentation: indentation + "  ")
                case .text, .styleSheet:
                    node.write(into: &out, indentation: indentation)
                }
            }
            if holdsElement { out += "\n" + indentation }
            out += "</" + name + ">"
        }
    }
}

/// An attribute of an element: its name and its value, the value escaped by `HTMLText` as it is
/// written.
struct HTMLAttribute {
    var name: String
    var value: String

    /// The element's class, for the style sheet.
    static func `class`(_ name: String) -> HTMLAttribute { HTMLAttribute(name: "class", value: name) }

    fileprivate func write(into out: inout String) {
        out += " " + name + "=\"" + HTMLText.escaped(value) + "\""
    }
}
