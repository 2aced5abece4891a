import Testing

@testable import Layout

/// A view that asks for `frames` more frames from its own `draw(in:)` (a blinking cursor would).
private final class Blinker: View {
    var frames = 2
    var drawn = 0
    override func draw(in region: CanvasRegion) {
        drawn += 1
        if frames > 0 {
            frames -= 1
            setNeedsDisplay()
        }
    }
}

@Suite("The window's animator")
struct WindowAnimatorTests {
    /// A window on a manual clock whose root holds a 2x2 box at the top left.
    private func windowWithBox() -> (Window, ManualClock, View) {
        let clock = ManualClock()
        let window = Window(size: Size(width: 20, height: 10), clock: clock, logSink: { _ in })
        let controller = ViewController()
        window.rootViewController = controller
        let box = View(frame: Rect(x: 0, y: 0, width: 2, height: 2))
        controller.view.addSubview(box)
        _ = window.render()
        return (window, clock, box)
    }

    @Test("The window has an animator on its clock; View.animate finds it with nothing bound")
    func viewAnimateUsesTheWindowsAnimator() {
        let (window, clock, box) = windowWithBox()
        #expect(window.animator.window === window)
        #expect(window.animator.clock === clock)
        var finished: Bool?
        View.animate(
            withDuration: 1, curve: .linear, animations: { box.frame.origin.y = 8 },
            completion: { finished = $0 })
        #expect(box.frame.minY == 8)
        #expect(box.presentationFrame.minY == 0)
        #expect(window.needsFrame)
        clock.advance(by: 0.5)
        _ = window.render()  // the draw steps the animator: no step() by the caller
        #expect(box.presentationFrame.minY == 4)
        #expect(window.needsFrame, "still animating: the next frame is asked for")
        clock.advance(by: 0.5)
        _ = window.render()
        #expect(box.presentationFrame == box.frame)
        #expect(finished == true)
        #expect(!window.needsFrame)
    }

    @Test("A frame is asked for exactly while something animates, with only draw(into:) in the run loop")
    func runLoopTicksWhileAnimating() {
        let (window, clock, box) = windowWithBox()
        #expect(!window.needsFrame)
        View.animate(withDuration: 0.5, animations: { box.frame.origin.y = 4 })
        var frames = 0
        while window.needsFrame {
            clock.advance(by: 1.0 / 64)  // exact in binary: 32 frames make 0.5 s
            _ = window.render()
            frames += 1
        }
        #expect(frames == 32)
        #expect(box.presentationFrame.minY == 4)
    }

    @Test("Reduced motion: animationsEnabled false applies at once")
    func reducedMotion() {
        let (window, _, box) = windowWithBox()
        window.animationsEnabled = false
        #expect(!window.animator.animationsEnabled)
        var finished: Bool?
        View.animate(withDuration: 1, animations: { box.frame.origin.x = 5 }, completion: { finished = $0 })
        #expect(box.presentationFrame.minX == 5)
        #expect(finished == true)
        #expect(!window.animator.isAnimating)
    }

    @Test("What is marked while a frame is drawn asks for the next frame")
    func markedDuringDrawAsksForAnotherFrame() {
        let (window, _, _) = windowWithBox()
        let blinker = Blinker(frame: Rect(x: 5, y: 5, width: 1, height: 1))
        window.rootViewController?.view.addSubview(blinker)
        var frames = 0
        while window.needsFrame && frames < 10 {
            _ = window.render()
            frames += 1
        }
        #expect(blinker.drawn == 3)
        #expect(frames == 3)
    }

    @Test("A table in a window uses the window's animator; one set explicitly wins")
    func tableUsesTheWindowsAnimator() {
        let (window, _, _) = windowWithBox()
        let table = TableView(frame: Rect(x: 0, y: 0, width: 20, height: 5))
        #expect(table.animator == nil, "not in a window yet")
        window.rootViewController?.view.addSubview(table)
        #expect(table.animator === window.animator)
        let own = Animator(clock: ManualClock())
        table.animator = own
        #expect(table.animator === own)
        table.animator = nil
        #expect(table.animator === window.animator)
    }

    @Test("View.animate with views of two windows animates each on its own window's clock")
    func viewAnimateAcrossWindows() {
        let (first, firstClock, firstBox) = windowWithBox()
        let (second, secondClock, secondBox) = windowWithBox()
        let loose = View(frame: Rect(x: 0, y: 0, width: 1, height: 1))
        var completions: [Bool] = []
        View.animate(
            withDuration: 1, curve: .linear,
            animations: {
                firstBox.frame.origin.x = 10
                secondBox.frame.origin.x = 6
                loose.frame.origin.x = 3
            }, completion: { completions.append($0) })
        #expect(loose.presentationFrame.minX == 3, "not in a window: applies at once")
        firstClock.advance(by: 0.5)
        _ = first.render()
        #expect(firstBox.presentationFrame.minX == 5)
        #expect(secondBox.presentationFrame.minX == 0)
        firstClock.advance(by: 0.5)
        _ = first.render()
        #expect(completions.isEmpty, "the second window's animation still runs")
        secondClock.advance(by: 1)
        _ = second.render()
        #expect(secondBox.presentationFrame.minX == 6)
        #expect(completions == [true])
    }

    @Test("A view added or shown inside the block appears in place; one moved inside it animates")
    func arrivalsAppearInPlace() {
        let (window, clock, box) = windowWithBox()
        let root = window.rootViewController!.view
        let added = View(frame: Rect(x: 0, y: 0, width: 1, height: 1))
        let hidden = View(frame: Rect(x: 0, y: 0, width: 1, height: 1))
        hidden.isHidden = true
        root.addSubview(hidden)
        View.animate(
            withDuration: 1, curve: .linear,
            animations: {
                root.addSubview(added)
                added.frame.origin.y = 6
                hidden.isHidden = false
                hidden.frame.origin.y = 7
                box.frame.origin.y = 8
            })
        clock.advance(by: 0.5)
        _ = window.render()
        #expect(added.presentationFrame.minY == 6)
        #expect(hidden.presentationFrame.minY == 7)
        #expect(box.presentationFrame.minY == 4)
    }
}
