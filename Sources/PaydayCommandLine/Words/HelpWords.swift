import ArgumentParser
import FoundationEssentials
import PaydayApp
import Payroll
import PayrollWords

/// The help screens' words (`payday --help`, `payday clock in --help`): the root command's abstract
/// and discussion and the options every command shares here, each command's abstract and the help
/// of its options and arguments by families of commands (`RecordHelp`, `TermsHelp`, `DocumentHelp`,
/// `ClaimHelp`: `text(.clockIn)`), in English and Korean (a sentence missing in one
/// language does not compile). The argument parser reads them while it builds a command, before
/// any command runs, so their language is the one the process was started with (`helpLanguage`).
protocol HelpWords: Sendable {
    var rootAbstract: String { get }
    var rootDiscussion: String { get }
    var dataHelp: String { get }
    var demoHelp: String { get }
    var langHelp: String { get }
    var todayHelp: String { get }
    var ratesHelp: String { get }
    func text(_ topic: RecordHelp) -> String
    func text(_ topic: TermsHelp) -> String
    func text(_ topic: DocumentHelp) -> String
    func text(_ topic: ClaimHelp) -> String
}

/// The help of the commands that record the work as it happens and ahead of it: `clock`,
/// `shift`, `absence`, `schedule`, and of the arguments they share (a workplace, a time, a note).
enum RecordHelp {
    case clock, clockIn, clockInWorkplace, clockInAt, clockDate, memo, clockOut, clockOutWorkplace, clockOutAt,
        breakMinutes, clockStatus, json, shift, shiftAdd, shiftDay, confirmLong, shiftEdit, shiftEditDiscussion,
        shiftDateNow, shiftStartNow, newDate, newBreak, newMemo, confirmLongShort, shiftRemove, shiftDate, shiftStart,
        shiftList, periodMonthOrDay, start, end, newStart, newEnd, workplace, everyWorkplace, absence, absenceDay,
        absenceAdd, absenceRemove, absenceList, schedule, scheduleNumber, scheduleAdd, scheduleFrom, scheduleUntil,
        scheduleEdit, newDays, newFirstDay, newLastDay, noUntil, scheduleRemove, scheduleList,
        /// `absence add`'s KIND: the kinds in both languages (both are accepted whatever the language).
        absenceKind,
        /// `schedule add`'s DAYS, in both languages (`mon,wed,fri` or `월,수,금`).
        days
}

/// The help of the commands that set a job's terms and the worker's details: `workplace` (its
/// terms and when its pay comes) and `worker` (the details and the answers the estimates ask for).
enum TermsHelp {
    case workplaceCommand, employees, wage, wageFrom, paydayDay, paydayMonth, ifHoliday, periodStartDay, contractHours,
        weeklyHolidayAllowance, weeklyHoliday, incomeTax, insurance, probationUntil, contractYears, simpleLabour,
        startDate, endDate, sickLeave, workplaceAdd, workplaceName, workplaceEdit, newName, workplaceRemove,
        workplaceList, anchor, lagDays, worker, workerSet, workerName, birthDate, dependants, children, withholdingRate,
        workerShow, childBirthYears, household, spouseIncome, assets, businessCode, disabled, leaving, lastDay,
        answerWorkplace,
        /// The weekly and daily cadences, with the Korean names a worker knows them by (주급, 격주, 일급).
        paydayWeekday, every, paydayDaily
}

/// The help of the commands that show or write what the records add up to (`summary`, `payslip`,
/// `statement`, `stats`, `export`, `evidence`, `paydays`, `status`, `remind`), of the history of
/// the data file (`history`, `undo`, `redo`, `restore`), and of the app itself (`run`, `render`,
/// `keys`, `validate`).
enum DocumentHelp {
    case summary, summaryJSON, summaryPeriod, summaryYear, payslip, payslipWorkplace, payslipPeriod, format, statement,
        statementYear, formatText, statementJSON, bom, statementExcel, stats, statsJSON, year, export, onlyWorkplace,
        exportFrom, exportTo, exportExcel, exportSince, exportAlarm, evidence, evidenceYear, evidenceFolder, paydays,
        paydaysMonths, validate, validateFile, validateRates, keys, render, renderWidth, renderHeight, renderKeys, run,
        layoutLog, animations, status, statusDiscussion, statusFormat, remind, remindDiscussion, remindVia, newWithin,
        ahead, undo, redo, restore, historyNumber, history, historyLast
}

/// The help of the commands about what is owed and what the state pays: `entitlements`,
/// `received`, `differences`, `refund`, `benefits`.
enum ClaimHelp {
    case entitlements, entitlementsJSON, differences, jsonOnly, received, receivedAmount, receivedDate, receivedRemove,
        refund, refundYear, jsonDocumented, benefits
}

