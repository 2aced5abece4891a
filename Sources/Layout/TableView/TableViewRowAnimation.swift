import FoundationEssentials

/// How an inserted, deleted or reloaded row or section appears or goes (`UITableView.RowAnimation`),
/// over the batch's animation (`TableView.batchUpdateDuration`, on the animator's clock):
///
/// - `fade`: a terminal has no alpha, so a row fading in is drawn dim for the first half and
///   normal for the second; one fading out the reverse, then it is gone.
/// - `top`, `bottom`, `left`, `right`: the row slides in from that side into its place, or out
///   from its place to that side, beneath the rows around it (cells are opaque and drawn above
///   a row that comes or goes) and clipped to the table.
/// - `none`: an inserted row shows in its place at once, a deleted one is gone at once; the
///   rows around still move.
/// - `middle`: drawn as `fade` (a row of text cannot be squeezed towards its middle).
/// - `automatic`: chosen as UIKit does, so that a row never shows behind its section's header
///   or footer: a reload (of rows or sections) and a whole section inserted or deleted fade; a
///   row inserted or deleted as the only row of its section fades; as the first row of its
///   section it uses `bottom`; anywhere else `top`.
public enum TableViewRowAnimation: Sendable, Hashable {
    /// The animations described above.
    case automatic, fade, right, left, top, bottom, middle, none
}

/// What a row animation does, once `automatic` is chosen.
enum RowTransition: Equatable {
    case none
    case fade
    case slide(Edge)

    enum Edge: Equatable { case top, bottom, left, right }

    /// `animation` for a row or section. `row` and `rowCount`: the row's index and its
    /// section's number of rows (after the batch for an insert, before it for a delete); nil
    /// for reloads and for whole sections.
    init(_ animation: TableViewRowAnimation, row: Int? = nil, rowCount: Int = 0) {
        switch animation {
        case .none: self = .none
        case .fade, .middle: self = .fade
        case .top: self = .slide(.top)
        case .bottom: self = .slide(.bottom)
        case .left: self = .slide(.left)
        case .right: self = .slide(.right)
        case .automatic:
            guard let row, rowCount > 1 else {
                self = .fade
                return
            }
            self = row == 0 ? .slide(.bottom) : .slide(.top)
        }
    }

    /// `rect` moved off to the transition's side: where a row slides in from or out to.
    func offstage(_ rect: Rect, tableWidth: Double) -> Rect {
        guard case .slide(let edge) = self else { return rect }
        switch edge {
        case .top: return rect.offsetBy(dx: 0, dy: -rect.height)
        case .bottom: return rect.offsetBy(dx: 0, dy: rect.height)
        case .left: return rect.offsetBy(dx: -tableWidth, dy: 0)
        case .right: return rect.offsetBy(dx: tableWidth, dy: 0)
        }
    }
}

/// The animations asked for in one batch, by the index each change names (old for deletes and
/// reloads, new for inserts).
struct RowAnimationRequests {
    var rowDeletes: [IndexPath: TableViewRowAnimation] = [:]
    var rowInserts: [IndexPath: TableViewRowAnimation] = [:]
    var rowReloads: [IndexPath: TableViewRowAnimation] = [:]
    var sectionDeletes: [Int: TableViewRowAnimation] = [:]
    var sectionInserts: [Int: TableViewRowAnimation] = [:]
    var sectionReloads: [Int: TableViewRowAnimation] = [:]
}

/// Drawn over a view that fades: adds the dim attribute to everything drawn beneath it in the
/// view (it is the view's last subview, the same size).
final class RowDimmingView: View {
    override func draw(in region: CanvasRegion) {
        region.surface.canvas.addAttributes(.dim, in: region.clip)
    }
}

/// A view in a fade, with the overlay that dims it.
struct FadingView {
    let view: View
    let overlay: RowDimmingView
}

/// Row animations: views that come are moved to their start and animated to their place, views
/// that go stay drawn (beneath the others) until their animation ends and are then reused.
/// Fades run as a value from 0 (gone) to 1 (shown) on the animator, so they are stepped on its
/// clock, interrupted like frames (a row deleted while fading in fades out from where it is),
/// and apply at once with reduced motion.
extension TableView {
    /// Below this visibility a fading view is drawn dim.
    static let dimVisibility = 0.5

    func fadeKey(of view: View) -> AnimationKey { AnimationKey(view, "rowVisibility") }

