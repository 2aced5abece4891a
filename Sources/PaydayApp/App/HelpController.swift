import Layout

/// The `?` sheet: every key of the screen on top, read from its key commands (so it cannot drift
/// from what the keys do), then the screen's notes (what each mark on a card means). A list
/// longer than the sheet scrolls (↑/↓, PgUp/PgDn) and shows a scroll indicator at its right
/// edge, as a scroll view does, so it is plain that more is below. Any other key closes it.
final class HelpController: ViewController {
    private let strings: AppStrings
    private let commands: [KeyCommand]
    private let notes: [(mark: String, meaning: String)]
    private let notesTitle: String?
    private let sheet = FormSheetView()
    let scrollView = ScrollView()
    /// One row a line of `lines`: a key or a mark in its column, what it does beside it, wrapping
    /// under itself (not under the keys) on a narrow screen.
    private let list = StackView()
    let indicator = ScrollIndicatorView()

    init(
        strings: AppStrings, commands: [KeyCommand], notes: [(mark: String, meaning: String)] = [],
        notesTitle: String? = nil
    ) {
        self.strings = strings
        self.commands = commands
        self.notes = notes
        self.notesTitle = notesTitle
        super.init()
        modalPresentationStyle = .pageSheet
    }

    /// The lines shown: one per command with a title (its discoverability title, else its title;
    /// keys with the same one share a line), then,
    /// after a blank line, the notes, their meanings in one column at least two spaces after the
    /// widest mark (`working since`, `12월 10일 지급`).
    var lines: [String] {
        columns.map { line in (line.lead.map { Self.padded($0, to: line.width) } ?? "") + line.text }
    }

    /// The lines as columns: a key (or a mark) and the width of its column, then the words; a
    /// line without a key (the blank line, the notes' title) has none.
    private var columns: [(lead: String?, width: Int, text: String)] {
        let keyLines = Self.rows(commands).map { row in
            (lead: row.keys.joined(separator: " ") as String?, width: 12, text: row.title)
        }
        guard !notes.isEmpty else { return keyLines }
        let column = max(14, (notes.map { displayWidth($0.mark) }.max() ?? 0) + 2)
        return keyLines + [(nil, 0, ""), (nil, 0, notesTitle ?? strings.marksTitle)]
            + notes.map { (lead: $0.mark as String?, width: column, text: $0.meaning) }
    }

    /// One row per title (a command's discoverability title, else its title), with every key
    /// that has it, in the order the commands come: what `?` lists and `payday keys` prints.
    static func rows(_ commands: [KeyCommand]) -> [(keys: [String], title: String)] {
        var rows: [(keys: [String], title: String)] = []
        for command in commands {
            guard let title = command.discoverabilityTitle ?? command.title else { continue }
            if let index = rows.firstIndex(where: { $0.title == title }) {
                rows[index].keys.append(command.keyDescription)
            } else {
                rows.append(([command.keyDescription], title))
            }
        }
        return rows
    }

    /// A line's row: its key in a label as wide as its column (at least one space after the
    /// key), the words in a label beside it that wraps under itself.
    private static func row(_ line: (lead: String?, width: Int, text: String)) -> View {
        let words = Label()
        words.text = line.text.isEmpty ? " " : line.text
        words.numberOfLines = 0
        guard let lead = line.lead else { return words }
        let key = Label()
        key.text = lead
        let row = StackView(arrangedSubviews: [key, words])
        row.axis = .horizontal
        row.alignment = .leading
        key.snp.makeConstraints { $0.width.equalTo(max(line.width, displayWidth(lead) + 1)) }
        return row
    }

