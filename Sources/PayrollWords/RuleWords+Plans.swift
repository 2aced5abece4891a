import Payroll

/// The words for `PlanRules`' reasons (a schedule entry, absences, the employment's bounds): the
/// command line names its options and says which command to run, the app's schedule form says it
/// under the field.
public protocol PlanWords: Sendable {
    /// The days of an entry: `mon,wed,fri` / `월,수,금`.
    func days(_ days: [Weekday]) -> String
    /// `  break 30 min` / `  휴게 30분`.
    func breakPart(_ minutes: Int) -> String
    /// `  from 2026-12-01` / `  2026-12-01부터`.
    func fromPart(_ from: LocalDate) -> String
    /// ` until 2027-02-28` / ` 2027-02-28까지`.
    func untilPart(_ until: LocalDate) -> String
    /// One reason, as a sentence without a full stop; `label` names the other entry of an overlap
    /// (`described` in full, for the command line).
    func planReason(
        _ reason: PlanRules.Reason, workplace: String, label: String, described: String, place: RuleWords.Place
    ) -> String
    /// A planned day's status other than an absence: `worked`, `ahead`, `missed`, `paid holiday` /
    /// `근무`, `예정`, `결근`, `유급휴일` (an absence is its kind's word).
    func planStatus(_ status: PlannedDay.Status) -> String
    /// `4 worked` / `근무 4일`: how many planned days stand so.
    func plannedCount(_ count: Int, _ status: String) -> String
}

extension RuleWords {
    private var planWords: any PlanWords { language.words }

    /// How an entry is named in a reason: `mon,wed,fri 18:00-23:00` / `월,수,금 18:00-23:00`.
    public func scheduleLabel(_ entry: ScheduleEntry) -> String {
        planWords.days(entry.days) + " \(entry.startTime)-\(entry.endTime)"
    }

    /// An entry in full: `mon,wed,fri 18:00-23:00  break 30 min  from 2026-12-01 until 2027-02-28`.
    public func scheduleDescription(_ entry: ScheduleEntry) -> String {
        var text = scheduleLabel(entry)
        if entry.breakMinutes > 0 { text += planWords.breakPart(entry.breakMinutes) }
        text += planWords.fromPart(entry.from)
        if let until = entry.until { text += planWords.untilPart(until) }
        return text
    }

    /// One reason, as a sentence without a full stop; `schedule` is the schedule the reason is
    /// about (an overlap names the other entry) and `workplace` the workplace's name.
    public func planReason(_ reason: PlanRules.Reason, schedule: [ScheduleEntry], workplace: String) -> String {
        var label = "", described = ""
        if case .entriesOverlap(let other, _) = reason {
            let entry = schedule.indices.contains(other) ? schedule[other] : nil
            label = entry.map(scheduleLabel) ?? "#\(other + 1)"
            described = entry.map(scheduleDescription) ?? label
        }
        return planWords.planReason(reason, workplace: workplace, label: label, described: described, place: place)
    }

    /// What a planned day stands as, in a word: `worked`, `ahead`, `missed`, the absence's kind
    /// (`leave`, `sick`, `off`, `closed`), `paid holiday`.
    public func planStatus(_ status: PlannedDay.Status) -> String {
        if case .excused(let kind) = status { return self.kind(kind) }
        return planWords.planStatus(status)
    }

    /// The order planned days are counted in: worked, ahead, missed, each kind of absence, paid
    /// holidays.
    public static let plannedCountOrder: [PlannedDay.Status] =
        [.worked, .ahead, .missed] + Absence.Kind.allCases.map { .excused($0) } + [.dayOff]

    /// Planned days counted by what they stand as (`PlannedDay.standing`), in
    /// `plannedCountOrder`, the kinds with none left out: `4 worked`, `8 ahead`, `1 missed`,
    /// `1 closed` / `근무 4일`, `예정 8일`, `결근 1일`, `휴업 1일`. The schedule screen and
    /// `payday schedule list` join them.
    public func plannedCounts(_ days: [PlannedDay]) -> [String] {
        Self.plannedCountOrder.compactMap { status -> String? in
            let count = days.count { $0.standing == status }
            return count > 0 ? planWords.plannedCount(count, planStatus(status)) : nil
        }
    }
}

