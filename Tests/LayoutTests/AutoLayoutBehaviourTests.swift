import Layout
import Testing

/// A view subclass written as for UIKit: it overrides only `init(frame:)`.
private final class BadgeView: View {
    private(set) var madeBy = ""
    override init(frame: Rect) {
        super.init(frame: frame)
        madeBy = "init(frame:)"
    }
}

/// Common Auto Layout code, as people write it for UIKit, on the public API alone: each test
/// is a behaviour of UIKit's engine that ported code relies on.
@Suite("Auto Layout behaviour")
struct AutoLayoutBehaviourTests {
    /// A 30x10 root outside any window, the usual unit-test set-up.
    private func makeRoot() -> View { View(frame: Rect(x: 0, y: 0, width: 30, height: 10)) }

    /// Plain views one cell high and of these widths, held at `priority`, in a horizontal
    /// stack at the top left of a root.
    private func stack(
        ofWidths widths: [Double], priority: LayoutPriority = .required,
        _ configure: (StackView) -> Void
    ) -> (View, StackView, [View]) {
        let root = makeRoot()
        let views = widths.map { width -> View in
            let view = View()
            view.snp.makeConstraints { $0.size.equalTo(Size(width: width, height: 1)).priority(priority) }
            return view
        }
        let stack = StackView(arrangedSubviews: views)
        root.addSubview(stack)
        configure(stack)
        return (root, stack, views)
    }

    @Test func aSubclassOverridingInitFrameIsMadeWithEmptyParentheses() {
        let badge = BadgeView()
        #expect(badge.madeBy == "init(frame:)" && badge.frame == .zero)
    }

