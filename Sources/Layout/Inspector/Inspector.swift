/// The view inspector (in the spirit of Xcode's view debugger and Textual's devtools): a panel
/// over the window listing the view tree of the screen on top (the presented sheet while one is
/// up), each view with its frame, the views whose layout is ambiguous marked `?` and those with
/// a broken (unsatisfiable) constraint marked `!`; below the tree, the selected view's frame
/// and every constraint that places it, with its priority, broken ones marked (in the
/// semantic colours `destructive` and `warning`, for the window's traits). The selected
/// view is shown reversed on the screen.
///
/// F12 opens and closes it (the window answers F12 at the end of the responder chain, so a
/// screen that uses F12 keeps it); `Window.inspector.isVisible` does the same from code. While
/// it shows, it takes the keys: ↑/↓ select the previous or next view, Home the top one, Esc or
/// F12 close; a click selects the deepest view under the pointer. The panel takes the right
/// half of a screen 60 cells wide or more, else the bottom half. `report` is the panel's text
/// without the screen, for logs and tests.
public final class Inspector {
    /// The window inspected.
    public private(set) unowned var window: Window
    /// Whether the panel shows. Opening selects the root of the screen on top.
    public var isVisible = false {
        didSet {
            guard isVisible != oldValue else { return }
            if isVisible { selectedView = window.focusScope }
            window.scheduleFrame()
        }
    }
    /// The view whose frame and constraints the panel shows.
    public var selectedView: View? {
        get { storedSelection }
        set {
            storedSelection = newValue
            window.scheduleFrame()
        }
    }
    private weak var storedSelection: View?

    init(window: Window) { self.window = window }

    /// The key that opens and closes the inspector.
    public static let toggleKey = KeyPress.function(12)

    // MARK: The tree

    /// One line of the tree: the view, its depth, and its text.
    struct Row {
        let view: View
        let depth: Int
    }

    var rows: [Row] {
        guard let scope = window.focusScope else { return [] }
        var rows: [Row] = []
        func visit(_ view: View, depth: Int) {
            rows.append(Row(view: view, depth: depth))
            for subview in view.subviews where !(subview is PresentationContainerView) {
                visit(subview, depth: depth + 1)
            }
        }
        visit(scope, depth: 0)
        return rows
    }

    /// `Label "Total" (1, 2, 14, 1) ?!`: the view's name, its frame, and its marks.
    static func line(for view: View) -> String {
        var text = name(of: view)
        if let label = view as? Label, !label.text.isEmpty {
            text += " \"" + (label.text.split(separator: "\n").first.map(String.init) ?? "") + "\""
        }
        text += " " + frameText(view.frame)
        if view.isHidden { text += " hidden" }
        var marks = ""
        if view.hasAmbiguousLayout { marks += "?" }
        if view.referencingConstraints.contains(where: \.isBroken) { marks += "!" }
        return marks.isEmpty ? text : text + " " + marks
    }

    /// The view's type, and its SnapKit label or tag when it has one.
    static func name(of item: LayoutItem) -> String {
        if let guide = item as? LayoutGuide { return guide.identifier.isEmpty ? "LayoutGuide" : guide.identifier }
        var text = "\(type(of: item))"
        if let label = item.snapKitLabel {
            text += "(\(label))"
        } else if let view = item as? View, view.tag != 0 {
            text += "#\(view.tag)"
        }
        return text
    }

    static func frameText(_ rect: Rect) -> String {
        "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height)))"
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : "\((value * 100).rounded() / 100)"
    }

    /// `leading == StackView.leading + 2 @750 'SV-spacing'`, seen from `view` (its own side
    /// first when it is the second item).
    static func describe(_ constraint: LayoutConstraint, for view: View) -> String {
        let flipped = constraint.secondItem === view && constraint.firstItem !== view
        let ownAttribute = flipped ? constraint.secondAttribute : constraint.firstAttribute
        var text =
            "\(ownAttribute) \(flipped ? flippedRelation(constraint.relation) : constraint.relation.description) "
        if let other = flipped ? constraint.firstItem : constraint.secondItem {
            let otherAttribute = flipped ? constraint.firstAttribute : constraint.secondAttribute
            var rhs = "\(other === view ? "self" : name(of: other)).\(otherAttribute)"
            if constraint.multiplier != 1 { rhs = "\(number(constraint.multiplier))*" + rhs }
            let constant = flipped ? -constraint.constant : constraint.constant
            if constant > 0 { rhs += " + \(number(constant))" }
            if constant < 0 { rhs += " - \(number(-constant))" }
            text += rhs
        } else {
            text += number(constraint.constant)
        }
        text += " @\(Int(constraint.priority.rawValue))"
        if let identifier = constraint.identifier { text += " '\(identifier)'" }
        if constraint.isBroken { text += " BROKEN" }
        return text
    }

    private static func flippedRelation(_ relation: LayoutRelation) -> String {
        switch relation {
        case .lessThanOrEqual: ">="
        case .equal: "=="
        case .greaterThanOrEqual: "<="
        }
    }

