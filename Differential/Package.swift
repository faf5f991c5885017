// swift-tools-version:5.9
import PackageDescription

// The differential check of lifelint's tokenizers (see README.md here). A package of its own, outside
// lifelint's: it depends on swift-syntax, and lifelint itself has no dependencies.
let package = Package(
    name: "LifelintDifferential",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "602.0.0"),
        .package(name: "lifelint", path: ".."),
    ],
    targets: [
        .executableTarget(name: "swift-differential", dependencies: [
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftTokenizer", package: "lifelint"),
        ]),
        .executableTarget(name: "dump-tokens", dependencies: [
            .product(name: "SwiftTokenizer", package: "lifelint"),
        ]),
    ]
)
