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
    /// `confirmedLong`: a shift over 16 hours was confirmed (`--long`, the form's question).
    case addShift(workplace: String, Shift, confirmedLong: Bool = false)
    case editShift(workplace: String, original: Shift, replacement: Shift, confirmedLong: Bool = false)
    case removeShift(workplace: String, Shift)
    case clockIn(workplace: String, OpenShift)
    /// Clocks in during a shift recorded ahead (`plan`, not yet ended): the clock-in records
    /// against it, and the recorded times replace the planned ones.
    case clockInAgainstPlan(workplace: String, OpenShift, plan: Shift)
    /// Moves the start (date and time) of the workplace's open shift, or changes its memo: a
    /// clock-in at the wrong time, corrected.
    case editOpenShift(workplace: String, original: OpenShift, replacement: OpenShift)
    /// Closes the workplace's open shift at `end` with an unpaid break.
    case clockOut(workplace: String, end: LocalMoment, breakMinutes: Int)
    case addScheduleEntry(workplace: String, ScheduleEntry)
    case editScheduleEntry(workplace: String, original: ScheduleEntry, replacement: ScheduleEntry)
    case removeScheduleEntry(workplace: String, ScheduleEntry)
    case addAbsence(workplace: String, Absence)
    case removeAbsence(workplace: String, Absence)
    /// What reached the worker for a period; replaces an earlier receipt for the same period.
    case recordReceipt(workplace: String, Receipt)
    /// Takes away the receipt recorded for the period named (a month, or a weekly or daily
    /// period's first day): a receipt recorded by mistake.
    case removeReceipt(workplace: String, period: PayPeriod)
    /// Sets the worker's own fields (`worker` at the top of the file); nil removes them.
    case setWorker(Worker?)

    /// Applies the change to `file`, or says why it cannot (and leaves `file` as it was): the
    /// reasons are `DataRules`' own. Returns the indices of the workplaces whose content changed
    /// (for the store's validation).
    @discardableResult
    public func apply(to file: inout DataFile) throws(RuleReasons) -> [Int] {
        var workplaces = file.workplaces
        let touched: [Int]
        switch self {
        case .addWorkplace(let workplace):
            try Self.refuse(DataRules.checkName(workplace.name, among: workplaces.map(\.name)))
            try Self.refuse(DataRules.checkTerms(workplace))
            workplaces.append(workplace)
            touched = [workplaces.count - 1]
        case .editWorkplace(let name, let edit):
            let index = try Self.require(name, in: workplaces)
            if let newName = edit.name, newName != workplaces[index].name {
                var others = workplaces.map(\.name)
                others.remove(at: index)
                try Self.refuse(DataRules.checkName(newName, among: others))
            }
            edit.apply(to: &workplaces[index])
            try Self.refuse(DataRules.checkTerms(workplaces[index]))
            touched = [index]
        case .removeWorkplace(let name):
            workplaces.remove(at: try Self.require(name, in: workplaces))
            touched = []
        case .addShift(let name, let shift, let confirmedLong):
            let index = try Self.require(name, in: workplaces)
            try Self.refuse(DataRules.checkShift(shift, at: index, in: workplaces, confirmedLong: confirmedLong))
            workplaces[index].shifts.append(shift)
            workplaces[index].shifts.sort { $0.start < $1.start }
            touched = [index]
        case .editShift(let name, let original, let replacement, let confirmedLong):
            let index = try Self.require(name, in: workplaces)
            guard let position = workplaces[index].shifts.firstIndex(of: original) else {
                throw RuleReasons([.noSuchShift(workplace: workplaces[index].name, original)])
            }
            // A shift as long as it was needs no confirming again.
            let long = confirmedLong || replacement.lengthMinutes <= original.lengthMinutes
            try Self.refuse(
                DataRules.checkShift(
                    replacement, at: index, in: workplaces, ignoring: position, confirmedLong: long))
            workplaces[index].shifts[position] = replacement
            workplaces[index].shifts.sort { $0.start < $1.start }
            touched = [index]
        case .removeShift(let name, let shift):
            let index = try Self.require(name, in: workplaces)
            guard let position = workplaces[index].shifts.firstIndex(of: shift) else {
                throw RuleReasons([.noSuchShift(workplace: workplaces[index].name, shift)])
            }
            workplaces[index].shifts.remove(at: position)
            touched = [index]
        case .clockIn(let name, let open), .clockInAgainstPlan(let name, let open, _):
            let index = try Self.require(name, in: workplaces)
            if case .clockInAgainstPlan(_, _, let plan) = self {
                guard let position = workplaces[index].shifts.firstIndex(of: plan) else {
                    throw RuleReasons([.noSuchShift(workplace: workplaces[index].name, plan)])
                }
                workplaces[index].shifts.remove(at: position)
            }
            try Self.refuse(DataRules.checkClockIn(open, at: index, in: workplaces))
            workplaces[index].openShift = open
            touched = [index]
        case .editOpenShift(let name, let original, let replacement):
            let index = try Self.require(name, in: workplaces)
            try Self.refuse(
                DataRules.checkOpenShiftEdit(from: original, to: replacement, at: index, in: workplaces))
            workplaces[index].openShift = replacement
            touched = [index]
        case .clockOut(let name, let end, let breakMinutes):
            let index = try Self.require(name, in: workplaces)
            // Plans entered ahead that the worked shift covers are replaced by it: the recorded
            // times are what is paid.
            var considered = workplaces
            if let open = considered[index].openShift, let worked = open.closed(at: end, breakMinutes: breakMinutes) {
                considered[index].shifts.removeAll { $0.start >= open.start && $0.overlaps(worked) }
            }
            switch DataRules.checkClockOut(at: index, in: considered, end: end, breakMinutes: breakMinutes) {
            case .failure(let reasons): throw reasons
            case .success(let shift):
                workplaces = considered
                workplaces[index].openShift = nil
                workplaces[index].shifts.append(shift)
                workplaces[index].shifts.sort { $0.start < $1.start }
            }
            touched = [index]
        case .recordReceipt(let name, let receipt):
            let index = try Self.require(name, in: workplaces)
            workplaces[index].received = ReceiptRules.recording(
                receipt, in: workplaces[index].received, startDay: workplaces[index].periodStartDay)
            if let problem = ReceiptRules.problems(workplaces[index].received).first {
                throw RuleReasons([.receiptRefused(workplace: workplaces[index].name, problem.reason)])
            }
            touched = [index]
        case .removeReceipt(let name, let period):
            let index = try Self.require(name, in: workplaces)
            let kept = workplaces[index].received.filter { !$0.period.hasSameName(as: period) }
            guard kept.count < workplaces[index].received.count else {
                throw RuleReasons([.noSuchReceipt(workplace: workplaces[index].name, period: period)])
            }
            workplaces[index].received = kept
            touched = [index]
        case .addScheduleEntry, .editScheduleEntry, .removeScheduleEntry, .addAbsence, .removeAbsence:
            touched = [try applyPlanChange(to: &workplaces)]
        case .setWorker(let worker):
            if let worker, case let reasons = DataRules.checkWorker(worker), !reasons.isEmpty {
                throw RuleReasons(reasons)
            }
            file.worker = worker
            return []
        }
        file.workplaces = workplaces
        return touched
    }

    private static func refuse(_ reason: RuleReason?) throws(RuleReasons) {
        if let reason { throw RuleReasons([reason]) }
    }

    private static func refuse(_ reasons: [RuleReason]) throws(RuleReasons) {
        if !reasons.isEmpty { throw RuleReasons(reasons) }
    }

    /// The changes to a workplace's plans; the result is checked by `PlanRules`.
    private func applyPlanChange(to workplaces: inout [Workplace]) throws(RuleReasons) -> Int {
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
                throw RuleReasons([
                    .absenceExists(workplace: workplaces[index].name, Absence(date: absence.date, kind: kind))
                ])
            }
            workplaces[index].absences.append(absence)
            workplaces[index].absences.sort { $0.date < $1.date }
        case .removeAbsence(let name, let absence):
            index = try Self.require(name, in: workplaces)
            guard let position = workplaces[index].absences.firstIndex(of: absence) else {
                throw RuleReasons([.noSuchAbsence(workplace: workplaces[index].name, absence)])
            }
            workplaces[index].absences.remove(at: position)
        default:
            preconditionFailure("not a change to plans")
        }
        let place = workplaces[index]
        let problems = PlanRules.problems(
            schedule: place.schedule, absences: place.absences, startDate: place.startDate, endDate: place.endDate)
        try Self.refuse(problems.map { .planProblem(workplace: place.name, $0) })
        return index
    }

    static func position(of entry: ScheduleEntry, in workplace: Workplace) throws(RuleReasons) -> Int {
        guard let position = workplace.schedule.firstIndex(of: entry) else {
            throw RuleReasons([.noSuchScheduleEntry(workplace: workplace.name, entry)])
        }
        return position
    }

    /// The workplace called exactly `name`, ignoring case.
    static func index(of name: String, in workplaces: [Workplace]) -> Int? {
        let wanted = WorkplaceName.key(name)
        return workplaces.firstIndex { WorkplaceName.key($0.name) == wanted }
    }

    static func require(_ name: String, in workplaces: [Workplace]) throws(RuleReasons) -> Int {
        guard let index = index(of: name, in: workplaces) else { throw RuleReasons([.noSuchWorkplace(name)]) }
        return index
    }
}

