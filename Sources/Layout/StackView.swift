/// A view that lines up its arranged subviews along an axis (`UIStackView`), by generating
/// constraints with the identifiers of UIKit (without its `UI` prefix):
///
/// - `SV-canvas-connection`: the first and last visible arranged views to the stack's edges
///   (or its layout margins), and the `<=`/`>=` edges of non-fill alignments;
/// - `SV-spacing`: the gap between neighbours (`spacing`, or `setCustomSpacing(_:after:)`);
/// - `SV-hiding`: `size along the axis == 0` for a hidden arranged view, which stays in the
///   hierarchy; its spacing collapses (it sits on the previous visible view's trailing edge);
/// - `SV-alignment`: across the axis, per `alignment`;
/// - `SV-fill-equally`, `SV-fill-proportionally` and `SV-distributing`: for the distributions
///   that need them.
///
/// The constraints are rebuilt in the constraints pass after any change.
open class StackView: View {
    /// How the arranged views share the length along the axis (`UIStackView.Distribution`).
    public enum Distribution: Sendable {
        /// The views fill the stack; hugging and compression resistance decide who gives.
        case fill
        /// The visible views are the same length.
        case fillEqually
        /// Lengths in proportion to the views' intrinsic lengths (`fill` when none has one).
        case fillProportionally
        /// Equal gaps between the views' edges, at least `spacing`.
        case equalSpacing
        /// Equal distances between the views' centres, with gaps of at least `spacing`.
        case equalCentering
    }

    /// Where the arranged views sit across the axis (`UIStackView.Alignment`).
    public enum Alignment: Sendable {
        /// Each view as tall (wide) as the stack across its axis, or at its leading, centre or
        /// trailing side at its own size.
        case fill, leading, center, trailing
        /// A horizontal stack lines its views up on the baseline of their first (last) line of
        /// text; a view without text has its baseline at its bottom. In a vertical stack they
        /// fill, as UIKit's do.
        case firstBaseline, lastBaseline

        /// `.leading` under its name for horizontal stacks.
        public static let top = Alignment.leading
        /// `.trailing` under its name for horizontal stacks.
        public static let bottom = Alignment.trailing
    }

    /// The views lined up, in order (each is also a subview).
    public private(set) var arrangedSubviews: [View] = []

    /// The direction the views are lined up in.
    public var axis: Axis = .horizontal { didSet { invalidateArrangement() } }
    /// The gap between neighbours, in cells (a minimum for `.equalSpacing` and `.equalCentering`).
    public var spacing: Double = 0 { didSet { invalidateArrangement() } }
    /// How the length along the axis is shared.
    public var distribution: Distribution = .fill { didSet { invalidateArrangement() } }
    /// Where the views sit across the axis.
    public var alignment: Alignment = .fill { didSet { invalidateArrangement() } }
    /// Whether the arranged views are laid out within `directionalLayoutMargins`.
    public var isLayoutMarginsRelativeArrangement = false { didSet { invalidateArrangement() } }

    private var customSpacings: [ObjectIdentifier: Double] = [:]
    private var generated: [LayoutConstraint] = []
    private var spacerGuides: [LayoutGuide] = []
    private var arrangementIsValid = false

    /// A horizontal stack of `views`.
    public init(arrangedSubviews views: [View] = []) {
        super.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// An empty stack at `frame`.
    public override init(frame: Rect) { super.init(frame: frame) }

    /// Adds `view` at the end of the arranged views (and as a subview if it is not one).
    public func addArrangedSubview(_ view: View) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    /// Inserts `view` among the arranged views at `index` (clamped), adding it as a subview if needed.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        invalidateArrangement()
    }

    /// Stops arranging `view`; it stays a subview, as in UIKit.
    public func removeArrangedSubview(_ view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        invalidateArrangement()
    }

