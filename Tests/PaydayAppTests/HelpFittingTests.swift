import ArgumentParser
import Canvas
import Testing

@testable import PaydayCommandLine

/// The help screen fitted by display width (`HelpFitting`): the argument parser wraps by
/// characters, so a Korean line it thought fitted (a Hangul character is two columns) is broken
/// again at a space; English text and the usage line, which the parser keeps whole, stay as
/// they are.
@Suite struct HelpFittingTests {
    static let entry = "  --long                  "
    static let usage = "사용법: "

    /// An entry's line past 42 columns: the rest goes to a new line at the entry's column
    /// (26) when a new entry follows, and each line fits.
    @Test func anEntryTooWideIsBrokenAtItsColumn() {
        let line = Self.entry + "열여섯 시간보다 긴 근무를"
        #expect(line.count <= 42 && displayWidth(line) > 42)
        let text = line + "\n  --memo <memo>           메모."
        let fitted = HelpFitting.fitted(text, columns: 42, keepingWhole: Self.usage)
        #expect(
            fitted.split(separator: "\n", omittingEmptySubsequences: false) == [
                "  --long                  열여섯 시간보다",
                "                          긴 근무를",
                "  --memo <memo>           메모.",
            ])
        for line in fitted.split(separator: "\n") { #expect(displayWidth(of: line) <= 42, "\(line)") }
    }

    /// A label as wide as the column (23 characters, such as `--employees <employees>`) is an entry too.
    @Test func aLabelAsWideAsTheColumn() {
        let line = "  --employees <employees> 일터의 상시 근로자 수"
        #expect(
            HelpFitting.fitted(line, columns: 42, keepingWhole: Self.usage).split(separator: "\n") == [
                "  --employees <employees> 일터의 상시", "                          근로자 수",
            ])
    }

    /// The rest is carried into the entry's next line (the parser's own continuation at the
    /// same column), which is broken again in its turn.
    @Test func theRestJoinsTheEntrysNextLine() {
        let text = Self.entry + "열여섯 시간보다 긴 근무를\n" + String(repeating: " ", count: 26) + "확인합니다."
        #expect(
            HelpFitting.fitted(text, columns: 42, keepingWhole: Self.usage).split(separator: "\n") == [
                "  --long                  열여섯 시간보다",
                "                          긴 근무를",
                "                          확인합니다.",
            ])
    }

    /// A paragraph's rest is carried into its next line and the paragraph filled again, not
    /// left with a short line after each broken one; a blank line ends the paragraph, and the
    /// usage line is never joined.
    @Test func aParagraphIsFilledAgain() {
        let text = "개요: 일터 하나의 근무를 모두\n보여 줍니다. 근무마다\n한 줄입니다.\n\n옵션:\n사용법: payday"
        #expect(
            HelpFitting.fitted(text, columns: 26, keepingWhole: Self.usage).split(
                separator: "\n", omittingEmptySubsequences: false) == [
                    "개요: 일터 하나의 근무를", "모두 보여 줍니다. 근무마다", "한 줄입니다.", "", "옵션:", "사용법: payday",
                ])
        #expect(
            HelpFitting.fitted("일터 하나의 근무를 모두 보여\n사용법: payday", columns: 20, keepingWhole: Self.usage)
                == "일터 하나의 근무를\n모두 보여\n사용법: payday")
    }

    /// A Korean label (`run (기본)`) padded to the entries' column by display width is an entry:
    /// its text wraps to the column, not to the label's indent.
    @Test func aKoreanLabelIsAnEntryByItsWidth() {
        let label = "  run (기본)"
        let padded = label + String(repeating: " ", count: 26 - displayWidth(label))
        let line = padded + "일터 카드를 터미널에 보여 줍니다"
        #expect(HelpFitting.wrappingIndent(of: line) == 26)
        #expect(
            HelpFitting.fitted(line, columns: 50, keepingWhole: Self.usage).split(separator: "\n").map(String.init) == [
                padded + "일터 카드를 터미널에", String(repeating: " ", count: 26) + "보여 줍니다",
            ])
        #expect(HelpFitting.wrappingIndent(of: "  run (기본) 일터 카드를 터미널에 보여 줍니다") == 2)
    }

    /// A paragraph (an overview, a discussion) wraps to its own indent; English narrower than
    /// the columns and the usage line are not touched.
    @Test func otherLinesKeepTheirShape() {
        let overview = "개요: 일터 하나의 근무를 모두 보여 줍니다"
        #expect(
            HelpFitting.fitted(overview, columns: 26, keepingWhole: Self.usage) == "개요: 일터 하나의 근무를\n모두 보여 줍니다")
        let english = Self.entry + "Confirm a shift longer than 16 hours."
        #expect(HelpFitting.fitted(english, columns: 80, keepingWhole: Self.usage) == english)
        let usage = "사용법: payday shift add <workplace> <YYYY-MM-DD> <HH:mm> <HH:mm> [--break <MIN>] [--memo <memo>]"
        #expect(HelpFitting.fitted(usage, columns: 80, keepingWhole: Self.usage) == usage)
    }

    /// `COLUMNS` is the width when it is a number in range; else the terminal's, else 80 (the
    /// test's standard output is not a terminal).
    @Test func theColumnsAreTheParsers() {
        #expect(HelpFitting.columns(environment: ["COLUMNS": "100"]) == 100)
        #expect(HelpFitting.columns(environment: ["COLUMNS": "0"]) == HelpFitting.columns(environment: [:]))
        #expect(HelpFitting.columns(environment: ["COLUMNS": "wide"]) == HelpFitting.columns(environment: [:]))
    }
}

/// What the parser prints with status 0 that is not a help screen goes out as it makes it: the
/// shells' completion scripts (whose long lines are code), under an English and a Korean locale.
@Suite struct NotAHelpScreenTests {
    @Test(
        .enabled(
            if: StoreProcessTests.payday != nil, "needs the payday binary beside the tests (swift build builds it)"),
        arguments: ["C.UTF-8", "ko_KR.UTF-8"])
    func theBashCompletionScriptIsTheParsers(locale: String) throws {
        let run = try StoreProcessTests.run(["--generate-completion-script", "bash"], environment: ["LANG": locale])
        #expect(run.status == 0)
        #expect(run.output == PaydayCommand.completionScript(for: .bash) + "\n")
    }

    @Test func onlyAHelpScreenIsOne() {
        #expect(UsageWords.isHelpScreen(PaydayCommand.helpMessage(for: ShiftAddCommand.self)))
        #expect(UsageWords.isHelpScreen(PaydayCommand.helpMessage()))
        #expect(!UsageWords.isHelpScreen(PaydayCommand.completionScript(for: .zsh)))
        #expect(!UsageWords.isHelpScreen("CU 역삼\n스타벅스"))
    }
}
