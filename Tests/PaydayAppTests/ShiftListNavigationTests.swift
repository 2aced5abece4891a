import Foundation
import Layout
import LayoutTesting
import Payroll
import PayrollWords
import Terminal
import Testing

@testable import PaydayApp

/// The shift list as a pushed screen: `s` slides it in on the navigation controller (frames
/// stepped on the virtual clock), Esc or ← slides back; and the calendar's Enter pushes the same
/// list for one day, editable, whose changes reach the file and the calendar.
@Suite struct ShiftListNavigationTests {
    /// The frame's lines after moving the clock by `seconds` (one frame, as the run loop draws).
    private static func frame(after seconds: Double, of harness: HeadlessWindow) -> [String] {
        harness.clock.advance(by: seconds)
        return harness.lines
    }

    /// Where `text` starts on the first line that holds it, in characters; nil when none does.
    private static func column(of text: String, in lines: [String]) -> Int? {
        for line in lines {
            if let range = line.range(of: text) { return line.distance(from: line.startIndex, to: range.lowerBound) }
        }
        return nil
    }

    /// A week across the period's start: four shifts in October (Mon 26 - Thu 29) and one on
    /// Sunday Nov 1, each 09:00-13:00 at 10,320. The week's allowance is November's (it holds
    /// the Sunday) and counts the whole week, as the payslip does: 5 x 4 h = 20 h >= 15 h,
    /// 20 / 40 x 8 h = 4 h x 10,320 = 41,280. The list once counted Nov 1 alone (4 h: none).
    @Test func aWeekAcrossThePeriodsStartHasThePayslipsAllowance() throws {
        let file = try RecordingWorkTests.temporaryFile()
        var commands = [["workplace", "add", "cafe", "--wage", "10320", "--payday-day", "10"]]
        for day in ["2026-10-26", "2026-10-27", "2026-10-28", "2026-10-29", "2026-11-01"] {
            commands.append(["shift", "add", "cafe", day, "09:00", "13:00"])
        }
        for arguments in commands {
            let result = try runStoreCommand(arguments, file: file, now: "2026-11-21T09:00", environment: [:])
            #expect(result.exitStatus == 0, "\(arguments): \(result.standardError)")
        }
        let (screen, _) = try AppTestSupport.render(file: file, width: 80, height: 12, keys: "s")
        #expect(screen.contains("Week of Oct 26 · 4h · weekly allowance ₩41,280"), "\(screen)")
        let (payslip, _) = try AppTestSupport.render(file: file, width: 80, height: 40, keys: "p")
        let allowanceLine = payslip.split(separator: "\n").first { $0.contains("Weekly holiday allowance") }
        #expect(
            allowanceLine?.contains("4h × 10,320") == true && allowanceLine?.contains("₩41,280") == true, "\(payslip)")
    }

    @Test func sPushesTheListWithASlideAndEscOrLeftPopsBack() throws {
        let (harness, scene) = AppTestSupport.open(try AppTestSupport.session())
        let home = harness.lines
        #expect(home[0].hasPrefix(" Payday · "), "the home screen has no navigation bar")

        harness.window.deliver(.key(.character("s")))
        _ = harness.lines
        #expect(harness.window.needsFrame)
        // Half way (easeInOut, 0.3 s): the list has come part of the way in from the right edge.
        let middle = Self.frame(after: 0.15, of: harness)
        let headerColumn = try #require(
            Self.column(of: "Week of Nov 2", in: middle), "\(middle.joined(separator: "\n"))")
        #expect(headerColumn > 10 && headerColumn < 70, "\(middle.joined(separator: "\n"))")
        harness.settle()
        let list = harness.lines
        #expect(list[0].contains("‹ back") && list[0].contains("Cafe Blue · Nov 1 – Nov 30"), "\(list[0])")
        #expect(list[1].hasPrefix("────"))
        #expect(Self.column(of: "Week of Nov 2", in: list) == 0)
        #expect(scene.navigation.topViewController is ShiftListController)

        // Esc pops with the reverse slide: the list leaves to the right.
        harness.window.deliver(.key(.escape))
        let leaving = Self.frame(after: 0.15, of: harness)
        let leavingColumn = try #require(
            Self.column(of: "Week of Nov 2", in: leaving), "\(leaving.joined(separator: "\n"))")
        #expect(leavingColumn > 10, "\(leaving.joined(separator: "\n"))")
        harness.settle()
        #expect(harness.lines == home, "back on the home screen as it was")
        #expect(scene.navigation.topViewController === scene.home)

        // ← pops too; the selection on the home screen is kept.
        harness.pressKeys(.down, .character("s"))
        #expect(harness.lines[0].contains("Night Mart"), "\(harness.lines[0])")
        harness.pressKeys(.left)
        #expect(scene.navigation.topViewController === scene.home)
        #expect(scene.home.selectedRow == 1)
        #expect(harness.log.messages.isEmpty, "\(harness.log.messages)")
    }

    @Test func theDemosListSaysItIsReadOnlyInItsOwnHintLine() throws {
        var session = try AppTestSupport.session()
        session.isWritable = false
        session.isDemo = true
        let (harness, scene) = AppTestSupport.open(session)
        harness.pressKeys(.character("s"))
        for key in ["d", "a"] {
            harness.pressKeys(.character(Character(key)))
            #expect(harness.lines.last?.contains("The demo is read-only") == true, "key \(key)")
            #expect(harness.window.topPresentedViewController === scene.navigation, "no sheet for \(key)")
        }
        harness.pressKeys(.enter)
        #expect(harness.lines.last?.contains("The demo is read-only") == true)
        harness.pressKeys(.down)
        #expect(harness.lines.last?.contains("←/Esc back") == true, "the hints come back at the next key")
    }

    @Test func theListHoldsThePeriodOfThePageShown() throws {
        let file = try RecordingWorkTests.temporaryFile()
        let (harness, scene) = AppTestSupport.open(try RecordingWorkTests.session(file: file))
        RecordingWorkTests.addWorkplace("Cafe", to: harness)
        harness.pressKeys(.character("a"), .control("s"))
        harness.pressKeys(.character("a"), .control("u"))
        RecordingWorkTests.type("2026-10-20", into: harness)
        harness.pressKeys(.control("s"))
        #expect(try RecordingWorkTests.onDisk(file).workplaces[0].shifts.count == 2)

        harness.pressKeys(.character("s"))
        var list = harness.lines
        #expect(list[0].contains("Cafe · Nov 1 – Nov 30"), "\(list[0])")
        #expect(list.contains { $0.contains("Mon Nov 23") } && !list.contains { $0.contains("Oct 20") })
        // Back, a page to October, s again: October's shifts.
        harness.pressKeys(.escape, .left, .character("s"))
        list = harness.lines
        #expect(list[0].contains("Cafe · Oct 1 – Oct 31"), "\(list.joined(separator: "\n"))")
        #expect(list.contains { $0.contains("Tue Oct 20") } && !list.contains { $0.contains("Nov 23") })
        #expect(harness.log.messages.isEmpty, "\(harness.log.messages)")
        withExtendedLifetime(scene) {}
    }

    @Test func theCalendarsDayIsEditableAndTheCalendarFollows() throws {
        let file = try RecordingWorkTests.temporaryFile()
        let (harness, scene) = AppTestSupport.open(try RecordingWorkTests.session(file: file))
        RecordingWorkTests.addWorkplace("Cafe", to: harness)
        // a: today (Monday the 23rd), 09:00-18:00 offered; saved as offered.
        harness.pressKeys(.character("a"), .control("s"))
        let offered = Shift(
            date: RecordingWorkTests.monday, start: TimeOfDay(hour: 9, minute: 0)!,
            end: TimeOfDay(hour: 18, minute: 0)!, breakMinutes: 0)
        #expect(try RecordingWorkTests.onDisk(file).workplaces[0].shifts == [offered])

        // 19:00: the shift has ended, so it counts in pay (the calendar's figures).
        harness.clock.advance(by: 10 * 3600)
        scene.minuteDidPass()
        // The calendar opens on today; a day away and back, then Enter pushes the day's list.
        harness.pressKeys(.character("c"), .right, .left)
        #expect(
            harness.lines.contains { $0.contains("Mon, Nov 23, 2026 · today · 9h · ₩92,880") },
            "\(harness.lines.joined(separator: "\n"))")
        harness.pressKeys(.enter)
        var screen = harness.lines
        #expect(screen[0].contains("Cafe · Mon, Nov 23, 2026"), "\(screen[0])")
        #expect(screen.contains { $0.contains("Mon, Nov 23, 2026 · 9h · ₩92,880") })
        #expect(screen.contains { $0.contains("Mon Nov 23  09:00–18:00  break 0  9h") && $0.hasSuffix("₩92,880 ") })

        // Enter edits the shift: its end becomes 13:00.
        let edited = RecordingWorkTests.editSelectedShift(offered, endingAt: 13, in: harness)
        #expect(try RecordingWorkTests.onDisk(file).workplaces[0].shifts == [edited])
        #expect(harness.lines.contains { $0.contains("09:00–13:00  break 0  4h") && $0.hasSuffix("₩41,280 ") })
        #expect(
            harness.lines.last?.contains("2026-11-23") == true,
            "the list says what was saved: \(harness.lines.last ?? "")")

        // Back on the calendar: the day's hours and pay are the edited shift's.
        harness.pressKeys(.escape)
        screen = harness.lines
        #expect(
            screen.contains { $0.contains("Mon, Nov 23, 2026 · today · 4h · ₩41,280") },
            "\(screen.joined(separator: "\n"))")
        #expect(screen.contains { $0.contains("Cafe · November 2026") })

        // A day without shifts: `a` offers that day's date; the new shift shows on the calendar.
        harness.pressKeys(.left, .enter)
        #expect(harness.lines.contains { $0.contains("No shifts this day (a adds one)") })
        harness.pressKeys(.character("a"))
        #expect(harness.lines.contains { $0.contains("[2026-11-22") }, "\(harness.lines.joined(separator: "\n"))")
        harness.pressKeys(.control("s"))
        let sunday = Shift(
            date: LocalDate(iso: "2026-11-22")!, start: TimeOfDay(hour: 9, minute: 0)!,
            end: TimeOfDay(hour: 13, minute: 0)!, breakMinutes: 0)
        #expect(
            try RecordingWorkTests.onDisk(file).workplaces[0].shifts.sorted { $0.date < $1.date } == [sunday, edited])
        #expect(harness.lines.contains { $0.contains("Sun Nov 22  09:00–13:00") })

        // d deletes it after the alert (Tab to Delete, Enter): the row fades out (its section
        // with it) on the animator's clock; back, the day is empty again.
        harness.pressKeys(.character("d"), .tab)
        harness.window.deliver(.key(.enter))
        #expect(try RecordingWorkTests.onDisk(file).workplaces[0].shifts == [edited])
        let fading = Self.frame(after: 0.1, of: harness)
        #expect(harness.window.needsFrame)
        #expect(fading.contains { $0.contains("Sun Nov 22  09:00–13:00") }, "\(fading.joined(separator: "\n"))")
        harness.settle()
        #expect(!harness.lines.contains { $0.contains("Sun Nov 22  09:00–13:00") })
        #expect(harness.lines.contains { $0.contains("No shifts this day (a adds one)") })
        harness.pressKeys(.left)
        screen = harness.lines
        #expect(
            screen.contains { $0.hasPrefix(" Sun, Nov 22, 2026") && !$0.contains("₩") },
            "\(screen.joined(separator: "\n"))")
        // The calendar still has the keys: Esc closes it, then the home card shows the edit.
        harness.pressKeys(.escape)
        #expect(harness.lines.contains { $0.contains("Cafe") && $0.contains("₩41,280") })
        #expect(harness.log.messages.isEmpty, "\(harness.log.messages)")
    }
}
