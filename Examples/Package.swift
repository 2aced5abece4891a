// swift-tools-version:6.1
// Small apps on the Payday UIKit for the terminal, as another package would write them: they
// depend on the repository's library products by path. `make examples` builds them;
// `scripts/test-examples.sh` (part of `make test`) drives each headless.
import PackageDescription

let package = Package(
    name: "PaydayExamples",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Payday", path: "..")
    ],
    targets: [
        // Runs a screen full screen through ncurses, or headless with scripted keys.
        .target(
            name: "ExampleHost",
            dependencies: [
                .product(name: "Layout", package: "Payday"),
                .product(name: "TerminalHosting", package: "Payday"),
                .product(name: "Terminal", package: "Payday"),
            ]),
        .executableTarget(name: "hello", dependencies: ["ExampleHost", .product(name: "Layout", package: "Payday")]),
        .executableTarget(name: "list", dependencies: ["ExampleHost", .product(name: "Layout", package: "Payday")]),
        .executableTarget(name: "form", dependencies: ["ExampleHost", .product(name: "Layout", package: "Payday")]),
        .executableTarget(name: "charts", dependencies: ["ExampleHost", .product(name: "Layout", package: "Payday")]),
        .executableTarget(name: "shifts", dependencies: ["ExampleHost", .product(name: "Layout", package: "Payday")]),
    ],
    swiftLanguageModes: [.v6]
)
