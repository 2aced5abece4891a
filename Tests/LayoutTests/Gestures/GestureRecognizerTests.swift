import LayoutTesting
import Terminal
import Testing

@testable import Layout

/// Gesture recognizers as UIKit documents them (`UIGestureRecognizer`'s states and
/// target-action; tap, pan, hover), fed as the bytes a terminal sends: SGR mouse reports
/// (`ESC [ < b ; x ; y M` press or motion, `m` release; x and y 1-based) through the real input
/// decoder and the host's delivery.
@Suite struct GestureRecognizerTests {
    private static let esc = "\u{1B}"
    /// An SGR report of button code `code` at 0-based cell (`x`, `y`).
    static func sgr(_ code: Int, _ x: Int, _ y: Int, release: Bool = false) -> String {
        "\(esc)[<\(code);\(x + 1);\(y + 1)\(release ? "m" : "M")"
    }
    static func press(_ x: Int, _ y: Int) -> String { sgr(0, x, y) }
    static func release(_ x: Int, _ y: Int) -> String { sgr(0, x, y, release: true) }
    /// Motion with the left button held (32 + 0).
    static func drag(_ x: Int, _ y: Int) -> String { sgr(32, x, y) }
    /// Motion with no button (32 + 3), sent under any-motion tracking.
    static func move(_ x: Int, _ y: Int) -> String { sgr(35, x, y) }

    /// A screen with one 10x3 view at (5, 2).
    final class Scene {
        let headless = HeadlessWindow(width: 40, height: 12)
        let target = View(frame: Rect(x: 5, y: 2, width: 10, height: 3))
        init() { headless.root.addSubview(target) }
    }

    /// Records the state and a location of every action call.
    final class Recorder {
        var states: [GestureRecognizer.State] = []
        var locations: [Point] = []
        var calls = 0
        func heard(_ recognizer: GestureRecognizer) {
            states.append(recognizer.state)
            locations.append(recognizer.location(in: recognizer.view))
        }
        func heardNothing() { calls += 1 }
        var translations: [Point] = []
        /// A typed action: the recognizer arrives as the method declares it.
        func heardPan(_ pan: PanGestureRecognizer) {
            heard(pan)
            translations.append(pan.translation(in: nil))
        }
    }

    @Test func aTapRecognizesOnReleaseInsideTheViewWithItsLocation() {
        let scene = Scene()
        let recorder = Recorder()
        let tap = TapGestureRecognizer()
        tap.addTarget(recorder, action: Recorder.heard)
        scene.target.addGestureRecognizer(tap)
        let events = scene.headless.feed(Self.press(7, 3))
        #expect(events == [.mouse(MouseEvent(button: .left, kind: .press, x: 7, y: 3))])
        #expect(recorder.states.isEmpty)
        scene.headless.feed(Self.release(7, 3))
        // Cell (7, 3) is (2, 1) in a view whose origin is (5, 2).
        #expect(recorder.states == [.recognized])
        #expect(recorder.locations == [Point(x: 2, y: 1)])
        #expect(tap.state == .possible)  // reset once the sequence is over
        scene.headless.feed(Self.press(20, 8) + Self.release(20, 8))  // outside: not this view's
        #expect(recorder.states.count == 1)
    }

    @Test func aTapThatMovesOrEndsOutsideFails() {
        let scene = Scene()
        let recorder = Recorder()
        let tap = TapGestureRecognizer { recorder.heard($0) }
        scene.target.addGestureRecognizer(tap)
        scene.headless.feed(Self.press(7, 3) + Self.drag(8, 3) + Self.release(8, 3))
        #expect(recorder.states.isEmpty)
        tap.allowableMovement = 20
        scene.headless.feed(Self.press(7, 3) + Self.drag(30, 3) + Self.release(30, 3))
        #expect(recorder.states.isEmpty)  // released outside the view
        scene.headless.feed(Self.press(7, 3) + Self.drag(8, 4) + Self.release(8, 4))
        #expect(recorder.states == [.recognized])  // within the allowed movement
    }