    @Test func aRootOutsideAWindowKeepsItsFrameWhenLaidOut() {
        let root = makeRoot()
        let child = View()
        root.addSubview(child)
        child.snp.makeConstraints {
            $0.edges.equalToSuperview().inset(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        }
        root.layoutIfNeeded()
        #expect(root.frame == Rect(x: 0, y: 0, width: 30, height: 10))
        #expect(child.frame == Rect(x: 2, y: 1, width: 24, height: 6))
        root.frame = Rect(x: 5, y: 5, width: 20, height: 8)
        root.layoutIfNeeded()
        #expect(child.frame == Rect(x: 2, y: 1, width: 14, height: 4), "a new root frame lays the tree out again")
    }

    @Test func anchorsWorkInARootOutsideAWindow() {
        let root = makeRoot()
        let label = Label(text: "hello")
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        LayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        root.layoutIfNeeded()
        #expect(label.frame == Rect(x: 12.5, y: 4.5, width: 5, height: 1))
    }

    @Test func addConstraintInstallsAndRemoveConstraintTakesOut() {
        let root = makeRoot()
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let width = LayoutConstraint(
            item: child, attribute: .width, relatedBy: .equal, toItem: nil,
            attribute: .notAnAttribute, multiplier: 1, constant: 7)
        let left = LayoutConstraint(
            item: child, attribute: .left, relatedBy: .equal, toItem: root,
            attribute: .left, multiplier: 1, constant: 2)
        child.addConstraint(width)
        root.addConstraint(left)
        #expect(child.constraints.count == 1 && root.constraints.count == 1)
        root.removeConstraint(width)
        #expect(width.isActive, "a constraint held by another view is not removed")
        child.removeConstraint(width)
        #expect(!width.isActive && child.constraints.isEmpty)
    }

    @Test func marginAttributesFollowTheLayoutMargins() {
        let root = makeRoot()
        root.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 1, right: 3)
        let child = View()
        root.addSubview(child)
        child.snp.makeConstraints {
            $0.leftMargin.equalToSuperview()  // the child's own margin: zero
            $0.left.equalTo(root.snp.leftMargin)
            $0.right.equalTo(root.snp.rightMargin)
            $0.top.equalTo(root.snp.topMargin)
            $0.bottom.equalTo(root.snp.bottomMargin)
        }
        root.layoutIfNeeded()
        #expect(child.frame == Rect(x: 2, y: 1, width: 25, height: 8))
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 2, leading: 4, bottom: 0, trailing: 1)
        root.layoutIfNeeded()
        #expect(child.frame == Rect(x: 4, y: 2, width: 25, height: 8))
    }

    @Test func aViewsOwnMarginsPlaceItsFrameFromItsContent() {
        let root = makeRoot()
        let child = View()
        child.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        root.addSubview(child)
        child.snp.makeConstraints {
            $0.margins.equalToSuperview()
            $0.centerWithinMargins.equalToSuperview()
        }
        root.layoutIfNeeded()
        #expect(child.frame == Rect(x: -1, y: -1, width: 32, height: 12))
    }

    @Test func labelsLineUpOnTheirBaselines() {
        let root = makeRoot()
        let title = Label(text: "a long title that wraps")
        title.numberOfLines = 0
        title.preferredMaxLayoutWidth = 10
        let value = Label(text: "42")
        root.addSubview(title)
        root.addSubview(value)
        title.snp.makeConstraints { $0.left.top.equalToSuperview() }
        value.snp.makeConstraints {
            $0.right.equalToSuperview()
            $0.firstBaseline.equalTo(title.snp.lastBaseline)
        }
        root.layoutIfNeeded()
        #expect(title.frame.height == 3)
        #expect(value.frame.minY == 2, "on the title's last line")
        value.snp.remakeConstraints {
            $0.right.equalToSuperview()
            $0.lastBaseline.equalTo(title.snp.firstBaseline)
        }
        root.layoutIfNeeded()
        #expect(value.frame.minY == 0)
        let plain = View()
        root.addSubview(plain)
        plain.snp.makeConstraints {
            $0.left.equalToSuperview()
            $0.height.equalTo(2)
            $0.firstBaseline.equalTo(title.snp.lastBaseline)
        }
        root.layoutIfNeeded()
        #expect(plain.frame.maxY == 3, "a view without text has its baseline at its bottom")
    }

    @Test func systemLayoutSizeFittingWithOneArgumentLetsTheContentDecide() {
        let content = View()
        let label = Label(text: "twelve cells")
        content.addSubview(label)
        label.snp.makeConstraints { $0.edges.equalToSuperview().inset(1) }
        #expect(content.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 14, height: 3))
        #expect(
            content.systemLayoutSizeFitting(Size(width: 40, height: 40)) == Size(width: 14, height: 3),
            "hugging at 251 beats the fitting level")
    }

    @Test func horizontalStackAlignsTopAndBottom() {
        let root = makeRoot()
        let short = Label(text: "a")
        let tall = View()
        tall.snp.makeConstraints { $0.size.equalTo(Size(width: 2, height: 4)) }
        let stack = StackView(arrangedSubviews: [short, tall])
        root.addSubview(stack)
        stack.snp.makeConstraints { $0.left.top.equalToSuperview() }
        stack.alignment = .top
        root.layoutIfNeeded()
        #expect(short.frame.minY == 0)
        stack.alignment = .bottom
        root.layoutIfNeeded()
        #expect(short.frame.minY == 3)
        #expect(StackView.Alignment.top == .leading && StackView.Alignment.bottom == .trailing)
    }

    @Test func horizontalStackAlignsFirstAndLastBaselines() {
        let root = makeRoot()
        let wrapped = Label(text: "one two three")
        wrapped.numberOfLines = 0
        wrapped.preferredMaxLayoutWidth = 5
        let single = Label(text: "x")
        let stack = StackView(arrangedSubviews: [wrapped, single])
        stack.spacing = 1
        root.addSubview(stack)
        stack.snp.makeConstraints { $0.left.top.equalToSuperview() }
        stack.alignment = .firstBaseline
        root.layoutIfNeeded()
        #expect(wrapped.frame.height == 3)
        #expect(single.frame.minY == wrapped.frame.minY)
        #expect(stack.frame.height == 3)
        stack.alignment = .lastBaseline
        root.layoutIfNeeded()
        #expect(single.frame.maxY == wrapped.frame.maxY)
        #expect(stack.frame.height == 3)
    }

    @Test func fillProportionallySharesTheLengthByIntrinsicLength() {
        let root = makeRoot()
        let first = Label(text: "ab")
        let second = Label(text: "abcd")
        let stack = StackView(arrangedSubviews: [first, second])
        stack.distribution = .fillProportionally
        root.addSubview(stack)
        stack.snp.makeConstraints {
            $0.left.top.equalToSuperview()
            $0.width.equalTo(18)
        }
        root.layoutIfNeeded()
        #expect(first.frame.width == 6 && second.frame.width == 12)
        second.text = "abcdefghij"
        root.layoutIfNeeded()
        #expect(first.frame.width == 3 && second.frame.width == 15, "the proportions follow the text")
    }

    @Test func equalCenteringSpacesTheCentresEvenly() {
        let (root, _, views) = stack(ofWidths: [2, 6, 2]) { stack in
            stack.distribution = .equalCentering
            stack.snp.makeConstraints {
                $0.left.top.equalToSuperview()
                $0.width.equalTo(24)
            }
        }
        root.layoutIfNeeded()
        #expect(views.map(\.frame.midX) == [1, 12, 23])
        #expect(views[0].frame.minX == 0 && views[2].frame.maxX == 24)
    }

    @Test func equalCenteringKeepsAtLeastTheSpacingBetweenEdges() {
        let (root, _, views) = stack(ofWidths: [2, 8], priority: .high) { stack in
            stack.distribution = .equalCentering
            stack.spacing = 3
            stack.snp.makeConstraints { $0.left.top.equalToSuperview() }
        }
        root.layoutIfNeeded()
        #expect(views[1].frame.minX - views[0].frame.maxX >= 3)
    }
}