    private static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(width - displayWidth(text), 1))
    }

    override func loadView() { view = sheet }

    override func viewDidLoad() {
        super.viewDidLoad()
        sheet.title = strings.helpTitle
        list.axis = .vertical
        for line in columns { list.addArrangedSubview(Self.row(line)) }
        indicator.scrollView = scrollView
        for subview in [scrollView, list, indicator] as [View] {
            subview.translatesAutoresizingMaskIntoConstraints = false
        }
        sheet.addSubview(scrollView)
        sheet.addSubview(indicator)
        scrollView.addSubview(list)
        scrollView.snp.makeConstraints {
            $0.top.bottom.equalToSuperview().inset(1)
            $0.leading.equalToSuperview().inset(2)
            $0.trailing.equalTo(indicator.snp.leading).offset(-1)
        }
        // On the sheet's right border, beside the list: the border's own column.
        indicator.snp.makeConstraints {
            $0.top.bottom.equalTo(scrollView)
            $0.trailing.equalToSuperview()
            $0.width.equalTo(1)
        }
        list.snp.makeConstraints {
            $0.top.leading.bottom.equalTo(scrollView.contentLayoutGuide)
            $0.width.equalTo(scrollView.frameLayoutGuide)
        }
        preferredContentSize = Size(width: 0, height: Double(lines.count + 2))
    }

    /// ↑/↓ scroll a line and PgUp/PgDn a page, kept inside the list (at an end they do nothing:
    /// handing them to the scroll view, whose unused keys come back up the chain here, looped);
    /// any other key closes the sheet.
    override func pressesBegan(_ press: KeyPress) {
        let page = max(scrollView.bounds.height - 1, 1)
        let lines: Double? =
            switch press.input {
            case KeyCommand.inputUpArrow: -1
            case KeyCommand.inputDownArrow: 1
            case KeyCommand.inputPageUp: -page
            case KeyCommand.inputPageDown: page
            default: nil
            }
        guard let lines else { return dismiss(animated: true) }
        let offset = scrollView.contentOffset
        scrollView.setContentOffset(Point(x: offset.x, y: offset.y + lines), animated: false)
    }
}

extension ViewController {
    /// Presents the `?` sheet over this controller: the titled keys in reach from where keys
    /// start, nearest first, then `notes`.
    func presentKeys(strings: AppStrings, notes: [(mark: String, meaning: String)] = [], notesTitle: String? = nil) {
        guard let window = view.window else { return }
        present(
            HelpController(
                strings: strings, commands: window.keyCommandsInReach, notes: notes, notesTitle: notesTitle),
            animated: true)
    }

    /// A sheet's `?`: its keys (and its fields' and controls' keys in reach), listed over it. A
    /// text field takes `?` as text, so it lists the keys when the focus is on anything else.
    func sheetKeysCommand(strings: AppStrings) -> KeyCommand {
        KeyCommand(input: "?", discoverabilityTitle: strings.keyTitles.help) { [weak self] in
            self?.presentKeys(strings: strings)
        }
    }
}

/// A vertical scroll indicator for a scroll view, as a scroll view's: a thumb (`┃`) on a track
/// (`│`) as long as the view, its length the share of the content in sight and its place the
/// offset's; drawn only while the content is taller than the view, with `▲`/`▼` at an end that
/// has more beyond it.
final class ScrollIndicatorView: View {
    weak var scrollView: ScrollView?

    /// The rows of the thumb for a track of `track` rows: nil when everything is in sight.
    static func thumb(track: Int, visible: Double, content: Double, offset: Double) -> Range<Int>? {
        guard track > 0, content > visible, visible > 0 else { return nil }
        let length = min(max(Int((Double(track) * visible / content).rounded()), 1), track)
        let travel = track - length
        let maximum = content - visible
        let start = maximum > 0 ? Int((Double(travel) * min(max(offset, 0), maximum) / maximum).rounded()) : 0
        return start..<(start + length)
    }

    override func draw(in region: CanvasRegion) {
        guard let scrollView else { return }
        let track = region.frame.height
        let offset = scrollView.contentOffset.y
        guard
            let thumb = Self.thumb(
                track: track, visible: scrollView.bounds.height, content: scrollView.contentSize.height,
                offset: offset)
        else { return }
        for row in 0..<track {
            let mark: String
            if row == 0, offset > 0 {
                mark = "▲"
            } else if row == track - 1, offset < scrollView.maximumContentOffset.y {
                mark = "▼"
            } else {
                mark = thumb.contains(row) ? "┃" : "│"
            }
            _ = region.draw(mark, x: 0, y: row, style: .plain)
        }
    }
}
