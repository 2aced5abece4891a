import Payroll
import PayrollWords

/// The words of what `payday remind` tells ahead: a planned shift soon, a payday tomorrow; and
/// what is wrong with `--ahead`.
protocol ReminderAheadWording {
    func shiftAhead(_ workplace: String, _ planned: Shift) -> (title: String, body: String)
    func paydayTomorrow(_ workplace: String, period: PayPeriod, net: String) -> (title: String, body: String)
    func badAhead(_ text: String, range: ClosedRange<Int>) -> String
}

enum ReminderAheadWords {
    static func words(_ language: PayrollLanguage) -> any ReminderAheadWording {
        language == .english ? English() : Korean()
    }

    struct English: ReminderAheadWording {
        func shiftAhead(_ workplace: String, _ planned: Shift) -> (title: String, body: String) {
            ("\(workplace): a shift soon", "planned \(planned.date) \(planned.startTime)-\(planned.endTime)")
        }

        func paydayTomorrow(_ workplace: String, period: PayPeriod, net: String) -> (title: String, body: String) {
            ("\(workplace): payday tomorrow", "the pay for \(period) is expected to be \(net)")
        }

        func badAhead(_ text: String, range: ClosedRange<Int>) -> String {
            "--ahead \(text) is not a time ahead; write minutes or hours (90m, 12h) from "
                + "\(range.lowerBound)m to \(range.upperBound / 60)h"
        }
    }

    struct Korean: ReminderAheadWording {
        func shiftAhead(_ workplace: String, _ planned: Shift) -> (title: String, body: String) {
            ("\(workplace): 곧 근무가 있습니다", "\(planned.date) \(planned.startTime)-\(planned.endTime) 예정")
        }

        func paydayTomorrow(_ workplace: String, period: PayPeriod, net: String) -> (title: String, body: String) {
            ("\(workplace): 내일 급여일입니다", "\(period) 기간의 예상 급여는 \(net)입니다")
        }

        func badAhead(_ text: String, range: ClosedRange<Int>) -> String {
            "--ahead \(PayrollWords.Korean.word(text, .topic)) 앞으로의 시간이 아닙니다; 분이나 시간으로 쓰세요 (90m, 12h): "
                + "\(range.lowerBound)m~\(range.upperBound / 60)h"
        }
    }

    /// Minutes from `90m`, `12h` or `90` (minutes); nil when not that or outside `range`.
    static func minutes(_ text: String, range: ClosedRange<Int>) -> Int? {
        var digits = Substring(text.lowercased())
        var unit = 1
        if digits.hasSuffix("h") {
            unit = 60
            digits = digits.dropLast()
        } else if digits.hasSuffix("m") {
            digits = digits.dropLast()
        }
        guard !digits.isEmpty, digits.count <= 6, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            let number = Int(digits), range.contains(number * unit)
        else { return nil }
        return number * unit
    }
}
