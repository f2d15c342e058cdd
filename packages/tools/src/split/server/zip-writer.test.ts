import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32 } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readZipEntries, storedEntryBytes } from "../../shared/zip-entries.ts";
import { writeStoredZip } from "./zip-writer.ts";

describe("writeStoredZip", () => {
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), "zip-writer-"));
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  it("stores files and bytes in order, with checksums, and the same bytes every time", async () => {
    const picture = new Uint8Array(5000).map((_, index) => (index * 7) % 256);
    await writeFile(join(directory, "a.png"), picture);
    const sources = [
      { name: "frame-001.png", path: join(directory, "a.png") },
      { name: "frames.json", bytes: new TextEncoder().encode('{"frames":[]}\n') },
    ];
    const first = join(directory, "first.zip");
    const size = await writeStoredZip(first, sources);
    const bytes = new Uint8Array(await readFile(first));
    expect(bytes.byteLength).toBe(size);
    const entries = readZipEntries(bytes);
    expect(entries.map((entry) => [entry.name, entry.method, entry.size])).toEqual([
      ["frame-001.png", 0, 5000],
      ["frames.json", 0, 14],
    ]);
    expect(storedEntryBytes(bytes, entries[0] as never)).toEqual(picture);
    expect(entries[0]?.crc32).toBe(crc32(picture));
    // A fixed date: the same frames make the same archive.
    const second = join(directory, "second.zip");
    await writeStoredZip(second, sources);
    expect(await readFile(second)).toEqual(await readFile(first));
  });
});
