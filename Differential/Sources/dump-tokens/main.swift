import Foundation
import SwiftTokenizer

// Prints lifelint's tokens of each file named on the command line, one line per token:
//   FILE <path>
//   <kind> <start> <end>
// with byte offsets, comments included (kind `comment`). The C# differential script reads this.

for path in CommandLine.arguments.dropFirst() {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write("cannot read \(path)\n".data(using: .utf8)!)
        continue
    }
    let bytes = [UInt8](data)
    let stream = path.hasSuffix(".cs") ? CSharpLexer.tokenize(bytes) : SwiftLexer.tokenize(bytes)
    var out = "FILE \(path)\n"
    for token in (stream.tokens + stream.comments).sorted(by: { $0.offset < $1.offset }) {
        out += "\(token.kind) \(token.offset) \(token.end)\n"
    }
    FileHandle.standardOutput.write(out.data(using: .utf8)!)
}
