import FoundationEssentials
import Payroll

#if canImport(Glibc)
import Glibc
#endif

extension Korean: DataProblemWords {
    public func textPlace(line: Int, column: Int) -> String { "\(line)행 \(column)열" }

    public func problemCount(_ count: Int) -> String { "문제 \(count)개" }

    // MARK: The file itself

    public func fileReason(_ reason: DataProblem.Reason, place: RuleWords.Place) -> String {
        switch reason {
        case .noSuchFile:
            let cli = place == .commandLine
            return "파일이 없습니다" + (cli ? "; --data FILE로 다른 파일을 지정하세요" : "")
        case .notAFile(let kind):
            if kind == .folder { return "폴더라 데이터 파일이 아닙니다" }
            return "\(Korean.word(fileKind(kind), .copula)) 데이터 파일이 아닙니다"
        case .tooLarge(let bytes):
            let most = RegularFile.maximumMegabytes
            return "\(bytes >> 20)MB로 데이터 파일이 될 수 있는 크기(최대 \(most)MB)보다 큽니다; 읽지 않았습니다"
        case .unreadable(let code):
            return "읽을 수 없습니다 (\(osError(code))); 권한을 확인하세요"
        case .syntax(let fault):
            return ("올바른 JSON이 아닙니다: ") + syntaxFault(fault)
        case .shippedFileMissing(.demo):
            return "payday와 함께 설치되는 데모 데이터를 실행 파일 옆에서 찾지 못했습니다; payday를 다시 설치하세요 (make install PREFIX=...)"
        case .shippedFileMissing(let file):
            return "payday와 함께 설치되는 \(Korean.word(shippedFile(file), .object)) ../share/payday나 실행 파일 옆의 리소스 번들에서도, "
                + "데이터 파일 옆에서도 찾지 못했습니다; payday를 다시 설치하세요 (make install PREFIX=...)"
        default:
            preconditionFailure("dataReason sends only these here")
        }
    }

    private func shippedFile(_ file: DataProblem.ShippedFile) -> String {
        switch file {
        case .rates: "요율 파일"
        case .withholdingTable: "원천징수 세액표"
        case .holidays: "공휴일 목록"
        case .demo: "데모 데이터"
        }
    }

    /// Why bytes are not JSON.
    public func syntaxFault(_ fault: JSONSyntaxError.Fault) -> String {
        switch fault {
        case .afterTheEnd(let found):
            return "문서가 끝난 뒤에 \(Korean.word(byte(found), .subject)) 있습니다"
        case .endWhereValueExpected:
            return "값이 있어야 할 곳에서 파일이 끝납니다 (잘렸나요?)"
        case .tooManyValues(let limit):
            return "일터 하나(또는 파일 자체의 필드)에 값이 \(limit)개를 넘습니다: 데이터 파일로는 너무 큽니다"
        case .unexpected(let found):
            return "값이 있어야 할 곳에 \(Korean.word(byte(found), .subject)) 있습니다"
        case .fieldNameExpected(let found):
            return "큰따옴표로 감싼 필드 이름이 와야 하는데 \(Korean.word(byte(found), .subject)) 있습니다"
        case .colonExpected(let field, let found):
            return
                "필드 이름 \"\(field)\" 뒤에 ':'\(Korean.particle(.subject, after: "':'")) 와야 하는데 \(Korean.word(byte(found), .subject)) 있습니다"
        case .commaOrBraceExpected(let found):
            return "필드 뒤에 ',' 또는 '}'가 와야 하는데 \(Korean.word(byte(found), .subject)) 있습니다"
        case .commaOrBracketExpected(let found):
            return "항목 뒤에 ',' 또는 ']'가 와야 하는데 \(Korean.word(byte(found), .subject)) 있습니다"
        case .endInsideString:
            return "문자열 안에서 파일이 끝납니다 ('\"'가 빠졌나요?)"
        case .controlCharacterInString:
            return "문자열 안에 제어 문자가 있습니다 (줄바꿈은 \\n으로 쓰세요)"
        case .invalidUTF8:
            return "문자열이 올바른 UTF-8 텍스트가 아닙니다"
        case .endInsideEscape:
            return "문자열의 이스케이프 안에서 파일이 끝납니다"
        case .unpairedSurrogate:
            return "\\u 이스케이프에 짝이 없는 UTF-16 서로게이트가 있습니다"
        case .unknownEscape(let found):
            return "문자열에 알 수 없는 이스케이프 \\\(Korean.word(byte(found), .subject)) 있습니다"
        case .endInsideUnicodeEscape:
            return "\\u 이스케이프 안에서 파일이 끝납니다"
        case .unicodeEscapeNotHex:
            return "\\u 이스케이프에는 16진수 네 자리가 필요합니다"
        case .minusWithoutDigits:
            return "'-' 뒤에는 숫자가 와야 합니다"
        case .leadingZero:
            return "숫자는 0으로 시작할 수 없습니다 (07이 아니라 7로 쓰세요)"
        case .pointWithoutDigits:
            return "숫자의 '.' 뒤에는 숫자가 와야 합니다"
        case .exponentWithoutDigits:
            return "숫자의 지수에는 숫자가 있어야 합니다"
        case .tooDeep(let limit):
            return "값이 \(limit)단계보다 깊이 중첩되어 있습니다"
        }
    }

