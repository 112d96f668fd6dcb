import Platform

/// Before `evaluate --offline` reads a recording whole: refuses a log that
/// would not fit in the memory the system has left, in one line, instead of running until
/// the kernel's out-of-memory killer ends the process without a word.
enum OfflineMemoryCheck {
    /// Peak memory of `evaluate --offline` per sample, bytes: 313 measured (the growth from
    /// trial 01 to trial 01 ten times over, 0.20.0: it kept the recording's reference
    /// attitudes and the smoother's arrays), with room. Since 0.35.0 the samples, the
    /// references and the estimates are whole and the smoother holds a window: the same
    /// 199 MB peak on that long log, less per sample on longer ones.
    static let evaluateBytesPerSample = 350
    /// How much of the log's start is read to learn its mean line length, bytes.
    static let sampledBytes = 65_536

    /// The samples a log of `fileBytes` bytes holds, estimated from the mean line length of
    /// `firstBytes` (its start); nil when that holds no whole line.
    static func estimatedSamples(fileBytes: Int, firstBytes: [UInt8]) -> Int? {
        guard let lastLineEnd = firstBytes.lastIndex(of: UInt8(ascii: "\n")) else { return nil }
        let lines = firstBytes[...lastLineEnd].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        let meanLineBytes = Double(lastLineEnd + 1) / Double(lines)
        let samples = (Double(fileBytes) / meanLineBytes).rounded(.up)
        return samples < 0x1p62 ? Int(samples) : 1 << 62
    }

    /// The memory the system can still give, bytes: `MemAvailable` plus `SwapFree` from the
    /// text of /proc/meminfo (in kB there); nil without a plausible `MemAvailable` line.
    static func availableBytes(meminfo: String) -> Int? {
        func bytes(_ name: String) -> Int? {
            guard let kilobytes = statValue(named: name, in: meminfo) else { return nil }
            let product = kilobytes.multipliedReportingOverflow(by: 1024)
            return product.overflow ? nil : product.partialValue
        }
        guard let available = bytes("MemAvailable:") else { return nil }
        let total = available.addingReportingOverflow(bytes("SwapFree:") ?? 0)
        return total.overflow ? nil : total.partialValue
    }

    /// The refusal for a log of about `samples` samples, `bytesPerSample` each, when
    /// `availableBytes` cannot hold them; nil when it can.
    static func refusal(path: String, samples: Int, bytesPerSample: Int, availableBytes: Int) -> String? {
        let needed = samples.multipliedReportingOverflow(by: bytesPerSample)
        guard needed.overflow || needed.partialValue > availableBytes else { return nil }
        let neededText = needed.overflow ? "more than the machine can address" : "about \(megabytes(needed.partialValue)) MB"
        return "\(DisplayText.value(path)): --offline holds the whole log in memory, \(neededText) for its "
            + "about \(samples) samples, and \(megabytes(availableBytes)) MB is left for this process: "
            + "split it into shorter logs, or use a machine with more memory"
    }

    /// What this process may still allocate, bytes: the system's `MemAvailable` plus
    /// `SwapFree`, less when the address-space limit (`ulimit -v`) or the control group's
    /// memory limit (e.g. a systemd `MemoryMax=` or a container's limit) leaves less; nil
    /// without /proc/meminfo.
    static func availableBytes() -> Int? {
        guard let meminfo = optionalText(of: "/proc/meminfo"), var available = availableBytes(meminfo: meminfo) else { return nil }
        var limit = rlimit()
        if getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max,
           let statm = optionalText(of: "/proc/self/statm"), let pages = statm.split(separator: " ").first.flatMap({ Int($0) }),
           pages >= 0, pages < 1 << 40 {
            let used = pages * sysconf(Int32(_SC_PAGESIZE))
            available = min(available, max(0, Int(clamping: limit.rlim_cur) - used))
        }
        if let cgroups = optionalText(of: "/proc/self/cgroup"),
           let left = controlGroupBytesLeft(cgroups: cgroups, read: optionalText(of:)) {
            available = min(available, left)
        }
        return available
    }

