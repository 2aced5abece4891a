import Foundation
import LayoutTesting
import Testing

@testable import Layout

/// `TabBarController` as UIKit documents it: the selected tab's view fills the screen above the
/// bar, switching calls the appearance methods in UIKit's order, the delegate may refuse a
/// switch the user asks for, each tab keeps its own navigation stack.
@Suite struct TabBarControllerTests {
    /// A screen that logs its appearance calls into a shared log.
    final class LoggingScreen: ViewController {
        let name: String
        let log: Log
        let field = TextField(placeholder: "text")
        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
            super.init()
            title = name
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            log.lines.append("\(name) viewDidLoad")
            let label = Label(text: "\(name) screen")
            view.addSubview(label)
            view.addSubview(field)
            label.snp.makeConstraints { $0.top.leading.equalToSuperview().offset(1) }
            field.snp.makeConstraints {
                $0.top.equalTo(label.snp.bottom).offset(1)
                $0.leading.equalToSuperview().offset(1)
            }
        }
        override func viewWillAppear(_ animated: Bool) { log.lines.append("\(name) viewWillAppear") }
        override func viewDidAppear(_ animated: Bool) { log.lines.append("\(name) viewDidAppear") }
        override func viewWillDisappear(_ animated: Bool) { log.lines.append("\(name) viewWillDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.lines.append("\(name) viewDidDisappear") }
    }

    final class Log {
        var lines: [String] = []
    }

    final class Refuser: TabBarControllerDelegate {
        var refused: [String] = []
        var selected: [String] = []
        func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController)
            -> Bool
        {
            if viewController.title == "Settings" {
                refused.append("Settings")
                return false
            }
            return true
        }
        func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
            selected.append(viewController.title ?? "")
        }
    }

    func makeTabs(_ log: Log) -> (TabBarController, [LoggingScreen]) {
        let screens = ["Home", "Shifts", "Settings"].map { LoggingScreen($0, log: log) }
        let tabs = TabBarController()
        tabs.viewControllers = screens
        screens[1].tabBarItem = TabBarItem(title: "Shifts", image: Image("≡"), tag: 7)
        screens[1].tabBarItem.badgeValue = "3"
        return (tabs, screens)
    }

    @Test func theSelectedTabFillsTheScreenAboveABarOfTitlesAndBadges() {
        let log = Log()
        let (tabs, screens) = makeTabs(log)
        let screen = HeadlessWindow(width: 40, height: 10, rootViewController: tabs)
        let lines = screen.lines
        #expect(lines[1].hasPrefix(" Home screen "))
        #expect(lines[8] == String(repeating: "─", count: 40))
        #expect(lines[9].hasPrefix(" Home │ ≡ Shifts 3 │ Settings"))
        // The selected tab is reversed, the badge in the destructive colour.
        #expect(screen.render()[1, 9].style.isReversed)
        #expect(!screen.render()[8, 9].style.isReversed)
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === screens[0])
        #expect(screens[1].tabBarController === tabs && screens[1].tabBarItem.tag == 7)
        // Only the selected tab's view is loaded and in the window.
        #expect(!screens[1].isViewLoaded)
        #expect(log.lines == ["Home viewDidLoad", "Home viewWillAppear", "Home viewDidAppear"])
        // The badge changes on the bar.
        screens[1].tabBarItem.badgeValue = nil
        #expect(screen.lines[9].hasPrefix(" Home │ ≡ Shifts │ Settings"))
    }

    @Test func altDigitsSwitchTabsInUIKitsOrderOfAppearanceCalls() {
        let log = Log()
        let (tabs, screens) = makeTabs(log)
        let screen = HeadlessWindow(width: 40, height: 10, rootViewController: tabs)
        screen.render()
        log.lines = []
        screen.feed("\u{1B}2")  // Alt-2 as a terminal sends it: ESC 2
        #expect(tabs.selectedIndex == 1)
        #expect(
            log.lines == [
                "Shifts viewDidLoad", "Shifts viewWillAppear", "Home viewWillDisappear", "Home viewDidDisappear",
                "Shifts viewDidAppear",
            ])
        #expect(screens[0].view.window == nil)
        #expect(screens[1].view.window === screen.window)
        #expect(screen.lines[1].hasPrefix(" Shifts screen "))
        // Setting selectedIndex from code switches too (no delegate asked).
        log.lines = []
        tabs.selectedIndex = 0
        #expect(
            log.lines == [
                "Home viewWillAppear", "Shifts viewWillDisappear", "Shifts viewDidDisappear", "Home viewDidAppear",
            ])
        tabs.selectedIndex = 9  // out of range: nothing
        #expect(tabs.selectedIndex == 0)
        // The discoverability titles name the tabs; the hint bar shows none of them.
        #expect(
            screen.window.keyCommandsInReach.compactMap(\.discoverabilityTitle).prefix(3) == [
                "Home", "Shifts", "Settings",
            ])
        #expect(screen.window.keyCommandsInReach.prefix(3).allSatisfy { $0.title == nil })
    }

    @Test func theDelegateMayRefuseAUsersSwitchAndHearsTheOnesMade() {
        let log = Log()
        let (tabs, _) = makeTabs(log)
        let delegate = Refuser()
        tabs.delegate = delegate
        let screen = HeadlessWindow(width: 40, height: 10, rootViewController: tabs)
        screen.render()
        screen.feed("\u{1B}3")
        #expect(tabs.selectedIndex == 0)
        #expect(delegate.refused == ["Settings"])
        // A click on the second tab on the bar.
        let x = screen.lines[9].distance(
            from: screen.lines[9].startIndex, to: screen.lines[9].range(of: "Shifts")!.lowerBound)
        screen.feed("\u{1B}[<0;\(x + 1);10M\u{1B}[<0;\(x + 1);10m")
        #expect(tabs.selectedIndex == 1)
        #expect(delegate.selected == ["Shifts"])
    }

    @Test func eachTabKeepsItsNavigationStackAndItsFocus() {
        let log = Log()
        let home = LoggingScreen("Home", log: log)
        let shifts = LoggingScreen("Shifts", log: log)
        let homeStack = NavigationController(rootViewController: home)
        let shiftStack = NavigationController(rootViewController: shifts)
        let tabs = TabBarController()
        tabs.viewControllers = [homeStack, shiftStack]
        let screen = HeadlessWindow(width: 40, height: 12, rootViewController: tabs)
        screen.render()
        #expect(screen.lines[11].hasPrefix(" Home │ Shifts"))
        let detail = LoggingScreen("Detail", log: log)
        homeStack.pushViewController(detail, animated: false)
        screen.render()
        detail.field.becomeFirstResponder()
        screen.type("abc")
        screen.feed("\u{1B}2")
        #expect(screen.window.firstResponder == nil)
        #expect(screen.lines[0].contains("Shifts"))
        screen.feed("\u{1B}1")
        // Back on the first tab: its stack still has Detail on top, the field focused again.
        #expect(homeStack.topViewController === detail)
        #expect(screen.window.firstResponder === detail.field)
        #expect(detail.field.text == "abc")
        // Choosing the selected tab again pops its stack to the root, as UIKit does.
        screen.window.firstResponder?.resignFirstResponder()
        screen.feed("\u{1B}1")
        screen.settle()
        #expect(homeStack.topViewController === home)
    }

    @Test func replacingTheTabsTakesTheOldSelectedOneOffTheScreen() {
        let log = Log()
        let (tabs, screens) = makeTabs(log)
        let screen = HeadlessWindow(width: 40, height: 10, rootViewController: tabs)
        screen.render()
        tabs.selectedIndex = 1
        log.lines = []
        // Shifts stays (now first and still selected); Home and Settings leave.
        let extra = LoggingScreen("Extra", log: log)
        tabs.viewControllers = [screens[1], extra]
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === screens[1])
        #expect(screens[0].parent == nil && extra.parent === tabs)
        #expect(log.lines.isEmpty)
        #expect(screen.lines[9].hasPrefix(" ≡ Shifts 3 │ Extra"))
        // Now the selected one leaves: the first of the new tabs shows, in UIKit's order.
        tabs.viewControllers = [extra]
        #expect(
            log.lines == [
                "Shifts viewWillDisappear", "Shifts viewDidDisappear", "Extra viewDidLoad", "Extra viewWillAppear",
                "Extra viewDidAppear",
            ])
        #expect(screens[1].view.window == nil)
        #expect(screen.lines[1].hasPrefix(" Extra screen"))
    }

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Snapshots")

    /// The tab bar light and dark, at 80x24 and 40x20, in 24-bit colour and monochrome.
    @Test(arguments: [UserInterfaceStyle.light, .dark])
    func theTabBarsColours(style: UserInterfaceStyle) {
        expectColourSnapshots("tabbar", style: style, in: Self.directory) { width, height, traits in
            let (tabs, _) = makeTabs(Log())
            let screen = HeadlessWindow(width: width, height: height, rootViewController: tabs)
            screen.window.traitCollection = traits
            screen.render()
            screen.feed("\u{1B}2")
            return describeStyles(screen.render())
        }
    }
}
