import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LocalBlobStore } from "../../src/storage/local-blob-store.ts";

const metadata = {
  contentType: "image/gif",
  downloadName: "a.gif",
  role: "input",
  taskId: null,
} as const;

describe("LocalBlobStore", () => {
  let directory: string;
  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), "gifkit-blobs-"));
  });
  afterEach(() => rm(directory, { recursive: true, force: true }));

  it("keeps an upload in flight when another process opens the store (a worker starting)", async () => {
    const store = new LocalBlobStore(directory);
    await store.init();
    const body = new PassThrough();
    const writing = store.put(body, metadata);
    body.write(Buffer.from("GIF89a-first-half-"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await readdir(directory)).some((name) => name.endsWith(".partial"))).toBe(true);

    // A worker process (re)starts and opens the same directory mid-upload.
    await new LocalBlobStore(directory).init();

    body.end(Buffer.from("second-half"));
    const stored = await writing;
    expect(await readFile(join(directory, stored.key), "utf8")).toBe(
      "GIF89a-first-half-second-half",
    );
    expect(stored.metadata.sizeBytes).toBe(29);
  });

  it("removes partial files too old to belong to a live write", async () => {
    const stale = join(directory, `${"a".repeat(32)}.partial`);
    const fresh = join(directory, `${"b".repeat(32)}.partial`);
    await writeFile(stale, "left by a process that died");
    await writeFile(fresh, "being written right now");
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    await utimes(stale, twoHoursAgo, twoHoursAgo);
    await new LocalBlobStore(directory).init();
    expect((await readdir(directory)).sort()).toEqual([`${"b".repeat(32)}.partial`]);
  });
});
