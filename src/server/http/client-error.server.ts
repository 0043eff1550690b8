import type { Socket } from "node:net";

/**
 * The answer to a request Node's parser refuses before Fastify sees it
 * (headers over 16 KiB, a broken request line, a request that took too
 * long): a plain-text status that closes the connection. Fastify's default
 * writes a JSON body, even to a HEAD, whose answer must have none; and pages
 * answer in plain text anyway.
 */
export function plainClientError(err: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
  if (err.code === "ECONNRESET" || socket.destroyed) return;
  const [status, message] =
    err.code === "HPE_HEADER_OVERFLOW"
      ? ["431 Request Header Fields Too Large", "The request's headers are larger than this server reads (16 KB)"]
      : err.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? ["408 Request Timeout", "The request took too long to arrive"]
        : ["400 Bad Request", "The request could not be read"];
  // The request line is read before the headers, so a HEAD is known even when its headers overflowed.
  const head = Buffer.isBuffer(err.rawPacket) && err.rawPacket.subarray(0, 5).toString("latin1") === "HEAD ";
  const body = head ? "" : message;
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Cache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
