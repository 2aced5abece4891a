/// The window's command palette (in the spirit of Textual's and of editors' palettes): a box
/// over the screen listing what can be done from here — every key command along the responder
/// chain with a title or a discoverability title (the longer one listed), with its key
/// (`^S`), and every enabled action of the menus on the top screen's buttons — filtered as the
/// user types by the letters of the query in order, ignoring case (`cin` finds "clock in").
///
/// Ctrl-P or `:` opens it (the window answers them at the end of the responder chain, so a
/// text field takes its `:` and a screen that uses either key keeps it); `isVisible` does
/// the same from code. While it shows it takes the keys: typed letters and Backspace edit
/// the query, ↑/↓ (or Ctrl-P/Ctrl-N) select, Enter closes it and runs the selected entry
/// (the best match first), Esc closes it; a click on an entry runs it, a click outside closes.
/// Its words (`title`, `placeholder`, `noMatchesText`, `keyCommandTitle`) are English until
/// the app sets its own.
public final class CommandPalette {
    /// One thing the palette can run.
    public struct Entry {
        /// What it does.
        public let title: String
        /// Its key as a hint shows it (`^S`, `Enter`; the keys of commands with one title joined
        /// by `/`, as the hint line joins them: `↑/k`), nil for a menu action.
        public internal(set) var key: String?
        let run: () -> Void
    }

    /// The window it belongs to.
    public private(set) unowned var window: Window
    /// Whether the palette shows; opening gathers the entries in reach now and clears the query.
    public var isVisible = false {
        didSet {
            guard isVisible != oldValue else { return }
            if isVisible {
                window.dismissMenu()
                entries = gatherEntries()
                query = ""
            }
            window.scheduleFrame()
        }
    }
    /// What the user typed; setting it filters and selects the best match.
    public var query = "" {
        didSet {
            matches = Self.rank(entries, query: query)
            selectedIndex = 0
            window.scheduleFrame()
        }
    }
    /// Every entry gathered when the palette opened, in the chain's order (nearest first),
    /// then the menu actions.
    public private(set) var entries: [Entry] = []
    /// The entries that match the query, best first.
    public private(set) var matches: [Entry] = []
    /// The selected entry among `matches`.
    public private(set) var selectedIndex = 0

    /// The box's title.
    public var title = "Commands"
    /// Shown dimmed in the query line while it is empty.
    public var placeholder = "Type to search"
    /// Shown when nothing matches.
    public var noMatchesText = "No matching command"
    /// The discoverability title of the keys that open the palette (a list of every key shows it).
    public var keyCommandTitle = "Command palette"

    init(window: Window) { self.window = window }

    /// The keys that open the palette.
    public static let openKeys = [KeyPress.control("p"), KeyPress(input: ":")]

    // MARK: Gathering

    /// The key commands in reach, one entry a title: a title a nearer command has already
    /// (`↑` and `k`, both "previous card") adds its key to that entry, which runs the nearer one.
    private func gatherEntries() -> [Entry] {
        var entries: [Entry] = []
        var placeOfTitle: [String: Int] = [:]
        for command in window.keyCommandsInReach {
            let key = KeyPress(input: command.input, modifierFlags: command.modifierFlags)
            guard !Self.openKeys.contains(key), let title = command.discoverabilityTitle ?? command.title else {
                continue
            }
            if let place = placeOfTitle[title] {
                entries[place].key = (entries[place].key ?? "") + "/" + command.keyDescription
            } else {
                placeOfTitle[title] = entries.count
                entries.append(Entry(title: title, key: command.keyDescription, run: command.action))
            }
        }
        guard let scope = window.focusScope else { return entries }
        scope.forEachInSubtree { view in
            guard let button = view as? Button, button.isEnabled, let menu = button.menu,
                window.isFocusable(button, requiringAbility: false)
            else { return }
            for (path, action) in menu.allActions where action.isEnabled {
                let name = action.discoverabilityTitle ?? action.title
                let title = (menu.title.isEmpty ? path : [menu.title] + path).joined(separator: " › ")
                entries.append(
                    Entry(title: title.isEmpty ? name : title + " › " + name, key: nil) { [weak button] in
                        button?.runMenuAction(action, of: menu)
                    })
            }
        }
        return entries
    }

    // MARK: Matching

    /// How well `query` matches `text`, nil when its letters (spaces ignored) are not all in
    /// `text` in order, ignoring case. Higher is better: each letter counts, more at the start
    /// of a word and right after the letter before (so a whole word typed beats its letters
    /// scattered); a late first letter counts a little against.
    public static func score(_ query: String, in text: String) -> Int? { bestMatch(query, in: text)?.score }

