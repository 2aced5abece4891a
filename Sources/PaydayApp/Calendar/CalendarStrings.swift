import Payroll
import PayrollWords

/// The calendar's and payslip screen's words, in the app's language.
extension AppStrings {
    /// `November 2026` / `2026년 11월`.
    func monthTitle(year: Int, month: Int) -> String {
        switch language {
        case .english: "\(Self.englishMonthNames[month - 1]) \(year)"
        case .korean: "\(year)년 \(month)월"
        }
    }

    /// The weekday headings, Monday first (three cells at most: they fit a 40-column calendar).
    var weekdayHeadings: [String] {
        switch language {
        case .english: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        case .korean: ["월", "화", "수", "목", "금", "토", "일"]
        }
    }

    /// Hours in a calendar cell: `7h 30m` / `7시간 30분` when wide, `7.5h` when narrow.
    func dayHours(minutes: Int, narrow: Bool) -> String {
        guard narrow else { return WorkTimeFormat.string(minutes: minutes, language) }
        let tenths = (minutes * 10 + 30) / 60
        return tenths % 10 == 0 ? "\(tenths / 10)h" : "\(tenths / 10).\(tenths % 10)h"
    }

    /// Pay in a calendar cell: in full when wide; when narrow, rounded to four cells at most:
    /// `83k`, `124k` / `83천`, and from 100,000 won `12만` (the selected day's line has it in full).
    func dayPay(_ pay: Money, narrow: Bool) -> String {
        guard narrow else { return pay.formatted(language) }
        let thousands = (pay.won + 500) / 1000
        switch language {
        case .english: return "\(thousands)k"
        case .korean: return thousands < 100 ? "\(thousands)천" : "\((pay.won + 5000) / 10000)만"
        }
    }

    struct CalendarKeyTitles {
        var previousDay, nextDay, previousWeek, nextWeek, dayShifts: String
    }

    /// What the calendar's keys do, as `?` lists them.
    var calendarKeyTitles: CalendarKeyTitles {
        switch language {
        case .english:
            CalendarKeyTitles(
                previousDay: "previous day", nextDay: "next day", previousWeek: "a week back",
                nextWeek: "a week on", dayShifts: "the day's shifts (edit, add)")
        case .korean:
            CalendarKeyTitles(
                previousDay: "전날", nextDay: "다음 날", previousWeek: "한 주 전", nextWeek: "한 주 뒤",
                dayShifts: "그날의 근무 (수정, 추가)")
        }
    }

    struct PayslipKeyTitles {
        var lineUp, lineDown, pageUp, pageDown, top, bottom, left, right: String
    }

    /// What the payslip screen's keys do, as `?` lists them.
    var payslipKeyTitles: PayslipKeyTitles {
        switch language {
        case .english:
            PayslipKeyTitles(
                lineUp: "a line up", lineDown: "a line down", pageUp: "a page up", pageDown: "a page down",
                top: "to the top", bottom: "to the end", left: "sideways left", right: "sideways right")
        case .korean:
            PayslipKeyTitles(
                lineUp: "한 줄 위", lineDown: "한 줄 아래", pageUp: "한 쪽 위", pageDown: "한 쪽 아래",
                top: "맨 위로", bottom: "맨 끝으로", left: "왼쪽으로", right: "오른쪽으로")
        }
    }

    /// The navigation bar's title over a payslip: `Cafe Blue · payslip, November 2026`.
    func payslipTitle(_ workplace: String, year: Int, month: Int) -> String {
        switch language {
        case .english: "\(workplace) · payslip, \(monthTitle(year: year, month: month))"
        case .korean: "\(workplace) · \(monthTitle(year: year, month: month)) 급여명세서"
        }
    }

    /// Said on the home screen when a screen closed because its workplace left the file.
    func workplaceGone(_ name: String) -> String {
        language == .english
            ? "\(name) is no longer in the data file (changed by another program)"
            : "\(name) 일터가 데이터 파일에 없습니다 (다른 프로그램이 변경)"
    }

    var noWorkplaceData: String {
        language == .english ? "This workplace's shifts are not loaded." : "이 일터의 근무 기록을 불러오지 않았습니다."
    }

    var todayWord: String { language == .english ? "today" : "오늘" }

