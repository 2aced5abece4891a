import Foundation
import Payroll
import PayrollWords
import Testing

/// The plans' problems in the data file, in words, each with its path.
@Suite struct PlanFileWordsTests {
    /// The loader's problems as the command line words them, one a line.
    private static let words = RuleWords(language: .english, place: .commandLine)

    private func file(_ fields: String) -> [UInt8] {
        Array(
            #"{"version": 1, "workplaces": [{"name": "카페", "wage": 10320, "payday": {"day": 10}, \#(fields), "shifts": []}]}"#
                .utf8)
    }

    private func problems(_ fields: String) -> [String] {
        do {
            _ = try DataFile.parse(file(fields), file: "w.json")
            return []
        } catch {
            return error.problems.map(Self.words.dataProblem)
        }
    }

    @Test func everyProblemIsNamedWithItsPath() {
        let entry = #""start": "18:00", "end": "23:00", "from": "2026-12-01""#
        #expect(
            problems(#""schedule": [{"days": [], \#(entry)}]"#) == [
                #"workplaces[0].schedule[0].days: must list at least one day, such as ["mon", "wed", "fri"]"#
            ])
        #expect(
            problems(#""schedule": [{"days": ["mon", "thr", "mon"], \#(entry)}]"#) == [
                #"workplaces[0].schedule[0].days[1]: "thr" is not a day; write one of "mon", "tue", "wed", "thu", "fri", "sat", "sun"; did you mean "thu"?"#
            ])
        #expect(
            problems(#""schedule": [{"days": ["mon", "mon"], \#(entry)}]"#) == [
                #"workplaces[0].schedule[0].days: "mon" is listed twice; list each day once"#
            ])
        #expect(
            problems(#""schedule": [{"days": ["mon"], \#(entry), "break": 300}]"#) == [
                "workplaces[0].schedule[0].break: a break of 300 minutes is as long as the planned shift (300 minutes) or longer"
            ])
        #expect(
            problems(#""schedule": [{"days": ["mon"], \#(entry), "until": "2026-11-30"}]"#) == [
                #"workplaces[0].schedule[0].until: 2026-11-30 is before "from" (2026-12-01); the last day cannot come before the first"#
            ])
        #expect(
            problems(#""schedule": [{"days": ["mon"], "start": "18:00", "end": "23:00"}]"#) == [
                #"workplaces[0].schedule[0]: missing required field "from"; add "from": "2026-12-01""#
            ])
        #expect(
            problems(#""schedule": [{"days": ["mon"], \#(entry), "untill": "2027-01-01"}]"#) == [
                #"workplaces[0].schedule[0].untill: unknown field "untill"; did you mean "until"?"#
            ])
        // A Sunday night shift runs into Monday's: they overlap on Monday 2026-12-07.
        #expect(
            problems(
                #""schedule": [{"days": ["sun"], "start": "22:00", "end": "06:00", "from": "2026-12-01"}, {"days": ["mon"], "start": "05:00", "end": "09:00", "from": "2026-12-01"}]"#
            ) == [
                "workplaces[0].schedule[1]: plans a shift that overlaps one of schedule[0] (first on 2026-12-07); one person works one shift at a time"
            ])
        // The same days, one after the other's `until`: no overlap.
        #expect(
            problems(
                #""schedule": [{"days": ["mon"], \#(entry), "until": "2026-12-31"}, {"days": ["mon"], "start": "18:00", "end": "22:00", "from": "2027-01-01"}]"#
            ) == [])
        #expect(
            problems(#""absences": [{"date": "2026-12-25", "kind": "holiday"}]"#) == [
                #"workplaces[0].absences[0].kind: "holiday" is not one of "leave", "sick", "off", "closed""#
            ])
        #expect(
            problems(#""absences": [{"date": "2026-12-25", "kind": "off"}, {"date": "2026-12-25", "kind": "sick"}]"#)
                == [
                    "workplaces[0].absences[1].date: the same date as absences[0]; one absence a date"
                ])
        #expect(
            problems(#""startDate": "2026-12-01", "endDate": "2026-11-30""#) == [
                #"workplaces[0].endDate: 2026-11-30 is before "startDate" (2026-12-01); the last day cannot come before the first"#
            ])
        #expect(
            problems(#""startDate": "2026-13-01""#) == [
                #"workplaces[0].startDate: "2026-13-01" is not a date; write YYYY-MM-DD, such as "2026-11-02""#
            ])
    }
}
