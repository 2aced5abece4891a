/// A `.displayAsPalette` menu (or one whose `preferredElementSize` is `.small` or `.medium`)
/// inside an open menu: one row of items side by side, each its glyph (its title when it has
/// none; with `.medium`, its glyph and its title) padded by a space either side. ← and → move along the
/// row, Enter or a click chooses the item; the item that is on is underlined in the tint
/// colour, the one selected is reversed.
extension MenuSession {
    /// A palette's one row: its actions and those of its submenus, hidden ones left out.
    static func paletteRows(of menu: Menu) -> [Row] {
        let items = menu.actionsInTree.filter { !$0.attributes.contains(.hidden) }
        return items.isEmpty ? [] : [.palette(menu, items)]
    }

    /// What an item of `palette` shows: the first line of its glyph, else its title; with
    /// `.medium` elements, the glyph and the title.
    static func paletteLabel(of item: Action, in palette: Menu) -> String {
        guard let glyph = item.image?.lines.first else { return item.title }
        return palette.preferredElementSize == .medium ? glyph + " " + item.title : glyph
    }

    /// The cells an item of `palette` takes: its label and a space either side.
    static func paletteCellWidth(of item: Action, in palette: Menu) -> Int {
        displayWidth(paletteLabel(of: item, in: palette)) + 2
    }

    /// The widest palette row among `rows`, 0 when none is a palette.
    static func paletteWidth(of rows: [Row]) -> Int {
        rows.map { row in
            guard case .palette(let palette, let items) = row else { return 0 }
            return items.reduce(0) { $0 + paletteCellWidth(of: $1, in: palette) }
        }.max() ?? 0
    }

    /// The item of a palette under column `offset` (from the row's first cell), nil past the end.
    static func paletteItem(at offset: Int, in items: [Action], of palette: Menu) -> Int? {
        var start = 0
        for (index, item) in items.enumerated() {
            let end = start + paletteCellWidth(of: item, in: palette)
            if offset >= start, offset < end { return index }
            start = end
        }
        return nil
    }

    /// Moves the selection along the palette row the innermost menu has selected, over disabled
    /// items; false when that row is no palette or there is no item further that way.
    func movePaletteItem(by step: Int) -> Bool {
        let top = levels.count - 1
        guard let row = levels[top].selected, case .palette(_, let items) = levels[top].rows[row] else {
            return false
        }
        var index = levels[top].paletteItem
        repeat {
            index += step
        } while items.indices.contains(index) && !items[index].isEnabled
        guard items.indices.contains(index) else { return false }
        levels[top].chosenPaletteItem = index
        return true
    }

    /// Draws a palette's items from column `x` of line `y`.
    func drawPalette(
        _ items: [Action], of palette: Menu, selected: Int?, x: Int, y: Int, into canvas: inout Canvas,
        traits: TraitCollection,
        clip: CellRect
    ) {
        var column = x
        for (index, item) in items.enumerated() {
            var style = Self.style(of: .action(item), traits: traits)
            if item.state == .on, item.isEnabled {
                style = Style(.tint, traits: traits)
                style.attributes.insert(.underline)
            }
            if index == selected { style.attributes.insert(.reverse) }
            let width = Self.paletteCellWidth(of: item, in: palette)
            canvas.fill(CellRect(x: column, y: y, width: width, height: 1), style: index == selected ? style : .plain)
            _ = canvas.draw(Self.paletteLabel(of: item, in: palette), x: column + 1, y: y, style: style, clip: clip)
            column += width
        }
    }
}

extension MenuSession.Level {
    /// The item selected on the selected palette row: the one picked by ← → or a click, else
    /// the first enabled item that is on, else the first enabled item.
    var paletteItem: Int {
        guard let row = selected, case .palette(_, let items) = rows[row] else { return 0 }
        if let chosen = chosenPaletteItem { return chosen }
        return items.firstIndex(where: { $0.isEnabled && $0.state == .on }) ?? items.firstIndex(where: \.isEnabled) ?? 0
    }

    /// The element selected: the selected row's, or on a palette row, the selected item.
    var selectedElement: MenuElement? {
        guard let row = selected else { return nil }
        if case .palette(_, let items) = rows[row] { return items[paletteItem] }
        return rows[row].element
    }
}
