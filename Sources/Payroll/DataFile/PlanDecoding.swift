/// Reading a workplace's plans (`schedule`, `absences`, `startDate`, `endDate`) from the data
/// file; the checks are `PlanRules`', its reasons kept in the file's problems.
extension DataFile {
    static let scheduleFields = ["days", "start", "end", "break", "from", "until"]
    static let absenceFields = ["date", "kind"]

    struct DecodedPlans {
        var schedule: [ScheduleEntry] = []
        var absences: [Absence] = []
        var startDate: LocalDate?
        var endDate: LocalDate?
    }

    static func decodePlans(_ object: ObjectReader, problems: inout [DataProblem]) -> DecodedPlans {
        var plans = DecodedPlans()
        let before = problems.count
        plans.startDate = optionalDate(object, "startDate", problems: &problems)
        plans.endDate = optionalDate(object, "endDate", problems: &problems)
        if let list = object.array("schedule", problems: &problems) {
            for (index, value) in list.enumerated() {
                let path = object.path("schedule") + "[\(index)]"
                if let entry = decodeScheduleEntry(value, path: path, problems: &problems) {
                    plans.schedule.append(entry)
                }
            }
        }
        if let list = object.array("absences", problems: &problems) {
            for (index, value) in list.enumerated() {
                let path = object.path("absences") + "[\(index)]"
                guard let reader = ObjectReader(value, path: path, knownFields: absenceFields, problems: &problems)
                else { continue }
                let date = reader.date("date", required: "\"date\": \"2026-12-25\"", problems: &problems)
                let kind =
                    reader.choice("kind", Absence.Kind.self, required: "\"kind\": \"leave\"", problems: &problems)
                if let date, let kind { plans.absences.append(Absence(date: date, kind: kind)) }
            }
        }
        // The checks across entries only once each entry reads.
        guard problems.count == before else { return plans }
        for problem in PlanRules.problems(
            schedule: plans.schedule, absences: plans.absences, startDate: plans.startDate, endDate: plans.endDate)
        {
            problems.append(DataProblem(path: path(of: problem.place, in: object), .plan(problem.reason)))
        }
        return plans
    }

    /// A date that may also be `null` (as absent).
    static func optionalDate(_ object: ObjectReader, _ field: String, problems: inout [DataProblem]) -> LocalDate? {
        if case .null? = object.value(field) { return nil }
        return object.date(field, problems: &problems)
    }

    static func decodeScheduleEntry(_ value: JSONValue, path: String, problems: inout [DataProblem]) -> ScheduleEntry? {
        guard let object = ObjectReader(value, path: path, knownFields: scheduleFields, problems: &problems) else {
            return nil
        }
        let before = problems.count
        var days: [Weekday] = []
        if let list = object.array("days", required: "\"days\": [\"mon\", \"wed\", \"fri\"]", problems: &problems) {
            for (index, day) in list.enumerated() {
                let dayPath = object.path("days") + "[\(index)]"
                guard let text = ObjectReader.string(day, at: dayPath, problems: &problems) else { continue }
                if let weekday = Weekday.allCases.first(where: { $0.shortName == text }) {
                    days.append(weekday)
                } else {
                    let names = Weekday.allCases.map(\.shortName)
                    let suggestion = DidYouMean.suggestion(for: text.lowercased(), among: names)
                    problems.append(DataProblem(path: dayPath, .notADay(text, suggestion: suggestion)))
                }
            }
        }
        let start = object.time("start", required: "\"start\": \"18:00\"", problems: &problems)
        let end = object.endTime("end", required: "\"end\": \"23:00\"", problems: &problems)
        let breakMinutes = object.integer("break", in: Limits.breakMinutes, unit: .minutes, problems: &problems) ?? 0
        let from = object.date("from", required: "\"from\": \"2026-12-01\"", problems: &problems)
        let until = optionalDate(object, "until", problems: &problems)
        guard problems.count == before, let start, let end, let from else { return nil }
        let entry = ScheduleEntry(
            days: days, start: start, end: end, breakMinutes: breakMinutes, from: from, until: until)
        let reasons = PlanRules.problems(entryDays: days, entry: entry)
        for reason in reasons {
            problems.append(DataProblem(path: PlanRules.field(of: reason).map(object.path) ?? path, .plan(reason)))
        }
        return reasons.isEmpty ? entry : nil
    }

    static func path(of place: PlanRules.Place, in object: ObjectReader) -> String {
        switch place {
        case .schedule(let index, let field):
            object.path("schedule") + "[\(index)]" + (field.map { "." + $0 } ?? "")
        case .absence(let index, let field):
            object.path("absences") + "[\(index)]" + (field.map { "." + $0 } ?? "")
        case .endDate:
            object.path("endDate")
        }
    }
}
