import LayoutTesting
import Testing

@testable import Layout

@Suite("StackView")
struct StackViewTests {
    /// A stack filling a 30x12 root with three labels, laid out.
    private func stack(_ configure: (StackView) -> Void) -> (StackView, [Label], HeadlessWindow) {
        let scene = HeadlessWindow(width: 30, height: 12)
        let labels = ["one", "two", "three"].map { Label(text: $0) }
        let stack = StackView(arrangedSubviews: labels)
        scene.root.addSubview(stack)
        stack.snp.makeConstraints { $0.top.leading.trailing.equalToSuperview() }
        configure(stack)
        scene.window.layoutIfNeeded()
        return (stack, labels, scene)
    }

    @Test func verticalFillStacksWithSpacing() {
        let (stack, labels, scene) = stack {
            $0.axis = .vertical; $0.spacing = 1
        }
        #expect(
            labels.map(\.frame) == [
                Rect(x: 0, y: 0, width: 30, height: 1),
                Rect(x: 0, y: 2, width: 30, height: 1),
                Rect(x: 0, y: 4, width: 30, height: 1),
            ])
        #expect(stack.frame.height == 5)
        let identifiers = Set(scene.window.engine.constraints.compactMap(\.identifier).filter { $0.hasPrefix("SV-") })
        #expect(identifiers == ["SV-canvas-connection", "SV-spacing", "SV-alignment"])
        withExtendedLifetime(scene) {}
    }

    @Test func hidingCollapsesTheViewAndItsSpacing() {
        let (stack, labels, scene) = stack {
            $0.axis = .vertical; $0.spacing = 1
        }
        labels[1].isHidden = true
        scene.window.layoutIfNeeded()
        #expect(labels[1].frame.height == 0)
        #expect(labels[1].superview === stack, "a hidden arranged view stays in the hierarchy")
        #expect(labels[2].frame.minY == 2)
        #expect(stack.frame.height == 3)
        #expect(labels[1].constraintsAffectingLayout(for: .vertical).contains { $0.identifier == "SV-hiding" })
        labels[0].isHidden = true
        scene.window.layoutIfNeeded()
        #expect(labels[2].frame.minY == 0 && stack.frame.height == 1, "edges attach to the first visible view")
        labels[0].isHidden = false
        labels[1].isHidden = false
        scene.window.layoutIfNeeded()
        #expect(stack.frame.height == 5)
        #expect(scene.log.messages.isEmpty)
    }

    @Test func hidingTouchesOnlyTheConstraintsThatChange() {
        let (_, labels, scene) = stack {
            $0.axis = .vertical; $0.spacing = 1
        }
        func generated() -> Set<ObjectIdentifier> {
            Set(
                scene.window.engine.constraints.filter { $0.identifier?.hasPrefix("SV-") == true }.map(
                    ObjectIdentifier.init))
        }
        let before = generated()
        labels[2].isHidden = true
        scene.window.layoutIfNeeded()
        let after = generated()
        // Added: the last label's SV-hiding and the stack's bottom on the second label; removed:
        // the bottom on the last label. Its gap keeps its constraint with the constant 0, in place;
        // the six alignment constraints stay.
        #expect(before.subtracting(after).count == 1)
        #expect(after.subtracting(before).count == 2)
        #expect(labels[2].frame == Rect(x: 0, y: 3, width: 30, height: 0))
    }

    @Test func customSpacingAfterAViewReplacesSpacing() {
        let (stack, labels, scene) = stack { stack in
            stack.axis = .vertical
            stack.spacing = 1
        }
        stack.setCustomSpacing(3, after: stack.arrangedSubviews[0])
        scene.window.layoutIfNeeded()
        #expect(labels.map(\.frame.minY) == [0, 4, 6])
        #expect(stack.customSpacing(after: labels[0]) == 3)
        #expect(stack.customSpacing(after: labels[1]) == StackView.useDefaultSpacing)
    }

    @Test func horizontalAlignmentCenterAndMargins() {
        let (_, labels, scene) = stack { stack in
            stack.axis = .horizontal
            stack.spacing = 2
            stack.alignment = .center
            stack.isLayoutMarginsRelativeArrangement = true
            stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
            stack.snp.makeConstraints { $0.height.equalTo(5) }
        }
        // "one"+2+"two"+2+"three" = 15 cells from x 1; the labels hug, the last one takes the rest.
        #expect(labels[0].frame == Rect(x: 1, y: 2, width: 3, height: 1))
        #expect(labels[1].frame.minX == 6)
        #expect(labels[2].frame.minX == 11 && labels[2].frame.maxX == 29)
        withExtendedLifetime(scene) {}
    }

    @Test func fillEquallyGivesEveryViewTheSameLength() {
        let (_, labels, scene) = stack {
            $0.axis = .horizontal; $0.distribution = .fillEqually
        }
        #expect(labels.map(\.frame.width) == [10, 10, 10])
        #expect(labels.map(\.frame.minX) == [0, 10, 20])
        withExtendedLifetime(scene) {}
    }

    @Test func equalSpacingSharesTheSlackBetweenGaps() {
        let (stack, labels, scene) = stack {
            $0.axis = .horizontal; $0.distribution = .equalSpacing; $0.spacing = 1
        }
        #expect(labels.map(\.frame.width) == [3, 3, 5])
        let gaps = [labels[1].frame.minX - labels[0].frame.maxX, labels[2].frame.minX - labels[1].frame.maxX]
        #expect(gaps == [9.5, 9.5])
        #expect(stack.layoutGuides.count == 2)
        withExtendedLifetime(scene) {}
    }

    @Test func removingAnArrangedSubviewKeepsItAsASubview() {
        let (stack, labels, scene) = stack { $0.axis = .vertical }
        stack.removeArrangedSubview(labels[0])
        scene.window.layoutIfNeeded()
        #expect(stack.arrangedSubviews.count == 2)
        #expect(labels[0].superview === stack)
        #expect(labels[1].frame.minY == 0)
        labels[2].removeFromSuperview()
        scene.window.layoutIfNeeded()
        #expect(stack.arrangedSubviews.count == 1, "removeFromSuperview also stops arranging")
        #expect(stack.frame.height == 1)
    }
}
