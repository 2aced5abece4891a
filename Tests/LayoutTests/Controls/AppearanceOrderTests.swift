import LayoutTesting
import Testing

@testable import Layout

/// The appearance calls in UIKit's order, checked against the sentences of UIKit's
/// documentation quoted at each expectation: the window's root, a navigation push and pop, a tab
/// switch, a sheet presented and dismissed, a child added to a screen on show; and
/// `becomeFirstResponder()` in `viewDidAppear` taking effect in each (the line a UIKit screen
/// most often has there).
@Suite struct AppearanceOrderTests {
    final class Log {
        var lines: [String] = []

        /// `name call`, and ` in window` when `controller`'s view is in one.
        func record(_ name: String, _ call: String, of controller: ViewController) {
            lines.append("\(name) \(call)" + (controller.viewIfLoaded?.window == nil ? "" : " in window"))
        }
    }

    /// Logs each call with whether its view is in a window then; in `viewDidAppear` focuses
    /// `fieldToFocus` and records whether that took.
    final class Screen: ViewController {
        let log: Log
        let first = TextField(placeholder: "first"), second = TextField(placeholder: "second")
        var fieldToFocus: TextField?
        var focusTook: [Bool] = []
        var name: String { title ?? "" }

        init(_ title: String, log: Log) {
            self.log = log
            super.init()
            self.title = title
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            let fields = StackView(arrangedSubviews: [first, second])
            fields.axis = .vertical
            fields.spacing = 1
            view.addSubview(fields)
            fields.snp.makeConstraints { $0.top.leading.equalToSuperview().offset(1) }
        }

        func record(_ call: String) { log.record(name, call, of: self) }

        override func viewWillAppear(_ animated: Bool) { record("willAppear") }
        override func viewWillDisappear(_ animated: Bool) { record("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { record("didDisappear") }
        /// The line UIKit screens so often have here.
        override func viewDidAppear(_ animated: Bool) {
            record("didAppear")
            if let fieldToFocus { focusTook.append(fieldToFocus.becomeFirstResponder()) }
        }
        override func willMove(toParent parent: ViewController?) {
            log.lines.append("\(name) willMove(toParent: \(parent == nil ? "nil" : "parent"))")
        }
        override func didMove(toParent parent: ViewController?) {
            log.lines.append("\(name) didMove(toParent: \(parent == nil ? "nil" : "parent"))")
        }
    }

    final class LoggedNavigation: NavigationController {
        let log: Log
        init(_ root: ViewController, log: Log) {
            self.log = log
            super.init(rootViewController: root)
        }
        private func record(_ call: String) { log.record("Navigation", call, of: self) }
        override func viewWillAppear(_ animated: Bool) { record("willAppear") }
        override func viewDidAppear(_ animated: Bool) { record("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { record("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { record("didDisappear") }
    }

    final class LoggedTabs: TabBarController {
        let log: Log
        init(log: Log) {
            self.log = log
            super.init()
        }
        private func record(_ call: String) { log.record("Tabs", call, of: self) }
        override func viewWillAppear(_ animated: Bool) { record("willAppear") }
        override func viewDidAppear(_ animated: Bool) { record("didAppear") }
    }

    /// A screen named Root shown in a window, its log emptied.
    func shownRoot() -> (Log, Screen, HeadlessWindow) {
        let log = Log()
        let root = Screen("Root", log: log)
        let screen = HeadlessWindow(width: 40, height: 12, rootViewController: root)
        log.lines = []
        return (log, root, screen)
    }

    @Test func theRootAndTheChildrenInItsViewAppearWithTheViewInTheWindow() {
        let log = Log()
        let root = Screen("Root", log: log)
        let child = Screen("Child", log: log)
        root.fieldToFocus = root.second
        // A child added while the root loads, the way UIKit's containment guide adds one.
        _ = root.view
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        #expect(log.lines == ["Child willMove(toParent: parent)", "Child didMove(toParent: parent)"])
        log.lines = []
        let screen = HeadlessWindow(width: 40, height: 10, rootViewController: root)
        // UIWindow.rootViewController: "Assigning a view controller to this property ... installs
        // the view controller's view as the content view of the window": the view is in the
        // window before it is shown. shouldAutomaticallyForwardAppearanceMethods: it determines
        // "whether to automatically forward appearance-related containment callbacks to child
        // view controllers" and "The default implementation returns true": the parent's call,
        // then the child's.
        #expect(
            log.lines == [
                "Root willAppear in window", "Child willAppear in window",
                "Root didAppear in window", "Child didAppear in window",
            ])
        // viewDidAppear: "Notifies the view controller that its view was added to a view
        // hierarchy": the view is in the window, so becomeFirstResponder() takes.
        #expect(root.focusTook == [true])
        #expect(screen.window.firstResponder === root.second)
        // Shown again (the same root set again), nobody hears a second call.
        log.lines = []
        screen.window.rootViewController = root
        #expect(log.lines.isEmpty)
        // A new root: the old one's view leaves, and it hears that it disappears.
        let next = Screen("Next", log: log)
        screen.window.rootViewController = next
        #expect(
            log.lines == [
                "Root willDisappear in window", "Child willDisappear in window", "Root didDisappear",
                "Child didDisappear", "Next willAppear in window", "Next didAppear in window",
            ])
    }

    @Test func aNavigationControllersFirstScreenAppearsInTheWindowAndTakesFocus() {
        let log = Log()
        let home = Screen("Home", log: log)
        home.fieldToFocus = home.first
        let navigation = LoggedNavigation(home, log: log)
        let screen = HeadlessWindow(width: 40, height: 12, rootViewController: navigation)
        // The bug this pins: the first viewDidAppear came while the navigation controller
        // loaded, before its view was in the window, and becomeFirstResponder() did nothing.
        #expect(
            log.lines == [
                "Home willMove(toParent: parent)", "Home didMove(toParent: parent)",
                "Navigation willAppear in window", "Home willAppear in window",
                "Navigation didAppear in window", "Home didAppear in window",
            ])
        #expect(home.focusTook == [true])
        #expect(screen.window.firstResponder === home.first)
        screen.type("ab")
        #expect(home.first.text == "ab")
    }

