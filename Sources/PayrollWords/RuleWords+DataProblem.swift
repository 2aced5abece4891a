import Foundation
import Payroll

#if canImport(Glibc)
import Glibc
#endif

/// The loader's problems in words (`DataProblem`: a data file, the rates file, the withholding
/// table, the holiday list), English and Korean: where (the file, the JSON path, the line and
/// column) and what, with the value found. The command line may name options (`--data FILE`);
/// the app never does.
extension RuleWords {

    /// Every problem of a file, one line each: `w.json: workplaces[0].wage: ...`.
    public func dataFileError(_ error: DataFileError) -> String {
        error.problems.map { "\(error.file): \(dataProblem($0))" }.joined(separator: "\n")
    }

    /// `workplaces[0].wage: ...`, or only the reason for the file as a whole.
    public func dataProblem(_ problem: DataProblem) -> String {
        let reason = dataReason(problem.reason, place: problem.place)
        switch problem.place {
        case .file: return reason
        case .value(let path): return "\(path): \(reason)"
        case .openShift(let path, let open): return "\(path) (\(open.label)): \(reason)"
        case .text(let line, let column):
            return (english ? "line \(line), column \(column)" : "\(line)행 \(column)열") + ": " + reason
        }
    }

    /// `workplaces[2]: 3 problems` / `문제 3개`: the count after a list of problems.
    public func problemCount(_ error: DataFileError) -> String {
        "\(error.file): " + (english ? "\(error.problems.count) problems" : "문제 \(error.problems.count)개")
    }

    /// The reason, as a sentence without a full stop.
    public func dataReason(_ reason: DataProblem.Reason, place: DataProblem.Place) -> String {
        // Every case named here, so a new one is given words before it builds.
        switch reason {
        case .noSuchFile, .notAFile, .tooLarge, .unreadable, .syntax, .shippedFileMissing:
            fileReason(reason)
        case .wrongType, .unknownField, .repeatedField, .missingField, .outOfRange, .notWhole, .notOneOf, .notADate,
            .dateOutsideLimits, .notATime, .empty:
            valueReason(reason)
        case .unsupportedVersion, .worker, .missingWage, .wageAndWages, .noWages, .wageDateRepeated, .secondOpenShift,
            .openShiftBeforeEnd, .openShiftWithBreak, .breakNotShorter, .overlaps, .notADay, .plan, .notAPayPeriod,
            .receipt, .doesNotReadBack:
            dataFileReason(reason, place: place)
        case .payday(let problem):
            language.cadenceWords.fileProblem(problem)
        case .noValues, .monthNotAfter, .knownThroughBeforeLast, .noSource, .notAnAnnouncementDate, .notARate,
            .notARoundingRule, .notAMonth, .floorAboveCap, .taxCount, .taxNotInTens, .taxRisesWithDependants,
            .rowEndsBeforeStart, .rowGap, .taxFallsAsPayRises, .noRows, .lastRowEnd, .bandGap, .firstBand,
            .lastBandHasEnd, .belowLastRow, .notAYear, .notAHoliday, .yearNotListed:
            tableReason(reason)
        }
    }

    // MARK: The file itself

    private func fileReason(_ reason: DataProblem.Reason) -> String {
        switch reason {
        case .noSuchFile:
            let cli = place == .commandLine
            return english
                ? "no such file" + (cli ? "; give another with --data FILE" : "")
                : "파일이 없습니다" + (cli ? "; --data FILE로 다른 파일을 지정하세요" : "")
        case .notAFile(let kind):
            if kind == .folder { return english ? "is a directory, not a data file" : "폴더라 데이터 파일이 아닙니다" }
            return english ? "is \(fileKind(kind)), not a data file" : "\(fileKind(kind))(이)라 데이터 파일이 아닙니다"
        case .tooLarge(let bytes):
            let most = RegularFile.maximumMegabytes
            return english
                ? "is \(bytes >> 20) MB, larger than any data file (at most \(most) MB); it was not read"
                : "\(bytes >> 20)MB로 데이터 파일이 될 수 있는 크기(최대 \(most)MB)보다 큽니다; 읽지 않았습니다"
        case .unreadable(let code):
            return english
                ? "cannot be read (\(String(cString: strerror(code)))); check its permissions"
                : "읽을 수 없습니다 (\(osError(code))); 권한을 확인하세요"
        case .syntax(let fault):
            return (english ? "not valid JSON: " : "올바른 JSON이 아닙니다: ") + syntaxFault(fault)
        case .shippedFileMissing(.demo):
            return english
                ? "the demo data that ships with payday was not found beside the executable; reinstall payday (make install PREFIX=...)"
                : "payday와 함께 설치되는 데모 데이터를 실행 파일 옆에서 찾지 못했습니다; payday를 다시 설치하세요 (make install PREFIX=...)"
        case .shippedFileMissing(let file):
            return english
                ? "the \(shippedFile(file)) that ships with payday was found neither in ../share/payday or a resource bundle "
                    + "beside the executable nor beside the data file; reinstall payday (make install PREFIX=...)"
                : "payday와 함께 설치되는 \(Korean.word(shippedFile(file), .object)) ../share/payday나 실행 파일 옆의 리소스 번들에서도, "
                    + "데이터 파일 옆에서도 찾지 못했습니다; payday를 다시 설치하세요 (make install PREFIX=...)"
        default:
            preconditionFailure("dataReason sends only these here")
        }
    }

