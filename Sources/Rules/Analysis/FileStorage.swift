import SwiftTokenizer

/// What a thread reading one file after another keeps from each file for the next, so that reading it
/// allocates little: the lexers' token storage, the skim's scratch, and the last file's member parts,
/// members' and types' arrays and cache, emptied for the next file once nothing else holds them (making and freeing them
/// per file, and growing their arrays from nothing, was a fifth of a run's allocations). One per
/// worker (`LintRun`), one for an editor's documents (`LiveProject`); never shared between threads.
public struct FileStorage {
    public var stream = TokenStream()
    /// The skim's room for a file's word hashes and its table of the hashes met last (`SkimTable.skim`),
    /// made at the first skim (a thread that skims nothing never makes it).
    private var skimScratch: SkimScratch? = nil
    /// The same, unretained: lent to each skim without a retain and a release per file.
    private var skimScratchReference: Unmanaged<SkimScratch>? = nil
    private var parts: MemberParts? = nil
    private var members: [Member] = []
    private var types: [TypeDecl] = []
    private var cache: FileCache? = nil

    public init() {}

    /// `Skimming.skim` in this thread's scratch, lent without a retain (a `lazy` property handed out a
    /// reference, retained and released for every file); `skimScratch` keeps it alive. A file holding
    /// no anchor gives its words' hashes, where `arena` keeps them.
    mutating func skim(_ bytes: UnsafeBufferPointer<UInt8>, language: Language, into arena: SkimmedWordArena) -> UnsafeBufferPointer<UInt32>? {
        if skimScratchReference == nil {
            let scratch = SkimScratch()
            skimScratch = scratch
            skimScratchReference = .passUnretained(scratch)
        }
        return skimScratchReference.unsafelyUnwrapped._withUnsafeGuaranteedRef {
            Skimming.skim(bytes, language: language, scratch: $0, into: arena)
        }
    }

    /// Hands the names this storage's files made once (`NameInterner`) to the process's end: for a
    /// worker whose run the process ends after (see `LintRun.keepsMemoryUntilExit`). Freed with the
    /// storage, they were released one by one, cold, for nobody; the rest of the storage is freed as
    /// before (its arrays are few and large).
    mutating func keepNamesUntilExit() {
        guard let parts else { return }
        System.keepUntilExit(parts.takeNames())
    }

    /// Keeps what `context` was made of for the next file.
    mutating func keep(_ context: RuleContext) {
        parts = context.outline.parts
        members = context.outline.members
        types = context.outline.types
        cache = context.cache
    }

    /// What the next file's outline and cache are made in: the last file's member parts, members' and
    /// types' arrays and cache, each emptied if nothing else holds it. Asked before the next file is
    /// lexed: until then the parts hold the last file's tokens, which the lexer would otherwise copy
    /// before writing the next file's into their memory.
    mutating func spares() -> (outline: Outline.Spares, cache: FileCache?) {
        var parts = self.parts.take(), cache = self.cache.take()
        if isKnownUniquelyReferenced(&parts) { parts?.reset() } else { parts = nil }
        if isKnownUniquelyReferenced(&cache) { cache?.reset() } else { cache = nil }
        // After the parts' reset (their members by type may be this array): an array still held
        // elsewhere is copied empty, not changed.
        var members: [Member] = [], types: [TypeDecl] = []
        swap(&members, &self.members)
        swap(&types, &self.types)
        members.removeAll(keepingCapacity: true)
        types.removeAll(keepingCapacity: true)
        return (Outline.Spares(parts: parts, members: members, types: types), cache)
    }
}
