import { mkdir, open } from "node:fs/promises";
import { join } from "node:path";

export interface StoredContactMessage {
  id: string;
  /** ISO time the server received it. */
  receivedAt: string;
  name: string;
  email: string;
  message: string;
}

/**
 * Contact messages, appended one JSON line each to `<dataDir>/contact/messages.jsonl` and synced
 * to disk before the sender is told it arrived, so an acknowledged message survives a crash.
 * Appends are serialised so concurrent messages never interleave.
 */
export class ContactStore {
  readonly filePath: string;
  private readonly directory: string;
  private pending: Promise<void> = Promise.resolve();
  private directoryReady: Promise<void> | undefined;

  constructor(dataDir: string) {
    this.directory = join(dataDir, "contact");
    this.filePath = join(this.directory, "messages.jsonl");
  }

  append(message: StoredContactMessage): Promise<void> {
    const write = this.pending.then(() => this.write(message));
    // A failed write must not block the ones after it; the caller still sees its own failure.
    this.pending = write.catch(() => {});
    return write;
  }

  private async write(message: StoredContactMessage): Promise<void> {
    this.directoryReady ??= this.createDirectory();
    await this.directoryReady;
    const handle = await open(this.filePath, "a", 0o600);
    try {
      await handle.appendFile(`${JSON.stringify(message)}\n`, "utf8");
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  private async createDirectory(): Promise<void> {
    await mkdir(this.directory, { recursive: true, mode: 0o700 });
    // Sync the directory too, so the new file's entry is durable, not only its contents.
    const directory = await open(this.directory, "r");
    try {
      await directory.sync();
    } finally {
      await directory.close();
    }
  }
}