    private func shippedFile(_ file: DataProblem.ShippedFile) -> String {
        switch (file, english) {
        case (.rates, true): "rates file"
        case (.rates, false): "요율 파일"
        case (.withholdingTable, true): "withholding table"
        case (.withholdingTable, false): "원천징수 세액표"
        case (.holidays, true): "holiday list"
        case (.holidays, false): "공휴일 목록"
        case (.demo, true): "demo data"
        case (.demo, false): "데모 데이터"
        }
    }

    /// Why bytes are not JSON.
    public func syntaxFault(_ fault: JSONSyntaxError.Fault) -> String {
        switch fault {
        case .afterTheEnd(let found):
            return english
                ? "unexpected \(byte(found)) after the end of the document"
                : "문서가 끝난 뒤에 \(Korean.word(byte(found), .subject)) 있습니다"
        case .endWhereValueExpected:
            return english
                ? "the file ends where a value was expected (truncated?)" : "값이 있어야 할 곳에서 파일이 끝납니다 (잘렸나요?)"
        case .tooManyValues(let limit):
            return english
                ? "more than \(limit) values in one workplace (or in the file's own fields): too large for a data file"
                : "일터 하나(또는 파일 자체의 필드)에 값이 \(limit)개를 넘습니다: 데이터 파일로는 너무 큽니다"
        case .unexpected(let found):
            return english
                ? "unexpected \(byte(found)) where a value was expected"
                : "값이 있어야 할 곳에 \(Korean.word(byte(found), .subject)) 있습니다"
        case .fieldNameExpected(let found):
            return english
                ? "expected a field name in double quotes, found \(byte(found))"
                : "큰따옴표로 감싼 필드 이름이 와야 하는데 \(Korean.word(byte(found), .subject)) 있습니다"
        case .colonExpected(let field, let found):
            return english
                ? "expected ':' after the field name \"\(field)\", found \(byte(found))"
                : "필드 이름 \"\(field)\" 뒤에 ':'이(가) 와야 하는데 \(Korean.word(byte(found), .subject)) 있습니다"
        case .commaOrBraceExpected(let found):
            return english
                ? "expected ',' or '}' after a field, found \(byte(found))"
                : "필드 뒤에 ',' 또는 '}'가 와야 하는데 \(Korean.word(byte(found), .subject)) 있습니다"
        case .commaOrBracketExpected(let found):
            return english
                ? "expected ',' or ']' after an element, found \(byte(found))"
                : "항목 뒤에 ',' 또는 ']'가 와야 하는데 \(Korean.word(byte(found), .subject)) 있습니다"
        case .endInsideString:
            return english
                ? "the file ends inside a string (a missing '\"'?)" : "문자열 안에서 파일이 끝납니다 ('\"'가 빠졌나요?)"
        case .controlCharacterInString:
            return english
                ? "a control character inside a string (write a line break as \\n)"
                : "문자열 안에 제어 문자가 있습니다 (줄바꿈은 \\n으로 쓰세요)"
        case .invalidUTF8:
            return english ? "a string is not valid UTF-8 text" : "문자열이 올바른 UTF-8 텍스트가 아닙니다"
        case .endInsideEscape:
            return english ? "the file ends inside a string escape" : "문자열의 이스케이프 안에서 파일이 끝납니다"
        case .unpairedSurrogate:
            return english
                ? "an unpaired UTF-16 surrogate in a \\u escape" : "\\u 이스케이프에 짝이 없는 UTF-16 서로게이트가 있습니다"
        case .unknownEscape(let found):
            return english
                ? "unknown escape \\\(byte(found)) in a string"
                : "문자열에 알 수 없는 이스케이프 \\\(Korean.word(byte(found), .subject)) 있습니다"
        case .endInsideUnicodeEscape:
            return english ? "the file ends inside a \\u escape" : "\\u 이스케이프 안에서 파일이 끝납니다"
        case .unicodeEscapeNotHex:
            return english ? "a \\u escape needs four hexadecimal digits" : "\\u 이스케이프에는 16진수 네 자리가 필요합니다"
        case .minusWithoutDigits:
            return english ? "a '-' must be followed by digits" : "'-' 뒤에는 숫자가 와야 합니다"
        case .leadingZero:
            return english
                ? "a number must not start with 0 (write 7, not 07)" : "숫자는 0으로 시작할 수 없습니다 (07이 아니라 7로 쓰세요)"
        case .pointWithoutDigits:
            return english ? "a '.' in a number must be followed by digits" : "숫자의 '.' 뒤에는 숫자가 와야 합니다"
        case .exponentWithoutDigits:
            return english ? "an exponent in a number must have digits" : "숫자의 지수에는 숫자가 있어야 합니다"
        case .tooDeep(let limit):
            return english ? "values nested more than \(limit) deep" : "값이 \(limit)단계보다 깊이 중첩되어 있습니다"
        }
    }

