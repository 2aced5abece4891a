import Foundation
import TerminalTestSupport
import Testing

/// The fuzz target (`payday-fuzz`, built beside the tests) replaying seeded mutations of its
/// seed inputs, for a fixed number of inputs: no crash, no hang (a time limit), no finding (a
/// data file accepted that does not read back, a refused one the store changed, a command line
/// that failed and changed the file or succeeded and left an invalid one, a history file that
/// removed a file outside `backups/` or was read with a number out of its range, a text that
/// put markup in a payslip page). bench/fuzz.sh runs
/// the same target under libFuzzer for longer. `PAYDAY_FUZZ_INPUTS` sets the count.
@Suite(
    .enabled(
        if: StoreProcessTests.binary("payday-fuzz") != nil,
        "needs the payday-fuzz binary beside the tests (swift build builds it)"))
struct FuzzTargetTests {
    static let target = StoreProcessTests.binary("payday-fuzz")
    static let inputs = ProcessInfo.processInfo.environment["PAYDAY_FUZZ_INPUTS"].flatMap { Int($0) } ?? 1_000

    @Test(arguments: [1, 2] as [UInt64]) func seededMutationsFindNothing(seed: UInt64) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.target!)
        process.arguments = ["--inputs", String(Self.inputs), "--seed", String(seed)]
        let error = Pipe()
        process.standardError = error
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(600)
        while process.isRunning && Date() < deadline { usleep(50_000) }
        let hung = process.isRunning
        if hung { process.terminate() }
        process.waitUntilExit()
        let text = String(decoding: error.fileHandleForReading.readAllRetryingInterruptedReads(), as: UTF8.self)
        #expect(!hung && process.terminationReason == .exit && process.terminationStatus == 0, "\(text)")
        // Both kinds of input ran, and some files were accepted (the mutations are small).
        let counts = text.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        #expect(text.hasPrefix("payday-fuzz: no finding in \(Self.inputs) inputs (seed \(seed)):"), "\(text)")
        #expect(
            counts.count == 8 && counts[3] > 0 && counts[3] < counts[2] && counts[5] > 0 && counts[6] > 0
                && counts[7] > 0, "\(text)")
    }

    /// The seed inputs are each valid: the mutations start from files the reader accepts and
    /// commands that succeed, so a finding is the mutation's doing.
    @Test func theSeedsAreValid() throws {
        let folder = try StoreProcessTests.folder()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.target!)
        process.arguments = ["--write-corpus", folder]
        try process.run()
        process.waitUntilExit()
        let seeds = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(seeds.count > 20)
        let replay = Process()
        replay.executableURL = URL(fileURLWithPath: Self.target!)
        replay.arguments = seeds.map { folder + "/" + $0 }
        let error = Pipe()
        replay.standardError = error
        try replay.run()
        replay.waitUntilExit()
        let text = String(decoding: error.fileHandleForReading.readAllRetryingInterruptedReads(), as: UTF8.self)
        #expect(replay.terminationStatus == 0, "\(text)")
        #expect(text.contains("3 data files (3 accepted)"), "\(text)")
    }
}
