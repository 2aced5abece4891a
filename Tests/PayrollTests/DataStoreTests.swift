import Foundation
import SeededRandom
import Testing

@testable import Payroll

#if canImport(Glibc)
import Glibc
#endif

/// A fresh folder for one test's data file.
func temporaryFolder() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("payday-store-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
}

let cafe = Workplace(name: "카페 Cafe", wages: WageHistory(hourly: 10_320), payday: PaydayRule(day: 10), shifts: [])

/// The real file system, except that one call fails with `code`, as a full disk or a read-only
/// folder would make it fail.
struct FailingFileSystem: StoreFileSystem {
    enum Call: CaseIterable { case openTemporary, write, fsync, rename, link }
    let failing: Call
    let code: Int32
    let system = SystemFileSystem()

    func open(_ path: String, flags: Int32, mode: mode_t) -> Int32 {
        if failing == .openTemporary { errno = code; return -1 }
        return system.open(path, flags: flags, mode: mode)
    }
    func write(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Int {
        if failing == .write { errno = code; return -1 }
        return system.write(descriptor, buffer)
    }
    func fsync(_ descriptor: Int32) -> Int32 {
        if failing == .fsync { errno = code; return -1 }
        return system.fsync(descriptor)
    }
    func rename(_ from: String, _ to: String) -> Int32 {
        if failing == .rename { errno = code; return -1 }
        return system.rename(from, to)
    }
    func link(_ from: String, _ to: String) -> Int32 {
        if failing == .link { errno = code; return -1 }
        return system.link(from, to)
    }
    func mkdir(_ path: String, mode: mode_t) -> Int32 { system.mkdir(path, mode: mode) }
}

@Suite struct DataStoreTests {
    private func contents(_ path: String) -> [UInt8] { Array(FileManager.default.contents(atPath: path) ?? Data()) }

    @Test func theFirstSaveCreatesTheFileAndItsFolder() throws {
        let path = try temporaryFolder() + "/deep/payday/workplaces.json"
        let store = DataStore(path: path)
        #expect(try store.load() == DataFile(workplaces: []))
        #expect(!FileManager.default.fileExists(atPath: path))
        try store.apply(.addWorkplace(cafe))
        #expect(try DataFile.load(path: path) == DataFile(workplaces: [cafe]))
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)  // personal data: only the worker reads it
    }

