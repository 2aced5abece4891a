/// A menu open on a window, with its open submenus: one `Level` each, the top-level menu
/// first. The window draws it over the screen and gives it every key and press while it is
/// open (as the inspector); see `Window.presentMenu(_:at:from:)`.
final class MenuSession {
    /// One line of an open menu.
    enum Row {
        case action(Action)
        case submenu(Menu)
        /// A `.displayAsPalette` menu's actions, side by side on one line.
        case palette(Menu, [Action])
        case separator

        var isSelectable: Bool {
            switch self {
            case .action(let action): action.isEnabled
            case .submenu: true
            case .palette(_, let items): items.contains(where: \.isEnabled)
            case .separator: false
            }
        }

        var element: MenuElement? {
            switch self {
            case .action(let action): action
            case .submenu(let menu), .palette(let menu, _): menu
            case .separator: nil
            }
        }
    }

    /// One open menu: its rows, the selected row, and where it hangs.
    struct Level {
        let menu: Menu
        let rows: [Row]
        /// The selected row; moving it to a palette starts on the palette's item that is on.
        var selected: Int? { didSet { if selected != oldValue { chosenPaletteItem = nil } } }
        /// On a palette row: the item selected on it, nil until ← or → or a click picks one.
        var chosenPaletteItem: Int?
        /// The cell the menu's top-left corner wants to be at (moved to fit the screen); a
        /// submenu's follows its parent's row instead.
        let anchor: CellPosition
        /// For a submenu: the row of its parent it opened from.
        let parentRow: Int?
        /// Where it was last drawn, and the first row drawn (a menu taller than the screen
        /// scrolls to keep the selection in sight).
        var frame = CellRect(x: 0, y: 0, width: 0, height: 0)
        var firstShownRow = 0
    }

    let source: AnyObject?
    let configuration: ContextMenuConfiguration?
    var levels: [Level]

    init(menu: Menu, anchor: CellPosition, source: AnyObject?, configuration: ContextMenuConfiguration?) {
        self.source = source
        self.configuration = configuration
        let rows = Self.rows(of: menu)
        levels = [
            Level(menu: menu, rows: rows, selected: Self.firstSelectable(in: rows), anchor: anchor, parentRow: nil)
        ]
    }

    // MARK: Rows

    /// The rows of `menu`: hidden actions left out, inline submenus spread between separators
    /// (a palette, or a menu of `.small` or `.medium` elements, as one row of items),
    /// no separator at either end or twice in a row.
    static func rows(of menu: Menu) -> [Row] {
        if menu.showsChildrenInARow { return paletteRows(of: menu) }
        var rows: [Row] = []
        for child in menu.children {
            if let action = child as? Action {
                if !action.attributes.contains(.hidden) { rows.append(.action(action)) }
            } else if let submenu = child as? Menu {
                if submenu.options.contains(.displayAsPalette) {
                    rows += [.separator] + paletteRows(of: submenu) + [.separator]
                } else if submenu.options.contains(.displayInline) {
                    rows.append(.separator)
                    rows += Self.rows(of: submenu)
                    rows.append(.separator)
                } else if !submenu.children.isEmpty {
                    rows.append(.submenu(submenu))
                }
            }
        }
        var cleaned: [Row] = []
        for row in rows {
            if case .separator = row {
                if cleaned.isEmpty { continue }
                if case .separator = cleaned.last! { continue }
            }
            cleaned.append(row)
        }
        if let last = cleaned.last, case .separator = last { cleaned.removeLast() }
        return cleaned
    }

    static func firstSelectable(in rows: [Row]) -> Int? { rows.firstIndex(where: \.isSelectable) }

    // MARK: Keys

    /// What a key did: nothing more to do, close the whole menu, or run an action (closing the
    /// menu first unless the action keeps it presented).
    enum Outcome {
        case stay
        case close
        case run(Action)
    }

    /// Every key is taken: ↑/↓/Home/End move over the rows that can be chosen, Enter or Space
    /// chooses (a submenu opens), → opens a submenu, ← and Esc close the innermost menu (Esc
    /// on the outermost closes it all).
    func handle(_ press: KeyPress) -> Outcome {
        guard !levels.isEmpty else { return .close }
        let top = levels.count - 1
        switch (press.input, press.modifierFlags) {
        case (KeyCommand.inputUpArrow, []): move(by: -1)
        case (KeyCommand.inputDownArrow, []): move(by: 1)
        case (KeyCommand.inputHome, []): levels[top].selected = Self.firstSelectable(in: levels[top].rows)
        case (KeyCommand.inputEnd, []): levels[top].selected = levels[top].rows.lastIndex(where: \.isSelectable)
        case (KeyCommand.inputEnter, []), (" ", []): return choose()
        case (KeyCommand.inputRightArrow, []):
            if movePaletteItem(by: 1) { break }
            if let index = levels[top].selected, case .submenu(let menu) = levels[top].rows[index] { open(menu) }
        case (KeyCommand.inputLeftArrow, []):
            if movePaletteItem(by: -1) { break }
            if levels.count > 1 { levels.removeLast() }
        case (KeyCommand.inputEscape, _):
            if levels.count > 1 {
                levels.removeLast()
            } else {
                return .close
            }
        default:
            if let typed = press.insertedText?.lowercased() { selectRow(startingWith: typed) }
        }
        return .stay
    }