    /// Home in a navigation controller shown in a window, and Detail (which focuses its second
    /// field as it appears) to push.
    func shownStack() -> (Log, Screen, Screen, NavigationController, HeadlessWindow) {
        let log = Log()
        let home = Screen("Home", log: log)
        let detail = Screen("Detail", log: log)
        detail.fieldToFocus = detail.second
        let navigation = NavigationController(rootViewController: home)
        return (log, home, detail, navigation, HeadlessWindow(width: 40, height: 12, rootViewController: navigation))
    }

    /// `setViewControllers(_:animated:)` with a new stack that leaves the old top out: the old
    /// top leaves the children once its slide ends (it stayed a child, hearing no
    /// `willMove(toParent: nil)`), with and without animation; a controller added beneath the
    /// new top hears `didMove(toParent:)` too. "If the new top-most view controller is not on
    /// the stack, this method uses a push transition", and a container "must call" a child's
    /// `willMove(toParent: nil)` before removing it and `didMove(toParent:)` after adding it.
    @Test(arguments: [false, true])
    func aStackReplacedWholeLetsTheOldTopGo(animated: Bool) {
        let (log, home, detail, navigation, screen) = shownStack()
        let other = Screen("Other", log: log)
        screen.settle()
        log.lines = []
        navigation.setViewControllers([other, detail], animated: animated)
        screen.settle()
        #expect(navigation.viewControllers.map(\.title) == ["Other", "Detail"])
        #expect(navigation.children.map { ($0 as? Screen)?.name } == ["Other", "Detail"])
        #expect(home.parent == nil)
        #expect(log.lines.contains("Home willMove(toParent: nil)") && log.lines.contains("Home didMove(toParent: nil)"))
        #expect(log.lines.contains("Other didMove(toParent: parent)"))
        #expect(log.lines.filter { $0.hasPrefix("Home ") && $0.contains("Disappear") }.count == 2)
        #expect(screen.window.firstResponder === detail.second)
        // Back to Other, by the pop the stack holds.
        navigation.popViewController(animated: animated)
        screen.settle()
        #expect(navigation.children.map { ($0 as? Screen)?.name } == ["Other"])
        #expect(detail.parent == nil)
    }

