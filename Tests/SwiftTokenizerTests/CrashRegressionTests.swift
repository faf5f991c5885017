import Foundation
import SwiftTokenizer
import XCTest

/// Every input a fuzzer ever crashed on (`Tests/Fixtures/Crashes`), kept as a regression test: the
/// lexers' invariants must hold on it.
final class CrashRegressionTests: XCTestCase {
    func testFuzzerFindingsStayFixed() throws {
        var directory = URL(fileURLWithPath: #filePath)
        for _ in 0 ..< 2 { directory.deleteLastPathComponent() }
        directory.appendPathComponent("Fixtures/Crashes")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        XCTAssertFalse(names.isEmpty)
        for name in names {
            let bytes = Array(try Data(contentsOf: directory.appendingPathComponent(name)))
            for language in Language.allCases {
                assertInvariants(bytes, language)
                assertRelexesToSameKind(bytes, language)
            }
        }
    }
}
