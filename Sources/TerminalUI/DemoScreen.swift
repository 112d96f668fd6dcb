import MotionFeed

/// Composes one whole screen: the help line, the scene, the status line.
public struct DemoScreen: Sendable {
    private let scene = DemoScene()

    /// Creates a screen composer.
    public init() {}

    /// The cells for a `size` terminal showing `frame` (nil: at rest, waiting) at intro `pose`.
    public func compose(size: TerminalSize, frame: MotionFrame?, pose: IntroPose, notice: String? = nil) -> CellGrid {
        var grid = CellGrid(columns: size.columns, rows: size.rows)
        let barBackground = RGBColor(34, 36, 58)
        let barText = RGBColor(200, 205, 230)
        let sceneRows = max(0, size.rows - 2)
        let effects = frame?.effects ?? .resting(layerCount: SceneLayout.parallaxDistancesPoints.count)
        var canvas = PixelCanvas(width: size.columns, height: sceneRows * 2, color: DemoScene.screenColor)
        scene.paint(&canvas, effects: effects, pose: pose)
        grid.draw(canvas, firstRow: size.rows > 1 ? 1 : 0)
        grid.write(
            StatusLine.fitted(StatusLine.help, width: size.columns),
            column: 0, row: 0, foreground: barText, background: barBackground
        )
        if size.rows > 1 {
            let status = notice ?? frame.map { StatusLine.text(for: $0) } ?? " waiting for the first sample…"
            grid.write(
                StatusLine.fitted(status, width: size.columns),
                column: 0, row: size.rows - 1, foreground: RGBColor(255, 214, 120), background: barBackground
            )
        }
        return grid
    }
}
