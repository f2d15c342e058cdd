import { Readable } from "node:stream";
import { formatMegabytes, taskStartedSchema } from "@gifkit/contracts";
import { firstGifFrames, gifFrameSpans } from "@gifkit/tools/shared/gif-frame-spans";
import { z } from "zod";
import { detectFileType } from "../ingest/file-type.ts";
import type { StoredBlob } from "../storage/blob-store.ts";
import type { ToolTaskPayload } from "../tasks/task-record.ts";
import { HttpError } from "./http-error.ts";
import type { Services } from "./services.ts";

/** An estimate's 202 answer: the task, and the key of the sample when it was kept. */
export const estimateStartedSchema = taskStartedSchema.extend({
  sample_key: z
    .string()
    .optional()
    .describe("A GIF sample sent as `file` is kept: send this as `source_key` next."),
});

/**
 * The most of a GIF sample file that is stored (the header and first frames; the rest of the part
 * is read and dropped, issue 28: a 200 MiB body after a GIF header was stored whole and kept for
 * an hour). The browser's sample is at most Optimize's 512 KB of whole frames, or the first frame
 * alone when it is larger: a first frame over this bound gets no estimate.
 */
export const gifSampleMaxStoredBytes = 8 * 1024 * 1024;

/**
 * A GIF sample (Optimize's) is kept as a GIF result, swept after the results' time like one, so
 * the next estimate of the same GIF at other settings names it by `source_key` instead of
 * sending it again. The payload then reads it as a source (not an input, which the queue deletes
 * when the task ends). A WebP or APNG sample goes as it came: it is not a GIF result any tool
 * can name. Returns the kept key, if any.
 *
 * What is kept is bounded: the header and the whole frames that end within `maxSampleBytes` (at
 * least the first), never what follows. When that is less than the file sent, the estimate is
 * extrapolated to what was sent (`receivedBytes`) unless the call named `source_bytes`. The kept
 * key is added to `uploadedKeys` (deleted if the call fails later) and to the payload (deleted
 * by the worker if the estimate fails).
 */
export async function keepGifSample(
  services: Services,
  sample:
    | { blob: StoredBlob; head: Uint8Array; fileName: string; receivedBytes: number }
    | undefined,
  payload: ToolTaskPayload,
  uploadedKeys: string[],
  maxSampleBytes: number,
): Promise<string | undefined> {
  if (!sample || (await detectFileType(sample.head)) !== "gif") return payload.sourceKeys?.[0];
  const read = await services.store.read(sample.blob.key);
  if (!read) return undefined;
  const stored = Buffer.concat(await read.body.toArray());
  const { frames } = gifFrameSpans(stored);
  if (frames.length === 0) {
    throw sample.receivedBytes > stored.length
      ? new HttpError(
          413,
          "file-too-large",
          `The sample's first frame is larger than ${formatMegabytes(gifSampleMaxStoredBytes)}: a size estimate keeps at most the GIF's header and first frames, ${formatMegabytes(gifSampleMaxStoredBytes)}.`,
        )
      : new HttpError(
          422,
          "corrupt-input",
          `${sample.fileName} holds no whole frame: send the GIF or its first frames as the sample.`,
        );
  }
  const fitting = Math.max(1, frames.filter((frame) => frame.end <= maxSampleBytes).length);
  const cut = fitting < frames.length || sample.receivedBytes > stored.length;
  const kept = cut ? firstGifFrames(stored, fitting) : stored;
  if (cut && payload.estimate && payload.estimate.sourceBytes === undefined) {
    payload.estimate.sourceBytes = sample.receivedBytes;
  }
  const keptBlob = await services.store.put(Readable.from([kept]), {
    contentType: "image/gif",
    downloadName: sample.fileName,
    role: "result",
    taskId: null,
  });
  // A copy without the sample (the route's list may be the same array): the kept key is no input.
  payload.inputKeys = payload.inputKeys.filter((key) => key !== sample.blob.key);
  uploadedKeys.push(keptBlob.key);
  await services.store.delete(sample.blob.key);
  payload.sourceKeys = [keptBlob.key];
  if (payload.estimate) payload.estimate.keptSampleKey = keptBlob.key;
  return keptBlob.key;
}
