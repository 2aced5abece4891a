/// One change to the worker's data, as a value: what the command line or the app asked for.
///
/// A change names what it works on by content (a workplace by its name, a shift by its date,
/// times, break and memo), never by position, so the store can apply it again to a file that was
/// changed on disk after it was loaded: adding a shift still applies after an editor added
/// another; editing a shift the editor deleted does not, and says so.
public enum DataChange: Sendable, Equatable {
    case addWorkplace(Workplace)
    /// Changes the terms of the workplace called `name` (its shifts stay).
    case editWorkplace(name: String, WorkplaceEdit)
    case removeWorkplace(name: String)
    case addShift(workplace: String, Shift)
    case editShift(workplace: String, original: Shift, replacement: Shift)
    case removeShift(workplace: String, Shift)
    case clockIn(workplace: String, OpenShift)
    /// Clocks in during a shift recorded ahead (`plan`, not yet ended): the clock-in records
    /// against it, and the recorded times replace the planned ones.
    case clockInAgainstPlan(workplace: String, OpenShift, plan: Shift)
    /// Closes the workplace's open shift at `end` with an unpaid break.
    case clockOut(workplace: String, end: LocalMoment, breakMinutes: Int)
    case addScheduleEntry(workplace: String, ScheduleEntry)
    case editScheduleEntry(workplace: String, original: ScheduleEntry, replacement: ScheduleEntry)
    case removeScheduleEntry(workplace: String, ScheduleEntry)
    case addAbsence(workplace: String, Absence)
    case removeAbsence(workplace: String, Absence)
    /// What reached the worker for a period; replaces an earlier receipt for the same period.
    case recordReceipt(workplace: String, Receipt)
    /// Sets the worker's own fields (`worker` at the top of the file); nil removes them.
    case setWorker(Worker?)

