import Foundation
import LayoutTesting
import Testing

@testable import Layout

/// The command palette: every titled key command in reach and every enabled action of the top
/// screen's button menus, filtered by the query's letters in order, ignoring case.
@Suite struct CommandPaletteTests {
    final class Scene: ViewController {
        var log: [String] = []
        let field = TextField(placeholder: "note")
        let more = Button(title: "More")

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(field)
            view.addSubview(more)
            field.snp.makeConstraints { $0.top.leading.equalToSuperview().offset(1) }
            more.snp.makeConstraints {
                $0.top.equalTo(field.snp.bottom).offset(1)
                $0.leading.equalToSuperview().offset(1)
            }
            more.menu = Menu(
                title: "More",
                children: [
                    Action(title: "Export CSV") { [unowned self] _ in log.append("export") },
                    Action(title: "Print", attributes: .disabled) { [unowned self] _ in log.append("print") },
                    Menu(
                        title: "Sort", children: [Action(title: "By date") { [unowned self] _ in log.append("sort") }]),
                ])
        }

        override var keyCommands: [KeyCommand]? {
            [
                KeyCommand(input: "s", modifierFlags: .control, title: "Save") { [unowned self] in log.append("save") },
                KeyCommand(input: "i", title: "in", discoverabilityTitle: "Clock in now") { [unowned self] in
                    log.append("clock in")
                },
                KeyCommand(input: "o", title: "out", discoverabilityTitle: "Clock out") { [unowned self] in
                    log.append("clock out")
                },
                KeyCommand(input: "x") { [unowned self] in log.append("untitled") },
                KeyCommand(input: KeyCommand.inputDownArrow, title: "Next card") { [unowned self] in log.append("next")
                },
            ]
        }
    }

    @Test func ctrlPListsTheKeyCommandsInReachWithTheirKeysAndTheButtonMenusActions() {
        let scene = Scene()
        let screen = HeadlessWindow(width: 80, height: 24, rootViewController: scene)
        screen.render()
        screen.feed("\u{10}")  // Ctrl-P as a terminal sends it
        let palette = screen.window.commandPalette
        #expect(palette.isVisible)
        #expect(
            palette.entries.map(\.title) == [
                "Save", "Clock in now", "Clock out", "Next card", "More › Export CSV", "More › Sort › By date",
            ])
        #expect(palette.entries.map(\.key) == ["^S", "i", "o", "↓", nil, nil])
        // Drawn: a box with the title, the query line, and each entry with its key at the right.
        let lines = screen.lines
        #expect(lines[1].contains("╭─ Commands ─"))
        #expect(lines[2].contains("> Type to search"))
        #expect(lines[4].contains(" Save") && lines[4].contains("^S │"))
        // Enter runs the first entry and closes.
        screen.feed("\r")
        #expect(!palette.isVisible)
        #expect(scene.log == ["save"])
    }

    /// A ported screen's commands, made in UIKit's order of arguments
    /// (`UIKeyCommand(title:action:input:modifierFlags:discoverabilityTitle:)`) with a closure
    /// for the selector.
    final class PortedCommands: ViewController {
        var log: [String] = []
        override var keyCommands: [KeyCommand]? {
            [
                KeyCommand(
                    title: "New", action: { [unowned self] in log.append("new") }, input: "n", modifierFlags: .control,
                    discoverabilityTitle: "New shift"),
                KeyCommand(
                    action: { [unowned self] in log.append("delete") }, input: KeyCommand.inputDelete,
                    discoverabilityTitle: "Delete shift"),
            ]
        }
    }

    /// UIKit's order makes the same commands: the key runs it, the palette lists the
    /// discoverability titles with the keys, and UIKit's default empty title is none (out of the
    /// hint bar).
    @Test func keyCommandsInUIKitsOrderOfArgumentsAreTheSameCommands() {
        let scene = PortedCommands()
        let screen = HeadlessWindow(width: 60, height: 12, rootViewController: scene)
        screen.render()
        screen.feed("\u{0E}")  // Ctrl-N
        #expect(scene.log == ["new"])
        #expect(screen.window.keyCommandsInReach.prefix(2).map(\.title) == ["New", nil])
        screen.feed("\u{10}")
        let palette = screen.window.commandPalette
        #expect(palette.entries.prefix(2).map(\.title) == ["New shift", "Delete shift"])
        #expect(palette.entries.prefix(2).map(\.key) == ["^N", "Del"])
        screen.feed("del\r")
        #expect(scene.log == ["new", "delete"])
    }

    /// Two keys for one thing (`↓` and `j`, both "Next card"; a parent's command of the same
    /// title further up the chain) are one entry with both keys, as the hint line joins them;
    /// the entry runs the nearest command.
    @Test func keysOfOneTitleAreOneEntry() {
        final class Inner: ViewController {
            var log: [String] = []
            override var keyCommands: [KeyCommand]? {
                [
                    KeyCommand(input: KeyCommand.inputDownArrow, title: "Next card") { [unowned self] in log.append("↓")
                    },
                    KeyCommand(input: "s", modifierFlags: .control, title: "Save") { [unowned self] in
                        log.append("save")
                    },
                    KeyCommand(input: "j", discoverabilityTitle: "Next card") { [unowned self] in log.append("j") },
                ]
            }
        }
        final class Outer: NavigationController {
            override var keyCommands: [KeyCommand]? {
                [KeyCommand(input: "n", modifierFlags: .control, discoverabilityTitle: "Next card") {}]
            }
        }
        let inner = Inner()
        let screen = HeadlessWindow(width: 60, height: 16, rootViewController: Outer(rootViewController: inner))
        screen.render()
        screen.feed("\u{10}")
        let palette = screen.window.commandPalette
        let next = palette.entries.filter { $0.title == "Next card" }
        #expect(next.map(\.key) == ["↓/j/^N"])
        #expect(palette.entries.map(\.title).filter { $0 == "Save" }.count == 1)
        screen.type("next")
        screen.window.pressKey(KeyPress(input: KeyCommand.inputEnter))
        #expect(inner.log == ["↓"])
    }

    @Test func typingFiltersByLettersInOrderIgnoringCaseAndRanksWordStartsFirst() {
        let scene = Scene()
        let screen = HeadlessWindow(width: 80, height: 24, rootViewController: scene)
        screen.render()
        screen.feed(":")
        let palette = screen.window.commandPalette
        screen.feed("CO")
        // Both clock commands match C..O; "Clock out" has its O at the start of a word.
        #expect(palette.matches.map(\.title).prefix(2) == ["Clock out", "Clock in now"])
        screen.feed("\u{7F}")  // Backspace
        #expect(palette.query == "C")
        screen.type("lin")
        #expect(palette.matches.map(\.title) == ["Clock in now"])
        screen.feed("\u{7F}\u{7F}\u{7F}\u{7F}xyz")
        #expect(palette.matches.isEmpty)
        #expect(screen.text.contains("No matching command"))
        screen.feed("\r")  // nothing to run
        #expect(palette.isVisible && scene.log.isEmpty)
        screen.feed("\u{15}")  // Ctrl-U clears the query
        screen.type("bydate")
        screen.feed("\r")
        #expect(scene.log == ["sort"])
    }

    @Test func arrowsSelectEscClosesAndKeysNeverReachTheScreenWhileOpen() {
        let scene = Scene()
        let screen = HeadlessWindow(width: 80, height: 24, rootViewController: scene)
        screen.render()
        screen.feed("\u{10}")
        let palette = screen.window.commandPalette
        screen.feed("\u{1B}[B\u{1B}[B")
        #expect(palette.selectedIndex == 2)
        #expect(palette.report.split(separator: "\n")[3] == "> Clock out  o")
        screen.feed("\u{1B}[A")
        #expect(palette.selectedIndex == 1)
        screen.feed("x")  // typed into the query, not the screen's x
        #expect(palette.query == "x")
        screen.feed("\u{1B}")
        #expect(!palette.isVisible)
        #expect(scene.log.isEmpty)
        // A click on an entry runs it; a click outside closes.
        screen.feed("\u{10}")
        let row = screen.lines.firstIndex { $0.contains("Clock out") }!
        screen.feed("\u{1B}[<0;20;\(row + 1)M")
        #expect(scene.log == ["clock out"])
        screen.feed("\u{10}")
        screen.feed("\u{1B}[<0;2;24M")
        #expect(!palette.isVisible)
    }

    @Test func aFocusedTextFieldKeepsItsColonAndThePaletteCursorSitsAfterTheQuery() {
        let scene = Scene()
        let screen = HeadlessWindow(width: 80, height: 24, rootViewController: scene)
        screen.render()
        scene.field.becomeFirstResponder()
        screen.feed(":")
        #expect(scene.field.text == ":")
        #expect(!screen.window.commandPalette.isVisible)
        // Ctrl-P still opens it (the field does not use Ctrl-P); Hangul goes into the query and
        // the terminal's cursor follows it (an input method composes there).
        screen.feed("\u{10}")
        screen.type("출근")
        let palette = screen.window.commandPalette
        #expect(palette.query == "출근")
        let cursor = screen.window.cursorPosition
        #expect(screen.lines[cursor!.y].contains("> 출근"))
        #expect(cursor!.x == screen.lines[cursor!.y].firstIndex(of: ">")!.utf16Offset(in: screen.lines[cursor!.y]) + 6)
        // The palette's own keys are not among its entries, nor untitled ones.
        #expect(!palette.entries.contains { $0.key == "^P" || $0.key == ":" || $0.key == "x" })
    }

    @Test func onlyTheTopScreensKeysAndButtonMenusAreListed() {
        final class Sheet: ViewController {
            let share = Button(title: "Share")
            override func viewDidLoad() {
                view.backgroundStyle = .plain
                view.addSubview(share)
                share.snp.makeConstraints { $0.top.leading.equalToSuperview().offset(1) }
                share.menu = Menu(children: [Action(title: "Copy link") { _ in }])
            }
            override var keyCommands: [KeyCommand]? { [KeyCommand(input: "k", title: "Keep") {}] }
        }
        let scene = Scene()
        let screen = HeadlessWindow(width: 80, height: 24, rootViewController: scene)
        screen.render()
        scene.present(Sheet(), animated: false)
        screen.render()
        screen.feed("\u{10}")
        #expect(screen.window.commandPalette.entries.map(\.title) == ["Keep", "Copy link"])
    }

    @Test func theScoreFavoursWordStartsRunsAndEarlyMatches() {
        #expect(CommandPalette.score("cin", in: "Clock in now") != nil)
        #expect(CommandPalette.score("nic", in: "Clock in now") == nil)
        #expect(CommandPalette.score("", in: "anything") == 0)
        #expect(CommandPalette.score("CLOCK", in: "clock out")! > CommandPalette.score("clock", in: "the big clock")!)
        #expect(CommandPalette.score("sv", in: "Save")! < CommandPalette.score("sa", in: "Save")!)
        #expect(CommandPalette.score("ep", in: "edit pay")! > CommandPalette.score("ep", in: "deep")!)
        #expect(CommandPalette.score("근무", in: "근무 추가") != nil)
        // A word typed whole beats its letters scattered over an earlier start.
        #expect(
            CommandPalette.score("cal", in: "month calendar")!
                > CommandPalette.score("cal", in: "clock in now at this workplace")!)
    }

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Snapshots")

    /// The palette filtered by "c", light and dark, at 80x24 and 40x20, in 24-bit colour and
    /// monochrome, with each run's colours.
    @Test(arguments: [UserInterfaceStyle.light, .dark])
    func thePalettesColours(style: UserInterfaceStyle) {
        expectColourSnapshots("palette", style: style, in: Self.directory) { width, height, traits in
            let scene = Scene()
            let screen = HeadlessWindow(width: width, height: height, rootViewController: scene)
            screen.window.traitCollection = traits
            screen.render()
            screen.feed("\u{10}c\u{1B}[B")
            return describeStyles(screen.render())
        }
    }
}
