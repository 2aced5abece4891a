import Payroll

/// The words of clocking in and out that more than one place says: a clock-in refused before a
/// shift recorded since, a forgotten clock-out and the break proposed for it.
public protocol ClockWording: Sendable {
    /// A clock-in at `moment` refused: `shift` at `workplace` began after it and would overlap.
    func clockInBeforeShift(_ moment: LocalMoment, workplace: String, _ shift: Shift) -> String
    /// The open shift ran well past its planned end (`end`): the end proposed instead of now.
    func forgottenPastPlan(end: LocalMoment, since open: OpenShift) -> String
    /// Open for `minutes` with no plan: the end is asked for.
    func forgottenUnplanned(minutes: Int, since open: OpenShift) -> String
    /// The legal least break for a shift of `minutes` from start to end.
    func legalBreak(_ breakMinutes: Int, forMinutes minutes: Int) -> String
}

/// The clock's words in the language asked for.
public enum ClockWords {
    public static func words(_ english: Bool) -> any ClockWording { english ? English() : Korean() }
    public static func words(_ language: PayrollLanguage) -> any ClockWording { words(language == .english) }

    public struct English: ClockWording {
        public init() {}

        public func clockInBeforeShift(_ moment: LocalMoment, workplace: String, _ shift: Shift) -> String {
            "\(moment.label) is before the shift \(shift.label) at \(workplace), recorded since: "
                + "a shift open from then would overlap it; clock in after \(shift.end.label)"
        }

        public func forgottenPastPlan(end: LocalMoment, since open: OpenShift) -> String {
            "open since \(open.label), more than 2 hours past its planned end \(end.timeOfDay): forgot to clock out?"
        }

        public func forgottenUnplanned(minutes: Int, since open: OpenShift) -> String {
            "open since \(open.label), \(WorkTimeFormat.string(minutes: minutes, .english)) with no plan: "
                + "forgot to clock out?"
        }

        public func legalBreak(_ breakMinutes: Int, forMinutes minutes: Int) -> String {
            "the legal least break for \(WorkTimeFormat.string(minutes: minutes, .english)) is \(breakMinutes) min"
        }
    }

    public struct Korean: ClockWording {
        public init() {}

        public func clockInBeforeShift(_ moment: LocalMoment, workplace: String, _ shift: Shift) -> String {
            "\(PayrollWords.Korean.word(moment.label, .topic)) 그 뒤에 기록된 \(workplace)의 근무 \(shift.label)보다 앞섭니다: "
                + "그때부터 열린 근무는 그 근무와 겹칩니다; \(shift.end.label) 이후에 출근하세요"
        }

        public func forgottenPastPlan(end: LocalMoment, since open: OpenShift) -> String {
            "\(open.label)부터 열린 근무가 예정된 끝 \(PayrollWords.Korean.word(end.timeOfDay, .object)) 2시간 넘게 지났습니다: 퇴근을 잊으셨나요?"
        }

        public func forgottenUnplanned(minutes: Int, since open: OpenShift) -> String {
            "\(open.label)부터 \(WorkTimeFormat.string(minutes: minutes, .korean)) 열려 있고 예정이 없습니다: "
                + "퇴근을 잊으셨나요?"
        }

        public func legalBreak(_ breakMinutes: Int, forMinutes minutes: Int) -> String {
            "\(WorkTimeFormat.string(minutes: minutes, .korean)) 근무의 법정 최소 휴게는 \(breakMinutes)분입니다"
        }
    }
}
