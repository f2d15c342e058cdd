import { mkdir, open, readdir, readFile, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import { taskStates } from "@gifkit/contracts";
import { isKnownTaskKind } from "./task-kinds.ts";
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

  /**
   * Reads every record. One that cannot be read (not JSON, or JSON without the fields a task
   * needs) is moved aside to `<directory>-unreadable/` rather than taking the server down at every
   * start; the names and reasons are returned for the log.
   */
  async load(): Promise<{ name: string; reason: string }[]> {
    await mkdir(this.directory, { recursive: true });
    const setAside: { name: string; reason: string }[] = [];
    for (const name of await readdir(this.directory)) {
      const id = name.replace(/\.json$/, "");
      if (!idPattern.test(id) || !name.endsWith(".json")) {
        if (name.endsWith(".tmp")) await rm(join(this.directory, name), { force: true });
        continue;
      }
      const path = join(this.directory, name);
      let reason: string | null;
      let record: unknown;
      try {
        record = JSON.parse(await readFile(path, "utf8"));
        reason = recordProblem(record, id);
      } catch (error) {
        reason = `not JSON (${(error as Error).message})`;
      }
      if (reason === null) {
        this.records.set(id, record as TaskRecord);
        continue;
      }
      const asideDirectory = `${this.directory}-unreadable`;
      await mkdir(asideDirectory, { recursive: true });
      await rename(path, join(asideDirectory, name));
      setAside.push({ name, reason });
    }
    return setAside;
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

/**
 * Why a parsed record cannot be a task record, or null when it has what the queue reads. Every
 * field the queue and the status call read is checked for its type, so no record can make the
 * start-up throw later (issue 40: a record naming no known tool stopped the in-process queue).
 */
function recordProblem(record: unknown, id: string): string | null {
  if (typeof record !== "object" || record === null || Array.isArray(record)) {
    return "not an object";
  }
  const fields = record as Record<string, unknown>;
  if (fields.id !== id) return "its id does not match its file name";
  if (!(taskStates as readonly unknown[]).includes(fields.state)) return "no valid state";
  const payload = fields.payload as Record<string, unknown> | null | undefined;
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) {
    return "no payload";
  }
  if (typeof payload.tool !== "string") return "its payload names no tool";
  if (!isKnownTaskKind(payload.tool)) return `its payload names an unknown tool (${payload.tool})`;
  if (!isStringList(payload.inputKeys)) return "its payload has no input keys";
  for (const list of ["inputUrls", "sourceKeys", "inputNames"]) {
    if (payload[list] !== undefined && !isStringList(payload[list])) {
      return `its payload's ${list} is not a list of strings`;
    }
  }
  for (const field of ["attempts", "createdAtMs", "updatedAtMs", "progress"]) {
    if (typeof fields[field] !== "number" || !Number.isFinite(fields[field])) return `no ${field}`;
  }
  if (typeof fields.status !== "string") return "no status";
  for (const field of ["clientAddress", "error", "errorCode"]) {
    const value = fields[field];
    if (value !== undefined && value !== null && typeof value !== "string") {
      return `its ${field} is not a string`;
    }
  }
  if (fields.finishedAtMs !== undefined && fields.finishedAtMs !== null) {
    if (typeof fields.finishedAtMs !== "number") return "its finishedAtMs is not a number";
  }
  if (fields.result !== undefined && fields.result !== null && typeof fields.result !== "object") {
    return "its result is not an object";
  }
  return null;
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");