    /// Chooses the selected row of the innermost menu.
    func choose() -> Outcome {
        let top = levels.count - 1
        guard let index = levels[top].selected else { return .stay }
        switch levels[top].rows[index] {
        case .action(let action): return action.isEnabled ? .run(action) : .stay
        case .submenu(let menu): open(menu)
        case .palette:
            if let action = levels[top].selectedElement as? Action, action.isEnabled { return .run(action) }
        case .separator: break
        }
        return .stay
    }

    private func move(by step: Int) {
        let top = levels.count - 1
        let rows = levels[top].rows
        var index = levels[top].selected ?? (step > 0 ? -1 : rows.count)
        repeat {
            index += step
        } while rows.indices.contains(index) && !rows[index].isSelectable
        if rows.indices.contains(index) { levels[top].selected = index }
    }

    /// Type to select: the next row after the selection whose title starts with `prefix`.
    private func selectRow(startingWith prefix: String) {
        let top = levels.count - 1
        let rows = levels[top].rows
        let start = (levels[top].selected ?? -1) + 1
        let order = Array(rows.indices[start...]) + Array(rows.indices[..<start])
        if let found = order.first(where: {
            rows[$0].isSelectable && (rows[$0].element?.title.lowercased().hasPrefix(prefix) ?? false)
        }) {
            levels[top].selected = found
        }
    }

    private func open(_ menu: Menu) {
        let rows = Self.rows(of: menu)
        levels.append(
            Level(
                menu: menu, rows: rows, selected: Self.firstSelectable(in: rows), anchor: CellPosition(x: 0, y: 0),
                parentRow: levels[levels.count - 1].selected ?? 0))
    }

    // MARK: The pointer

    /// A press at `point` (window cells): on a row, chooses it (the submenus beyond its menu
    /// close); outside every open menu, closes them all.
    func press(at point: CellPosition) -> Outcome {
        for depth in levels.indices.reversed() {
            let level = levels[depth]
            guard level.frame.contains(x: point.x, y: point.y) else { continue }
            levels.removeSubrange((depth + 1)...)
            let index = point.y - level.frame.y - 1 + level.firstShownRow
            guard point.y > level.frame.y, point.y < level.frame.maxY - 1, level.rows.indices.contains(index),
                level.rows[index].isSelectable
            else { return .stay }
            levels[depth].selected = index
            if case .palette(_, let items) = level.rows[index] {
                guard case .palette(let palette, _) = level.rows[index],
                    let item = Self.paletteItem(at: point.x - level.frame.x - 1, in: items, of: palette),
                    items[item].isEnabled
                else { return .stay }
                levels[depth].chosenPaletteItem = item
            }
            return choose()
        }
        return .close
    }

    // MARK: Drawing

    /// The widths of a level's columns: the mark (`✓`), the glyph, the titles and the `›`.
    private static func columns(of rows: [Row]) -> (mark: Int, glyph: Int, text: Int, arrow: Int) {
        var mark = 1
        var glyph = 0
        var text = 0
        var arrow = 0
        for row in rows {
            if case .palette = row { continue }
            guard let element = row.element else { continue }
            if let action = element as? Action, action.state != .off { mark = 2 }
            if let image = element.image?.lines.first { glyph = max(glyph, displayWidth(image) + 1) }
            text = max(text, displayWidth(label(of: element)))
            if case .submenu = row { arrow = 2 }
        }
        return (mark, glyph, text, arrow)
    }

    private static func label(of element: MenuElement) -> String {
        guard let subtitle = element.subtitle, !subtitle.isEmpty else { return element.title }
        return element.title + "  " + subtitle
    }

    /// Draws every open menu over the screen, each a box (its title in the top border) fitted
    /// into the canvas; remembers where each went, for presses.
    func draw(into canvas: inout Canvas, traits: TraitCollection) {
        layOut(width: canvas.width, height: canvas.height)
        for depth in levels.indices {
            drawLevel(depth, into: &canvas, traits: traits)
        }
    }

