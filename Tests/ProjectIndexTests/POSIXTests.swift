import Foundation
@testable import ProjectIndex
@testable import Platform
import XCTest

/// The C-library helpers that replace Foundation's file and process calls in the product.
final class POSIXTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "archlint-posix-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    #if canImport(Glibc)
    /// glibc takes the bound from which a block gets pages of its own (`mallopt` found and
    /// answering 1). What the bound saves is measured over a server's life by
    /// `Scripts/lsp-benchmark.py --memory-every`: a test process's heap has a history, and a
    /// block freed here may come from, and go back to, space the heap already holds.
    func testTheLargeBlockBoundIsSetOnGlibc() {
        XCTAssertTrue(POSIX.mapAllocations(atLeast: 4 << 20))
    }
    #endif

    func testReadFileReturnsTheBytesOrSaysWhy() throws {
        let path = folder + "/a.json"
        let text = Array(#"{"extends": ["svip"]}"#.utf8) + [0xFF, 0x00]
        try Data(text).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(try POSIX.readFile(path).get(), text)
        XCTAssertEqual(POSIX.readFile(folder + "/missing.json"), .failure(.system(ENOENT)))
        XCTAssertEqual(POSIX.readFile(folder), .failure(.isDirectory))
        try Data().write(to: URL(fileURLWithPath: folder + "/empty"))
        XCTAssertEqual(try POSIX.readFile(folder + "/empty").get(), [])
    }

    func testOnlyRegularFilesAreReadAndTheLimitHoldsWhileReading() throws {
        let fifo = folder + "/fifo"
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        // Nobody writes to it: a blocking open or read would never return.
        XCTAssertEqual(POSIX.readFile(fifo), .failure(.notRegularFile(kind: "a FIFO")))
        XCTAssertEqual(POSIX.readFile("/dev/zero"), .failure(.notRegularFile(kind: "a character device")))
        XCTAssertEqual(POSIX.readFile("/dev/zero").failure?.message, "not a regular file (a character device)")
        try FileManager.default.createSymbolicLink(atPath: folder + "/zero", withDestinationPath: "/dev/zero")
        XCTAssertEqual(POSIX.readFile(folder + "/zero"), .failure(.notRegularFile(kind: "a character device")))
        // /proc files report a size of 0: the limit is kept while reading, not from the size.
        XCTAssertEqual(try POSIX.readFile("/proc/self/status").get().isEmpty, false)
        XCTAssertEqual(POSIX.readFile("/proc/self/status", limit: 10), .failure(.tooLarge(limit: 10)))
        XCTAssertEqual(POSIX.readFile("/proc/self/status", limit: 10).failure?.message, "file too large (more than 10 bytes)")
        try Data(repeating: 65, count: 11).write(to: URL(fileURLWithPath: folder + "/eleven"))
        XCTAssertEqual(POSIX.readFile(folder + "/eleven", limit: 10), .failure(.tooLarge(limit: 10)))
        XCTAssertEqual(try POSIX.readFile(folder + "/eleven", limit: 11).get().count, 11)
        // Asked for (`tokens FILE` of a device): read to its end, within the limit.
        XCTAssertEqual(POSIX.readFile(Array("/dev/zero".utf8) + [0], limit: 100, anyKind: true), .failure(.tooLarge(limit: 100)))
        XCTAssertEqual(try POSIX.readFile(Array("/dev/null".utf8) + [0], anyKind: true).get(), [])
    }

    func testKindsOfPathsFollowLinks() throws {
        let file = folder + "/file.swift"
        try Data("struct A {}".utf8).write(to: URL(fileURLWithPath: file))
        try FileManager.default.createSymbolicLink(atPath: folder + "/link-to-folder", withDestinationPath: folder)
        try FileManager.default.createSymbolicLink(atPath: folder + "/dangling", withDestinationPath: folder + "/nothing")
        XCTAssertTrue(POSIX.isRegularFile(file))
        XCTAssertFalse(POSIX.isDirectory(file))
        XCTAssertTrue(POSIX.isDirectory(folder + "/link-to-folder"))
        XCTAssertFalse(POSIX.isRegularFile(folder + "/dangling"))
        XCTAssertFalse(POSIX.isDirectory(folder + "/dangling"))
        XCTAssertNil(POSIX.fileStatus(folder + "/dangling"))
        XCTAssertEqual(POSIX.fileStatus(file).map { Int($0.st_size) }, 11)
    }

    func testResolvedPathFollowsEveryLinkAndIsNilForNothing() throws {
        try FileManager.default.createDirectory(atPath: folder + "/real/inner", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder + "/alias", withDestinationPath: folder + "/real")
        let real = try XCTUnwrap(POSIX.resolvedPath(folder + "/real/inner"))
        XCTAssertEqual(POSIX.resolvedPath(folder + "/alias/inner"), real)
        XCTAssertEqual(POSIX.resolvedPath(folder + "/alias/../alias/inner"), real)
        XCTAssertNil(POSIX.resolvedPath(folder + "/alias/missing"))
    }

    func testCurrentDirectoryIsTheProcesssOwn() {
        XCTAssertEqual(POSIX.currentDirectory, FileManager.default.currentDirectoryPath)
    }

    func testActiveProcessorCountIsWithinWhatTheMachineHas() {
        let online = sysconf(Int32(_SC_NPROCESSORS_ONLN))
        XCTAssertGreaterThanOrEqual(POSIX.activeProcessorCount, 1)
        XCTAssertLessThanOrEqual(POSIX.activeProcessorCount, max(1, online))
    }

    func testAllowedProcessorsCountTheAffinityMasksBits() {
        func count(_ status: String) -> Int? { POSIX.allowedProcessors(inStatus: Array(status.utf8)) }
        XCTAssertEqual(count("Name:\tarchlint\nCpus_allowed:\t3\nCpus_allowed_list:\t0-1\n"), 2)
        XCTAssertEqual(count("Cpus_allowed:\tffffffff,00000005\n"), 34, "groups of 32 bits, commas between")
        XCTAssertEqual(count("Cpus_allowed:\tA0"), 2, "upper case, no line break at the end")
        XCTAssertNil(count("Cpus_allowed:\t0\n"), "no bit set")
        XCTAssertNil(count("Name:\tarchlint\nCpus_allowed_list:\t0-1\n"), "only the list form")
        XCTAssertNil(count(""))
    }

    func testProcessorQuotaRoundsUpAndIgnoresNoQuota() {
        XCTAssertEqual(POSIX.processorQuota(cpuMax: "200000 100000\n"), 2)
        XCTAssertEqual(POSIX.processorQuota(cpuMax: "150000 100000"), 2, "one and a half processors round up")
        XCTAssertEqual(POSIX.processorQuota(cpuMax: "50000 100000"), 1)
        XCTAssertNil(POSIX.processorQuota(cpuMax: "max 100000\n"), "cgroup v2 without a quota")
        XCTAssertNil(POSIX.processorQuota(cpuMax: "-1\n 100000\n"), "cgroup v1 without a quota")
        XCTAssertEqual(POSIX.processorQuota(cpuMax: "300000\n 100000\n"), 3, "cgroup v1's two files joined")
        XCTAssertNil(POSIX.processorQuota(cpuMax: ""))
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
