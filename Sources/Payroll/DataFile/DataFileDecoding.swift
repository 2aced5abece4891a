/// The validation of the data file (docs/data-file.md, "What is checked"): from a parsed JSON value to workplaces, naming every
/// problem with its path.
extension DataFile {
    static let fileFields = ["version", "worker", "datesRelativeTo", "workplaces"]
    static let workplaceFields = [
        "name", "employees", "wage", "wages", "payday", "period", "contractWeeklyHours",
        "weeklyHolidayAllowance", "weeklyHoliday", "deductions", "startDate", "endDate", "schedule", "absences",
        "received", "probation", "shifts", "leaving", "sickLeave", "taxFree",
    ]
    static let workerFields = [
        "name", "birthDate", "dependants", "children", "withholdingRate", "household", "spouseIncome", "assets",
        "businessCode", "disabled",
    ]
    static let probationFields = ["until", "contractYears", "simpleLabour"]
    static let taxFreeFields = ["overtimePremiums", "meals"]
    static let periodFields = ["startDay"]
    static let wageFields = ["from", "hourly"]
    static let paydayFields = ["day", "month", "ifHoliday", "weekday", "every", "anchor", "daily", "lagDays"]
    static let deductionFields = ["incomeTax", "insurance"]
    static let shiftFields = ["date", "start", "end", "break", "memo"]

    static func decodeFile(_ root: JSONValue, problems: inout [DataProblem]) -> DataFile? {
        guard let object = ObjectReader(root, path: "", knownFields: fileFields, problems: &problems) else {
            return nil
        }
        var version: Int?
        if let value = object.required("version", "\"version\": \(supportedVersion)", problems: &problems) {
            if case .number(_, let number?) = value, number == supportedVersion {
                version = number
            } else {
                var written: String?
                if case .number(let text, _) = value { written = text }
                problems.append(DataProblem(path: "version", .unsupportedVersion(written: written, found: value.kind)))
            }
        }
        let worker = decodeWorker(object, problems: &problems)
        let base = object.date("datesRelativeTo", problems: &problems)
        var workplaces: [Workplace] = []
        if let list = object.array("workplaces", required: "\"workplaces\": [ ... ]", problems: &problems) {
            workplaces.reserveCapacity(list.count)
            for (index, value) in list.enumerated() {
                if let workplace = decodeWorkplace(value, path: "workplaces[\(index)]", problems: &problems) {
                    workplaces.append(workplace)
                }
            }
        }
        guard let version else { return nil }
        if object.has("worker") && worker == nil { return nil }
        return DataFile(version: version, worker: worker, datesRelativeTo: base, workplaces: workplaces)
    }

