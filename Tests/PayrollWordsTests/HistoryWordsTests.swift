import Foundation
import Payroll
import PayrollWords
import Testing

/// The history's events in words: plans named in the worker's language, a note's change named as
/// such, and entries written by earlier versions still read.
@Suite struct HistoryWordsTests {
    private static let english = RuleWords(language: .english, place: .commandLine)
    private static let korean = RuleWords(language: .korean, place: .commandLine)

    /// Lines as earlier versions wrote them: a plan's detail as one string of the file's own
    /// notation, shift records without a note.
    private static let oldLines = [
        #"{"after":"b","before":"a","event":{"changedPlan":{"detail":"2026-12-25 closed","kind":"absenceAdded","workplace":"CU"}},"number":4,"shifts":3,"source":"commandLine","time":1790000000,"workplaces":1}"#,
        #"{"after":"c","before":"b","event":{"changedPlan":{"detail":"mon,wed 18:00-23:00","kind":"scheduleAdded","workplace":"CU"}},"number":5,"shifts":3,"source":"app","time":1790000060,"workplaces":1}"#,
        #"{"after":"d","before":"c","event":{"changedShift":{"from":{"breakMinutes":30,"date":"2026-11-18","end":"20:30","start":"11:00"},"to":{"breakMinutes":30,"date":"2026-11-18","end":"20:30","start":"11:00"},"workplace":"CU"}},"number":6,"shifts":3,"source":"commandLine","time":1790000120,"workplaces":1}"#,
    ]

    private static func decode(_ line: String) throws -> HistoryEntry {
        try JSONDecoder().decode(HistoryEntry.self, from: Data(line.utf8))
    }

    @Test func oldEntriesStillRead() throws {
        let entries = try Self.oldLines.map(Self.decode)
        #expect(entries.map(\.number) == [4, 5, 6])
        #expect(
            entries[0].event
                == .changedPlan(
                    workplace: "CU", kind: .absenceAdded,
                    detail: .absence(
                        date: LocalDate(iso: "2026-12-25")!, kind: .closed)))
        #expect(Self.english.event(entries[0].event) == "Added an absence at CU: 2026-12-25 closed")
        #expect(Self.korean.event(entries[0].event) == "결근 사유 추가: CU 2026-12-25 휴업")
        #expect(Self.english.event(entries[1].event) == "Added to the schedule at CU: mon,wed 18:00-23:00")
        #expect(Self.korean.event(entries[1].event) == "일정 추가: CU 월,수 18:00-23:00")
        // No note in either record: read as the change it was (nothing named twice as a note).
        #expect(
            Self.english.event(entries[2].event)
                == "Changed a shift at CU: 2026-11-18 11:00-20:30 (break 30 min) to 2026-11-18 11:00-20:30 (break 30 min)"
        )
    }

    /// A plan's detail is stored as it always was: the same string, under the same keys.
    @Test func planDetailIsStoredAsBefore() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let event = HistoryEvent.changedPlan(
            workplace: "CU", kind: .absenceAdded, detail: .absence(date: LocalDate(iso: "2026-12-25")!, kind: .closed))
        let text = String(decoding: try encoder.encode(event), as: UTF8.self)
        #expect(text == #"{"changedPlan":{"detail":"2026-12-25 closed","kind":"absenceAdded","workplace":"CU"}}"#)
        // A detail that reads as neither a schedule entry nor an absence is kept as it was.
        #expect(PlanDetail(stored: "someday maybe").stored == "someday maybe")
    }

    /// `shift edit --memo`: only the note changed, and the history says so in both languages.
    @Test func aNoteChangeIsNamed() throws {
        let date = LocalDate(iso: "2026-11-18")!
        let shift = Shift(
            date: date, start: TimeOfDay(text: "11:00")!, end: TimeOfDay(text: "20:30")!, breakMinutes: 30)
        var noted = shift
        noted.memo = "late bus"
        let place = Workplace(
            name: "CU", wages: WageHistory(hourly: 10_320), payday: PaydayRule(day: 10), shifts: [shift])
        let before = DataFile(workplaces: [place])
        let event = HistoryEvent(
            .editShift(workplace: "CU", original: shift, replacement: noted, confirmedLong: false), before: before)
        #expect(
            Self.english.event(event)
                == #"Changed the note of the shift at CU: 2026-11-18 11:00-20:30 (break 30 min) now reads "late bus""#)
        #expect(Self.korean.event(event) == #"근무 메모 변경: CU 2026-11-18 11:00-20:30 (휴게 30분) → "late bus""#)
        let removed = HistoryEvent(
            .editShift(workplace: "CU", original: noted, replacement: shift, confirmedLong: false), before: before)
        #expect(
            Self.english.event(removed) == "Removed the note of the shift at CU: 2026-11-18 11:00-20:30 (break 30 min)")
        // The note is kept in the entry, and an entry with a note reads back the same.
        let encoded = try JSONEncoder().encode(event)
        #expect(try JSONDecoder().decode(HistoryEvent.self, from: encoded) == event)
    }

    /// A workplace's terms are named in words in both histories; the English one named them by
    /// the data file's names (`payday.day`), and the Korean one did so for the pay cadence, the
    /// job's dates and sick days (`payday.cadence, startDate, endDate, sickLeave`).
    @Test func workplaceTermsInWords() {
        let event = HistoryEvent.changedWorkplace(
            name: "CU", newName: nil, wage: nil, wageFrom: nil, terms: ["employees", "payday.day"])
        #expect(Self.english.event(event) == "Changed the workplace CU: employees, payday")
        #expect(Self.korean.event(event) == "일터 변경: CU: 직원 수, 급여일")
        let dates = HistoryEvent.changedWorkplace(
            name: "CU", newName: nil, wage: nil, wageFrom: nil,
            terms: ["payday.cadence", "startDate", "endDate", "sickLeave"])
        #expect(Self.english.event(dates) == "Changed the workplace CU: pay cadence, start date, end date, sick days")
        #expect(Self.korean.event(dates) == "일터 변경: CU: 급여 주기, 근무 시작일, 근무 종료일, 병가")
    }

    /// Every term has words of its own in each language, none of them the file's name of the
    /// term (no dotted path or camel case in English, no Latin letter in Korean).
    @Test func everyTermIsWorded() {
        for words in [Self.english, Self.korean] {
            let said = WorkplaceTerm.allCases.map { term in
                let line = words.event(
                    .changedWorkplace(name: "CU", newName: nil, wage: nil, wageFrom: nil, terms: [term.rawValue]))
                return String(line.split(separator: "CU: ").last ?? "")
            }
            for word in said {
                if words.language == .korean {
                    #expect(!word.contains { $0.isASCII && $0.isLetter }, "\(word)")
                } else {
                    #expect(!word.contains(".") && !word.contains { $0.isUppercase }, "\(word)")
                }
            }
            #expect(Set(said).count == WorkplaceTerm.allCases.count)
        }
    }

    /// A term a later version wrote, unknown here, is named as the file names it.
    @Test func anUnknownTermIsNamedAsStored() {
        let event = HistoryEvent.changedWorkplace(
            name: "CU", newName: nil, wage: nil, wageFrom: nil, terms: ["payday.day", "mealAllowance"])
        #expect(Self.english.event(event) == "Changed the workplace CU: payday, mealAllowance")
        #expect(Self.korean.event(event) == "일터 변경: CU: 급여일, mealAllowance")
    }
}