    /// Places every open menu on a canvas of `width` x `height`: each a box at its anchor,
    /// moved to fit (a submenu that has no room on the right goes to its parent's left), and
    /// scrolled to keep its selection in sight. Drawing and presses both start with it.
    func layOut(width: Int, height: Int) {
        for depth in levels.indices {
            let level = levels[depth]
            let columns = Self.columns(of: level.rows)
            let titleWidth = level.menu.title.isEmpty ? 0 : displayWidth(level.menu.title) + 4
            let inner = max(
                columns.mark + columns.glyph + columns.text + columns.arrow + 1, titleWidth,
                Self.paletteWidth(of: level.rows))
            let boxWidth = min(inner + 2, width)
            let boxHeight = min(level.rows.count + 2, height)
            var anchor = level.anchor
            var fallbackRight: Int?
            if depth > 0, let row = level.parentRow {
                // Beside the parent's row, overlapping its border; on its left when the right has no room.
                let parent = levels[depth - 1]
                anchor = CellPosition(x: parent.frame.maxX - 1, y: parent.frame.y + row - parent.firstShownRow)
                fallbackRight = parent.frame.x + 1
            }
            var x = anchor.x
            if x + boxWidth > width { x = fallbackRight.map { $0 - boxWidth } ?? width - boxWidth }
            x = max(min(x, width - boxWidth), 0)
            let y = max(min(anchor.y, height - boxHeight), 0)
            let room = boxHeight - 2
            var first = level.firstShownRow
            if let selected = level.selected {
                if selected < first { first = selected }
                if selected >= first + room { first = selected - room + 1 }
            }
            levels[depth].frame = CellRect(x: x, y: y, width: boxWidth, height: boxHeight)
            levels[depth].firstShownRow = max(min(first, level.rows.count - room), 0)
        }
    }

    private func drawLevel(_ depth: Int, into canvas: inout Canvas, traits: TraitCollection) {
        let level = levels[depth]
        let columns = Self.columns(of: level.rows)
        let frame = level.frame
        let (x, y, width, height) = (frame.x, frame.y, frame.width, frame.height)
        let room = height - 2
        let first = level.firstShownRow
        let border = Style(.separator, traits: traits)
        canvas.fill(frame, style: .plain)
        canvas.drawBox(frame, style: border)
        if !level.menu.title.isEmpty, width > 6 {
            _ = canvas.draw(
                " " + level.menu.title + " ", x: x + 2, y: y,
                style: Style(.secondaryLabel, attributes: .bold, traits: traits),
                clip: CellRect(x: x + 2, y: y, width: width - 4, height: 1))
        }
        let clip = CellRect(x: x + 1, y: y + 1, width: width - 2, height: room)
        for (offset, row) in level.rows[first..<min(first + room, level.rows.count)].enumerated() {
            let index = first + offset
            let rowY = y + 1 + offset
            if case .palette(let palette, let items) = row {
                drawPalette(
                    items, of: palette, selected: index == level.selected ? level.paletteItem : nil, x: x + 1, y: rowY,
                    into: &canvas, traits: traits, clip: clip)
                continue
            }
            guard let element = row.element else {
                _ = canvas.draw(
                    String(repeating: "─", count: width - 2), x: x + 1, y: rowY, style: border, clip: clip)
                continue
            }
            let selected = index == level.selected
            var style = Self.style(of: row, traits: traits)
            if selected { style.attributes.insert(.reverse) }
            canvas.fill(CellRect(x: x + 1, y: rowY, width: width - 2, height: 1), style: selected ? style : .plain)
            if let action = element as? Action, action.state != .off {
                _ = canvas.draw(
                    action.state == .on ? "✓" : "–", x: x + 1, y: rowY,
                    style: selected ? style : Style(.tint, traits: traits), clip: clip)
            }
            let textX = x + 1 + columns.mark + columns.glyph
            if let glyph = element.image?.lines.first {
                _ = canvas.draw(glyph, x: x + 1 + columns.mark, y: rowY, style: style, clip: clip)
            }
            let end = canvas.draw(element.title, x: textX, y: rowY, style: style, clip: clip)
            if let subtitle = element.subtitle, !subtitle.isEmpty {
                var dim = selected ? style : Style(.secondaryLabel, traits: traits)
                if selected { dim.attributes.insert(.reverse) }
                _ = canvas.draw(subtitle, x: end + 2, y: rowY, style: dim, clip: clip)
            }
            if case .submenu = row {
                _ = canvas.draw("›", x: x + width - 3, y: rowY, style: style, clip: clip)
            }
        }
    }

    /// A row's colour: destructive actions (and menus marked destructive) in `destructive`,
    /// disabled ones in `tertiaryLabel`, the rest in `label`.
    static func style(of row: Row, traits: TraitCollection) -> Style {
        switch row {
        case .action(let action):
            if !action.isEnabled { return Style(.tertiaryLabel, traits: traits) }
            if action.attributes.contains(.destructive) { return Style(.destructive, traits: traits) }
        case .submenu(let menu):
            if menu.options.contains(.destructive) { return Style(.destructive, traits: traits) }
        case .palette, .separator: break
        }
        return Style(.label, traits: traits)
    }
}