/// The terms of a workplace to change; nil leaves a term as it is.
public struct WorkplaceEdit: Sendable, Equatable {
    public var name: String?
    public var employees: Int?
    /// A new single hourly wage for all time (replaces a wage history); with `wageFrom`, a
    /// wage in force from that date (the history kept).
    public var wage: Int?
    public var wageFrom: LocalDate?
    /// A whole new wage history (the app's form: the old wages with a new one from a date).
    public var wages: WageHistory?
    public var paydayDay: Int?
    public var paydayMonth: PaydayRule.Month?
    public var ifHoliday: PaydayRule.IfHoliday?
    /// Monthly, weekly or daily pay (`payday.weekday`, `every`, `anchor`, `daily`, `lagDays`).
    public var paydayCadence: PaydayRule.Cadence?
    public var periodStartDay: Int?
    /// `.some(nil)` removes the contracted hours.
    public var contractWeeklyHours: ContractHours??
    public var weeklyHolidayAllowance: Bool?
    /// `.some(nil)` removes the weekly day off.
    public var weeklyHoliday: Weekday??
    public var incomeTax: DeductionRules.IncomeTax?
    public var insurance: DeductionRules.Insurance?
    /// `.some(nil)` removes the probation.
    public var probation: Probation??
    /// Why the job ends (`leaving`); `.some(nil)` removes the answer.
    public var leaving: LeavingReason?? = nil
    /// The employment's first and last day (`startDate`, `endDate`); `.some(nil)` removes one.
    public var startDate: LocalDate??
    public var endDate: LocalDate??
    public var sickLeave: SickLeave?

