import Testing
import Boards
import MotionMath

@Test func iioTextParsesRowsInKernelOrder() throws {
    let matrix = try MountMatrix(iioText: "0, 1, 0; -1, 0, 0; 0, 0, 1\n")
    #expect(matrix.apply(Vector3(1, 2, 3)) == Vector3(2, -1, 3))
    #expect(try MountMatrix(iioText: "1, 0, 0; 0, 1, 0; 0, 0, 1").isIdentity)
}

@Test func nonRotationsAreRejected() {
    #expect(throws: BoardError.self) { try MountMatrix(iioText: "1, 0, 0; 0, 1, 0; 0, 0, -1") }
    #expect(throws: BoardError.self) { try MountMatrix(iioText: "1, 0; 0, 1") }
    #expect(throws: BoardError.self) { try MountMatrix(iioText: "1, 0, x; 0, 1, 0; 0, 0, 1") }
    #expect(throws: BoardError.self) { try MountMatrix(rows: [[1, 1, 0], [0, 1, 0], [0, 0, 1]]) }
}

@Test func quarterTurnsAboutZAreCounterClockwise() {
    #expect(MountMatrix.aboutZ(quarterTurns: 1).apply(Vector3(1, 0, 0)) == Vector3(0, 1, 0))
    #expect(MountMatrix.aboutZ(quarterTurns: -1).apply(Vector3(1, 0, 0)) == Vector3(0, -1, 0))
    #expect(MountMatrix.aboutZ(quarterTurns: 2).apply(Vector3(1, 2, 3)) == Vector3(-1, -2, 3))
    #expect(MountMatrix.aboutZ(quarterTurns: 4).isIdentity)
}

@Test func transposeUndoesTheMatrix() throws {
    let matrix = try MountMatrix(rows: [[0, 0, 1], [1, 0, 0], [0, 1, 0]])
    let v = Vector3(0.3, -2, 5)
    #expect(matrix.transposed.apply(matrix.apply(v)) == v)
    #expect(matrix.multiplied(by: matrix.transposed).isIdentity)
}

@Test func displayRotationTurnsBoardAxesIntoScreenAxes() throws {
    // Screen turned 90° counter-clockwise on the board: the screen's +X is the board's +Y,
    // so a vector along the board's +Y reads as +X on the screen.
    let board = try Board(identifier: "t", name: "t", modelStrings: [], defaultI2CBus: 1, imus: [], displayRotationDegrees: 90)
    #expect(board.sensorToDeviceMatrix.apply(Vector3(0, 1, 0)) == Vector3(1, 0, 0))
    #expect(board.sensorToDeviceMatrix.apply(Vector3(1, 0, 0)) == Vector3(0, -1, 0))
}
