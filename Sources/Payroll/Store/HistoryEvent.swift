import FoundationEssentials

/// A shift as a history entry keeps it (dates and times as written in the data file).
public struct ShiftRecord: Sendable, Equatable, Codable {
    public var date: String
    public var start: String
    /// nil: an open shift (clocked in).
    public var end: String?
    public var breakMinutes: Int
    /// The shift's note (nil: none; entries written before notes were kept have none either).
    public var memo: String?

    public init(_ shift: Shift) {
        date = shift.date.description
        start = shift.startTime.description
        end = shift.endTime.description
        breakMinutes = shift.breakMinutes
        memo = shift.memo
    }

    /// A closed shift given as it is written: `ShiftRecord(shift: "2026-11-04", "09:00", "10:00")`.
    public init(shift date: String, _ start: String, _ end: String, breakMinutes: Int = 0) {
        self.date = date
        self.start = start
        self.end = end
        self.breakMinutes = breakMinutes
    }

    public init(_ open: OpenShift) {
        date = open.date.description
        start = open.startTime.description
        end = nil
        breakMinutes = 0
        memo = open.memo
    }

    /// Whether `other` is this shift with another note only (same date, times and break).
    public func differsOnlyInMemo(from other: ShiftRecord) -> Bool {
        var same = other
        same.memo = memo
        return same == self && other.memo != memo
    }
}

/// What a change to the plans did (a history entry's `kind`, stored by these names).
public enum PlanChangeKind: String, Sendable, Equatable, Codable, CaseIterable {
    case scheduleAdded, scheduleChanged, scheduleRemoved, absenceAdded, absenceRemoved
    /// A kind this version does not know (a hand-made line).
    case other = ""

    public init(from decoder: any Decoder) throws {
        self = PlanChangeKind(rawValue: try decoder.singleValueContainer().decode(String.self)) ?? .other
    }
}

/// The plan a history entry names, as values: a schedule entry's days and times, or an absence's
/// date and kind. Stored as the data file writes them (`mon,wed 18:00-23:00`, `2026-12-25
/// closed`), one string, as entries always were; a string that reads as neither is kept as it is.
public enum PlanDetail: Sendable, Equatable, Codable {
    case schedule(days: [Weekday], start: TimeOfDay, end: TimeOfDay)
    case absence(date: LocalDate, kind: Absence.Kind)
    case unread(String)

    public init(_ entry: ScheduleEntry) {
        self = .schedule(days: entry.days, start: entry.startTime, end: entry.endTime)
    }

    public init(_ absence: Absence) { self = .absence(date: absence.date, kind: absence.kind) }

    /// The detail a stored string names.
    public init(stored text: String) {
        let parts = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        if parts.count == 2, let date = LocalDate(iso: parts[0]), let kind = Absence.Kind(rawValue: parts[1]) {
            self = .absence(date: date, kind: kind)
            return
        }
        let times = parts.count == 2 ? parts[1].split(separator: "-").map(String.init) : []
        let days = parts.count == 2 ? parts[0].split(separator: ",").map(String.init) : []
        let weekdays = days.compactMap { day in Weekday.allCases.first { $0.shortName == day } }
        if times.count == 2, let start = TimeOfDay(text: times[0]), let end = TimeOfDay(text: times[1]),
            !days.isEmpty, weekdays.count == days.count
        {
            self = .schedule(days: weekdays, start: start, end: end)
            return
        }
        self = .unread(text)
    }

    /// As stored: the data file's own notation.
    public var stored: String {
        switch self {
        case .schedule(let days, let start, let end): days.map(\.shortName).joined(separator: ",") + " \(start)-\(end)"
        case .absence(let date, let kind): "\(date) \(kind.rawValue)"
        case .unread(let text): text
        }
    }

    public init(from decoder: any Decoder) throws {
        self.init(stored: try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(stored)
    }
}

/// What a history entry did, as data: the command line and the app word it (English, Korean).
public enum HistoryEvent: Sendable, Equatable, Codable {
    case addedWorkplace(name: String)
    /// `terms`: the data file's names of the other terms changed (`employees`, `payday.day`, ...:
    /// `WorkplaceTerm`'s raw values; a name this version does not know is kept as it came).
    case changedWorkplace(name: String, newName: String?, wage: Int?, wageFrom: String?, terms: [String])
    case removedWorkplace(name: String, shifts: Int)
    case addedShift(workplace: String, ShiftRecord)
    case changedShift(workplace: String, from: ShiftRecord, to: ShiftRecord)
    case removedShift(workplace: String, ShiftRecord)
    case clockedIn(workplace: String, ShiftRecord)
    case clockedOut(workplace: String, ShiftRecord)
    /// The open shift's start (or memo) corrected: both records are open (no end).
    case changedOpenShift(workplace: String, from: ShiftRecord, to: ShiftRecord)
    /// A change to the plans: what changed (`kind`) and the schedule entry or absence
    /// (`detail`), stored as the file writes it (`mon,wed 18:00-23:00`, `2026-12-25 leave`).
    case changedPlan(workplace: String, kind: PlanChangeKind, detail: PlanDetail)
    /// What reached the worker for a pay period (`period` as `2026-11`), in won.
    case recordedReceipt(workplace: String, period: String, amount: Int)
    /// A receipt taken away: the period's name and the amount it held.
    case removedReceipt(workplace: String, period: String, amount: Int)
    /// The worker's own fields changed: the data file's names of those that differ (`name`,
    /// `birthDate`, `dependants`, `children`, `withholdingRate`).
    case changedWorker(fields: [String])
    /// The file was found changed on disk: its workplace and shift counts before and after
    /// (before nil: payday had no record of it, as for a file it had never written).
    case editFoundOnDisk(workplacesBefore: Int?, shiftsBefore: Int?, workplaces: Int, shifts: Int)
    /// Undid entry `entry` (what it did is `undone`).
    case undid(entry: Int, undone: HistoryEventSummary)
    case redid(entry: Int, redone: HistoryEventSummary)
    /// Brought the file back to how it was after entry `entry`.
    case restored(entry: Int)

