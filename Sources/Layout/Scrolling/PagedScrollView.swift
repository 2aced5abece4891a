/// Supplies the pages of a `PagedScrollView`, one view per item.
public protocol PagedScrollViewDataSource: AnyObject {
    /// The number of pages.
    func numberOfItems(in pagedScrollView: PagedScrollView) -> Int
    /// The view of the page at `index`, made once per reload; the scroll view sizes and clips it.
    func pagedScrollView(_ pagedScrollView: PagedScrollView, viewForItemAt index: Int) -> View
}

/// Hears when a `PagedScrollView` moves to another page.
public protocol PagedScrollViewDelegate: AnyObject {
    /// The view has moved (or started sliding) to the page at `index`.
    func pagedScrollView(_ pagedScrollView: PagedScrollView, didScrollToItemAt index: Int)
}

/// Pages side by side, one item per page, each as wide as the view (a paging collection view,
/// `UICollectionView` with `isPagingEnabled`). ←/→ slide one page, over
/// `pageAnimationDuration`, when the keys reach it (it can be focused; keys from a focused
/// view inside a page come up to it too); `scrollToItem(at:animated:)` opens at a given page
/// (a curriculum opening at the worker's week).
///
/// The pages sit on a strip whose leading edge is held `-currentItem × width` from the view's
/// by a constraint: a slide is a change of that constant inside `View.animate`, a constraint
/// animation on the window's animator and clock (at once with reduced motion). Pages clip
/// their content, so a page off screen costs the draw pass one visit and nothing below it.
///
/// Pages are made when first needed, not all at a reload: the current page, the page a slide
/// goes to and its neighbours, and any page `viewForItem(at:)` is asked for. Each is held `index × width` from
/// the strip's leading edge on its own, not chained to the page before it, so the cost of the
/// view (its views, its constraints, the solver's work) is that of the pages shown so far,
/// whatever the number of items: a million items cost what three do.
open class PagedScrollView: View {
    /// How long a slide to another page takes, in seconds.
    public static let pageAnimationDuration = 0.3

    /// Supplies the pages; setting it reloads them. Held weakly.
    public weak var dataSource: (any PagedScrollViewDataSource)? { didSet { reloadData() } }
    /// Hears when the view moves to another page. Held weakly.
    public weak var delegate: (any PagedScrollViewDelegate)?

    /// The page shown (or being slid to).
    public private(set) var currentItem = 0
    /// The number of pages.
    public private(set) var numberOfItems = 0

    private let strip = View()
    /// The pages made so far, by item, with the constraint that holds each from the strip.
    private var pages: [Int: (view: View, leading: LayoutConstraint)] = [:]

    /// How many page views exist (made since the last reload).
    public var madePageCount: Int { pages.count }
    private var stripLeading: LayoutConstraint!
    /// The strip spans every page (`numberOfItems × width`): without a width of its own its
    /// layout would be ambiguous, and a click on a page would fall outside its bounds.
    private var stripWidth: LayoutConstraint!
    /// The width the strip's offset was computed for.
    private var offsetWidth = 0.0

