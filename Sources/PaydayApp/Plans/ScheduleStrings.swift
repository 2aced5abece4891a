import Payroll
import PayrollWords

/// The schedule screen's, its form's and the money-ahead screen's words, in English and Korean
/// (a sentence missing in one language does not compile). `String` arguments come formatted.
protocol ScheduleScreenWords: Sendable {
    var scheduleWords: AppStrings.ScheduleWords { get }
    /// The weekday names run together (`Mon Wed Fri` / `월수금`).
    var weekdaySeparator: String { get }
    func scheduleBreak(_ minutes: Int) -> String
    func scheduleFrom(_ date: LocalDate) -> String
    func scheduleUntil(_ date: LocalDate) -> String
    /// `13h 30m/wk` / `주 13시간 30분`.
    func weekly(_ time: String) -> String
    var nothingPlanned: String { get }
    func scheduleAdded(_ line: String, at workplace: String) -> String
    func scheduleChanged(_ line: String, at workplace: String) -> String
    func scheduleRemoved(_ line: String, at workplace: String) -> String
    // The money-ahead screen.
    /// `Money ahead · through Feb 21`; `last` comes as a short date.
    func moneyAheadTitle(through last: String) -> String
    var noPaydaysAhead: String { get }
    func paydaysTotal(_ total: String, count: Int) -> String
    func soFar(_ amount: String) -> String
    /// A payday's period that has not begun: nothing is earned in it yet.
    var notStarted: String { get }
    func plannedShifts(_ count: Int, time: String) -> String
    var moneyAheadKeyTitles: (previous: String, next: String, open: String) { get }
}

extension English: ScheduleScreenWords {
    var scheduleWords: AppStrings.ScheduleWords {
        AppStrings.ScheduleWords(
            title: "schedule", newEntry: "New schedule", editEntry: "Edit schedule", days: "Days",
            from: "From", until: "Until", noEnd: "no end", empty: "No schedule yet (a adds the days you work)",
            narrowWeekdays: ["M", "T", "W", "T", "F", "S", "S"],
            add: "add days to the schedule", edit: "edit the entry", remove: "remove the entry",
            previous: "previous entry", next: "next entry",
            removeTitle: "Remove from the schedule?", remove2: "Remove", keep: "Keep")
    }
    var weekdaySeparator: String { " " }
    func scheduleBreak(_ minutes: Int) -> String { "break \(minutes)" }
    func scheduleFrom(_ date: LocalDate) -> String { "from \(date)" }
    func scheduleUntil(_ date: LocalDate) -> String { "until \(date)" }
    func weekly(_ time: String) -> String { "\(time)/wk" }
    var nothingPlanned: String { "nothing planned" }
    func scheduleAdded(_ line: String, at workplace: String) -> String {
        "Added to the schedule at \(workplace): \(line)"
    }
    func scheduleChanged(_ line: String, at workplace: String) -> String {
        "Changed the schedule at \(workplace): \(line)"
    }
    func scheduleRemoved(_ line: String, at workplace: String) -> String {
        "Removed from the schedule at \(workplace): \(line) (u undoes it)"
    }
    func moneyAheadTitle(through last: String) -> String { "Money ahead · through \(last)" }
    var noPaydaysAhead: String { "No pay expected in the next three months (record shifts, or S: a schedule)" }
    func paydaysTotal(_ total: String, count: Int) -> String {
        "Total \(total) · \(count) \(count == 1 ? "payday" : "paydays")"
    }
    func soFar(_ amount: String) -> String { "so far \(amount)" }
    var notStarted: String { "not started" }
    func plannedShifts(_ count: Int, time: String) -> String {
        "planned: \(count) \(count == 1 ? "shift" : "shifts"), \(time)"
    }
    var moneyAheadKeyTitles: (previous: String, next: String, open: String) {
        ("previous payday", "next payday", "the period's shifts and plans")
    }
}

extension Korean: ScheduleScreenWords {
    var scheduleWords: AppStrings.ScheduleWords {
        AppStrings.ScheduleWords(
            title: "근무 일정", newEntry: "일정 추가", editEntry: "일정 수정", days: "요일",
            from: "시작일", until: "종료일", noEnd: "없음", empty: "근무 일정이 없습니다 (a: 일하는 요일 추가)",
            narrowWeekdays: Weekday.allCases.map(\.koreanName),
            add: "근무 일정 추가", edit: "일정 수정", remove: "일정 삭제",
            previous: "이전 일정", next: "다음 일정",
            removeTitle: "일정에서 지울까요?", remove2: "삭제", keep: "유지")
    }
    var weekdaySeparator: String { "" }
    func scheduleBreak(_ minutes: Int) -> String { "휴게 \(minutes)분" }
    func scheduleFrom(_ date: LocalDate) -> String { "\(date)부터" }
    func scheduleUntil(_ date: LocalDate) -> String { "\(date)까지" }
    func weekly(_ time: String) -> String { "주 \(time)" }
    var nothingPlanned: String { "예정 없음" }
    func scheduleAdded(_ line: String, at workplace: String) -> String { "\(workplace) 일정 추가: \(line)" }
    func scheduleChanged(_ line: String, at workplace: String) -> String { "\(workplace) 일정 변경: \(line)" }
    func scheduleRemoved(_ line: String, at workplace: String) -> String {
        "\(workplace) 일정 삭제: \(line) (u: 되돌리기)"
    }
    func moneyAheadTitle(through last: String) -> String { "다가올 급여 · \(last)까지" }
    var noPaydaysAhead: String { "앞으로 석 달 동안 예상 급여가 없습니다 (근무 기록, 또는 S: 근무 일정)" }
    func paydaysTotal(_ total: String, count: Int) -> String { "합계 \(total) · 급여일 \(count)번" }
    func soFar(_ amount: String) -> String { "현재까지 \(amount)" }
    var notStarted: String { "시작 전" }
    func plannedShifts(_ count: Int, time: String) -> String { "예정: 근무 \(count)회, \(time)" }
    var moneyAheadKeyTitles: (previous: String, next: String, open: String) {
        ("이전 급여일", "다음 급여일", "그 기간의 근무와 예정")
    }
}