    /// The gap after `arrangedSubview` instead of `spacing`.
    public func setCustomSpacing(_ spacing: Double, after arrangedSubview: View) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        invalidateArrangement()
    }

    /// The custom gap after `arrangedSubview`, or `StackView.useDefaultSpacing` when it has none.
    public func customSpacing(after arrangedSubview: View) -> Double {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? StackView.useDefaultSpacing
    }

    /// `UIStackView.spacingUseDefault`: no custom spacing.
    public static let useDefaultSpacing = Double.greatestFiniteMagnitude

    /// An arranged view hidden or shown collapses or comes back.
    override func subviewVisibilityDidChange(_ subview: View) {
        if arrangedSubviews.contains(where: { $0 === subview }) { invalidateArrangement() }
    }

    /// A subview that leaves stops being arranged, as in UIKit.
    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// An arranged view's intrinsic size changed: the proportions of `.fillProportionally`
    /// follow it.
    override func subviewIntrinsicContentSizeDidChange(_ subview: View) {
        if distribution == .fillProportionally, arrangedSubviews.contains(where: { $0 === subview }) {
            invalidateArrangement()
        }
    }

    private func invalidateArrangement() {
        arrangementIsValid = false
        setNeedsUpdateConstraints()
    }

    /// Rebuilds the arrangement's constraints after a change; call super when overriding.
    open override func updateConstraints() {
        if !arrangementIsValid { rebuildArrangement() }
        super.updateConstraints()
    }

    /// Works out the constraints the arrangement needs and hands the solver only the
    /// difference from the ones in place (see `applyArrangement`).
    private func rebuildArrangement() {
        arrangementIsValid = true
        let previous = generated
        let previousGuides = spacerGuides
        generated = []
        spacerGuides = []
        defer {
            applyArrangement(replacing: previous)
            for guide in previousGuides.dropFirst(spacerGuides.count) { removeLayoutGuide(guide) }
        }
        guard !arrangedSubviews.isEmpty else { return }
        let margins = isLayoutMarginsRelativeArrangement ? directionalLayoutMargins : .zero
        let vertical = axis == .vertical
        let (start, end): (LayoutAttribute, LayoutAttribute) = vertical ? (.top, .bottom) : (.leading, .trailing)
        let length: LayoutAttribute = vertical ? .height : .width
        let startInset = vertical ? margins.top : margins.leading
        let endInset = vertical ? margins.bottom : margins.trailing

        func add(
            _ identifier: String, _ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
            _ second: LayoutItem?, _ secondAttribute: LayoutAttribute, multiplier: Double = 1, constant: Double = 0,
            priority: LayoutPriority = .required
        ) {
            generated.append(
                .system(
                    identifier, first, firstAttribute, relation, second, secondAttribute,
                    multiplier: multiplier, constant: constant, priority: priority))
        }

        // Along the axis: a chain of the visible views, hidden ones collapsed in place.
        let visible = arrangedSubviews.filter { !$0.isHidden }
        var previousVisible: View?
        for view in arrangedSubviews {
            if view.isHidden {
                add("SV-hiding", view, length, .equal, nil, .notAnAttribute)
                if let previousVisible {
                    add("SV-spacing", view, start, .equal, previousVisible, end)
                } else {
                    add("SV-canvas-connection", view, start, .equal, self, start, constant: startInset)
                }
                continue
            }
            if let previous = previousVisible {
                let custom = customSpacings[ObjectIdentifier(previous)]
                let gap = custom ?? spacing
                if distribution == .equalSpacing || distribution == .equalCentering {
                    // A spacer guide between neighbours (edge to edge, or centre to centre),
                    // all of one length; the gap between edges never under `gap`.
                    let centring = distribution == .equalCentering
                    let middle: LayoutAttribute = vertical ? .centerY : .centerX
                    let guide =
                        spacerGuides.count < previousGuides.count
                        ? previousGuides[spacerGuides.count] : LayoutGuide()
                    guide.identifier = "SV-distributing-guide"
                    if guide.owningView !== self { addLayoutGuide(guide) }
                    spacerGuides.append(guide)
                    add("SV-distributing-edge", guide, start, .equal, previous, centring ? middle : end)
                    add("SV-distributing-edge", guide, end, .equal, view, centring ? middle : start)
                    if centring {
                        add("SV-spacing", view, start, .greaterThanOrEqual, previous, end, constant: gap)
                    } else {
                        add("SV-spacing", guide, length, .greaterThanOrEqual, nil, .notAnAttribute, constant: gap)
                    }
                    if let first = spacerGuides.first, first !== guide {
                        add("SV-distributing", guide, length, .equal, first, length)
                    }
                } else {
                    add("SV-spacing", view, start, .equal, previous, end, constant: gap)
                }
            } else {
                add("SV-canvas-connection", view, start, .equal, self, start, constant: startInset)
            }
            previousVisible = view
        }
        if let last = visible.last {
            add("SV-canvas-connection", self, end, .equal, last, end, constant: endInset)
        } else {
            add(
                "SV-canvas-connection", self, length, .equal, nil, .notAnAttribute,
                constant: startInset + endInset, priority: .fittingSizeLevel)
        }
        if distribution == .fillEqually, let first = visible.first {
            for view in visible.dropFirst() { add("SV-fill-equally", view, length, .equal, first, length) }
        }
        if distribution == .fillProportionally {
            // Each view's share of the length left after the gaps, in proportion to its
            // intrinsic length; just below required, so a fixed size still wins (UIKit's
            // `UISV-fill-proportionally` are at 999 as well).
            let lengths = visible.map { view in
                max(vertical ? view.intrinsicContentSize.height : view.intrinsicContentSize.width, 0)
            }
            let total = lengths.reduce(0, +)
            var gaps = 0.0
            for view in visible.dropLast() { gaps += customSpacings[ObjectIdentifier(view)] ?? spacing }
            if total > 0 {
                for (view, intrinsic) in zip(visible, lengths) {
                    let share = intrinsic / total
                    add(
                        "SV-fill-proportionally", view, length, .equal, self, length, multiplier: share,
                        constant: -share * (gaps + startInset + endInset), priority: LayoutPriority(999))
                }
            }
        }

        // Across the axis.
        let (leading, trailing, center): (LayoutAttribute, LayoutAttribute, LayoutAttribute) =
            vertical ? (.leading, .trailing, .centerX) : (.top, .bottom, .centerY)
        let leadingInset = vertical ? margins.leading : margins.top
        let trailingInset = vertical ? margins.trailing : margins.bottom
        // Baselines line up in horizontal stacks only; a vertical stack fills instead.
        let acrossAlignment: Alignment =
            vertical && (alignment == .firstBaseline || alignment == .lastBaseline)
            ? .fill : alignment
        let baselineReference = visible.first ?? arrangedSubviews.first
        for view in arrangedSubviews {
            switch acrossAlignment {
            case .firstBaseline, .lastBaseline:
                // Every view on the first one's baseline, inside the stack, and as high up as
                // the others allow (so the stack hugs the tallest part above the baseline).
                let baseline: LayoutAttribute = acrossAlignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if let reference = baselineReference, reference !== view {
                    add("SV-alignment", view, baseline, .equal, reference, baseline)
                }
                add("SV-canvas-connection", view, .top, .greaterThanOrEqual, self, .top, constant: leadingInset)
                add("SV-canvas-connection", view, .bottom, .lessThanOrEqual, self, .bottom, constant: -trailingInset)
                add(
                    "SV-spanning-fit", view, .top, .equal, self, .top, constant: leadingInset,
                    priority: .fittingSizeLevel)
                add(
                    "SV-spanning-fit", self, .bottom, .equal, view, .bottom, constant: trailingInset,
                    priority: .fittingSizeLevel)
            case .fill:
                add("SV-alignment", view, leading, .equal, self, leading, constant: leadingInset)
                add("SV-alignment", view, trailing, .equal, self, trailing, constant: -trailingInset)
            case .leading:
                add("SV-alignment", view, leading, .equal, self, leading, constant: leadingInset)
                add("SV-canvas-connection", view, trailing, .lessThanOrEqual, self, trailing, constant: -trailingInset)
            case .trailing:
                add("SV-alignment", view, trailing, .equal, self, trailing, constant: -trailingInset)
                add("SV-canvas-connection", view, leading, .greaterThanOrEqual, self, leading, constant: leadingInset)
            case .center:
                add("SV-alignment", view, center, .equal, self, center, constant: (leadingInset - trailingInset) / 2)
                add("SV-canvas-connection", view, leading, .greaterThanOrEqual, self, leading, constant: leadingInset)
            }
        }
    }

    /// Keeps each constraint in place that the new arrangement wants again (same identifier,
    /// items, attributes, relation, multiplier and priority), changing its constant in place if
    /// needed; deactivates the rest first, then activates the new ones. Hiding one view so
    /// touches a few constraints instead of re-adding them all.
    private func applyArrangement(replacing previous: [LayoutConstraint]) {
        var unused = previous
        var kept: [(LayoutConstraint, Double)] = []
        var added: [LayoutConstraint] = []
        for index in generated.indices {
            let wanted = generated[index]
            if let match = unused.firstIndex(where: {
                $0.matches(wanted) && $0.identifier == wanted.identifier
                    && $0.priority == wanted.priority
            }) {
                kept.append((unused[match], wanted.constant))
                generated[index] = unused.remove(at: match)
            } else {
                added.append(wanted)
            }
        }
        LayoutConstraint.deactivate(unused)
        for (constraint, constant) in kept { constraint.constant = constant }
        LayoutConstraint.activate(added)
    }
}
