/// A view a collection view places and reuses by identifier (`UICollectionReusableView`): the
/// base of cells and of supplementary views such as section headers. Subclasses build their
/// content in `init(frame:)` and reset per-item state in `prepareForReuse()`.
open class CollectionReusableView: View, ReusableView {
    /// The identifier the view was registered and dequeued with; nil for one made by hand.
    public internal(set) var reuseIdentifier: String?

    /// The initializer a collection view uses to make registered views; subclasses override it.
    public required override init(frame: Rect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
        backgroundStyle = .plain
        // Until a collection view gives the view its item's frame, its size is free: a view being
        // built or reused must not conflict with a size it does not have yet.
        translatesAutoresizingMaskIntoConstraints = false
    }

    /// Called before the collection view hands the view out again. Reset what the last item
    /// configured; call super.
    open func prepareForReuse() {}

    /// The attributes the view wants, given the layout's: the layout's, with the size the view's
    /// constraints give on the axes the layout estimated (measured with
    /// `systemLayoutSizeFitting`, the fixed axes required, the estimated ones free, rounded up to
    /// whole cells). Called once per item, when it first shows, for layouts with estimated sizes.
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutAttributes {
        let estimated = layoutAttributes.estimatedAxes
        guard estimated.width || estimated.height else { return layoutAttributes }
        let size = measuredView.systemLayoutSizeFitting(
            Size(
                width: estimated.width ? 0 : layoutAttributes.size.width,
                height: estimated.height ? 0 : layoutAttributes.size.height),
            withHorizontalFittingPriority: estimated.width ? .fittingSizeLevel : .required,
            verticalFittingPriority: estimated.height ? .fittingSizeLevel : .required)
        let preferred = layoutAttributes.copy()
        func whole(_ value: Double, _ fallback: Double) -> Double {
            value.isFinite ? max(0, (value - 1e-6).rounded(.up)) : fallback
        }
        preferred.size = Size(
            width: estimated.width ? whole(size.width, layoutAttributes.size.width) : layoutAttributes.size.width,
            height: estimated.height ? whole(size.height, layoutAttributes.size.height) : layoutAttributes.size.height)
        return preferred
    }

    /// Takes what the layout says of the view before it is measured and placed (UIKit's
    /// `apply(_:)`); a list cell learns its look here. Does nothing by default.
    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}

    /// The view whose constraints give the preferred size: the content view of a cell, the view
    /// itself otherwise.
    var measuredView: View { self }

    /// Where the measured view sits in the view: all of it, unless a subclass keeps room for
    /// something of its own (a list cell's accessories and separator).
    var measuredViewFrame: Rect { bounds }

    /// Takes the frame the collection view gives (its size held by the engine while shown).
    func hold(frame: Rect) {
        translatesAutoresizingMaskIntoConstraints = true
        self.frame = frame
        guard measuredView !== self else { return }
        measuredView.frame = measuredViewFrame
        measuredView.translatesAutoresizingMaskIntoConstraints = true
    }

    /// Lets the size go again (a view waiting for reuse, or being measured).
    func releaseContentSize() {
        if measuredView !== self { measuredView.translatesAutoresizingMaskIntoConstraints = false }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if measuredView !== self { measuredView.frame = measuredViewFrame }
    }
}

/// The content view of a `CollectionViewCell`: put subviews and their constraints here.
public final class CollectionViewCellContentView: View {}

/// An item of a collection view (`UICollectionViewCell`): content in `contentView`, selection
/// shown by `isSelected`, the content restyled for its state by `updateConfiguration(using:)` or
/// a `configurationUpdateHandler`.
open class CollectionViewCell: CollectionReusableView {
    /// Restyles a cell for its state (`UICollectionViewCell.ConfigurationUpdateHandler`).
    public typealias ConfigurationUpdateHandler = (CollectionViewCell, CellConfigurationState) -> Void

    /// The cell's content, the same size as the cell.
    public let contentView = CollectionViewCellContentView()

    /// Whether the cell shows the selected state (the collection view sets it for selected items).
    open var isSelected = false {
        didSet { stateChanged(isSelected != oldValue) }
    }
    /// Whether the cell shows the highlighted state; set by code (the terminal has no touch-down).
    open var isHighlighted = false {
        didSet { stateChanged(isHighlighted != oldValue) }
    }
    /// Whether the cell's item is the one the arrow keys move from (the collection view sets it).
    public internal(set) var isFocusedItem = false {
        didSet { stateChanged(isFocusedItem != oldValue) }
    }
    /// Whether the cell shows its swipe actions (the collection view sets it).
    public internal(set) var isSwiped = false {
        didSet { stateChanged(isSwiped != oldValue) }
    }
    /// Whether a key is moving the cell's item (the collection view sets it).
    public internal(set) var isReordering = false {
        didSet { stateChanged(isReordering != oldValue) }
    }

    /// What the content view shows, as a value (`contentConfiguration`): setting one puts its
    /// content view in `contentView`, pinned to its edges, or updates the one already there when
    /// it supports the new configuration; nil takes it out.
    public var contentConfiguration: (any ContentConfiguration)? {
        didSet { host.show(contentConfiguration, in: contentView) }
    }
    private var host = ConfigurationHost()
    /// Whether the cell's item is expanded in its section snapshot (its outline disclosure
    /// points down); the diffable data source sets it.
    var isExpanded = false {
        didSet { stateChanged(isExpanded != oldValue) }
    }

    /// Called with the cell and its state whenever the state changes, after
    /// `updateConfiguration(using:)`; setting it calls it at the next layout.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The cell's state now (`configurationState`).
    open var configurationState: CellConfigurationState {
        var state = CellConfigurationState()
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isFocused = isFocusedItem
        state.isExpanded = isExpanded
        state.isSwiped = isSwiped
        state.isReordering = isReordering
        state.traitCollection = traitCollection
        return state
    }

    /// A cell with its content view.
    public required init(frame: Rect = .zero) {
        super.init(frame: frame)
        contentView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(contentView)
    }

    override var measuredView: View { contentView }

    /// Asks for `updateConfiguration(using:)` at the next layout (`setNeedsUpdateConfiguration()`).
    public func setNeedsUpdateConfiguration() {
        host.needsUpdate = true
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Runs a pending configuration update now.
    public func updateConfigurationIfNeeded() {
        guard host.takePendingUpdate() else { return }
        let state = configurationState
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    /// Restyles the cell for `state`; subclasses override it (calling super). Does nothing by
    /// default; the `configurationUpdateHandler` runs after it.
    open func updateConfiguration(using state: CellConfigurationState) {}

    private func stateChanged(_ changed: Bool) {
        if changed { setNeedsUpdateConfiguration() }
    }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
    }
}
