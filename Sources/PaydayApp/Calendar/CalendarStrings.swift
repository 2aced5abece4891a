import Payroll
import PayrollWords

/// The calendar's and payslip screen's words, in English and Korean (a sentence missing in one
/// language does not compile). `String` arguments come formatted.
protocol CalendarWords: Sendable {
    /// `November 2026` / `2026년 11월`.
    func monthTitle(year: Int, month: Int) -> String
    /// The weekday headings, Monday first (three cells at most: they fit a 40-column calendar).
    var weekdayHeadings: [String] { get }
    /// Pay in a narrow calendar cell, four cells at most: `83k` / `83천`, `12만`.
    func narrowPay(won: Int) -> String
    var calendarKeyTitles: AppStrings.CalendarKeyTitles { get }
    var payslipKeyTitles: AppStrings.PayslipKeyTitles { get }
    /// The navigation bar's title over a payslip: `Cafe Blue · payslip, November 2026`.
    func payslipTitle(_ workplace: String, month: String) -> String
    /// Said on the home screen when a screen closed because its workplace left the file.
    func workplaceGone(_ name: String) -> String
    var noWorkplaceData: String { get }
    var todayWord: String { get }
    var planMarksTitle: String { get }
    /// What a schedule mark on a calendar day means, for `?`.
    func planMarkMeaning(_ mark: CalendarDayView.PlanMark) -> String
    /// A mark in words, for the selected day's line: `worked`, `planned`, ...
    func planMarkWord(_ mark: CalendarDayView.PlanMark) -> String
    /// The selected day's schedule when not an absence: `planned 09:00-13:00`, `missed 09:00-13:00`.
    func planStatus(_ status: PlannedDay.Status, hours: String) -> String
    /// An absence on a planned day: `sick (planned 09:00-13:00)`.
    func absentFromPlan(_ kind: String, hours: String) -> String
    /// `annual leave` / `연차`, and the other kinds of absence.
    func absenceWord(_ kind: Absence.Kind) -> String
    /// The hint bar's word for `x`.
    var absenceHint: String { get }
    var absenceKeyTitle: String { get }
    func absenceTitle(_ date: String) -> String
    func removeAbsenceTitle(_ kind: String) -> String
    func absenceRecorded(_ kind: String, _ date: String) -> String
    func absenceRemoved(_ date: String) -> String
    // The calendar of every workplace.
    var allWorkplacesTitle: String { get }
    var legendAll: String { get }
    var legendOne: String { get }
    var filterHint: String { get }
    var filterKeyTitle: String { get }
    var columnsNote: (mark: String, meaning: String) { get }
}

extension English: CalendarWords {
    private static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August",
        "September", "October", "November", "December",
    ]

    func monthTitle(year: Int, month: Int) -> String { "\(Self.monthNames[month - 1]) \(year)" }
    var weekdayHeadings: [String] { ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] }
    func narrowPay(won: Int) -> String { "\((won + 500) / 1000)k" }
    var calendarKeyTitles: AppStrings.CalendarKeyTitles {
        AppStrings.CalendarKeyTitles(
            previousDay: "previous day", nextDay: "next day", previousWeek: "a week back",
            nextWeek: "a week on", dayShifts: "the day's shifts (edit, add)")
    }
    var payslipKeyTitles: AppStrings.PayslipKeyTitles {
        AppStrings.PayslipKeyTitles(
            lineUp: "a line up", lineDown: "a line down", pageUp: "a page up", pageDown: "a page down",
            top: "to the top", bottom: "to the end", left: "sideways left", right: "sideways right")
    }
    func payslipTitle(_ workplace: String, month: String) -> String { "\(workplace) · payslip, \(month)" }
    func workplaceGone(_ name: String) -> String {
        "\(name) is no longer in the data file (changed by another program)"
    }
    var noWorkplaceData: String { "This workplace's shifts are not loaded." }
    var todayWord: String { "today" }
    var planMarksTitle: String { "Marks on a day (the schedule)" }
    func planMarkMeaning(_ mark: CalendarDayView.PlanMark) -> String {
        switch mark {
        case .planned: "planned, still ahead"
        case .worked: "planned and worked"
        case .missed: "planned, nothing recorded (missed)"
        case .excused: "planned, not worked, with a reason (x)"
        case .dayOff: "planned, a paid holiday"
        }
    }
    func planMarkWord(_ mark: CalendarDayView.PlanMark) -> String {
        switch mark {
        case .planned: "planned"
        case .worked: "worked"
        case .missed: "missed"
        case .excused: "absent"
        case .dayOff: "paid holiday"
        }
    }
    func planStatus(_ status: PlannedDay.Status, hours: String) -> String {
        switch status {
        case .ahead, .excused: "planned \(hours)"
        case .worked: "planned \(hours), worked"
        case .missed: "missed \(hours)"
        case .dayOff: "paid holiday (planned \(hours))"
        }
    }
    func absentFromPlan(_ kind: String, hours: String) -> String { "\(kind) (planned \(hours))" }
    func absenceWord(_ kind: Absence.Kind) -> String {
        switch kind {
        case .leave: "annual leave"
        case .sick: "sick"
        case .off: "day off (agreed)"
        case .closed: "closed by the employer"
        }
    }
    var absenceHint: String { "absence" }
    var absenceKeyTitle: String { "not worked: why (absence)" }
    func absenceTitle(_ date: String) -> String { "\(date): not worked, why?" }
    func removeAbsenceTitle(_ kind: String) -> String { "remove \(kind)" }
    func absenceRecorded(_ kind: String, _ date: String) -> String { "\(date): \(kind)" }
    func absenceRemoved(_ date: String) -> String { "\(date): absence removed" }
    var allWorkplacesTitle: String { "All workplaces" }
    var legendAll: String { "Columns:" }
    var legendOne: String { "Showing:" }
    var filterHint: String { "workplace" }
    var filterKeyTitle: String { "show one workplace, the next, then all" }
    var columnsNote: (mark: String, meaning: String) {
        ("●○ columns", "one column per workplace, in its colour, in the legend's order")
    }
}

