import { mkdir, open, readdir, readFile, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import type { TaskRecord } from "./task-record.ts";

const idPattern = /^[0-9a-f]{32}$/;

/**
 * Task records as one JSON file each under `<dataDir>/tasks`, kept in memory too. Each write goes
 * to a temporary file that is renamed over the old one, so a crash never leaves a torn record;
 * state changes are fsynced, progress updates are not (losing one costs nothing).
 */
export class FileTaskRepository {
  private readonly directory: string;
  private readonly records = new Map<string, TaskRecord>();

  constructor(directory: string) {
    this.directory = directory;
  }

  async load(): Promise<void> {
    await mkdir(this.directory, { recursive: true });
    for (const name of await readdir(this.directory)) {
      const id = name.replace(/\.json$/, "");
      if (!idPattern.test(id) || !name.endsWith(".json")) {
        if (name.endsWith(".tmp")) await rm(join(this.directory, name), { force: true });
        continue;
      }
      try {
        const record = JSON.parse(await readFile(join(this.directory, name), "utf8")) as TaskRecord;
        this.records.set(record.id, record);
      } catch {
        // A record that cannot be read is dropped rather than taking the server down.
        await rm(join(this.directory, name), { force: true });
      }
    }
  }

  get(id: string): TaskRecord | null {
    if (!idPattern.test(id)) return null;
    const record = this.records.get(id);
    return record ? { ...record } : null;
  }

  all(): TaskRecord[] {
    return [...this.records.values()];
  }

  /** Writes of one record run one after another, so an older write never lands last. */
  private readonly writeChains = new Map<string, Promise<void>>();

  save(record: TaskRecord, durable = true): Promise<void> {
    this.records.set(record.id, { ...record });
    const snapshot = JSON.stringify(record);
    const previous = this.writeChains.get(record.id) ?? Promise.resolve();
    const next = previous.then(() => this.write(record.id, snapshot, durable));
    this.writeChains.set(
      record.id,
      next.catch(() => {}),
    );
    return next;
  }

  private async write(id: string, snapshot: string, durable: boolean): Promise<void> {
    const path = join(this.directory, `${id}.json`);
    if (!this.records.has(id)) return; // removed meanwhile
    const temporaryPath = `${path}.${process.pid}.tmp`;
    const handle = await open(temporaryPath, "w");
    try {
      await handle.writeFile(snapshot);
      if (durable) await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporaryPath, path);
  }

  async remove(id: string): Promise<void> {
    this.records.delete(id);
    await this.writeChains.get(id);
    this.writeChains.delete(id);
    await rm(join(this.directory, `${id}.json`), { force: true });
  }
}
