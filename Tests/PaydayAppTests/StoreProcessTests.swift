import Foundation
import Payroll
import TerminalTestSupport
import Testing

@testable import PaydayApp
@testable import PaydayCommandLine
@testable import Payroll

/// The store across processes, with the real binaries built beside the tests: a save killed at
/// each of its steps, two processes adding shifts at once, and the app's store meeting a
/// `payday clock in` from another terminal.
@Suite struct StoreProcessTests {
    static let buildFolder = Bundle.main.executableURL?.deletingLastPathComponent()
    static func binary(_ name: String) -> String? {
        guard let path = buildFolder?.appendingPathComponent(name).path,
            FileManager.default.isExecutableFile(atPath: path)
        else { return nil }
        return path
    }
    static let payday = binary("payday")
    static let stress = binary("store-stress")

    /// A fresh folder; on tmpfs when there is one, where a flush costs nothing (these tests are
    /// about what the file holds, not how long the disk takes).
    static func folder() throws -> String {
        let base =
            FileManager.default.isWritableFile(atPath: "/dev/shm")
            ? URL(fileURLWithPath: "/dev/shm") : FileManager.default.temporaryDirectory
        let folder = base.appendingPathComponent("payday-process-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    struct Finished {
        var status: Int32
        var killed: Bool
        var output: String
        var error: String
    }

    static func launch(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) throws -> (
        Process, Pipe, Pipe
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var merged = ProcessInfo.processInfo.environment
        merged.merge(environment) { $1 }
        merged.removeValue(forKey: "PAYDAY_DATA")
        process.environment = merged
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        return (process, output, error)
    }

    static func wait(_ launched: (Process, Pipe, Pipe)) -> Finished {
        let (process, output, error) = launched
        let out = output.fileHandleForReading.readAllRetryingInterruptedReads()
        let err = error.fileHandleForReading.readAllRetryingInterruptedReads()
        process.waitUntilExit()
        return Finished(
            status: process.terminationStatus, killed: process.terminationReason == .uncaughtSignal,
            output: String(decoding: out, as: UTF8.self), error: String(decoding: err, as: UTF8.self))
    }

    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Finished {
        wait(try launch(payday!, arguments, environment: environment))
    }

    static let cafe = Workplace(name: "카페", wages: WageHistory(hourly: 10_320), payday: PaydayRule(day: 10), shifts: [])

    /// A save killed (SIGKILL) at each of its steps leaves the old file or the new one, whole and
    /// valid; the kept versions are untouched and valid; the next save works and cleans up.
    @Test(
        .enabled(if: payday != nil, "needs the payday binary beside the tests (swift build builds it)"),
        arguments: SaveStep.allCases)
    func aSaveKilledAtEachStep(step: SaveStep) throws {
        let folder = try Self.folder()
        let path = folder + "/w.json"
        let setup = DataStore(path: path)
        try setup.apply(.addWorkplace(Self.cafe))
        try setup.apply(
            .addShift(
                workplace: "카페",
                Shift(
                    date: LocalDate(iso: "2026-11-02")!, start: TimeOfDay(text: "09:00")!,
                    end: TimeOfDay(text: "10:00")!)))
        // A version is hard-linked into backups/ only when found changed on disk (an editor's
        // save): for that step, an edit first (a blank line at the end).
        let found = step == .backedUp ? 1 : 0
        if found == 1 {
            try (String(contentsOfFile: path, encoding: .utf8) + "\n").write(
                toFile: path, atomically: false, encoding: .utf8)
        }
        let old = try DataFile.load(path: path)
        let backupsFolder = folder + "/backups"
        let backupsBefore = try Dictionary(
            uniqueKeysWithValues: FileManager.default.contentsOfDirectory(atPath: backupsFolder).filter {
                $0 != "w.json.history"
            }.map {
                ($0, try Data(contentsOf: URL(fileURLWithPath: backupsFolder + "/" + $0)))
            })

        let result = try Self.run(
            ["shift", "add", "카페", "2026-11-03", "09:00", "10:00", "--data", path],
            environment: [StoreSession.testKillVariable: step.rawValue])
        #expect(result.killed && result.status == SIGKILL, "\(step): \(result.status) \(result.error)")
        let after = try DataFile.load(path: path)  // throws if not whole and valid
        var new = old
        new.workplaces[0].shifts.append(
            Shift(date: LocalDate(iso: "2026-11-03")!, start: TimeOfDay(text: "09:00")!, end: TimeOfDay(text: "10:00")!)
        )
        let renamed = SaveStep.allCases.firstIndex(of: step)! >= SaveStep.allCases.firstIndex(of: .renamed)!
        #expect(after == (renamed ? new : old), "\(step)")
        for (name, bytes) in backupsBefore {
            #expect(
                try Data(contentsOf: URL(fileURLWithPath: backupsFolder + "/" + name)) == bytes,
                "\(step): backup \(name)")
        }
        for name in try FileManager.default.contentsOfDirectory(atPath: backupsFolder) where name != "w.json.history" {
            _ = try DataFile.load(path: backupsFolder + "/" + name)
        }

        // The next save (another process) works, and leaves no temporary file behind.
        let next = try Self.run(["shift", "add", "카페", "2026-11-04", "09:00", "10:00", "--data", path])
        #expect(next.status == 0, "\(next.error)")
        #expect(try DataFile.load(path: path).workplaces[0].shifts.count == (renamed ? 3 : 2))
        // Every entry true: a save killed before its rename left no entry (the next save dropped
        // the one it had written), one killed after it has its entry.
        let history = try DataStore(path: path).history()
        #expect(history.entries.count == (renamed ? 4 : 3) + found, "\(step): \(history.entries.map(\.event))")
        #expect(
            history.entries.last?.event
                == .addedShift(
                    workplace: "카페", ShiftRecord(shift: "2026-11-04", "09:00", "10:00")), "\(step)")
        Self.expectHistoryIsTrue(path)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [
                ".w.json.lock", "backups", "w.json",
            ])
    }

    /// Each entry's `before` is the previous entry's `after`, each kept version has the
    /// fingerprint its entry names, and the last entry's `after` is the file.
    static func expectHistoryIsTrue(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let backups = Backups(folder: DataStore.folder(of: path), name: DataStore.name(of: path))
        var previous: String?
        for entry in History.read(backups.historyPath).entries {
            #expect(entry.before == previous, "entry \(entry.number)", sourceLocation: sourceLocation)
            if let version = entry.version,
                let data = FileManager.default.contents(atPath: backups.directory + "/" + version)
            {
                #expect(
                    DataStore.hex(DataStore.fingerprint(Array(data))) == entry.after, sourceLocation: sourceLocation)
            }
            previous = entry.after
        }
        let file = FileManager.default.contents(atPath: path).map { DataStore.hex(DataStore.fingerprint(Array($0))) }
        #expect(previous == file, "the last entry is the file", sourceLocation: sourceLocation)
    }

    /// Two processes adding 500 shifts each at the same time, one save a shift: all 1,000 are there.
    @Test(.enabled(if: stress != nil, "needs the store-stress binary beside the tests (swift build builds it)"))
    func twoProcessesAddingAtOnceLoseNothing() throws {
        let path = try Self.folder() + "/w.json"
        try DataStore(path: path).apply(.addWorkplace(Self.cafe))
        let first = try Self.launch(Self.stress!, [path, "카페", "500", "1"])
        let second = try Self.launch(Self.stress!, [path, "카페", "500", "3"])
        let results = [Self.wait(first), Self.wait(second)]
        for result in results { #expect(result.status == 0, "\(result.error)") }
        let shifts = try DataFile.load(path: path).workplaces[0].shifts
        #expect(shifts.count == 1000)
        #expect(Set(shifts.map { "\($0.date) \($0.startTime)" }).count == 1000)
        // 1 workplace + 1,000 shifts, each an entry, all true.
        #expect(
            History.read(Backups(folder: DataStore.folder(of: path), name: "w.json").historyPath).entries.count == 1001)
        Self.expectHistoryIsTrue(path)
    }

    /// The same through the command line: two shells running `payday shift add` at once.
    @Test(.enabled(if: payday != nil, "needs the payday binary beside the tests (swift build builds it)"))
    func twoShellsAddingAtOnceLoseNothing() throws {
        let path = try Self.folder() + "/w.json"
        try DataStore(path: path).apply(.addWorkplace(Self.cafe))
        let script =
            #"for i in $(seq 1 20); do d=$(printf '2026-01-%02d' $i); "$0" shift add 카페 $d "$1" "$2" --data "$3" >/dev/null || exit 1; done"#
        let shells = try [("01:00", "02:00"), ("03:00", "04:00")].map { start, end in
            try Self.launch("/bin/sh", ["-c", script, Self.payday!, start, end, path])
        }
        for shell in shells { #expect(Self.wait(shell).status == 0) }
        #expect(try DataFile.load(path: path).workplaces[0].shifts.count == 40)
        Self.expectHistoryIsTrue(path)
    }

    /// The app holds a store; `payday clock in` runs in another terminal; the app's next change
    /// sees the clock-in and keeps it.
    @Test(.enabled(if: payday != nil, "needs the payday binary beside the tests (swift build builds it)"))
    func theAppSeesAClockInFromAnotherTerminal() throws {
        let path = try Self.folder() + "/w.json"
        let app = DataStore(path: path, source: .app)
        try app.apply(.addWorkplace(Self.cafe))
        var second = Self.cafe
        second.name = "서점"
        try app.apply(.addWorkplace(second))
        let clockIn = try Self.run(
            ["clock", "in", "카페", "--data", path], environment: [StoreSession.testNowVariable: "2026-11-21T09:00"])
        #expect(clockIn.status == 0 && clockIn.output == "Clocked in at 카페 at 2026-11-21 09:00.\n", "\(clockIn.error)")
        let added = Shift(
            date: LocalDate(iso: "2026-11-20")!, start: TimeOfDay(text: "18:00")!, end: TimeOfDay(text: "20:00")!)
        try app.apply(.addShift(workplace: "서점", added))
        #expect(app.lastApplyReloaded)
        let saved = try DataFile.load(path: path)
        #expect(
            saved.workplaces[0].openShift
                == OpenShift(date: LocalDate(iso: "2026-11-20")!.adding(days: 1), start: TimeOfDay(text: "09:00")!))
        #expect(saved.workplaces[1].shifts == [added])
        #expect(app.file == saved)
        // And the app cannot clock in elsewhere over it.
        #expect(throws: StoreError.self) {
            try app.apply(
                .clockIn(
                    workplace: "서점", OpenShift(date: LocalDate(iso: "2026-11-21")!, start: TimeOfDay(text: "10:00")!)))
        }
        // The history tells the two apart, in order, every entry true; the app's undo of its own
        // last change (the shift) is its own again, since nothing came after it.
        let history = try app.history()
        #expect(history.entries.map(\.source) == [.app, .app, .commandLine, .app])
        #expect(
            history.entries[2].event
                == .clockedIn(
                    workplace: "카페",
                    ShiftRecord(OpenShift(date: LocalDate(iso: "2026-11-21")!, start: TimeOfDay(text: "09:00")!))))
        Self.expectHistoryIsTrue(path)
        let own = try #require(app.lastEntry)
        try app.undo(expecting: own.number)
        #expect(try DataFile.load(path: path).workplaces[1].shifts.isEmpty)
        #expect(try DataFile.load(path: path).workplaces[0].openShift != nil)
    }

    /// The layout `make install PREFIX=...` makes: the binary in PREFIX/bin, every resource file
    /// in PREFIX/share/payday. Run from another folder, it finds the holidays and the demo, and
    /// the installed files come first: a holiday list there without 2026 is the one it reads.
    @Test(.enabled(if: payday != nil, "needs the payday binary beside the tests (swift build builds it)"))
    func anInstalledPaydayFindsItsResources() throws {
        let prefix = try Self.folder()
        let fileManager = FileManager.default
        try fileManager.createDirectory(atPath: prefix + "/bin", withIntermediateDirectories: true)
        try fileManager.createDirectory(atPath: prefix + "/share/payday", withIntermediateDirectories: true)
        try fileManager.copyItem(atPath: Self.payday!, toPath: prefix + "/bin/payday")
        for target in ShippedResources.shippingTargets {
            let folder = AppTestSupport.packageRoot.appendingPathComponent("Sources/\(target)/Resources").path
            for file in try fileManager.contentsOfDirectory(atPath: folder) where file.hasSuffix(".json") {
                try fileManager.copyItem(atPath: folder + "/" + file, toPath: prefix + "/share/payday/" + file)
            }
        }
        let result = Self.wait(
            try Self.launch(prefix + "/bin/payday", ["summary", "--demo", "--today", "2026-09-24", "--json"]))
        #expect(result.status == 0, "\(result.error)")
        // 2026-09-24 is a Chuseok holiday: known only if the holiday list was found.
        #expect(result.output.hasPrefix(#"{ "today": "2026-09-24","#))
        #expect(!result.output.contains("public holidays for 2026 are not known"))

        try #"{"years": [2025, 2027], "holidays": []}"#.write(
            toFile: prefix + "/share/payday/holidays.json", atomically: true, encoding: .utf8)
        let installed = Self.wait(
            try Self.launch(prefix + "/bin/payday", ["summary", "--demo", "--today", "2026-09-24", "--json"]))
        #expect(installed.output.contains("public holidays for 2026 are not known"), "\(installed.output)")
    }
}