    private static let englishMonthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August",
        "September", "October", "November", "December",
    ]

    var planMarksTitle: String { language == .english ? "Marks on a day (the schedule)" : "날짜의 표시 (근무 일정)" }

    /// What a schedule mark on a calendar day means, for `?`.
    func planMarkMeaning(_ mark: CalendarDayView.PlanMark) -> String {
        switch (mark, language) {
        case (.planned, .english): "planned, still ahead"
        case (.planned, .korean): "예정 (아직 앞)"
        case (.worked, .english): "planned and worked"
        case (.worked, .korean): "예정대로 근무"
        case (.missed, .english): "planned, nothing recorded (missed)"
        case (.missed, .korean): "예정이었으나 기록 없음 (결근)"
        case (.excused, .english): "planned, not worked, with a reason (x)"
        case (.excused, .korean): "예정이었으나 사유 있는 부재 (x)"
        case (.dayOff, .english): "planned, a paid holiday"
        case (.dayOff, .korean): "예정일이 유급휴일"
        }
    }

    /// The selected day's schedule, for its line: `planned 09:00-13:00`, `missed 09:00-13:00`,
    /// `sick leave (planned 09:00-13:00)`.
    func planStatus(_ day: PlannedDay) -> String {
        let hours = "\(day.shift.start.timeOfDay)-\(day.shift.end.timeOfDay)"
        let english = language == .english
        if case .ahead = day.status, let kind = day.absence {
            return "\(absenceWord(kind)) (\(english ? "planned" : "예정") \(hours))"
        }
        switch day.status {
        case .ahead: return english ? "planned \(hours)" : "예정 \(hours)"
        case .worked: return english ? "planned \(hours), worked" : "예정 \(hours), 근무함"
        case .missed: return english ? "missed \(hours)" : "결근 \(hours)"
        case .dayOff: return english ? "paid holiday (planned \(hours))" : "유급휴일 (예정 \(hours))"
        case .excused(let kind): return "\(absenceWord(kind)) (\(english ? "planned" : "예정") \(hours))"
        }
    }

    /// `annual leave` / `연차`, and the other kinds of absence.
    func absenceWord(_ kind: Absence.Kind) -> String {
        switch (kind, language) {
        case (.leave, .english): "annual leave"
        case (.leave, .korean): "연차"
        case (.sick, .english): "sick"
        case (.sick, .korean): "병가"
        case (.off, .english): "day off (agreed)"
        case (.off, .korean): "휴무"
        case (.closed, .english): "closed by the employer"
        case (.closed, .korean): "휴업"
        }
    }

    /// The hint bar's word for `x`.
    var absenceHint: String { language == .english ? "absence" : "부재" }

    var absenceKeyTitle: String { language == .english ? "not worked: why (absence)" : "부재 사유 기록" }

    func absenceTitle(_ date: String) -> String {
        language == .english ? "\(date): not worked, why?" : "\(date): 부재 사유"
    }

    func removeAbsenceTitle(_ kind: String) -> String {
        language == .english ? "remove \(kind)" : "\(kind) 지우기"
    }

    func absenceRecorded(_ kind: String, _ date: String) -> String {
        language == .english ? "\(date): \(kind)" : "\(date): \(kind) 기록"
    }

    func absenceRemoved(_ date: String) -> String {
        language == .english ? "\(date): absence removed" : "\(date): 부재 사유 지움"
    }
}

/// The words of the calendar of every workplace.
extension AppStrings {
    var allWorkplacesTitle: String { language == .english ? "All workplaces" : "모든 일터" }
    var legendAll: String { language == .english ? "Columns:" : "열 순서:" }
    var legendOne: String { language == .english ? "Showing:" : "표시:" }
    var filterHint: String { language == .english ? "workplace" : "일터" }
    var filterKeyTitle: String {
        language == .english ? "show one workplace, the next, then all" : "일터 하나씩, 그다음 모두 보기"
    }
    var columnsNote: (mark: String, meaning: String) {
        language == .english
            ? ("●○ columns", "one column per workplace, in its colour, in the legend's order")
            : ("●○ 열", "일터마다 한 열, 일터의 색, 범례의 순서")
    }

    /// A mark in words, for the selected day's line: `worked`, `planned`, ...
    func planMarkWord(_ mark: CalendarDayView.PlanMark) -> String {
        switch (mark, language) {
        case (.planned, .english): "planned"
        case (.planned, .korean): "예정"
        case (.worked, .english): "worked"
        case (.worked, .korean): "근무"
        case (.missed, .english): "missed"
        case (.missed, .korean): "결근"
        case (.excused, .english): "absent"
        case (.excused, .korean): "부재"
        case (.dayOff, .english): "paid holiday"
        case (.dayOff, .korean): "유급휴일"
        }
    }
}
