import type { Server } from "node:http";

/**
 * Closes an HTTP server a test started, and returns at once when it never started (a failed
 * beforeAll): teardown must never wait on something that does not exist.
 */
export function closeServer(server: Server | undefined): Promise<void> {
  if (!server?.listening) return Promise.resolve();
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