    /// What the memory limits of this process's control group and its ancestors leave,
    /// bytes: cgroup v2's `memory.max` less `memory.current`, or cgroup v1's
    /// `memory.limit_in_bytes` less `memory.usage_in_bytes`, the reclaimable page cache
    /// (`inactive_file` in `memory.stat`) not counted as used; the smallest over the group's
    /// folder, each folder above it and the controller's mount root (a container's own
    /// group, whatever path /proc shows). nil without a limit ("max", or v1's 2⁶³-ish
    /// "unlimited").
    /// - Parameters:
    ///   - cgroups: the text of /proc/self/cgroup (`ID:CONTROLLERS:PATH` lines).
    ///   - read: a file's text, nil when it cannot be read.
    static func controlGroupBytesLeft(cgroups: String, read: (String) -> String?) -> Int? {
        var left: Int?
        for line in cgroups.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3 else { continue }
            let root: String
            let names: (limit: String, usage: String, inactive: String)
            if parts[0] == "0" && parts[1].isEmpty {
                root = "/sys/fs/cgroup"
                names = ("memory.max", "memory.current", "inactive_file")
            } else if parts[1].split(separator: ",").contains("memory") {
                root = "/sys/fs/cgroup/memory"
                names = ("memory.limit_in_bytes", "memory.usage_in_bytes", "total_inactive_file")
            } else {
                continue
            }
            // The group's folder, then each one above it up to the mount root.
            var components = parts[2].split(separator: "/")
            while true {
                let folder = root + components.map { "/" + $0 }.joined()
                if let limit = read(folder + "/" + names.limit).flatMap(integer), limit >= 0, limit < 1 << 62,
                   let usage = read(folder + "/" + names.usage).flatMap(integer), usage >= 0 {
                    let reclaimable = read(folder + "/memory.stat").flatMap { statValue(named: names.inactive, in: $0) } ?? 0
                    left = min(left ?? .max, max(0, limit - max(0, usage - reclaimable)))
                }
                guard !components.isEmpty else { break }
                components.removeLast()
            }
        }
        return left
    }

    /// The value of `name` in a text of `NAME VALUE [UNIT]` lines (`memory.stat`, bytes;
    /// /proc/meminfo, whose names end in a colon, kB); nil when absent or not a plausible
    /// figure (negative, or 2⁶² and beyond).
    static func statValue(named name: String, in text: String) -> Int? {
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            if fields.count >= 2, fields[0] == name, let value = Int(fields[1]), value >= 0, value < 1 << 62 { return value }
        }
        return nil
    }

    /// Checks the log at `path`, `bytesPerSample` each, against `availableBytes()`; nil when
    /// it fits, or when either cannot be read (the log's own error then comes from the reader).
    static func refusal(path: String, bytesPerSample: Int) -> String? {
        var status = stat()
        guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        let start: [UInt8]
        do {
            start = try FileBytes.read(path: path, firstBytes: sampledBytes)
        } catch {
            return nil
        }
        guard let samples = estimatedSamples(fileBytes: Int(status.st_size), firstBytes: start),
              let available = availableBytes()
        else { return nil }
        return refusal(path: path, samples: samples, bytesPerSample: bytesPerSample, availableBytes: available)
    }

    private static func megabytes(_ bytes: Int) -> Int { (bytes + 500_000) / 1_000_000 }

    /// A small system file's text; nil when it cannot be read. Each file here is optional:
    /// a missing limit is no limit, and without /proc/meminfo no check is made.
    private static func optionalText(of path: String) -> String? {
        do {
            return String(decoding: try FileBytes.read(path: path, maximumBytes: 1 << 20), as: UTF8.self)
        } catch {
            return nil
        }
    }

    /// A whole number written alone on a line ("max" and the like: nil).
    private static func integer(_ text: String) -> Int? {
        Int(text.filter { !$0.isWhitespace })
    }
}
