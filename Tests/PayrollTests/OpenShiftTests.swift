import Foundation
import SeededRandom
import Testing

@testable import Payroll

/// Open shifts, memos, `worker` and `period.startDay` in the data file.
@Suite struct OpenShiftTests {
    @Test func anOpenShiftIsKeptApartFromPay() throws {
        let text =
            #"{"version": 1, "worker": "김민지", "workplaces": [{"name": "카페", "wage": 10320, "payday": {"day": 10}, "period": {"startDay": 26}, "shifts": [{"date": "2026-11-02", "start": "18:00", "end": "23:00", "memo": "마감"}, {"date": "2026-11-03", "start": "09:00"}]}]}"#
        let file = try DataFile.parse(Array(text.utf8), file: "w.json")
        #expect(file.worker == "김민지")
        #expect(file.workplaces[0].periodStartDay == 26)
        #expect(
            file.workplaces[0].shifts == [
                Shift(date: date("2026-11-02"), start: time("18:00"), end: time("23:00"), memo: "마감")
            ])
        #expect(file.workplaces[0].openShift == OpenShift(date: date("2026-11-03"), start: time("09:00")))
        #expect(file.shiftCount == 2)
    }

    @Test func closingAndOverdue() {
        let open = OpenShift(date: date("2026-11-21"), start: time("22:00"), memo: "야간")
        let start = open.start
        #expect(
            open.closed(at: LocalMoment(minutes: start.minutes + 480), breakMinutes: 60)
                == Shift(
                    date: date("2026-11-21"), start: time("22:00"), end: time("06:00"), breakMinutes: 60, memo: "야간"))
        #expect(open.closed(at: LocalMoment(minutes: start.minutes + 1440), breakMinutes: 0)?.lengthMinutes == 1440)
        #expect(open.closed(at: LocalMoment(minutes: start.minutes + 1441), breakMinutes: 0) == nil)
        #expect(open.closed(at: start, breakMinutes: 0) == nil)
        #expect(!open.isOverdue(at: LocalMoment(minutes: start.minutes + 1440)))
        #expect(open.isOverdue(at: LocalMoment(minutes: start.minutes + 1441)))
        #expect(LocalMoment(minutes: -1).date == date("1969-12-31"))
        #expect(LocalMoment(minutes: -1).timeOfDay == time("23:59"))
    }

    @Test func workplacesAreFoundByAnyUniquePartOfTheirName() {
        let names = ["GS25 강남역점", "스타벅스 역삼점", "스타벅스 강남점", "CGV"]
        #expect(WorkplaceName.match("gs", among: names) == .found(0))
        #expect(WorkplaceName.match("역삼", among: names) == .found(1))
        #expect(WorkplaceName.match("스타벅스", among: names) == .ambiguous(candidates: ["스타벅스 역삼점", "스타벅스 강남점"]))
        #expect(WorkplaceName.match("강남", among: names) == .ambiguous(candidates: ["GS25 강남역점", "스타벅스 강남점"]))
        #expect(WorkplaceName.match("롯데", among: names) == .unknown(candidates: names))
        #expect(WorkplaceName.match(nil, among: ["CGV"]) == .found(0))
        #expect(WorkplaceName.match(nil, among: names) == .ambiguous(candidates: names))
        // Hangul typed decomposed (as some systems do) still matches.
        #expect(WorkplaceName.match("역삼".decomposedStringWithCanonicalMapping, among: names) == .found(1))
        // An exact name wins over names that contain it.
        #expect(WorkplaceName.match("cgv", among: ["CGV", "CGV 용산"]) == .found(0))
    }

    /// The key of a name of ASCII, Hangul syllables and emoji skips Foundation's composition;
    /// it is the same key.
    @Test func theQuickKeyOfANameIsTheComposedOne() {
        var random = SplitMix64(seed: 31)
        let pieces = [
            "G", "s", "Z", "5", " ", "-", "강", "남", "역", "\u{1F3EA}", "\u{1F3FB}", "\u{1100}", "\u{1161}", "\u{11A8}",
            "e", "\u{0301}", "É", "Σ", "İ", "ß", "ﬁ", "Ａ", "\u{3000}",
        ]
        var quick = 0
        for _ in 0..<3_000 {
            let name = (0..<(1 + random.next(below: 6))).map { _ in pieces[random.next(below: pieces.count)] }.joined()
            if WorkplaceName.isComposedWithoutCase(name) { quick += 1 }
            #expect(
                WorkplaceName.key(name) == name.precomposedStringWithCanonicalMapping.lowercased(),
                "\(Array(name.unicodeScalars))")
        }
        #expect(quick > 100)
    }

    /// Where a key and a text are made of scalars that are each a character of their own, the
    /// key holds the text by its UTF-8 bytes exactly where it does by its characters; a skin tone after an emoji and a carriage return before a line feed (each
    /// joined into one character with its neighbour) leave the search to `contains`.
    @Test func aTextIsFoundInAKeyByItsBytesWhereItIsByItsCharacters() {
        var random = SplitMix64(seed: 29)
        let pieces = [
            "g", "s", "5", " ", "-", "강", "남", "역", "\u{1F3EA}", "\u{1F44D}", "\u{1F3FB}", "\u{1F3FD}", "\r", "\n",
            "\u{1100}", "\u{1161}", "e", "\u{0301}", "\u{200D}", "\u{FE0F}", "\u{1F1F0}", "\u{1F1F7}",
        ]
        func piece(_ count: Int) -> String {
            (0..<count).map { _ in pieces[random.next(below: pieces.count)] }.joined()
        }
        var alone = 0
        for _ in 0..<20_000 {
            let key = piece(1 + random.next(below: 6))
            let text = piece(1 + random.next(below: 3))
            guard WorkplaceName.isScalarsAlone(key), WorkplaceName.isScalarsAlone(text) else { continue }
            alone += 1
            #expect(
                WorkplaceName.utf8(of: key, holds: text) == WorkplaceName.characters(of: key, hold: text),
                "\(Array(key.unicodeScalars)) \(Array(text.unicodeScalars))")
        }
        #expect(alone > 1_000)
        // Every scalar of the ranges taken is a character of its own beside each of these
        // neighbours (a letter, an emoji, a syllable, itself, a line feed): none of them joins.
        var joined: [UInt32] = []
        for range: ClosedRange<UInt32> in [0x00...0x7F, 0xAC00...0xD7A3, 0x1F300...0x1FAFF] {
            for value in range {
                guard let scalar = Unicode.Scalar(value), WorkplaceName.isScalarsAlone(String(scalar)) else { continue }
                let alone = String(scalar)
                for other in ["a", "\u{1F44D}", "가", alone, "\n", "\u{1F3EA}"]
                where (other + alone).count != 2 || (alone + other).count != 2 {
                    joined.append(value)
                }
            }
        }
        #expect(joined.isEmpty, "\(joined.prefix(10).map { String($0, radix: 16) })")
        #expect(!WorkplaceName.isScalarsAlone("\u{1F44D}\u{1F3FD} 카페") && !WorkplaceName.isScalarsAlone("a\r\nb"))
        #expect(
            WorkplaceName.match("\u{1F44D}", among: ["\u{1F44D}\u{1F3FD} 카페", "CGV"])
                == .unknown(candidates: ["\u{1F44D}\u{1F3FD} 카페", "CGV"]))
        #expect(WorkplaceName.match("\u{1F3EA}", among: ["\u{1F3EA} 편의점", "CGV"]) == .found(0))
    }
}

