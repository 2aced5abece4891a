import Testing

@testable import PaydayApp

/// Where `CardHeaderView` puts the parts of a card's header, worked out by hand: from the right
/// the total, two cells, the word on the payday, two cells, the mark; the name from the left up
/// to a cell before the mark; the compact word on the payday where the whole one would leave
/// the name fewer than 12 columns, or fewer than its own width when shorter. (A Hangul
/// syllable is two cells wide, the other characters here one.)
@Suite struct CardHeaderPlacementTests {
    private func header(name: String, warning: String = "!", total: String = "1,068,812원") -> CardHeaderView {
        let view = CardHeaderView()
        view.content = CardHeaderView.Content(
            name: name, warning: warning, payday: PaydayStatusText(whole: "급여일까지 D-5", compact: "D-5"),
            total: total)
        return view
    }

    @Test func aWideHeaderKeepsTheWholeWordAndTheWholeName() {
        // total 11 cells at 60 - 11 = 49; the whole word (14) at 49 - 2 - 14 = 33; the mark at
        // 33 - 2 - 1 = 30; the name (16) has 29 columns.
        #expect(
            header(name: "카페 Blue Bottle").placement(width: 60)
                == CardHeaderView.Placement(
                    nameWidth: 16, warningX: 30, payday: "급여일까지 D-5", paydayX: 33, totalX: 49, totalWidth: 11))
    }

    @Test func aNarrowHeaderTakesTheCompactWordAndCutsTheName() {
        // Beside the whole word the mark would stand at 19 - 2 - 14 - 2 - 1 = 0: no room. The
        // compact word (3) at 19 - 2 - 3 = 14, the mark at 11, the name cut to 10 columns.
        #expect(
            header(name: "카페 Blue Bottle").placement(width: 30)
                == CardHeaderView.Placement(
                    nameWidth: 10, warningX: 11, payday: "D-5", paydayX: 14, totalX: 19, totalWidth: 11))
    }

    @Test func aShortNameKeepsTheWholeWordWhereItFits() {
        // At 36 the whole word leaves 5 columns before the mark (at 6): enough for `카페` (4),
        // not for `카페 Blue` (9), which takes the compact word and keeps all 9.
        #expect(
            header(name: "카페").placement(width: 36)
                == CardHeaderView.Placement(
                    nameWidth: 4, warningX: 6, payday: "급여일까지 D-5", paydayX: 9, totalX: 25, totalWidth: 11))
        #expect(
            header(name: "카페 Blue").placement(width: 36)
                == CardHeaderView.Placement(
                    nameWidth: 9, warningX: 17, payday: "D-5", paydayX: 20, totalX: 25, totalWidth: 11))
    }

    @Test func noMarkStillLeavesTheNameACellBeforeItsPlace() {
        // No mark: its place is two cells before the word on the payday, and the name ends a
        // cell before that place (three cells before the word).
        let view = header(name: "GS25 강남역점 🌙 convenience store nights", warning: "", total: "₩1,068,812")
        view.content.payday = PaydayStatusText(whole: "D-19", compact: "D-19")
        #expect(
            view.placement(width: 40)
                == CardHeaderView.Placement(
                    nameWidth: 21, warningX: 22, payday: "D-19", paydayX: 24, totalX: 30, totalWidth: 10))
    }

    @Test func tooNarrowEvenForTheMarkTheTotalGivesUpItsEnd() {
        // English has no compact word: at 36 the total (10) at 26, `paid in advance Nov 17`
        // (22) at 2, the mark at -1. The mark moves to 1 (the name's cell before it kept), the
        // word to 4 and the total to 28, where 8 of its 10 columns show (`₩1,941,…`).
        let view = header(name: "일터 3 🏪", total: "₩1,941,570")
        view.content.payday = PaydayStatusText(whole: "paid in advance Nov 17", compact: "paid in advance Nov 17")
        #expect(
            view.placement(width: 36)
                == CardHeaderView.Placement(
                    nameWidth: 0, warningX: 1, payday: "paid in advance Nov 17", paydayX: 4, totalX: 28, totalWidth: 8))
    }
}
