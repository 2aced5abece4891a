import ArgumentParser
import FoundationEssentials
import PaydayApp
import Payroll
import PayrollWords

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output and standard error, written with `write(2)` and checked.
///
/// Every text payday prints goes through `write`, after `TerminalText.document`: no control
/// character from the data reaches the terminal. A write that fails (a full disk, `>/dev/full`,
/// a closed `2>&-`) is reported, never ignored and never a crash: Foundation's `FileHandle`
/// traps on a failed write and `print` drops the error, so neither is used.
enum StandardStreams {
    enum Stream {
        case output, error
        var descriptor: Int32 { self == .output ? STDOUT_FILENO : STDERR_FILENO }
    }

    /// The bytes written for `text`: escaped (`TerminalText.document`) unless it is escape
    /// sequences payday made or a document its writer escaped already (`asIs`).
    static func bytes(_ text: String, asIs: Bool) -> [UInt8] {
        Array((asIs ? text : TerminalText.document(text)).utf8)
    }

    /// Writes all of `text` to `stream` (`bytes(_:asIs:)`, written from the string's own UTF-8:
    /// a calendar of a large file is 25 MB, which a copy would first fault in); the `errno` of
    /// the write that failed, or nil.
    static func write(_ text: String, to stream: Stream, asIs: Bool = false) -> Int32? {
        var written = asIs ? text : TerminalText.document(text)
        return written.withUTF8 { FileOutput.writeAll(UnsafeRawBufferPointer($0), to: stream.descriptor) }
    }

    /// The exit status for an output that could not be written.
    static let writeFailureStatus: Int32 = 1

    /// Writes `output` and `error`, and returns the exit status: `status`, or 1 when either
    /// could not be written (said on standard error when that still works).
    static func finish(output: String, error: String, status: Int32, asIs: Bool = false) -> Int32 {
        let writing: (() -> Int32?)? = output.isEmpty ? nil : { write(output, to: .output, asIs: asIs) }
        return finish(writingOutput: writing, error: error, status: status)
    }

    /// `finish(output:error:status:)` for a document made as bytes (`CommandResult.document(bytes:)`):
    /// written as they are, the same bytes as the file they would be.
    static func finish(outputBytes: [UInt8], error: String, status: Int32) -> Int32 {
        let writing: (() -> Int32?)? =
            outputBytes.isEmpty
            ? nil : { outputBytes.withUnsafeBytes { FileOutput.writeAll($0, to: Stream.output.descriptor) } }
        return finish(writingOutput: writing, error: error, status: status)
    }

    /// Writes the output (`writingOutput`, nil when there is none: the `errno` of a failed
    /// write, or nil) and then `error`; the exit status.
    private static func finish(writingOutput: (() -> Int32?)?, error: String, status: Int32) -> Int32 {
        var status = status
        if let writingOutput, let code = writingOutput() {
            let reason = String(cString: strerror(code))
            let language = AppStrings.language(environment: ProcessEnvironment.variables)
            _ = write(language.outputWords.couldNotWriteOutput(reason) + "\n", to: .error)
            status = status == 0 ? writeFailureStatus : status
        }
        if !error.isEmpty, write(error, to: .error) != nil {
            status = status == 0 ? writeFailureStatus : status
        }
        return status
    }
}

extension PaydayCommand {
    /// What `main()` does, with every message (ArgumentParser's own too: usage errors, help,
    /// `--version`) written through `StandardStreams`, so that a failed write is an exit status
    /// and never a crash, and no argument or data text reaches the terminal unescaped.
    public static func runAsMain(_ arguments: [String]? = nil) -> Never {
        let given = arguments ?? Array(CommandLine.arguments.dropFirst())
        var status: Int32
        do {
            var command = try parse(commandLine: given)
            try command.run()
            status = 0
        } catch let result as CommandResult.Finished {
            status = result.status
        } catch {
            let code = exitCode(for: error).rawValue
            // A word that names no command where a command's name is expected is refused as such
            // (the parser would refuse it as an argument of the app, the default command, or
            // refuse the option after it); looked for only once parsing has failed, so a command
            // that runs pays nothing for it.
            if code != 0, let refusal = unknownCommand(in: given, environment: ProcessEnvironment.variables) {
                status = StandardStreams.finish(output: "", error: refusal, status: ExitCode.validationFailure.rawValue)
                exit(status)
            }
            // An error in the user's language (`--lang`, else the locale's); help (status 0) with
            // the parser's own phrases in it too, the version as it is.
            let language = UsageWords.language(arguments: given, environment: ProcessEnvironment.variables)
            let columns = HelpFitting.columns()
            let text =
                code == 0
                ? UsageWords.helpMessage(fullMessage(for: error, columns: columns), language, columns: columns)
                : UsageWords.parserMessage(fullMessage(for: error, columns: columns), language)
            let line = text.isEmpty ? "" : text + "\n"
            status = StandardStreams.finish(
                output: code == 0 ? line : "", error: code == 0 ? "" : line, status: code)
        }
        exit(status)
    }

    private static func exit(_ status: Int32) -> Never {
        #if canImport(Glibc)
        Glibc.exit(status)
        #else
        Darwin.exit(status)
        #endif
    }
}