    /// The byte at a syntax error: `'}'`, `byte 0xFF`, the end of the file.
    private func byte(_ byte: JSONByte) -> String {
        switch byte {
        case .endOfFile: "파일의 끝"
        case .character(let character): "'\(character)'"
        case .byte(let value): "바이트 0x" + String(value, radix: 16, uppercase: true)
        }
    }
    // MARK: The data file

    public func dataFileReason(_ reason: DataProblem.Reason, wholeFile: Bool) -> String {
        switch reason {
        case .unsupportedVersion(let written, let found):
            let version = written ?? kind(found)
            return
                "버전 \(Korean.word(version, .topic)) 지원하지 않습니다; 이 payday는 버전 \(Korean.word(DataFile.supportedVersion, .object)) 읽습니다"
        case .worker(let problem):
            return fileWorker(problem)
        case .missingWage:
            return "필수 필드 \"wage\"가 없습니다; \"wage\": 10320 (시급, 원)이나 \"wages\" 목록을 추가하세요"
        case .wageAndWages:
            return "\"wage\"와 \"wages\" 중 하나만 쓰세요"
        case .noWages:
            return "{\"from\": \"2026-01-01\", \"hourly\": 10320}처럼 시급을 하나 이상 적으세요"
        case .wageDateRepeated(let date, let other):
            return "\(Korean.word(date, .topic)) wages[\(other)]의 날짜이기도 합니다; 날짜마다 시급 하나"
        case .secondOpenShift(let first, let open):
            return
                "두 번째 출근 중인 근무(\"end\" 없음)입니다; shifts[\(first)] (\(open.label))도 출근 중이고, 일터마다 하나뿐입니다: 둘 중 하나에 \"end\"를 주세요"
        case .openShiftBeforeEnd(let other, let shift):
            return
                "출근 중인 근무(\"end\" 없음)는 앞선 근무가 끝난 뒤에 시작해야 하는데, shifts[\(other)] (\(shift.label))\(Korean.particle(.subject, after: shift.label)) 그 시작 뒤에 끝납니다; 이 근무에 \"end\"를 주세요"
        case .openShiftWithBreak:
            return "출근 중인 근무(\"end\" 없음)에는 아직 휴게가 없습니다; 퇴근할 때 휴게를 주거나 \"end\"를 추가하세요"
        case .breakNotShorter(let shift):
            let times = "\(shift.startTime)-\(shift.endTime)"
            return "휴게 \(shift.breakMinutes)분이 근무 시간(\(times), \(shift.lengthMinutes)분)과 같거나 깁니다"
        case .overlaps(let other, let shift):
            return "shifts[\(other)] (\(shift.label))\(Korean.particle(.and, after: shift.label)) 겹칩니다"
        case .notADay(let text, let suggestion):
            let names = dayNames
            return "\"\(text)\"\(Korean.particle(.topic, after: text)) 요일이 아닙니다; \(names) 중 하나를 쓰세요"
                + (suggestion.map { "; \"\($0)\"\(Korean.particle(.object, after: $0)) 쓰려던 건가요?" } ?? "")
        case .plan(let reason):
            return filePlan(reason)
        case .notAPayPeriod(let text):
            return
                "\"\(text)\"\(Korean.particle(.topic, after: text)) 정산 기간이 아닙니다; 기간이 끝나는 달을 \"2026-10\"처럼 YYYY-MM으로 쓰세요"
                + " (주급·일급은 기간의 첫날을 YYYY-MM-DD로)"
        case .periodNamesAMonth(let text, let daily):
            return "\"\(text)\"\(Korean.particle(.topic, after: text)) 달입니다; 이 일터는 "
                + (daily ? "일급이니 그날을" : "주급이니 그 주의 첫날을") + " \"2026-11-16\"처럼 YYYY-MM-DD로 쓰세요"
        case .receipt(.periodRepeated(let other)):
            return "received[\(other)]와 같은 기간입니다; 기간마다 수령액 하나 (받은 합계를 쓰세요)"
        case .receipt(.amountOutOfRange(let amount)):
            return "\(amount)원은 0~\(Receipt.maximumAmount)원 밖입니다"
        case .receipt(.dateOutsideWindow(let date, let allowed)):
            return "\(Korean.word(date, .topic)) 받을 수 있는 날짜(\(allowed.lowerBound)~\(allowed.upperBound)) 밖입니다"
        case .doesNotReadBack:
            if wholeFile {
                return "파일 자체의 필드가 쓴 대로 다시 읽히지 않습니다"
            }
            return "쓴 대로 다시 읽히지 않습니다"
        default:
            preconditionFailure("dataReason sends only these here")
        }
    }