extension ArgumentHelp {
    /// The help of an option or an argument: `topic` in the help screen's language (`UsageWords.help`),
    /// with the name of its value (`.words(.clockInAt, "HH:mm")`).
    static func words(_ topic: RecordHelp, _ value: String? = nil) -> Self {
        .init(UsageWords.help.text(topic), valueName: value)
    }
    static func words(_ topic: TermsHelp, _ value: String? = nil) -> Self {
        .init(UsageWords.help.text(topic), valueName: value)
    }
    static func words(_ topic: DocumentHelp, _ value: String? = nil) -> Self {
        .init(UsageWords.help.text(topic), valueName: value)
    }
    static func words(_ topic: ClaimHelp, _ value: String? = nil) -> Self {
        .init(UsageWords.help.text(topic), valueName: value)
    }
}

extension CommandConfiguration {
    /// A subcommand named `name` (as typed after its parent), its abstract `topic` in the help
    /// screen's language: `CommandConfiguration.words("stats", .stats)`.
    static func words(_ name: String, _ topic: RecordHelp) -> Self {
        .parsedAlone(name, abstract: UsageWords.help.text(topic))
    }
    static func words(_ name: String, _ topic: TermsHelp) -> Self {
        .parsedAlone(name, abstract: UsageWords.help.text(topic))
    }
    static func words(_ name: String, _ topic: DocumentHelp) -> Self {
        .parsedAlone(name, abstract: UsageWords.help.text(topic))
    }
    static func words(_ name: String, _ topic: ClaimHelp) -> Self {
        .parsedAlone(name, abstract: UsageWords.help.text(topic))
    }
}

extension English: HelpWords {
    var rootAbstract: String { "What a part-time worker has earned this pay period, workplace by workplace." }
    var rootDiscussion: String {
        """
        Shell completions: `payday --generate-completion-script bash` (or zsh, fish) prints a \
        script; `make install` puts them where bash and zsh look, with the manual page.

        Environment: PAYDAY_DATA names the data file; LC_ALL, LC_MESSAGES, then LANG choose the \
        language (ko... is Korean) when --lang is not given; PAYDAY_TEST_NOW=YYYY-MM-DDTHH:mm sets \
        the clock of the app and of every command (for tests and demonstrations).
        """
    }
    var dataHelp: String { "The data file (default: $PAYDAY_DATA, else $XDG_DATA_HOME/payday/workplaces.json)." }
    var demoHelp: String { "Use the shipped demo data (read-only; its dates follow today)." }
    var langHelp: String { "Language: en or ko (default: from LC_ALL, LC_MESSAGES, then LANG)." }
    var todayHelp: String { "The date to work on instead of the clock's (also PAYDAY_TEST_NOW=YYYY-MM-DDTHH:mm)." }
    var ratesHelp: String { "A rates file (minimum wage, insurance rates) to use instead of the shipped one." }
}

extension Korean: HelpWords {
    var rootAbstract: String { "아르바이트로 이번 급여 기간에 번 돈을 일터별로 보여 줍니다." }
    var rootDiscussion: String {
        """
        셸 자동 완성: `payday --generate-completion-script bash` (또는 zsh, fish)가 스크립트를 \
        출력하고, `make install`이 매뉴얼 페이지와 함께 bash와 zsh가 찾는 곳에 둡니다.

        환경 변수: PAYDAY_DATA는 데이터 파일을 정합니다; --lang이 없으면 LC_ALL, LC_MESSAGES, \
        LANG 순서로 언어를 정합니다 (ko...는 한국어); PAYDAY_TEST_NOW=YYYY-MM-DDTHH:mm은 앱과 모든 \
        명령의 시계를 정합니다 (테스트와 시연용).
        """
    }
    var dataHelp: String { "데이터 파일 (기본: $PAYDAY_DATA, 없으면 $XDG_DATA_HOME/payday/workplaces.json)." }
    var demoHelp: String { "함께 배포된 데모 데이터를 씁니다 (읽기 전용; 날짜는 오늘을 따릅니다)." }
    var langHelp: String { "언어: en 또는 ko (기본: LC_ALL, LC_MESSAGES, LANG 순서)." }
    var todayHelp: String { "시계 대신 이 날짜로 계산합니다 (PAYDAY_TEST_NOW=YYYY-MM-DDTHH:mm도 됩니다)." }
    var ratesHelp: String { "함께 배포된 것 대신 쓸 요율 파일 (최저임금, 보험 요율)." }
}

extension UsageWords {
    /// The language the process was started with: `--lang` among its arguments, else its
    /// locale. Read once; the arguments and the environment do not change while it runs.
    static let helpLanguage = language(
        arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessEnvironment.variables)

    /// The help screen's words in `helpLanguage`.
    static var help: any HelpWords {
        switch helpLanguage {
        case .english: English()
        case .korean: Korean()
        }
    }
}
