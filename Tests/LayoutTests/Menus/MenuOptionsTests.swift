import Foundation
import LayoutTesting
import Testing

@testable import Layout

/// The menu options and attributes UIKit documents beyond the basics: `UIMenu.Options`'
/// `.singleSelection` (the menu and its submenus allow one action that is on) and
/// `.displayAsPalette` (a row of items to choose from), `UIMenuElement.Attributes`'
/// `.keepsMenuPresented` (the menu stays after the action runs), `UIMenu.selectedElements`, and
/// `UIButton.changesSelectionAsPrimaryAction` (a pop-up button whose title follows its menu's
/// choice, or a toggle button without one). Keys are fed as a terminal sends them.
@Suite struct MenuOptionsTests {
    static let down = "\u{1B}[B"
    static let right = "\u{1B}[C"
    static let left = "\u{1B}[D"

    /// Actions that log their title and their state as the handler sees it.
    final class Log {
        var lines: [String] = []
        func action(
            _ title: String, image: Image? = nil, attributes: MenuElement.Attributes = [],
            state: MenuElement.State = .off
        ) -> Action {
            Action(title: title, image: image, attributes: attributes, state: state) { [unowned self] action in
                lines.append("\(action.title) \(action.state)")
            }
        }
    }

    /// A screen with a pull-down button, a pop-up button and a toggle button in a row.
    final class Scene: ViewController {
        let pullDown = Button(title: "Sort")
        let popUp = Button(title: "Period")
        let toggle = Button(title: "Bold")

        override func viewDidLoad() {
            super.viewDidLoad()
            for button in [pullDown, popUp, toggle] { view.addSubview(button) }
            pullDown.snp.makeConstraints { $0.top.leading.equalToSuperview().offset(1) }
            popUp.snp.makeConstraints {
                $0.top.equalTo(pullDown)
                $0.leading.equalTo(pullDown.snp.trailing).offset(2)
            }
            toggle.snp.makeConstraints {
                $0.top.equalTo(pullDown)
                $0.leading.equalTo(popUp.snp.trailing).offset(2)
            }
        }
    }

    static func screen(width: Double = 40, height: Double = 20) -> HeadlessWindow {
        let screen = HeadlessWindow(width: width, height: height, rootViewController: ViewController())
        screen.render()
        return screen
    }

    // MARK: Single selection

    @Test func aSingleSelectionMenuTurnsTheChosenActionOnAndEveryOtherOffBeforeTheHandlerRuns() {
        let screen = Self.screen()
        let log = Log()
        let date = log.action("Date", state: .on)
        let pay = log.action("Pay")
        let cafe = log.action("Cafe")
        let bakery = log.action("Bakery")
        let menu = Menu(
            title: "Sort by", options: .singleSelection,
            children: [date, pay, Menu(title: "Workplace", children: [cafe, bakery])])
        #expect(menu.selectedElements.map(\.title) == ["Date"])
        screen.window.presentMenu(menu, at: Point(x: 2, y: 2))
        #expect(screen.lines[3].dropFirst(2).hasPrefix("│✓ Date"))
        #expect(screen.lines[4].dropFirst(2).hasPrefix("│  Pay"))
        screen.feed(Self.down + "\r")
        // The handler already sees its action on; the menu closed.
        #expect(log.lines == ["Pay on"])
        #expect(date.state == .off && pay.state == .on && cafe.state == .off && bakery.state == .off)
        #expect(menu.selectedElements.map(\.title) == ["Pay"])
        #expect(screen.window.presentedMenu == nil)
        // Opened again, the check mark is on Pay; choosing Pay again leaves it on.
        screen.window.presentMenu(menu, at: Point(x: 2, y: 2))
        #expect(screen.lines[3].dropFirst(2).hasPrefix("│  Date"))
        #expect(screen.lines[4].dropFirst(2).hasPrefix("│✓ Pay"))
        screen.feed(Self.down + "\r")
        #expect(log.lines == ["Pay on", "Pay on"])
        #expect(pay.state == .on && menu.selectedElements.count == 1)
        // The submenu belongs to the same choice: Bakery on turns Pay off.
        screen.window.presentMenu(menu, at: Point(x: 2, y: 2))
        screen.feed(Self.down + Self.down + Self.right + Self.down + "\r")
        #expect(log.lines.last == "Bakery on")
        #expect(menu.selectedElements.map(\.title) == ["Bakery"])
        #expect(pay.state == .off && date.state == .off && cafe.state == .off)
    }

