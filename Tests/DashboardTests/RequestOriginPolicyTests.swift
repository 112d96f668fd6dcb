import Testing
@testable import Dashboard

@Suite struct RequestOriginPolicyTests {
    let loopback = RequestOriginPolicy(listeningHost: "127.0.0.1", port: 8080, machineNames: ["raspberrypi", "raspberrypi.local"])
    let everywhere = RequestOriginPolicy(listeningHost: "0.0.0.0", port: 8080, machineNames: ["raspberrypi", "raspberrypi.local"])

    @Test func acceptsLoopbackNamesOnTheServedPort() {
        for host in ["127.0.0.1:8080", "localhost:8080", "LocalHost:8080", "localhost.:8080", "[::1]:8080",
                     "127.0.0.2:8080", "127.255.255.254:8080", "[0:0:0:0:0:0:0:1]:8080", "[::0:1]:8080"] {
            #expect(loopback.allows(host: host, origin: nil), "\(host)")
        }
    }

    @Test func acceptsTheMachineNamesAndTheListeningAddress() {
        #expect(loopback.allows(host: "raspberrypi:8080", origin: nil))
        #expect(loopback.allows(host: "RaspberryPi.local:8080", origin: "http://raspberrypi.local:8080"))
        let specific = RequestOriginPolicy(listeningHost: "192.168.1.10", port: 8080)
        #expect(specific.allows(host: "192.168.1.10:8080", origin: "http://192.168.1.10:8080"))
        #expect(!specific.allows(host: "192.168.1.11:8080", origin: nil))
    }

    @Test func refusesForeignNamesWhateverTheyLookLike() {
        for host in ["attacker.example", "attacker.example:8080", "127.0.0.1.attacker.example:8080",
                     "localhost.attacker.example:8080", "localhost@attacker.example:8080", "attacker.example/:8080",
                     "raspberrypi.attacker.example:8080", "1.2.3.4.nip.io:8080", "[::1]x:8080", "127.0.0.1:8080:8080",
                     "0x7f.0.0.1:8080", "127.1:8080", "2130706433:8080", " :8080"] {
            #expect(throws: RequestOriginPolicy.Refusal.foreignHost, "\(host)") {
                try loopback.check(host: host, origin: nil)
            }
            #expect(!everywhere.allows(host: host, origin: nil), "\(host)")
        }
    }

    @Test func refusesAnotherPortOrAMissingPortOtherThan80() {
        #expect(!loopback.allows(host: "localhost:8081", origin: nil))
        #expect(!loopback.allows(host: "localhost", origin: nil))
        #expect(!loopback.allows(host: "localhost:99999", origin: nil))
        #expect(!loopback.allows(host: "localhost:", origin: nil))
        let onPort80 = RequestOriginPolicy(listeningHost: "127.0.0.1", port: 80)
        #expect(onPort80.allows(host: "localhost", origin: "http://localhost"))
        #expect(onPort80.allows(host: "localhost:80", origin: "http://localhost:80/"))
    }

    @Test func requiresAHost() {
        #expect(throws: RequestOriginPolicy.Refusal.missingHost) { try loopback.check(host: nil, origin: nil) }
        #expect(throws: RequestOriginPolicy.Refusal.missingHost) { try loopback.check(host: "", origin: nil) }
    }

    @Test func acceptsAnyAddressLiteralOnlyWhenListeningOnEveryAddress() {
        #expect(everywhere.allows(host: "192.168.1.10:8080", origin: "http://192.168.1.10:8080"))
        #expect(everywhere.allows(host: "[fe80::1]:8080", origin: nil))
        #expect(!loopback.allows(host: "192.168.1.10:8080", origin: nil))
        #expect(!loopback.allows(host: "[fe80::1]:8080", origin: nil))
        #expect(!everywhere.allows(host: "192.168.1.256:8080", origin: nil))
    }

    @Test func originMustBeTheDashboardsOwnPage() {
        let host = "127.0.0.1:8080"
        #expect(loopback.allows(host: host, origin: nil))
        #expect(loopback.allows(host: host, origin: "http://127.0.0.1:8080"))
        #expect(loopback.allows(host: host, origin: "http://localhost:8080"))
        #expect(loopback.allows(host: host, origin: "http://[::1]:8080"))
        for origin in ["http://attacker.example", "http://attacker.example:8080", "http://localhost:3000",
                       "http://localhost", "https://localhost:8080", "null", "file://", "", "localhost:8080",
                       "http://localhost:8080.attacker.example", "http://user@localhost:8080",
                       "http://localhost:8080/path", "ws://localhost:8080"] {
            #expect(throws: RequestOriginPolicy.Refusal.foreignOrigin, "\(origin)") {
                try loopback.check(host: host, origin: origin)
            }
        }
    }

    @Test func aForeignHostIsRefusedBeforeTheOriginIsLookedAt() {
        #expect(throws: RequestOriginPolicy.Refusal.foreignHost) {
            try loopback.check(host: "attacker.example:8080", origin: "http://localhost:8080")
        }
    }

    @Test func serverSettingsKnowLoopback() {
        var settings = DashboardServer.Settings()
        for host in ["127.0.0.1", "localhost", "::1", "127.0.1.1"] {
            settings.host = host
            #expect(settings.isLoopback, "\(host)")
        }
        for host in ["0.0.0.0", "::", "192.168.1.10", "127.example", "1::"] {
            settings.host = host
            #expect(!settings.isLoopback, "\(host)")
        }
    }
}

@Test func serverSettingsNoServerCanUseAreRefusedBeforeListening() {
    #expect(throws: Never.self) { try DashboardServer.Settings().validate() }
    var port = DashboardServer.Settings()
    port.port = 99_999
    #expect(throws: DashboardServerError.failed("the dashboard's port must be between 0 and 65535 (got 99999)")) { try port.validate() }
    for seconds in [Double.nan, .infinity, -1, 0, 1e300] {
        var idle = DashboardServer.Settings()
        idle.idleTimeoutSeconds = seconds
        #expect(throws: DashboardServerError.self, "idle timeout \(seconds)") { try idle.validate() }
        var head = DashboardServer.Settings()
        head.requestHeadTimeoutSeconds = seconds
        #expect(throws: DashboardServerError.self, "request head timeout \(seconds)") { try head.validate() }
        var close = DashboardServer.Settings()
        close.webSocketCloseTimeoutSeconds = seconds
        #expect(throws: DashboardServerError.self, "close timeout \(seconds)") { try close.validate() }
    }
}
