import Payroll
import PayrollWords

/// The schedule screen's and form's words, in the app's language.
extension AppStrings {
    struct ScheduleWords {
        var title, newEntry, editEntry, days, from, until, noEnd, empty: String
        var narrowWeekdays: [String]
        var add, edit, remove, previous, next: String
        var removeTitle, remove2, keep: String
    }

    var scheduleWords: ScheduleWords {
        switch language {
        case .english:
            ScheduleWords(
                title: "schedule", newEntry: "New schedule", editEntry: "Edit schedule", days: "Days",
                from: "From", until: "Until", noEnd: "no end", empty: "No schedule yet (a adds the days you work)",
                narrowWeekdays: ["M", "T", "W", "T", "F", "S", "S"],
                add: "add days to the schedule", edit: "edit the entry", remove: "remove the entry",
                previous: "previous entry", next: "next entry",
                removeTitle: "Remove from the schedule?", remove2: "Remove", keep: "Keep")
        case .korean:
            ScheduleWords(
                title: "근무 일정", newEntry: "일정 추가", editEntry: "일정 수정", days: "요일",
                from: "시작일", until: "종료일", noEnd: "없음", empty: "근무 일정이 없습니다 (a: 일하는 요일 추가)",
                narrowWeekdays: ["월", "화", "수", "목", "금", "토", "일"],
                add: "근무 일정 추가", edit: "일정 수정", remove: "일정 삭제",
                previous: "이전 일정", next: "다음 일정",
                removeTitle: "일정에서 지울까요?", remove2: "삭제", keep: "유지")
        }
    }

    /// The bar's title: `Cafe Blue · schedule`.
    func scheduleTitle(_ workplace: String) -> String { "\(workplace) · \(scheduleWords.title)" }

    /// One entry's line: `Mon Wed Fri  18:00–23:00  break 30  from Dec 1 until Feb 28`.
    func scheduleLine(_ entry: ScheduleEntry) -> String {
        let english = language == .english
        let names = formWords.weekdays.dropFirst()
        let days = entry.days.map { names[names.startIndex + $0.daysFromMonday] }.joined(separator: english ? " " : "")
        var line = "\(days)  \(entry.startTime)–\(entry.endTime)"
        line += english ? "  break \(entry.breakMinutes)" : "  휴게 \(entry.breakMinutes)"
        line += english ? "  from \(entry.from)" : "  \(entry.from)부터"
        if let until = entry.until { line += english ? " until \(until)" : " \(until)까지" }
        return line
    }

    /// An entry's paid time a week: `13h 30m/wk` / `주 13시간 30분`.
    func weeklyTime(_ entry: ScheduleEntry) -> String {
        let time = workTime(entry.days.count * entry.shift(on: entry.from).paidMinutes)
        return language == .english ? "\(time)/wk" : "주 \(time)"
    }

    /// This period's planned days, counted: `Nov 1 – Nov 30: 4 worked · 8 ahead · 1 missed`.
    func plannedCounts(_ days: [PlannedDay], period: String) -> String {
        let english = language == .english
        var worked = 0, ahead = 0, missed = 0, excused = 0, off = 0
        for day in days {
            switch day.status {
            case .worked: worked += 1
            case .ahead: ahead += 1
            case .missed: missed += 1
            case .excused: excused += 1
            case .dayOff: off += 1
            }
        }
        let parts: [(Int, String, String)] = [
            (worked, "worked", "근무"), (ahead, "ahead", "예정"), (missed, "missed", "결근"),
            (excused, "excused", "사유 부재"), (off, "paid holiday", "유급휴일"),
        ]
        let counts = parts.filter { $0.0 > 0 }.map { english ? "\($0.0) \($0.1)" : "\($0.2) \($0.0)" }
        return "\(period): "
            + (counts.isEmpty ? (english ? "nothing planned" : "예정 없음") : counts.joined(separator: " · "))
    }

    func scheduleAdded(_ entry: ScheduleEntry, at workplace: String) -> String {
        language == .english
            ? "Added to the schedule at \(workplace): \(scheduleLine(entry))"
            : "\(workplace) 일정 추가: \(scheduleLine(entry))"
    }

    func scheduleChanged(_ entry: ScheduleEntry, at workplace: String) -> String {
        language == .english
            ? "Changed the schedule at \(workplace): \(scheduleLine(entry))"
            : "\(workplace) 일정 변경: \(scheduleLine(entry))"
    }

    func scheduleRemoved(_ entry: ScheduleEntry, at workplace: String) -> String {
        language == .english
            ? "Removed from the schedule at \(workplace): \(scheduleLine(entry)) (u undoes it)"
            : "\(workplace) 일정 삭제: \(scheduleLine(entry)) (u: 되돌리기)"
    }
}

/// The money-ahead screen's words.
extension AppStrings {
    /// The bar's title: `Money ahead · through Feb 21`.
    func moneyAheadTitle(through last: LocalDate) -> String {
        language == .english ? "Money ahead · through \(shortDate(last))" : "다가올 급여 · \(shortDate(last))까지"
    }

    var noPaydaysAhead: String {
        language == .english
            ? "No pay expected in the next three months (record shifts, or S: a schedule)"
            : "앞으로 석 달 동안 예상 급여가 없습니다 (근무 기록, 또는 S: 근무 일정)"
    }

    /// `Total ₩2,480,210 · 3 paydays`.
    func paydaysTotal(_ total: Money, count: Int) -> String {
        language == .english
            ? "Total \(total.formatted(language)) · \(count) \(count == 1 ? "payday" : "paydays")"
            : "합계 \(total.formatted(language)) · 급여일 \(count)번"
    }

    /// A payday's three lines, each with its amount: `Dec 10 · D-19 · GS25` and the expected
    /// net; `Nov 1 – Nov 30` and `so far ₩1,068,812`; `planned: 4 shifts, 28h` and `+₩502,958`
    /// (the planned part: the expected net less what is earned so far).
    func paydayLines(_ payday: UpcomingPayday, today: LocalDate) -> [(line: String, amount: String)] {
        let english = language == .english
        let days = today.days(to: payday.payday)
        let first = "\(shortDate(payday.payday)) · \(days == 0 ? "D-day" : "D-\(days)") · \(payday.workplace)"
        let period = "\(shortDate(payday.period.start)) – \(shortDate(payday.period.end))"
        let soFar = "\(english ? "so far" : "현재까지") \(payday.earned.formatted(language))"
        var planned = ("", "")
        if payday.expected.plannedAhead > 0 {
            let count = payday.expected.plannedAhead
            let time = workTime(payday.expected.plannedAheadMinutes)
            planned = (
                english
                    ? "planned: \(count) \(count == 1 ? "shift" : "shifts"), \(time)" : "예정: 근무 \(count)회, \(time)",
                "+" + (payday.expected.net - payday.earned).formatted(language)
            )
        }
        return [(first, payday.expected.net.formatted(language)), (period, soFar), planned]
    }

    var moneyAheadKeyTitles: (previous: String, next: String, open: String) {
        language == .english
            ? ("previous payday", "next payday", "the period's shifts and plans")
            : ("이전 급여일", "다음 급여일", "그 기간의 근무와 예정")
    }
}
