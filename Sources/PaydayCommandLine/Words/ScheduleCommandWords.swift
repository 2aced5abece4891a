import Payroll
import PayrollWords

/// What `payday schedule` and `payday absence` refuse among their arguments: the week's plan and
/// the days off in it. A protocol, so a sentence missing in one language does not compile.
protocol ScheduleCommandWords: Sendable {
    /// `DAYS text` of which `item` is no day.
    func notADay(_ text: String, item: String) -> String
    func noScheduleYet(_ workplace: String) -> String
    /// N outside the `count` entries of `workplace`'s schedule.
    func noSuchEntry(_ workplace: String, count: Int) -> String
    var untilOrNoUntil: String { get }
    /// `schedule edit` with no option.
    var scheduleNothingToChange: String { get }
    /// `absence add` with a KIND that is none of the four.
    func notAKind(_ text: String) -> String
    func noAbsence(_ workplace: String, on day: LocalDate) -> String
}

extension English: ScheduleCommandWords {
    func notADay(_ text: String, item: String) -> String {
        "DAYS \(text): \"\(item)\" is not a day; write days like mon,wed,fri or 월,수,금 (a range: mon-fri)"
    }
    func noScheduleYet(_ workplace: String) -> String {
        "\(workplace) has no schedule yet; add one with payday schedule add \"\(workplace)\" mon,wed,fri 18:00 23:00"
    }
    func noSuchEntry(_ workplace: String, count: Int) -> String {
        "\(workplace) has \(count) schedule entries; N is 1 to \(count) (payday schedule list)"
    }
    var untilOrNoUntil: String { "give --until DATE or --no-until, not both" }
    var scheduleNothingToChange: String {
        "nothing to change; give --days, --start, --end, --break, --from, --until or --no-until"
    }
    func notAKind(_ text: String) -> String {
        "KIND \(text) is not one of leave (연차), sick (병가), off (휴무, agreed with the employer), "
            + "closed (휴업, the employer cancelled the work)"
    }
    func noAbsence(_ workplace: String, on day: LocalDate) -> String {
        "\(workplace) has no absence on \(day) (payday absence list)"
    }
}

extension Korean: ScheduleCommandWords {
    func notADay(_ text: String, item: String) -> String {
        "DAYS \(text): \"\(item)\"\(Korean.particle(.topic, after: item)) 요일이 아닙니다; 월,수,금처럼 쓰세요 (범위: 월-금)"
    }
    func noScheduleYet(_ workplace: String) -> String {
        "\(workplace)에 아직 일정이 없습니다; 추가하세요: payday schedule add \"\(workplace)\" 월,수,금 18:00 23:00"
    }
    func noSuchEntry(_ workplace: String, count: Int) -> String {
        "\(workplace)의 일정은 \(count)개입니다; N은 1부터 \(count)까지입니다 (payday schedule list)"
    }
    var untilOrNoUntil: String { "--until DATE와 --no-until 중 하나만 주세요" }
    var scheduleNothingToChange: String {
        "바꿀 것이 없습니다; --days, --start, --end, --break, --from, --until, --no-until 중 하나를 주세요"
    }
    func notAKind(_ text: String) -> String {
        "KIND \(Korean.word(text, .topic)) 연차, 병가, 휴무(사용자와 합의), 휴업(사용자가 일을 취소) 중 하나가 아닙니다"
    }
    func noAbsence(_ workplace: String, on day: LocalDate) -> String {
        "\(workplace)에 \(day)의 결근 사유가 없습니다 (payday absence list)"
    }
}
