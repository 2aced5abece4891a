import Canvas
import Foundation
import Payroll

/// The worker's data as the open app holds it: the file as last read or saved, the store that
/// changes it (every change locked, validated and written whole), and the app's wall clock.
///
/// The wall clock is the session's start moment moved on by the run loop's clock, so that a
/// test on a virtual clock clocks in at 09:00 and out three virtual hours later.
final class AppData {
    let session: PaydaySession
    /// nil for a file the app only shows (`payday render`).
    let store: DataStore?
    private(set) var file: DataFile {
        didSet { shownWorkplaces = nil }
    }
    private let clock: any TimeSource
    private let origin: Double
    /// What each change the app saved did, newest last: what `u` says it undid.
    private var savedChanges: [String] = []
    /// Whether the store has read the file itself (`openStore()`).
    private var storeIsOpen = false

    init(session: PaydaySession, clock: any TimeSource) {
        self.session = session
        self.clock = clock
        origin = clock.now
        file = session.file
        store = session.isWritable ? DataStore(path: session.dataFile, source: .app) : nil
    }

    /// Has the store read the file itself, once: what it compares the disk with at a save, to
    /// notice another process's change since. Not needed for the first frame (the session's
    /// copy is what is shown until then), so the app calls this once that frame is drawn,
    /// before the first key; a save before it reads the file under its lock all the same. A
    /// file that cannot be read now is reported at the first save.
    func openStore() {
        guard !storeIsOpen, let store else { return }
        storeIsOpen = true
        _ = try? store.load()
    }

    var strings: AppStrings { session.strings }
    var isReadOnly: Bool { !session.isWritable }

    /// Seconds since the start of the current minute on the wall clock, at run-loop time `time`.
    private func wallSeconds(at time: Double) -> Double {
        Double(session.startMoment.minutes) * 60 + session.startSecond + (time - origin)
    }

    /// The wall clock now, to the minute.
    var now: LocalMoment { moment(at: clock.now) }

    func moment(at time: Double) -> LocalMoment {
        LocalMoment(minutes: Int((wallSeconds(at: time) / 60).rounded(.down)))
    }

    var today: LocalDate { session.fixedToday ?? now.date }

    /// Run-loop time of the next minute boundary after `time` (the live line's next change).
    func nextMinute(after time: Double) -> Double {
        let seconds = wallSeconds(at: time)
        let next = ((seconds / 60).rounded(.down) + 1) * 60
        return time + (next - seconds)
    }

    /// The workplaces as shown today (a demo's dates moved): made again only when the file or
    /// the day changes, since every page and screen reads them.
    var workplaces: [Workplace] {
        let today = today
        if let shown = shownWorkplaces, shown.today == today { return shown.workplaces }
        let workplaces = file.workplaces(asOf: today)
        shownWorkplaces = (today, workplaces)
        return workplaces
    }
    private var shownWorkplaces: (today: LocalDate, workplaces: [Workplace])?

    /// The pages of the home screen as of today.
    var months: PayMonths { PayMonths(workplaces: workplaces, today: today) }

    /// The figures of the page `month` as of now; its cards are computed as they are asked for.
    func figures(for month: PayPeriod) -> MonthFigures {
        MonthFigures(
            month: month, workplaces: workplaces,
            context: MonthFigures.Context(
                today: today, now: session.payNow(at: now), holidays: session.holidays,
                rates: session.rates, strings: strings))
    }

    /// Whether the worker is clocked in anywhere (the live line then changes each minute).
    var isClockedIn: Bool { file.workplaces.contains { $0.openShift != nil } }

    // MARK: Changing

    /// Why a change was not made: the demo, or the store's reason.
    struct Refusal: Error {
        var message: String
    }

    /// Saves `change` through the store; `description` is what `u` will say it undid.
    func apply(_ change: DataChange, description: String) throws(Refusal) {
        guard let store, !isReadOnly else { throw Refusal(message: strings.demoRefusal) }
        do {
            file = try store.apply(change)
        } catch {
            // The store knows the file as it is on disk now, even when it refused.
            file = store.file
            throw Refusal(message: words.storeError(error, path: session.dataFile))
        }
        savedChanges.append(description)
    }

    /// The payroll layer's reasons and the history, in the app's words.
    var words: RuleWords { RuleWords(language: strings.language, place: .app) }

    /// Restores the version before the last change; returns what was undone, in words.
    func undo() throws(Refusal) -> String {
        guard let store, !isReadOnly else { throw Refusal(message: strings.demoRefusal) }
        let entry: HistoryEntry
        do {
            entry = try store.undo()
        } catch {
            throw Refusal(message: words.storeError(error, path: session.dataFile))
        }
        file = store.file
        _ = savedChanges.popLast()
        guard case .undid(_, let undone) = entry.event, let event = undone.event else { return strings.earlierChange }
        return words.event(event)
    }

    /// Reads the file again when another process changed it; true if it did.
    func reloadIfChanged() throws(Refusal) -> Bool {
        guard let store else { return false }
        do {
            guard try store.reloadIfChanged() else { return false }
        } catch {
            throw Refusal(message: words.storeError(error, path: session.dataFile))
        }
        file = store.file
        return true
    }
}
