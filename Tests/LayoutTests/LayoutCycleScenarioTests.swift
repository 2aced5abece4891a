import Testing

@testable import Layout

// Seed: ios-layout-cycle.txt. The three passes, their order, and coalesced marking.

private final class Recorder {
    var events: [String] = []
}

private final class RecordingView: View {
    let name: String
    let recorder: Recorder
    init(_ name: String, _ recorder: Recorder) {
        self.name = name
        self.recorder = recorder
        super.init(frame: .zero)
    }
    override func updateConstraints() {
        recorder.events.append("\(name): updateConstraints")
        super.updateConstraints()
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        recorder.events.append("\(name): layoutSubviews")
    }
}

private final class CustomViewController: ViewController {
    let recorder: Recorder
    let label: RecordingView
    init(_ recorder: Recorder) {
        self.recorder = recorder
        label = RecordingView("label", recorder)
        super.init()
    }
    override func loadView() { view = RecordingView("ViewController's view", recorder) }
    override func viewDidLoad() {
        view.addSubview(label)
        label.snp.makeConstraints { $0.top.left.equalToSuperview().offset(1) }
    }
    override func updateViewConstraints() {
        recorder.events.append("ViewController: updateViewConstraints")
        super.updateViewConstraints()
    }
    override func viewWillLayoutSubviews() { recorder.events.append("ViewController: viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { recorder.events.append("ViewController: viewDidLayoutSubviews") }
}

/// A window showing a `CustomViewController`, laid out once, with the recorder cleared.
private func shownController() -> (Window, CustomViewController, Recorder) {
    let recorder = Recorder()
    let controller = CustomViewController(recorder)
    let window = Window(size: Size(width: 40, height: 10))
    window.rootViewController = controller
    window.layoutIfNeeded()
    recorder.events = []
    return (window, controller, recorder)
}

@Suite("Layout cycle (seed: ios-layout-cycle)")
struct LayoutCycleScenarioTests {
    @Test func layoutRunsControllerCallbacksAroundTheViewThenTheSubview() {
        let (_, controller, recorder) = shownController()
        recorder.events.append("1")
        controller.label.setNeedsLayout()
        controller.view.setNeedsLayout()
        recorder.events.append("2")
        controller.view.layoutIfNeeded()
        recorder.events.append("3")

        #expect(
            recorder.events == [
                "1", "2",
                "ViewController: viewWillLayoutSubviews",
                "ViewController's view: layoutSubviews",
                "ViewController: viewDidLayoutSubviews",
                "label: layoutSubviews",
                "3",
            ])
    }

    @Test func tenSetNeedsUpdateConstraintsGiveOneUpdate() {
        let recorder = Recorder()
        let view = RecordingView("view", recorder)
        for _ in 0..<10 { view.setNeedsUpdateConstraints() }
        view.updateConstraintsIfNeeded()
        view.updateConstraintsIfNeeded()
        #expect(recorder.events == ["view: updateConstraints"])
    }

    @Test func constraintsPassRunsSubviewsBeforeSuperviewAndControllerInPlaceOfItsView() {
        let (window, controller, recorder) = shownController()
        controller.view.setNeedsUpdateConstraints()
        controller.label.setNeedsUpdateConstraints()
        window.layoutIfNeeded()
        #expect(
            recorder.events.prefix(3) == [
                "label: updateConstraints",
                "ViewController: updateViewConstraints",
                "ViewController's view: updateConstraints",
            ])
    }

    @Test func updateConstraintsIfNeededReachesOnlyMarkedViewsInTheSubtree() {
        let recorder = Recorder()
        let view1 = RecordingView("view1", recorder)
        let view2 = RecordingView("view2", recorder)
        let view3 = RecordingView("view3", recorder)
        view1.addSubview(view2)
        view2.addSubview(view3)
        view1.updateConstraintsIfNeeded()
        recorder.events = []

        view1.setNeedsUpdateConstraints()
        view3.setNeedsUpdateConstraints()
        view2.updateConstraintsIfNeeded()
        #expect(recorder.events == ["view3: updateConstraints"])
        #expect(view1.needsUpdateConstraints(), "view1 is the superview: left for the system")

        view1.updateConstraintsIfNeeded()
        #expect(recorder.events == ["view3: updateConstraints", "view1: updateConstraints"])
    }

    @Test func changedConstantLaysOutOnlyFromTheSuperviewOfTheViewsInvolved() {
        let recorder = Recorder()
        let window = Window(size: Size(width: 40, height: 10))
        let controller = ViewController()
        window.rootViewController = controller
        let view1 = RecordingView("view1", recorder)
        let view2 = RecordingView("view2", recorder)
        controller.view.addSubview(view1)
        view1.addSubview(view2)
        view1.snp.makeConstraints { $0.edges.equalToSuperview() }
        var leftConstraint: Constraint?
        view2.snp.makeConstraints {
            leftConstraint = $0.left.equalToSuperview().offset(2).constraint
            $0.top.equalToSuperview()
            $0.size.equalTo(Size(width: 5, height: 1))
        }
        window.layoutIfNeeded()
        #expect(view2.frame == Rect(x: 2, y: 0, width: 5, height: 1))
        recorder.events = []

        leftConstraint?.update(offset: 10)
        view2.layoutIfNeeded()
        #expect(recorder.events.isEmpty, "view2 is not marked: nothing happens")
        #expect(view2.frame.minX == 2)

        view1.layoutIfNeeded()
        #expect(recorder.events == ["view1: layoutSubviews", "view2: layoutSubviews"])
        #expect(view2.frame == Rect(x: 10, y: 0, width: 5, height: 1))
    }
}
