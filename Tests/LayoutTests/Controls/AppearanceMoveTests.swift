import LayoutTesting
import Testing

@testable import Layout

/// `isMovingToParent`, `isMovingFromParent`, `isBeingPresented` and `isBeingDismissed`, read in
/// each appearance call as UIKit code reads them (`if isMovingFromParent { ... }` in
/// `viewWillDisappear` is how a screen tells a pop from being covered). UIKit's documentation:
/// `isMovingToParent` is true "when the view controller is being added as a child of a container
/// view controller" (such as a push), `isMovingFromParent` when it "is being removed" (a pop),
/// `isBeingPresented` and `isBeingDismissed` in the calls of a presentation and a dismissal;
/// each is meaningful inside `viewWillAppear`/`viewDidAppear` (or the disappear pair).
@Suite struct AppearanceMoveTests {
    /// Records, at each call, which of the four flags are set.
    final class Flags: ViewController {
        let name: String
        var calls: [String] = []

        init(_ name: String) {
            self.name = name
            super.init()
            title = name
        }

        private func record(_ call: String) {
            let set = [
                isMovingToParent ? "toParent" : nil, isMovingFromParent ? "fromParent" : nil,
                isBeingPresented ? "presented" : nil, isBeingDismissed ? "dismissed" : nil,
            ].compactMap { $0 }
            calls.append("\(call)" + (set.isEmpty ? "" : " " + set.joined(separator: ",")))
        }

        override func viewWillAppear(_ animated: Bool) { record("willAppear") }
        override func viewDidAppear(_ animated: Bool) { record("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { record("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { record("didDisappear") }
    }

    @Test(arguments: [false, true])
    func aPushMovesToTheParentAndAPopFromIt(animated: Bool) {
        let home = Flags("Home"), detail = Flags("Detail")
        let navigation = NavigationController(rootViewController: home)
        let screen = HeadlessWindow(width: 30, height: 8, rootViewController: navigation)
        screen.settle()
        home.calls = []
        navigation.pushViewController(detail, animated: animated)
        screen.settle()
        #expect(detail.calls == ["willAppear toParent", "didAppear toParent"])
        // Covered, not removed.
        #expect(home.calls == ["willDisappear", "didDisappear"])
        home.calls = []
        detail.calls = []
        navigation.popViewController(animated: animated)
        screen.settle()
        #expect(detail.calls == ["willDisappear fromParent", "didDisappear fromParent"])
        #expect(home.calls == ["willAppear", "didAppear"])
        // Read outside a transition, each is false.
        #expect(!detail.isMovingFromParent && !home.isMovingToParent)
        // Pushed again later: moving to the parent again.
        detail.calls = []
        navigation.pushViewController(detail, animated: animated)
        screen.settle()
        #expect(detail.calls == ["willAppear toParent", "didAppear toParent"])
    }

    @Test func aStackReplacedMovesTheOldTopFromTheParent() {
        let home = Flags("Home"), other = Flags("Other")
        let navigation = NavigationController(rootViewController: home)
        let screen = HeadlessWindow(width: 30, height: 8, rootViewController: navigation)
        screen.settle()
        home.calls = []
        navigation.setViewControllers([other], animated: true)
        screen.settle()
        #expect(home.calls == ["willDisappear fromParent", "didDisappear fromParent"])
        #expect(other.calls == ["willAppear toParent", "didAppear toParent"])
    }

    @Test(arguments: [false, true])
    func aSheetIsBeingPresentedThenDismissed(animated: Bool) {
        let root = Flags("Root"), sheet = Flags("Sheet")
        let screen = HeadlessWindow(width: 40, height: 12, rootViewController: root)
        screen.settle()
        root.present(sheet, animated: animated)
        screen.settle()
        sheet.dismiss(animated: animated)
        screen.settle()
        #expect(
            sheet.calls == [
                "willAppear presented", "didAppear presented", "willDisappear dismissed", "didDisappear dismissed",
            ])
        // A sheet leaves its presenter on screen: it hears nothing.
        #expect(root.calls == ["willAppear", "didAppear"])
    }

    /// A tab switch moves no controller to or from its parent: the tabs are children all along.
    @Test func aTabSwitchMovesNothing() {
        let first = Flags("First"), second = Flags("Second")
        let tabs = TabBarController()
        tabs.viewControllers = [first, second]
        let screen = HeadlessWindow(width: 40, height: 10, rootViewController: tabs)
        screen.settle()
        tabs.selectedIndex = 1
        screen.settle()
        tabs.selectedIndex = 0
        screen.settle()
        #expect(first.calls == ["willAppear", "didAppear", "willDisappear", "didDisappear", "willAppear", "didAppear"])
        #expect(second.calls == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    }

    /// A child added to a screen on show, as UIKit's containment reads: `addChild`, the view
    /// added, `didMove(toParent:)`: it appears moving to its parent.
    @Test func aChildAddedOnShowMovesToItsParent() {
        let root = Flags("Root"), child = Flags("Child")
        let screen = HeadlessWindow(width: 30, height: 8, rootViewController: root)
        screen.settle()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        #expect(child.calls == ["willAppear toParent", "didAppear toParent"])
        // Hidden and shown again by its parent's own appearance later: no move then.
        child.view.removeFromSuperview()
        root.view.addSubview(child.view)
        #expect(child.calls.suffix(2) == ["willAppear", "didAppear"])
    }
}