extension English: PlanWords {
    public func days(_ days: [Weekday]) -> String { days.map(\.shortName).joined(separator: ",") }
    public func breakPart(_ minutes: Int) -> String { "  break \(minutes) min" }
    public func fromPart(_ from: LocalDate) -> String { "  from \(from)" }
    public func untilPart(_ until: LocalDate) -> String { " until \(until)" }

    public func planStatus(_ status: PlannedDay.Status) -> String {
        switch status {
        case .worked: "worked"
        case .ahead: "ahead"
        case .missed: "missed"
        case .excused(let absence): self.kind(absence)
        case .dayOff: "paid holiday"
        }
    }

    public func plannedCount(_ count: Int, _ status: String) -> String { "\(count) \(status)" }

    public func planReason(
        _ reason: PlanRules.Reason, workplace: String, label: String, described: String, place: RuleWords.Place
    ) -> String {
        let cli = place == .commandLine
        switch reason {
        case .noDays:
            return cli ? "give at least one day, such as mon,wed,fri" : "choose at least one day"
        case .dayRepeated(let day):
            return "\(day.shortName) is given twice\(cli ? " in DAYS" : "")"
        case .breakTooLong(let minutes, let length):
            return cli
                ? "--break \(minutes) is as long as the planned shift (\(length) minutes) or longer"
                : "must be shorter than the shift (\(length) min)"
        case .untilBeforeFrom(let from, let until):
            return cli ? "--until \(until) is before --from \(from)" : "before the first day (\(from))"
        case .entriesOverlap(_, let date):
            return cli
                ? "it overlaps \(workplace)'s schedule \(described) (first on \(date)); change or remove that one first (payday schedule list \(workplace))"
                : "overlaps \(label) (first on \(date))"
        case .absenceRepeated, .endBeforeStart:
            return cli
                ? "\(workplace)'s plans have a problem already; payday validate names it"
                : "\(workplace)'s plans have a problem already (another program's edit?)"
        }
    }
}

extension Korean: PlanWords {
    public func days(_ days: [Weekday]) -> String { days.map(\.koreanName).joined(separator: ",") }
    public func breakPart(_ minutes: Int) -> String { "  휴게 \(minutes)분" }
    public func fromPart(_ from: LocalDate) -> String { "  \(from)부터" }
    public func untilPart(_ until: LocalDate) -> String { " \(until)까지" }

    public func planStatus(_ status: PlannedDay.Status) -> String {
        switch status {
        case .worked: "근무"
        case .ahead: "예정"
        case .missed: "결근"
        case .excused(let absence): self.kind(absence)
        case .dayOff: "유급휴일"
        }
    }

    public func plannedCount(_ count: Int, _ status: String) -> String { "\(status) \(count)일" }

    public func planReason(
        _ reason: PlanRules.Reason, workplace: String, label: String, described: String, place: RuleWords.Place
    ) -> String {
        let cli = place == .commandLine
        switch reason {
        case .noDays:
            return cli ? "요일을 하나 이상 주세요 (예: 월,수,금)" : "요일을 하나 이상 고르세요"
        case .dayRepeated(let day):
            return "\(day.koreanName)요일이 두 번 있습니다"
        case .breakTooLong(let minutes, let length):
            return cli ? "--break \(minutes)분이 예정 근무(\(length)분)만큼 길거나 더 깁니다" : "근무 시간(\(length)분)보다 짧아야 합니다"
        case .untilBeforeFrom(let from, let until):
            return cli ? "--until \(Korean.word(until, .subject)) --from \(from)보다 앞입니다" : "시작일(\(from))보다 앞입니다"
        case .entriesOverlap(_, let date):
            return cli
                ? "\(workplace)의 일정 \(Korean.word(described, .and)) 겹칩니다 (처음 \(date)); 그 일정을 먼저 바꾸거나 지우세요 (payday schedule list \(workplace))"
                : "\(Korean.word(label, .and)) 겹칩니다 (처음 \(date))"
        case .absenceRepeated, .endBeforeStart:
            return cli
                ? "\(workplace)의 계획에 이미 문제가 있습니다; payday validate가 알려 줍니다"
                : "\(workplace)의 계획에 이미 문제가 있습니다 (다른 프로그램의 수정?)"
        }
    }
}
