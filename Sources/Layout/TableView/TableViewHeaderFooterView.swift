/// A section's header or footer (`UITableViewHeaderFooterView`): a reusable view with a
/// `contentView` to build in and a `textLabel` the table fills with the data source's title.
/// Register a subclass with `register(_:forHeaderFooterViewReuseIdentifier:)` and hand one out
/// from the delegate's `viewForHeaderInSection` with `dequeueReusableHeaderFooterView(withIdentifier:)`.
///
/// The table places it by hand at its section's header (or footer) rect; self-sizing measures
/// the content view at the table's width, as for cells. It draws a plain background, so that a
/// header pinned at the top of a plain table hides the rows that scroll under it.
open class TableViewHeaderFooterView: View, TableContentHosting, ReusableView {
    /// The identifier the view was registered and dequeued with, or nil for a view made by hand.
    public let reuseIdentifier: String?
    /// The header's content, the same size as the header.
    public let contentView = View()

    /// A label filling the content view (wrapping, no line limit), made on first use: the
    /// table puts the section's title in it.
    public private(set) lazy var textLabel: Label? = {
        let label = Label()
        label.numberOfLines = 0
        contentView.addSubview(label)
        label.snp.makeConstraints { $0.edges.equalToSuperview() }
        return label
    }()

    /// The initializer a table uses to make registered header and footer views; subclasses
    /// override it (`UITableViewHeaderFooterView(reuseIdentifier:)`).
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        setUpHostedContent()
    }

    /// Called before the table hands the view out again for another section; call super.
    open func prepareForReuse() {}

    /// The content view fills the view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    var hostedContentView: View { contentView }
}

/// A view the table places by hand whose `contentView` fills it (cells, header and footer
/// views): while it shows a row or section its content view's size is held by the engine's
/// `View-Encapsulated-Layout-*` constraints, and released when it leaves, so configuring it for
/// another row cannot conflict with the old height.
protocol TableContentHosting: View {
    var hostedContentView: View { get }
}

extension TableContentHosting {
    /// Called once from the initializer: the view and its content view as the table needs them.
    func setUpHostedContent() {
        // A row never draws over its neighbours, also mid-animation, when its content is laid
        // out for the final height while the row on screen is still growing.
        clipsToBounds = true
        // Opaque, as UIKit's cells: a row sliding in or out under its neighbours during a row
        // animation, or scrolling under a pinned section header, is hidden by what is above it.
        backgroundStyle = .plain
        translatesAutoresizingMaskIntoConstraints = false
        // Until a table gives the view its height, the content view's size is free: a view
        // being built or reused must not conflict with a height it does not have yet.
        hostedContentView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(hostedContentView)
    }

    /// Called by the table once the view has its rect; `keptWidth` is the required width its
    /// measurement just now left active (`fittingContentHeight(width:keepingWidth:)`), which
    /// the content view's encapsulated width takes over.
    func holdContentSize(keeping keptWidth: LayoutConstraint? = nil) {
        translatesAutoresizingMaskIntoConstraints = true
        hostedContentView.frame = bounds
        let content = hostedContentView
        guard let keptWidth else {
            content.translatesAutoresizingMaskIntoConstraints = true
            return
        }
        // The encapsulated width takes the kept one over where it is made: the content view
        // placed by constraints until now, in the engine and tree of the measurement.
        guard !content.translatesAutoresizingMaskIntoConstraints, content.layoutVariables != nil,
            content.superview != nil, keptWidth.firstItem === content, keptWidth.engine === content.layoutEngine
        else {
            LayoutConstraint.deactivate([keptWidth])
            content.translatesAutoresizingMaskIntoConstraints = true
            return
        }
        content.translatesAutoresizingMaskIntoConstraints(keepingWidth: keptWidth)
    }

    /// Called by the table when the view leaves the screen.
    func releaseContentSize() {
        hostedContentView.translatesAutoresizingMaskIntoConstraints = false
    }

    /// The height of the content at `width` (required) with a free height (fitting level),
    /// rounded up to whole cells; nil when the content gives no finite height.
    func fittingContentHeight(width: Double) -> Double? {
        fittingContentHeight(width: width, keepingWidth: false).height
    }

    /// As `fittingContentHeight(width:)`; with `keepingWidth`, for a view the table holds at
    /// that width next, the measurement's required width may stay active (returned: hand it to
    /// `holdContentSize(keeping:)`).
    func fittingContentHeight(width: Double, keepingWidth: Bool) -> (height: Double?, keptWidth: LayoutConstraint?) {
        let (size, kept) = hostedContentView.systemLayoutSizeFitting(
            Size(width: width, height: 0),
            withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel, keepingWidth: keepingWidth)
        guard size.height.isFinite else { return (nil, kept) }
        return (max(0, (size.height - 1e-6).rounded(.up)), kept)
    }
}
