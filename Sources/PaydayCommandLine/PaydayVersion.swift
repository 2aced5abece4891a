import PaydayApp

/// The version `payday --version` prints (and the installed manual page carries). Raised with
/// each release, by hand: the binary does not ask git, so a build from a source archive
/// answers the same.
public enum PaydayVersion {
    public static let current = "0.1.0"
}