    /// Applies the change to `file`, or says why it cannot (and leaves `file` as it was).
    /// Returns the indices of the workplaces whose content changed (for the store's validation).
    @discardableResult
    public func apply(to file: inout DataFile) throws(DataChangeRefusal) -> [Int] {
        var workplaces = file.workplaces
        let touched: [Int]
        switch self {
        case .addWorkplace(let workplace):
            if let existing = Self.index(of: workplace.name, in: workplaces) {
                throw DataChangeRefusal(
                    "there is already a workplace named \"\(workplaces[existing].name)\"; give the new one another name"
                )
            }
            workplaces.append(workplace)
            touched = [workplaces.count - 1]
        case .editWorkplace(let name, let edit):
            let index = try Self.require(name, in: workplaces)
            if let newName = edit.name, let other = Self.index(of: newName, in: workplaces), other != index {
                throw DataChangeRefusal(
                    "there is already a workplace named \"\(workplaces[other].name)\"; choose another name")
            }
            edit.apply(to: &workplaces[index])
            touched = [index]
        case .removeWorkplace(let name):
            workplaces.remove(at: try Self.require(name, in: workplaces))
            touched = []
        case .addShift(let name, let shift):
            let index = try Self.require(name, in: workplaces)
            try Self.checkFits(shift, in: workplaces[index], ignoring: nil)
            workplaces[index].shifts.append(shift)
            workplaces[index].shifts.sort { $0.start < $1.start }
            touched = [index]
        case .editShift(let name, let original, let replacement):
            let index = try Self.require(name, in: workplaces)
            guard let position = workplaces[index].shifts.firstIndex(of: original) else {
                throw DataChangeRefusal(
                    "\(workplaces[index].name) has no shift \(original.label) any more (changed or removed); list the shifts again with payday shift list"
                )
            }
            try Self.checkFits(replacement, in: workplaces[index], ignoring: position)
            workplaces[index].shifts[position] = replacement
            workplaces[index].shifts.sort { $0.start < $1.start }
            touched = [index]
        case .removeShift(let name, let shift):
            let index = try Self.require(name, in: workplaces)
            guard let position = workplaces[index].shifts.firstIndex(of: shift) else {
                throw DataChangeRefusal(
                    "\(workplaces[index].name) has no shift \(shift.label) any more (changed or removed); list the shifts again with payday shift list"
                )
            }
            workplaces[index].shifts.remove(at: position)
            touched = [index]
        case .clockIn(let name, let open), .clockInAgainstPlan(let name, let open, _):
            let index = try Self.require(name, in: workplaces)
            if case .clockInAgainstPlan(_, _, let plan) = self {
                guard let position = workplaces[index].shifts.firstIndex(of: plan) else {
                    throw DataChangeRefusal(
                        "\(workplaces[index].name) has no shift \(plan.label) any more (changed or removed); list the shifts again with payday shift list"
                    )
                }
                workplaces[index].shifts.remove(at: position)
            }
            if let busy = workplaces.first(where: { $0.openShift != nil }), let since = busy.openShift {
                throw DataChangeRefusal(
                    "already clocked in at \(busy.name) since \(since.label); clock out there first (payday clock out)")
            }
            // Shifts that start after the clock-in are plans ahead: they never block it.
            if let last = workplaces[index].shifts.last(where: { $0.start < open.start && $0.end > open.start }) {
                throw DataChangeRefusal(
                    "\(open.label) is inside the shift \(last.label) at \(workplaces[index].name); clock in after it ends"
                )
            }
            workplaces[index].openShift = open
            touched = [index]
        case .clockOut(let name, let end, let breakMinutes):
            let index = try Self.require(name, in: workplaces)
            guard let open = workplaces[index].openShift else {
                throw DataChangeRefusal(
                    "nothing is open at \(workplaces[index].name); clock in first (payday clock in)")
            }
            guard end > open.start else {
                throw DataChangeRefusal(
                    "\(end.label) is not after the start of the open shift (\(open.label)) at \(workplaces[index].name)"
                )
            }
            guard let shift = open.closed(at: end, breakMinutes: breakMinutes) else {
                throw DataChangeRefusal(
                    "the shift open since \(open.label) at \(workplaces[index].name) would last more than 24 hours; give the time you left with --date and --at"
                )
            }
            guard breakMinutes < shift.lengthMinutes else {
                throw DataChangeRefusal(
                    "a break of \(breakMinutes) minutes is as long as the shift \(shift.label) (\(shift.lengthMinutes) minutes) or longer"
                )
            }
            workplaces[index].openShift = nil
            // Plans entered ahead that the worked shift covers are replaced by it: the recorded
            // times are what is paid.
            workplaces[index].shifts.removeAll { $0.start >= open.start && $0.overlaps(shift) }
            workplaces[index].shifts.append(shift)
            workplaces[index].shifts.sort { $0.start < $1.start }
            touched = [index]
        case .addScheduleEntry, .editScheduleEntry, .removeScheduleEntry, .addAbsence, .removeAbsence:
            touched = [try applyPlanChange(to: &workplaces)]
        case .recordReceipt(let name, let receipt):
            let index = try Self.require(name, in: workplaces)
            let period = receipt.period.with(startDay: workplaces[index].periodStartDay)
            var receipt = receipt
            receipt.period = period
            workplaces[index].received.removeAll { $0.period.year == period.year && $0.period.month == period.month }
            workplaces[index].received.append(receipt)
            workplaces[index].received.sort { $0.period < $1.period }
            if let problem = ReceiptRules.problems(workplaces[index].received).first {
                throw DataChangeRefusal("\(workplaces[index].name): " + DataFile.message(problem.reason))
            }
            touched = [index]
        case .setWorker(let worker):
            if let problem = worker?.problems.first { throw DataChangeRefusal(problem.englishMessage) }
            file.worker = worker
            return []
        }
        file.workplaces = workplaces
        return touched
    }

    /// The changes to a workplace's plans; the result is checked by `PlanRules`.
    private func applyPlanChange(to workplaces: inout [Workplace]) throws(DataChangeRefusal) -> Int {
        let index: Int
        switch self {
        case .addScheduleEntry(let name, let entry):
            index = try Self.require(name, in: workplaces)
            workplaces[index].schedule.append(entry)
        case .editScheduleEntry(let name, let original, let replacement):
            index = try Self.require(name, in: workplaces)
            let position = try Self.position(of: original, in: workplaces[index])
            workplaces[index].schedule[position] = replacement
        case .removeScheduleEntry(let name, let entry):
            index = try Self.require(name, in: workplaces)
            workplaces[index].schedule.remove(at: try Self.position(of: entry, in: workplaces[index]))
        case .addAbsence(let name, let absence):
            index = try Self.require(name, in: workplaces)
            if let kind = workplaces[index].absence(on: absence.date) {
                throw DataChangeRefusal(
                    "\(workplaces[index].name) already has an absence on \(absence.date) (\(kind.rawValue)); remove it first"
                )
            }
            workplaces[index].absences.append(absence)
            workplaces[index].absences.sort { $0.date < $1.date }
        case .removeAbsence(let name, let absence):
            index = try Self.require(name, in: workplaces)
            guard let position = workplaces[index].absences.firstIndex(of: absence) else {
                throw DataChangeRefusal(
                    "\(workplaces[index].name) has no absence \(absence.kind.rawValue) on \(absence.date) any more")
            }
            workplaces[index].absences.remove(at: position)
        default:
            preconditionFailure("not a change to plans")
        }
        let place = workplaces[index]
        if let problem = PlanRules.problems(
            schedule: place.schedule, absences: place.absences, startDate: place.startDate, endDate: place.endDate
        ).first {
            throw DataChangeRefusal("\(place.name): " + DataFile.message(problem.reason))
        }
        return index
    }

