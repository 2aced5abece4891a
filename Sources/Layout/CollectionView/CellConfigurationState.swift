/// What a cell is showing besides its data (`UICellConfigurationState`): handed to
/// `updateConfiguration(using:)` and the `configurationUpdateHandler`, which restyle the cell's
/// content for it.
///
/// In the terminal: `isSelected` is the selection; `isFocused` marks the item the arrow keys move
/// from (a collection view's `indexPathForFocusedItem`; a table's keys move the selection, so
/// its cells show `isSelected` only); `isHighlighted` is set by code (a terminal has no touch-down); `isSwiped` while
/// the cell shows its swipe actions; `isReordering` while a key moves it; `isExpanded` for an
/// expanded item of a section snapshot.
public struct CellConfigurationState: Hashable, Sendable {
    public var isSelected = false
    public var isHighlighted = false
    public var isFocused = false
    public var isDisabled = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false
    /// The cell's traits (colours, contrast) when the state was taken.
    public var traitCollection = TraitCollection()

    public init() {}
}

/// Keeps a cell's content view made by a content configuration, and its configuration state
/// updates: the part `CollectionViewCell` and `TableViewCell` share.
struct ConfigurationHost {
    /// The view made by the content configuration.
    private(set) var contentView: (View & ContentView)?
    /// Whether the state changed since the last update.
    var needsUpdate = true

    /// Whether an update is pending, clearing it (the update then runs outside the host).
    mutating func takePendingUpdate() -> Bool {
        defer { needsUpdate = false }
        return needsUpdate
    }

    /// Shows `configuration` in `container`: hands it to the view there when that one supports
    /// it, else makes a new view pinned to the container's edges; nil takes the view out.
    mutating func show(_ configuration: (any ContentConfiguration)?, in container: View) {
        guard let configuration else {
            contentView?.removeFromSuperview()
            contentView = nil
            return
        }
        if let current = contentView, current.supports(configuration) {
            current.configuration = configuration
            return
        }
        contentView?.removeFromSuperview()
        let made = configuration.makeContentView()
        container.addSubview(made)
        made.snp.makeConstraints { $0.edges.equalToSuperview() }
        contentView = made
    }
}
