import Foundation
import Testing

@testable import Payroll

/// The worker's answers for the estimates of money from the state in the data file: read with
/// each value's range checked and every problem named by its path, written back as read, and a
/// file without them written byte for byte as before.
@Suite struct WorkerAnswersFileTests {
    static let workplace = #"{ "name": "GS25", "wage": 10320, "payday": { "day": 10 }, "shifts": [] }"#

    func parse(worker: String, workplace: String = workplace) throws(DataFileError) -> DataFile {
        let text = #"{ "version": 1, "worker": \#(worker), "workplaces": [ \#(workplace) ] }"#
        return try DataFile.parse(Array(text.utf8), file: "w.json")
    }

    func problems(worker: String, workplace: String = workplace) -> [DataProblem] {
        do {
            _ = try parse(worker: worker, workplace: workplace)
            return []
        } catch {
            return error.problems
        }
    }

    @Test func everyAnswerReadsAndWritesBack() throws {
        let file = try parse(
            worker:
                #"{ "name": "김민지", "dependants": 3, "children": [2012, 2016], "household": "two-earner", "spouseIncome": 31000000, "assets": 120000000, "businessCode": "940926", "disabled": true }"#,
            workplace:
                #"{ "name": "GS25", "wage": 10320, "payday": { "day": 10 }, "endDate": "2026-10-31", "leaving": "dismissed", "shifts": [] }"#
        )
        let worker = try #require(file.worker)
        #expect(worker.childBirthYears == [2012, 2016] && worker.children == 0)
        #expect(worker.household == .twoEarner && worker.spouseIncome == 31_000_000 && worker.assets == 120_000_000)
        #expect(worker.businessCode == "940926" && worker.disabled)
        #expect(file.workplaces[0].leaving == .dismissed)
        let text = String(decoding: DataFileWriter.bytes(file), as: UTF8.self)
        #expect(
            text.contains(
                #""worker": { "name": "김민지", "dependants": 3, "children": [2012, 2016], "household": "two-earner", "spouseIncome": 31000000, "assets": 120000000, "businessCode": "940926", "disabled": true }"#
            ))
        #expect(text.contains(#""endDate": "2026-10-31","# + "\n" + #"      "leaving": "dismissed""#))
        let again = try DataFile.parse(DataFileWriter.bytes(file), file: "w.json")
        #expect(again == file)
    }

    @Test func aFileWithoutAnswersIsWrittenAsBefore() throws {
        // A name only is still a plain string; the other fields as they were.
        let plain = try parse(worker: #""김민지""#)
        #expect(String(decoding: DataFileWriter.bytes(plain), as: UTF8.self).contains(#""worker": "김민지""#))
        let fields = try parse(worker: #"{ "name": "김민지", "dependants": 2, "children": 1 }"#)
        #expect(
            String(decoding: DataFileWriter.bytes(fields), as: UTF8.self).contains(
                #""worker": { "name": "김민지", "dependants": 2, "children": 1 }"#))
        #expect(!String(decoding: DataFileWriter.bytes(fields), as: UTF8.self).contains("leaving"))
    }

    @Test func eachBadAnswerIsNamedByItsPath() {
        let won = DataProblem.WholeNumber(Limits.answerWon, .won)
        #expect(
            problems(worker: #"{ "spouseIncome": -1 }"#)
                == [DataProblem(path: "worker.spouseIncome", .outOfRange(written: "-1", value: -1, won))])
        #expect(
            problems(worker: #"{ "assets": 1000000000001 }"#)
                == [
                    DataProblem(
                        path: "worker.assets",
                        .outOfRange(written: "1000000000001", value: 1_000_000_000_001, won))
                ])
        #expect(
            problems(worker: #"{ "businessCode": "94090" }"#)
                == [DataProblem(path: "worker.businessCode", .notABusinessCode("94090"))])
        #expect(
            problems(worker: #"{ "household": "couple" }"#)
                == [
                    DataProblem(
                        path: "worker.household",
                        .notOneOf("couple", allowed: ["single", "one-earner", "two-earner"], suggestion: nil))
                ])
        #expect(
            problems(worker: #"{ "dependants": 3, "children": [2012, 1850] }"#)
                == [
                    DataProblem(
                        path: "worker.children[1]",
                        .outOfRange(written: "1850", value: 1850, DataProblem.WholeNumber(Limits.childBirthYears)))
                ])
        #expect(
            problems(worker: #"{ "disabled": "yes" }"#)
                == [DataProblem(path: "worker.disabled", .wrongType(expected: .bool, found: .string))])
        // Two children born but only the worker counted: the children are among the dependants.
        #expect(
            problems(worker: #"{ "children": [2012, 2016] }"#)
                == [
                    DataProblem(
                        path: "worker.children", .worker(.moreChildrenThanDependants(children: 2, dependants: 1)))
                ])
        #expect(
            problems(
                worker: #""김민지""#,
                workplace:
                    #"{ "name": "GS25", "wage": 10320, "payday": { "day": 10 }, "leaving": "quitt", "shifts": [] }"#
            )
                == [
                    DataProblem(
                        path: "workplaces[0].leaving",
                        .notOneOf(
                            "quitt", allowed: ["contract-ended", "dismissed", "closed", "quit"], suggestion: "quit"))
                ])
    }

    @Test func birthYearsGiveEachYearsCountForTheTable() throws {
        // Born 2012 and 2016: in 2024, 12 and 8 (both 8 to 20); in 2023, 11 and 7 (one);
        // in 2036, 24 and 20 (one).
        let worker = try #require(try parse(worker: #"{ "dependants": 3, "children": [2012, 2016] }"#).worker)
        #expect(worker.tableChildren(in: 2024) == 2)
        #expect(worker.tableChildren(in: 2023) == 1)
        #expect(worker.tableChildren(in: 2036) == 1)
        #expect(worker.forTable(in: 2023).children == 1)
        #expect(worker.taxHousehold == TaxHousehold(dependants: 3, children: .birthYears([2012, 2016])))
    }
}