    /// The best way to find `query`'s letters in `text` (see `score`), with the positions of
    /// the letters matched (in `text`'s characters, lowercased one by one).
    static func bestMatch(_ query: String, in text: String) -> (score: Int, positions: [Int])? {
        let wanted = Array(query.lowercased().filter { $0 != " " })
        guard !wanted.isEmpty else { return (0, []) }
        let letters = Array(text).map { Character($0.lowercased()) }
        guard wanted.count <= letters.count else { return nil }
        func worth(_ position: Int) -> Int {
            let startsWord =
                position == 0 || !(letters[position - 1].isLetter || letters[position - 1].isNumber)
            return startsWord ? 6 : 1
        }
        // best[i][j]: the best score with query letter i at text position j; from[i][j] where
        // letter i - 1 went.
        let none = Int.min
        var best = Array(repeating: Array(repeating: none, count: letters.count), count: wanted.count)
        var from = Array(repeating: Array(repeating: -1, count: letters.count), count: wanted.count)
        for j in letters.indices where letters[j] == wanted[0] {
            best[0][j] = worth(j) - min(j, 8) / 4
        }
        for i in wanted.indices.dropFirst() {
            var bestBefore = none
            var bestBeforeAt = -1
            for j in letters.indices {
                if j > 1, best[i - 1][j - 2] != none, best[i - 1][j - 2] > bestBefore {
                    bestBefore = best[i - 1][j - 2]
                    bestBeforeAt = j - 2
                }
                guard letters[j] == wanted[i] else { continue }
                let adjacent = j > 0 && best[i - 1][j - 1] != none ? best[i - 1][j - 1] + 4 : none
                guard adjacent != none || bestBefore != none else { continue }
                if adjacent >= bestBefore {
                    best[i][j] = adjacent + worth(j)
                    from[i][j] = j - 1
                } else {
                    best[i][j] = bestBefore + worth(j)
                    from[i][j] = bestBeforeAt
                }
            }
        }
        let last = wanted.count - 1
        guard let end = letters.indices.filter({ best[last][$0] != none }).max(by: { best[last][$0] < best[last][$1] })
        else { return nil }
        var positions = [end]
        var i = last
        while i > 0 {
            positions.insert(from[i][positions[0]], at: 0)
            i -= 1
        }
        return (best[last][end], positions)
    }

    /// The entries matching `query`, best score first, then shorter titles, then their order.
    static func rank(_ entries: [Entry], query: String) -> [Entry] {
        guard query.contains(where: { $0 != " " }) else { return entries }
        let scored = entries.enumerated().compactMap { index, entry in
            score(query, in: entry.title).map { (entry, $0, index) }
        }
        return scored.sorted {
            ($1.1, displayWidth($0.0.title), $0.2) < ($0.1, displayWidth($1.0.title), $1.2)
        }.map(\.0)
    }

    // MARK: Input

    /// Runs the selected entry (closing the palette first); nothing when nothing matches.
    public func runSelected() {
        guard matches.indices.contains(selectedIndex) else { return }
        let entry = matches[selectedIndex]
        isVisible = false
        entry.run()
    }

    func handle(_ press: KeyPress) {
        switch (press.input, press.modifierFlags) {
        case (KeyCommand.inputEscape, _): isVisible = false
        case (KeyCommand.inputEnter, []): runSelected()
        case (KeyCommand.inputUpArrow, []), ("p", .control): select(selectedIndex - 1)
        case (KeyCommand.inputDownArrow, []), ("n", .control): select(selectedIndex + 1)
        case (KeyCommand.inputBackspace, []): if !query.isEmpty { query.removeLast() }
        case ("u", .control): query = ""
        default: if let text = press.insertedText { query += text }
        }
    }

    func paste(_ text: String) {
        query += text.filter { !$0.isNewline }
        window.scheduleFrame()
    }

    private func select(_ index: Int) {
        guard !matches.isEmpty else { return }
        selectedIndex = min(max(index, 0), matches.count - 1)
        window.scheduleFrame()
    }

    /// A press on an entry runs it; a press outside the box closes the palette.
    func press(at point: Point) {
        let cell = (x: Int(point.x.rounded(.down)), y: Int(point.y.rounded(.down)))
        frame = Self.boxRect(
            width: Int(window.size.width.rounded()), height: Int(window.size.height.rounded()), rows: matches.count)
        guard frame.contains(x: cell.x, y: cell.y) else {
            isVisible = false
            return
        }
        let index = cell.y - frame.y - 3 + firstShownRow
        if cell.y >= frame.y + 3, cell.y < frame.maxY - 1, matches.indices.contains(index) {
            selectedIndex = index
            runSelected()
        }
    }

    // MARK: Drawing

    private var frame = CellRect(x: 0, y: 0, width: 0, height: 0)
    private var firstShownRow = 0

    /// The box on a canvas of `width` x `height`: up to 64 cells wide, centred, from the
    /// second line, tall enough for the matches (at least one line) and no taller than the
    /// screen allows.
    static func boxRect(width: Int, height: Int, rows: Int) -> CellRect {
        let boxWidth = min(64, max(width - 4, min(width, 20)))
        let top = height > 12 ? 1 : 0
        let boxHeight = min(4 + max(rows, 1), height - top)
        return CellRect(x: (width - boxWidth) / 2, y: top, width: boxWidth, height: boxHeight)
    }