/// The schedule screen's words as the screens ask for them.
extension AppStrings {
    struct ScheduleWords {
        var title, newEntry, editEntry, days, from, until, noEnd, empty: String
        var narrowWeekdays: [String]
        var add, edit, remove, previous, next: String
        var removeTitle, remove2, keep: String
    }

    var scheduleWords: ScheduleWords { appWords.scheduleWords }

    /// The bar's title: `Cafe Blue · schedule`.
    func scheduleTitle(_ workplace: String) -> String { "\(workplace) · \(scheduleWords.title)" }

    /// One entry's line: `Mon Wed Fri  18:00–23:00  break 30  from Dec 1 until Feb 28`.
    func scheduleLine(_ entry: ScheduleEntry) -> String {
        let words = appWords
        let names = formWords.weekdays.dropFirst()
        let days = entry.days.map { names[names.startIndex + $0.daysFromMonday] }
            .joined(separator: words.weekdaySeparator)
        var line = "\(days)  \(entry.startTime)–\(entry.endTime)"
        line += "  " + words.scheduleBreak(entry.breakMinutes) + "  " + words.scheduleFrom(entry.from)
        if let until = entry.until { line += " " + words.scheduleUntil(until) }
        return line
    }

    /// An entry's paid time a week: `13h 30m/wk` / `주 13시간 30분`.
    func weeklyTime(_ entry: ScheduleEntry) -> String {
        appWords.weekly(workTime(entry.days.count * entry.shift(on: entry.from).paidMinutes))
    }

    /// This period's planned days, counted (`RuleWords.plannedCounts`): `Nov 1 – Nov 30: 4 worked ·
    /// 8 ahead · 1 missed · 1 closed`.
    func plannedCounts(_ days: [PlannedDay], period: String) -> String {
        let counts = RuleWords(language: language, place: .app).plannedCounts(days)
        return "\(period): " + (counts.isEmpty ? appWords.nothingPlanned : counts.joined(separator: " · "))
    }

    func scheduleAdded(_ entry: ScheduleEntry, at workplace: String) -> String {
        appWords.scheduleAdded(scheduleLine(entry), at: workplace)
    }

    func scheduleChanged(_ entry: ScheduleEntry, at workplace: String) -> String {
        appWords.scheduleChanged(scheduleLine(entry), at: workplace)
    }

    func scheduleRemoved(_ entry: ScheduleEntry, at workplace: String) -> String {
        appWords.scheduleRemoved(scheduleLine(entry), at: workplace)
    }
}

/// The money-ahead screen's words as the screen asks for them.
extension AppStrings {
    /// The bar's title: `Money ahead · through Feb 21`.
    func moneyAheadTitle(through last: LocalDate) -> String { appWords.moneyAheadTitle(through: shortDate(last)) }

    var noPaydaysAhead: String { appWords.noPaydaysAhead }

    /// `Total ₩2,480,210 · 3 paydays`.
    func paydaysTotal(_ total: Money, count: Int) -> String {
        appWords.paydaysTotal(total.formatted(language), count: count)
    }

    /// A payday's three lines, each with its amount: `Dec 10 · D-19 · GS25` and the expected
    /// net (`D-day` / `오늘 급여일` on the day); `Nov 1 – Nov 30` and `so far ₩1,068,812` (`not
    /// started` before the period's first day); `planned: 4 shifts, 28h` and `+₩502,958` (the
    /// planned part: the expected net less what is earned so far).
    func paydayLines(_ payday: UpcomingPayday, today: LocalDate) -> [(line: String, amount: String)] {
        let days = today.days(to: payday.payday)
        let first =
            "\(shortDate(payday.payday)) · \(compactDaysUntilPayday(days)) · \(payday.workplace)"
        let period = "\(shortDate(payday.period.start)) – \(shortDate(payday.period.end))"
        let soFar =
            today < payday.period.start ? appWords.notStarted : appWords.soFar(payday.earned.formatted(language))
        var planned = ("", "")
        if payday.expected.plannedAhead > 0 {
            planned = (
                appWords.plannedShifts(
                    payday.expected.plannedAhead, time: workTime(payday.expected.plannedAheadMinutes)),
                "+" + (payday.expected.net - payday.earned).formatted(language)
            )
        }
        return [(first, payday.expected.net.formatted(language)), (period, soFar), planned]
    }

    var moneyAheadKeyTitles: (previous: String, next: String, open: String) { appWords.moneyAheadKeyTitles }
}
