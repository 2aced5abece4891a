import Testing

@testable import Payroll

/// Each range of the data is one `Limits` entry; the ones made from another must come out as the
/// documented values (docs/data-file.md, "What is checked").
@Suite struct LimitsTests {
    @Test func derivedRangesHaveTheirDocumentedValues() {
        #expect(Limits.withholdingRateRange == 80...120)
        #expect(Limits.withholdingRates.allSatisfy(Limits.withholdingRateRange.contains))
        #expect(Limits.children == 0...98)
        // 2100-12-31T23:59:59Z, the end of the last day a date may have.
        #expect(Limits.historyTimes == 0...4_133_980_799)
        #expect(Limits.range(of: .dependants) == 1...99)
    }

    @Test func theReadersTakeTheirRangesFromLimits() throws {
        // A withholding rate inside the range but not allowed, and one outside it.
        let inside = try? DataFile.parse(Array(Self.file(rate: 90).utf8), file: "w.json")
        #expect(inside == nil)
        let outside = try? DataFile.parse(Array(Self.file(rate: 121).utf8), file: "w.json")
        #expect(outside == nil)
        let allowed = try DataFile.parse(Array(Self.file(rate: 120).utf8), file: "w.json")
        #expect(allowed.worker?.withholdingRate == 120)
        // The years a YYYY-MM period can name.
        #expect(PayPeriod(iso: "9999-12") != nil)
        #expect(PayPeriod(iso: "0000-12") == nil)
    }

    private static func file(rate: Int) -> String {
        """
        {"version": 1, "worker": {"name": "Kim", "withholdingRate": \(rate)}, "workplaces": []}
        """
    }
}