extension Korean: CalendarWords {
    func monthTitle(year: Int, month: Int) -> String { "\(year)년 \(month)월" }
    var weekdayHeadings: [String] { Weekday.allCases.map(\.koreanName) }
    func narrowPay(won: Int) -> String {
        let thousands = (won + 500) / 1000
        return thousands < 100 ? "\(thousands)천" : "\((won + 5000) / 10000)만"
    }
    var calendarKeyTitles: AppStrings.CalendarKeyTitles {
        AppStrings.CalendarKeyTitles(
            previousDay: "전날", nextDay: "다음 날", previousWeek: "한 주 전", nextWeek: "한 주 뒤",
            dayShifts: "그날의 근무 (수정, 추가)")
    }
    var payslipKeyTitles: AppStrings.PayslipKeyTitles {
        AppStrings.PayslipKeyTitles(
            lineUp: "한 줄 위", lineDown: "한 줄 아래", pageUp: "한 쪽 위", pageDown: "한 쪽 아래",
            top: "맨 위로", bottom: "맨 끝으로", left: "왼쪽으로", right: "오른쪽으로")
    }
    func payslipTitle(_ workplace: String, month: String) -> String { "\(workplace) · \(month) 급여명세서" }
    func workplaceGone(_ name: String) -> String { "\(name) 일터가 데이터 파일에 없습니다 (다른 프로그램이 변경)" }
    var noWorkplaceData: String { "이 일터의 근무 기록을 불러오지 않았습니다." }
    var todayWord: String { "오늘" }
    var planMarksTitle: String { "날짜의 표시 (근무 일정)" }
    func planMarkMeaning(_ mark: CalendarDayView.PlanMark) -> String {
        switch mark {
        case .planned: "예정 (아직 앞)"
        case .worked: "예정대로 근무"
        case .missed: "예정이었으나 기록 없음 (결근)"
        case .excused: "예정이었으나 사유 있는 부재 (x)"
        case .dayOff: "예정일이 유급휴일"
        }
    }
    func planMarkWord(_ mark: CalendarDayView.PlanMark) -> String {
        switch mark {
        case .planned: "예정"
        case .worked: "근무"
        case .missed: "결근"
        case .excused: "부재"
        case .dayOff: "유급휴일"
        }
    }
    func planStatus(_ status: PlannedDay.Status, hours: String) -> String {
        switch status {
        case .ahead, .excused: "예정 \(hours)"
        case .worked: "예정 \(hours), 근무함"
        case .missed: "결근 \(hours)"
        case .dayOff: "유급휴일 (예정 \(hours))"
        }
    }
    func absentFromPlan(_ kind: String, hours: String) -> String { "\(kind) (예정 \(hours))" }
    func absenceWord(_ kind: Absence.Kind) -> String {
        switch kind {
        case .leave: "연차"
        case .sick: "병가"
        case .off: "휴무"
        case .closed: "휴업"
        }
    }
    var absenceHint: String { "부재" }
    var absenceKeyTitle: String { "부재 사유 기록" }
    func absenceTitle(_ date: String) -> String { "\(date): 부재 사유" }
    func removeAbsenceTitle(_ kind: String) -> String { "\(kind) 지우기" }
    func absenceRecorded(_ kind: String, _ date: String) -> String { "\(date): \(kind) 기록" }
    func absenceRemoved(_ date: String) -> String { "\(date): 부재 사유 지움" }
    var allWorkplacesTitle: String { "모든 일터" }
    var legendAll: String { "열 순서:" }
    var legendOne: String { "표시:" }
    var filterHint: String { "일터" }
    var filterKeyTitle: String { "일터 하나씩, 그다음 모두 보기" }
    var columnsNote: (mark: String, meaning: String) { ("●○ 열", "일터마다 한 열, 일터의 색, 범례의 순서") }
}

