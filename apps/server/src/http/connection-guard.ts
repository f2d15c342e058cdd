import type { IncomingMessage, Server } from "node:http";
import type { Socket } from "node:net";
import type { ErrorCode } from "@gifkit/contracts";

export interface ConnectionGuardOptions {
  /** Open connections one socket address may hold; the next ones are answered 429 and closed. */
  maxPerAddress: number | null;
  /** A request body must bring at least `slowBodyMinBytes` every `slowBodyWindowMs`. */
  slowBodyWindowMs: number;
  slowBodyMinBytes: number;
}

interface SocketWatch {
  address: string;
  /** The request whose body is arriving (null between requests). */
  request: IncomingMessage | null;
  bytesAtWindowStart: number;
  windowStartMs: number;
}

const tooManyConnectionsBody = JSON.stringify({
  error: "Too many open connections from your address. Close some and try again.",
  code: "too-many-connections" satisfies ErrorCode,
});

/**
 * Two limits Node's own timeouts do not give (headersTimeout cuts slow headers, the idle timeout
 * cuts silent sockets):
 * - a cap on open connections per address, so one client cannot hold every socket;
 * - a minimum body rate: a body that trickles in (1 byte every few seconds resets any idle
 *   timeout) is cut when a window passes with fewer than `slowBodyMinBytes`. The window restarts
 *   on each check, so a long upload on a slow but real line (200 MB at 10 Mbit/s: ~170 s) is never
 *   cut for its length, only for stalling.
 * Returns a function that stops the periodic check.
 */
export function guardConnections(server: Server, options: ConnectionGuardOptions): () => void {
  const watches = new Map<Socket, SocketWatch>();
  const openByAddress = new Map<string, number>();

  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress ?? "";
    const open = (openByAddress.get(address) ?? 0) + 1;
    openByAddress.set(address, open);
    socket.once("close", () => {
      watches.delete(socket);
      const left = (openByAddress.get(address) ?? 1) - 1;
      if (left <= 0) openByAddress.delete(address);
      else openByAddress.set(address, left);
    });
    if (options.maxPerAddress !== null && open > options.maxPerAddress) {
      // Answered before any request is read, so the client sees why, then the socket goes.
      socket.end(
        "HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Type: application/json\r\n" +
          `Retry-After: 10\r\nContent-Length: ${Buffer.byteLength(tooManyConnectionsBody)}\r\n\r\n` +
          tooManyConnectionsBody,
      );
      socket.destroySoon();
      return;
    }
    watches.set(socket, {
      address,
      request: null,
      bytesAtWindowStart: socket.bytesRead,
      windowStartMs: Date.now(),
    });
  });

  server.on("request", (request: IncomingMessage) => {
    const watch = watches.get(request.socket);
    if (!watch) return;
    watch.request = request;
    watch.bytesAtWindowStart = request.socket.bytesRead;
    watch.windowStartMs = Date.now();
  });

  // Checked every second (or more often for a short window), each socket on its own window.
  const timer = setInterval(
    () => {
      const nowMs = Date.now();
      for (const [socket, watch] of watches) {
        const { request } = watch;
        // Judged only while a body is arriving and Node would read more: a body that is complete,
        // or that our own handler has not consumed yet (its buffer full), is not the client's delay.
        const judged =
          request !== null &&
          !request.complete &&
          request.readableLength < request.readableHighWaterMark;
        if (!judged) {
          watch.bytesAtWindowStart = socket.bytesRead;
          watch.windowStartMs = nowMs;
          continue;
        }
        if (nowMs - watch.windowStartMs < options.slowBodyWindowMs) continue;
        const received = socket.bytesRead - watch.bytesAtWindowStart;
        watch.bytesAtWindowStart = socket.bytesRead;
        watch.windowStartMs = nowMs;
        if (received < options.slowBodyMinBytes) socket.destroy();
      }
    },
    Math.min(1000, Math.max(50, options.slowBodyWindowMs / 4)),
  );
  timer.unref();
  return () => clearInterval(timer);
}
