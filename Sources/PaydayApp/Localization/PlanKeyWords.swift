import Payroll
import PayrollWords

/// The home screen's plan keys (`S` the workplace's schedule, `m` money ahead, `C` the calendar
/// of every workplace) as `?` lists them, and the hint bar's word for `S`, in English and Korean.
protocol PlanKeyWords: Sendable {
    var planKeys: PlanKeyTitles { get }
    /// The hint bar's word for `S` (the workplace screen).
    var scheduleKeyHint: String { get }
}

/// What each plan key does.
struct PlanKeyTitles {
    var schedule, moneyAhead, allCalendar: String
}

extension English: PlanKeyWords {
    var planKeys: PlanKeyTitles {
        PlanKeyTitles(
            schedule: "this workplace's weekly schedule", moneyAhead: "money ahead: the paydays to come",
            allCalendar: "calendar of all workplaces")
    }
    var scheduleKeyHint: String { "schedule" }
}

extension Korean: PlanKeyWords {
    var planKeys: PlanKeyTitles {
        PlanKeyTitles(schedule: "이 일터의 주간 근무 일정", moneyAhead: "다가올 급여: 앞으로의 급여일", allCalendar: "모든 일터의 달력")
    }
    var scheduleKeyHint: String { "근무 일정" }
}

extension AppStrings {
    /// What the home screen's plan keys do, as `?` lists them.
    var planKeyTitles: PlanKeyTitles { appWords.planKeys }

    /// The hint bar's word for `S` (the workplace screen).
    var scheduleHint: String { appWords.scheduleKeyHint }
}
