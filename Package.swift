// swift-tools-version:5.9
import PackageDescription

// lifelint has no package dependencies by design: the pre-commit framework builds it from
// source on users' machines, so a fast, self-contained build is part of the product.
let package = Package(
    name: "lifelint",
    products: [
        .executable(name: "lifelint", targets: ["lifelint"]),
        .library(name: "SwiftTokenizer", targets: ["SwiftTokenizer"]),
        .library(name: "Rules", targets: ["Rules"]),
    ],
    targets: [
        .target(name: "SwiftTokenizer"),
        .target(name: "Rules", dependencies: ["SwiftTokenizer"]),
        .executableTarget(name: "lifelint", dependencies: ["Rules", "SwiftTokenizer"]),
        .testTarget(name: "SwiftTokenizerTests", dependencies: ["SwiftTokenizer"]),
        .testTarget(name: "RulesTests", dependencies: ["Rules"]),
        .testTarget(name: "LifelintTests", dependencies: ["lifelint", "Rules"], exclude: ["Golden"]),
    ]
)