    public init() {}

    public var isEmpty: Bool { self == WorkplaceEdit() }

    public func apply(to workplace: inout Workplace) {
        if let name { workplace.name = name }
        if let employees { workplace.employees = employees }
        if let wage {
            workplace.wages =
                wageFrom.map { workplace.wages.adding(hourly: wage, from: $0) } ?? WageHistory(hourly: wage)
        }
        if let wages { workplace.wages = wages }
        if let paydayDay { workplace.payday.day = paydayDay }
        if let paydayMonth { workplace.payday.month = paydayMonth }
        if let ifHoliday { workplace.payday.ifHoliday = ifHoliday }
        if let paydayCadence { workplace.payday.cadence = paydayCadence }
        if let periodStartDay { workplace.periodStartDay = periodStartDay }
        if let contractWeeklyHours { workplace.contractWeeklyHours = contractWeeklyHours }
        if let weeklyHolidayAllowance { workplace.weeklyHolidayAllowance = weeklyHolidayAllowance }
        if let weeklyHoliday { workplace.weeklyHoliday = weeklyHoliday }
        if let incomeTax { workplace.deductions.incomeTax = incomeTax }
        if let insurance { workplace.deductions.insurance = insurance }
        if let probation { workplace.probation = probation }
        if let leaving { workplace.leaving = leaving }
        if let startDate { workplace.startDate = startDate }
        if let endDate { workplace.endDate = endDate }
        if let sickLeave { workplace.sickLeave = sickLeave }
    }
}