    @Test func theChoiceStaysInsideTheSingleSelectionMenuAndAPlainMenuLeavesStatesToTheApp() {
        let screen = Self.screen()
        let log = Log()
        let date = log.action("Date", state: .on)
        let pay = log.action("Pay")
        let reversed = log.action("Reversed", state: .on)
        // An inline group with one choice, and a toggle outside it that the app keeps itself.
        let menu = Menu(children: [
            Menu(options: [.displayInline, .singleSelection], children: [date, pay]), reversed,
        ])
        screen.window.presentMenu(menu, at: Point(x: 0, y: 0))
        screen.feed(Self.down + "\r")
        #expect(date.state == .off && pay.state == .on && reversed.state == .on)
        // Reversed is outside the group: choosing it changes no state (its handler would).
        screen.window.presentMenu(menu, at: Point(x: 0, y: 0))
        screen.feed(Self.down + Self.down + "\r")
        #expect(log.lines == ["Pay on", "Reversed on"])
        #expect(date.state == .off && pay.state == .on && reversed.state == .on)
        #expect(menu.selectedElements.map(\.title) == ["Pay", "Reversed"])
        // Without the option, choosing an action leaves every state as it was.
        let first = log.action("First", state: .on)
        let second = log.action("Second")
        screen.window.presentMenu(Menu(children: [first, second]), at: Point(x: 0, y: 0))
        screen.feed(Self.down + "\r")
        #expect(log.lines.last == "Second off")
        #expect(first.state == .on && second.state == .off)
    }

    @Test func aPullDownButtonsSingleSelectionMenuMovesTheCheckMarkAndKeepsTheButtonsTitle() {
        let scene = Scene()
        let screen = HeadlessWindow(width: 40, height: 20, rootViewController: scene)
        let log = Log()
        let date = log.action("Date", state: .on)
        let pay = log.action("Pay")
        scene.pullDown.menu = Menu(options: .singleSelection, children: [date, pay])
        scene.pullDown.showsMenuAsPrimaryAction = true
        screen.render()
        scene.pullDown.becomeFirstResponder()
        screen.feed("\r" + Self.down + "\r")
        #expect(log.lines == ["Pay on"])
        #expect(date.state == .off && pay.state == .on)
        #expect(scene.pullDown.title == "Sort")
        #expect(screen.lines[1].dropFirst(1).hasPrefix("[ Sort ]"))
        // The sender is the button, as with any menu of a button.
        var sender: AnyObject?
        scene.pullDown.menu = Menu(children: [Action(title: "Go") { sender = $0.sender }])
        screen.feed("\r\r")
        #expect(sender === scene.pullDown)
    }

    // MARK: Pop-up and toggle buttons

    @Test func aPopUpButtonKeepsOneChoiceAndShowsItsTitle() {
        let scene = Scene()
        let screen = HeadlessWindow(width: 40, height: 20, rootViewController: scene)
        let log = Log()
        let week = log.action("Week")
        let month = log.action("Month")
        let year = log.action("Year", attributes: .disabled)
        // No `.singleSelection` and nothing on: a pop-up's menu holds one choice all the same,
        // and with none on, the first enabled action is the choice.
        scene.popUp.menu = Menu(children: [week, month, year])
        scene.popUp.showsMenuAsPrimaryAction = true
        scene.popUp.changesSelectionAsPrimaryAction = true
        #expect(week.state == .on && scene.popUp.title == "Week")
        screen.render()
        // `[ Sort ]` at column 1, two spaces, then the pop-up with its title and `▾`.
        #expect(screen.lines[1].hasPrefix(" [ Sort ]  [ Week ▾ ]  [ Bold ] "))
        scene.popUp.becomeFirstResponder()
        screen.feed("\r")
        #expect(screen.window.presentedMenu === scene.popUp.menu)
        let origin = scene.popUp.convert(Point.zero, to: nil)
        #expect(screen.lines[3].dropFirst(Int(origin.x)).hasPrefix("│✓ Week"))
        screen.feed(Self.down + "\r")
        #expect(log.lines == ["Month on"])
        #expect(week.state == .off && month.state == .on)
        #expect(scene.popUp.title == "Month")
        #expect(scene.popUp.menu?.selectedElements.map(\.title) == ["Month"])
        // The button grew by a cell for the longer title; the toggle moved along.
        #expect(screen.lines[1].hasPrefix(" [ Sort ]  [ Month ▾ ]  [ Bold ] "))
        // A pop-up is no toggle: pressing it opens the menu and leaves `isSelected` alone.
        #expect(!scene.popUp.isSelected)
        // Made a pop-up in another order, its title already the choice's: the `▾` makes room.
        scene.pullDown.title = "Day"
        scene.pullDown.changesSelectionAsPrimaryAction = true
        scene.pullDown.showsMenuAsPrimaryAction = true
        screen.render()
        scene.pullDown.menu = Menu(children: [log.action("Day")])
        #expect(screen.lines[1].hasPrefix(" [ Day ▾ ]  [ Month ▾ ]  [ Bold ] "))
    }

