import Canvas
import Terminal

/// A small screen that exercises the terminal layer: a box, wide text, a selectable list,
/// an animated bar, the last key and the size. Keys: up/down move, enter/space animate the
/// bar, q quits; `e` throws an error and `!` crashes (to test that the terminal is restored).
/// The bar moves on the run loop's clock, given at creation.
final class DemoApp: TerminalApp {
    struct DemoError: Error, CustomStringConvertible {
        var description: String { "the demo was asked to fail (key e)" }
    }

    private let clock: any TimeSource
    private var quitRequested = false
    var shouldQuit: Bool { quitRequested || pendingError != nil }
    private(set) var lastEvent = "none"
    private(set) var eventCount = 0
    private var selected = 0
    private var barFull = false
    /// When the bar's animation began, or nil while it rests.
    private var animationStart: Double?
    /// The clock's time at the last frame: frames are wanted until one shows the bar at rest.
    private var renderedAt: Double = 0
    private(set) var pendingError: DemoError?
    let items = ["월급날 Payday", "Café ☕", "Family 👨‍👩‍👧"]
    static let animationDuration = 0.5

    var minimumSize: TerminalSize { TerminalSize(width: 30, height: 10) }
    var quitKeys: Set<Key> { [.character("q")] }

    /// The demo on `clock`, the one its run loop paces frames by.
    init(clock: any TimeSource) { self.clock = clock }

    var wantsFrame: Bool {
        guard let animationStart else { return false }
        return renderedAt - animationStart < Self.animationDuration
    }

    func handle(_ event: Event) {
        eventCount += 1
        lastEvent = event.description
        switch event {
        case .key(.up): selected = max(selected - 1, 0)
        case .key(.down): selected = min(selected + 1, items.count - 1)
        case .key(.enter), .key(.space):
            barFull.toggle()
            animationStart = clock.now
        case .key(.character("q")): quitRequested = true
        case .key(.character("e")): pendingError = DemoError()
        case .key(.character("!")): fatalError("terminal-demo crashed on purpose (key !)")
        case .mouse(let mouse) where mouse.kind == .press && mouse.button == .left:
            let row = mouse.y - 3
            if items.indices.contains(row) { selected = row }
        default: break
        }
    }

    func render(into canvas: inout Canvas) {
        renderedAt = clock.now
        let frame = canvas.bounds
        canvas.drawBox(frame, style: Style(foreground: .cyan))
        let inner = frame.insetBy(dx: 2, dy: 1)
        canvas.draw("Terminal demo 터미널", in: row(inner, 0), style: Style(attributes: .bold))
        canvas.draw("Size: \(canvas.width)x\(canvas.height)", in: row(inner, 0), alignment: .trailing)
        for (index, item) in items.enumerated() {
            let style =
                index == selected ? Style(foreground: .black, background: .yellow, attributes: .reverse) : .plain
            canvas.draw((index == selected ? "> " : "  ") + item, in: row(inner, 2 + index), style: style)
        }
        let barWidth = Int((Double(inner.width) * barFraction(at: renderedAt)).rounded())
        canvas.fill(
            CellRect(x: inner.x, y: inner.y + 6, width: barWidth, height: 1), with: "█",
            style: Style(foreground: .green))
        canvas.draw("Last: \(lastEvent)  Events: \(eventCount)", in: row(inner, 7))
        canvas.draw(
            "↑↓ move · enter animate · q quit",
            in: CellRect(x: inner.x, y: frame.maxY - 1, width: inner.width, height: 1),
            style: Style(attributes: .dim), alignment: .center)
    }

    /// The bar's filled fraction: eases from where it was toward full or empty.
    func barFraction(at time: Double) -> Double {
        let target = barFull ? 1.0 : 0.0
        guard let animationStart else { return target }
        let progress = min(max((time - animationStart) / Self.animationDuration, 0), 1)
        return barFull ? progress : 1 - progress
    }

    private func row(_ rect: CellRect, _ offset: Int) -> CellRect {
        CellRect(x: rect.x, y: rect.y + offset, width: rect.width, height: 1)
    }
}
