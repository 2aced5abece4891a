import FoundationEssentials

/// The process's environment, read once. `ProcessInfo.processInfo.environment` builds a new
/// dictionary from the C library's `environ` each time it is asked (about 0.15 M instructions
/// here); a command asked it in several places (the help's language while the parser builds the
/// commands, the usage errors' language, the help's width, the command's own run). payday never
/// changes its own environment after it starts but for the crash reporter's setting, which only
/// the Swift runtime reads.
enum ProcessEnvironment {
    static let variables = ProcessInfo.processInfo.environment
}
