import Canvas

/// One action a row shows when swiped (`UIContextualAction`): a title (and a glyph image), a
/// style, and a handler that gets the action, the view showing it and a completion to call with
/// whether it was performed.
public final class ContextualAction {
    /// How the action looks (`UIContextualAction.Style`).
    public enum Style: Sendable, Equatable {
        /// Drawn in `backgroundColor`, or the secondary label colour.
        case normal
        /// Drawn in the destructive colour.
        case destructive
    }

    /// Performs the action: call the completion with true when it was done.
    public typealias Handler = (ContextualAction, View, @escaping (Bool) -> Void) -> Void

    public let style: Style
    /// The action's words.
    public var title: String?
    /// A glyph before the title.
    public var image: Image?
    /// The colour the action is drawn in (nil: the style's).
    public var backgroundColor: SemanticColor?
    let handler: Handler

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }

    /// What the action shows: its glyph and title, with a space either side.
    var label: String {
        " " + [image.flatMap { $0.lines.first }, title].compactMap { $0 }.joined(separator: " ") + " "
    }
}

/// The actions of one edge of a row (`UISwipeActionsConfiguration`): the first is the outermost
/// (at the row's edge) and the one a full swipe performs.
public final class SwipeActionsConfiguration {
    public let actions: [ContextualAction]
    /// Whether swiping all the way (the swipe key pressed again) performs the first action.
    public var performsFirstActionWithFullSwipe = true

    public init(actions: [ContextualAction]) {
        self.actions = actions
    }
}

/// The actions drawn over a swiped row's edge, the chosen one underlined and bold.
final class SwipeActionsView: View {
    let configuration: SwipeActionsConfiguration
    let leading: Bool
    var chosen = 0 {
        didSet { setNeedsDisplay() }
    }

    init(configuration: SwipeActionsConfiguration, leading: Bool) {
        self.configuration = configuration
        self.leading = leading
        super.init(frame: .zero)
    }

    /// The actions in screen order: the first at the row's edge.
    var ordered: [ContextualAction] { leading ? configuration.actions : configuration.actions.reversed() }

    /// Cells the actions take.
    var width: Double { Double(configuration.actions.reduce(0) { $0 + displayWidth($1.label) }) }

    override func draw(in region: CanvasRegion) {
        var x = 0
        for action in ordered {
            let color = action.backgroundColor ?? (action.style == .destructive ? .destructive : .secondaryLabel)
            var style = Style.plain.withForeground(color, traits: region.traitCollection)
            style.attributes.insert(.reverse)
            if action === configuration.actions[chosen] { style.attributes.formUnion([.bold, .underline]) }
            x += region.draw(action.label, x: x, y: 0, style: style)
        }
    }
}