    /// `UIButton(type: .system)` ports: a button with no title, which `setTitle(_:for:)` names
    /// or, made a pop-up, its menu's choice; `buttonType` says what it was made as.
    @Test func aButtonMadeByTypeHasNoTitleUntilSetOrChosen() {
        let plain = Button(type: .close)
        #expect(plain.buttonType == .close && plain.title.isEmpty)
        plain.setTitle("Close", for: .normal)
        #expect(plain.title == "Close")
        #expect(Button(title: "Sort").buttonType == .system)
        let popUp = Button(type: .system)
        popUp.menu = Menu(children: [Log().action("Week"), Log().action("Month")])
        popUp.showsMenuAsPrimaryAction = true
        popUp.changesSelectionAsPrimaryAction = true
        #expect(popUp.title == "Week")
    }

    @Test func choosingAPopUpsActionFromTheCommandPaletteMovesItsChoiceToo() {
        let scene = Scene()
        let screen = HeadlessWindow(width: 40, height: 20, rootViewController: scene)
        let log = Log()
        let week = log.action("Week")
        let fortnight = log.action("Fortnight")
        scene.popUp.menu = Menu(children: [week, fortnight])
        scene.popUp.showsMenuAsPrimaryAction = true
        scene.popUp.changesSelectionAsPrimaryAction = true
        screen.render()
        // Ctrl-P, "fort", Enter: the palette lists the pop-up's actions and runs the one chosen.
        screen.feed("\u{10}")
        screen.feed("fort")
        screen.feed("\r")
        #expect(log.lines == ["Fortnight on"])
        #expect(week.state == .off && scene.popUp.title == "Fortnight")
        #expect(screen.lines[1].hasPrefix(" [ Sort ]  [ Fortnight ▾ ]"))
    }

    @Test func withoutAMenuAsItsPrimaryActionTheButtonTogglesItsSelectedState() {
        let scene = Scene()
        let screen = HeadlessWindow(width: 40, height: 20, rootViewController: scene)
        var seen: [Bool] = []
        scene.toggle.changesSelectionAsPrimaryAction = true
        scene.toggle.addAction(
            Control.Action { control in seen.append(control.isSelected) }, for: .primaryActionTriggered)
        screen.render()
        let x = Int(scene.toggle.convert(Point.zero, to: nil).x)
        #expect(!screen.render()[x + 2, 1].style.isUnderlined)
        scene.toggle.becomeFirstResponder()
        screen.feed("\r")
        // Toggled before the actions run; drawn underlined while selected.
        #expect(seen == [true] && scene.toggle.isSelected)
        #expect(screen.render()[x + 2, 1].style.isUnderlined)
        screen.feed(" ")
        #expect(seen == [true, false] && !scene.toggle.isSelected)
        // With a menu that is not its primary action, it still toggles, and the menu is its
        // context menu (Shift-F10, a right click).
        let log = Log()
        scene.toggle.menu = Menu(children: [log.action("Italic")])
        screen.feed("\r")
        #expect(seen == [true, false, true])
        #expect(screen.window.presentedMenu == nil)
        screen.feed("\u{1B}[21;2~")
        #expect(screen.window.presentedMenu === scene.toggle.menu)
        screen.feed("\r")
        #expect(log.lines == ["Italic off"] && scene.toggle.isSelected)
    }

    // MARK: Keeps the menu presented

    @Test func anActionThatKeepsTheMenuPresentedRunsAndLeavesTheMenuOpen() {
        let screen = Self.screen()
        var added = 0
        var done = 0
        let add = Action(title: "Add an hour", attributes: .keepsMenuPresented) { _ in added += 1 }
        let menu = Menu(title: "Hours", children: [add, Action(title: "Done") { _ in done += 1 }])
        screen.window.presentMenu(menu, at: Point(x: 2, y: 2))
        screen.feed("\r")
        screen.feed("\r")
        // Run twice from the keyboard; the menu is open with the row still selected.
        #expect(added == 2)
        #expect(screen.window.presentedMenu === menu)
        #expect(screen.window.selectedMenuTitle == "Add an hour")
        // A click on the row runs it too and the menu stays (the row is on line 3).
        screen.feed("\u{1B}[<0;6;4M\u{1B}[<0;6;4m")
        #expect(added == 3 && screen.window.presentedMenu === menu)
        // Any other action closes the menu as usual.
        screen.feed(Self.down + "\r")
        #expect(done == 1 && screen.window.presentedMenu == nil)
    }

