import Layout

/// The `?` sheet: every key of the screen, read from its key commands (so it cannot drift from
/// what the keys do), then what each mark on a card means. Any key closes it.
final class HelpController: ViewController {
    private let strings: AppStrings
    private let commands: [KeyCommand]
    private let sheet = FormSheetView()
    private let scrollView = ScrollView()
    private let textLabel = Label()

    init(strings: AppStrings, commands: [KeyCommand]) {
        self.strings = strings
        self.commands = commands
        super.init()
        modalPresentationStyle = .pageSheet
    }

    /// The lines shown: one per titled command (keys with the same title share a line), a
    /// blank line, then the marks.
    var lines: [String] {
        var byTitle: [(title: String, keys: [String])] = []
        for command in commands {
            guard let title = command.title else { continue }
            if let index = byTitle.firstIndex(where: { $0.title == title }) {
                byTitle[index].keys.append(command.keyDescription)
            } else {
                byTitle.append((title, [command.keyDescription]))
            }
        }
        let keyLines = byTitle.map { entry in Self.padded(entry.keys.joined(separator: " "), to: 12) + entry.title }
        let marks = strings.markMeanings.map { Self.padded($0.mark, to: 14) + $0.meaning }
        return keyLines + ["", strings.marksTitle] + marks
    }

    private static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(width - displayWidth(text), 1))
    }

    override func loadView() { view = sheet }

    override func viewDidLoad() {
        super.viewDidLoad()
        sheet.title = strings.helpTitle
        textLabel.text = lines.joined(separator: "\n")
        textLabel.numberOfLines = 0
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        textLabel.translatesAutoresizingMaskIntoConstraints = false
        sheet.addSubview(scrollView)
        scrollView.addSubview(textLabel)
        scrollView.snp.makeConstraints { $0.edges.equalToSuperview().inset(1) }
        textLabel.snp.makeConstraints {
            $0.top.leading.bottom.equalTo(scrollView.contentLayoutGuide)
            $0.width.equalTo(scrollView.frameLayoutGuide)
        }
        preferredContentSize = Size(width: 0, height: Double(lines.count + 2))
    }

    /// ↑/↓ and the page keys scroll (the scroll view's own); any other key closes the sheet.
    override func pressesBegan(_ press: KeyPress) {
        let scrolling = [
            KeyCommand.inputUpArrow, KeyCommand.inputDownArrow, KeyCommand.inputPageUp, KeyCommand.inputPageDown,
        ]
        if scrolling.contains(press.input) {
            scrollView.pressesBegan(press)
        } else {
            dismiss(animated: true)
        }
    }
}