    /// `decodedShifts`: the workplace's shifts when they were read already (by the quick reader,
    /// with the value of `shifts` in `value` left as an empty array), so they are not read twice.
    static func decodeWorkplace(
        _ value: JSONValue, path: String, problems: inout [DataProblem],
        decodedShifts: (shifts: [Shift], open: OpenShift?)? = nil
    ) -> Workplace? {
        guard let object = ObjectReader(value, path: path, knownFields: workplaceFields, problems: &problems) else {
            return nil
        }
        let before = problems.count
        let name =
            object.required("name", "\"name\": \"...\"", problems: &problems) != nil
            ? nonEmptyString(object, "name", problems: &problems) : nil
        let employees = object.integer("employees", in: Limits.employees, problems: &problems) ?? 1
        let wages = decodeWages(object, problems: &problems)
        var payday: PaydayRule?
        if let value = object.required("payday", "\"payday\": { \"day\": 10 }", problems: &problems) {
            payday = decodePayday(value, path: object.path("payday"), problems: &problems)
        }
        var periodStartDay = 1
        if let value = object.value("period"),
            let reader = ObjectReader(
                value, path: object.path("period"), knownFields: periodFields, problems: &problems)
        {
            periodStartDay = reader.integer("startDay", in: Limits.periodStartDay, problems: &problems) ?? 1
        }
        let contractWeeklyHours = decodeContractHours(object, problems: &problems)
        let sickLeave = decodeSickLeave(object, problems: &problems)
        let allowance = object.bool("weeklyHolidayAllowance", problems: &problems) ?? true
        let weeklyHoliday = object.choice("weeklyHoliday", Weekday.self, problems: &problems)
        var deductions = DeductionRules()
        if let value = object.value("deductions"),
            let reader = ObjectReader(
                value, path: object.path("deductions"), knownFields: deductionFields, problems: &problems)
        {
            deductions.incomeTax =
                reader.choice("incomeTax", DeductionRules.IncomeTax.self, problems: &problems) ?? .none
            deductions.insurance =
                reader.choice("insurance", DeductionRules.Insurance.self, problems: &problems) ?? .none
        }
        var probation: Probation?
        if let value = object.value("probation") {
            probation = decodeProbation(value, path: object.path("probation"), problems: &problems)
        }
        let plans = decodePlans(object, problems: &problems)
        let received = decodeReceipts(object, startDay: periodStartDay, payday: payday, problems: &problems)
        let leaving = object.choice("leaving", LeavingReason.self, problems: &problems)
        let taxFree = object.value("taxFree").flatMap {
            decodeTaxFree($0, path: object.path("taxFree"), problems: &problems)
        }
        var shifts: [Shift] = []
        var openShift: OpenShift?
        if let list = object.array("shifts", required: "\"shifts\": [ ... ]", problems: &problems) {
            (shifts, openShift) = decodedShifts ?? decodeShifts(list, path: object.path("shifts"), problems: &problems)
        }
        guard problems.count == before, let name, let wages, let payday else { return nil }
        var workplace = Workplace(
            name: name, employees: employees, wages: wages, payday: payday,
            contractWeeklyHours: contractWeeklyHours, weeklyHolidayAllowance: allowance,
            weeklyHoliday: weeklyHoliday, deductions: deductions, shifts: shifts,
            periodStartDay: periodStartDay, openShift: openShift, schedule: plans.schedule, absences: plans.absences,
            startDate: plans.startDate, endDate: plans.endDate, received: received,
            probation: probation, sickLeave: sickLeave)
        workplace.leaving = leaving
        workplace.taxFree = taxFree
        return workplace
    }

    /// `worker`: a name, or `{"name", "birthDate", "dependants", "children", "withholdingRate"}`.
    static func decodeWorker(_ object: ObjectReader, problems: inout [DataProblem]) -> Worker? {
        guard let value = object.value("worker") else { return nil }
        if case .string = value {
            return nonEmptyString(object, "worker", problems: &problems).map { Worker(name: $0) }
        }
        guard case .object = value else {
            problems.append(DataProblem(path: "worker", .wrongType(expected: .nameOrWorker, found: value.kind)))
            return nil
        }
        guard let reader = ObjectReader(value, path: "worker", knownFields: workerFields, problems: &problems) else {
            return nil
        }
        let before = problems.count
        var worker = Worker()
        if reader.has("name") { worker.name = nonEmptyString(reader, "name", problems: &problems) }
        worker.birthDate = reader.date("birthDate", anyDate: true, problems: &problems)
        worker.dependants =
            reader.integer(
                "dependants", in: Limits.dependants, unit: .dependants, problems: &problems)
            ?? 1
        if case .array = reader.value("children") {
            worker.childBirthYears = decodeBirthYears(reader, problems: &problems)
        } else {
            worker.children =
                reader.integer("children", in: Limits.children, problems: &problems) ?? 0
        }
        decodeAnswers(reader, into: &worker, problems: &problems)
        worker.withholdingRate =
            reader.integer("withholdingRate", in: Limits.withholdingRateRange, unit: .percent, problems: &problems)
            ?? 100
        guard problems.count == before else { return nil }
        for problem in worker.problems {
            let field: String
            switch problem {
            case .dependantsOutOfRange: field = "dependants"
            case .moreChildrenThanDependants, .negativeChildren: field = "children"
            case .withholdingRateNotAllowed: field = "withholdingRate"
            case .birthDateOutOfRange: field = "birthDate"
            }
            problems.append(DataProblem(path: reader.path(field), .worker(problem)))
        }
        return problems.count == before ? worker : nil
    }

