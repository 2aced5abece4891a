// swift-tools-version:6.1
// Payday: a terminal app for part-time workers, on a small UIKit for the terminal.
// Layers (arrows point down only): payday -> PaydayCommandLine -> PaydayApp -> {PayrollExports -> PayrollWords
// -> Payroll, Terminal -> CNcurses, Layout -> {Cassowary, Canvas}}. Payroll returns typed values; PayrollWords words
// them. See README.md. The libraries and the app are under Sources/; the
// benchmark executables under Benchmarks/ and the developer tools (the .cas runner, the fuzz target,
// the store's stress writer, the terminal demo) under Tools/.
import PackageDescription

let package = Package(
    name: "Payday",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "payday", targets: ["payday"]),
        .executable(name: "cassowary", targets: ["cassowary"]),
        // The UIKit for the terminal, for other packages (docs/library.md).
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "Canvas", targets: ["Canvas"]),
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "Terminal", targets: ["Terminal"]),
        // A Layout window run on a terminal by Terminal's run loop.
        .library(name: "TerminalHosting", targets: ["TerminalHosting"]),
        // Headless windows, screen snapshots, input and a virtual clock for tests of Layout apps.
        .library(name: "LayoutTesting", targets: ["LayoutTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `swift package generate-documentation` for the Layout and Cassowary catalogs (make docs).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // The oracles of PayrollExports' own CSV and HTML writers (CSVRowsTests, HTMLNodeTests): the
        // maintained writers that wrote payday's CSV and pages before. Tests only: both import
        // Foundation, which payday does not link.
        .package(url: "https://github.com/yaslab/CSV.swift", from: "2.5.2"),
        .package(url: "https://github.com/JohnSundell/Plot", from: "0.14.0"),
    ],
    targets: [
        // The constraint solver. No dependencies.
        .target(name: "Cassowary"),
        // Cell grid, styles, display width, diffing; the clock every layer reads. No dependencies.
        .target(name: "Canvas"),
        // Views, constraints, DSL, layout cycle, animation, Label, StackView, TableView.
        .target(name: "Layout", dependencies: ["Cassowary", "Canvas"]),
        // ncurses, wide-character API, through a small C shim.
        // No pkgConfig: its -D_XOPEN_SOURCE flags are prohibited by SwiftPM (a warning on every
        // build) and not needed (shim.h sets the wide API up; libncursesw.so pulls in -ltinfo).
        .systemLibrary(
            name: "CNcurses",
            providers: [.apt(["libncurses-dev"])]
        ),
        // A headless window, screen and snapshot expectations, key and paste input, a clock
        // stepped by hand: the kit for testing screens built on Layout (Swift Testing).
        .target(name: "LayoutTesting", dependencies: ["Canvas", "Layout", "Terminal", "TerminalHosting"]),
        // The glue between Layout and Terminal: a window in the run loop, terminal keys as
        // key presses. Neither library knows the other.
        .target(name: "TerminalHosting", dependencies: ["Layout", "Terminal"]),
        // Backends (ncurses, headless), input, run loop, signals.
        .target(name: "Terminal", dependencies: ["Canvas", "CNcurses"]),
        // Workplaces, shifts, wage rules, pay periods. FoundationEssentials only. Its Resources/
        // (the rates, holidays, withholding and state-money tables) are no SwiftPM resources: a
        // target with `resources:` gets a generated `Bundle.module` that imports Foundation.
        // `ShippedResources` finds them by path (docs/library.md).
        .target(name: "Payroll", exclude: ["Resources"]),
        // The words of the pay model, English and Korean: Payroll's reasons, problems, warnings,
        // payslip lines and documents, one protocol per family with an English and a Korean
        // conformance. Payroll itself holds no sentence.
        .target(name: "PayrollWords", dependencies: ["Payroll"]),
        // The worker's records in other programs' formats: CSV for spreadsheets, iCalendar for a
        // phone's calendar, the payslip as an HTML page. Its own CSV and HTML writers, not CSV.swift
        // and Plot (they import Foundation; it imports FoundationEssentials only): those two are the
        // tests' oracles.
        .target(name: "PayrollExports", dependencies: ["Payroll", "PayrollWords"]),
        // The app: the records and the screens; Hosting/ runs it on a terminal, Loading/ opens the data.
        .target(
            name: "PaydayApp",
            dependencies: [
                "Canvas", "Layout", "TerminalHosting", "Terminal", "Payroll", "PayrollWords", "PayrollExports",
            ],
            // The demo data of `payday --demo` (Data/workplaces.json links to it), found by path
            // as Payroll's tables are.
            exclude: ["Resources"]
        ),
        // The `payday` command line: every subcommand, its options and its words; `run` and
        // `render` hand the app's screens to a terminal.
        .target(
            name: "PaydayCommandLine",
            dependencies: [
                "PaydayApp", "Payroll", "PayrollWords", "PayrollExports", "TerminalHosting", "Canvas",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(name: "payday", dependencies: ["PaydayCommandLine", "PaydayApp"]),
        // The `.cas` script parser and runner behind the `cassowary` command.
        .target(name: "CassowaryScript", dependencies: ["Cassowary"]),
        .executableTarget(name: "cassowary", dependencies: ["Cassowary", "CassowaryScript"], path: "Tools/cassowary"),
        // The layout engine's workplace-card benchmark (bench/layout.sh).
        .executableTarget(name: "layout-bench", dependencies: ["Layout"], path: "Benchmarks/layout-bench"),
        // The app's frame costs (bench/app.sh).
        .executableTarget(
            name: "app-bench", dependencies: ["Canvas", "PaydayApp", "Payroll", "Terminal", "TerminalHosting"],
            path: "Benchmarks/app-bench"),
        // The fuzz target of the data-file reader and the command line: libFuzzer's entry point
        // when built with `--sanitize=fuzzer -Xswiftc -DLIBFUZZER` (bench/fuzz.sh), else a
        // replayer of seeded mutations (make test runs it through FuzzTargetTests).
        .executableTarget(
            name: "payday-fuzz",
            dependencies: [
                "PaydayApp", "PaydayCommandLine", "Payroll", "PayrollWords", "PayrollExports", "SeededRandom",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ], path: "Tools/payday-fuzz"),
        // Two of these adding shifts at once: the store's concurrency test.
        .executableTarget(name: "store-stress", dependencies: ["Payroll"], path: "Tools/store-stress"),
        // A small screen on the real ncurses backend, for the tmux end-to-end test and benchmarks.
        .executableTarget(
            name: "terminal-demo", dependencies: ["Terminal", "Canvas", "Layout", "TerminalHosting", "SeededRandom"],
            path: "Tools/terminal-demo"),
        // A seeded generator shared by the property tests and benchmark workloads.
        .target(name: "SeededRandom"),
        // Frame costs of TableView at 10 to 100,000 rows (bench/table.sh).
        .executableTarget(name: "table-bench", dependencies: ["Layout"], path: "Benchmarks/table-bench"),
        // Diffable apply and compositional grid scrolling (bench/collection.sh).
        .executableTarget(name: "collection-bench", dependencies: ["Layout"], path: "Benchmarks/collection-bench"),
        // Keystroke and sheet-frame costs of the controls (bench/controls.sh).
        .executableTarget(name: "controls-bench", dependencies: ["Layout"], path: "Benchmarks/controls-bench"),

        // The tmux session the end-to-end tests of real binaries drive (Terminal's and the app's).
        .target(name: "TerminalTestSupport", path: "Tests/TerminalTestSupport"),
        .testTarget(
            name: "CassowaryTests",
            dependencies: ["Cassowary", "CassowaryScript", "SeededRandom", "TerminalTestSupport"]),
        .testTarget(name: "CanvasTests", dependencies: ["Canvas", "SeededRandom"]),
        .testTarget(
            name: "LayoutTests",
            dependencies: ["Layout", "LayoutTesting", "TerminalHosting", "SeededRandom", "CassowaryScript"],
            exclude: [
                "Controls/Snapshots", "Appearance/Snapshots", "Inspector/Snapshots", "CollectionView/Snapshots",
                "Menus/Snapshots", "Palette/Snapshots", "TabBar/Snapshots",
            ]),
        .testTarget(
            name: "TerminalTests", dependencies: ["Terminal", "SeededRandom", "TerminalTestSupport"],
            exclude: ["Driver", "Fixtures"]),
        // Payroll's tests assert typed values only; the words are PayrollWordsTests'.
        .testTarget(name: "PayrollTests", dependencies: ["Payroll", "SeededRandom"]),
        .testTarget(name: "PayrollWordsTests", dependencies: ["PayrollWords", "Payroll", "SeededRandom"]),
        .testTarget(
            name: "PaydayAppTests",
            dependencies: [
                "PaydayApp", "PaydayCommandLine", "PayrollWords", "PayrollExports", "LayoutTesting",
                "TerminalTestSupport", "Canvas", .product(name: "CSV", package: "CSV.swift"),
                .product(name: "Plot", package: "Plot"),
            ],
            exclude: ["Fixtures", "Snapshots"]),
    ],
    swiftLanguageModes: [.v6]
)
