import Platform
import ProjectIndex
import SourceModel

/// Another revision's Swift files, read with git itself (`git ls-tree`, `git cat-file --batch`)
/// from its object store: nothing is checked out, the working tree is not touched.
public enum GitRevision {
    /// Why a revision's files could not be read.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case noGit
        case notARepository(directory: String, detail: String)
        case unknownRevision(String)
        /// A shallow clone that does not hold the revision.
        case notInShallowClone(String)
        case gitFailed(command: String, detail: String)

        public var description: String {
            switch self {
            case .noGit: return "git is not on PATH; --since and diff read other revisions with git"
            case .notARepository(let directory, let detail):
                return "\(directory) is not in a git repository" + (detail.isEmpty ? "" : " (\(detail))")
            case .unknownRevision(let revision): return "unknown revision '\(revision)': git knows no commit by that name"
            case .notInShallowClone(let revision):
                return "revision '\(revision)' is not in this shallow clone; fetch more history (git fetch --deepen=N, or --unshallow)"
            case .gitFailed(let command, let detail): return "git \(command) failed" + (detail.isEmpty ? "" : ": \(detail)")
            }
        }
    }

    /// The Swift files `revision` holds under `paths` (named as for `lint`, relative to the current
    /// directory), each under the path discovery would give the same file in the working tree,
    /// in path-byte order. Folders `options` skips are skipped; symbolic links and submodules
    /// are not followed. The repository is the one holding the first path.
    public static func swiftFiles(at revision: String, under paths: [String], options: DiscoveryOptions = DiscoveryOptions())
        throws -> [SourceFile] {
        let listed = try list(revision, under: paths, options: options)
        return try read(listed.files.map { ($0.path, $0.object) }, in: listed.root)
    }

    /// A revision's Swift files split by whether the working tree holds them as they are.
    public struct FilesBesideWorkingTree {
        /// The files the working tree holds with other contents, or not at all, read from git.
        public var changed: [SourceFile]
        /// The files git finds the same in the working tree (`git diff REV` names none of them):
        /// what the working tree's run read from disk stands for them.
        public var unchanged: [SourcePath]
    }

    /// As `swiftFiles`, reading from git only the files the working tree does not hold as they
    /// are (most files, between a branch and its base, are read once, for both runs).
    public static func swiftFilesBesideWorkingTree(at revision: String, under paths: [String],
                                                   options: DiscoveryOptions = DiscoveryOptions()) throws -> FilesBesideWorkingTree {
        let listed = try list(revision, under: paths, options: options)
        // Paths whose contents differ between the revision and the working tree (tracked files;
        // an untracked one is not in the revision), relative to the top. No pathspec: the names
        // are only looked up.
        let differing = try git(["diff", "--name-only", "-z", "--no-renames", "--no-ext-diff", "--ignore-submodules", listed.commit, "--"],
                                in: listed.root, input: []) { .gitFailed(command: "diff", detail: $0) }
        let differingNames = Set(differing.split(separator: 0).map { PathBytes.string(Array($0)) })
        var changed: [(path: String, object: String)] = []
        var unchanged: [SourcePath] = []
        for file in listed.files {
            if differingNames.contains(file.nameInRepository) {
                changed.append((file.path, file.object))
            } else {
                unchanged.append(SourcePath(file.path))
            }
        }
        return FilesBesideWorkingTree(changed: try read(changed, in: listed.root), unchanged: unchanged)
    }

    private struct Listing {
        var root: String
        var commit: String
        /// Each file under its working-tree spelling, its name from the repository's top, its blob.
        var files: [(path: String, nameInRepository: String, object: String)]
    }

    private static func list(_ revision: String, under paths: [String], options: DiscoveryOptions) throws -> Listing {
        let paths = paths.isEmpty ? ["."] : paths
        let currentDirectory = ModuleResolver.currentDirectory
        let absolutePaths = paths.map { ModuleResolver.absolute($0, in: currentDirectory) }
        let first = absolutePaths[0]
        let directory = POSIX.isDirectory(first) ? first : String(ModuleResolver.directory(ofAbsolute: first))
        let top = try git(["rev-parse", "--show-toplevel"], in: directory, input: []) { detail in
            .notARepository(directory: paths[0], detail: detail)
        }
        let root = String(decoding: top.filter { $0 != 0x0A }, as: UTF8.self)
        let commit = try resolve(revision, in: root)
        let listing = try git(["ls-tree", "-r", "-z", "--full-name", commit], in: root, input: []) { .gitFailed(command: "ls-tree", detail: $0) }

        // Each linted path as git names it (relative to the top, with links resolved as git's is),
        // and the spelling its files get, as discovery spells them.
        let resolvedRoot = POSIX.resolvedPath(root) ?? root
        let named: [(inRepository: String, spelling: String)] = zip(paths, absolutePaths).compactMap { given, absolute in
            let resolved = POSIX.resolvedPath(absolute) ?? absolute
            guard let relative = ModuleResolver.relative(resolved, to: resolvedRoot) else { return nil }
            return (relative, given)
        }
        var wanted: [(path: String, nameInRepository: String, object: String)] = []
        for entry in listing.split(separator: 0) {
            // "<mode> <type> <object>\t<path>": regular files only (100644, 100755), not links or submodules.
            guard let tab = entry.firstIndex(of: 0x09) else { continue }
            let header = entry[entry.startIndex..<tab].split(separator: 0x20)
            guard header.count == 3, header[0].elementsEqual("100644".utf8) || header[0].elementsEqual("100755".utf8),
                  header[1].elementsEqual("blob".utf8) else { continue }
            let name = PathBytes.string(Array(entry[(tab + 1)...]))
            guard name.hasSuffix(".swift"), !skips(name, options) else { continue }
            for path in named {
                let rest: Substring
                if path.inRepository.isEmpty {
                    rest = Substring(name)
                } else if name == path.inRepository {
                    rest = ""
                } else if name.hasPrefix(path.inRepository + "/") {
                    rest = name.dropFirst(path.inRepository.count + 1)
                } else {
                    continue
                }
                wanted.append((spelled(path.spelling, rest), name, String(decoding: header[2], as: UTF8.self)))
                break
            }
        }
        wanted.sort { ByteOrder.precedes($0.path, $1.path) }
        return Listing(root: root, commit: commit, files: wanted)
    }

    /// The blobs of `files`, through one `git cat-file --batch`.
    private static func read(_ files: [(path: String, object: String)], in root: String) throws -> [SourceFile] {
        guard !files.isEmpty else { return [] }
        let request = Array(files.map(\.object).joined(separator: "\n").utf8) + [0x0A]
        let batch = try git(["cat-file", "--batch"], in: root, input: request) { .gitFailed(command: "cat-file", detail: $0) }
        return try contents(batch, count: files.count).enumerated().map { index, bytes in
            SourceFile(path: SourcePath(files[index].path), bytes: bytes)
        }
    }

    /// The commit `revision` names; which error when none.
    static func resolve(_ revision: String, in root: String) throws -> String {
        let output = try git(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"], in: root, input: []) { _ in
            let shallow = try? git(["rev-parse", "--is-shallow-repository"], in: root, input: []) { .gitFailed(command: "rev-parse", detail: $0) }
            return shallow.map { String(decoding: $0, as: UTF8.self).hasPrefix("true") } == true
                ? .notInShallowClone(revision) : .unknownRevision(revision)
        }
        return String(decoding: output.filter { $0 != 0x0A }, as: UTF8.self)
    }

    /// `git -C directory arguments…`'s standard output; `failure` of its standard error when it fails.
    private static func git(_ arguments: [String], in directory: String, input: [UInt8],
                            failure: (String) throws -> Failure) throws -> [UInt8] {
        switch ChildProcess.run("git", arguments: ["--no-optional-locks", "-C", directory] + arguments, input: input) {
        case .failure(.notFound): throw Failure.noGit
        case .failure(let error): throw Failure.gitFailed(command: arguments[0], detail: error.description)
        case .success(let output):
            guard output.succeeded else { throw try failure(output.errorText) }
            return output.standardOutput
        }
    }

    /// The blobs of a `cat-file --batch` answer, in order: "<object> blob <size>\n<bytes>\n" each.
    static func contents(_ batch: [UInt8], count: Int) throws -> [[UInt8]] {
        var blobs: [[UInt8]] = []
        blobs.reserveCapacity(count)
        var position = 0
        while blobs.count < count {
            guard let end = batch[position...].firstIndex(of: 0x0A) else {
                throw Failure.gitFailed(command: "cat-file", detail: "its answer ended early")
            }
            let header = batch[position..<end].split(separator: 0x20)
            guard header.count == 3, header[1].elementsEqual("blob".utf8), let size = Int(String(decoding: header[2], as: UTF8.self)),
                  end + 1 + size <= batch.count else {
                // "<object> missing": a partial clone that has not fetched it.
                throw Failure.gitFailed(command: "cat-file", detail: String(decoding: batch[position..<end], as: UTF8.self))
            }
            blobs.append(Array(batch[(end + 1)..<(end + 1 + size)]))
            position = end + 1 + size + 1
        }
        return blobs
    }

    private static func skips(_ name: String, _ options: DiscoveryOptions) -> Bool {
        name.split(separator: "/").dropLast().contains { folder in
            options.skippedDirectoryNames.contains(String(folder)) || options.skippedDirectoryPrefixes.contains { folder.hasPrefix($0) }
        }
    }

    /// `rest` below the linted path `given`, spelled as discovery joins them.
    private static func spelled(_ given: String, _ rest: Substring) -> String {
        if rest.isEmpty { return given }
        if given == "." { return String(rest) }
        return given.hasSuffix("/") ? given + rest : given + "/" + rest
    }
}
