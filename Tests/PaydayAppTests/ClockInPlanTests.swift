import Foundation
import Layout
import LayoutTesting
import Payroll
import PayrollWords
import Testing

@testable import PaydayApp

/// The app's `i` during a shift entered ahead records against it, as `payday clock in` does: the
/// planned shift gives way to the open one, and the hint says which plan it was.
@Suite struct ClockInPlanTests {
    @Test func clockInDuringAPlannedShiftRecordsAgainstIt() throws {
        let file = try RecordingWorkTests.temporaryFile()
        // Monday 2026-11-23 08:30-13:00 entered ahead; the app's clock starts at 09:00 that day.
        let json = """
            {"version": 1, "workplaces": [{"name": "Cafe", "wage": 10320, "payday": {"day": 10},
              "shifts": [{"date": "2026-11-23", "start": "08:30", "end": "13:00"}]}]}
            """
        try json.write(toFile: file, atomically: true, encoding: .utf8)
        let (harness, _) = AppTestSupport.open(try RecordingWorkTests.session(file: file))
        harness.pressKeys(.character("i"))
        let disk = try RecordingWorkTests.onDisk(file)
        #expect(disk.workplaces[0].shifts.isEmpty)
        #expect(
            disk.workplaces[0].openShift
                == OpenShift(date: RecordingWorkTests.monday, start: TimeOfDay(hour: 9, minute: 0)!))
        #expect(
            harness.lines.contains { $0.contains("Clocked in at Cafe at 09:00, for the shift planned 08:30-13:00") })
    }

    /// A shift entered for later in the day does not block clocking in now, and stays.
    @Test func aLaterPlannedShiftStays() throws {
        let file = try RecordingWorkTests.temporaryFile()
        let json = """
            {"version": 1, "workplaces": [{"name": "Cafe", "wage": 10320, "payday": {"day": 10},
              "shifts": [{"date": "2026-11-23", "start": "18:00", "end": "22:00"}]}]}
            """
        try json.write(toFile: file, atomically: true, encoding: .utf8)
        let (harness, _) = AppTestSupport.open(try RecordingWorkTests.session(file: file))
        harness.pressKeys(.character("i"))
        let disk = try RecordingWorkTests.onDisk(file)
        #expect(disk.workplaces[0].shifts.count == 1)
        #expect(
            disk.workplaces[0].openShift
                == OpenShift(date: RecordingWorkTests.monday, start: TimeOfDay(hour: 9, minute: 0)!))
        #expect(harness.lines.contains { $0.contains("Clocked in at Cafe at 09:00") })
    }
}
