import Payroll
import PayrollWords

/// What `payday clock out` says when it refuses a forgotten clock-out without `--at`.
protocol ClockOutWording {
    /// The command to give instead, with the planned end (or `HH:mm` when there is none).
    func useInstead(_ command: String) -> String
}

enum ClockOutWords {
    struct English: ClockOutWording {
        func useInstead(_ command: String) -> String { "Not closed at now; say when you left: \(command)" }
    }

    struct Korean: ClockOutWording {
        func useInstead(_ command: String) -> String { "지금으로 닫지 않았습니다; 퇴근한 시각을 주세요: \(command)" }
    }

    /// The refusal of a clock-out without `--at` for a forgotten shift at `workplace`, in both
    /// languages: why, and the command with the planned end (`payday clock out --at 23:00`).
    static func refusal(_ forgotten: ForgottenClockOut, since open: OpenShift, workplace: String) -> CommandFailure {
        let end = forgotten.proposedEnd
        var command = "payday clock out " + ArgumentText.shellWord(workplace)
        if let end {
            if end.date != open.date { command += " --date \(end.date)" }
            command += " --at \(end.timeOfDay)"
        } else {
            command += " --date YYYY-MM-DD --at HH:mm"
        }
        func sentence(_ language: PayrollLanguage) -> String {
            let clock = ClockWords.words(language)
            let why =
                switch forgotten {
                case .pastPlannedEnd(let end): clock.forgottenPastPlan(end: end, since: open)
                case .unplanned(let minutes): clock.forgottenUnplanned(minutes: minutes, since: open)
                }
            let words: any ClockOutWording = language == .english ? English() : Korean()
            return TerminalText.line(workplace) + ": " + why + " " + words.useInstead(command)
        }
        return CommandFailure(sentence)
    }
}