    @Test func aPushAndAPopCallEachScreenOnceAroundTheSlide() {
        let (log, home, detail, navigation, screen) = shownStack()
        home.first.becomeFirstResponder()
        log.lines = []
        navigation.pushViewController(detail, animated: true)
        // viewWillDisappear: "This method is called before the view is actually removed and
        // before any animations are configured." viewWillAppear: "called before the view
        // controller's view is about to be added to a view hierarchy and before any animations
        // are configured for showing the view": the arriving view is not in the window yet.
        // willMove(toParent:): addChild(_:) "automatically calls the willMove(toParent:) method
        // of the view controller to be added as a child before adding it."
        #expect(
            log.lines == [
                "Detail willMove(toParent: parent)", "Home willDisappear in window", "Detail willAppear",
            ])
        log.lines = []
        screen.settle()
        // viewDidDisappear: "Notifies the view controller that its view was removed from a view
        // hierarchy"; viewDidAppear: "... its view was added to a view hierarchy". didMove:
        // a container "must call the didMove(toParent:) method of the child view controller
        // after the transition to the new controller is complete".
        #expect(
            log.lines == [
                "Home didDisappear", "Detail didAppear in window", "Detail didMove(toParent: parent)",
            ])
        #expect(detail.focusTook == [true])
        #expect(screen.window.firstResponder === detail.second)

