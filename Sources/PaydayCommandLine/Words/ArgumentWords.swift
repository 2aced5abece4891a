import Payroll
import PayrollWords

/// What is wrong with an argument every command shares: the period or the year to show, the
/// workplace named, a date, the data file (`--data`, `--demo`, `--today`, the test clock). A
/// protocol, so a sentence missing in one language does not compile.
protocol ArgumentWords: Sendable {
    /// `--period TEXT` that names no month and no day.
    func notAPeriod(_ text: String) -> String
    /// A period past `last`, the last month payday computes for.
    func periodAfterLast(_ period: PayPeriod, last: PayPeriod) -> String
    /// A period past the last month the rates file knows.
    func noRatesAfter(_ last: PayPeriod, period: PayPeriod) -> String
    /// No shift yet at `workplace` (nil: at any of the workplaces), so no period to show.
    func noShiftsYet(_ workplace: String?) -> String
    /// A period before the first shift, which `workplace` worked on `day`, in `first`.
    func beforeFirstShift(_ period: PayPeriod, workplace: String, day: LocalDate, first: PayPeriod) -> String
    func yearAfterLast(_ year: Int, last: Int) -> String
    func noRatesAfter(_ last: PayPeriod, year: Int) -> String
    var noYearYet: String { get }
    func yearBeforeFirstShift(_ year: Int, first: Int) -> String

    /// The data file has no workplace to name.
    var noWorkplacesYet: String { get }
    /// `list`: the names, quoted (`WorkplaceArgument.quotedList`).
    func noNameContains(_ named: String, list: String) -> String
    func giveWorkplace(list: String) -> String
    func inTheNamesOf(_ named: String, among: String) -> String
    /// The end of a list cut short: ` and 19,990 more`.
    func andMore(_ count: Int) -> String
    /// The same, in a command that writes to the file at `path`.
    func noWorkplacesYet(in path: String) -> String
    func noWorkplaceMatches(_ named: String, list: String) -> String
    /// `query` (nil: none given) matches `count` workplaces.
    func manyWorkplacesMatch(_ query: String?, count: Int, list: String) -> String

    /// `given`: the option and what was given (`--today 2026-13-01`).
    func notADate(_ given: String) -> String
    var demoOrData: String { get }
    /// `PAYDAY_TEST_NOW=TEXT` (`variable=text`) that is no moment.
    func badTestNow(_ given: String) -> String
    /// `--data PATH` of a command that only reads, with no file there.
    func noSuchFile(_ path: String) -> String

    /// `payday WORD` (or `payday workplace WORD`: `command`, the command it was typed under)
    /// where WORD (as typed, quoted) names no command; `suggestion`, the command nearest to it.
    /// Its first line, as the argument parser begins its own (`Error: `).
    func unknownCommand(_ typed: String, of command: String, suggestion: String?) -> String
    /// The line under it: where the commands of `command` are listed.
    func commandsAreListed(of command: String) -> String
}

extension English: ArgumentWords {
    func notAPeriod(_ text: String) -> String {
        "--period \(text) is not a period; give YYYY-MM, such as 2026-11, or a day inside it, such as 2026-11-16"
    }
    func periodAfterLast(_ period: PayPeriod, last: PayPeriod) -> String {
        "\(period) is after \(last), the last month payday computes for; give --period \(last) or earlier"
    }
    func noRatesAfter(_ last: PayPeriod, period: PayPeriod) -> String {
        "no rates are known after \(last); give --period \(last) or earlier, or --rates FILE with the figures of \(period)"
    }
    func noShiftsYet(_ workplace: String?) -> String {
        let whose = workplace.map { "\($0) has" } ?? "the workplaces have"
        return "\(whose) no shifts yet, so there is no period to show; add a shift first"
    }
    func beforeFirstShift(_ period: PayPeriod, workplace: String, day: LocalDate, first: PayPeriod) -> String {
        "\(period) is before the first shift (\(workplace), \(day), in period \(first)); give --period \(first) or later"
    }
    func yearAfterLast(_ year: Int, last: Int) -> String {
        "\(year) is after \(last), the last year payday computes for; give --year \(last) or earlier"
    }
    func noRatesAfter(_ last: PayPeriod, year: Int) -> String {
        "no rates are known after \(last); give --year \(last.year) or earlier, or --rates FILE with the figures of \(year)"
    }
    var noYearYet: String { "no workplace has a shift yet, so there is no year to sum up; add a shift first" }
    func yearBeforeFirstShift(_ year: Int, first: Int) -> String {
        "\(year) is before the first shift, in \(first); give --year \(first) or later"
    }

    var noWorkplacesYet: String { "the data file has no workplaces yet; add one with payday workplace add" }
    func noNameContains(_ named: String, list: String) -> String {
        "no workplace's name contains \"\(named)\"; give part of one of \(list)"
    }
    func giveWorkplace(list: String) -> String { "give the workplace, by any part of its name: one of \(list)" }
    func inTheNamesOf(_ named: String, among: String) -> String {
        "\"\(named)\" is in the names of \(among); give more of the name"
    }
    func andMore(_ count: Int) -> String { " and \(count) more" }
    func noWorkplacesYet(in path: String) -> String {
        "there are no workplaces yet in \(path); add one with: payday workplace add NAME --wage 10320 --payday-day 10"
    }
    func noWorkplaceMatches(_ named: String, list: String) -> String {
        "no workplace matches \"\(named)\"; the workplaces are: " + list
    }
    func manyWorkplacesMatch(_ query: String?, count: Int, list: String) -> String {
        let lead = query.map { "\"\($0)\" matches \(count) workplaces" } ?? "there are \(count) workplaces"
        return lead + "; name one (any part of its name that no other has): " + list
    }