/// The quick reader of the common shift accepts only what the general one accepts without a
/// problem, and reads it the same; it takes the common shapes.
@Suite struct QuickShiftReaderTests {
    @Test func theQuickShiftReaderAgreesWithTheGeneralOne() throws {
        var random = SplitMix64(seed: 2026)
        let keys = ["date", "start", "end", "break", "memo", "Date", "end ", "extra"]
        let dates = [#""2026-11-02""#, #""2026-02-30""#, #""2026-1-02""#, "20261102", "null"]
        let times = [#""18:00""#, #""23:59""#, #""00:00""#, #""24:00""#, #""9:00""#, #""18:60""#, "1800", "true"]
        let numbers = ["0", "30", "1440", "1441", "-1", "30.0", "1e2", #""30""#]
        var accepted = 0
        for _ in 0..<5_000 {
            var fields: [String] = []
            for _ in 0..<(1 + random.next(below: 5)) {
                let key = keys[random.next(below: keys.count)]
                let value: String
                switch key {
                case "date": value = dates[random.next(below: dates.count)]
                case "start", "end": value = times[random.next(below: times.count)]
                case "break": value = numbers[random.next(below: numbers.count)]
                default: value = random.next(below: 2) == 0 ? #""메모 \"q\"""# : "7"
                }
                fields.append("\"\(key)\": \(value)")
            }
            if random.next(below: 3) > 0 {  // mostly the valid core
                fields =
                    [#""date": "2026-11-02""#, #""start": "22:00""#, #""end": "06:00""#]
                    + fields.prefix(random.next(below: 2))
            }
            let value = try JSONReader.parse(Array(("{" + fields.joined(separator: ", ") + "}").utf8))
            var problems: [DataProblem] = []
            let general = DataFile.decodeAnyShift(value, path: DataPath("shifts", index: 0), problems: &problems)
            if let quick = DataFile.wellFormedShift(value) {
                accepted += 1
                #expect(problems.isEmpty && general == quick, "\(fields)")
            } else if problems.isEmpty, case .closed? = general {
                Issue.record("the quick reader declined a good closed shift: \(fields)")
            }
        }
        #expect(accepted > 1_000)
    }
}