    /// Where the terminal's cursor goes: after the query (so an input method composes there).
    var cursorPosition: CellPosition? {
        guard frame.width > 4 else { return nil }
        return CellPosition(x: min(frame.x + 3 + displayWidth(query), frame.maxX - 2), y: frame.y + 1)
    }

    /// The palette's text without the screen, for logs and tests: the query line, then each
    /// match with its key, the selected one marked `>`.
    public var report: String {
        var lines = ["> " + query]
        for (index, entry) in matches.enumerated() {
            lines.append((index == selectedIndex ? ">" : " ") + " " + entry.title + (entry.key.map { "  " + $0 } ?? ""))
        }
        if matches.isEmpty { lines.append("  " + noMatchesText) }
        return lines.joined(separator: "\n")
    }

    func draw(into canvas: inout Canvas) {
        let traits = window.traitCollection
        let box = Self.boxRect(width: canvas.width, height: canvas.height, rows: matches.count)
        frame = box
        guard box.width >= 6, box.height >= 4 else { return }
        let border = Style(.separator, traits: traits)
        canvas.fill(box, style: .plain)
        canvas.drawBox(box, style: border)
        let inner = CellRect(x: box.x + 1, y: box.y + 1, width: box.width - 2, height: box.height - 2)
        _ = canvas.draw(
            " " + title + " ", x: box.x + 2, y: box.y, style: Style(.secondaryLabel, attributes: .bold, traits: traits),
            clip: CellRect(x: box.x + 2, y: box.y, width: box.width - 4, height: 1))
        let queryEnd = canvas.draw("> ", x: inner.x, y: inner.y, style: Style(.tint, traits: traits), clip: inner)
        if query.isEmpty {
            _ = canvas.draw(
                placeholder, x: queryEnd, y: inner.y, style: Style(.placeholderText, traits: traits), clip: inner)
        } else {
            _ = canvas.draw(query, x: queryEnd, y: inner.y, style: .plain, clip: inner)
        }
        _ = canvas.draw(
            String(repeating: "─", count: inner.width), x: inner.x, y: inner.y + 1, style: border, clip: inner)
        let room = inner.height - 2
        let list = CellRect(x: inner.x, y: inner.y + 2, width: inner.width, height: room)
        guard room > 0 else { return }
        if matches.isEmpty {
            _ = canvas.draw(
                " " + noMatchesText, x: list.x, y: list.y, style: Style(.secondaryLabel, traits: traits), clip: list)
            return
        }
        if selectedIndex < firstShownRow { firstShownRow = selectedIndex }
        if selectedIndex >= firstShownRow + room { firstShownRow = selectedIndex - room + 1 }
        firstShownRow = max(min(firstShownRow, matches.count - room), 0)
        let wanted = Array(query.lowercased().filter { $0 != " " })
        for row in 0..<min(room, matches.count - firstShownRow) {
            let index = firstShownRow + row
            let entry = matches[index]
            let y = list.y + row
            let selected = index == selectedIndex
            let base: Style = selected ? Style(attributes: .reverse) : .plain
            canvas.fill(CellRect(x: list.x, y: y, width: list.width, height: 1), style: base)
            let keyWidth = entry.key.map { displayWidth($0) + 1 } ?? 0
            let titleClip = CellRect(x: list.x, y: y, width: max(list.width - keyWidth - 1, 0), height: 1)
            drawTitle(entry.title, matching: wanted, x: list.x + 1, y: y, base: base, clip: titleClip, into: &canvas)
            if let key = entry.key {
                var keyStyle = Style(.tint, attributes: .bold, traits: traits)
                if selected { keyStyle.attributes.insert(.reverse) }
                _ = canvas.draw(key, x: list.maxX - keyWidth, y: y, style: keyStyle, clip: list)
            }
        }
    }

    /// The title with the letters the query matched in bold, ended with `…` where it does not fit.
    private func drawTitle(
        _ title: String, matching wanted: [Character], x: Int, y: Int, base: Style, clip: CellRect,
        into canvas: inout Canvas
    ) {
        let letters = Array(title)
        let bold = Set(Self.bestMatch(String(wanted), in: title)?.positions ?? [])
        let fits = x + displayWidth(title) <= clip.maxX
        var cursor = x
        for (index, letter) in letters.enumerated() {
            if !fits, cursor + letter.displayWidth > clip.maxX - 1 {
                _ = canvas.draw(String(Canvas.ellipsis), x: cursor, y: y, style: base, clip: clip)
                return
            }
            var style = base
            if bold.contains(index) { style.attributes.insert(.bold) }
            cursor = canvas.draw(String(letter), x: cursor, y: y, style: style, clip: clip)
        }
    }
}
