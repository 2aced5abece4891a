import TerminalTestSupport
import Testing

/// The failure message of a screen comparison in the pty and tmux tests: the rows that differ,
/// numbered, each with what was expected and what came.
@Suite struct ScreenRowsTests {
    static let expected = [
        " Payday · next pay",
        "╭──────────╮",
        "│ Cafe  D-4 │",
        "╰──────────╯",
        " q quit",
    ]

    @Test func theSameScreenHasNoDifference() {
        #expect(ScreenRows.difference(expected: Self.expected, actual: Self.expected) == nil)
        #expect(ScreenRows.difference(expected: "a\nb", actual: "a\nb") == nil)
    }

    @Test func theMessageNamesEachDifferingRowWithBothSides() {
        var actual = Self.expected
        actual[2] = "│ 카페  D-4 │"
        actual[4] = " q quit  ? keys"
        #expect(
            ScreenRows.difference(expected: Self.expected, actual: actual)
                == """
                2 of 5 rows differ:
                row 2
                  expected: |│ Cafe  D-4 │|
                  actual:   |│ 카페  D-4 │|
                row 4
                  expected: | q quit|
                  actual:   | q quit  ? keys|
                """)
    }

    @Test func aMissingOrExtraRowIsNamedAndTrailingSpacesShow() {
        #expect(
            ScreenRows.difference(expected: ["top", "middle", "bottom"], actual: ["top", "middle "])
                == """
                2 of 3 rows differ (3 expected, 2 actual):
                row 1
                  expected: |middle|
                  actual:   |middle |
                row 2
                  expected: |bottom|
                  actual:   (no row)
                """)
        #expect(
            ScreenRows.difference(expected: "one", actual: "one\ntwo")
                == """
                1 of 2 rows differ (1 expected, 2 actual):
                row 1
                  expected: (no row)
                  actual:   |two|
                """)
    }
}