    /// The selected view's details: its frame, then its constraints by axis.
    var details: [String] {
        guard let view = selectedView else { return [] }
        var lines = ["\(Self.name(of: view)) frame \(Self.frameText(view.frame))"]
        if view.hasAmbiguousLayout { lines.append("? ambiguous layout") }
        for (axis, label) in [(Axis.horizontal, "H"), (.vertical, "V")] {
            for constraint in view.constraintsAffectingLayout(for: axis) {
                lines.append("\(label) " + Self.describe(constraint, for: view))
            }
        }
        if view.translatesAutoresizingMaskIntoConstraints && view.constraintsAffectingLayout(for: .horizontal).isEmpty {
            lines.append("frame set by hand")
        }
        return lines
    }

    /// The panel's text: the title, the tree (the selected line starts with `>`), a rule, the
    /// details.
    public var report: String {
        let rows = rows
        var lines = ["Inspector  ↑↓ select  Esc close"]
        for row in rows {
            let mark = row.view === selectedView ? ">" : " "
            lines.append(mark + String(repeating: " ", count: row.depth) + Self.line(for: row.view))
        }
        lines.append("──")
        lines += details
        return lines.joined(separator: "\n")
    }

    // MARK: Input

    /// The keys while the panel shows: ↑/↓/Home select, Esc and F12 close. Every key is taken.
    func handle(_ press: KeyPress) {
        let rows = rows
        let index = rows.firstIndex { $0.view === selectedView } ?? 0
        switch press.input {
        case KeyCommand.inputUpArrow: selectedView = rows[safe: index - 1]?.view ?? selectedView
        case KeyCommand.inputDownArrow: selectedView = rows[safe: index + 1]?.view ?? selectedView
        case KeyCommand.inputHome: selectedView = rows.first?.view
        case KeyCommand.inputEscape: isVisible = false
        default: if press == Self.toggleKey { isVisible = false }
        }
    }

    /// A press selects the deepest view under it.
    func select(at point: Point) {
        guard let scope = window.focusScope, let hit = scope.hitTest(scope.convert(point, from: nil)) else { return }
        selectedView = hit
    }

    // MARK: Drawing

    /// Where the panel goes on a canvas of `width` x `height`.
    static func panelRect(width: Int, height: Int) -> CellRect {
        width >= 60
            ? CellRect(x: width / 2, y: 0, width: width - width / 2, height: height)
            : CellRect(x: 0, y: height / 2, width: width, height: height - height / 2)
    }

    /// Reverses the selected view's cells and draws the panel over the screen.
    func draw(into canvas: inout Canvas) {
        let panel = Self.panelRect(width: canvas.width, height: canvas.height)
        if let view = selectedView, view.window === window {
            let origin = view.convert(Point.zero, to: nil)
            let rect = CellRect(
                x: Int(origin.x.rounded()), y: Int(origin.y.rounded()), width: Int(view.bounds.width.rounded()),
                height: Int(view.bounds.height.rounded()))
            canvas.addAttributes(.reverse, in: rect.intersection(canvas.bounds))
        }
        let traits = window.traitCollection
        canvas.fill(panel, style: .plain)
        canvas.drawBox(panel, style: Style(.separator, traits: traits))
        let inner = CellRect(x: panel.x + 1, y: panel.y + 1, width: panel.width - 2, height: panel.height - 2)
        guard inner.width > 0, inner.height > 0 else { return }
        let lines = report.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The tree scrolls to keep the selection in sight; the details keep the bottom part.
        let treeEnd = lines.firstIndex(of: "──") ?? lines.count
        let detailRoom = min(max(lines.count - treeEnd, 0), inner.height / 2)
        let treeRoom = inner.height - detailRoom
        let selected = lines.firstIndex { $0.hasPrefix(">") } ?? 0
        let treeStart = min(max(selected - treeRoom / 2, 0), max(treeEnd - treeRoom, 0))
        var shown = Array(lines[treeStart..<min(treeStart + treeRoom, treeEnd)])
        shown += lines[treeEnd..<min(treeEnd + detailRoom, lines.count)]
        for (row, line) in shown.enumerated() {
            canvas.draw(
                line, in: CellRect(x: inner.x, y: inner.y + row, width: inner.width, height: 1),
                style: Self.style(of: line, traits: traits))
        }
    }

    /// A line's look, in semantic colours for the window's traits: the title bold, the
    /// selected view reversed, what is broken (`!`, `BROKEN`) in `destructive` and what is
    /// ambiguous (`?`) in `warning` (bold on a monochrome screen), the separator in `separator`.
    static func style(of line: String, traits: TraitCollection) -> Style {
        let color: SemanticColor? =
            if line.hasSuffix("!") || line.hasSuffix(" BROKEN") {
                .destructive
            } else if line.hasSuffix("?") || line.hasPrefix("? ") {
                .warning
            } else if line == "──" {
                .separator
            } else {
                nil
            }
        let attributes: TextAttributes =
            line.hasPrefix(">") ? .reverse : line.hasPrefix("Inspector") ? .bold : []
        return Style(color, attributes: attributes, traits: traits)
    }
}
