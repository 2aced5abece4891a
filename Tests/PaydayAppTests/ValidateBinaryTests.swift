import Foundation
import TerminalTestSupport
import Testing

/// The real `payday` binary, built beside the test binary: exit statuses, standard error, and the
/// holiday list found from another working directory.
@Suite(
    .enabled(if: AppTestSupport.builtBinary != nil, "needs the payday binary beside the tests (swift build builds it)"))
struct ValidateBinaryTests {
    /// Runs the binary in a fresh temporary directory.
    private func run(_ arguments: [String], environment: [String: String] = [:]) throws -> (
        status: Int32, output: String, error: String
    ) {
        let binary = try #require(AppTestSupport.builtBinary)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("payday-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let out = output.fileHandleForReading.readAllRetryingInterruptedReads()
        let err = error.fileHandleForReading.readAllRetryingInterruptedReads()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    @Test func summaryFromAnotherDirectory() throws {
        let result = try run(["summary", "--data", SummaryCommandTests.example, "--today", "2026-09-24", "--json"])
        #expect(result.status == 0)
        #expect(result.error.isEmpty)
        // 2026-09-24 is a Chuseok holiday: known only if the holiday list was found.
        #expect(result.output.hasPrefix(#"{ "today": "2026-09-24","#))
        #expect(!result.output.contains("public holidays for 2026 are not known"))
    }

    @Test func invalidDataExitsWithOne() throws {
        let result = try run(["validate", "/no/such/file.json"])
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(result.error == "/no/such/file.json: no such file; give another with --data FILE\n")
        // In Korean when the locale is.
        let korean = try run(["validate", "/no/such/file.json"], environment: ["LC_ALL": "ko_KR.UTF-8"])
        #expect(korean.status == 1 && korean.output.isEmpty)
        #expect(korean.error == "/no/such/file.json: 파일이 없습니다; --data FILE로 다른 파일을 지정하세요\n")
    }

    @Test func aBadTodayIsAUsageErrorNotACrash() throws {
        let result = try run(["summary", "--today", "2026-13-01"])
        #expect(result.status == 64)  // ArgumentParser's usage error (EX_USAGE)
        #expect(result.error.contains("--today 2026-13-01 is not a date"))
    }
}
