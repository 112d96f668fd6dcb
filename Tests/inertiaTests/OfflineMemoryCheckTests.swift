import Foundation
import Testing
@testable import inertia

/// `replay --offline` refuses a log that would not fit in the memory left, before reading it.
@Suite struct OfflineMemoryCheckTests {
    @Test func theSampleCountComesFromTheMeanLineLength() {
        let start = Array("time_s,gyro_x\n0.0,1\n0.1,2\n0.2,3\n0.3,".utf8)  // 4 whole lines in 32 bytes: 8 each
        #expect(OfflineMemoryCheck.estimatedSamples(fileBytes: 6_500, firstBytes: start) == 813)
        #expect(OfflineMemoryCheck.estimatedSamples(fileBytes: 100, firstBytes: Array("no line end".utf8)) == nil)
    }

    @Test func theAvailableMemoryIsMemAvailablePlusSwapFree() {
        let meminfo = "MemTotal:       24000000 kB\nMemFree:         1000 kB\nMemAvailable:    2000000 kB\nSwapTotal: 0 kB\nSwapFree:        500 kB\n"
        #expect(OfflineMemoryCheck.availableBytes(meminfo: meminfo) == (2_000_000 + 500) * 1024)
        #expect(OfflineMemoryCheck.availableBytes(meminfo: "MemTotal: 100 kB\n") == nil)
        #expect(OfflineMemoryCheck.availableBytes(meminfo: "MemAvailable: lots kB\n") == nil)
        #expect(OfflineMemoryCheck.availableBytes(meminfo: "MemAvailable: 9223372036854775807 kB\nSwapFree: 9223372036854775807 kB\n") == nil)
    }

    @Test func theControlGroupsLimitIsReadForVersionsOneAndTwo() {
        let files = [
            "/sys/fs/cgroup/system.slice/inertia.service/memory.max": "536870912\n",
            "/sys/fs/cgroup/system.slice/inertia.service/memory.current": "136870912\n",
            "/sys/fs/cgroup/memory/docker/abc/memory.limit_in_bytes": "1073741824\n",
            "/sys/fs/cgroup/memory/docker/abc/memory.usage_in_bytes": "73741824\n",
            "/sys/fs/cgroup/user.slice/memory.max": "max\n",
            "/sys/fs/cgroup/user.slice/memory.current": "100\n",
            "/sys/fs/cgroup/memory/free/memory.limit_in_bytes": "9223372036854771712\n",
            "/sys/fs/cgroup/memory/free/memory.usage_in_bytes": "100\n",
            "/sys/fs/cgroup/memory/odd/memory.limit_in_bytes": "1000\n",
            "/sys/fs/cgroup/memory/odd/memory.usage_in_bytes": "-9223372036854775808\n",
        ]
        let read = { (path: String) in files[path] }
        #expect(OfflineMemoryCheck.controlGroupBytesLeft(cgroups: "0::/system.slice/inertia.service\n", read: read) == 400_000_000)
        #expect(OfflineMemoryCheck.controlGroupBytesLeft(cgroups: "4:memory:/docker/abc\n1:cpu:/\n", read: read) == 1_000_000_000)
        #expect(OfflineMemoryCheck.controlGroupBytesLeft(cgroups: "0::/user.slice\n", read: read) == nil)
        #expect(OfflineMemoryCheck.controlGroupBytesLeft(cgroups: "4:memory:/free\n", read: read) == nil)
        #expect(OfflineMemoryCheck.controlGroupBytesLeft(cgroups: "garbage\n0::/missing\n4:memory:/odd\n", read: read) == nil)
    }

    @Test func aContainersOwnLimitAParentsLimitAndReclaimableCacheCount() {
        let files = [
            // A container on cgroup v1: /proc shows the host's path, the limit is at the mount root.
            "/sys/fs/cgroup/memory/memory.limit_in_bytes": "536870912\n",
            "/sys/fs/cgroup/memory/memory.usage_in_bytes": "336870912\n",
            "/sys/fs/cgroup/memory/memory.stat": "cache 300000000\ntotal_inactive_file 200000000\n",
            // cgroup v2: the limit is on the parent slice, the service has none of its own.
            "/sys/fs/cgroup/work.slice/memory.max": "1000000000\n",
            "/sys/fs/cgroup/work.slice/memory.current": "600000000\n",
            "/sys/fs/cgroup/work.slice/memory.stat": "anon 100\ninactive_file 100000000\n",
            "/sys/fs/cgroup/work.slice/job.service/memory.max": "max\n",
            "/sys/fs/cgroup/work.slice/job.service/memory.current": "500000000\n",
        ]
        let read = { (path: String) in files[path] }
        // 536 870 912 − (336 870 912 − 200 000 000 reclaimable).
        #expect(OfflineMemoryCheck.controlGroupBytesLeft(cgroups: "4:memory:/docker/0123abc\n", read: read) == 400_000_000)
        #expect(OfflineMemoryCheck.controlGroupBytesLeft(cgroups: "0::/work.slice/job.service\n", read: read) == 500_000_000)
        #expect(OfflineMemoryCheck.statValue(named: "inactive_file", in: "inactive_file 12\nactive_file 3\n") == 12)
        #expect(OfflineMemoryCheck.statValue(named: "inactive_file", in: "inactive_file -5\n") == nil)
    }

    @Test func aFileOfImplausibleSizeGivesAnEstimateNotATrap() {
        #expect(OfflineMemoryCheck.estimatedSamples(fileBytes: Int.max, firstBytes: Array("\n".utf8)) == 1 << 62)
    }

    @Test func aLogThatFitsPassesAndOneThatDoesNotIsRefusedInOneLine() throws {
        let gigabyte = 1_000_000_000
        #expect(OfflineMemoryCheck.refusal(path: "a.csv", samples: 3_000_000, bytesPerSample: 300, availableBytes: gigabyte) == nil)
        let refusal = try #require(OfflineMemoryCheck.refusal(path: "long.csv", samples: 36_000_000, bytesPerSample: 300, availableBytes: gigabyte))
        #expect(!refusal.contains("\n"))
        #expect(refusal.contains("about 10800 MB"))
        #expect(refusal.contains("1000 MB is left for this process"))
        #expect(OfflineMemoryCheck.refusal(path: "x.csv", samples: Int.max / 2, bytesPerSample: 300, availableBytes: gigabyte)?.contains("more than") == true)
    }

    @Test func aLogOnThisMachineIsCheckedAgainstItsMemory() throws {
        // A short log fits whatever this machine has left; a missing one is left to the reader.
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("inertia-memory-check-\(getpid()).csv").path
        try Data("time_s,gyro_x_rad_s\n0.0,0.1\n0.01,0.2\n".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(OfflineMemoryCheck.refusal(path: path, bytesPerSample: OfflineMemoryCheck.evaluateBytesPerSample) == nil)
        #expect(OfflineMemoryCheck.refusal(path: "/no/such/log.csv", bytesPerSample: OfflineMemoryCheck.evaluateBytesPerSample) == nil)
    }
}
