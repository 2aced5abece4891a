import Foundation
import Testing

@testable import Payroll

/// The shipped files' folders kept as paths: where `ShippedResources.parent(of:levels:)` answers,
/// it answers as `URL` does, and `joined` then names the file `URL` names.
@Suite struct ShippedResourcesPathTests {
    static let paths = [
        "/tmp/start/payday", "/usr/local/bin/payday", "/opt/페이데이/bin/payday", "/a/b", "/a", "/",
        "/a//b/c", "/a/./b/c", "/a/../b/c", "/a/b/c/", "/a/b/.", "/a/b/..", "a/b/c", "b/c", "",
        "/home/user/payday/Sources/Payroll/Rules/ShippedResources.swift", "/with space/and%25/x.json",
    ]

    /// `URL`'s answer: `path` less `levels` components, as a folder `URL`.
    static func urlParent(of path: String, levels: Int) -> URL {
        var url = URL(fileURLWithPath: path)
        for _ in 0..<levels { url = url.deletingLastPathComponent() }
        return url
    }

    @Test func parentsAreURLsWhereTheyAnswer() {
        var answered = 0
        for path in Self.paths {
            for levels in 1...3 {
                guard let parent = ShippedResources.parent(of: path, levels: levels) else { continue }
                answered += 1
                let folder = Self.urlParent(of: path, levels: levels)
                #expect(parent == folder.path, "\(path) less \(levels)")
                for name in ["rates.json", "share/payday", "withholding-tax.json"] {
                    #expect(
                        ShippedResources.joined(parent, name) == folder.appendingPathComponent(name).path,
                        "\(name) in \(path) less \(levels)")
                }
            }
        }
        // Each plain absolute path for every level it has more components than (`/a/b` once,
        // the deep ones up to three times): the kind every build and install has.
        #expect(answered == 14)
    }

    /// What is not plain is left to `URL`: relative paths, empty, `.` and `..` components, a
    /// closing slash, too few components.
    @Test func declinesWhatIsNotPlain() {
        for path in ["/a//b/c", "/a/./b/c", "/a/../b/c", "/a/b/c/", "/a/b/.", "/a/b/..", "a/b/c", "b/c", "", "/"] {
            #expect(ShippedResources.parent(of: path, levels: 1) == nil, "\(path)")
        }
        #expect(ShippedResources.parent(of: "/a/b", levels: 2) == nil)
        #expect(ShippedResources.parent(of: "/a/b", levels: 1) == "/a")
    }

    /// The root folder joins without a second slash, as `URL` does.
    @Test func joinsBelowTheRoot() {
        #expect(ShippedResources.joined("/", "rates.json") == "/rates.json")
        #expect(ShippedResources.joined("/a", "rates.json") == "/a/rates.json")
    }

    /// The shipped files are found by path and by `URL` alike.
    @Test func pathAndURLNameTheSameFile() throws {
        for name in ["rates.json", "holidays.json", "withholding-tax.json", "demo-workplaces.json"] {
            let path = try #require(ShippedResources.path(named: name))
            #expect(ShippedResources.url(named: name)?.path == path)
            #expect(path.hasSuffix("/" + name))
        }
        #expect(ShippedResources.path(named: "no-such-file.json") == nil)
    }
}
