import Foundation
@testable import Rules
import SwiftTokenizer
import XCTest

/// A worker reads file after file with one `FileStorage`: the last file's member parts and cache are
/// emptied and filled again. Nothing of one file may show in the next one's report, and what something
/// still holds is never reused.
final class FileStorageTests: XCTestCase {
    /// Every fixture file, as its path, language and bytes.
    private func fixtureFiles() throws -> [(path: String, language: Language, bytes: [UInt8])] {
        var files: [(path: String, language: Language, bytes: [UInt8])] = []
        for folder in ["swift", "csharp", "objc"] {
            let root = repositoryRoot + "/Tests/Fixtures/" + folder
            for name in try FileManager.default.contentsOfDirectory(atPath: root).sorted() {
                guard let language = Language(path: name) else { continue }
                let data = try Data(contentsOf: URL(fileURLWithPath: root + "/" + name))
                files.append((folder + "/" + name, language, Array(data)))
            }
        }
        return files
    }

    /// What a report says, in full: findings with place, message, requirements and fix, and type facts.
    private func summary(_ report: FileReport) -> String {
        let diagnostics = report.diagnostics.map { d in
            "\(d.ruleID) \(d.line):\(d.column)-\(d.endLine):\(d.endColumn) \(d.message) \(d.requirements) \(String(describing: d.fix))"
        }
        let types = report.types.map { t in
            "\(t.name) \(t.kind) \(t.inherited) \(t.lifecycleOverrides) \(t.isOtherPlatform) \(t.bodyFacts) \(String(describing: t.properties))"
        }
        return (diagnostics + types).joined(separator: "\n")
    }

    /// Each file read after others with one storage, in two orders, reports what it reports read alone.
    func testReusedStorageReportsWhatFreshStorageDoes() throws {
        let files = try fixtureFiles()
        XCTAssertGreaterThan(files.count, 40)
        var analyzer = Analyzer()
        analyzer.defersBodyFacts = false // body facts too: they read the cache and the members' parts
        let alone = files.map { summary(analyzer.analyze(path: $0.path, language: $0.language, bytes: $0.bytes)) }
        XCTAssertTrue(alone.contains { !$0.isEmpty })
        for order in [Array(files.indices), files.indices.reversed()] {
            var storage = FileStorage()
            for k in order {
                let report = files[k].bytes.withUnsafeBufferPointer {
                    analyzer.analyze(path: files[k].path, language: files[k].language, bytes: $0, storage: &storage)
                }
                XCTAssertEqual(summary(report), alone[k], files[k].path)
            }
        }
    }

    /// A second look (`bodyFacts`) keeps its file's outline and cache for the next, as a first reading
    /// does, and the next second look, in that memory, reads what it reads in fresh memory.
    func testSecondLookKeepsItsMemoryForTheNext() {
        let files = [
            ("A", "class A: UIViewController { override func viewDidLoad() { super.viewDidLoad() } }"),
            ("B", "class B: UITableViewController { let child = UIViewController()\n override func viewDidLoad() { super.viewDidLoad(); addChild(child) } }"),
        ]
        let analyzer = Analyzer()
        func describe(_ facts: [TypeFacts]) -> [String] { facts.map { "\($0.name) \($0.inherited) \($0.bodyFacts)" } }
        var storage = FileStorage()
        for (name, code) in files {
            let bytes = Array(code.utf8)
            let facts = bytes.withUnsafeBufferPointer {
                analyzer.bodyFacts(path: "\(name).swift", language: .swift, bytes: $0, names: [name], storage: &storage)
            }
            var fresh = FileStorage()
            let alone = bytes.withUnsafeBufferPointer {
                analyzer.bodyFacts(path: "\(name).swift", language: .swift, bytes: $0, names: [name], storage: &fresh)
            }
            XCTAssertEqual(describe(facts), describe(alone), name)
            XCTAssertEqual(facts.map(\.name), [name])
        }
        let spares = storage.spares()
        XCTAssertNotNil(spares.outline.parts, "the parts are kept for the next file")
        XCTAssertNotNil(spares.cache, "the cache is kept for the next file")
    }

