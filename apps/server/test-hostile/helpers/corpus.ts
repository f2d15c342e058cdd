import { readFile } from "node:fs/promises";
import type { TaskStatus } from "@gifkit/contracts";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { fixture } from "../../test/helpers/fixtures.ts";
import { multipart, type TestServer, waitForTask } from "../../test/helpers/test-server.ts";
import { storedFiles } from "./observe.ts";

export type Part = Parameters<typeof multipart>[0][number];

/** POSTs a multipart form to a tool from `remoteAddress` (a different address is another user). */
export function postForm(
  server: TestServer,
  path: string,
  parts: Part[],
  remoteAddress = "203.0.113.7",
): Promise<LightMyRequestResponse> {
  return server.app.inject({ method: "POST", url: path, remoteAddress, ...multipart(parts) });
}

export function postFile(
  server: TestServer,
  path: string,
  file: Buffer,
  fileName: string,
  fields: Record<string, string> = {},
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  return postForm(
    server,
    path,
    [
      { name: "file", value: file, fileName },
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ],
    remoteAddress,
  );
}

/** The blob keys stored now, to compare before and after a hostile request. */
export const storedBlobs = (server: TestServer): string[] => storedFiles(server.dataDir).blobs;

/**
 * Nothing of a refused or failed request stays: no new stored blob, no partial write, no task
 * directory, no probe scratch file. A finished task's input is deleted just after its final state
 * is written, so this waits up to 2 s for that.
 */
export async function expectNothingLeft(server: TestServer, blobsBefore: string[]): Promise<void> {
  const leftovers = () => {
    const now = storedFiles(server.dataDir);
    return {
      blobs: now.blobs.filter((key) => !blobsBefore.includes(key)),
      partials: now.partials,
      work: now.work,
      scratch: now.scratch,
    };
  };
  const nothing = { blobs: [], partials: [], work: [], scratch: [] };
  for (let attempt = 0; attempt < 40; attempt++) {
    if (JSON.stringify(leftovers()) === JSON.stringify(nothing)) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(leftovers()).toEqual(nothing);
}

/** A finished task's status; the task's own input is gone from storage by then. */
export async function finishedTask(server: TestServer, taskId: string): Promise<TaskStatus> {
  return waitForTask(server.app, taskId, 120_000);
}

/**
 * Another person's ordinary task (Reverse of a small real GIF, from another address) completes:
 * hostile requests before it did not take the server, its workers or its queue down.
 */
export async function neighbourTaskSucceeds(server: TestServer): Promise<void> {
  const health = await server.app.inject({ url: "/api/health" });
  expect(health.statusCode).toBe(200);
  const gif = await readFile(fixture("gif/cogs.gif"));
  const start = await postFile(server, "/api/reverse", gif, "cogs.gif", {}, "198.51.100.20");
  expect(start.statusCode).toBe(202);
  const status = await finishedTask(server, start.json().task_id);
  expect(status.state).toBe("SUCCESS");
}
