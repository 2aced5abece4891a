import Foundation
import Payroll
import PayrollWords
import Testing

@testable import PaydayApp
@testable import PaydayCommandLine

#if canImport(Glibc)
import Glibc
#endif

/// The store's errors are data (`StoreError.Detail`); the command line and the app word them,
/// in English and Korean, naming the paths and the OS error. Each case is made as the store's
/// own fault-injection tests make it (a full disk, a read-only file, a lock held, an editor's
/// change, a linked `backups`, ...) and its words checked in both languages; the sentences are
/// written out here by hand.
@Suite struct StoreErrorWordsTests {
    let folder: String
    let file: String
    let now = "2026-11-26T14:10"

    init() throws {
        folder =
            FileManager.default.temporaryDirectory.appendingPathComponent("payday-store-words-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        file = folder + "/workplaces.json"
        try DataStore(path: file).apply(
            .addWorkplace(
                Workplace(name: "CU", wages: WageHistory(hourly: 10_320), payday: PaydayRule(day: 10), shifts: [])))
    }

    /// The real file system, except that `write` fails with `code` (ENOSPC: a full disk).
    struct FailingWrites: StoreFileSystem {
        let code: Int32
        let system = SystemFileSystem()
        func open(_ path: String, flags: Int32, mode: mode_t) -> Int32 { system.open(path, flags: flags, mode: mode) }
        func write(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Int {
            errno = code
            return -1
        }
        func fsync(_ descriptor: Int32) -> Int32 { system.fsync(descriptor) }
        func rename(_ from: String, _ to: String) -> Int32 { system.rename(from, to) }
        func link(_ from: String, _ to: String) -> Int32 { system.link(from, to) }
        func mkdir(_ path: String, mode: mode_t) -> Int32 { system.mkdir(path, mode: mode) }
    }

    private func run(_ arguments: [String], _ language: PayrollLanguage) throws -> CommandResult {
        try runStoreCommand(
            arguments, file: file, now: now, environment: ["LANG": language == .korean ? "ko_KR.UTF-8" : "C"])
    }

    private func words(_ language: PayrollLanguage, _ place: RuleWords.Place = .commandLine) -> RuleWords {
        RuleWords(language: language, place: place)
    }

    private var addShift: DataChange {
        .addShift(
            workplace: "CU",
            Shift(date: LocalDate(iso: "2026-11-20")!, start: TimeOfDay(text: "09:00")!, end: TimeOfDay(text: "13:00")!)
        )
    }

    /// The error `change` meets on a store, or a recorded issue.
    private func error(_ store: DataStore, _ change: DataChange) -> StoreError? {
        do throws(StoreError) {
            try store.apply(change)
            Issue.record("the change was saved")
            return nil
        } catch {
            return error
        }
    }

    /// ENOSPC at the first write of a save (the kept copy of the new version in `backups`),
    /// through the command line's session, in both languages; the app's words leave out the
    /// option. The file is as it was.
    @Test func aFullDisk() throws {
        let before = try Data(contentsOf: URL(fileURLWithPath: file))
        let location = try CommonOptions.parse(["--data", file])
        let backups = folder + "/backups"
        let english =
            "could not write the new file: No space left on device (ENOSPC); the disk holding \(backups) is full; free some space and try again. \(file) was not changed."
        let korean =
            "새 파일을 쓸 수 없습니다: 장치에 남은 공간이 없습니다 (ENOSPC); \(backups)가 있는 디스크가 가득 찼습니다; 공간을 비우고 다시 하세요. \(file)은 바뀌지 않았습니다."
        for (language, expected) in [(PayrollLanguage.english, english), (.korean, korean)] {
            var options = location
            options.lang = language
            let session = try StoreSession(
                options: options, environment: [StoreSession.testNowVariable: now],
                clock: Date(timeIntervalSince1970: 0), timeZone: TimeZone(identifier: "Asia/Seoul")!,
                fileSystem: FailingWrites(code: ENOSPC))
            do throws(CommandFailure) {
                _ = try session.apply(addShift)
                Issue.record("saved on a full disk")
            } catch {
                #expect(error.message(language) == expected)
            }
        }
        let store = DataStore(path: file, fileSystem: FailingWrites(code: ENOSPC))
        let failure = try #require(error(store, addShift))
        #expect(failure.detail == .writeFailed(.writeNewFile, code: ENOSPC, folder: backups, path: file))
        // The app: the same, without naming an option (none is named for ENOSPC either way).
        #expect(words(.korean, .app).storeError(failure, path: file) == korean)
        // EACCES: the advice names --data on the command line, never in the app.
        let denied = StoreError(.writeFailed(.createNewFile, code: EACCES, folder: folder, path: file))
        #expect(
            words(.english).storeError(denied, path: file)
                == "could not create a new file in \(folder): Permission denied (EACCES); payday may not write in \(folder); it saves by writing a new file beside the data file, so that folder must be writable (chmod u+w \(folder)), or name a file elsewhere with --data FILE. \(file) was not changed."
        )
        #expect(
            words(.korean, .app).storeError(denied, path: file)
                == "\(folder)에 새 파일을 만들 수 없습니다: 권한이 없습니다 (EACCES); payday가 \(folder)에 쓸 수 없습니다; 데이터 파일 옆에 새 파일을 써서 저장하므로 그 폴더에 쓸 수 있어야 합니다 (chmod u+w \(folder)). \(file)은 바뀌지 않았습니다."
        )
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == before)
    }

    /// A read-only data file, through `payday workplace add` in both languages: exit 1, the
    /// file unchanged.
    @Test func aReadOnlyFile() throws {
        chmod(file, 0o444)
        defer { chmod(file, 0o644) }
        let before = try Data(contentsOf: URL(fileURLWithPath: file))
        let english = try run(["workplace", "add", "GS25", "--wage", "10320", "--payday-day", "10"], .english)
        #expect(english.exitStatus == 1)
        #expect(
            english.standardError
                == "payday workplace add: \(file) is read-only, so payday does not write over it; make it writable (chmod u+w \(file)) and try again. Nothing was saved.\n"
        )
        let korean = try run(["workplace", "add", "GS25", "--wage", "10320", "--payday-day", "10"], .korean)
        #expect(korean.exitStatus == 1)
        #expect(
            korean.standardError
                == "payday workplace add: \(file)은 읽기 전용이라 payday가 덮어쓰지 않습니다; 쓸 수 있게 바꾸고 (chmod u+w \(file)) 다시 하세요. 저장하지 않았습니다.\n"
        )
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == before)
    }

    /// The app's save of a read-only file: its refusal in Korean, as the app's records give it
    /// to the screen (no option named), and the file unchanged.
    @Test func theAppWordsItInKorean() throws {
        chmod(file, 0o444)
        defer { chmod(file, 0o644) }
        let before = try Data(contentsOf: URL(fileURLWithPath: file))
        let session = PaydaySession(
            file: try DataFile.load(path: file), holidays: try HolidayCalendar.bundled(),
            rates: try RateTable.bundled(),
            startMoment: TestClock.moment(now)!, strings: AppStrings(.korean), dataFile: file, animations: .none,
            isWritable: true, wakesOnItsOwn: false)
        let (_, scene) = AppTestSupport.open(session)
        do throws(Records.Refusal) {
            try scene.records.apply(addShift, description: "")
            Issue.record("saved over a read-only file")
        } catch {
            #expect(
                error.message
                    == "\(file)은 읽기 전용이라 payday가 덮어쓰지 않습니다; 쓸 수 있게 바꾸고 (chmod u+w \(file)) 다시 하세요. 저장하지 않았습니다."
            )
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == before)
    }

    /// Another payday holds the lock: the store gives up (after 0.2 s here, 10 s in use).
    @Test func aLockHeld() throws {
        let lock = folder + "/.workplaces.json.lock"
        let holder = open(lock, O_RDWR)
        #expect(flock(holder, LOCK_EX) == 0)
        defer { close(holder) }
        let failure = try #require(error(DataStore(path: file, lockTimeout: 0.2), addShift))
        #expect(failure.detail == .busy(path: file, lockFile: lock, seconds: 0))
        #expect(
            words(.english).storeError(failure, path: file)
                == "another payday has been saving \(file) for more than 0 seconds (it holds \(lock)); let it finish and try again. Nothing was saved."
        )
        #expect(
            words(.korean, .app).storeError(failure, path: file)
                == "다른 payday가 0초 넘게 \(file)을 저장하고 있습니다 (\(lock)을(를) 잡고 있음); 끝나면 다시 하세요. 저장하지 않았습니다."
        )
    }

    /// An editor removed the workplace after the store read the file: the change no longer
    /// applies, and the words say the file changed and why.
    @Test func anEditorChangedTheFile() throws {
        let store = DataStore(path: file)
        try store.load()
        try Data(DataFileWriter.bytes(DataFile(workplaces: []))).write(to: URL(fileURLWithPath: file))
        let failure = try #require(error(store, addShift))
        #expect(failure.kind == .changedOnDisk)
        let english = words(.english).storeError(failure, path: file)
        #expect(
            english.hasPrefix("\(file) was changed on disk since payday read it, and the change no longer applies: "))
        #expect(english.hasSuffix(". Nothing was saved."))
        let korean = words(.korean).storeError(failure, path: file)
        #expect(korean.hasPrefix("\(file) 파일이 읽은 뒤에 바뀌어 이 변경을 적용할 수 없습니다: "), "\(korean)")
        #expect(korean.hasSuffix(". 저장하지 않았습니다."))
    }

    /// `backups` a symbolic link, a path naming a folder, a FIFO, a demo, and the history's
    /// refusals: each from the store itself, worded in both languages.
    @Test func theOtherKinds() throws {
        let backups = folder + "/backups"
        try FileManager.default.removeItem(atPath: backups)
        try FileManager.default.createSymbolicLink(atPath: backups, withDestinationPath: "/tmp")
        let linked = try #require(error(DataStore(path: file), addShift))
        #expect(
            words(.english).storeError(linked, path: file)
                == "\(backups) is a symbolic link, not a folder of payday's own for the earlier versions, so payday does not use it; move it away (mv \(backups) \(backups).old) and try again. \(file) was not changed."
        )
        #expect(
            words(.korean).storeError(linked, path: file)
                == "\(backups)는 심볼릭 링크라 이전 버전을 둘 payday의 폴더가 아니므로 쓰지 않습니다; 옮기고 (mv \(backups) \(backups).old) 다시 하세요. \(file)은 바뀌지 않았습니다."
        )
        try FileManager.default.removeItem(atPath: backups)

        let named = try #require(error(DataStore(path: folder + "/"), addShift))
        #expect(
            words(.english).storeError(named, path: folder + "/")
                == "\(folder)/ names a folder, not a data file; name the file itself, such as \(folder)/workplaces.json"
        )
        #expect(
            words(.korean).storeError(named, path: folder + "/")
                == "\(folder)/은(는) 데이터 파일이 아니라 폴더를 가리킵니다; \(folder)/workplaces.json처럼 파일 자체를 지정하세요")

        let fifo = folder + "/pipe.json"
        #expect(mkfifo(fifo, 0o600) == 0)
        let pipe = try #require(error(DataStore(path: fifo), addShift))
        #expect(
            words(.english).storeError(pipe, path: fifo)
                == "\(fifo) is a named pipe (FIFO), not a regular file; name a data file with --data FILE")
        #expect(words(.korean, .app).storeError(pipe, path: fifo) == "\(fifo)은 이름 있는 파이프(FIFO)라 일반 파일이 아닙니다")

        let demo = folder + "/demo.json"
        try Data(#"{"version": 1, "datesRelativeTo": "2026-11-21", "workplaces": []}"#.utf8)
            .write(to: URL(fileURLWithPath: demo))
        let refusedDemo = try #require(error(DataStore(path: demo), addShift))
        #expect(
            words(.english, .app).storeError(refusedDemo, path: demo)
                == "\(demo) is a demo (it has \"datesRelativeTo\": its dates move with today), so payday never writes to it."
        )
        #expect(
            words(.korean).storeError(refusedDemo, path: demo)
                == "\(demo)은 데모입니다 (\"datesRelativeTo\"가 있어 날짜가 오늘에 맞춰 움직입니다). payday는 데모에 쓰지 않습니다. 내 기록은 내 파일에: --demo와 --data를 빼거나 --data FILE로 다른 파일을 지정하세요."
        )

        // A file over the size limit (sparse: no disk used), refused from its size.
        let huge = folder + "/huge.json"
        #expect(FileManager.default.createFile(atPath: huge, contents: Data("{".utf8)))
        #expect(truncate(huge, off_t(RegularFile.maximumBytes + (1 << 20))) == 0)
        let large = try #require(error(DataStore(path: huge), addShift))
        #expect(
            words(.english).storeError(large, path: huge)
                == "\(huge) is 129 MB, larger than any data file (at most 128 MB); it was not read")
        #expect(
            words(.korean).storeError(large, path: huge)
                == "\(huge)은 129MB로 데이터 파일이 될 수 있는 크기(최대 128MB)보다 큽니다; 읽지 않았습니다")

        // A file on disk that does not pass validation: its problems, then what to do.
        let invalid = folder + "/invalid.json"
        try Data(#"{"version": 1, "workplaces": [{"name": "x"}]}"#.utf8).write(to: URL(fileURLWithPath: invalid))
        let broken = try #require(error(DataStore(path: invalid), addShift))
        guard case .invalidFile(let problems, let kept)? = broken.detail else {
            Issue.record("\(String(describing: broken.detail))")
            return
        }
        #expect(kept == folder + "/backups")
        #expect(problems.problems.count == 3)
        let english = [
            #"workplaces[0]: missing required field "wage"; add "wage": 10320 (won an hour) or a "wages" list"#,
            #"workplaces[0]: missing required field "payday"; add "payday": { "day": 10 }"#,
            #"workplaces[0]: missing required field "shifts"; add "shifts": [ ... ]"#,
        ]
        #expect(
            words(.english).storeError(broken, path: invalid)
                == english.map { "\(invalid): \($0)\n" }.joined()
                + "Fix the file (payday validate \(invalid) lists every problem) or restore a version from \(kept); nothing was saved."
        )
        let korean = [
            #"workplaces[0]: 필수 필드 "wage"가 없습니다; "wage": 10320 (시급, 원)이나 "wages" 목록을 추가하세요"#,
            #"workplaces[0]: 필수 필드 "payday"가 없습니다; "payday": { "day": 10 }을(를) 추가하세요"#,
            #"workplaces[0]: 필수 필드 "shifts"가 없습니다; "shifts": [ ... ]을(를) 추가하세요"#,
        ]
        #expect(
            words(.korean, .app).storeError(broken, path: invalid)
                == korean.map { "\(invalid): \($0)\n" }.joined() + "파일을 고치거나 \(kept)의 버전을 복원하세요; 저장하지 않았습니다.")

        // A file payday did not write: undo has nothing before it.
        let found = folder + "/found.json"
        try Data(DataFileWriter.bytes(DataFile(workplaces: []))).write(to: URL(fileURLWithPath: found))
        let foundStore = DataStore(path: found)
        try foundStore.apply(
            .addWorkplace(
                Workplace(name: "GS25", wages: WageHistory(hourly: 10_320), payday: PaydayRule(day: 10), shifts: [])))
        try foundStore.undo()
        do throws(StoreError) {
            try foundStore.undo()
            Issue.record("undid past the version first found")
        } catch {
            #expect(error.detail == .nothingToUndo(path: found, firstFound: true))
            #expect(
                words(.english).storeError(error, path: found)
                    == "there is nothing to undo: \(found) is as payday first found it")
            #expect(
                words(.korean).storeError(error, path: found) == "되돌릴 변경이 없습니다: \(found)은 payday가 처음 찾은 그대로입니다")
        }
        let notKept = StoreError(.versionNotKept(path: file, backups: backups, kept: DataStore.keptVersions))
        #expect(
            words(.korean).storeError(notKept, path: file)
                == "\(file)의 그 버전은 \(backups)에 더 이상 보관되어 있지 않습니다 (최근 20개만 보관합니다)")
    }

    /// The OS error is named in both languages; an error without our own Korean words keeps the
    /// system's text and its name.
    @Test func osErrors() {
        #expect(words(.english).osError(EROFS) == "Read-only file system (EROFS)")
        #expect(words(.korean).osError(EROFS) == "읽기 전용 파일 시스템입니다 (EROFS)")
        #expect(words(.korean).osError(ENOTEMPTY) == "Directory not empty (errno \(ENOTEMPTY))")
    }
}
