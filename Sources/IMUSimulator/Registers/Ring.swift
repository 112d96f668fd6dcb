/// A fixed-capacity first-in first-out ring, the storage of a simulated FIFO.
struct Ring<Element>: Sendable where Element: Sendable {
    private var storage: [Element]
    private var head = 0
    /// Elements held.
    private(set) var count = 0

    /// Creates an empty ring of `capacity` elements, filled with `filler` as storage.
    init(capacity: Int, filler: Element) {
        storage = [Element](repeating: filler, count: max(capacity, 1))
    }

    /// Maximum number of elements.
    var capacity: Int { storage.count }
    /// Whether no element is held.
    var isEmpty: Bool { count == 0 }
    /// Whether the ring is full.
    var isFull: Bool { count == storage.count }

    /// Removes every element.
    mutating func removeAll() {
        head = 0
        count = 0
    }

    /// Appends `element`. When full, drops the oldest element first and returns true.
    @discardableResult
    mutating func pushOverwriting(_ element: Element) -> Bool {
        var dropped = false
        if count == storage.count {
            head = (head + 1) % storage.count
            count -= 1
            dropped = true
        }
        storage[(head + count) % storage.count] = element
        count += 1
        return dropped
    }

    /// Appends `element` if there is room; returns false (and keeps the ring) when full.
    mutating func pushIfRoom(_ element: Element) -> Bool {
        guard count < storage.count else { return false }
        storage[(head + count) % storage.count] = element
        count += 1
        return true
    }

    /// Removes and returns the oldest element, or nil when empty.
    mutating func pop() -> Element? {
        guard count > 0 else { return nil }
        let element = storage[head]
        head = (head + 1) % storage.count
        count -= 1
        return element
    }

    /// The oldest element without removing it.
    var first: Element? { count > 0 ? storage[head] : nil }
}
