import Payroll

/// Which change last touched each calendar event, from the data file's history: an event's
/// SEQUENCE and LAST-MODIFIED (RFC 5545 3.8.7.3-4), so that a calendar that imported an earlier
/// export takes the new one's changed events as updates. Derived from the history, never from
/// the clock: two exports of the same data say the same.
///
/// A shift's event is touched by a change to a shift on its date (added, changed, removed,
/// clocked in or out), by an absence on its date, and by a change to the workplace or its
/// schedule; a payday's by any change to its workplace, a receipt or the worker's fields. An
/// undo, redo, restore or edit found on disk may have changed anything: it touches every event.
public struct CalendarRevisions: Sendable, Equatable {
    /// A history entry: its number (the SEQUENCE's ground) and time (LAST-MODIFIED, seconds since 1970).
    public struct Mark: Sendable, Equatable, Comparable {
        public var number: Int
        public var time: Double

        public init(number: Int, time: Double) {
            self.number = number
            self.time = time
        }

        public static func < (left: Mark, right: Mark) -> Bool { left.number < right.number }
    }

    var everything: Mark?
    var worker: Mark?
    /// By `WorkplaceName.key`: the whole workplace's events (its terms, its schedule).
    var workplaces: [String: Mark] = [:]
    /// By workplace key, then date: the events of that date.
    var days: [String: [LocalDate: Mark]] = [:]
    /// By workplace key: the latest change to any of its shifts, plans or receipts (its paydays).
    var paydays: [String: Mark] = [:]

    /// No history: every event at revision 0, with no LAST-MODIFIED.
    public init() {}

    /// The revisions the history's entries give, oldest first (`time` overrides an entry's own
    /// time, by number: the change found on disk and not yet kept is stamped when it is read,
    /// so the caller gives the file's modification time instead).
    public init(_ entries: [HistoryEntry], time: [Int: Double] = [:]) {
        for entry in entries {
            note(entry.event, Mark(number: entry.number, time: time[entry.number] ?? entry.time))
        }
    }

    private mutating func note(_ event: HistoryEvent, _ mark: Mark) {
        switch event {
        case .addedWorkplace(let name), .removedWorkplace(let name, _):
            touch(workplace: name, mark)
        case .changedWorkplace(let name, let newName, _, _, _):
            touch(workplace: name, mark)
            if let newName { touch(workplace: newName, mark) }
        case .addedShift(let name, let record), .removedShift(let name, let record),
            .clockedIn(let name, let record), .clockedOut(let name, let record):
            touch(workplace: name, day: LocalDate(iso: record.date), mark)
        case .changedShift(let name, let from, let to), .changedOpenShift(let name, let from, let to):
            touch(workplace: name, day: LocalDate(iso: from.date), mark)
            touch(workplace: name, day: LocalDate(iso: to.date), mark)
        case .changedPlan(let name, _, let detail):
            if case .absence(let date, _) = detail {
                touch(workplace: name, day: date, mark)
            } else {
                touch(workplace: name, mark)
            }
        case .recordedReceipt(let name, _, _), .removedReceipt(let name, _, _):
            paydays[WorkplaceName.key(name)] = mark
        case .changedWorker:
            worker = mark
        case .editFoundOnDisk, .undid, .redid, .restored:
            everything = mark
        }
    }

    private mutating func touch(workplace name: String, _ mark: Mark) {
        workplaces[WorkplaceName.key(name)] = mark
    }

    /// A change on one day (a record whose date does not read touches the whole workplace).
    private mutating func touch(workplace name: String, day: LocalDate?, _ mark: Mark) {
        let key = WorkplaceName.key(name)
        paydays[key] = mark
        if let day { days[key, default: [:]][day] = mark } else { workplaces[key] = mark }
    }

    /// The latest change to the events of `workplace` on `date`.
    public func shift(workplace: String, date: LocalDate) -> Mark? {
        shift(workplaceKey: WorkplaceName.key(workplace), date: date)
    }

    /// `shift(workplace:date:)` for the workplace whose `WorkplaceName.key` is `key` (a calendar
    /// asks for each of its events in turn, and the key of a Korean name is worked out
    /// through Unicode's case mapping: once a workplace, not once an event).
    func shift(workplaceKey key: String, date: LocalDate) -> Mark? {
        [everything, workplaces[key], days[key]?[date]].compactMap { $0 }.max()
    }

    /// The latest change to the paydays of `workplace`.
    public func payday(workplace: String) -> Mark? {
        let key = WorkplaceName.key(workplace)
        return [everything, worker, workplaces[key], paydays[key]].compactMap { $0 }.max()
    }
}