    /// Inside the batch's transaction: `view`, now at its place, comes in with `transition`.
    func animateEntering(_ view: View, with transition: RowTransition, on animator: Animator) {
        switch transition {
        case .none: break
        case .fade:
            placeInDepth(view, for: transition)
            fade(view, to: 1, on: animator)
        case .slide: animator.animateFrame(of: view, from: transition.offstage(view.frame, tableWidth: bounds.width))
        }
    }

    /// A row that slides goes beneath the other cells, which hide it until it is out from under
    /// them (as UIKit's rows slide from behind their neighbours). A row that fades goes above
    /// them: a terminal cannot blend, so the fading row is what shows in its place, dim, while
    /// the rows around it move under it. Header and footer views stay above every cell.
    private func placeInDepth(_ view: View, for transition: RowTransition) {
        guard view is TableViewCell else { return }
        guard transition == .fade else {
            insertSubview(view, at: 0)
            return
        }
        // The index among the subviews once `view` is taken out of them.
        let others = subviews.filter { $0 !== view }
        insertSubview(view, at: others.firstIndex { !($0 is TableViewCell) } ?? others.count)
    }

    /// Inside the batch's transaction: `view` leaves from where it shows, to `place` (where its
    /// row would be now) moved off to the transition's side, and is reused when it gets there.
    /// With `.none` it is reused at once.
    func animateLeaving(_ view: View, to place: Rect, with transition: RowTransition, on animator: Animator) {
        guard transition != .none else {
            recycleLeaving(view)
            return
        }
        let shown = view.presentationFrame
        view.frame = transition.offstage(place, tableWidth: bounds.width)
        placeInDepth(view, for: transition)
        leavingViews.append(view)
        // The table learns of every step, to reuse the view once it is gone.
        animator.addObserver(self)
        animator.animateFrame(of: view, from: shown)
        if transition == .fade { fade(view, to: 0, on: animator) }
    }

    private func fade(_ view: View, to visibility: Double, on animator: Animator) {
        let key = fadeKey(of: view)
        let from = animator.presentationValue(for: key, as: Double.self) ?? (1 - visibility)
        if fadingViews[ObjectIdentifier(view)] == nil {
            let overlay = RowDimmingView(frame: Rect(origin: .zero, size: view.bounds.size))
            view.addSubview(overlay)
            fadingViews[ObjectIdentifier(view)] = FadingView(view: view, overlay: overlay)
        }
        animator.animate(key, from: from, to: visibility)
        animator.addObserver(self)
    }

    /// Brings fades and leaving views up to the animator's clock: a fading view is dim below
    /// `dimVisibility`; a fade that ended takes its overlay away; a leaving view whose
    /// animations all ended is reused. Called after each animator step and after each batch.
    func settleRowAnimations() {
        guard !fadingViews.isEmpty || !leavingViews.isEmpty else { return }
        let running = animator
        for (id, fading) in fadingViews {
            guard let visibility = running?.presentationValue(for: fadeKey(of: fading.view), as: Double.self) else {
                fading.overlay.removeFromSuperview()
                fadingViews[id] = nil
                continue
            }
            let dim = visibility < Self.dimVisibility
            if fading.overlay.isHidden == dim {
                fading.overlay.isHidden = !dim
                fading.view.setNeedsDisplay()
            }
        }
        let still = leavingViews.filter { view in
            running?.isAnimating(AnimationKey(view, "frame")) == true || running?.isAnimating(fadeKey(of: view)) == true
        }
        guard still.count != leavingViews.count else { return }
        let done = leavingViews.filter { view in !still.contains { $0 === view } }
        leavingViews = still
        done.forEach(recycleLeaving)
    }

    /// Reuses every view still leaving at once (a reload).
    func finishLeavingViews() {
        let views = leavingViews
        leavingViews = []
        views.forEach(recycleLeaving)
    }

    private func recycleLeaving(_ view: View) {
        if let cell = view as? TableViewCell { recycle(cell) } else { recycleSupplementary(view) }
    }

    /// Takes a view out of its fade (it is reused or its fade ended).
    func endFade(of view: View) {
        guard let fading = fadingViews.removeValue(forKey: ObjectIdentifier(view)) else { return }
        animator?.cancel(fadeKey(of: view))
        fading.overlay.removeFromSuperview()
    }
}
