import Foundation
import LayoutTesting
import Testing

@testable import Layout

/// Menus as UIKit documents `UIMenu`, `UIAction` and `UIContextMenuInteraction`: elements share
/// a base class, actions carry attributes and a state, submenus nest, a context menu opens on a
/// right click or Shift-F10, a button shows its menu as its primary action or on a right click.
@Suite struct MenuTests {
    /// A screen with a list label carrying a context menu, a button whose menu is its primary
    /// action, and a button with a menu that is not.
    final class Scene: ViewController, ContextMenuInteractionDelegate {
        let list = Label(text: "Shifts list")
        let sortButton = Button(title: "Sort")
        let saveButton = Button(title: "Save")
        var log: [String] = []
        var sortByDate = Action.State.on
        var locations: [Point] = []
        var ended = 0
        var displayed = 0
        /// What UIKit hands a delegate of a menu that shows and goes at once: no animator.
        var animators: [(any ContextMenuInteractionAnimating)?] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            for subview in [list, sortButton, saveButton] as [View] { view.addSubview(subview) }
            list.snp.makeConstraints { $0.top.leading.equalToSuperview().offset(2) }
            sortButton.snp.makeConstraints {
                $0.top.equalTo(list.snp.bottom).offset(2)
                $0.leading.equalToSuperview().offset(2)
            }
            saveButton.snp.makeConstraints {
                $0.top.equalTo(sortButton)
                $0.leading.equalTo(sortButton.snp.trailing).offset(2)
            }
            list.addInteraction(ContextMenuInteraction(delegate: self))
            sortButton.menu = sortMenu()
            sortButton.showsMenuAsPrimaryAction = true
            saveButton.addAction(
                Control.Action { [unowned self] _ in log.append("save") }, for: .primaryActionTriggered)
            saveButton.menu = Menu(children: [
                Action(title: "Save as copy") { [unowned self] _ in log.append("copy") }
            ])
        }

        func sortMenu() -> Menu {
            Menu(
                title: "Sort by",
                children: [
                    Action(title: "Date", state: sortByDate) { [unowned self] _ in log.append("date") },
                    Action(title: "Pay") { [unowned self] _ in log.append("pay") },
                ])
        }

        func contextMenuInteraction(
            _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: Point
        ) -> ContextMenuConfiguration? {
            locations.append(location)
            return ContextMenuConfiguration(identifier: nil, previewProvider: nil) { [unowned self] _ in
                Menu(
                    title: "Shift",
                    children: [
                        Action(title: "Edit", image: Image("✎")) { [unowned self] action in
                            log.append("edit from \(type(of: action.sender!))")
                        },
                        Action(title: "Copy", attributes: .disabled) { [unowned self] _ in log.append("copy") },
                        Action(title: "Secret", attributes: .hidden) { [unowned self] _ in log.append("secret") },
                        Menu(
                            title: "Move to",
                            children: [
                                Action(title: "Cafe") { [unowned self] _ in log.append("cafe") },
                                Action(title: "Bakery") { [unowned self] _ in log.append("bakery") },
                            ]),
                        Menu(
                            options: .displayInline,
                            children: [
                                Action(title: "Delete", attributes: .destructive) { [unowned self] _ in
                                    log.append("delete")
                                }
                            ]),
                    ])
            }
        }

        // UIKit's signatures (`animator:` included), so that a ported delegate's methods are called.
        func contextMenuInteraction(
            _ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration,
            animator: (any ContextMenuInteractionAnimating)?
        ) {
            displayed += 1
            animators.append(animator)
        }