    /// The worker's fields as the file has them (the forms and options word them otherwise).
    private func fileWorker(_ problem: Worker.Problem) -> String {
        switch problem {
        case .dependantsOutOfRange(let count):
            let most = Worker.dependantsRange.upperBound
            return "부양가족 \(count)명은 범위를 벗어납니다; 본인과 부양가족을 모두 세어 1~\(most)명"
        case .moreChildrenThanDependants(let children, let dependants):
            let most = max(dependants - 1, 0)
            return "8~20세 자녀가 \(children)명인데 부양가족은 본인 포함 \(dependants)명입니다; 자녀는 부양가족에 포함되므로 "
                + "최대 \(most)명"
        case .negativeChildren(let children):
            return "자녀 수 \(children)명: 0 이상이어야 합니다"
        case .withholdingRateNotAllowed(let rate):
            return "\(Korean.word(rate, .topic)) 원천징수 비율이 아닙니다; \(withholdingRates) 중에서 고르세요 (세액표 세액의 %)"
        case .birthDateOutOfRange(let date):
            let range = Worker.birthDates
            return "\(Korean.word(date, .topic)) 받을 수 있는 생년월일(\(range.lowerBound)~\(range.upperBound)) 밖입니다 (연도 오타?)"
        }
    }

    /// A plan's problem as the file has it (fields and indexes, not options).
    private func filePlan(_ reason: PlanRules.Reason) -> String {
        switch reason {
        case .noDays:
            return "[\"mon\", \"wed\", \"fri\"]처럼 요일을 하나 이상 적으세요"
        case .dayRepeated(let day):
            return "\"\(day.shortName)\"\(Korean.particle(.subject, after: day.shortName)) 두 번 있습니다; 요일마다 한 번씩 적으세요"
        case .breakTooLong(let minutes, let length):
            return "휴게 \(minutes)분이 예정 근무(\(length)분)만큼 길거나 더 깁니다"
        case .untilBeforeFrom(let from, let until):
            return "\(Korean.word(until, .subject)) \"from\"(\(from))보다 앞입니다; 마지막 날이 첫날보다 앞설 수 없습니다"
        case .entriesOverlap(let other, let date):
            return "schedule[\(other)]의 근무와 겹치는 근무를 계획합니다 (처음 \(date)); 한 사람은 한 번에 한 근무만 합니다"
        case .absenceRepeated(let other):
            return "absences[\(other)]와 같은 날짜입니다; 날짜마다 결근 하나"
        case .endBeforeStart(let start, let end):
            return "\(Korean.word(end, .subject)) \"startDate\"(\(start))보다 앞입니다; 마지막 날이 첫날보다 앞설 수 없습니다"
        }
    }

    // MARK: The rates file, the withholding table, the holiday list

