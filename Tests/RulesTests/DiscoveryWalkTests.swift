import Foundation
import XCTest
@testable import Rules
import SwiftTokenizer

/// `Discovery`'s walk finds what a plain recursive walk finds, in the same order and spelled the same:
/// files before subdirectories, names in byte order, hidden entries and build folders skipped, symlinks
/// to files read and to directories not followed, and, inside a git work tree, each directory's
/// `.gitignore` in force for its own subtree only (siblings' ignore files never leak across).
final class DiscoveryWalkTests: XCTestCase {
    private var top = ""

    override func setUpWithError() throws {
        top = NSTemporaryDirectory() + "lifelint-walk-" + UUID().uuidString
        let files = [
            "A.swift", "b.cs", "notes.txt", "Z.m",
            "Sub/One.swift", "Sub/Two.swift", "Sub/Deeper/Three.swift", "Sub/Deeper/Generated.swift",
            "Sub/.gitignore:Generated.swift\nignored-dir/\n",
            "Sub/ignored-dir/Four.swift",
            "Sibling/Generated.swift", "Sibling/Kept.swift", "Sibling/ignored-dir/Five.swift",
            "Sibling/Inner/.gitignore:*.cs\n", "Sibling/Inner/Six.cs", "Sibling/Inner/Seven.swift",
            "Sibling/Other/Eight.cs",
            "Pods/Nine.swift", ".hidden/Ten.swift", "a-lower/Eleven.swift", "_under/Twelve.swift",
            "Ünicode/Thirteen.swift",
        ]
        for spec in files {
            let parts = spec.split(separator: ":", maxSplits: 1).map(String.init)
            let path = top + "/" + parts[0]
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try (parts.count > 1 ? parts[1] : "class C {}\n").write(toFile: path, atomically: false, encoding: .utf8)
        }
        try FileManager.default.createSymbolicLink(atPath: top + "/Sub/Link.swift", withDestinationPath: "One.swift")
        try FileManager.default.createSymbolicLink(atPath: top + "/Sub/LinkedDir", withDestinationPath: "../Sibling")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: top)
    }

    /// What a plain recursive walk finds: display paths joined with `PathArithmetic.join`, ignore files
    /// carried down by copying the stack.
    private func reference(_ path: String, display: String, relative: String?, ignores: IgnoreStack, into found: inout [String]) {
        var ignores = ignores
        if let relative, let text = try? String(contentsOfFile: path + "/.gitignore", encoding: .utf8) {
            let file = IgnoreFile(contents: text, base: relative)
            if !file.isEmpty { ignores.push(file) }
        }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
            .filter { !$0.hasPrefix(".") }.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        var directories: [String] = []
        for name in names {
            let childPath = PathArithmetic.join(path, name)
            let childDisplay = PathArithmetic.join(display, name)
            let childRelative = relative.map { PathArithmetic.join($0, name) }
            var isDirectory: ObjCBool = false
            let attributes = try? FileManager.default.attributesOfItem(atPath: childPath)
            let isLink = attributes?[.type] as? FileAttributeType == .typeSymbolicLink
            guard FileManager.default.fileExists(atPath: childPath, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                if isLink || Discovery.skippedDirectories.contains(name) { continue }
                if let childRelative, ignores.isIgnored(childRelative, isDirectory: true) { continue }
                directories.append(name)
            } else {
                guard Language(path: name) != nil else { continue }
                if let childRelative, ignores.isIgnored(childRelative, isDirectory: false) { continue }
                found.append(childDisplay)
            }
        }
        for name in directories {
            reference(PathArithmetic.join(path, name), display: PathArithmetic.join(display, name),
                      relative: relative.map { PathArithmetic.join($0, name) }, ignores: ignores, into: &found)
        }
    }

    private func walk(_ argument: String, respectIgnoreFiles: Bool) -> [String] {
        var found: [String] = []
        var discovery = Discovery { found.append($0.display) }
        discovery.respectIgnoreFiles = respectIgnoreFiles
        discovery.add(argument, defaulted: false)
        XCTAssertEqual(discovery.errors, [])
        return found
    }

    func testTheWalkFindsWhatARecursiveWalkFinds() throws {
        // Outside a work tree, then inside one (a `.git` at the top: ignore files are read).
        for inWorkTree in [false, true] {
            if inWorkTree { try FileManager.default.createDirectory(atPath: top + "/.git", withIntermediateDirectories: true) }
            for argument in [top, top + "/", top + "/Sub", top + "/Sibling/"] {
                let root = argument.hasSuffix("/") ? String(argument.dropLast()) : argument
                var expected: [String] = []
                let relative = inWorkTree ? (root == top ? "" : String(root.dropFirst(top.count + 1))) : nil
                var ignores = IgnoreStack()
                if let relative, !relative.isEmpty { // the ignore files above the root, down to it
                    var directory = top, base = ""
                    for component in relative.split(separator: "/") {
                        if let text = try? String(contentsOfFile: directory + "/.gitignore", encoding: .utf8) {
                            ignores.push(IgnoreFile(contents: text, base: base))
                        }
                        directory += "/" + component
                        base = base.isEmpty ? String(component) : base + "/" + component
                    }
                }
                reference(argument, display: argument, relative: relative, ignores: ignores, into: &expected)
                XCTAssertEqual(walk(argument, respectIgnoreFiles: true), expected, "\(argument), in a work tree: \(inWorkTree)")
                XCTAssertGreaterThan(expected.count, 2)
            }
        }
        // The fixture means what it says: ignore files apply to their own subtrees only.
        let all = walk(top, respectIgnoreFiles: true)
        XCTAssertTrue(all.contains(top + "/Sibling/Generated.swift"))
        XCTAssertTrue(all.contains(top + "/Sibling/ignored-dir/Five.swift"))
        XCTAssertTrue(all.contains(top + "/Sibling/Other/Eight.cs"))
        XCTAssertFalse(all.contains(top + "/Sub/Deeper/Generated.swift"))
        XCTAssertFalse(all.contains(top + "/Sibling/Inner/Six.cs"))
        XCTAssertTrue(all.contains(top + "/Sub/Link.swift"))
        XCTAssertFalse(all.contains { $0.contains("LinkedDir") || $0.contains("Pods") || $0.contains(".hidden") })
        // Without ignore files, the ignored files are found too.
        XCTAssertTrue(walk(top, respectIgnoreFiles: false).contains(top + "/Sub/Deeper/Generated.swift"))
    }
}
