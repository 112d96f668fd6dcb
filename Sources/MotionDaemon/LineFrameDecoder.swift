import NIOCore

/// Splits a client's bytes into lines (`\n`, an optional `\r` before it dropped), refusing
/// a line longer than `maximumBytes` with `LineFrameDecoder.LineTooLong`.
struct LineFrameDecoder: ByteToMessageDecoder {
    typealias InboundOut = ByteBuffer

    /// A client sent more than `maximumBytes` without a newline.
    struct LineTooLong: Error {}

    let maximumBytes: Int

    mutating func decode(context: ChannelHandlerContext, buffer: inout ByteBuffer) throws -> DecodingState {
        let view = buffer.readableBytesView
        guard let newline = view.firstIndex(of: UInt8(ascii: "\n")) else {
            if buffer.readableBytes > maximumBytes { throw LineTooLong() }
            return .needMoreData
        }
        let length = newline - view.startIndex
        guard length <= maximumBytes else { throw LineTooLong() }
        guard var line = buffer.readSlice(length: length) else { return .needMoreData }
        buffer.moveReaderIndex(forwardBy: 1)
        if line.readableBytesView.last == UInt8(ascii: "\r") { line.moveWriterIndex(to: line.writerIndex - 1) }
        context.fireChannelRead(wrapInboundOut(line))
        return .continue
    }

    mutating func decodeLast(context: ChannelHandlerContext, buffer: inout ByteBuffer, seenEOF: Bool) throws -> DecodingState {
        .needMoreData
    }
}