    /// What `change` did to `before`, as a history event.
    public init(_ change: DataChange, before: DataFile) {
        switch change {
        case .addWorkplace(let workplace):
            self = .addedWorkplace(name: workplace.name)
        case .editWorkplace(let name, let edit):
            let existing = before.workplaces.first { WorkplaceName.key($0.name) == WorkplaceName.key(name) }
            var terms: [WorkplaceTerm] = []
            if edit.employees != nil { terms.append(.employees) }
            if edit.wages != nil { terms.append(.wages) }
            if edit.paydayDay != nil { terms.append(.paydayDay) }
            if edit.paydayMonth != nil { terms.append(.paydayMonth) }
            if edit.ifHoliday != nil { terms.append(.ifHoliday) }
            if edit.paydayCadence != nil { terms.append(.paydayCadence) }
            if edit.periodStartDay != nil { terms.append(.periodStartDay) }
            if edit.contractWeeklyHours != nil { terms.append(.contractWeeklyHours) }
            if edit.weeklyHolidayAllowance != nil { terms.append(.weeklyHolidayAllowance) }
            if edit.weeklyHoliday != nil { terms.append(.weeklyHoliday) }
            if edit.incomeTax != nil { terms.append(.incomeTax) }
            if edit.insurance != nil { terms.append(.insurance) }
            if edit.probation != nil { terms.append(.probation) }
            if edit.startDate != nil { terms.append(.startDate) }
            if edit.endDate != nil { terms.append(.endDate) }
            if edit.sickLeave != nil { terms.append(.sickLeave) }
            // The form sends every term: name only those that differ.
            if let existing {
                var changed = existing
                edit.apply(to: &changed)
                terms = terms.filter { $0.differs(existing, changed) }
            }
            self = .changedWorkplace(
                name: existing?.name ?? name, newName: edit.name == existing?.name ? nil : edit.name, wage: edit.wage,
                wageFrom: edit.wageFrom?.description, terms: terms.map(\.rawValue))
        case .removeWorkplace(let name):
            let existing = before.workplaces.first { WorkplaceName.key($0.name) == WorkplaceName.key(name) }
            self = .removedWorkplace(
                name: existing?.name ?? name,
                shifts: (existing?.shifts.count ?? 0) + (existing?.openShift == nil ? 0 : 1))
        case .addShift(let name, let shift, _):
            self = .addedShift(workplace: Self.name(name, in: before), ShiftRecord(shift))
        case .editShift(let name, let original, let replacement, _):
            self = .changedShift(
                workplace: Self.name(name, in: before), from: ShiftRecord(original), to: ShiftRecord(replacement))
        case .removeShift(let name, let shift):
            self = .removedShift(workplace: Self.name(name, in: before), ShiftRecord(shift))
        case .clockIn(let name, let open), .clockInAgainstPlan(let name, let open, _):
            self = .clockedIn(workplace: Self.name(name, in: before), ShiftRecord(open))
        case .editOpenShift(let name, let original, let replacement):
            self = .changedOpenShift(
                workplace: Self.name(name, in: before), from: ShiftRecord(original), to: ShiftRecord(replacement))
        case .clockOut(let name, let end, let breakMinutes):
            let existing = before.workplaces.first { WorkplaceName.key($0.name) == WorkplaceName.key(name) }
            if let open = existing?.openShift, let shift = open.closed(at: end, breakMinutes: breakMinutes) {
                self = .clockedOut(workplace: existing?.name ?? name, ShiftRecord(shift))
            } else {
                self = .clockedOut(
                    workplace: name,
                    ShiftRecord(OpenShift(at: end)))
            }
        case .addScheduleEntry, .editScheduleEntry, .removeScheduleEntry, .addAbsence, .removeAbsence:
            self.init(plan: change, before: before)
        case .recordReceipt(let name, let receipt):
            // The period's name: the month, or a weekly or daily period's first day.
            self = .recordedReceipt(
                workplace: Self.name(name, in: before), period: receipt.period.description,
                amount: receipt.amount.won)
        case .removeReceipt(let name, let period):
            let place = before.workplaces.first { WorkplaceName.key($0.name) == WorkplaceName.key(name) }
            let removed = place?.received.first { $0.period.hasSameName(as: period) }
            self = .removedReceipt(
                workplace: place?.name ?? name, period: (removed?.period ?? period).description,
                amount: removed?.amount.won ?? 0)
        case .setWorker(let worker):
            let old = before.worker ?? Worker()
            let new = worker ?? Worker()
            let fields: [(String, Bool)] = [
                ("name", old.name != new.name), ("birthDate", old.birthDate != new.birthDate),
                ("dependants", old.dependants != new.dependants), ("children", old.children != new.children),
                ("withholdingRate", old.withholdingRate != new.withholdingRate),
                ("childBirthYears", old.childBirthYears != new.childBirthYears),
                ("household", old.household != new.household),
                ("spouseIncome", old.spouseIncome != new.spouseIncome), ("assets", old.assets != new.assets),
                ("businessCode", old.businessCode != new.businessCode), ("disabled", old.disabled != new.disabled),
            ]
            self = .changedWorker(fields: fields.filter(\.1).map(\.0))
        }

    }