    public func tableReason(_ reason: DataProblem.Reason) -> String {
        switch reason {
        case .noValues:
            return "값을 하나 이상 적으세요"
        case .monthNotAfter(let month, let previous):
            return "\(Korean.word(month, .subject)) 앞 값의 \(previous)보다 뒤가 아닙니다; 값은 순서대로, 달마다 하나씩 적으세요"
        case .knownThroughBeforeLast(let month, let last):
            return "\(Korean.word(month, .subject)) 마지막 값의 달 \(last)보다 앞입니다; 수치가 알려진 마지막 달을 쓰세요"
        case .noSource:
            return "비어 있으면 안 됩니다; 누가 발표한 수치인지 쓰세요"
        case .notAnAnnouncementDate(let text):
            return
                "\"\(text)\"\(Korean.particle(.topic, after: text)) 날짜가 아닙니다; YYYY-MM-DD로, 그만큼만 알면 YYYY-MM이나 YYYY로 쓰세요"
        case .notARate(let text, let upToHundred):
            return "\"\(text)\"\(Korean.particle(.topic, after: text)) 비율이 아닙니다; "
                + (upToHundred ? "\"35%\"처럼 백분율로 쓰세요" : "\"4.75%\"처럼 0보다 크고 100보다 작은 백분율로 쓰세요")
        case .notARoundingRule(let text):
            return
                "\"\(text)\"\(Korean.particle(.topic, after: text)) 규칙이 아닙니다; \"exact\"나 \"rounded to 4 decimals\"로 쓰세요"
        case .notAMonth(let text):
            return "\"\(text)\"\(Korean.particle(.topic, after: text)) 달이 아닙니다; \"2027-01\"처럼 YYYY-MM으로 쓰세요"
        case .floorAboveCap(_, let floor, let month, let capFigure, let cap):
            return "\(month)의 하한 \(Korean.word(number(floor), .subject)) \(capFigure.rawValue)의 상한 \(number(cap))보다 큽니다"
        case .taxCount(let count):
            let columns = WithholdingTable.columns
            return "세액이 \(count)개입니다; 세액표에는 부양가족 1~\(columns)명마다 하나씩 있습니다"
        case .taxNotInTens(let won):
            return "\(Korean.word(won, .topic)) 10원 단위가 아닙니다; 세액표의 세액은 모두 10원 단위입니다"
        case .taxRisesWithDependants(let won, let dependants, let previous):
            return
                "부양가족 \(dependants)명의 \(Korean.word(won, .subject)) \(dependants - 1)명의 \(previous)보다 많습니다; 부양가족이 늘면 세액은 늘지 않습니다"
        case .rowEndsBeforeStart(let from, let below):
            return "\(below)천원에서 끝나 시작(\(from))보다 뒤가 아닙니다"
        case .rowGap(let from, let previousBelow):
            return "\(from)천원에서 시작하지만 앞 행은 \(previousBelow)에서 끝납니다; 행은 빈틈 없이 이어져야 합니다"
        case .taxFallsAsPayRises(let tax, let previous):
            return "\(Korean.word(tax, .subject)) 앞 행의 \(previous)보다 적습니다; 급여가 오르면 세액은 줄지 않습니다"
        case .noRows:
            return "세액표의 행을 적으세요"
        case .lastRowEnd(let below, let expected):
            return "마지막 행이 \(below)천원에서 끝납니다; 세액표의 행은 \(expected)에서 끝나야 합니다"
        case .bandGap(let over, let previousThrough):
            return
                "\(Korean.word(over, .subject)) 앞 구간이 끝나는 곳(\(previousThrough.map(String.init) ?? "끝 없음"))에서 시작하지 않습니다"
        case .firstBand(let expected):
            return "공식의 첫 구간은 \(expected)천원 초과에서 시작해야 합니다"
        case .lastBandHasEnd:
            return "마지막 구간에는 끝이 없어야 합니다"
        case .belowLastRow(let tax, let last):
            return "\(Korean.word(tax, .subject)) 마지막 행의 \(last)보다 적습니다"
        case .notAYear:
            return "2026 같은 연도가 와야 합니다"
        case .notAHoliday:
            return "{\"date\": \"YYYY-MM-DD\", \"name\": \"...\"} 형식이어야 합니다"
        case .yearNotListed(let date):
            return "\(date)의 연도가 \"years\"에 없습니다"
        default:
            preconditionFailure("dataReason sends only these here")
        }
    }

    // MARK: Values

