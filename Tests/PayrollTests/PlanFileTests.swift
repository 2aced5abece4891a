import Foundation
import Testing

@testable import Payroll

/// `schedule`, `absences`, `startDate` and `endDate` in the data file: read by both readers,
/// written back the same, every problem named with its path; and the store's plan changes.
@Suite struct PlanFileTests {
    private func file(_ fields: String) -> [UInt8] {
        Array(
            #"{"version": 1, "workplaces": [{"name": "카페", "wage": 10320, "payday": {"day": 10}, \#(fields), "shifts": []}]}"#
                .utf8)
    }

    @Test func plansAreReadByBothReadersAndWrittenBack() throws {
        let bytes = file(
            #""startDate": "2026-03-02", "endDate": null, "schedule": [{"days": ["mon", "wed", "fri"], "start": "18:00", "end": "23:00", "break": 30, "from": "2026-12-01", "until": "2027-02-28"}, {"days": ["sun"], "start": "22:00", "end": "06:00", "from": "2026-12-06"}], "absences": [{"date": "2026-12-25", "kind": "leave"}, {"date": "2026-12-02", "kind": "closed"}]"#
        )
        let general = try DataFile.parseGenerally(bytes, file: "w.json").file
        let quick = try #require(bytes.withUnsafeBufferPointer { QuickDataFileReader.read($0) })
        #expect(quick.file == general)
        let place = general.workplaces[0]
        #expect(place.startDate == date("2026-03-02"))
        #expect(place.endDate == nil)
        #expect(
            place.schedule == [
                ScheduleEntry(
                    days: [.monday, .wednesday, .friday], start: time("18:00"), end: time("23:00"), breakMinutes: 30,
                    from: date("2026-12-01"), until: date("2027-02-28")),
                ScheduleEntry(days: [.sunday], start: time("22:00"), end: time("06:00"), from: date("2026-12-06")),
            ])
        // Sorted by date when read.
        #expect(place.absences.map(\.date) == [date("2026-12-02"), date("2026-12-25")])
        let written = DataFileWriter.bytes(general)
        let text = String(decoding: written, as: UTF8.self)
        #expect(
            text.contains(
                """
                      "startDate": "2026-03-02",
                      "schedule": [
                        { "days": ["mon", "wed", "fri"], "start": "18:00", "end": "23:00", "break": 30, "from": "2026-12-01", "until": "2027-02-28" },
                        { "days": ["sun"], "start": "22:00", "end": "06:00", "from": "2026-12-06" }
                      ],
                      "absences": [
                        { "date": "2026-12-02", "kind": "closed" },
                        { "date": "2026-12-25", "kind": "leave" }
                      ],
                      "shifts": []
                """))
        #expect(try DataFile.parse(written, file: "w.json") == general)
    }

    /// A demo's plans move with its dates, by whole weeks.
    @Test func aDemosPlansMoveWithToday() {
        let place = Workplace(
            name: "demo", wages: WageHistory(hourly: 10_320), payday: PaydayRule(day: 10), shifts: [],
            schedule: [
                ScheduleEntry(days: [.monday], start: time("09:00"), end: time("12:00"), from: date("2026-11-02"))
            ],
            absences: [Absence(date: date("2026-11-09"), kind: .off)], startDate: date("2026-11-02"))
        let demo = DataFile(datesRelativeTo: date("2026-11-02"), workplaces: [place])
        let moved = demo.workplaces(asOf: date("2026-11-16"))[0]
        #expect(moved.schedule[0].from == date("2026-11-16"))
        #expect(moved.absences[0].date == date("2026-11-23"))
        #expect(moved.startDate == date("2026-11-16"))
    }

    @Test func theStoresPlanChangesReadBackAndRefuseWhatIsWrong() throws {
        let path = try temporaryFolder() + "/w.json"
        let store = DataStore(path: path)
        try store.apply(.addWorkplace(cafe))
        let evenings = ScheduleEntry(
            days: [.monday, .wednesday], start: time("18:00"), end: time("23:00"), breakMinutes: 30,
            from: date("2026-12-01"))
        try store.apply(.addScheduleEntry(workplace: cafe.name, evenings))
        var later = evenings
        later.until = date("2027-02-28")
        try store.apply(.editScheduleEntry(workplace: cafe.name, original: evenings, replacement: later))
        try store.apply(.addAbsence(workplace: cafe.name, Absence(date: date("2026-12-02"), kind: .closed)))
        var loaded = try DataFile.load(path: path).workplaces[0]
        #expect(loaded.schedule == [later])
        #expect(loaded.absences == [Absence(date: date("2026-12-02"), kind: .closed)])
        #expect(
            throws: StoreError(
                .refused,
                reasons: [
                    // The new entry (schedule[1]) on Wednesdays 20:00-22:00 meets the first
                    // (Mon and Wed 18:00-23:00 from 2026-12-01) on Wednesday 2026-12-02.
                    .planProblem(
                        workplace: "카페 Cafe",
                        PlanRules.Problem(
                            place: .schedule(index: 1, field: nil),
                            reason: .entriesOverlap(other: 0, date: date("2026-12-02"))))
                ])
        ) {
            try store.apply(
                .addScheduleEntry(
                    workplace: cafe.name,
                    ScheduleEntry(
                        days: [.wednesday], start: time("20:00"), end: time("22:00"), from: date("2026-12-01"))))
        }
        #expect(
            throws: StoreError(
                .refused,
                reasons: [.absenceExists(workplace: "카페 Cafe", Absence(date: date("2026-12-02"), kind: .closed))])
        ) {
            try store.apply(.addAbsence(workplace: cafe.name, Absence(date: date("2026-12-02"), kind: .off)))
        }
        try store.apply(.removeAbsence(workplace: cafe.name, Absence(date: date("2026-12-02"), kind: .closed)))
        try store.apply(.removeScheduleEntry(workplace: cafe.name, later))
        loaded = try DataFile.load(path: path).workplaces[0]
        #expect(loaded.schedule.isEmpty && loaded.absences.isEmpty)
        // Each change is undoable: back to the schedule and the absence.
        try store.undo()
        try store.undo()
        #expect(try DataFile.load(path: path).workplaces[0].absences.count == 1)
    }

    /// A full disk or a read-only folder at each call a save makes: a plan change leaves the old
    /// file whole, as a shift does (DataStoreTests.aFailingWriteLeavesTheOldFile).
    @Test(arguments: FailingFileSystem.Call.allCases) func aFailingPlanSaveLeavesTheOldFile(
        call: FailingFileSystem.Call
    )
        throws
    {
        for code in [ENOSPC, EACCES] {
            let path = try temporaryFolder() + "/w.json"
            try DataStore(path: path).apply(.addWorkplace(cafe))
            if call == .link {
                // A hard link is made only of a file found changed on disk: an editor's save.
                let edited = (FileManager.default.contents(atPath: path) ?? Data()) + Data("\n".utf8)
                try edited.write(to: URL(fileURLWithPath: path))
            }
            let before = FileManager.default.contents(atPath: path)
            let store = DataStore(path: path, fileSystem: FailingFileSystem(failing: call, code: code))
            let entry = ScheduleEntry(
                days: [.monday], start: time("09:00"), end: time("12:00"), from: date("2026-12-01"))
            for change in [
                DataChange.addScheduleEntry(workplace: cafe.name, entry),
                .addAbsence(workplace: cafe.name, Absence(date: date("2026-12-07"), kind: .off)),
            ] {
                #expect(throws: StoreError.self) { try store.apply(change) }
                #expect(FileManager.default.contents(atPath: path) == before, "\(call) \(code) \(change)")
            }
        }
    }

    /// A shift entered ahead never blocks clocking in now; clocking in during its hours records
    /// against it, and the recorded times replace the planned ones when clocking out.
    @Test func clockingInWithAShiftEnteredAhead() throws {
        let path = try temporaryFolder() + "/w.json"
        let store = DataStore(path: path)
        try store.apply(.addWorkplace(cafe))
        let tomorrow = shift("2026-11-04", "09:00", "17:00")
        let tonight = shift("2026-11-03", "18:00", "23:00")
        try store.apply(.addShift(workplace: cafe.name, tomorrow))
        try store.apply(.addShift(workplace: cafe.name, tonight))
        // 17:55, a little early for tonight's: both shifts are ahead and block nothing.
        try store.apply(.clockIn(workplace: cafe.name, OpenShift(date: date("2026-11-03"), start: time("17:55"))))
        #expect(try DataFile.load(path: path).workplaces[0].openShift?.startTime == time("17:55"))
        try store.apply(
            .clockOut(
                workplace: cafe.name, end: LocalMoment(date: date("2026-11-03"), time: time("23:05")), breakMinutes: 30)
        )
        #expect(
            try DataFile.load(path: path).workplaces[0].shifts == [
                shift("2026-11-03", "17:55", "23:05", break: 30), tomorrow,
            ])

        // Late for tomorrow's: at 09:10 its hours have begun; the clock-in records against it.
        let now = LocalMoment(date: date("2026-11-04"), time: time("09:10"))
        let place = try DataFile.load(path: path).workplaces[0]
        #expect(place.planBeingRecorded(at: now, now: now) == tomorrow)
        try store.apply(.clockInAgainstPlan(workplace: cafe.name, OpenShift(at: now), plan: tomorrow))
        let open = try DataFile.load(path: path).workplaces[0]
        #expect(open.shifts == [shift("2026-11-03", "17:55", "23:05", break: 30)])
        #expect(open.openShift == OpenShift(at: now))
        // A shift that has ended is a record, not a plan: clocking in inside it is still refused.
        #expect(
            place.planBeingRecorded(at: LocalMoment(date: date("2026-11-03"), time: time("20:00")), now: now) == nil)
    }
}