    /// `probation`: `{"until": DATE, "contractYears": N, "simpleLabour": BOOL}`, all three required.
    static func decodeProbation(_ value: JSONValue, path: String, problems: inout [DataProblem]) -> Probation? {
        guard let reader = ObjectReader(value, path: path, knownFields: probationFields, problems: &problems) else {
            return nil
        }
        let until = reader.date("until", required: "\"until\": \"2026-12-31\"", problems: &problems)
        let years =
            reader.integer(
                "contractYears", in: Limits.contractYears, unit: .years, required: "\"contractYears\": 1",
                problems: &problems)
        let simple = reader.bool("simpleLabour", required: "\"simpleLabour\": false", problems: &problems)
        guard let until, let years, let simple else { return nil }
        return Probation(until: until, contractYears: years, simpleLabour: simple)
    }

    /// `taxFree`: `{"overtimePremiums": BOOL, "meals": WON}`, each optional.
    static func decodeTaxFree(_ value: JSONValue, path: String, problems: inout [DataProblem]) -> TaxFree? {
        guard let reader = ObjectReader(value, path: path, knownFields: taxFreeFields, problems: &problems) else {
            return nil
        }
        return TaxFree(
            overtimePremiums: reader.bool("overtimePremiums", problems: &problems) ?? false,
            meals: reader.integer("meals", in: Limits.mealAllowance, unit: .won, problems: &problems) ?? 0)
    }

    /// A string field that must have something besides white space in it.
    static func nonEmptyString(_ object: ObjectReader, _ field: String, problems: inout [DataProblem]) -> String? {
        guard let text = object.string(field, problems: &problems) else { return nil }
        guard !isBlank(text) else {
            problems.append(DataProblem(path: object.path(field), .empty))
            return nil
        }
        return text
    }

    /// Whether `text` is nothing but white space and line ends (`whitespacesAndNewlines`). A
    /// visible ASCII character settles it without a look at each scalar's category; other text
    /// is trimmed.
    static func isBlank(_ text: String) -> Bool {
        let hasVisibleASCII = text.utf8.contains { $0 > 0x20 && $0 < 0x7F }
        return !hasVisibleASCII && text.trimming(.whitespacesAndNewlines).isEmpty
    }

    /// `wage` (one hourly wage) or `wages` (a history), exactly one of the two.
    static func decodeWages(_ object: ObjectReader, problems: inout [DataProblem]) -> WageHistory? {
        switch (object.value("wage"), object.value("wages")) {
        case (nil, nil):
            problems.append(DataProblem(path: object.path, .missingWage))
            return nil
        case (.some, .some):
            problems.append(DataProblem(path: object.path("wages"), .wageAndWages))
            return nil
        case (let value?, nil):
            return ObjectReader.integer(
                value, at: object.path("wage"), in: Limits.wage, unit: .wonAnHour, problems: &problems
            )
            .map(WageHistory.init(hourly:))
        case (nil, .some):
            guard let list = object.array("wages", problems: &problems) else { return nil }
            guard !list.isEmpty else {
                problems.append(DataProblem(path: object.path("wages"), .noWages))
                return nil
            }
            var entries: [WageHistory.Entry] = []
            var seen: [LocalDate: Int] = [:]
            for (index, value) in list.enumerated() {
                let path = object.path("wages") + "[\(index)]"
                guard let entry = ObjectReader(value, path: path, knownFields: wageFields, problems: &problems) else {
                    continue
                }
                let from = entry.date("from", required: "\"from\": \"2026-01-01\"", problems: &problems)
                let hourly =
                    entry.integer(
                        "hourly", in: Limits.wage, unit: .wonAnHour, required: "\"hourly\": 10320", problems: &problems)
                if let from, let earlier = seen[from] {
                    problems.append(DataProblem(path: entry.path("from"), .wageDateRepeated(from, other: earlier)))
                }
                if let from, let hourly {
                    seen[from] = index
                    entries.append(WageHistory.Entry(from: from, hourly: hourly))
                }
            }
            return entries.count == list.count ? WageHistory(entries: entries) : nil
        }
    }