/// The calendar's words as the screens ask for them.
extension AppStrings {
    struct CalendarKeyTitles {
        var previousDay, nextDay, previousWeek, nextWeek, dayShifts: String
    }

    struct PayslipKeyTitles {
        var lineUp, lineDown, pageUp, pageDown, top, bottom, left, right: String
    }

    func monthTitle(year: Int, month: Int) -> String { appWords.monthTitle(year: year, month: month) }
    var weekdayHeadings: [String] { appWords.weekdayHeadings }

    /// Hours in a calendar cell: `7h 30m` / `7시간 30분` when wide, `7.5h` when narrow.
    func dayHours(minutes: Int, narrow: Bool) -> String {
        guard narrow else { return WorkTimeFormat.string(minutes: minutes, language) }
        let tenths = (minutes * 10 + 30) / 60
        return tenths % 10 == 0 ? "\(tenths / 10)h" : "\(tenths / 10).\(tenths % 10)h"
    }

    /// Pay in a calendar cell: in full when wide; when narrow, rounded to four cells at most:
    /// `83k`, `124k` / `83천`, and from 100,000 won `12만` (the selected day's line has it in full).
    func dayPay(_ pay: Money, narrow: Bool) -> String {
        narrow ? appWords.narrowPay(won: pay.won) : pay.formatted(language)
    }

    var calendarKeyTitles: CalendarKeyTitles { appWords.calendarKeyTitles }
    var payslipKeyTitles: PayslipKeyTitles { appWords.payslipKeyTitles }

    /// The payslip screen's title, naming the workplace's own period.
    func payslipTitle(_ workplace: String, period: PayPeriod) -> String {
        appWords.payslipTitle(workplace, month: periodTitle(period))
    }

    /// A period as a title names it: the month for monthly pay (`November 2026`), else the
    /// weekly or daily period's own name (`week of 2026-11-23`).
    func periodTitle(_ period: PayPeriod) -> String {
        period.isMonthly
            ? monthTitle(year: period.year, month: period.month) : language.cadenceWords.periodName(period)
    }

    func workplaceGone(_ name: String) -> String { appWords.workplaceGone(name) }
    var noWorkplaceData: String { appWords.noWorkplaceData }
    var todayWord: String { appWords.todayWord }
    var planMarksTitle: String { appWords.planMarksTitle }
    func planMarkMeaning(_ mark: CalendarDayView.PlanMark) -> String { appWords.planMarkMeaning(mark) }
    func planMarkWord(_ mark: CalendarDayView.PlanMark) -> String { appWords.planMarkWord(mark) }

    /// The selected day's schedule, for its line: `planned 09:00-13:00`, `missed 09:00-13:00`,
    /// `sick leave (planned 09:00-13:00)`.
    func planStatus(_ day: PlannedDay) -> String {
        let hours = "\(day.shift.start.timeOfDay)-\(day.shift.end.timeOfDay)"
        if case .excused(let kind) = day.standing { return appWords.absentFromPlan(absenceWord(kind), hours: hours) }
        return appWords.planStatus(day.status, hours: hours)
    }

    func absenceWord(_ kind: Absence.Kind) -> String { appWords.absenceWord(kind) }
    var absenceHint: String { appWords.absenceHint }
    var absenceKeyTitle: String { appWords.absenceKeyTitle }
    func absenceTitle(_ date: String) -> String { appWords.absenceTitle(date) }
    func removeAbsenceTitle(_ kind: String) -> String { appWords.removeAbsenceTitle(kind) }
    func absenceRecorded(_ kind: String, _ date: String) -> String { appWords.absenceRecorded(kind, date) }
    func absenceRemoved(_ date: String) -> String { appWords.absenceRemoved(date) }
    var allWorkplacesTitle: String { appWords.allWorkplacesTitle }
    var legendAll: String { appWords.legendAll }
    var legendOne: String { appWords.legendOne }
    var filterHint: String { appWords.filterHint }
    var filterKeyTitle: String { appWords.filterKeyTitle }
    var columnsNote: (mark: String, meaning: String) { appWords.columnsNote }
}
