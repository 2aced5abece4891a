import LayoutTesting
import Testing

@testable import Layout

/// What UIKit code ported onto the library expects, each written from UIKit's documentation:
/// scroll view edges and `frameLayoutGuide`, presented controllers' appearance calls,
/// `UISegmentedControl`'s start, and the API ported screens call.
@Suite struct UIKitFidelityTests {
    /// SnapKit's example `BasicScrollViewController`, rewritten for the terminal: a scroll view
    /// fills the screen, a content view is pinned to the scroll view's own edges (the way
    /// before iOS 11) and as wide as it, and a label inside is pinned to the content's top and
    /// sides. UIKit takes the edge constraints as the content's: the content size is the
    /// content view's, and the content scrolls.
    final class BasicScrollController: ViewController {
        let scrollView = ScrollView()
        let contentView = View()
        let label = Label(text: "")

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(scrollView)
            scrollView.addSubview(contentView)
            contentView.addSubview(label)
            label.numberOfLines = 0
            label.text = (1...30).map { "line \($0)" }.joined(separator: "\n")
            scrollView.snp.makeConstraints { $0.edges.equalToSuperview() }
            contentView.snp.makeConstraints {
                $0.edges.equalToSuperview()
                $0.width.equalToSuperview()
            }
            label.snp.makeConstraints {
                $0.top.equalToSuperview().offset(1)
                $0.leading.trailing.equalToSuperview().inset(2)
                $0.bottom.equalToSuperview().inset(1)
            }
        }
    }

    @Test(arguments: [(80.0, 24.0), (40.0, 20.0)])
    func contentPinnedToTheScrollViewsOwnEdgesGivesTheContentSize(width: Double, height: Double) {
        let controller = BasicScrollController()
        let screen = HeadlessWindow(width: width, height: height, rootViewController: controller)
        screen.render()
        // 30 lines, a line above and below; as wide as the scroll view.
        #expect(controller.scrollView.contentSize == Size(width: width, height: 32))
        #expect(controller.contentView.frame == Rect(x: 0, y: 0, width: width, height: 32))
        #expect(screen.text.split(separator: "\n").first == "  line 1")
        controller.scrollView.setContentOffset(Point(x: 0, y: 100), animated: false)
        #expect(controller.scrollView.contentOffset == Point(x: 0, y: 32 - height))
        let lines = screen.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[Int(height) - 2] == "  line 30")
        #expect(screen.log.messages.isEmpty)
    }

    @Test func viewsPinnedToTheFrameLayoutGuideStayPutWhileTheContentScrolls() {
        let screen = HeadlessWindow(width: 20, height: 6)
        let scroll = ScrollView()
        screen.root.addSubview(scroll)
        scroll.snp.makeConstraints { $0.edges.equalToSuperview() }
        let content = Label(text: (1...20).map { "row \($0)" }.joined(separator: "\n"))
        content.numberOfLines = 0
        let badge = Label(text: "PINNED")
        scroll.addSubview(content)
        scroll.addSubview(badge)
        content.snp.makeConstraints {
            $0.edges.equalTo(scroll.contentLayoutGuide)
            $0.width.equalTo(scroll.frameLayoutGuide)
        }
        badge.snp.makeConstraints {
            $0.top.trailing.equalTo(scroll.frameLayoutGuide)
        }
        screen.render()
        var lines = screen.text.split(separator: "\n")
        #expect(lines[0] == "row 1         PINNED")
        let scrolled = ScrollRecorder()
        scroll.delegate = scrolled
        scroll.setContentOffset(Point(x: 0, y: 5), animated: false)
        lines = screen.text.split(separator: "\n")
        #expect(lines[0] == "row 6         PINNED")
        #expect(badge.frame.minY == 5)  // in content coordinates: where the view shows
        #expect(scrolled.offsets == [Point(x: 0, y: 5)])
        // A wheel step up (SGR button 64) scrolls three lines; the delegate hears it.
        screen.feed("\u{1B}[<64;3;3M")
        #expect(scrolled.offsets.last == Point(x: 0, y: 2))
        #expect(screen.text.split(separator: "\n")[0] == "row 3         PINNED")
    }

    final class ScrollRecorder: ScrollViewDelegate {
        var offsets: [Point] = []
        func scrollViewDidScroll(_ scrollView: ScrollView) { offsets.append(scrollView.contentOffset) }
    }

    /// Records its appearance calls (and the order of `present`'s completion) in `log`.
    final class AppearanceRecorder: ViewController {
        var log: [String] = []
        override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
    }

    @Test func presentedControllersHearTheirAppearanceAndCompletionComesAfterDidAppear() {
        let root = AppearanceRecorder()
        let screen = HeadlessWindow(width: 40, height: 12, rootViewController: root)
        screen.render()
        let sheet = AppearanceRecorder()
        sheet.preferredContentSize = Size(width: 0, height: 4)
        root.present(sheet, animated: true) { sheet.log.append("completion") }
        #expect(sheet.log == ["willAppear"])
        screen.settle()
        #expect(sheet.log == ["willAppear", "didAppear", "completion"])
        sheet.dismiss(animated: true) { sheet.log.append("dismissed") }
        #expect(sheet.log.suffix(1) == ["willDisappear"])
        screen.settle()
        #expect(sheet.log.suffix(3) == ["willDisappear", "didDisappear", "dismissed"])
        // A sheet leaves the presenter on screen: it hears nothing (UIKit's page and form sheets)
        // beyond its own appearance as the window's root.
        #expect(root.log == ["willAppear", "didAppear"])
    }

    @Test func aSegmentedControlStartsWithNoSegment() {
        let control = SegmentedControl(items: ["Day", "Week"])
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
        let scene = HeadlessWindow(width: 20, height: 1)
        control.frame = Rect(x: 0, y: 0, width: 15, height: 1)
        scene.root.addSubview(control)
        #expect(scene.text == "│ Day │ Week │")  // no segment bracketed
        control.becomeFirstResponder()
        scene.window.pressKey(KeyPress(input: KeyCommand.inputRightArrow))
        #expect(control.selectedSegmentIndex == 0)
    }

    @Test func baselineAnchorsSitAtTheBottomOfALine() {
        let screen = HeadlessWindow(width: 30, height: 5)
        let title = Label(text: "Title")
        let value = Label(text: "one\ntwo")
        value.numberOfLines = 0
        screen.root.addSubview(title)
        screen.root.addSubview(value)
        title.translatesAutoresizingMaskIntoConstraints = false
        value.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: screen.root.topAnchor, constant: 1),
            title.leadingAnchor.constraint(equalTo: screen.root.leadingAnchor),
            value.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 1),
            value.firstBaselineAnchor.constraint(equalTo: title.lastBaselineAnchor),
        ])
        screen.render()
        // The title's line is row 1; the value's first line shares that row.
        #expect(value.frame.minY == 1)
        #expect(screen.text.split(separator: "\n").prefix(2) == ["Title one", "      two"])
    }

    final class EndRefuser: TextFieldDelegate {
        var allowEnd = false
        func textFieldShouldEndEditing(_ textField: TextField) -> Bool { allowEnd }
    }

    @Test func textFieldShouldEndEditingCanKeepTheFieldEditing() {
        let screen = HeadlessWindow(width: 20, height: 2)
        let first = TextField(placeholder: "a"), second = TextField(placeholder: "b")
        first.frame = Rect(x: 0, y: 0, width: 10, height: 1)
        second.frame = Rect(x: 0, y: 1, width: 10, height: 1)
        screen.root.addSubview(first)
        screen.root.addSubview(second)
        let delegate = EndRefuser()
        first.delegate = delegate
        first.becomeFirstResponder()
        #expect(!second.becomeFirstResponder())
        #expect(first.isFirstResponder)
        delegate.allowEnd = true
        #expect(second.becomeFirstResponder())
    }

    @Test func aSecureFieldShowsOneBulletACharacter() {
        let screen = HeadlessWindow(width: 12, height: 1)
        let field = TextField(text: "비밀pw")
        field.isSecureTextEntry = true
        field.frame = Rect(x: 0, y: 0, width: 12, height: 1)
        screen.root.addSubview(field)
        #expect(screen.text == "[••••      ]")
        #expect(field.text == "비밀pw")
    }

    final class Screen: ViewController {
        init(_ title: String) {
            super.init()
            self.title = title
        }
    }

    @Test func navigationStackAPIs() {
        let root = Screen("Root"), a = Screen("A"), b = Screen("B"), c = Screen("C")
        let navigation = NavigationController(rootViewController: root)
        let screen = HeadlessWindow(width: 30, height: 6, rootViewController: navigation)
        navigation.pushViewController(a, animated: false)
        navigation.pushViewController(b, animated: false)
        navigation.pushViewController(c, animated: false)
        screen.settle()
        #expect(navigation.popToViewController(a, animated: false)?.map(\.title) == ["B", "C"])
        #expect(navigation.popToViewController(a, animated: false) == nil)  // already on top
        navigation.pushViewController(b, animated: false)
        screen.settle()
        #expect(navigation.popToRootViewController(animated: false)?.map(\.title) == ["A", "B"])
        #expect(navigation.popToRootViewController(animated: false) == nil)
        navigation.setViewControllers([root, c], animated: false)
        screen.settle()
        #expect(navigation.viewControllers.map(\.title) == ["Root", "C"])
        #expect(navigation.topViewController === c)
        c.navigationItem.title = "Item title"
        #expect(c.title == "C")
        #expect(screen.text.contains("Item title"))
        #expect(a.navigationItem.title == "A")  // the controller's title until set
    }

    @Test func alertTextFieldsAreAddedConfiguredAndFocused() {
        let root = ViewController()
        let screen = HeadlessWindow(width: 60, height: 14, rootViewController: root)
        screen.render()
        let alert = AlertController(title: "Sign in", message: nil, preferredStyle: .alert)
        #expect(alert.textFields == nil)
        alert.addTextField { $0.placeholder = "name" }
        alert.addTextField {
            $0.placeholder = "password"
            $0.isSecureTextEntry = true
        }
        var entered: [String] = []
        alert.addAction(AlertAction(title: "OK", style: .default) { _ in entered = alert.textFields!.map(\.text) })
        root.present(alert, animated: false)
        screen.settle()
        #expect(alert.textFields?.count == 2)
        #expect(alert.textFields?[1].isSecureTextEntry == true)
        #expect(alert.textFields?[0].isFirstResponder == true)
        screen.type("kim")
        screen.window.pressKey(KeyPress(input: KeyCommand.inputTab))
        screen.type("pw")
        #expect(screen.text.contains("[•• "))
        screen.window.pressKey(KeyPress(input: KeyCommand.inputTab))
        screen.window.pressKey(KeyPress(input: KeyCommand.inputEnter))
        screen.settle()
        #expect(entered == ["kim", "pw"])
        let sheet = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addTextField()
        #expect(sheet.textFields == nil)
    }

    final class Target {
        var plain = 0
        var switches: [Bool] = []
        func tapped() { plain += 1 }
        func toggled(_ sender: Switch) { switches.append(sender.isOn) }
    }

    @Test func targetActionWithNoArgumentOrTheControlTyped() {
        let screen = HeadlessWindow(width: 20, height: 2)
        let button = Button(title: "Go")
        let toggle = Switch()
        button.frame = Rect(x: 0, y: 0, width: 6, height: 1)
        toggle.frame = Rect(x: 0, y: 1, width: 6, height: 1)
        screen.root.addSubview(button)
        screen.root.addSubview(toggle)
        let target = Target()
        button.addTarget(target, action: Target.tapped, for: .primaryActionTriggered)
        toggle.addTarget(target, action: Target.toggled, for: .valueChanged)
        button.becomeFirstResponder()
        screen.window.pressKey(KeyPress(input: KeyCommand.inputEnter))
        toggle.becomeFirstResponder()
        screen.window.pressKey(KeyPress(input: " "))
        #expect(target.plain == 1)
        #expect(target.switches == [true])
    }
}