    @Test func keepingTheMenuOpenItRedrawsTheCheckMarkASingleSelectionMoved() {
        let screen = Self.screen()
        let log = Log()
        let cafe = log.action("Cafe", attributes: .keepsMenuPresented, state: .on)
        let bakery = log.action("Bakery", attributes: .keepsMenuPresented)
        let menu = Menu(title: "Show", options: .singleSelection, children: [cafe, bakery])
        screen.window.presentMenu(menu, at: Point(x: 2, y: 2))
        #expect(screen.lines[3].dropFirst(2).hasPrefix("│✓ Cafe"))
        screen.feed(Self.down + "\r")
        #expect(log.lines == ["Bakery on"])
        #expect(screen.window.presentedMenu === menu)
        #expect(screen.lines[3].dropFirst(2).hasPrefix("│  Cafe"))
        #expect(screen.lines[4].dropFirst(2).hasPrefix("│✓ Bakery"))
        screen.feed("\u{1B}")
        #expect(screen.window.presentedMenu == nil)
    }

    // MARK: Palette

    /// A shift menu with a palette of colours (one choice) between two actions; Ink is disabled.
    static func colourMenu(_ log: Log) -> (menu: Menu, colours: [Action]) {
        let colours = [
            log.action("Red", image: Image("R")), log.action("Green", image: Image("G")),
            log.action("Blue", image: Image("B")), log.action("Ink", image: Image("I"), attributes: .disabled),
        ]
        let menu = Menu(
            title: "Shift",
            children: [
                log.action("Edit"),
                Menu(title: "Colour", options: [.displayAsPalette, .singleSelection], children: colours),
                log.action("Delete", attributes: .destructive),
            ])
        return (menu, colours)
    }

