import Payroll

/// Durations as the card shows them: `12h 30m` (English), `12시간 30분` (Korean).
public enum WorkTimeFormat {
    /// `12h 30m`, `12h`, `45m`; `-` for no time at all ("a row with nothing to show reads `-`").
    public static func string(minutes: Int, _ language: PayrollLanguage) -> String {
        guard minutes != 0 else { return "-" }
        let sign = minutes < 0 ? "-" : ""
        let hours = minutes.magnitude / 60
        let rest = minutes.magnitude % 60
        let (hourUnit, minuteUnit) = language.words.timeUnits
        switch (hours, rest) {
        case (0, _): return "\(sign)\(rest)\(minuteUnit)"
        case (_, 0): return "\(sign)\(hours)\(hourUnit)"
        default: return "\(sign)\(hours)\(hourUnit) \(rest)\(minuteUnit)"
        }
    }
}
