import Layout
import Payroll

/// The app in a window: the records, and the screens over them. The window's root is a
/// navigation controller whose root is the home screen; the other screens are pushed on it (a
/// shift list, a calendar, a payslip) or presented over it (forms, alerts, the keys under `?`).
///
/// It knows nothing of terminals: a host delivers the window's events (a terminal's
/// `WindowHost`, or `HeadlessWindow` in tests) and calls `minuteDidPass()` at each minute
/// boundary while `wantsMinutes` and `dataFileDidChange()` when the file's folder changed.
final class PaydayScene {
    let records: Records
    let navigation: PaydayNavigationController
    let home: HomeViewController

    /// Below this the host shows a too-small message: a card needs its border, a line of header
    /// and its chevron, with the title and hint lines around.
    static let minimumSize = Size(width: 30, height: 8)

    /// Time enough for any animation the app starts to end (`payday render` waits this long
    /// after each key).
    static let longestAnimation =
        max(
            TableView.batchUpdateDuration, TableView.scrollAnimationDuration,
            ViewController.transitionDuration) * 2

    /// Shows `session`'s records in `window` (its root view controller from now on), with
    /// animations as the session asks, on the window's clock.
    init(session: PaydaySession, window: Window) {
        window.animationsEnabled = session.animations == .full
        records = Records(session: session, clock: window.clock)
        home = HomeViewController(records: records)
        navigation = PaydayNavigationController(rootViewController: home)
        navigation.backKeyCommandTitle = session.strings.backTitle
        navigation.searchKeyCommandTitle = session.strings.searchKeyTitle
        let palette = window.commandPalette
        let words = session.strings.paletteWords
        (palette.title, palette.placeholder, palette.noMatchesText, palette.keyCommandTitle) =
            (words.title, words.placeholder, words.noMatches, words.keyTitle)
        window.rootViewController = navigation
    }

    /// Set when a quit key was pressed on the home screen.
    var wantsToQuit: Bool { home.wantsToQuit }

    /// Whether a card shows a live line, which changes each minute, or a recorded shift ends
    /// after the wall clock's minute (saved by another process whose clock is a little ahead).
    var wantsMinutes: Bool {
        records.session.wakesOnItsOwn && (records.isClockedIn || records.hasShiftEndingLater)
    }

    /// The next minute boundary on the window's clock while a card shows a live line; else nil.
    var nextMinuteTime: Double? { wantsMinutes ? records.nextMinute : nil }

    /// A new minute on the wall clock.
    func minuteDidPass() { records.minuteDidPass() }

    /// The data file's folder changed: another process may have saved it. The home screen says
    /// so when the file can no longer be read.
    func dataFileDidChange() {
        do throws(Records.Refusal) {
            try records.reloadIfChanged()
        } catch {
            home.say(error.message)
        }
    }
}

/// The app's navigation controller: `?` on any screen lists that screen's keys (the titled key
/// commands in reach from where keys start), with the screen's own notes after them.
final class PaydayNavigationController: NavigationController {
    override var keyCommands: [KeyCommand]? {
        let help = KeyCommand(input: "?", title: strings?.hintWords.keys, discoverabilityTitle: helpTitle) {
            [unowned self] in showKeys()
        }
        return (super.keyCommands ?? []) + [help]
    }

    /// The home screen's words (the root is always the home screen). A class cast: a cast to the
    /// `RecordsScreen` protocol costs the runtime's first look-up of that conformance (a scan of
    /// every conformance record of the process) in the first frame.
    private var strings: AppStrings? { (viewControllers.first as? HomeViewController)?.strings }
    private var helpTitle: String { strings?.keyTitles.help ?? "keys" }

    /// Presents the keys of the screen on top, nearest first, over it.
    func showKeys() {
        guard let strings, let top = topViewController else { return }
        top.presentKeys(
            strings: strings, notes: (top as? KeyNotes)?.keyNotes ?? [], notesTitle: (top as? KeyNotes)?.keyNotesTitle)
    }
}

/// A screen whose `?` list ends with notes on what it shows (the marks on a card).
protocol KeyNotes {
    var keyNotes: [(mark: String, meaning: String)] { get }
    /// The notes' heading; nil for the cards' (`Marks on a card`).
    var keyNotesTitle: String? { get }
}

extension KeyNotes {
    var keyNotesTitle: String? { nil }
}
