#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A read of a mapped file that another program cuts short meanwhile, survived.
///
/// The pages of a mapping past its file's end are unreadable: a program that truncates the file
/// in place while payday reads it (an editor writing over it, `> file` in a shell) turns payday's
/// next read of such a page into `SIGBUS`, which would end the process where a `read` gives a
/// torn text at worst. While `reading` runs, a handler of `SIGBUS` takes a fault inside the mapping
/// being read, puts a page of zeros where the lost page was (so the reader goes on and finishes)
/// and notes the loss; `reading` then returns nil, and the caller reads the file again as `read`
/// sees it now. A fault anywhere else goes to the action that was in place before (by default the
/// process ends, as it would without the guard), and that action is back when `reading` returns.
/// The handler and the range it checks are the process's, so one guarded read runs at a time.
enum MappedReadGuard {
    /// Held while a guarded read runs (its handler in place).
    static let lock = SystemLock()

    /// `body` given `bytes`, a mapping of a file, under the guard; nil when a page of the mapping
    /// was lost while `body` read it (its result, read partly from zeros, is dropped).
    static func reading<Value>(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Value)
        -> Value?
    {
        lock.withLock {
            guarded = Guarded(
                start: UInt(bitPattern: bytes.baseAddress),
                end: UInt(bitPattern: bytes.baseAddress) + UInt(bytes.count),
                pageSize: UInt(max(sysconf(Int32(_SC_PAGESIZE)), 1)), lost: 0)
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_sigaction = busErrorHandler
            #else
            action.__sigaction_u.__sa_sigaction = busErrorHandler
            #endif
            action.sa_flags = SA_SIGINFO
            sigemptyset(&action.sa_mask)
            sigaction(SIGBUS, &action, &previousAction)
            let value = body(bytes)
            sigaction(SIGBUS, &previousAction, nil)
            let lost = guarded.lost != 0
            guarded = Guarded(start: 0, end: 0, pageSize: guarded.pageSize, lost: 0)
            return lost ? nil : value
        }
    }
}

/// The mapping being read (`start..<end`, empty when none), the system's page size, and whether a
/// page of it was lost: what the handler reads and writes, set before it is installed.
private struct Guarded {
    var start: UInt
    var end: UInt
    var pageSize: UInt
    var lost: sig_atomic_t
}

nonisolated(unsafe) private var guarded = Guarded(start: 0, end: 0, pageSize: 4096, lost: 0)
nonisolated(unsafe) private var previousAction = sigaction()

/// The `SIGBUS` handler of `MappedReadGuard.reading`: only system calls and plain memory.
private let busErrorHandler:
    @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
        signal, info, _ in
        #if canImport(Glibc)
        let address = UInt(bitPattern: info?.pointee._sifields._sigfault.si_addr)
        #else
        let address = UInt(bitPattern: info?.pointee.si_addr)
        #endif
        if address >= guarded.start && address < guarded.end {
            let page = address & ~(guarded.pageSize - 1)
            let zeros = mmap(
                UnsafeMutableRawPointer(bitPattern: page), Int(guarded.pageSize), PROT_READ,
                MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0)
            if Int(bitPattern: zeros) != -1 {
                guarded.lost = 1
                return
            }
        }
        // Not a page of the mapping (or no page of zeros to put there): what the signal would have
        // done without the guard.
        sigaction(SIGBUS, &previousAction, nil)
        raise(signal)
    }
