import Testing

@testable import PaydayApp
@testable import PaydayCommandLine

/// `payday keys`: the app's keys screen by screen, read from the app's key commands (the manual
/// page's KEYS section is its `mdoc` output).
@Suite struct KeysCommandTests {
    func output(_ arguments: [String]) throws -> String {
        let command = try #require(try PaydayCommand.parseAsRoot(["keys"] + arguments) as? KeysCommand)
        let result = command.result(environment: [:])
        #expect(result.exitStatus == 0, "\(result.standardError)")
        return result.standardOutput
    }

    /// The home screen first, then each screen a letter opens, named by the home screen's line
    /// for that letter; a screen's own keys (the calendar's `x`, the payslip's `r`) are there,
    /// and a letter that opens nothing of its own on the demo (clock in: the demo is read-only)
    /// makes no section.
    @Test func listsTheHomeScreenThenEveryScreenALetterOpens() throws {
        let text = try output(["--lang", "en"])
        let headings = text.split(separator: "\n").filter { !$0.hasPrefix(" ") }.map(String.init)
        #expect(headings.first == "The home screen")
        for screen in [
            "month calendar (c)", "this page's payslip (p)", "calendar of all workplaces (C)",
            "this period's shifts (s)", "the year at a glance (t)",
        ] {
            #expect(headings.contains(screen), "\(headings)")
        }
        #expect(!headings.contains { $0.hasPrefix("clock in") })
        let calendar = try #require(text.components(separatedBy: "\n\n").first { $0.hasPrefix("month calendar (c)") })
        #expect(calendar.contains("\n  x           not worked: why (absence)"), "\(calendar)")
        let payslip = try #require(text.components(separatedBy: "\n\n").first { $0.hasPrefix("this page's payslip") })
        #expect(payslip.contains("\n  r           record what arrived"), "\(payslip)")
    }

    /// In Korean the headings and the keys' words are the app's Korean ones.
    @Test func speaksKorean() throws {
        let text = try output(["--lang", "ko"])
        #expect(text.hasPrefix("첫 화면\n"))
        #expect(text.contains("\n\n이 일터의 월 달력 (c)\n"), "\(text.prefix(400))")
    }

    /// The mdoc section: a subsection per screen, each a balanced tagged list, and no line of the
    /// words taken for a request (none starts with `.` or `'` unless it is one of ours).
    @Test func theManualPageSectionIsWellFormed() throws {
        let mdoc = try output(["--lang", "en", "--format", "mdoc"])
        let lines = mdoc.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.first == ".Sh KEYS")
        let text = try output(["--lang", "en"])
        let screens = text.split(separator: "\n").filter { !$0.hasPrefix(" ") }.count
        #expect(lines.filter { $0.hasPrefix(".Ss ") }.count == screens)
        #expect(lines.filter { $0.hasPrefix(".Bl ") }.count == screens)
        #expect(lines.filter { $0 == ".El" }.count == screens)
        let macros = [".Sh ", ".Ss ", ".Bl ", ".El", ".It "]
        for line in lines where line.hasPrefix(".") || line.hasPrefix("'") {
            #expect(macros.contains { line.hasPrefix($0) }, "\(line)")
        }
        #expect(mdoc.contains(".Ss month calendar (c)\n"))
        #expect(mdoc.contains(".It Sy \\&x\nnot worked: why (absence)\n"))
    }
}