        func contextMenuInteraction(
            _ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration,
            animator: (any ContextMenuInteractionAnimating)?
        ) {
            ended += 1
            animators.append(animator)
        }
    }

    @Test func menuElementsShareABaseAndCastToActionOrMenu() {
        let elements: [MenuElement] = [
            Action(title: "Edit") { _ in },
            Menu(title: "More", children: [Action(title: "Deeper") { _ in }]),
        ]
        #expect((elements[0] as? Action)?.title == "Edit")
        #expect(elements[0] as? Menu == nil)
        #expect((elements[1] as? Menu)?.children.count == 1)
        #expect(elements[1] as? Action == nil)
        let action = Action(title: "Bold", image: Image("B"), attributes: [.destructive, .disabled], state: .on) { _ in
        }
        #expect(action.attributes.contains(.destructive) && action.attributes.contains(.disabled))
        #expect(action.state == .on && !action.isEnabled)
        #expect(action.image?.lines == ["B"])
        // A disabled action does not run, even from code.
        var ran = false
        Action(title: "No", attributes: .disabled) { _ in ran = true }.perform()
        #expect(!ran)
        // Every action of a menu, with the submenus on the way, hidden ones out.
        let menu = Menu(children: [
            Action(title: "A") { _ in }, Action(title: "H", attributes: .hidden) { _ in },
            Menu(title: "Sub", children: [Action(title: "B") { _ in }]),
            Menu(options: .displayInline, children: [Action(title: "C") { _ in }]),
        ])
        #expect(menu.allActions.map { ($0.path + [$0.action.title]).joined(separator: "/") } == ["A", "Sub/B", "C"])
    }

    @Test func aRightClickOpensTheContextMenuAtThePointerAndArrowsAndEnterChoose() throws {
        let scene = Scene()
        let screen = HeadlessWindow(width: 80, height: 24, rootViewController: scene)
        screen.render()
        // A right click on the list (SGR: button 2) at column 5, row 3 (1-based): cell (4, 2).
        screen.feed("\u{1B}[<2;5;3M\u{1B}[<2;5;3m")
        #expect(screen.window.presentedMenu?.title == "Shift")
        #expect(scene.locations == [Point(x: 2, y: 0)])
        let lines = screen.lines
        // The box hangs at the pointer, its title in the top border; the hidden action is not
        // there, the inline menu is set apart by a rule, the submenu has its arrow.
        #expect(lines[2].dropFirst(4).hasPrefix("╭─ Shift ─"))
        #expect(lines[3].dropFirst(4).hasPrefix("│ ✎ Edit"))
        #expect(lines[4].dropFirst(4).hasPrefix("│   Copy"))
        #expect(lines[5].contains("Move to") && lines[5].contains("›"))
        #expect(lines[6].dropFirst(4).hasPrefix("│──"))
        #expect(lines[7].contains("Delete"))
        #expect(!screen.text.contains("Secret"))
        // Edit is selected (reversed), Copy is disabled and skipped: ↓ goes to Move to.
        #expect(screen.render()[6, 3].style.isReversed)
        #expect(screen.window.selectedMenuTitle == "Edit")
        screen.feed("\u{1B}[B")
        #expect(screen.window.selectedMenuTitle == "Move to")
        // → opens the submenu beside it; ↓ Enter chooses Bakery and closes every menu.
        screen.feed("\u{1B}[C")
        #expect(screen.window.presentedMenus.map(\.title) == ["Shift", "Move to"])
        screen.feed("\u{1B}[B\r")
        #expect(scene.log == ["bakery"])
        #expect(screen.window.presentedMenu == nil)
        #expect(scene.ended == 1)
        #expect(scene.displayed == 1)
        #expect(scene.animators.count == 2 && scene.animators.allSatisfy { $0 == nil })
    }

    @Test func escAndLeftCloseOneLevelAndKeysNeverReachTheScreenBeneath() {
        let scene = Scene()
        let screen = HeadlessWindow(width: 80, height: 24, rootViewController: scene)
        screen.render()
        scene.saveButton.becomeFirstResponder()
        screen.window.openContextMenu(from: scene.list)
        screen.feed("\u{1B}[B\r")  // Enter on a submenu opens it
        #expect(screen.window.presentedMenus.count == 2)
        screen.feed("\u{1B}[D")  // ← closes the submenu
        #expect(screen.window.presentedMenus.count == 1)
        screen.feed("\u{1B}[C")
        screen.feed("\u{1B}")  // Esc closes the submenu only
        #expect(screen.window.presentedMenus.count == 1)
        screen.feed(" ")  // Space would press the focused Save button: the menu takes it
        #expect(scene.log.isEmpty)
        #expect(screen.window.presentedMenus.count == 2)
        screen.feed("\u{1B}")
        screen.feed("\u{1B}")
        #expect(screen.window.presentedMenu == nil)
        #expect(scene.log.isEmpty)
        screen.feed("\r")
        #expect(scene.log == ["save"])
    }

    @Test func shiftF10OpensTheFocusedViewsMenuAndTheMenuKeyToo() {
        let scene = Scene()
        let screen = HeadlessWindow(width: 80, height: 24, rootViewController: scene)
        screen.render()
        scene.saveButton.becomeFirstResponder()
        // Shift-F10 as xterm sends it: CSI 21 ; 2 ~. The Save button's menu (not its primary
        // action) opens under the button's first line.
        screen.feed("\u{1B}[21;2~")
        #expect(screen.window.presentedMenu?.children.first?.title == "Save as copy")
        let origin = scene.saveButton.convert(Point.zero, to: nil)
        #expect(screen.lines[Int(origin.y) + 1].dropFirst(Int(origin.x)).hasPrefix("╭"))
        screen.feed("\r")
        #expect(scene.log == ["copy"])
        // The menu key (xterm: CSI 29 ~) does the same.
        screen.feed("\u{1B}[29~")
        #expect(screen.window.presentedMenu != nil)
        screen.feed("\u{1B}")
        // With nothing under the focus offering a menu, the key does nothing.
        screen.window.firstResponder?.resignFirstResponder()
        screen.feed("\u{1B}[21;2~")
        #expect(screen.window.presentedMenu == nil)
    }

    @Test func aButtonShowsItsMenuAsItsPrimaryActionAndARightClickOpensAnotherButtonsMenu() {
        let scene = Scene()
        let screen = HeadlessWindow(width: 80, height: 24, rootViewController: scene)
        screen.render()
        scene.sortButton.becomeFirstResponder()
        screen.feed("\r")
        // A pull-down under the button, with the check mark on the state that is on.
        #expect(screen.window.presentedMenu?.title == "Sort by")
        let origin = scene.sortButton.convert(Point.zero, to: nil)
        let below = screen.lines[Int(origin.y) + 2]
        #expect(below.dropFirst(Int(origin.x)).hasPrefix("│✓ Date"))
        screen.feed("\u{1B}[B\r")
        #expect(scene.log == ["pay"])
        // Save's menu is not its primary action: a click saves, a right click opens the menu.
        let save = scene.saveButton.convert(Point.zero, to: nil)
        let column = Int(save.x) + 2
        let row = Int(save.y) + 1
        screen.feed("\u{1B}[<0;\(column);\(row)M\u{1B}[<0;\(column);\(row)m")
        #expect(scene.log == ["pay", "save"])
        screen.feed("\u{1B}[<2;\(column);\(row)M")
        #expect(screen.window.presentedMenu?.children.first?.title == "Save as copy")
        // A click outside the menu closes it and does nothing else.
        screen.feed("\u{1B}[<0;70;20M\u{1B}[<0;70;20m")
        #expect(screen.window.presentedMenu == nil)
        #expect(scene.log == ["pay", "save"])
    }

    @Test func aClickOnARowChoosesItAndAMenuAsAControlsActionGetsTheControlAsSender() {
        let scene = Scene()
        let screen = HeadlessWindow(width: 80, height: 24, rootViewController: scene)
        screen.render()
        screen.window.openContextMenu(from: scene.list, at: Point(x: 10, y: 5))
        // Rows start one line below the top border at y 5: Edit is at y 6.
        screen.feed("\u{1B}[<0;13;7M")
        #expect(scene.log == ["edit from Label"])
        // `addAction` with a menu action: the action's sender is the control.
        var sender: AnyObject?
        let button = Button(title: "Go")
        button.addAction(Action(title: "Go") { sender = $0.sender }, for: .primaryActionTriggered)
        button.press()
        #expect(sender === button)
    }

    @Test func aMenuTallerThanTheScreenScrollsToTheSelection() {
        let scene = Scene()
        let screen = HeadlessWindow(width: 30, height: 8, rootViewController: scene)
        screen.render()
        let many = Menu(children: (1...20).map { number in Action(title: "Item \(number)") { _ in } })
        screen.window.presentMenu(many, at: Point(x: 25, y: 6))
        var lines = screen.lines
        // Moved to fit: the box's right edge at the screen's, its top at the top.
        #expect(lines[0].hasSuffix("╮"))
        #expect(lines[1].contains("Item 1 "))
        for _ in 0..<10 { screen.feed("\u{1B}[B") }
        lines = screen.lines
        #expect(lines[6].contains("Item 11"))
        #expect(!screen.text.contains("Item 1 "))
        screen.feed("\u{1B}[H")  // Home
        #expect(screen.lines[1].contains("Item 1 "))
        // Type to select: "i" moves to the next item starting with it.
        screen.feed("i")
        #expect(screen.window.selectedMenuTitle == "Item 2")
    }

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Snapshots")

    /// The context menu with its submenu open, light and dark, at 80x24 and 40x20, in 24-bit
    /// colour and monochrome, with each run's colours.
    @Test(arguments: [UserInterfaceStyle.light, .dark])
    func theMenusColours(style: UserInterfaceStyle) {
        expectColourSnapshots("menu", style: style, in: Self.directory) { width, height, traits in
            let scene = Scene()
            let screen = HeadlessWindow(width: width, height: height, rootViewController: scene)
            screen.window.traitCollection = traits
            screen.render()
            screen.window.openContextMenu(from: scene.list, at: Point(x: width - 12, y: 2))
            screen.feed("\u{1B}[B\u{1B}[C")
            return describeStyles(screen.render())
        }
    }
}
