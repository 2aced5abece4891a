// A grouped shift list, as the app's: one 3-line row per shift, a section per week of 7 shifts under a
// titled header (plain style, so the header of the week at the top is pinned). Measures a scroll
// step and one frame of an insert animation (a shift added to a week on screen, `.automatic`,
// which slides it in; then deleted again with `.fade`), at 10, 1,000 and 100,000 rows.
import Foundation
import Layout

/// A shift in three lines: date and times; hours and pay; the memo.
final class ShiftCell: TableViewCell {
    let date = Label()
    let hours = Label()
    let pay = Label()
    let memo = Label()

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        for label in [date, hours, pay, memo] { contentView.addSubview(label) }
        date.snp.makeConstraints { $0.top.leading.equalToSuperview().inset(1) }
        hours.snp.makeConstraints {
            $0.top.equalTo(date.snp.bottom)
            $0.leading.equalToSuperview().inset(3)
        }
        pay.snp.makeConstraints {
            $0.top.equalTo(hours)
            $0.trailing.equalToSuperview().inset(1)
        }
        memo.snp.makeConstraints {
            $0.top.equalTo(hours.snp.bottom)
            $0.leading.equalToSuperview().inset(3)
            $0.bottom.equalToSuperview()
        }
    }
}

final class Weeks: TableViewDataSource {
    var rowCounts: [Int]
    init(rows: Int) {
        rowCounts = Array(repeating: 7, count: rows / 7)
        if rows % 7 > 0 { rowCounts.append(rows % 7) }
    }
    func numberOfSections(in tableView: TableView) -> Int { rowCounts.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rowCounts[section] }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        "Week \(section + 1) · \(rowCounts[section] * 8)h · allowance ₩\(rowCounts[section] * 10_030)"
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "shift", for: indexPath)
        if let cell = cell as? ShiftCell {
            cell.date.text = "11-\(indexPath.row + 1) 09:00–18:00"
            cell.hours.text = "8h (break 1h)"
            cell.pay.text = "₩80,240"
            cell.memo.text = "closing shift"
        }
        return cell
    }
}

struct SectionedScene {
    let stage = Stage(height: 12, cell: ShiftCell.self, identifier: "shift", estimatedRowHeight: 3)
    let weeks: Weeks
    init(rows: Int) {
        weeks = Weeks(rows: rows)
        stage.table.dataSource = weeks
    }
}

struct SectionedFigures {
    var scrollStep = 0.0
    /// 90th percentile: the steps where a header enters or gets pushed.
    var scrollStepP90 = 0.0
    var insertFrame = 0.0
    var insertEndUpdates = 0.0
}

func measureSectioned(rows: Int) -> SectionedFigures {
    var figures = SectionedFigures()
    var canvas = Canvas(width: 80, height: 12)
    let scene = SectionedScene(rows: rows)
    scene.stage.window.draw(into: &canvas)
    // One line per frame, down and up the same 20 lines at every size (the most 10 rows can
    // scroll in 12 lines): the first week's header stays pinned, then is pushed up by the
    // second's; a shift enters or leaves every third step.
    let span = 20
    let scrollTimes = scrollStepTimes(span: span, of: scene.stage.table) { scene.stage.window.draw(into: &canvas) }
    scene.stage.table.contentOffset = .zero
    scene.stage.window.draw(into: &canvas)
    figures.scrollStep = median(scrollTimes)
    figures.scrollStepP90 = percentile(scrollTimes, 0.9)

    // Add a shift to the first week and take it away again, ten times; time each frame.
    var frameTimes: [Double] = []
    var endTimes: [Double] = []
    for round in 0..<10 {
        let adding = round % 2 == 0
        let path = IndexPath(row: 2, section: 0)
        endTimes.append(
            seconds {
                scene.weeks.rowCounts[0] += adding ? 1 : -1
                if adding {
                    scene.stage.table.insertRows(at: [path], with: .automatic)
                } else {
                    scene.stage.table.deleteRows(at: [path], with: .fade)
                }
            })
        while scene.stage.window.animator.isAnimating {
            scene.stage.clock.advance(by: 1.0 / 60)
            frameTimes.append(seconds { scene.stage.window.draw(into: &canvas) })
        }
    }
    figures.insertFrame = median(frameTimes)
    figures.insertEndUpdates = median(endTimes.enumerated().filter { $0.offset % 2 == 0 }.map(\.element))
    return figures
}

/// Best of three rounds' medians per size, sizes interleaved, then the table and the ratios.
func reportSectioned() {
    let counts = [10, 1_000, 100_000]
    let best = bestOfThreeRounds(counts, measure: measureSectioned(rows:)) { kept, figures in
        SectionedFigures(
            scrollStep: min(kept.scrollStep, figures.scrollStep),
            scrollStepP90: min(kept.scrollStepP90, figures.scrollStepP90),
            insertFrame: min(kept.insertFrame, figures.insertFrame),
            insertEndUpdates: min(kept.insertEndUpdates, figures.insertEndUpdates))
    }
    print("")
    print("Grouped shift list: 3-line shifts, 7 a week under a titled header (plain, pinned), 80x12; best of 3 medians")
    print("rows        scroll step   (p90)         insert animation frame   insertRows (endUpdates)")
    for count in counts {
        guard let figures = best[count] else { continue }
        print(
            String(
                format: "%-10d  %-12@  %-12@  %-23@  %@", count, milliseconds(figures.scrollStep),
                milliseconds(figures.scrollStepP90), milliseconds(figures.insertFrame),
                milliseconds(figures.insertEndUpdates)))
    }
    if let small = best[10], let large = best[100_000] {
        print(
            String(
                format: "ratio 100,000/10: scroll step %.2f (p90 %.2f), insert animation frame %.2f, insertRows %.2f",
                large.scrollStep / small.scrollStep, large.scrollStepP90 / small.scrollStepP90,
                large.insertFrame / small.insertFrame, large.insertEndUpdates / small.insertEndUpdates))
    }
}
