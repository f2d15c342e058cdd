import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FileTaskRepository } from "../../src/tasks/file-task-repository.ts";
import type { TaskRecord } from "../../src/tasks/task-record.ts";

const validId = "0123456789abcdef0123456789abcdef";
const record = (id: string): TaskRecord => ({
  id,
  payload: { tool: "reverse", options: {}, inputKeys: [], inputUrls: [] },
  state: "PENDING",
  status: "Pending...",
  progress: 0,
  result: null,
  error: null,
  errorCode: null,
  clientAddress: null,
  attempts: 0,
  createdAtMs: 1,
  updatedAtMs: 1,
  finishedAtMs: null,
});

describe("FileTaskRepository.load", () => {
  let directory: string;
  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), "gifkit-records-"));
    await mkdir(join(directory, "tasks"));
  });
  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it("moves a record without a payload (valid JSON) aside and loads the others", async () => {
    const broken = "ffffffffffffffffffffffffffffffff";
    const { payload: _dropped, ...withoutPayload } = record(broken);
    await writeFile(join(directory, "tasks", `${broken}.json`), JSON.stringify(withoutPayload));
    const notJson = "eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee";
    await writeFile(join(directory, "tasks", `${notJson}.json`), "{ torn");
    await writeFile(join(directory, "tasks", `${validId}.json`), JSON.stringify(record(validId)));

    const repository = new FileTaskRepository(join(directory, "tasks"));
    const setAside = await repository.load();

    expect(setAside).toEqual(
      expect.arrayContaining([
        { name: `${broken}.json`, reason: "no payload" },
        { name: `${notJson}.json`, reason: expect.stringMatching(/^not JSON/) },
      ]),
    );
    expect(setAside).toHaveLength(2);
    expect(repository.all().map((loaded) => loaded.id)).toEqual([validId]);
    expect((await readdir(join(directory, "tasks-unreadable"))).sort()).toEqual(
      [`${broken}.json`, `${notJson}.json`].sort(),
    );
    expect(await readdir(join(directory, "tasks"))).toEqual([`${validId}.json`]);
  });
});
