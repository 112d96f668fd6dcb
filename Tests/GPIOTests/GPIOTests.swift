import CGPIO
import Testing
@testable import GPIO

@Suite struct GPIOLineNameTests {
    @Test func parsesChipAndLine() {
        #expect(GPIOLineName(parsing: "gpiochip0:17") == GPIOLineName(parsing: "/dev/gpiochip0:17"))
        let name = GPIOLineName(parsing: "gpiochip12:3")
        #expect(name?.chipPath == "/dev/gpiochip12")
        #expect(name?.lineOffset == 3)
        #expect(name?.description == "gpiochip12:3")
    }

    @Test func refusesOtherNames() {
        for text in ["gpiochip0", "gpiochip:1", "gpio0:1", "gpiochip0:-1", "gpiochip0:x", "simulated", "/dev/i2c-1:3"] {
            #expect(GPIOLineName(parsing: text) == nil, "\(text)")
        }
    }
}

@Suite struct GPIOEdgeLineTests {
    /// The uAPI v2 records as the kernel lays them out (include/uapi/linux/gpio.h).
    @Test func structuresHaveTheKernelsSizes() {
        #expect(MemoryLayout<gpio_v2_line_event>.size == 48)
        #expect(MemoryLayout<gpio_v2_line_request>.size == 592)
        #expect(MemoryLayout<gpio_v2_line_info>.size == 256)
        #expect(GPIO_V2_LINE_FLAG_INPUT.rawValue == 1 << 2)
        #expect(GPIO_V2_LINE_FLAG_EDGE_RISING.rawValue == 1 << 4)
        #expect(GPIO_V2_LINE_FLAG_EVENT_CLOCK_REALTIME.rawValue == 1 << 11)
    }

    @Test func aMissingChipSaysHowToFindOne() {
        #expect(throws: GPIOError.cannotOpenChip(path: "/dev/gpiochip987", errno: 2)) {
            try GPIOEdgeLine(chipPath: "/dev/gpiochip987", lineOffset: 1)
        }
        #expect(GPIOError.cannotOpenChip(path: "/dev/gpiochip987", errno: 2).description.contains("ls /dev/gpiochip*"))
    }

    @Test func messagesNameTheFix() {
        let busy = GPIOError.cannotRequestLine(path: "/dev/gpiochip0", line: 17, consumer: "gpio-keys", errno: 16)
        #expect(busy.description == "line 17 of /dev/gpiochip0 is busy (held by 'gpio-keys'): stop that consumer, or wire INT to a free line")
        let denied = GPIOError.cannotOpenChip(path: "/dev/gpiochip0", errno: 13)
        #expect(denied.description.contains("gpio group"))
        #expect(denied.problem == "permission denied opening /dev/gpiochip0")
        let missingLine = GPIOError.cannotRequestLine(path: "/dev/gpiochip0", line: 99, consumer: nil, errno: 22)
        #expect(missingLine.description.contains("does not exist"))
    }
}