    /// An empty view, clipping its pages, until a data source gives it pages.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
        strip.translatesAutoresizingMaskIntoConstraints = false
        addSubview(strip)
        stripLeading = strip.leadingAnchor.constraint(equalTo: leadingAnchor)
        stripWidth = strip.widthAnchor.constraint(equalToConstant: 0)
        LayoutConstraint.activate([
            stripLeading, stripWidth,
            strip.topAnchor.constraint(equalTo: topAnchor),
            strip.heightAnchor.constraint(equalTo: heightAnchor),
        ])
    }

    /// The page view of an item (made now, by the data source, if it was not yet), or nil for
    /// an index outside the items.
    public func viewForItem(at index: Int) -> View? {
        guard (0..<numberOfItems).contains(index) else { return nil }
        if let page = pages[index] { return page.view }
        guard let dataSource else { return nil }
        let page = dataSource.pagedScrollView(self, viewForItemAt: index)
        page.clipsToBounds = true
        page.translatesAutoresizingMaskIntoConstraints = false
        strip.addSubview(page)
        let leading = page.leadingAnchor.constraint(equalTo: strip.leadingAnchor, constant: Double(index) * offsetWidth)
        LayoutConstraint.activate([
            page.topAnchor.constraint(equalTo: strip.topAnchor),
            page.heightAnchor.constraint(equalTo: strip.heightAnchor),
            page.widthAnchor.constraint(equalTo: widthAnchor),
            leading,
        ])
        pages[index] = (page, leading)
        return page
    }

    /// Makes the pages of `index` and its neighbours, the ones a slide from or to it shows.
    private func makePages(around index: Int) {
        for neighbour in index - 1...index + 1 { _ = viewForItem(at: neighbour) }
    }

    /// Asks the data source for the number of pages again and forgets every page made; keeps
    /// the current item if it still exists.
    public func reloadData() {
        for page in pages.values { page.view.removeFromSuperview() }
        pages = [:]
        numberOfItems = dataSource?.numberOfItems(in: self) ?? 0
        currentItem = min(currentItem, max(numberOfItems - 1, 0))
        place(width: bounds.width)
        _ = viewForItem(at: currentItem)
    }

    /// Holds the strip at the current page and every page at its place for `width`.
    private func place(width: Double) {
        offsetWidth = width
        stripLeading.constant = -Double(currentItem) * width
        stripWidth.constant = Double(numberOfItems) * width
        for (index, page) in pages { page.leading.constant = Double(index) * width }
    }

    /// Ends a slide still running at once: the strip and everything inside the view show their
    /// places at `currentItem`. A second turn pressed during a slide starts from a whole page,
    /// so a view that puts its content over the pages (the home screen keeps two and moves
    /// them from slot to slot) can move the page that was leaving without showing a blank.
    public func finishSliding() {
        window?.animator.cancelAnimations(of: self)
    }

    /// Shows `index` (clamped to the items), sliding there over `pageAnimationDuration` when
    /// `animated`; the delegate hears of it once the move is made. A slide still running ends
    /// first (`finishSliding`), so the next one slides from the page it was going to.
    public func scrollToItem(at index: Int, animated: Bool) {
        guard numberOfItems > 0 else { return }
        let target = min(max(index, 0), numberOfItems - 1)
        guard target != currentItem else { return }
        finishSliding()
        if bounds.width != offsetWidth { place(width: bounds.width) }
        currentItem = target
        makePages(around: target)
        // Not in a window yet (a controller opening at a page in `viewDidLoad`): the offset is
        // set and the first layout places it; laying out now would solve the tree at no size.
        guard window != nil else {
            stripLeading.constant = -Double(target) * bounds.width
            delegate?.pagedScrollView(self, didScrollToItemAt: target)
            return
        }
        View.animate(
            withDuration: animated ? Self.pageAnimationDuration : 0, curve: .easeInOut,
            animations: {
                stripLeading.constant = -Double(target) * bounds.width
                layoutIfNeeded()
            })
        delegate?.pagedScrollView(self, didScrollToItemAt: target)
    }

    /// True while there is a page.
    open override var canBecomeFirstResponder: Bool { numberOfItems > 0 }

    /// ←/→ (no modifiers) slide to the previous or next page; at either end, and for other keys,
    /// the press goes up the responder chain.
    open override func pressesBegan(_ press: KeyPress) {
        guard press.modifierFlags.isEmpty else { return super.pressesBegan(press) }
        switch press.input {
        case KeyCommand.inputLeftArrow where currentItem > 0: scrollToItem(at: currentItem - 1, animated: true)
        case KeyCommand.inputRightArrow where currentItem < numberOfItems - 1:
            scrollToItem(at: currentItem + 1, animated: true)
        default: super.pressesBegan(press)
        }
    }

    /// A new width (the first layout, a resize) moves the strip to the current page at once,
    /// without an animation.
    open override func layoutSubviews() {
        // A new width (the first layout, a resize) moves the strip to the current page at once.
        if bounds.width != offsetWidth { place(width: bounds.width) }
        super.layoutSubviews()
    }
}