    @Test func aPaletteIsOneRowOfItemsChosenWithArrowsAndEnter() {
        let screen = Self.screen()
        let log = Log()
        let (menu, colours) = Self.colourMenu(log)
        screen.window.presentMenu(menu, at: Point(x: 2, y: 2))
        // The palette's items side by side, each its glyph between spaces, set apart by rules.
        let box = screen.lines[2...7].map { String($0.dropFirst(2).prefix(14)) }
        #expect(
            box == [
                "╭─ Shift ────╮",
                "│ Edit       │",
                "│────────────│",
                "│ R  G  B  I │",
                "│────────────│",
                "│ Delete     │",
            ])
        // ↓ reaches the palette on its first item; → moves along it over nothing disabled.
        screen.feed(Self.down)
        #expect(screen.window.selectedMenuTitle == "Red")
        #expect(screen.render()[4, 5].style.isReversed && !screen.render()[7, 5].style.isReversed)
        screen.feed(Self.right + Self.right)
        #expect(screen.window.selectedMenuTitle == "Blue")
        screen.feed(Self.right)  // Ink is disabled: Blue stays selected
        #expect(screen.window.selectedMenuTitle == "Blue")
        screen.feed("\r")
        #expect(log.lines == ["Blue on"])
        #expect(colours.map(\.state) == [.off, .off, .on, .off])
        #expect(screen.window.presentedMenu == nil)
        // Opened again: the palette starts on the item that is on, drawn underlined.
        screen.window.presentMenu(menu, at: Point(x: 2, y: 2))
        #expect(screen.render()[10, 5].style.isUnderlined && !screen.render()[4, 5].style.isUnderlined)
        screen.feed(Self.down)
        #expect(screen.window.selectedMenuTitle == "Blue")
        screen.feed(Self.left)
        #expect(screen.window.selectedMenuTitle == "Green")
        // ↑ and ↓ leave the row for the actions around it.
        screen.feed(Self.down)
        #expect(screen.window.selectedMenuTitle == "Delete")
        screen.feed("\u{1B}")
        #expect(screen.window.presentedMenu == nil)
    }

    @Test func aClickOnAPaletteItemChoosesItAndAClickOnADisabledOneDoesNothing() {
        let screen = Self.screen()
        let log = Log()
        let (menu, colours) = Self.colourMenu(log)
        screen.window.presentMenu(menu, at: Point(x: 2, y: 2))
        // The row is line 5; G is at column 7 (cells 6-8 are " G "), I at column 13.
        screen.feed("\u{1B}[<0;14;6M\u{1B}[<0;14;6m")
        #expect(log.lines.isEmpty && screen.window.presentedMenu === menu)
        screen.feed("\u{1B}[<0;8;6M\u{1B}[<0;8;6m")
        #expect(log.lines == ["Green on"])
        #expect(colours.map(\.state) == [.off, .on, .off, .off])
        #expect(screen.window.presentedMenu == nil)
        // A menu that is itself a palette is one row.
        screen.window.presentMenu(Menu(options: .displayAsPalette, children: colours), at: Point(x: 0, y: 0))
        #expect(screen.lines[1].hasPrefix("│ R  G  B  I │"))
        #expect(screen.window.selectedMenuTitle == "Green")
        screen.feed(Self.left + "\r")
        #expect(log.lines.last == "Red off")
    }

    @Test func smallAndMediumElementsSitSideBySideAndLargeOnesOneALine() {
        let screen = Self.screen()
        let log = Log()
        let edit = Menu(
            options: .displayInline, preferredElementSize: .small,
            children: [
                log.action("Cut", image: Image("X")), log.action("Copy", image: Image("C")), log.action("Paste"),
            ])
        let menu = Menu(children: [edit, log.action("Delete")])
        // Small: each glyph (Paste has none: its title) side by side, as a palette.
        screen.window.presentMenu(menu, at: Point(x: 0, y: 0))
        #expect(
            screen.lines[0...3].map { String($0.prefix(15)) } == [
                "╭─────────────╮", "│ X  C  Paste │", "│─────────────│", "│ Delete      │",
            ])
        screen.feed(Self.right + Self.right + "\r")
        #expect(log.lines == ["Paste off"])
        // Medium: glyphs and titles.
        edit.preferredElementSize = .medium
        screen.window.presentMenu(menu, at: Point(x: 0, y: 0))
        #expect(screen.lines[1].hasPrefix("│ X Cut  C Copy  Paste │"))
        // A click on "C Copy" (cells 8-15 of the line) chooses Copy.
        screen.feed("\u{1B}[<0;11;2M\u{1B}[<0;11;2m")
        #expect(log.lines.last == "Copy off")
        // Large (and automatic): one line each, as any inline menu.
        edit.preferredElementSize = .large
        screen.window.presentMenu(menu, at: Point(x: 0, y: 0))
        #expect(screen.lines[1].hasPrefix("│ X Cut") && screen.lines[2].hasPrefix("│ C Copy"))
        #expect(edit.replacingChildren([]).preferredElementSize == .large)
    }

    // MARK: Snapshots

    /// The underlined cells of each row (`describeStyles` leaves underlining out): the toggle
    /// that is selected, the palette's item that is on.
    static func underlines(_ canvas: Canvas) -> String {
        var lines = ["-- underlined --"]
        for y in 0..<canvas.height {
            let columns = (0..<canvas.width).filter { canvas[$0, y].style.isUnderlined }
            if !columns.isEmpty { lines.append("row \(y): " + columns.map(String.init).joined(separator: " ")) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Snapshots")

    /// A pull-down button's menu open: an inline group with one choice, a palette of colours
    /// (Green on) and an action that keeps the menu presented, the palette row selected on its
    /// chosen colour; beside the button, a pop-up showing its choice and a selected toggle.
    /// Light and dark, 80x24 and 40x20, 24-bit colour and monochrome, with each run's colours.
    @Test(arguments: [UserInterfaceStyle.light, .dark])
    func theMenuOptionsColours(style: UserInterfaceStyle) {
        expectColourSnapshots("menu-options", style: style, in: Self.directory) { width, height, traits in
            let scene = Scene()
            let screen = HeadlessWindow(width: width, height: height, rootViewController: scene)
            screen.window.traitCollection = traits
            let log = Log()
            let (shiftMenu, colourActions) = Self.colourMenu(log)
            colourActions[1].state = .on
            let colours = shiftMenu.children[1]
            scene.pullDown.menu = Menu(children: [
                Menu(
                    options: [.displayInline, .singleSelection],
                    children: [log.action("Week"), log.action("Month", state: .on)]),
                colours,
                log.action("Add an hour", attributes: .keepsMenuPresented),
            ])
            scene.pullDown.showsMenuAsPrimaryAction = true
            scene.popUp.menu = Menu(children: [log.action("Week"), log.action("Month", state: .on)])
            scene.popUp.showsMenuAsPrimaryAction = true
            scene.popUp.changesSelectionAsPrimaryAction = true
            scene.toggle.changesSelectionAsPrimaryAction = true
            scene.toggle.isSelected = true
            screen.render()
            scene.pullDown.becomeFirstResponder()
            screen.feed("\r" + Self.down + Self.down)
            let canvas = screen.render()
            return describeStyles(canvas) + Self.underlines(canvas)
        }
    }
}
