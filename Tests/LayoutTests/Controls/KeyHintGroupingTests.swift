import Testing

@testable import Layout

/// A `KeyHintBar` shows the commands with a title, neighbours with one title as one hint; a
/// command with only a discoverability title is in reach (for a list of every key) but not in
/// the bar.
@Suite struct KeyHintGroupingTests {
    private final class Pager: ViewController {
        override var keyCommands: [KeyCommand]? {
            [
                KeyCommand(input: KeyCommand.inputLeftArrow, title: "page", discoverabilityTitle: "previous page") {},
                KeyCommand(input: KeyCommand.inputRightArrow, title: "page", discoverabilityTitle: "next page") {},
                KeyCommand(input: "h", discoverabilityTitle: "previous page") {},
                KeyCommand(input: "q", title: "quit") {},
                KeyCommand(input: "x") {},
            ]
        }
    }

    @Test func neighboursWithOneTitleShareAHintAndListOnlyCommandsStayOut() {
        let scene = ControlScene(controller: Pager())
        let bar = KeyHintBar()
        scene.root.addSubview(bar)
        _ = scene.render()
        #expect(bar.hints.map(\.key) == ["←/→", "q"])
        #expect(bar.hints.map(\.title) == ["page", "quit"])
        // Listed as well, at the end of the chain: the window's command palette keys (Ctrl-P and
        // `:`, with a discoverability title only, so the bar leaves them out).
        #expect(
            scene.window.keyCommandsInReach.map(\.input) == [
                KeyCommand.inputLeftArrow, KeyCommand.inputRightArrow, "h", "q", "p", ":",
            ])
    }
}
