import { taskStartedSchema } from "@gifkit/contracts";
import { z } from "zod";
import { detectFileType } from "../ingest/file-type.ts";
import type { StoredBlob } from "../storage/blob-store.ts";
import type { ToolTaskPayload } from "../tasks/task-record.ts";
import type { Services } from "./services.ts";

/** An estimate's 202 answer: the task, and the key of the sample when it was kept. */
export const estimateStartedSchema = taskStartedSchema.extend({
  sample_key: z
    .string()
    .optional()
    .describe("A GIF sample sent as `file` is kept: send this as `source_key` next."),
});

/**
 * A GIF sample (Optimize's) is kept as a GIF result, swept after the results' time like one, so
 * the next estimate of the same GIF at other settings names it by `source_key` instead of
 * sending it again. The payload then reads it as a source (not an input, which the queue deletes
 * when the task ends). A WebP or APNG sample goes as it came: it is not a GIF result any tool
 * can name. Returns the kept key, if any.
 */
export async function keepGifSample(
  services: Services,
  sample: { blob: StoredBlob; head: Uint8Array; fileName: string } | undefined,
  payload: ToolTaskPayload,
): Promise<string | undefined> {
  if (!sample || (await detectFileType(sample.head)) !== "gif") return payload.sourceKeys?.[0];
  const read = await services.store.read(sample.blob.key);
  if (!read) return undefined;
  const stored = await services.store.put(read.body, {
    contentType: "image/gif",
    downloadName: sample.fileName,
    role: "result",
    taskId: null,
  });
  await services.store.delete(sample.blob.key);
  payload.inputKeys = payload.inputKeys.filter((key) => key !== sample.blob.key);
  payload.sourceKeys = [stored.key];
  return stored.key;
}
