import PaydayApp
import Payroll
import PayrollWords

/// The words of each reminder of `payday remind`: a title and a line, in English and Korean.
struct ReminderWords {
    let language: PayrollLanguage

    init(_ language: PayrollLanguage) { self.language = language }

    func words(_ reminder: Reminder) -> (title: String, body: String) {
        let name = reminder.workplace
        let english = language == .english
        switch reminder.kind {
        case .notClockedIn(let planned):
            let hours = "\(planned.startTime)-\(planned.endTime)"
            return english
                ? ("\(name): your shift has started", "planned \(hours) and you have not clocked in (payday clock in)")
                : ("\(name): 근무가 시작됐습니다", "\(hours) 예정인데 출근하지 않았습니다 (payday clock in)")
        case .openPastPlannedEnd(let open, let end):
            return english
                ? (
                    "\(name): still clocked in",
                    "the shift was planned to end at \(end.timeOfDay); clocked in since \(open.startTime) (payday clock out)"
                )
                : (
                    "\(name): 아직 출근 중입니다",
                    "근무는 \(end.timeOfDay)에 끝날 예정이었습니다; \(open.startTime)부터 출근 중 (payday clock out)"
                )
        case .openLong(let open, let minutes):
            let hours = WorkTimeFormat.string(minutes: minutes, language)
            return english
                ? (
                    "\(name): clocked in for \(hours)",
                    "since \(open.label); forgot to clock out? (payday clock out --at HH:mm)"
                )
                : ("\(name): \(hours)째 출근 중입니다", "\(open.label)부터; 퇴근을 잊었나요? (payday clock out --at HH:mm)")
        case .paydayToday(let period, let net):
            return english
                ? ("\(name): payday today", "the pay for \(period) is expected to be \(net.formatted(language))")
                : ("\(name): 오늘 급여일입니다", "\(period) 기간의 예상 급여는 \(net.formatted(language))입니다")
        case .shiftAhead(let planned):
            return ReminderAheadWords.words(language).shiftAhead(name, planned)
        case .paydayTomorrow(let period, let net):
            return ReminderAheadWords.words(language).paydayTomorrow(name, period: period, net: net.formatted(language))
        }
    }
}