    static func decodePayday(_ value: JSONValue, path: String, problems: inout [DataProblem]) -> PaydayRule? {
        guard let object = ObjectReader(value, path: path, knownFields: paydayFields, problems: &problems) else {
            return nil
        }
        let ifHoliday = object.choice("ifHoliday", PaydayRule.IfHoliday.self, problems: &problems) ?? .before
        if case .some(let weeklyOrDaily) = decodePaydayCadence(object, ifHoliday: ifHoliday, problems: &problems) {
            return weeklyOrDaily
        }
        let day = object.integer("day", in: Limits.paydayDay, required: "\"day\": 10", problems: &problems)
        let month = object.choice("month", PaydayRule.Month.self, problems: &problems) ?? .next
        return day.map { PaydayRule(day: $0, month: month, ifHoliday: ifHoliday) }
    }

    /// The shifts that have ended, and the open one (no `end`): at most one, and the latest.
    static func decodeShifts(_ list: [JSONValue], path: String, problems: inout [DataProblem]) -> ([Shift], OpenShift?)
    {
        var shifts: [(index: Int, shift: Shift)] = []
        var open: [(index: Int, shift: OpenShift)] = []
        shifts.reserveCapacity(list.count)
        for (index, value) in list.enumerated() {
            switch decodeShift(value, path: DataPath(path, index: index), problems: &problems) {
            case .closed(let shift)?: shifts.append((index, shift))
            case .open(let shift)?: open.append((index, shift))
            case nil: break
            }
        }
        return shiftList(closed: shifts, open: open, path: path, problems: &problems)
    }

    /// The checks on a workplace's shifts as a whole, once each shift was read: no two overlap,
    /// at most one is open, and no shift that starts before it ends after its start. Returns the closed shifts in file order.
    static func shiftList(
        closed shifts: [(index: Int, shift: Shift)], open: [(index: Int, shift: OpenShift)],
        path: String, problems: inout [DataProblem]
    ) -> ([Shift], OpenShift?) {
        reportOverlaps(shifts, path: path, problems: &problems)
        for extra in open.dropFirst() {
            let first = open[0]
            problems.append(
                DataProblem(
                    .openShift("\(path)[\(extra.index)]", extra.shift),
                    .secondOpenShift(first: first.index, first.shift)))
        }
        // Shifts that start after the open one are plans entered ahead; one that starts before
        // it must have ended by then.
        if let open = open.first,
            let later = shifts.first(where: { $0.shift.start < open.shift.start && $0.shift.end > open.shift.start })
        {
            problems.append(
                DataProblem(
                    .openShift("\(path)[\(open.index)]", open.shift),
                    .openShiftBeforeEnd(other: later.index, later.shift)))
        }
        return (shifts.map(\.shift), open.count == 1 ? open[0].shift : nil)
    }

    enum DecodedShift: Equatable {
        case closed(Shift)
        case open(OpenShift)
    }

    static func decodeShift(_ value: JSONValue, path: DataPath, problems: inout [DataProblem]) -> DecodedShift? {
        wellFormedShift(value) ?? decodeAnyShift(value, path: path, problems: &problems)
    }