    @Test func aDoubleTapNeedsTwoTapsAtOneCellWithinTheInterval() {
        let scene = Scene()
        let single = Recorder(), double = Recorder()
        let one = TapGestureRecognizer { single.heard($0) }
        let two = TapGestureRecognizer { double.heard($0) }
        two.numberOfTapsRequired = 2
        scene.target.addGestureRecognizer(one)
        scene.target.addGestureRecognizer(two)
        let tap = Self.press(6, 2) + Self.release(6, 2)
        scene.headless.feed(tap)
        scene.headless.clock.advance(by: 0.2)
        scene.headless.feed(tap)
        #expect(double.states == [.recognized])
        #expect(single.states == [.recognized])  // the first tap only: the second is the double's
        scene.headless.clock.advance(by: Window.multipleTapInterval + 0.1)
        scene.headless.feed(tap)
        #expect(double.states == [.recognized])  // too late: a first tap again
        #expect(single.states == [.recognized, .recognized])
    }

    @Test func aPanBeginsAtTheFirstMoveChangesAndEndsWithTranslations() {
        let scene = Scene()
        let recorder = Recorder()
        let pan = PanGestureRecognizer()
        pan.addTarget(recorder, action: Recorder.heardPan)
        scene.target.addGestureRecognizer(pan)
        // Down at (6, 3), two moves, the second out of the view (the drag stays with it), up.
        scene.headless.feed(Self.press(6, 3) + Self.drag(9, 4) + Self.drag(30, 10) + Self.release(30, 10))
        #expect(recorder.states == [.began, .changed, .ended])
        #expect(recorder.translations == [Point(x: 3, y: 1), Point(x: 24, y: 7), Point(x: 24, y: 7)])
        #expect(pan.startLocation(in: scene.target) == Point(x: 1, y: 1))
        // A press and release without a move is no pan.
        scene.headless.feed(Self.press(6, 3) + Self.release(6, 3))
        #expect(recorder.states.count == 3)
    }

    @Test func setTranslationTakesIncrements() {
        let scene = Scene()
        var steps: [Point] = []
        let pan = PanGestureRecognizer { recognizer in
            let pan = recognizer as! PanGestureRecognizer
            steps.append(pan.translation(in: nil))
            pan.setTranslation(.zero, in: nil)
        }
        scene.target.addGestureRecognizer(pan)
        scene.headless.feed(Self.press(6, 3) + Self.drag(8, 3) + Self.drag(9, 5) + Self.release(9, 5))
        #expect(steps == [Point(x: 2, y: 0), Point(x: 1, y: 2), Point(x: 0, y: 0)])
    }

    @Test func disablingOrPresentingOverAPanCancelsIt() {
        let scene = Scene()
        let recorder = Recorder()
        let pan = PanGestureRecognizer { recorder.heard($0) }
        scene.target.addGestureRecognizer(pan)
        scene.headless.feed(Self.press(6, 3) + Self.drag(7, 3))
        pan.isEnabled = false
        #expect(recorder.states == [.began, .cancelled])
        scene.headless.feed(Self.drag(8, 3) + Self.release(8, 3))
        #expect(recorder.states == [.began, .cancelled])
        #expect(pan.state == .possible)

        pan.isEnabled = true
        scene.headless.feed(Self.press(6, 3) + Self.drag(7, 3))
        let sheet = ViewController()
        sheet.preferredContentSize = Size(width: 0, height: 3)
        scene.headless.window.rootViewController!.present(sheet, animated: false)
        scene.headless.feed(Self.drag(8, 3))
        #expect(recorder.states == [.began, .cancelled, .began, .cancelled])
        // The screen beneath a sheet gets no new sequences.
        scene.headless.feed(Self.press(6, 3) + Self.drag(8, 3) + Self.release(8, 3))
        #expect(recorder.states.count == 4)
    }

    @Test func recognizersOfAncestorsHearTheSequenceAndHitTestingSkipsWhatTakesNoInput() {
        let scene = Scene()
        let child = View(frame: Rect(x: 1, y: 1, width: 3, height: 1))
        scene.target.addSubview(child)
        let parentTaps = Recorder(), childTaps = Recorder()
        scene.target.addGestureRecognizer(TapGestureRecognizer { parentTaps.heard($0) })
        child.addGestureRecognizer(TapGestureRecognizer { childTaps.heard($0) })
        scene.headless.feed(Self.press(7, 3) + Self.release(7, 3))  // (7, 3) is in the child
        #expect(childTaps.locations == [Point(x: 1, y: 0)])
        #expect(parentTaps.locations == [Point(x: 2, y: 1)])
        child.isUserInteractionEnabled = false
        scene.headless.clock.advance(by: 1)
        scene.headless.feed(Self.press(7, 3) + Self.release(7, 3))
        #expect(childTaps.states.count == 1)
        #expect(parentTaps.states.count == 2)
        scene.target.removeGestureRecognizer(scene.target.gestureRecognizers[0])
        #expect(scene.target.gestureRecognizers.isEmpty)
    }