    func notADate(_ given: String) -> String { "\(given) is not a date; write YYYY-MM-DD, such as 2026-11-21" }
    var demoOrData: String { "give either --demo or --data FILE, not both" }
    func badTestNow(_ given: String) -> String { "\(given) is not YYYY-MM-DDTHH:mm" }
    func noSuchFile(_ path: String) -> String { "\(path): no such file; give another with --data FILE" }
    func unknownCommand(_ typed: String, of command: String, suggestion: String?) -> String {
        "Error: \(typed) is not a command of \(command)" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
    }
    func commandsAreListed(of command: String) -> String { "  See '\(command) --help' for the commands." }
}

extension Korean: ArgumentWords {
    func notAPeriod(_ text: String) -> String {
        "--period \(Korean.word(text, .topic)) 기간이 아닙니다; 2026-11처럼 YYYY-MM으로, 또는 2026-11-16처럼 그 안의 날짜로 주세요"
    }
    func periodAfterLast(_ period: PayPeriod, last: PayPeriod) -> String {
        "\(Korean.word(period, .topic)) payday가 계산하는 마지막 달 \(last) 뒤입니다; --period \(last) 이전을 주세요"
    }
    func noRatesAfter(_ last: PayPeriod, period: PayPeriod) -> String {
        "\(last) 뒤의 요율을 모릅니다; --period \(last) 이전을 주거나, \(period)의 수치가 든 --rates FILE을 주세요"
    }
    func noShiftsYet(_ workplace: String?) -> String {
        let subject = workplace.map { "\($0)에는" } ?? "일터에"
        return "\(subject) 아직 근무가 없어 보여 줄 기간이 없습니다; 먼저 근무를 추가하세요"
    }
    func beforeFirstShift(_ period: PayPeriod, workplace: String, day: LocalDate, first: PayPeriod) -> String {
        "\(Korean.word(period, .topic)) 첫 근무(\(workplace), \(day), 기간 \(first)) 전입니다; --period \(first) 이후를 주세요"
    }
    func yearAfterLast(_ year: Int, last: Int) -> String {
        "\(year)년은 payday가 계산하는 마지막 해 \(last)년 뒤입니다; --year \(last) 이전을 주세요"
    }
    func noRatesAfter(_ last: PayPeriod, year: Int) -> String {
        "\(last) 뒤의 요율을 모릅니다; --year \(last.year) 이전을 주거나, \(year)년의 수치가 든 --rates FILE을 주세요"
    }
    var noYearYet: String { "근무가 있는 일터가 아직 없어 합계를 낼 해가 없습니다; 먼저 근무를 추가하세요" }
    func yearBeforeFirstShift(_ year: Int, first: Int) -> String {
        "\(year)년은 첫 근무가 있는 \(first)년 전입니다; --year \(first) 이후를 주세요"
    }

    var noWorkplacesYet: String { "데이터 파일에 아직 일터가 없습니다; payday workplace add로 추가하세요" }
    func noNameContains(_ named: String, list: String) -> String {
        "\"\(named)\"\(Korean.particle(.subject, after: named)) 들어간 일터 이름이 없습니다; 다음 중 하나의 일부를 주세요: \(list)"
    }
    func giveWorkplace(list: String) -> String { "일터를 이름의 일부로 주세요: \(list) 중 하나" }
    func inTheNamesOf(_ named: String, among: String) -> String {
        "\"\(named)\"\(Korean.particle(.topic, after: named)) \(among)의 이름에 들어 있습니다; 이름을 더 주세요"
    }
    func andMore(_ count: Int) -> String { " 외 \(count)곳" }
    func noWorkplacesYet(in path: String) -> String {
        "\(path)에 아직 일터가 없습니다; 추가하세요: payday workplace add 이름 --wage 10320 --payday-day 10"
    }
    func noWorkplaceMatches(_ named: String, list: String) -> String {
        "\"\(named)\"에 맞는 일터가 없습니다; 일터: " + list
    }
    func manyWorkplacesMatch(_ query: String?, count: Int, list: String) -> String {
        "일터 \(count)곳이 맞습니다; 다른 일터에 없는 이름의 일부로 하나를 고르세요: " + list
    }

    func notADate(_ given: String) -> String { "\(Korean.word(given, .topic)) 날짜가 아닙니다; 2026-11-21처럼 YYYY-MM-DD로 쓰세요" }
    var demoOrData: String { "--demo와 --data FILE 중 하나만 주세요" }
    func badTestNow(_ given: String) -> String { "\(Korean.word(given, .topic)) YYYY-MM-DDTHH:mm 꼴이 아닙니다" }
    func noSuchFile(_ path: String) -> String { "\(path): 그런 파일이 없습니다; --data FILE로 다른 파일을 주세요" }
    func unknownCommand(_ typed: String, of command: String, suggestion: String?) -> String {
        "오류: \(Korean.word(typed, .topic)) \(command)의 명령이 아닙니다"
            + (suggestion.map { "; \(Korean.word("'\($0)'", .object)) 쓰려던 건가요?" } ?? "")
    }
    func commandsAreListed(of command: String) -> String { "  명령 목록: '\(command) --help'" }
}