    /// Any shift object, every problem named.
    static func decodeAnyShift(_ value: JSONValue, path: DataPath, problems: inout [DataProblem]) -> DecodedShift? {
        guard let object = ObjectReader(value, path: path, knownFields: shiftFields, problems: &problems) else {
            return nil
        }
        let date = object.date("date", required: "\"date\": \"2026-11-02\"", problems: &problems)
        let start = object.time("start", required: "\"start\": \"18:00\"", problems: &problems)
        let end = object.endTime("end", problems: &problems)
        let breakMinutes = object.integer("break", in: Limits.breakMinutes, unit: .minutes, problems: &problems)
        let memo = object.string("memo", problems: &problems)
        guard let date, let start else { return nil }
        if object.has("break") && breakMinutes == nil || object.has("memo") && memo == nil
            || object.has("end") && end == nil
        {
            return nil
        }
        guard let end else {
            let open = OpenShift(date: date, start: start, memo: memo)
            if object.has("break") {
                problems.append(DataProblem(.openShift(object.path("break"), open), .openShiftWithBreak))
                return nil
            }
            return .open(open)
        }
        let shift = Shift(date: date, start: start, end: end, breakMinutes: breakMinutes ?? 0, memo: memo)
        // A shift is at most 24 hours by construction: an end not after the start is the next
        // day, so 09:00-09:00 is exactly 24 hours and nothing can be longer.
        if shift.breakMinutes >= shift.lengthMinutes {
            problems.append(DataProblem(path: object.path("break"), .breakNotShorter(shift)))
            return nil
        }
        return .closed(shift)
    }

    /// The common case, read without `ObjectReader`: an object of distinct known fields, each of
    /// the right type and valid, making a closed shift whose break is shorter than it. Anything
    /// else is nil, and `decodeShift` goes the general way, which finds and names the problem;
    /// so this accepts exactly what the general way accepts without a problem, with the same
    /// result (`DataFileTests.theQuickShiftReaderAgreesWithTheGeneralOne`). A large file is a
    /// hundred thousand shifts, and the general way costs about twice as much per shift.
    static func wellFormedShift(_ value: JSONValue) -> DecodedShift? {
        guard case .object(let members) = value, members.count <= 5 else { return nil }
        var date: LocalDate?, start: TimeOfDay?, end: TimeOfDay?, breakMinutes: Int?, memo: String?
        for member in members {
            switch (member.key, member.value) {
            case ("date", .string(let text)) where date == nil:
                guard let parsed = LocalDate(iso: text), Limits.dates.contains(parsed) else { return nil }
                date = parsed
            case ("start", .string(let text)) where start == nil:
                guard let parsed = TimeOfDay(text: text) else { return nil }
                start = parsed
            case ("end", .string(let text)) where end == nil:
                guard let parsed = TimeOfDay(endText: text) else { return nil }
                end = parsed
            case ("break", .number(_, let minutes?)) where breakMinutes == nil && Limits.breakMinutes.contains(minutes):
                breakMinutes = minutes
            case ("memo", .string(let text)) where memo == nil:
                memo = text
            default:
                return nil
            }
        }
        guard let date, let start, let end else { return nil }
        let shift = Shift(date: date, start: start, end: end, breakMinutes: breakMinutes ?? 0, memo: memo)
        guard shift.breakMinutes < shift.lengthMinutes else { return nil }
        return .closed(shift)
    }

    /// "two shifts of one workplace that overlap" is an error, named at the later one.
    static func reportOverlaps(_ shifts: [(index: Int, shift: Shift)], path: String, problems: inout [DataProblem]) {
        // A file payday wrote lists the shifts by start already (then no sort, no copy).
        let inOrder = zip(shifts, shifts.dropFirst()).allSatisfy {
            $0.shift.start <= $1.shift.start && $0.index < $1.index
        }
        let byStart = inOrder ? shifts : shifts.sorted { ($0.shift.start, $0.index) < ($1.shift.start, $1.index) }
        // Invariant: `latest` is the shift seen so far that ends last; a shift overlaps an
        // earlier one exactly when it starts before that end.
        var latest: (index: Int, shift: Shift)?
        for entry in byStart {
            if let previous = latest, entry.shift.start < previous.shift.end {
                problems.append(
                    DataProblem(path: "\(path)[\(entry.index)]", .overlaps(other: previous.index, previous.shift)))
            }
            if entry.shift.end > latest?.shift.end ?? LocalMoment(minutes: Int.min) { latest = entry }
        }
    }
}
