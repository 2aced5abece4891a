import Payroll

/// The words for `PlanRules`' reasons (a schedule entry, absences, the employment's bounds), in
/// English and Korean: the command line names its options and says which command to run, the
/// app's schedule form says it under the field.
extension RuleWords {
    /// How an entry is named in a reason: `mon,wed,fri 18:00-23:00` / `월,수,금 18:00-23:00`.
    public func scheduleLabel(_ entry: ScheduleEntry) -> String {
        (language == .english ? entry.days.map(\.shortName) : entry.days.map(\.koreanName)).joined(separator: ",")
            + " \(entry.startTime)-\(entry.endTime)"
    }

    /// An entry in full: `mon,wed,fri 18:00-23:00  break 30 min  from 2026-12-01 until 2027-02-28`.
    public func scheduleDescription(_ entry: ScheduleEntry) -> String {
        let english = language == .english
        var text = scheduleLabel(entry)
        if entry.breakMinutes > 0 {
            text += english ? "  break \(entry.breakMinutes) min" : "  휴게 \(entry.breakMinutes)분"
        }
        text += english ? "  from \(entry.from)" : "  \(entry.from)부터"
        if let until = entry.until { text += english ? " until \(until)" : " \(until)까지" }
        return text
    }

    /// One reason, as a sentence without a full stop; `schedule` is the schedule the reason is
    /// about (an overlap names the other entry) and `workplace` the workplace's name.
    public func planReason(_ reason: PlanRules.Reason, schedule: [ScheduleEntry], workplace: String) -> String {
        let english = language == .english
        let cli = place == .commandLine
        switch reason {
        case .noDays:
            return english
                ? (cli ? "give at least one day, such as mon,wed,fri" : "choose at least one day")
                : (cli ? "요일을 하나 이상 주세요 (예: 월,수,금)" : "요일을 하나 이상 고르세요")
        case .dayRepeated(let day):
            return english
                ? "\(day.shortName) is given twice\(cli ? " in DAYS" : "")" : "\(day.koreanName)요일이 두 번 있습니다"
        case .breakTooLong(let minutes, let length):
            if cli {
                return english
                    ? "--break \(minutes) is as long as the planned shift (\(length) minutes) or longer"
                    : "--break \(minutes)분이 예정 근무(\(length)분)만큼 길거나 더 깁니다"
            }
            return english ? "must be shorter than the shift (\(length) min)" : "근무 시간(\(length)분)보다 짧아야 합니다"
        case .untilBeforeFrom(let from, let until):
            if cli {
                return english ? "--until \(until) is before --from \(from)" : "--until \(until)이 --from \(from)보다 앞입니다"
            }
            return english ? "before the first day (\(from))" : "시작일(\(from))보다 앞입니다"
        case .entriesOverlap(let other, let date):
            let entry = schedule.indices.contains(other) ? schedule[other] : nil
            let label = entry.map(scheduleLabel) ?? "#\(other + 1)"
            if cli {
                let label = entry.map(scheduleDescription) ?? label
                return english
                    ? "it overlaps \(workplace)'s schedule \(label) (first on \(date)); change or remove that one first (payday schedule list \(workplace))"
                    : "\(workplace)의 일정 \(label)와 겹칩니다 (처음 \(date)); 그 일정을 먼저 바꾸거나 지우세요 (payday schedule list \(workplace))"
            }
            return english ? "overlaps \(label) (first on \(date))" : "\(label)와 겹칩니다 (처음 \(date))"
        case .absenceRepeated, .endBeforeStart:
            if cli {
                return english
                    ? "\(workplace)'s plans have a problem already; payday validate names it"
                    : "\(workplace)의 계획에 이미 문제가 있습니다; payday validate가 알려 줍니다"
            }
            return english
                ? "\(workplace)'s plans have a problem already (another program's edit?)"
                : "\(workplace)의 계획에 이미 문제가 있습니다 (다른 프로그램의 수정?)"
        }
    }
}
