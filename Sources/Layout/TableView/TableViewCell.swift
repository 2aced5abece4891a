/// The content view of a `TableViewCell`: put subviews and their constraints here. The table
/// holds its height with a required `View-Encapsulated-Layout-Height` constraint (and its width
/// with `View-Encapsulated-Layout-Width`), as UIKit does with `UITableViewCellContentView`.
public final class TableViewCellContentView: View {}

/// A row of a table (`UITableViewCell`). Subclass it, build the content in
/// `init(reuseIdentifier:)` inside `contentView`, and reset per-row state in
/// `prepareForReuse()`.
open class TableViewCell: View, TableContentHosting, ReusableView {
    /// The identifier the cell was registered and dequeued with, or nil for a cell made by hand.
    public let reuseIdentifier: String?
    /// The cell's content, the same size as the cell.
    public let contentView = TableViewCellContentView()
    /// Whether the cell shows the selected state; setting it is `setSelected(_:animated: false)`.
    /// The table sets it for the selected row (selection belongs to the row, not the cell).
    public var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }
    private var selectedState = false

    /// The initializer a table uses to make registered cells; subclasses override it.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        setUpHostedContent()
    }

    /// Shows or hides the selected state. Override to restyle; call super.
    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != selectedState else { return }
        selectedState = selected
        setNeedsDisplay()
        contentView.setNeedsDisplay()
        setNeedsUpdateConfiguration()
    }

    // MARK: Content configurations and state

    /// Restyles a cell for its state (`UITableViewCell.ConfigurationUpdateHandler`).
    public typealias ConfigurationUpdateHandler = (TableViewCell, CellConfigurationState) -> Void

    /// Whether the cell shows the highlighted state; set by code (the terminal has no touch-down).
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// What the content view shows, as a value (`contentConfiguration`), as a collection view
    /// cell's: its content view fills `contentView`.
    public var contentConfiguration: (any ContentConfiguration)? {
        didSet { host.show(contentConfiguration, in: contentView) }
    }
    private var host = ConfigurationHost()

    /// A list row's configuration, text and secondary text empty (`defaultContentConfiguration()`).
    public func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

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
        state.traitCollection = traitCollection
        return state
    }

    /// Asks for `updateConfiguration(using:)` at the next layout (`setNeedsUpdateConfiguration()`).
    public func setNeedsUpdateConfiguration() {
        host.needsUpdate = true
        setNeedsLayout()
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

    /// Called before the table hands the cell out again for another row. Reset what the last
    /// row configured; call super. The table sets selection itself afterwards.
    open func prepareForReuse() {}

    /// The content view fills the cell. While the cell shows a row its frame is hand-set, so
    /// the engine holds it with the `View-Encapsulated-Layout-*` constraints that make a
    /// too-tall required content conflict, exactly as in UIKit.
    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        contentView.frame = bounds
    }

    var hostedContentView: View { contentView }
}