    public func valueReason(_ reason: DataProblem.Reason) -> String {
        switch reason {
        case .wrongType(let expected, let found):
            return "\(Korean.word(self.expected(expected), .subject)) 와야 하는데 \(Korean.word(kind(found), .subject)) 있습니다"
        case .unknownField(let name, let suggestion, let known):
            return "알 수 없는 필드 \"\(name)\""
                + (suggestion.map { "; \"\($0)\"\(Korean.particle(.object, after: $0)) 쓰려던 건가요?" }
                    ?? "; 여기서 쓸 수 있는 필드: " + quoted(known))
        case .repeatedField:
            return "두 번 있습니다; 하나만 두세요"
        case .missingField(nil, let example):
            return "필수 필드가 없습니다; \(Korean.word(example, .object)) 추가하세요"
        case .missingField(let field?, let example):
            return
                "필수 필드 \"\(field)\"\(Korean.particle(.subject, after: field)) 없습니다; \(Korean.word(example, .object)) 추가하세요"
        case .outOfRange(let written, let value, let number):
            let positive = mustBePositive(value, number)
            return
                "\(Korean.word(written, .topic)) \(positive ? "0보다 커야 합니다" : "범위를 벗어납니다"); \(Korean.word(wholeNumber(number), .object)) 쓰세요"
        case .notWhole(let written, let number):
            return "\(Korean.word(written, .topic)) 범위 안의 정수가 아닙니다; \(Korean.word(wholeNumber(number), .object)) 쓰세요"
        case .notOneOf(let text, let allowed, let suggestion):
            return "\"\(text)\"\(Korean.particle(.topic, after: text)) \(quoted(allowed)) 중 하나가 아닙니다"
                + (suggestion.map { "; \"\($0)\"\(Korean.particle(.object, after: $0)) 쓰려던 건가요?" } ?? "")
        case .notADate(let text):
            return "\"\(text)\"\(Korean.particle(.topic, after: text)) 날짜가 아닙니다; \"2026-11-02\"처럼 YYYY-MM-DD로 쓰세요"
        case .dateOutsideLimits(let date, let allowed):
            return "\(Korean.word(date, .topic)) 받을 수 있는 날짜(\(allowed.lowerBound)~\(allowed.upperBound)) 밖입니다 (연도 오타?)"
        case .notATime(let text):
            return "\"\(text)\"\(Korean.particle(.topic, after: text)) 시각이 아닙니다; 24시간제 HH:mm(00:00~23:59)으로 쓰세요"
        case .notAnEndTime(let text):
            return
                "\"\(text)\"\(Korean.particle(.topic, after: text)) 시각이 아닙니다; 24시간제 HH:mm(00:00~23:59)으로, 하루가 끝나는 자정은 24:00으로 쓰세요"
        case .empty:
            return "비어 있으면 안 됩니다"
        case .notContractHours(let written):
            return notContractHours(written, option: nil)
        default:
            preconditionFailure("dataReason sends only these here")
        }
    }

    public func kind(_ kind: JSONKind) -> String {
        switch kind {
        case .object: "객체"
        case .array: "목록"
        case .string: "문자열"
        case .number: "숫자"
        case .bool: "true나 false"
        case .null: "null"
        }
    }

    private func expected(_ expected: DataProblem.Expected) -> String {
        switch expected {
        case .object: "객체 { ... }"
        case .list: "목록 [ ... ]"
        case .string: "큰따옴표로 감싼 문자열"
        case .bool: "true나 false"
        case .wholeNumber(let number): wholeNumber(number)
        case .nameOrWorker: "큰따옴표로 감싼 이름이나 {\"name\": \"김민지\", \"dependants\": 1} 같은 객체"
        case .holidayList: "\"years\"와 \"holidays\"가 있는 객체"
        case .taxRow: "[시작, 끝, 세액 11개] (정수 13개)"
        }
    }

    /// `a whole number from 1 to 31 hours` / `1~31시간의 정수`.
    private func wholeNumber(_ number: DataProblem.WholeNumber) -> String {
        let (low, high) = bounds(number)
        return "\(low)~\(high)\(unit(number.unit))의 정수"
    }

    private func unit(_ unit: DataProblem.WholeNumber.Unit) -> String {
        switch unit {
        case .none: ""
        case .won: "원"
        case .thousandWon: "천원"
        case .wonAnHour: "원(시급)"
        case .hours: "시간"
        case .minutes: "분"
        case .years: "년"
        case .percent: "%"
        case .dependants: "명(본인 포함)"
        }
    }
}