    /// A reset cache is a fresh one, property by property (read through `Mirror`): a question added to
    /// `FileCache` and left out of `reset` would carry one file's answer into the next. Every question is
    /// seen answered in some fixture before its reset.
    func testResetCacheIsAFreshOne() throws {
        let describe = { (cache: FileCache) in Mirror(reflecting: cache).children.map { "\($0.label ?? "?") = \($0.value)" } }
        let fresh = describe(FileCache())
        XCTAssertGreaterThan(fresh.count, 10)
        var answered = Set<Int>()
        let rules = Registry.rules.map { $0.init() }
        for file in try fixtureFiles() {
            file.bytes.withUnsafeBufferPointer { bytes in
                var stream = TokenStream()
                file.language.tokenize(bytes, into: &stream)
                let source = SourceText(path: file.path, language: file.language, bytes: bytes, stream: stream)
                let context = RuleContext(source: source, outline: Outline.build(source))
                var findings: [Finding] = []
                for rule in rules { rule.check(context, into: &findings) }
                _ = context.lineTable
                for (k, line) in describe(context.cache).enumerated() where line != fresh[k] { answered.insert(k) }
                context.cache.reset()
                XCTAssertEqual(describe(context.cache), fresh, file.path)
            }
        }
        // `spareLineStarts` is no answer but room for the next file's line table: empty before and after
        // a reset (the comparison above holds it to that), never seen answered.
        XCTAssertEqual(fresh.indices.filter { !answered.contains($0) && !fresh[$0].hasPrefix("spare") }.map { fresh[$0] }, [],
                       "questions no fixture answers")
    }

    /// A file's members ordered by type are written in the memory of the last file's and hold that file's
    /// members only; a file of one type hands its own members back with the rest.
    func testMembersByTypeHoldOnlyTheFilesMembers() {
        let files = [
            "class A: UIViewController { func a1() {} func a2() {} }\nclass B { func b1() {} }\nextension A { func a3() {} }",
            "class C { func c1() {} }\nclass D: UIViewController { func d1() {} }",
            "class E: UIViewController { func e1() {} func e2() {} }",
            "class F { func f1() {} }\nclass G { func g1() {} func g2() {} func g3() {} }",
        ]
        var storage = FileStorage()
        for code in files {
            Array(code.utf8).withUnsafeBufferPointer { bytes in
                let (spares, cache) = storage.spares()
                Language.swift.tokenize(bytes, into: &storage.stream)
                let source = SourceText(path: "x.swift", language: .swift, bytes: bytes, stream: storage.stream)
                let outline = Outline.build(source, reusing: spares)
                XCTAssertEqual(outline.parts.membersByType.count, outline.members.count, code)
                let names = outline.types.map { type in "\(type.name): " + type.members.map(\.name).joined(separator: " ") }
                let expected = code.split(separator: "\n").map { line in
                    let name = line.split(separator: " ")[1].prefix { $0 != ":" }
                    let methods = line.split(separator: " ").filter { $0.hasSuffix("()") }.map { $0.dropLast(2) }
                    return "\(name): " + methods.joined(separator: " ")
                }
                XCTAssertEqual(names, expected, code)
                storage.keep(RuleContext(source: source, outline: outline))
                _ = cache
            }
        }
    }

    /// The parts and cache of a context still held elsewhere are not handed out again; once it is gone
    /// they are, emptied.
    func testHeldOutlineIsNotReused() {
        let code = Array("class A: UIViewController { func f(a b: Int) { } var x: Int { get { 1 } set { } } }".utf8)
        code.withUnsafeBufferPointer { bytes in
            var storage = FileStorage()
            do {
                Language.swift.tokenize(bytes, into: &storage.stream)
                let source = SourceText(path: "a.swift", language: .swift, bytes: bytes, stream: storage.stream)
                let context = RuleContext(source: source, outline: Outline.build(source))
                XCTAssertEqual(context.outline.members.count, 2)
                XCTAssertFalse(context.outline.parts.words.isEmpty)
                XCTAssertFalse(context.outline.parts.accessors.isEmpty)
                storage.keep(context)
                // The context is still here: nothing to reuse (and nothing of it emptied).
                let spares = storage.spares()
                XCTAssertNil(spares.outline.parts)
                XCTAssertNil(spares.cache)
                XCTAssertEqual(context.outline.members[0].name, "f")
                XCTAssertEqual(context.outline.members[0].labels.map { $0 }, ["a"])
                storage.keep(context)
            }
            let spares = storage.spares()
            XCTAssertNotNil(spares.cache)
            guard let parts = spares.outline.parts else { return XCTFail("parts nobody holds are reused") }
            XCTAssertTrue(parts.words.isEmpty)
            XCTAssertTrue(parts.accessors.isEmpty)
            XCTAssertNil(parts.source)
            XCTAssertGreaterThan(parts.words.capacity, 0, "the memory is kept")
        }
    }
}
