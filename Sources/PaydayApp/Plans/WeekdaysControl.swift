import Layout
import Payroll

/// The days of a schedule entry as a segmented row where any number of segments are chosen:
/// the days, Monday first, on the first line, and under each a `✓` when it is chosen (`·` when
/// not), so the choice reads on a monochrome screen and in a text snapshot alike. Focused, the
/// day under the cursor is reversed; ←/→ move the cursor, Space chooses or clears that day, `1`
/// to `7` choose or clear Monday to Sunday at once. A click on a day flips it. Each change sends
/// `.valueChanged`; Enter sends `.primaryActionTriggered` (a form moves on to its next field).
///
/// A day is three cells wide (`Mo `, `월 `) when the row has room, two (`M `, `월`) when it
/// does not (a 40-column sheet).
final class WeekdaysControl: Control {
    /// The days' names, Monday first.
    private let names: [String]
    /// The narrow names (one cell in English), Monday first.
    private let narrowNames: [String]
    private(set) var days: Set<Weekday> { didSet { if days != oldValue { setNeedsDisplay() } } }
    /// The day the cursor is on (0 is Monday).
    private(set) var cursor = 0 { didSet { if cursor != oldValue { setNeedsDisplay() } } }

    static let wideSlot = 3
    static let narrowSlot = 2

    init(names: [String], narrowNames: [String], days: Set<Weekday>) {
        self.names = names
        self.narrowNames = narrowNames
        self.days = days
        super.init(frame: .zero)
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
        setContentCompressionResistancePriority(.low, for: .horizontal)
    }

    /// The chosen days, Monday first.
    var chosenDays: [Weekday] { Weekday.allCases.filter(days.contains) }

    override var intrinsicContentSize: Size { Size(width: Double(Self.wideSlot * 7 - 1), height: 2) }

    private func slot(for width: Int) -> Int { width >= Self.wideSlot * 7 - 1 ? Self.wideSlot : Self.narrowSlot }

    /// Chooses or clears the day at `index` (0 is Monday) and sends `.valueChanged`.
    func flip(_ index: Int) {
        guard isEnabled, Weekday.allCases.indices.contains(index) else { return }
        let day = Weekday.allCases[index]
        if days.contains(day) { days.remove(day) } else { days.insert(day) }
        cursor = index
        sendActions(for: .valueChanged)
    }

    override func pressesBegan(_ press: KeyPress) {
        guard isEnabled, press.modifierFlags.isEmpty else { return super.pressesBegan(press) }
        switch press.input {
        case KeyCommand.inputLeftArrow: cursor = max(cursor - 1, 0)
        case KeyCommand.inputRightArrow: cursor = min(cursor + 1, 6)
        case " ": flip(cursor)
        case KeyCommand.inputEnter: sendActions(for: .primaryActionTriggered)
        case "1", "2", "3", "4", "5", "6", "7": flip((Int(press.input) ?? 1) - 1)
        default: super.pressesBegan(press)
        }
    }

    override func clicked(at location: Point) {
        flip(Int(location.x.rounded(.down)) / slot(for: Int(bounds.width)))
    }

    override func draw(in region: CanvasRegion) {
        let slot = slot(for: region.frame.width)
        let titles = slot == Self.wideSlot ? names : narrowNames
        for (index, day) in Weekday.allCases.enumerated() {
            let chosen = days.contains(day)
            var style =
                chosen ? Style(SemanticColor.tint, attributes: .bold, traits: region.traitCollection) : .plain
            if !isEnabled { style = style.adding(.dim) }
            let nameStyle = isFirstResponder && index == cursor ? style.adding(.reverse) : style
            region.draw(titles[index], x: index * slot, y: 0, style: nameStyle)
            region.draw(chosen ? "✓" : "·", x: index * slot, y: 1, style: style)
        }
    }
}
