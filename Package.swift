// swift-tools-version:5.9
import PackageDescription

// lifelint has no package dependencies by design: the pre-commit framework builds it from
// source on users' machines, so a fast, self-contained build is part of the product.
let package = Package(
    name: "lifelint",
    // The standard library's string searching the sources use (`firstRange(of:)`, `contains(_:)` and
    // `replacing(_:with:)` on strings) is there from macOS 13 on; without a declared minimum, SwiftPM builds
    // for the oldest macOS its SDK supports, where those calls do not compile. Other platforms keep their
    // defaults (lifelint is a tool for the machine it builds on; Linux ignores this).
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "lifelint", targets: ["lifelint"]),
        .library(name: "SwiftTokenizer", targets: ["SwiftTokenizer"]),
        .library(name: "Rules", targets: ["Rules"]),
        .plugin(name: "LifelintBuildToolPlugin", targets: ["LifelintBuildToolPlugin"]),
        .plugin(name: "LifelintCommandPlugin", targets: ["LifelintCommandPlugin"]),
    ],
    targets: [
        .target(name: "SwiftTokenizer"),
        .target(name: "Rules", dependencies: ["SwiftTokenizer"]),
        .executableTarget(name: "lifelint", dependencies: ["Rules", "SwiftTokenizer"]),
        // Plugins are built only when a package uses them: `swift build` here never compiles them.
        .plugin(name: "LifelintBuildToolPlugin", capability: .buildTool(), dependencies: ["lifelint"]),
        .plugin(
            name: "LifelintCommandPlugin",
            capability: .command(
                intent: .custom(verb: "lifelint", description: "Lint the package's Swift targets with lifelint")),
            dependencies: ["lifelint"]),
        .testTarget(name: "SwiftTokenizerTests", dependencies: ["SwiftTokenizer"]),
        .testTarget(name: "RulesTests", dependencies: ["Rules"]),
        .testTarget(name: "LifelintTests", dependencies: ["lifelint", "Rules"], exclude: ["Golden", "Editors"]),
    ]
)
