import FoundationEssentials

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The local time zone's offset from UTC, moment by moment, from the C library.
///
/// FoundationEssentials reads no zone's rules (without ICU every named zone, `TimeZone.current`
/// included, is as far from UTC as Greenwich), so the local offset comes from `localtime_r`,
/// which reads `TZ` and `/etc/localtime` as every program on the system does: its `tm_gmtoff`
/// is the offset in force at that moment, summer time included. Every "now" of the app and the
/// command line, and every past moment they show (a history entry's time), is placed on the
/// wall clock through here.
public enum LocalClock {
    /// Seconds east of UTC on the local wall clock at `moment`.
    public static func secondsFromGMT(at moment: Date) -> Int {
        var seconds = time_t(moment.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil else { return 0 }
        return Int(parts.tm_gmtoff)
    }

    /// A zone fixed at the local offset in force at `moment`: right for that moment (and any
    /// other under the same offset), which is what each caller asks it for.
    public static func timeZone(at moment: Date) -> TimeZone {
        TimeZone(secondsFromGMT: secondsFromGMT(at: moment)) ?? .gmt
    }

    /// Korea's time, UTC+09:00 all year: Korea has kept no summer time since 1988, so the fixed
    /// offset is the zone `Asia/Seoul` for every moment since (which FoundationEssentials
    /// could not read by name).
    public static let korea = TimeZone(secondsFromGMT: 9 * 3600) ?? .gmt
}
