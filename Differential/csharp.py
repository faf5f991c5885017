#!/usr/bin/env python3
"""Compares lifelint's C# tokenizer with tree-sitter-c-sharp on every .cs file under the given
directories, and reports the files where they disagree.

usage: csharp.py DUMP_TOKENS [--show N] DIR...

DUMP_TOKENS is the `dump-tokens` executable of this package (it prints lifelint's tokens). Needs
`pip install tree-sitter tree-sitter-c-sharp`. Both views are reduced as in swift-differential: what
each non-blank byte is (comment, string or character literal, preprocessor line, code), the exact
range of every word, and runs of adjacent punctuation (`>>` may be one token or two).
"""
import os
import subprocess
import sys
from collections import Counter

import tree_sitter_c_sharp
from tree_sitter import Language, Parser

BLANK, COMMENT, STRING, DIRECTIVE, CODE = range(5)
NAMES = ["blank", "comment", "string", "directive", "code"]
STRING_NODES = {"string_literal", "verbatim_string_literal", "raw_string_literal", "character_literal",
                "interpolated_string_expression"}


def is_word_byte(b):
    return (48 <= b <= 57) or (65 <= b <= 90) or (97 <= b <= 122) or b in (0x5F, 0x24) or b >= 0x80


class Reduced:
    def __init__(self, size):
        self.classes = bytearray(size)
        self.words = set()
        self.punctuation = []

    def mark(self, start, end, kind):
        end = min(end, len(self.classes))
        if start < end:
            self.classes[start:end] = bytes([kind]) * (end - start)

    def code(self, start, end, data):
        if start >= end:
            return
        self.mark(start, end, CODE)
        if end - start > 1 and data[start] in (0x40, 0x23) and is_word_byte(data[start + 1]):
            self.punctuation.append((start, start + 1))
            start += 1
        if is_word_byte(data[start]):
            self.words.add((start, end))
        else:
            self.punctuation.append((start, end))

    def runs(self):
        result, current = set(), None
        for start, end in sorted(self.punctuation):
            if current and current[1] == start:
                current = (current[0], end)
            else:
                if current:
                    result.add(current)
                current = (start, end)
        if current:
            result.add(current)
        return result


def lifelint_views(dump_tokens, paths):
    """{path: Reduced} from dump-tokens' output, in batches."""
    views = {}
    for k in range(0, len(paths), 200):
        batch = paths[k:k + 200]
        out = subprocess.run([dump_tokens] + batch, capture_output=True, check=True).stdout.decode()
        current = None
        for line in out.splitlines():
            if line.startswith("FILE "):
                path = line[5:]
                data = open(path, "rb").read()
                current = (Reduced(len(data)), data)
                views[path] = current[0]
                continue
            kind, start, end = line.split()
            start, end = int(start), int(end)
            reduced, data = current
            if kind == "comment":
                reduced.mark(start, end, COMMENT)
            elif kind in ("string", "character"):
                reduced.mark(start, end, STRING)
            elif kind == "directive":
                reduced.mark(start, end, DIRECTIVE)
            else:
                reduced.code(start, end, data)
    return views


def tree_sitter_view(parser, data):
    reduced = Reduced(len(data))
    tree = parser.parse(data)
    stack = [tree.root_node]
    directives = []
    while stack:
        node = stack.pop()
        kind = node.type
        if kind == "comment":
            reduced.mark(node.start_byte, node.end_byte, COMMENT)
        elif kind in STRING_NODES:
            reduced.mark(node.start_byte, node.end_byte, STRING)
            # The code inside `{…}` of an interpolated string is code again.
            for child in node.children:
                if child.type == "interpolation":
                    # `{x,5:N2}`: the alignment is code, the format specifier belongs to the string.
                    stack.extend(c for c in child.children
                                 if c.type not in ("interpolation_brace", "interpolation_format_clause"))
        elif node.child_count == 0:
            line_start = data.rfind(b"\n", 0, node.start_byte) + 1
            before = data[line_start:node.start_byte].replace(b"\xef\xbb\xbf", b"")  # a BOM is no code
            if data[node.start_byte:node.start_byte + 1] == b"#" and not before.strip():
                directives.append(node.start_byte)
            else:
                reduced.code(node.start_byte, node.end_byte, data)
        else:
            stack.extend(node.children)
    # A directive line (`#region x`, `#endif // y`) is one unit, as lifelint keeps it.
    for start in directives:
        end = data.find(b"\n", start)
        end = len(data) if end < 0 else end
        if end > start and data[end - 1:end] == b"\r":
            end -= 1
        reduced.mark(start, end, DIRECTIVE)
        reduced.words = {w for w in reduced.words if not start <= w[0] < end}
        reduced.punctuation = [r for r in reduced.punctuation if not start <= r[0] < end]
    return reduced, tree.root_node.has_error


def compare(ours, theirs, data):
    found = []
    for k, b in enumerate(data):
        if b in b" \t\r\n\x0b\x0c":
            continue
        if ours.classes[k] != theirs.classes[k]:
            found.append((f"byte class (lifelint {NAMES[ours.classes[k]]}, tree-sitter {NAMES[theirs.classes[k]]})", k))
            break
    words = ours.words ^ theirs.words
    if words:
        found.append(("word boundaries", min(words)[0]))
    runs = ours.runs() ^ theirs.runs()
    if runs:
        found.append(("punctuation boundaries", min(runs)[0]))
    return found


def main():
    args = sys.argv[1:]
    dump_tokens = args.pop(0)
    show = 20
    if "--show" in args:
        k = args.index("--show")
        show = int(args[k + 1])
        del args[k:k + 2]
    paths = []
    for root in args:
        for folder, dirs, names in os.walk(root):
            dirs[:] = sorted(d for d in dirs if not d.startswith("."))
            paths += [os.path.join(folder, n) for n in sorted(names) if n.endswith(".cs")]
    parser = Parser(Language(tree_sitter_c_sharp.language()))
    views = lifelint_views(dump_tokens, paths)
    files = agreeing = size = with_errors = agreeing_clean = 0
    categories = Counter()
    shown = 0
    for path in paths:
        data = open(path, "rb").read()
        if b"\x00" in data[:8192] or path not in views:
            continue
        files += 1
        size += len(data)
        theirs, has_error = tree_sitter_view(parser, data)
        with_errors += has_error
        found = compare(views[path], theirs, data)
        if not found:
            agreeing += 1
            agreeing_clean += not has_error
            continue
        for category, _ in found:
            categories[category] += 1
        if shown < show:
            shown += 1
            for category, offset in found:
                line = data.count(b"\n", 0, offset) + 1
                start = data.rfind(b"\n", 0, offset) + 1
                end = data.find(b"\n", offset)
                text = data[start:end if end >= 0 else len(data)][:160].decode("utf-8", "replace")
                print(f"{path}:{line}: {category}{' (tree-sitter found syntax errors)' if has_error else ''}\n    {text}")
    print()
    print(f"files compared: {files} ({size // 1_000_000} MB); tree-sitter reports syntax errors in {with_errors}")
    rate = 100.0 * agreeing / files if files else 0
    print(f"files where lifelint and tree-sitter-c-sharp agree: {agreeing} ({rate:.2f} %)")
    clean = files - with_errors
    if clean:
        print(f"  among files tree-sitter parses without errors: {agreeing_clean} of {clean} "
              f"({100.0 * agreeing_clean / clean:.2f} %)")
    for category, count in categories.most_common():
        print(f"  {count} file(s): {category}")


if __name__ == "__main__":
    main()