    /// The byte at a syntax error: `'}'`, `byte 0xFF`, the end of the file.
    private func byte(_ byte: JSONByte) -> String {
        switch byte {
        case .endOfFile: english ? "the end of the file" : "파일의 끝"
        case .character(let character): "'\(character)'"
        case .byte(let value): (english ? "byte 0x" : "바이트 0x") + String(value, radix: 16, uppercase: true)
        }
    }
    // MARK: The data file

    private func dataFileReason(_ reason: DataProblem.Reason, place: DataProblem.Place) -> String {
        switch reason {
        case .unsupportedVersion(let written, let found):
            let version = written ?? kind(found)
            return english
                ? "version \(version) is not supported; this payday reads version \(DataFile.supportedVersion)"
                : "버전 \(Korean.word(version, .topic)) 지원하지 않습니다; 이 payday는 버전 \(Korean.word(DataFile.supportedVersion, .object)) 읽습니다"
        case .worker(let problem):
            return fileWorker(problem)
        case .missingWage:
            return english
                ? "missing required field \"wage\"; add \"wage\": 10320 (won an hour) or a \"wages\" list"
                : "필수 필드 \"wage\"가 없습니다; \"wage\": 10320 (시급, 원)이나 \"wages\" 목록을 추가하세요"
        case .wageAndWages:
            return english ? "give either \"wage\" or \"wages\", not both" : "\"wage\"와 \"wages\" 중 하나만 쓰세요"
        case .noWages:
            return english
                ? "must list at least one wage, such as {\"from\": \"2026-01-01\", \"hourly\": 10320}"
                : "{\"from\": \"2026-01-01\", \"hourly\": 10320}처럼 시급을 하나 이상 적으세요"
        case .wageDateRepeated(let date, let other):
            return english
                ? "\(date) is also the date of wages[\(other)]; one wage per date"
                : "\(Korean.word(date, .topic)) wages[\(other)]의 날짜이기도 합니다; 날짜마다 시급 하나"
        case .secondOpenShift(let first, let open):
            return english
                ? "a second open shift (no \"end\"); shifts[\(first)] (\(open.label)) is open too, and a workplace has at most one: give one of them an \"end\""
                : "두 번째 출근 중인 근무(\"end\" 없음)입니다; shifts[\(first)] (\(open.label))도 출근 중이고, 일터마다 하나뿐입니다: 둘 중 하나에 \"end\"를 주세요"
        case .openShiftBeforeEnd(let other, let shift):
            return english
                ? "an open shift (no \"end\") must start after the shifts before it end, but shifts[\(other)] (\(shift.label)) ends after it starts; give it an \"end\""
                : "출근 중인 근무(\"end\" 없음)는 앞선 근무가 끝난 뒤에 시작해야 하는데, shifts[\(other)] (\(shift.label))이(가) 그 시작 뒤에 끝납니다; 이 근무에 \"end\"를 주세요"
        case .openShiftWithBreak:
            return english
                ? "an open shift (no \"end\") has no break yet; give the break when clocking out, or add the \"end\""
                : "출근 중인 근무(\"end\" 없음)에는 아직 휴게가 없습니다; 퇴근할 때 휴게를 주거나 \"end\"를 추가하세요"
        case .breakNotShorter(let shift):
            let times = "\(shift.startTime)-\(shift.endTime)"
            return english
                ? "a break of \(shift.breakMinutes) minutes is as long as the shift (\(times), \(shift.lengthMinutes) minutes) or longer"
                : "휴게 \(shift.breakMinutes)분이 근무 시간(\(times), \(shift.lengthMinutes)분)과 같거나 깁니다"
        case .overlaps(let other, let shift):
            return english ? "overlaps shifts[\(other)] (\(shift.label))" : "shifts[\(other)] (\(shift.label))와 겹칩니다"
        case .notADay(let text, let suggestion):
            let names = quoted(Weekday.allCases.map(\.shortName))
            return english
                ? "\"\(text)\" is not a day; write one of \(names)"
                    + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "")
                : "\"\(text)\"\(Korean.particle(.topic, after: text)) 요일이 아닙니다; \(names) 중 하나를 쓰세요"
                    + (suggestion.map { "; \"\($0)\"\(Korean.particle(.object, after: $0)) 쓰려던 건가요?" } ?? "")
        case .plan(let reason):
            return filePlan(reason)
        case .notAPayPeriod(let text):
            return english
                ? "\"\(text)\" is not a pay period; write the month it ends in as YYYY-MM, such as \"2026-10\""
                : "\"\(text)\"\(Korean.particle(.topic, after: text)) 정산 기간이 아닙니다; 기간이 끝나는 달을 \"2026-10\"처럼 YYYY-MM으로 쓰세요"
        case .receipt(.periodRepeated(let other)):
            return english
                ? "the same period as received[\(other)]; one receipt a period (give the total that arrived)"
                : "received[\(other)]와 같은 기간입니다; 기간마다 수령액 하나 (받은 합계를 쓰세요)"
        case .receipt(.amountOutOfRange(let amount)):
            return english
                ? "\(amount) won is outside 0...\(Receipt.maximumAmount)"
                : "\(amount)원은 0~\(Receipt.maximumAmount)원 밖입니다"
        case .receipt(.dateOutsideWindow(let date, let allowed)):
            return english
                ? "\(date) is outside the dates payday takes, \(allowed.lowerBound) to \(allowed.upperBound)"
                : "\(Korean.word(date, .topic)) 받을 수 있는 날짜(\(allowed.lowerBound)~\(allowed.upperBound)) 밖입니다"
        case .doesNotReadBack:
            if place == .file {
                return english
                    ? "the file's own fields do not read back as written" : "파일 자체의 필드가 쓴 대로 다시 읽히지 않습니다"
            }
            return english ? "does not read back as written" : "쓴 대로 다시 읽히지 않습니다"
        default:
            preconditionFailure("dataReason sends only these here")
        }
    }

    /// The worker's fields as the file has them (the forms and options word them otherwise).
    private func fileWorker(_ problem: Worker.Problem) -> String {
        switch problem {
        case .dependantsOutOfRange(let count):
            let most = Worker.dependantsRange.upperBound
            return english
                ? "\(count) dependants is out of range; count the worker and each dependant: 1 to \(most)"
                : "부양가족 \(count)명은 범위를 벗어납니다; 본인과 부양가족을 모두 세어 1~\(most)명"
        case .moreChildrenThanDependants(let children, let dependants):
            let most = max(dependants - 1, 0)
            return english
                ? "\(English.count(children, "child", "children")) aged 8 to 20 but "
                    + "\(English.count(dependants, "dependant", "dependants")) counting the worker; the children are "
                    + "among the dependants, so at most \(most)"
                : "8~20세 자녀가 \(children)명인데 부양가족은 본인 포함 \(dependants)명입니다; 자녀는 부양가족에 포함되므로 "
                    + "최대 \(most)명"
        case .negativeChildren(let children):
            return english ? "\(children) children must not be negative" : "자녀 수 \(children)명: 0 이상이어야 합니다"
        case .withholdingRateNotAllowed(let rate):
            return english
                ? "\(rate) is not a withholding rate; choose \(withholdingRates) (percent of the table's tax)"
                : "\(Korean.word(rate, .topic)) 원천징수 비율이 아닙니다; \(withholdingRates) 중에서 고르세요 (세액표 세액의 %)"
        case .birthDateOutOfRange(let date):
            let range = Worker.birthDates
            return english
                ? "\(date) is outside the birth dates payday takes, \(range.lowerBound) to \(range.upperBound) (a digit missing from the year?)"
                : "\(Korean.word(date, .topic)) 받을 수 있는 생년월일(\(range.lowerBound)~\(range.upperBound)) 밖입니다 (연도 오타?)"
        }
    }

    /// A plan's problem as the file has it (fields and indexes, not options).
    private func filePlan(_ reason: PlanRules.Reason) -> String {
        switch reason {
        case .noDays:
            return english
                ? "must list at least one day, such as [\"mon\", \"wed\", \"fri\"]"
                : "[\"mon\", \"wed\", \"fri\"]처럼 요일을 하나 이상 적으세요"
        case .dayRepeated(let day):
            return english
                ? "\"\(day.shortName)\" is listed twice; list each day once"
                : "\"\(day.shortName)\"\(Korean.particle(.subject, after: day.shortName)) 두 번 있습니다; 요일마다 한 번씩 적으세요"
        case .breakTooLong(let minutes, let length):
            return english
                ? "a break of \(minutes) minutes is as long as the planned shift (\(length) minutes) or longer"
                : "휴게 \(minutes)분이 예정 근무(\(length)분)만큼 길거나 더 깁니다"
        case .untilBeforeFrom(let from, let until):
            return english
                ? "\(until) is before \"from\" (\(from)); the last day cannot come before the first"
                : "\(Korean.word(until, .subject)) \"from\"(\(from))보다 앞입니다; 마지막 날이 첫날보다 앞설 수 없습니다"
        case .entriesOverlap(let other, let date):
            return english
                ? "plans a shift that overlaps one of schedule[\(other)] (first on \(date)); one person works one shift at a time"
                : "schedule[\(other)]의 근무와 겹치는 근무를 계획합니다 (처음 \(date)); 한 사람은 한 번에 한 근무만 합니다"
        case .absenceRepeated(let other):
            return english
                ? "the same date as absences[\(other)]; one absence a date" : "absences[\(other)]와 같은 날짜입니다; 날짜마다 결근 하나"
        case .endBeforeStart(let start, let end):
            return english
                ? "\(end) is before \"startDate\" (\(start)); the last day cannot come before the first"
                : "\(Korean.word(end, .subject)) \"startDate\"(\(start))보다 앞입니다; 마지막 날이 첫날보다 앞설 수 없습니다"
        }
    }

    // MARK: The rates file, the withholding table, the holiday list

    private func tableReason(_ reason: DataProblem.Reason) -> String {
        switch reason {
        case .noValues:
            return english ? "must list at least one value" : "값을 하나 이상 적으세요"
        case .monthNotAfter(let month, let previous):
            return english
                ? "\(month) is not after the previous value's \(previous); list values in order, one per month"
                : "\(Korean.word(month, .subject)) 앞 값의 \(previous)보다 뒤가 아닙니다; 값은 순서대로, 달마다 하나씩 적으세요"
        case .knownThroughBeforeLast(let month, let last):
            return english
                ? "\(month) is before the last value's month \(last); it is the last month the figures are known for"
                : "\(Korean.word(month, .subject)) 마지막 값의 달 \(last)보다 앞입니다; 수치가 알려진 마지막 달을 쓰세요"
        case .noSource:
            return english
                ? "must not be empty; say who announced the figure" : "비어 있으면 안 됩니다; 누가 발표한 수치인지 쓰세요"
        case .notAnAnnouncementDate(let text):
            return english
                ? "\"\(text)\" is not a date; write YYYY-MM-DD, or YYYY-MM or YYYY when only that much is known"
                : "\"\(text)\"\(Korean.particle(.topic, after: text)) 날짜가 아닙니다; YYYY-MM-DD로, 그만큼만 알면 YYYY-MM이나 YYYY로 쓰세요"
        case .notARate(let text, let upToHundred):
            if english {
                return "\"\(text)\" is not a rate; write a percentage "
                    + (upToHundred ? "such as \"35%\"" : "above 0 and below 100, such as \"4.75%\"")
            }
            return "\"\(text)\"\(Korean.particle(.topic, after: text)) 비율이 아닙니다; "
                + (upToHundred ? "\"35%\"처럼 백분율로 쓰세요" : "\"4.75%\"처럼 0보다 크고 100보다 작은 백분율로 쓰세요")
        case .notARoundingRule(let text):
            return english
                ? "\"\(text)\" is not a rule; write \"exact\" or \"rounded to 4 decimals\""
                : "\"\(text)\"\(Korean.particle(.topic, after: text)) 규칙이 아닙니다; \"exact\"나 \"rounded to 4 decimals\"로 쓰세요"
        case .notAMonth(let text):
            return english
                ? "\"\(text)\" is not a month; write YYYY-MM, such as \"2027-01\""
                : "\"\(text)\"\(Korean.particle(.topic, after: text)) 달이 아닙니다; \"2027-01\"처럼 YYYY-MM으로 쓰세요"
        case .floorAboveCap(_, let floor, let month, let capFigure, let cap):
            return english
                ? "the floor \(number(floor)) in \(month) is above the cap \(number(cap)) of \(capFigure.rawValue)"
                : "\(month)의 하한 \(Korean.word(number(floor), .subject)) \(capFigure.rawValue)의 상한 \(number(cap))보다 큽니다"
        case .taxCount(let count):
            let columns = WithholdingTable.columns
            return english
                ? "has \(count) taxes; the table has one for each of 1 to \(columns) dependants"
                : "세액이 \(count)개입니다; 세액표에는 부양가족 1~\(columns)명마다 하나씩 있습니다"
        case .taxNotInTens(let won):
            return english
                ? "\(won) is not a multiple of 10 won, as every tax in the table is"
                : "\(Korean.word(won, .topic)) 10원 단위가 아닙니다; 세액표의 세액은 모두 10원 단위입니다"
        case .taxRisesWithDependants(let won, let dependants, let previous):
            return english
                ? "\(won) for \(dependants) dependants is more than \(previous) for \(dependants - 1); the tax never rises with more dependants"
                : "부양가족 \(dependants)명의 \(Korean.word(won, .subject)) \(dependants - 1)명의 \(previous)보다 많습니다; 부양가족이 늘면 세액은 늘지 않습니다"
        case .rowEndsBeforeStart(let from, let below):
            return english
                ? "ends at \(below) thousand won, not after its start \(from)"
                : "\(below)천원에서 끝나 시작(\(from))보다 뒤가 아닙니다"
        case .rowGap(let from, let previousBelow):
            return english
                ? "starts at \(from) thousand won but the row before ends at \(previousBelow); rows run without a gap"
                : "\(from)천원에서 시작하지만 앞 행은 \(previousBelow)에서 끝납니다; 행은 빈틈 없이 이어져야 합니다"
        case .taxFallsAsPayRises(let tax, let previous):
            return english
                ? "\(tax) is less than the row before's \(previous); the tax never falls as pay rises"
                : "\(Korean.word(tax, .subject)) 앞 행의 \(previous)보다 적습니다; 급여가 오르면 세액은 줄지 않습니다"
        case .noRows:
            return english ? "must list the table's rows" : "세액표의 행을 적으세요"
        case .lastRowEnd(let below, let expected):
            return english
                ? "the last row ends at \(below) thousand won; the table's rows end at \(expected)"
                : "마지막 행이 \(below)천원에서 끝납니다; 세액표의 행은 \(expected)에서 끝나야 합니다"
        case .bandGap(let over, let previousThrough):
            return english
                ? "\(over) does not start where the band before ends (\(previousThrough.map(String.init) ?? "no end"))"
                : "\(Korean.word(over, .subject)) 앞 구간이 끝나는 곳(\(previousThrough.map(String.init) ?? "끝 없음"))에서 시작하지 않습니다"
        case .firstBand(let expected):
            return english
                ? "the formula's first band starts over \(expected) thousand won"
                : "공식의 첫 구간은 \(expected)천원 초과에서 시작해야 합니다"
        case .lastBandHasEnd:
            return english ? "the last band has no end" : "마지막 구간에는 끝이 없어야 합니다"
        case .belowLastRow(let tax, let last):
            return english
                ? "\(tax) is less than the last row's \(last)" : "\(Korean.word(tax, .subject)) 마지막 행의 \(last)보다 적습니다"
        case .notAYear:
            return english ? "expected a year such as 2026" : "2026 같은 연도가 와야 합니다"
        case .notAHoliday:
            return english
                ? "expected {\"date\": \"YYYY-MM-DD\", \"name\": \"...\"}"
                : "{\"date\": \"YYYY-MM-DD\", \"name\": \"...\"} 형식이어야 합니다"
        case .yearNotListed(let date):
            return english ? "\(date) is in a year not listed in \"years\"" : "\(date)의 연도가 \"years\"에 없습니다"
        default:
            preconditionFailure("dataReason sends only these here")
        }
    }
}
