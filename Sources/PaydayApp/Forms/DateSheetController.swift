import FoundationEssentials
import Layout
import Payroll

/// The small sheet Alt-↓ opens over the shift form's date field (UIKit's compact date picker:
/// a field that opens a calendar): a `DatePicker` on the month of the field's date (or the
/// offered one), in the app's language. The arrows, PgUp/PgDn, Home/End and the mouse choose
/// a day; Enter puts it in the field; Esc leaves the field as it was.
final class DateSheetController: ViewController {
    let strings: AppStrings
    let picker: DatePicker
    private let sheet = FormSheetView()
    /// Called with the chosen day after Enter (the sheet is dismissed first).
    var onChoose: ((LocalDate) -> Void)?

    init(strings: AppStrings, title: String, date: LocalDate) {
        self.strings = strings
        picker = DatePicker(date: Date(timeIntervalSince1970: 0))
        super.init()
        self.title = title
        picker.calendar = Self.calendar
        picker.languageCode = Locale.LanguageCode(strings.language.rawValue)
        picker.date = picker.calendar.date(from: date.components) ?? picker.date
        modalPresentationStyle = .formSheet
        // The grid, a blank cell on each side of it, the border.
        let grid = picker.intrinsicContentSize
        preferredContentSize = Size(width: grid.width + 4, height: grid.height + 2)
    }

    /// The Gregorian calendar in UTC (a `LocalDate` has no time zone), Monday first as the app's
    /// calendar screen; the picker's words are in the app's language (`languageCode`).
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        calendar.firstWeekday = 2
        return calendar
    }()

    override func loadView() { view = sheet }

    override func viewDidLoad() {
        super.viewDidLoad()
        sheet.title = title ?? ""
        sheet.addSubview(picker)
        picker.snp.makeConstraints {
            $0.top.equalToSuperview().inset(1)
            $0.leading.equalToSuperview().inset(2)
        }
    }

    override var preferredFocusedView: View? { picker }

    /// The day the picker shows now.
    var chosenDate: LocalDate? {
        let parts = picker.calendar.dateComponents([.year, .month, .day], from: picker.date)
        guard let year = parts.year, let month = parts.month, let day = parts.day else { return nil }
        return LocalDate(year: year, month: month, day: day)
    }

    override var keyCommands: [KeyCommand]? {
        let words = strings.formWords
        return [
            KeyCommand(input: KeyCommand.inputEnter, title: words.choose) { [weak self] in self?.choose() },
            KeyCommand(input: KeyCommand.inputEscape, title: words.cancel) { [weak self] in
                self?.dismiss(animated: true)
            },
            sheetKeysCommand(strings: strings),
        ]
    }

    private func choose() {
        let chosen = chosenDate
        dismiss(animated: true)
        if let chosen { onChoose?(chosen) }
    }
}

extension LocalDate {
    /// Year, month and day for a Foundation calendar.
    fileprivate var components: DateComponents { DateComponents(year: year, month: month, day: day) }
}