    private init(plan change: DataChange, before: DataFile) {
        switch change {
        case .addScheduleEntry(let name, let entry):
            self = .changedPlan(workplace: Self.name(name, in: before), kind: .scheduleAdded, detail: PlanDetail(entry))
        case .editScheduleEntry(let name, _, let entry):
            self = .changedPlan(
                workplace: Self.name(name, in: before), kind: .scheduleChanged, detail: PlanDetail(entry))
        case .removeScheduleEntry(let name, let entry):
            self = .changedPlan(
                workplace: Self.name(name, in: before), kind: .scheduleRemoved, detail: PlanDetail(entry))
        case .addAbsence(let name, let absence):
            self = .changedPlan(
                workplace: Self.name(name, in: before), kind: .absenceAdded, detail: PlanDetail(absence))
        case .removeAbsence(let name, let absence):
            self = .changedPlan(
                workplace: Self.name(name, in: before), kind: .absenceRemoved, detail: PlanDetail(absence))
        default:
            self = .changedPlan(workplace: "", kind: .other, detail: .unread(""))
        }
    }

    private static func name(_ name: String, in file: DataFile) -> String {
        file.workplaces.first { WorkplaceName.key($0.name) == WorkplaceName.key(name) }?.name ?? name
    }

    /// The event an undo or redo names: itself, or for an undo of an undo, what that undid.
    var summary: HistoryEventSummary { HistoryEventSummary(self) }
}

/// An event inside another (what an undo undid), one level deep.
public struct HistoryEventSummary: Sendable, Equatable, Codable {
    /// The event's JSON, kept as data so that the type is not recursive.
    private var encoded: Data

    init(_ event: HistoryEvent) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        encoded = (try? encoder.encode(event)) ?? Data()
    }

    public var event: HistoryEvent? { try? JSONDecoder().decode(HistoryEvent.self, from: encoded) }
}

extension HistoryEvent {
    /// Whether the numbers the event holds are within their `Limits` rules (`nested`: and those
    /// of the event an undo or redo names).
    func isWithinLimits(nested: Bool) -> Bool {
        let counts = Limits.historyCounts, numbers = Limits.historyNumbers
        func record(_ shift: ShiftRecord) -> Bool { Limits.breakMinutes.contains(shift.breakMinutes) }
        switch self {
        case .addedWorkplace, .changedPlan, .changedWorker:
            return true
        case .changedWorkplace(_, _, let wage, _, _):
            return wage.map(Limits.wage.contains) ?? true
        case .removedWorkplace(_, let shifts):
            return counts.contains(shifts)
        case .addedShift(_, let shift), .removedShift(_, let shift), .clockedIn(_, let shift),
            .clockedOut(_, let shift):
            return record(shift)
        case .changedShift(_, let from, let to), .changedOpenShift(_, let from, let to):
            return record(from) && record(to)
        case .recordedReceipt(_, _, let amount), .removedReceipt(_, _, let amount):
            return Limits.receivedAmount.contains(amount)
        case .editFoundOnDisk(let workplacesBefore, let shiftsBefore, let workplaces, let shifts):
            return [workplacesBefore ?? 0, shiftsBefore ?? 0, workplaces, shifts].allSatisfy(counts.contains)
        case .undid(let entry, let summary), .redid(let entry, let summary):
            guard numbers.contains(entry) else { return false }
            guard nested else { return true }
            return summary.event?.isWithinLimits(nested: false) ?? true
        case .restored(let entry):
            return numbers.contains(entry)
        }
    }
}
