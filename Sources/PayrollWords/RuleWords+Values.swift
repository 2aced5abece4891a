import Foundation
import Payroll

/// A value's problems in words: a type, a number out of its range, a date, a name out of a list.
extension RuleWords {

    func valueReason(_ reason: DataProblem.Reason) -> String {
        switch reason {
        case .wrongType(let expected, let found):
            return english
                ? "expected \(self.expected(expected)), found \(kind(found))"
                : "\(Korean.word(self.expected(expected), .subject)) 와야 하는데 \(Korean.word(kind(found), .subject)) 있습니다"
        case .unknownField(let name, let suggestion, let known):
            if english {
                return "unknown field \"\(name)\""
                    + (suggestion.map { "; did you mean \"\($0)\"?" }
                        ?? "; the fields here are " + quoted(known))
            }
            return "알 수 없는 필드 \"\(name)\""
                + (suggestion.map { "; \"\($0)\"\(Korean.particle(.object, after: $0)) 쓰려던 건가요?" }
                    ?? "; 여기서 쓸 수 있는 필드: " + quoted(known))
        case .repeatedField:
            return english ? "given twice; keep one" : "두 번 있습니다; 하나만 두세요"
        case .missingField(nil, let example):
            return english
                ? "missing required field; add \(example)" : "필수 필드가 없습니다; \(Korean.word(example, .object)) 추가하세요"
        case .missingField(let field?, let example):
            return english
                ? "missing required field \"\(field)\"; add \(example)"
                : "필수 필드 \"\(field)\"\(Korean.particle(.subject, after: field)) 없습니다; \(Korean.word(example, .object)) 추가하세요"
        case .outOfRange(let written, let value, let number):
            let positive = value <= 0 && number.range.lowerBound > 0
            if english {
                return
                    "\(written) \(positive ? "must be more than zero" : "is out of range"); expected \(wholeNumber(number))"
            }
            return
                "\(Korean.word(written, .topic)) \(positive ? "0보다 커야 합니다" : "범위를 벗어납니다"); \(wholeNumber(number))를 쓰세요"
        case .notWhole(let written, let number):
            return english
                ? "\(written) is not a whole number in range; expected \(wholeNumber(number))"
                : "\(Korean.word(written, .topic)) 범위 안의 정수가 아닙니다; \(wholeNumber(number))를 쓰세요"
        case .notOneOf(let text, let allowed, let suggestion):
            return english
                ? "\"\(text)\" is not one of \(quoted(allowed))"
                    + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "")
                : "\"\(text)\"\(Korean.particle(.topic, after: text)) \(quoted(allowed)) 중 하나가 아닙니다"
                    + (suggestion.map { "; \"\($0)\"\(Korean.particle(.object, after: $0)) 쓰려던 건가요?" } ?? "")
        case .notADate(let text):
            return english
                ? "\"\(text)\" is not a date; write YYYY-MM-DD, such as \"2026-11-02\""
                : "\"\(text)\"\(Korean.particle(.topic, after: text)) 날짜가 아닙니다; \"2026-11-02\"처럼 YYYY-MM-DD로 쓰세요"
        case .dateOutsideLimits(let date, let allowed):
            return english
                ? "\(date) is outside the dates payday takes, \(allowed.lowerBound) to \(allowed.upperBound) (a digit missing from the year?)"
                : "\(Korean.word(date, .topic)) 받을 수 있는 날짜(\(allowed.lowerBound)~\(allowed.upperBound)) 밖입니다 (연도 오타?)"
        case .notATime(let text):
            return english
                ? "\"\(text)\" is not a time; write HH:mm on a 24-hour clock, 00:00 to 23:59"
                : "\"\(text)\"\(Korean.particle(.topic, after: text)) 시각이 아닙니다; 24시간제 HH:mm(00:00~23:59)으로 쓰세요"
        case .empty:
            return english ? "must not be empty" : "비어 있으면 안 됩니다"
        case .notContractHours(let written):
            return JobTermsWords.of(language).notContractHours(written, option: nil)
        default:
            preconditionFailure("dataReason sends only these here")
        }
    }

    /// `"a", "b", "c"`.
    func quoted(_ words: [String]) -> String {
        words.map { "\"\($0)\"" }.joined(separator: ", ")
    }

    func kind(_ kind: JSONKind) -> String {
        switch (kind, english) {
        case (.object, true): "an object"
        case (.object, false): "객체"
        case (.array, true): "an array"
        case (.array, false): "목록"
        case (.string, true): "a string"
        case (.string, false): "문자열"
        case (.number, true): "a number"
        case (.number, false): "숫자"
        case (.bool, true): "true or false"
        case (.bool, false): "true나 false"
        case (.null, _): "null"
        }
    }

    func expected(_ expected: DataProblem.Expected) -> String {
        switch (expected, english) {
        case (.object, true): "an object { ... }"
        case (.object, false): "객체 { ... }"
        case (.list, true): "a list [ ... ]"
        case (.list, false): "목록 [ ... ]"
        case (.string, true): "a string in double quotes"
        case (.string, false): "큰따옴표로 감싼 문자열"
        case (.bool, true): "true or false"
        case (.bool, false): "true나 false"
        case (.wholeNumber(let number), _): wholeNumber(number)
        case (.nameOrWorker, true):
            "a name in double quotes or an object such as {\"name\": \"김민지\", \"dependants\": 1}"
        case (.nameOrWorker, false): "큰따옴표로 감싼 이름이나 {\"name\": \"김민지\", \"dependants\": 1} 같은 객체"
        case (.holidayList, true): "an object with \"years\" and \"holidays\""
        case (.holidayList, false): "\"years\"와 \"holidays\"가 있는 객체"
        case (.taxRow, true): "[from, below, 11 taxes] (13 whole numbers)"
        case (.taxRow, false): "[시작, 끝, 세액 11개] (정수 13개)"
        }
    }

    /// `a whole number from 1 to 31 hours` / `1~31시간의 정수`.
    func wholeNumber(_ number: DataProblem.WholeNumber) -> String {
        let (low, high) = (number.range.lowerBound, number.range.upperBound)
        return english
            ? "a whole number from \(low) to \(high)\(unit(number.unit))" : "\(low)~\(high)\(unit(number.unit))의 정수"
    }

    func unit(_ unit: DataProblem.WholeNumber.Unit) -> String {
        switch (unit, english) {
        case (.none, _): ""
        case (.won, true): " won"
        case (.won, false): "원"
        case (.thousandWon, true): " thousand won"
        case (.thousandWon, false): "천원"
        case (.wonAnHour, true): " won an hour"
        case (.wonAnHour, false): "원(시급)"
        case (.hours, true): " hours"
        case (.hours, false): "시간"
        case (.minutes, true): " minutes"
        case (.minutes, false): "분"
        case (.years, true): " years"
        case (.years, false): "년"
        case (.percent, true): " percent"
        case (.percent, false): "%"
        case (.dependants, true): " (the worker counts as one)"
        case (.dependants, false): "명(본인 포함)"
        }
    }
}
