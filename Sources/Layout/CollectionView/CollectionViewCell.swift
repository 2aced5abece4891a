import Foundation

/// A view a collection view places and reuses by identifier (`UICollectionReusableView`): the
/// base of cells and of supplementary views such as section headers. Subclasses build their
/// content in `init(frame:)` and reset per-item state in `prepareForReuse()`.
open class CollectionReusableView: View {
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
    func release() {
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
/// shown by `isSelected`.
open class CollectionViewCell: CollectionReusableView {
    /// The cell's content, the same size as the cell.
    public let contentView = CollectionViewCellContentView()

    /// Whether the cell shows the selected state (the collection view sets it for selected items).
    open var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsDisplay() } }
    }

    /// What the content view shows, as a value (`contentConfiguration`): setting one puts its
    /// content view in `contentView`, pinned to its edges, or updates the one already there when
    /// it supports the new configuration; nil takes it out.
    public var contentConfiguration: (any ContentConfiguration)? {
        didSet { showContentConfiguration() }
    }
    /// The view made by the content configuration.
    private var configuredContentView: (View & ContentView)?
    /// Whether the cell's item is expanded in its section snapshot (its outline disclosure
    /// points down); the diffable data source sets it.
    var isExpanded = false {
        didSet { if isExpanded != oldValue { setNeedsDisplay() } }
    }

    /// A cell with its content view.
    public required init(frame: Rect = .zero) {
        super.init(frame: frame)
        contentView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(contentView)
    }

    override var measuredView: View { contentView }

    private func showContentConfiguration() {
        guard let configuration = contentConfiguration else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            return
        }
        if let current = configuredContentView, current.supports(configuration) {
            current.configuration = configuration
            return
        }
        configuredContentView?.removeFromSuperview()
        let made = configuration.makeContentView()
        contentView.addSubview(made)
        made.snp.makeConstraints { $0.edges.equalToSuperview() }
        configuredContentView = made
    }
}
