@testable import Platform
import XCTest

/// `HashedKeys` numbers keys as a dictionary from key to first insertion would, and keys that
/// share their low bits (the bits a plain table would pick the slot by) are as quick to find.
final class HashedKeysTests: XCTestCase {
    func testKeysAreNumberedInTheOrderTheyAreFirstInserted() {
        var keys = HashedKeys()
        XCTAssertEqual(keys.number(of: 0), nil)
        XCTAssertTrue(keys.insert(42) == (0, true))
        XCTAssertTrue(keys.insert(0) == (1, true))
        XCTAssertTrue(keys.insert(42) == (0, false))
        XCTAssertTrue(keys.insert(UInt64.max) == (2, true))
        XCTAssertEqual(keys.number(of: 0), 1)
        XCTAssertEqual(keys.number(of: UInt64.max), 2)
        XCTAssertEqual(keys.number(of: 7), nil)
        XCTAssertEqual(keys.count, 3)
    }

    func testRandomKeysAgreeWithADictionary() {
        var generator = SystemRandomNumberGenerator()
        var keys = HashedKeys(minimumCapacity: 3)
        var expected: [UInt64: Int] = [:]
        for _ in 0..<20_000 {
            // Few distinct values, so keys repeat; inserting grows the table many times.
            let key = UInt64.random(in: 0..<8_000, using: &generator) &* 0x9E37_79B9_7F4A_7C15
            let (number, inserted) = keys.insert(key)
            XCTAssertEqual(inserted, expected[key] == nil)
            if inserted { expected[key] = expected.count }
            XCTAssertEqual(number, expected[key])
        }
        for (key, number) in expected { XCTAssertEqual(keys.number(of: key), number) }
        XCTAssertEqual(keys.count, expected.count)
    }

    /// Keys alike in their low 32 bits (names crafted against a fixed hash): the table takes its
    /// slot from all 64 bits, so 50,000 of them probe a few slots each, not tens of thousands.
    func testKeysSharingTheirLowBitsSpreadOverTheTable() {
        var keys = HashedKeys()
        let count = 50_000
        for index in 0..<count { XCTAssertTrue(keys.insert(UInt64(index) << 32 | 0xABCD).inserted) }
        for index in stride(from: 0, to: count, by: 97) { XCTAssertEqual(keys.number(of: UInt64(index) << 32 | 0xABCD), index) }
        XCTAssertEqual(keys.number(of: 0xABCD | 1 << 63), nil)
        // The slots a lookup walks, from the one the key picks to the one that holds it.
        let mask = keys.slots.count - 1
        var longest = 0
        for (number, key) in keys.keys.enumerated() {
            var slot = Int(truncatingIfNeeded: (key &* keys.multiplier) >> keys.shift)
            var walked = 1
            while Int(keys.slots[slot]) != number + 1 {
                slot = (slot + 1) & mask
                walked += 1
            }
            longest = max(longest, walked)
        }
        XCTAssertLessThan(longest, 64)
    }
}