    @Test func hoverBeginsChangesAndEndsAsThePointerCrossesTheView() {
        let scene = Scene()
        let recorder = Recorder()
        let hover = HoverGestureRecognizer { recorder.heard($0) }
        scene.target.addGestureRecognizer(hover)
        scene.headless.feed(Self.move(0, 0))
        #expect(recorder.states.isEmpty)
        scene.headless.feed(Self.move(5, 2) + Self.move(9, 4) + Self.move(15, 4))
        #expect(recorder.states == [.began, .changed, .ended])
        #expect(recorder.locations == [Point(x: 0, y: 0), Point(x: 4, y: 2), Point(x: 10, y: 2)])
        #expect(hover.state == .possible)
        scene.headless.feed(Self.move(6, 2) + Self.press(6, 2))  // a press ends the hover
        #expect(recorder.states.suffix(2) == [.began, .ended])
    }

    @Test func theWheelScrollsTheDeepestScrollViewUnderThePointer() {
        let scene = Scene()
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 20, height: 5))
        scene.headless.root.addSubview(scroll)
        let content = View()
        scroll.addSubview(content)
        content.snp.makeConstraints {
            $0.edges.equalTo(scroll.contentLayoutGuide)
            $0.width.equalTo(scroll.frameLayoutGuide)
            $0.height.equalTo(30)
        }
        scene.headless.render()
        // Wheel down is button 65 (64 + 1), up 64.
        scene.headless.feed(Self.sgr(65, 3, 2))
        #expect(scroll.contentOffset == Point(x: 0, y: ScrollView.linesPerWheelStep))
        scene.headless.feed(Self.sgr(65, 3, 2) + Self.sgr(64, 3, 2) + Self.sgr(64, 3, 2) + Self.sgr(64, 3, 2))
        #expect(scroll.contentOffset == .zero)
        scene.headless.feed(Self.sgr(65, 30, 10))  // not over the scroll view
        #expect(scroll.contentOffset == .zero)
        // A wheel recognizer on the content is deeper: it takes the steps.
        var deltas: [Point] = []
        content.addGestureRecognizer(
            ScrollGestureRecognizer { deltas.append(($0 as! ScrollGestureRecognizer).scrollDelta) })
        scene.headless.feed(Self.sgr(65, 3, 2) + Self.sgr(66, 3, 2))
        #expect(deltas == [Point(x: 0, y: 1), Point(x: -1, y: 0)])
        #expect(scroll.contentOffset == .zero)
        scroll.isScrollEnabled = false
        content.gestureRecognizers.forEach(content.removeGestureRecognizer)
        scene.headless.feed(Self.sgr(65, 3, 2))
        #expect(scroll.contentOffset == .zero)
    }

    @Test func actionsTakingNoArgumentAreCalled() {
        let scene = Scene()
        let recorder = Recorder()
        let tap = TapGestureRecognizer()
        tap.addTarget(recorder, action: Recorder.heardNothing)
        scene.target.addGestureRecognizer(tap)
        scene.headless.feed(Self.press(6, 2) + Self.release(6, 2))
        #expect(recorder.calls == 1)
        tap.removeAllTargets()
        scene.headless.clock.advance(by: 1)
        scene.headless.feed(Self.press(6, 2) + Self.release(6, 2))
        #expect(recorder.calls == 1)
    }

    @Test func aPressStillFocusesAndClicksAsBefore() {
        let scene = Scene()
        let button = Button(title: "OK")
        button.frame = Rect(x: 20, y: 6, width: 6, height: 1)
        scene.headless.root.addSubview(button)
        var pressed = 0
        button.addAction(Control.Action { _ in pressed += 1 }, for: .primaryActionTriggered)
        scene.headless.feed(Self.press(21, 6) + Self.release(21, 6))
        #expect(pressed == 1)
        #expect(button.isFirstResponder)
    }
}