        // Back: Home's focused field would come back, but its viewDidAppear has the last word.
        home.fieldToFocus = home.second
        log.lines = []
        navigation.popViewController(animated: true)
        #expect(
            log.lines == [
                "Detail willMove(toParent: nil)", "Detail willDisappear in window", "Home willAppear",
            ])
        log.lines = []
        screen.settle()
        // removeFromParent() "automatically calls the didMove(toParent:) method of the child
        // view controller after it removes the child."
        #expect(
            log.lines == [
                "Detail didMove(toParent: nil)", "Detail didDisappear", "Home didAppear in window",
            ])
        #expect(home.focusTook == [true])
        #expect(screen.window.firstResponder === home.second)
    }

    @Test func aPushWithoutAnimationLetsTheNewScreenFocusToo() {
        let (log, home, detail, navigation, screen) = shownStack()
        navigation.pushViewController(detail, animated: false)
        screen.settle()
        navigation.popViewController(animated: false)
        home.fieldToFocus = home.first
        screen.settle()
        navigation.pushViewController(detail, animated: false)
        screen.settle()
        #expect(detail.focusTook == [true, true])
        #expect(screen.window.firstResponder === detail.second)
        let calls = log.lines.filter { $0.hasPrefix("Detail did") || $0.hasPrefix("Detail will") }
        #expect(
            calls == [
                "Detail willMove(toParent: parent)", "Detail willAppear", "Detail didAppear in window",
                "Detail didMove(toParent: parent)", "Detail willMove(toParent: nil)",
                "Detail willDisappear in window", "Detail didMove(toParent: nil)", "Detail didDisappear",
                "Detail willMove(toParent: parent)", "Detail willAppear", "Detail didAppear in window",
                "Detail didMove(toParent: parent)",
            ])
    }

    @Test func aTabSwitchCallsEachTabOnceAndTheNewOneFocuses() {
        let log = Log()
        let home = Screen("Home", log: log)
        let shifts = Screen("Shifts", log: log)
        home.fieldToFocus = home.first
        shifts.fieldToFocus = shifts.second
        let tabs = LoggedTabs(log: log)
        tabs.viewControllers = [home, NavigationController(rootViewController: shifts)]
        log.lines = []
        let screen = HeadlessWindow(width: 40, height: 12, rootViewController: tabs)
        #expect(
            log.lines == [
                "Tabs willAppear in window", "Home willAppear in window", "Tabs didAppear in window",
                "Home didAppear in window",
            ])
        #expect(screen.window.firstResponder === home.first)
        log.lines = []
        screen.feed("\u{1B}2")  // Alt-2
        // The order UIKit's tab bar controller calls (TabBarControllerTests pins it too): the
        // new tab's will, the old one's will; viewWillDisappear "before the view is actually
        // removed", viewDidDisappear once it "was removed", viewDidAppear once the new view "was
        // added" (the navigation controller passes its calls on to its top screen).
        #expect(
            log.lines == [
                "Shifts willAppear", "Home willDisappear in window", "Home didDisappear",
                "Shifts didAppear in window",
            ])
        #expect(shifts.focusTook == [true])
        #expect(screen.window.firstResponder === shifts.second)
        // Back to the first tab: its remembered field, then its viewDidAppear's choice.
        home.fieldToFocus = home.second
        log.lines = []
        screen.feed("\u{1B}1")
        #expect(
            log.lines == [
                "Home willAppear", "Shifts willDisappear in window", "Shifts didDisappear",
                "Home didAppear in window",
            ])
        #expect(screen.window.firstResponder === home.second)
    }

    @Test func aSheetHearsItsCallsAroundTheSlideAndKeepsTheFocusItChose() {
        let (log, root, screen) = shownRoot()
        for animated in [true, false] {
            let sheet = Screen("Sheet", log: log)
            sheet.fieldToFocus = sheet.second
            log.lines = []
            root.present(sheet, animated: animated)
            screen.settle()
            // viewWillAppear: "before the view controller's view is about to be added to a view
            // hierarchy"; viewDidAppear: "its view was added to a view hierarchy". The sheet's
            // choice of focus stands (present focuses the first field only when none is chosen).
            #expect(log.lines == ["Sheet willAppear", "Sheet didAppear in window"])
            #expect(sheet.focusTook == [true])
            #expect(screen.window.firstResponder === sheet.second)
            log.lines = []
            sheet.dismiss(animated: animated)
            screen.settle()
            // viewWillDisappear: "This method is called before the view is actually removed";
            // viewDidDisappear: "its view was removed from a view hierarchy". The presenter, left
            // on screen by a sheet, hears nothing.
            #expect(log.lines == ["Sheet willDisappear in window", "Sheet didDisappear"])
        }
    }

    @Test func aPresentedNavigationControllerPassesItsCallsToItsTopScreen() {
        let (log, root, screen) = shownRoot()
        let form = Screen("Form", log: log)
        form.fieldToFocus = form.second
        let navigation = LoggedNavigation(form, log: log)
        log.lines = []
        root.present(navigation, animated: true)
        screen.settle()
        #expect(
            log.lines == [
                "Navigation willAppear", "Form willAppear", "Navigation didAppear in window",
                "Form didAppear in window",
            ])
        #expect(screen.window.firstResponder === form.second)
    }

    @Test func aChildAddedToAScreenOnShowAppearsAsItsViewJoinsAndDisappearsAsItLeaves() {
        let (log, root, screen) = shownRoot()
        let child = Screen("Child", log: log)
        child.fieldToFocus = child.second
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        // viewWillAppear before the view "is about to be added to a view hierarchy", then
        // viewDidAppear once it "was added"; the child's field takes the focus there.
        #expect(
            log.lines == [
                "Child willMove(toParent: parent)", "Child willAppear", "Child didAppear in window",
                "Child didMove(toParent: parent)",
            ])
        #expect(screen.window.firstResponder === child.second)
        log.lines = []
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(
            log.lines == [
                "Child willMove(toParent: nil)", "Child willDisappear in window", "Child didDisappear",
                "Child didMove(toParent: nil)",
            ])
    }

    @Test func aTransitionTakenBackCallsTheOtherWillAndEachCallOnce() {
        let log = Log()
        let screen = Screen("Screen", log: log)
        screen.beginAppearanceTransition(true, animated: true)
        screen.beginAppearanceTransition(true, animated: true)  // under way already: nothing
        // UIViewController's overview ("Handling view-related notifications", in substance): a
        // will callback is not always followed by its did; the opposite will may come first.
        screen.beginAppearanceTransition(false, animated: true)
        screen.endAppearanceTransition()
        screen.endAppearanceTransition()  // no transition under way: nothing
        #expect(log.lines == ["Screen willAppear", "Screen willDisappear", "Screen didDisappear"])
    }
}
