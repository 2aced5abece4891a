/// A glyph beside a list cell's content (`UICellAccessory`): a disclosure indicator `›`, a
/// check mark `✓`, an outline disclosure `▸`/`▾` that collapses and expands the item's children,
/// or a text label. The outline disclosure sits at the leading edge (after the indentation), as
/// a terminal tree does; the others at the trailing edge, in order.
public struct CellAccessory {
    /// When the accessory shows (`UICellAccessory.DisplayedState`). A collection view in the
    /// terminal is never editing, so `.whenEditing` never shows.
    public enum DisplayedState: Sendable, Equatable {
        case always, whenEditing, whenNotEditing
    }

    /// Options of the disclosure indicator (`UICellAccessory.DisclosureIndicatorOptions`).
    public struct DisclosureIndicatorOptions {
        public var isHidden: Bool?
        public var tintColor: SemanticColor?
        public init(isHidden: Bool? = nil, tintColor: SemanticColor? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    /// Options of the check mark (`UICellAccessory.CheckmarkOptions`).
    public typealias CheckmarkOptions = DisclosureIndicatorOptions
    /// Options of the label (`UICellAccessory.LabelOptions`).
    public typealias LabelOptions = DisclosureIndicatorOptions

    /// Options of the outline disclosure (`UICellAccessory.OutlineDisclosureOptions`).
    public struct OutlineDisclosureOptions {
        /// What a click on the row does (`UICellAccessory.OutlineDisclosureOptions.Style`).
        public enum Style: Sendable, Equatable {
            /// `.header` for a section's header row, else `.cell`.
            case automatic
            /// A click anywhere on the row collapses or expands it (and does not select it).
            case header
            /// Only a click on the glyph collapses or expands; elsewhere the row is selected.
            case cell
        }
        public var style: Style
        public var isHidden: Bool?
        public var tintColor: SemanticColor?
        public init(style: Style = .automatic, isHidden: Bool? = nil, tintColor: SemanticColor? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    enum Kind {
        case disclosureIndicator
        case checkmark
        case outlineDisclosure(OutlineDisclosureOptions.Style, actionHandler: (() -> Void)?)
        case label(String)
    }

    let kind: Kind
    /// When it shows.
    public let displayed: DisplayedState
    let isHidden: Bool
    let tintColor: SemanticColor?

    /// A `›` at the trailing edge: the row leads somewhere.
    public static func disclosureIndicator(
        displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()
    ) -> Self {
        Self(
            kind: .disclosureIndicator, displayed: displayed, isHidden: options.isHidden ?? false,
            tintColor: options.tintColor)
    }

    /// A `✓` at the trailing edge.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> Self {
        Self(kind: .checkmark, displayed: displayed, isHidden: options.isHidden ?? false, tintColor: options.tintColor)
    }

    /// A `▸` (collapsed) or `▾` (expanded) at the leading edge. A click on it, or on the whole
    /// row for the header style, or → and ← on the focused row, expands or collapses the item in
    /// its section snapshot through the diffable data source; `actionHandler`, when given, runs
    /// instead.
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
        actionHandler: (() -> Void)? = nil
    ) -> Self {
        Self(
            kind: .outlineDisclosure(options.style, actionHandler: actionHandler), displayed: displayed,
            isHidden: options.isHidden ?? false, tintColor: options.tintColor)
    }

    /// A text at the trailing edge, in the secondary colour.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init())
        -> Self
    {
        Self(
            kind: .label(text), displayed: displayed, isHidden: options.isHidden ?? false, tintColor: options.tintColor)
    }

    /// Whether the accessory shows in a collection view that is not editing.
    var isShown: Bool { !isHidden && displayed != .whenEditing }

    var isOutlineDisclosure: Bool {
        if case .outlineDisclosure = kind { true } else { false }
    }

    /// The glyph or text drawn.
    func glyph(expanded: Bool) -> String {
        switch kind {
        case .disclosureIndicator: "›"
        case .checkmark: "✓"
        case .outlineDisclosure: expanded ? "▾" : "▸"
        case .label(let text): text
        }
    }
}
