// Prints lifelint's Objective-C tokens of each file named on the command line, as dump-tokens does
// for Swift and C#:
//   FILE <path>
//   <kind> <start> <end>
// Compiled together with Sources/SwiftTokenizer by scripts/differential-objc (no package needed).
import Foundation

for path in CommandLine.arguments.dropFirst() {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write("cannot read \(path)\n".data(using: .utf8)!)
        continue
    }
    let stream = ObjectiveCLexer.tokenize([UInt8](data))
    var out = "FILE \(path)\n"
    let bytes = [UInt8](data)
    for token in (stream.tokens + stream.comments).sorted(by: { $0.offset < $1.offset }) {
        // A comment that does not start `//` or `/*` is a line `#if 0` turned off (code to clang).
        let start = Int(token.offset)
        let turnedOff = token.kind == .comment && !(start + 1 < bytes.count && bytes[start] == UInt8(ascii: "/")
            && (bytes[start + 1] == UInt8(ascii: "/") || bytes[start + 1] == UInt8(ascii: "*")))
        out += "\(turnedOff ? "off" : "\(token.kind)") \(token.offset) \(token.end)\n"
    }
    FileHandle.standardOutput.write(out.data(using: .utf8)!)
}