    static func position(of entry: ScheduleEntry, in workplace: Workplace) throws(DataChangeRefusal) -> Int {
        guard let position = workplace.schedule.firstIndex(of: entry) else {
            throw DataChangeRefusal(
                "\(workplace.name) has no schedule \(entry.label) from \(entry.from) any more (changed or removed); list it again with payday schedule list"
            )
        }
        return position
    }

    /// A shift may not overlap another of its workplace, nor end after the open shift starts (the
    /// open shift must stay the latest); its break must be shorter than it.
    static func checkFits(_ shift: Shift, in workplace: Workplace, ignoring ignored: Int?) throws(DataChangeRefusal) {
        if shift.breakMinutes >= shift.lengthMinutes {
            throw DataChangeRefusal(
                "a break of \(shift.breakMinutes) minutes is as long as the shift \(shift.label) (\(shift.lengthMinutes) minutes) or longer"
            )
        }
        for (position, other) in workplace.shifts.enumerated() where position != ignored && other.overlaps(shift) {
            throw DataChangeRefusal("\(shift.label) overlaps the shift \(other.label) at \(workplace.name)")
        }
        if let open = workplace.openShift, shift.end > open.start {
            throw DataChangeRefusal(
                "\(shift.label) ends after the open shift at \(workplace.name) starts (\(open.label)); clock out first")
        }
    }

    /// The workplace called exactly `name`, ignoring case.
    static func index(of name: String, in workplaces: [Workplace]) -> Int? {
        let wanted = WorkplaceName.key(name)
        return workplaces.firstIndex { WorkplaceName.key($0.name) == wanted }
    }

    static func require(_ name: String, in workplaces: [Workplace]) throws(DataChangeRefusal) -> Int {
        guard let index = index(of: name, in: workplaces) else {
            throw DataChangeRefusal("there is no workplace named \"\(name)\" (renamed or removed?)")
        }
        return index
    }
}

/// Why a change does not apply to the data as it is, in words the worker can act on.
public struct DataChangeRefusal: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}

/// The terms of a workplace to change; nil leaves a term as it is.
public struct WorkplaceEdit: Sendable, Equatable {
    public var name: String?
    public var employees: Int?
    /// A new single hourly wage for all time (replaces a wage history).
    public var wage: Int?
    /// A whole new wage history (the app's form: the old wages with a new one from a date).
    public var wages: WageHistory?
    public var paydayDay: Int?
    public var paydayMonth: PaydayRule.Month?
    public var ifHoliday: PaydayRule.IfHoliday?
    public var periodStartDay: Int?
    /// `.some(nil)` removes the contracted hours.
    public var contractWeeklyHours: Int??
    public var weeklyHolidayAllowance: Bool?
    /// `.some(nil)` removes the weekly day off.
    public var weeklyHoliday: Weekday??
    public var incomeTax: DeductionRules.IncomeTax?
    public var insurance: DeductionRules.Insurance?
    /// `.some(nil)` removes the probation.
    public var probation: Probation??

    public init() {}

    public var isEmpty: Bool { self == WorkplaceEdit() }

    public func apply(to workplace: inout Workplace) {
        if let name { workplace.name = name }
        if let employees { workplace.employees = employees }
        if let wage { workplace.wages = WageHistory(hourly: wage) }
        if let wages { workplace.wages = wages }
        if let paydayDay { workplace.payday.day = paydayDay }
        if let paydayMonth { workplace.payday.month = paydayMonth }
        if let ifHoliday { workplace.payday.ifHoliday = ifHoliday }
        if let periodStartDay { workplace.periodStartDay = periodStartDay }
        if let contractWeeklyHours { workplace.contractWeeklyHours = contractWeeklyHours }
        if let weeklyHolidayAllowance { workplace.weeklyHolidayAllowance = weeklyHolidayAllowance }
        if let weeklyHoliday { workplace.weeklyHoliday = weeklyHoliday }
        if let incomeTax { workplace.deductions.incomeTax = incomeTax }
        if let insurance { workplace.deductions.insurance = insurance }
        if let probation { workplace.probation = probation }
    }
}