    @Test func everyChangeReadsBackAsMeant() throws {
        let path = try temporaryFolder() + "/w.json"
        let store = DataStore(path: path)
        try store.apply(.addWorkplace(cafe))
        let first = shift("2026-11-02", "18:00", "23:00", break: 30)
        try store.apply(.addShift(workplace: "카페 cafe", first))
        var moved = first
        moved.memo = "마감"
        moved.endTime = time("23:30")
        try store.apply(.editShift(workplace: "카페 Cafe", original: first, replacement: moved))
        try store.apply(.clockIn(workplace: "카페 Cafe", OpenShift(date: date("2026-11-03"), start: time("09:00"))))
        try store.apply(
            .clockOut(
                workplace: "카페 Cafe", end: LocalMoment(date: date("2026-11-03"), time: time("18:00")), breakMinutes: 60)
        )
        var edit = WorkplaceEdit()
        edit.name = "카페 2호점"
        edit.periodStartDay = 26
        try store.apply(.editWorkplace(name: "카페 Cafe", edit))
        var expected = cafe
        expected.name = "카페 2호점"
        expected.periodStartDay = 26
        expected.shifts = [moved, shift("2026-11-03", "09:00", "18:00", break: 60)]
        #expect(try DataFile.load(path: path) == DataFile(workplaces: [expected]))
        #expect(store.file == DataFile(workplaces: [expected]))
        // The worker's own fields and a probation, written and read back.
        let worker = Worker(
            name: "김민지", birthDate: date("2009-05-01"), dependants: 3, children: 1, withholdingRate: 80)
        try store.apply(.setWorker(worker))
        var probation = WorkplaceEdit()
        probation.probation = .some(Probation(until: date("2027-01-31"), contractYears: 1, simpleLabour: false))
        probation.incomeTax = .table
        try store.apply(.editWorkplace(name: "카페 2호점", probation))
        let reread = try DataFile.load(path: path)
        #expect(reread.worker == worker)
        #expect(
            reread.workplaces[0].probation
                == Probation(until: date("2027-01-31"), contractYears: 1, simpleLabour: false))
        #expect(reread.workplaces[0].deductions.incomeTax == .table)
        try store.apply(.setWorker(nil))
        #expect(try DataFile.load(path: path).worker == nil)
        try store.apply(.removeShift(workplace: "카페 2호점", moved))
        try store.apply(.removeWorkplace(name: "카페 2호점"))
        #expect(try DataFile.load(path: path) == DataFile(workplaces: []))
    }

    /// A worker whose fields do not fit together is refused and nothing is written.
    @Test func anInvalidWorkerIsRefused() throws {
        let path = try temporaryFolder() + "/w.json"
        let store = DataStore(path: path)
        try store.apply(.addWorkplace(cafe))
        let before = contents(path)
        do throws(StoreError) {
            try store.apply(.setWorker(Worker(name: "김민지", dependants: 1, children: 1)))
            Issue.record("a worker with more children than dependants was saved")
        } catch {
            #expect(error.kind == .refused)
            #expect(error.reasons == [.workerRefused(.moreChildrenThanDependants(children: 1, dependants: 1))])
        }
        #expect(contents(path) == before)
    }

    @Test func refusalsLeaveTheFileAlone() throws {
        let path = try temporaryFolder() + "/w.json"
        let store = DataStore(path: path)
        try store.apply(.addWorkplace(cafe))
        try store.apply(.addShift(workplace: cafe.name, shift("2026-11-02", "22:00", "06:00")))
        let before = contents(path)
        let night = shift("2026-11-02", "22:00", "06:00")
        let refusals: [(DataChange, RuleReason)] = [
            (.addWorkplace(cafe), .nameTaken(existing: "카페 Cafe")),
            (
                .addShift(workplace: cafe.name, shift("2026-11-03", "05:00", "07:00")),
                .overlaps(workplace: "카페 Cafe", night)
            ),
            (
                .addShift(workplace: cafe.name, shift("2026-11-04", "09:00", "10:00", break: 60)),
                .breakNotShorter(breakMinutes: 60, shiftMinutes: 60)
            ),
            (
                .clockOut(workplace: cafe.name, end: LocalMoment(minutes: 0), breakMinutes: 0),
                .nothingOpen(workplace: "카페 Cafe")
            ),
            (
                .clockIn(workplace: cafe.name, OpenShift(date: date("2026-11-03"), start: time("05:00"))),
                .clockInInsideShift(
                    LocalMoment(date: date("2026-11-03"), time: time("05:00")), workplace: "카페 Cafe", night)
            ),
            (
                .removeShift(workplace: cafe.name, shift("2026-11-09", "09:00", "10:00")),
                .noSuchShift(workplace: "카페 Cafe", shift("2026-11-09", "09:00", "10:00"))
            ),
            (.removeWorkplace(name: "롯데"), .noSuchWorkplace("롯데")),
        ]
        for (change, reason) in refusals {
            #expect(throws: StoreError(.refused, reasons: [reason])) { try store.apply(change) }
        }
        let open = OpenShift(date: date("2026-11-05"), start: time("09:00"))
        try store.apply(.clockIn(workplace: cafe.name, open))
        #expect(throws: StoreError(.refused, reasons: [.breakNotShorter(breakMinutes: 600, shiftMinutes: 540)])) {
            try store.apply(
                .clockOut(
                    workplace: cafe.name, end: LocalMoment(date: date("2026-11-05"), time: time("18:00")),
                    breakMinutes: 600))
        }
        // A shift holding the open shift's start is refused; one after it (planned) is not.
        #expect(throws: StoreError(.refused, reasons: [.holdsOpenShift(workplace: "카페 Cafe", open)])) {
            try store.apply(.addShift(workplace: cafe.name, shift("2026-11-05", "08:00", "11:00")))
        }
        #expect(contents(path) != before)  // the clock-in was saved; nothing else
        #expect(try DataFile.load(path: path).workplaces[0].shifts.count == 1)
        try expectHistoryIsTrue(path)
    }

    @Test func aDemoIsNeverWritten() throws {
        let path = try temporaryFolder() + "/demo.json"
        let text = #"{"version": 1, "datesRelativeTo": "2026-11-21", "workplaces": []}"#
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        let store = DataStore(path: path)
        // Not loaded yet: found under the lock.
        #expect(throws: StoreError.self) { try store.apply(.addWorkplace(cafe)) }
        #expect(throws: StoreError.self) { try store.apply(.addWorkplace(cafe)) }
        #expect(String(decoding: contents(path), as: UTF8.self) == text)
        #expect(!FileManager.default.fileExists(atPath: (path as NSString).deletingLastPathComponent + "/backups"))
    }

    @Test func twentyVersionsAreKeptAndUndoWalksBack() throws {
        let folder = try temporaryFolder()
        let path = folder + "/w.json"
        let store = DataStore(path: path)
        try store.apply(.addWorkplace(cafe))
        var versions: [[UInt8]] = [contents(path)]
        for day in 1...25 {
            try store.apply(
                .addShift(workplace: cafe.name, shift("2026-10-\(day < 10 ? "0" : "")\(day)", "09:00", "10:00")))
            versions.append(contents(path))
        }
        let backups = try FileManager.default.contentsOfDirectory(atPath: folder + "/backups")
        #expect(backups.filter { $0 != "w.json.history" }.count == DataStore.keptVersions)
        for step in 1...3 {
            try store.undo()
            #expect(contents(path) == versions[versions.count - 1 - step])
        }
        // A change after undo, then undo again: back to before that change.
        try store.apply(.addShift(workplace: cafe.name, shift("2026-11-30", "09:00", "10:00")))
        try store.undo()
        #expect(contents(path) == versions[versions.count - 4])
    }

    /// The history names versions by their fingerprint, so the function is part of the
    /// folder's format: pinned.
    @Test func fingerprintsArePinned() {
        let empty = Array("{\n  \"version\": 1,\n  \"workplaces\": []\n}\n".utf8)
        let names = Array(String(repeating: "일터 🏪", count: 20).utf8)
        #expect(DataStore.fingerprint(empty) == 0x91cd_e9a0_7721_8fca)
        #expect(DataStore.fingerprint(names) == 0x2fc7_1a61_fcae_ac24)
        // Every byte counts, in every lane and in the tail.
        for position in [0, 8, 16, 24, 31, 32, names.count - 1] {
            var changed = names
            changed[position] ^= 1
            #expect(DataStore.fingerprint(changed) != DataStore.fingerprint(names), "byte \(position)")
        }
    }

    /// An editor's change after payday's is an entry of its own: undo undoes it (and says so,
    /// `HistoryTests`), redo brings it back; nothing is lost either way.
    @Test func undoOfAnEditorsChangeLosesNothing() throws {
        let path = try temporaryFolder() + "/w.json"
        let store = DataStore(path: path)
        try store.apply(.addWorkplace(cafe))
        try store.apply(.addShift(workplace: cafe.name, shift("2026-11-02", "09:00", "10:00")))
        let paydays = contents(path)
        var edited = try DataFile.load(path: path)
        edited.workplaces[0].employees = 9
        try Data(DataFileWriter.bytes(edited)).write(to: URL(fileURLWithPath: path))
        let editors = contents(path)
        try store.undo()
        #expect(contents(path) == paydays)
        try store.redo()
        #expect(contents(path) == editors)
        let missing = try temporaryFolder() + "/x.json"
        do throws(StoreError) {
            try DataStore(path: missing).undo()
            Issue.record("undo of a file that does not exist")
        } catch {
            #expect(error.kind == .nothingToUndo)
        }
    }

    /// An editor changes the file between the store's load and its save.
    @Test func anEditorsChangeIsKeptOrTheSaveRefused() throws {
        let path = try temporaryFolder() + "/w.json"
        let setup = DataStore(path: path)
        try setup.apply(.addWorkplace(cafe))
        let first = shift("2026-11-02", "09:00", "10:00")
        try setup.apply(.addShift(workplace: cafe.name, first))

        let app = DataStore(path: path)
        try app.load()
        // The editor adds a shift and renumbers nothing; the store's add still applies.
        var edited = try DataFile.load(path: path)
        edited.workplaces[0].shifts.append(shift("2026-11-03", "09:00", "10:00"))
        try Data(DataFileWriter.bytes(edited)).write(to: URL(fileURLWithPath: path))
        try app.apply(.addShift(workplace: cafe.name, shift("2026-11-04", "09:00", "10:00")))
        #expect(app.lastApplyReloaded)
        #expect(
            try DataFile.load(path: path).workplaces[0].shifts.map(\.date) == [
                date("2026-11-02"), date("2026-11-03"), date("2026-11-04"),
            ])

        // The editor deletes the shift the store is about to change: refused, the editor's file kept.
        try app.load()
        edited = try DataFile.load(path: path)
        edited.workplaces[0].shifts.removeFirst()
        try Data(DataFileWriter.bytes(edited)).write(to: URL(fileURLWithPath: path))
        let editorsBytes = contents(path)
        var changed = first
        changed.breakMinutes = 10
        #expect(throws: StoreError(.changedOnDisk, reasons: [.noSuchShift(workplace: cafe.name, first)])) {
            try app.apply(.editShift(workplace: cafe.name, original: first, replacement: changed))
        }
        #expect(contents(path) == editorsBytes)
        #expect(app.file == edited)  // the store now shows the file as it is
    }

    /// The check that the file is still what was loaded compares every byte: an edit in place
    /// that keeps the size and puts the modification time back, past the first block read, is
    /// still seen, by a save and by `reloadIfChanged`.
    @Test func anEditKeepingTheSizeAndTheTimeIsStillSeen() throws {
        let path = try temporaryFolder() + "/w.json"
        var place = cafe
        place.shifts = (0..<4_000).map {
            Shift(date: date("2020-01-01").adding(days: $0), start: time("09:00"), end: time("10:00"))
        }
        let setup = DataStore(path: path)
        try setup.apply(.addWorkplace(place))
        #expect(contents(path).count > 1 << 18)  // more than the block compared at a time

        for check in ["save", "reload"] {
            let app = DataStore(path: path)
            try app.load()
            var info = stat()
            #expect(stat(path, &info) == 0)
            // An editor changes the last shift's end from 10:00 to 11:00, in place.
            let bytes = contents(path)
            let text = String(decoding: bytes, as: UTF8.self)
            let last = try #require(text.range(of: "\"end\": \"10:00\"", options: .backwards))
            let offset = text.utf8.distance(from: text.startIndex, to: last.lowerBound) + 8
            let descriptor = open(path, O_WRONLY)
            #expect(pwrite(descriptor, "11", 2, off_t(offset)) == 2)
            var times = [info.st_atim, info.st_mtim]
            #expect(futimens(descriptor, &times) == 0)
            close(descriptor)
            var after = stat()
            #expect(
                stat(path, &after) == 0 && after.st_size == info.st_size
                    && after.st_mtim.tv_nsec == info.st_mtim.tv_nsec)

            if check == "save" {
                try app.apply(.addShift(workplace: cafe.name, shift("2031-01-01", "09:00", "10:00")))
                #expect(app.lastApplyReloaded)
            } else {
                #expect(try app.reloadIfChanged())
            }
            let shifts = try DataFile.load(path: path).workplaces[0].shifts
            #expect(shifts[3_999].endTime == time("11:00"), "\(check)")
            // Put it back for the next check.
            try setup.load()
            try setup.apply(.editShift(workplace: cafe.name, original: shifts[3_999], replacement: place.shifts[3_999]))
            if check == "save" {
                try setup.apply(.removeShift(workplace: cafe.name, shift("2031-01-01", "09:00", "10:00")))
            }
        }
    }

    @Test func permissionsAreKeptAndSymlinksWrittenThrough() throws {
        let folder = try temporaryFolder()
        let real = folder + "/real/w.json"
        try DataStore(path: real).apply(.addWorkplace(cafe))
        chmod(real, 0o640)
        let link = folder + "/link.json"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real/w.json")
        try DataStore(path: link).apply(.addShift(workplace: cafe.name, shift("2026-11-02", "09:00", "10:00")))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real/w.json")
        #expect(try DataFile.load(path: real).workplaces[0].shifts.count == 1)
        #expect(try FileManager.default.attributesOfItem(atPath: real)[.posixPermissions] as? Int == 0o640)
        #expect(FileManager.default.fileExists(atPath: folder + "/real/backups"))
    }

    @Test func aReadOnlyFileIsNotWrittenOver() throws {
        let path = try temporaryFolder() + "/w.json"
        try DataStore(path: path).apply(.addWorkplace(cafe))
        chmod(path, 0o444)
        let before = contents(path)
        #expect(throws: StoreError(.readOnly(path: path, target: path))) {
            try DataStore(path: path).apply(.removeWorkplace(name: cafe.name))
        }
        #expect(contents(path) == before)
    }

    /// ENOSPC and EACCES at every call a save makes: the old file whole, no temporary file left,
    /// the backups as they were, a message that says what to do.
    @Test(arguments: FailingFileSystem.Call.allCases) func aFailingWriteLeavesTheOldFile(call: FailingFileSystem.Call)
        throws
    {
        for code in [ENOSPC, EACCES] {
            let folder = try temporaryFolder()
            let path = folder + "/w.json"
            try DataStore(path: path).apply(.addWorkplace(cafe))
            try DataStore(path: path).apply(.addShift(workplace: cafe.name, shift("2026-11-02", "09:00", "10:00")))
            if call == .link {
                // A hard link is made only of a file found changed on disk: an editor's save.
                try Data(contents(path) + Array("\n".utf8)).write(to: URL(fileURLWithPath: path))
            }
            let before = contents(path)
            let backups = try FileManager.default.contentsOfDirectory(atPath: folder + "/backups")
            let store = DataStore(path: path, fileSystem: FailingFileSystem(failing: call, code: code))
            do throws(StoreError) {
                try store.apply(.addShift(workplace: cafe.name, shift("2026-11-03", "09:00", "10:00")))
                Issue.record("the save succeeded although \(call) failed")
            } catch {
                #expect(error.kind == .fileSystem)
                // The OS error and the data file named, for the callers to word.
                guard case .writeFailed(_, code, _, path)? = error.detail else {
                    Issue.record("\(String(describing: error.detail))")
                    continue
                }
            }
            // The worker's own fields go through the same save.
            do throws(StoreError) {
                try store.apply(.setWorker(Worker(name: "김민지", dependants: 2)))
                Issue.record("the worker was saved although \(call) failed")
            } catch {
                #expect(error.kind == .fileSystem)
            }
            #expect(contents(path) == before)
            #expect(try DataFile.load(path: path).workplaces[0].shifts.count == 1)
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [
                    ".w.json.lock", "backups", "w.json",
                ])
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: folder + "/backups").sorted() == backups.sorted())
        }
    }

    /// A file system without hard links (EPERM from link): the old version is copied instead.
    @Test func withoutHardLinksTheOldVersionIsCopied() throws {
        let folder = try temporaryFolder()
        let path = folder + "/w.json"
        // A file payday did not write (no history): kept as found at the first save.
        try Data(DataFileWriter.bytes(DataFile(workplaces: [cafe]))).write(to: URL(fileURLWithPath: path))
        let before = contents(path)
        try DataStore(path: path, fileSystem: FailingFileSystem(failing: .link, code: EPERM))
            .apply(.addShift(workplace: cafe.name, shift("2026-11-02", "09:00", "10:00")))
        let backups = try FileManager.default.contentsOfDirectory(atPath: folder + "/backups").sorted()
        #expect(backups.count == 3)  // the version found, the version written, the history
        #expect(contents(folder + "/backups/" + backups[0]) == before)
        try DataStore(path: path).undo()
        #expect(contents(path) == before)
    }

    /// Unchanged workplaces are copied from the file as read when it is the writer's own text;
    /// the result is always exactly what writing the whole file gives, whether the store was
    /// just opened (the fingerprint in backups/), has saved before, or meets a hand edit.
    @Test func copiedWorkplacesGiveTheSameBytesAsWritingEverything() throws {
        let path = try temporaryFolder() + "/w.json"
        var random = SplitMix64(seed: 7)
        let names = (0..<6).map { "일터 \($0)" }
        for name in names {
            var place = cafe
            place.name = name
            try DataStore(path: path).apply(.addWorkplace(place))
        }
        let held = DataStore(path: path)
        try held.load()
        for step in 0..<60 {
            let store = step % 3 == 0 ? DataStore(path: path) : held
            let name = names[random.next(below: names.count)]
            let day = LocalDate(iso: "2026-01-01")!.adding(days: step)
            switch random.next(below: 4) {
            case 0:
                try store.apply(
                    .addShift(
                        workplace: name, Shift(date: day, start: time("09:00"), end: time("10:00"), memo: "m\(step)")))
            case 1:
                var edit = WorkplaceEdit()
                edit.employees = 1 + random.next(below: 9)
                try store.apply(.editWorkplace(name: name, edit))
            case 2:
                // A hand edit: the same data written compactly, as an editor might save it.
                let current = try DataFile.load(path: path)
                let compact = String(decoding: DataFileWriter.bytes(current), as: UTF8.self)
                    .replacingOccurrences(of: "\n", with: "").replacingOccurrences(of: "  ", with: " ")
                try compact.write(toFile: path, atomically: false, encoding: .utf8)
                try store.apply(.addShift(workplace: name, Shift(date: day, start: time("11:00"), end: time("12:00"))))
            default:
                if (try? store.apply(.clockIn(workplace: name, OpenShift(date: day, start: time("13:00"))))) != nil {
                    try store.apply(
                        .clockOut(workplace: name, end: LocalMoment(date: day, time: time("14:00")), breakMinutes: 0))
                }
            }
            let bytes = contents(path)
            #expect(bytes == DataFileWriter.bytes(try DataFile.parse(bytes, file: path)), "step \(step)")
        }
    }

    @Test func aLockHeldTooLongIsAMessage() throws {
        let path = try temporaryFolder() + "/w.json"
        try DataStore(path: path).apply(.addWorkplace(cafe))
        let holder = open((path as NSString).deletingLastPathComponent + "/.w.json.lock", O_RDWR)
        #expect(flock(holder, LOCK_EX) == 0)
        defer { close(holder) }
        let before = contents(path)
        #expect(
            throws: StoreError(
                .busy(
                    path: path, lockFile: (path as NSString).deletingLastPathComponent + "/.w.json.lock", seconds: 0))
        ) {
            try DataStore(path: path, lockTimeout: 0.2).apply(.removeWorkplace(name: cafe.name))
        }
        #expect(contents(path) == before)
    }

    @Test func anInvalidFileOnDiskIsNeverBuiltOn() throws {
        let path = try temporaryFolder() + "/w.json"
        try #"{"version": 1, "workplaces": [{"name": "x"}]}"#.write(toFile: path, atomically: false, encoding: .utf8)
        let before = contents(path)
        #expect(throws: StoreError.self) { try DataStore(path: path).apply(.addWorkplace(cafe)) }
        #expect(contents(path) == before)
    }

    @Test func anInvalidResultIsNeverWritten() throws {
        let path = try temporaryFolder() + "/w.json"
        try DataStore(path: path).apply(.addWorkplace(cafe))
        let before = contents(path)
        var bad = cafe
        bad.name = "둘째"
        bad.wages = WageHistory(hourly: 0)
        // Refused by the rule first ...
        #expect(
            throws: StoreError(.refused, reasons: [.outOfRange(.wage, value: 0, allowed: Limits.wage)])
        ) { try DataStore(path: path).apply(.addWorkplace(bad)) }
        // ... and what no rule of a change looks at (a new workplace's own shifts) by the loader's.
        bad.wages = WageHistory(hourly: 10_320)
        bad.shifts = [shift("2026-11-02", "09:00", "12:00"), shift("2026-11-02", "11:00", "13:00")]
        do throws(StoreError) {
            try DataStore(path: path).apply(.addWorkplace(bad))
            Issue.record("a workplace with overlapping shifts was written")
        } catch {
            #expect(error.kind == .invalidData)
            guard case .invalidResult(let problems)? = error.detail else {
                Issue.record("\(String(describing: error.detail))")
                return
            }
            #expect(
                problems.problems.contains {
                    $0.place == .value("workplaces[1].shifts[1]") && $0.reason == .overlaps(other: 0, bad.shifts[0])
                }, "\(problems)")
        }
        #expect(contents(path) == before)
    }
}
