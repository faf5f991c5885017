/// The lexer of each language, chosen in one place: the analysis, the fix check, the fuzz targets and
/// the tests all lex through these.
extension Language {
    /// Lexes `bytes` into `stream` with this language's lexer, replacing its contents but keeping its storage.
    public func tokenize(_ bytes: UnsafeBufferPointer<UInt8>, into stream: inout TokenStream) {
        switch self {
        case .swift: SwiftLexer.tokenize(bytes, into: &stream)
        case .csharp: CSharpLexer.tokenize(bytes, into: &stream)
        case .objectiveC: ObjectiveCLexer.tokenize(bytes, into: &stream)
        }
    }

    /// Lexes `bytes` into a new stream with this language's lexer.
    public func tokenize(_ bytes: [UInt8]) -> TokenStream {
        var stream = TokenStream()
        bytes.withUnsafeBufferPointer { tokenize($0, into: &stream) }
        return stream
    }
}
