import { createReadStream } from "node:fs";
import { mkdir, rm, stat, statfs } from "node:fs/promises";
import { join } from "node:path";
import {
  defaultDownloadName,
  defaultLimits,
  extensionOf,
  type Limits,
  linkContentMismatchMessage,
  outputKinds,
  stage,
  type TaskResult,
} from "@gifkit/contracts";
import {
  type FrameGenerator,
  type InputFacts,
  type InputOrigin,
  type MediaToolkit,
  ToolError,
  tools,
} from "@gifkit/tools";
import { runOwnTask, runToolEstimate, runToolTask } from "@gifkit/tools/server";
import { isCompleteGif } from "@gifkit/tools/shared/image-header";
import { readHead } from "@gifkit/tools/shared/read-head";
import { detectFileType, isAcceptedType } from "../ingest/file-type.ts";
import {
  assertInputWithinLimits,
  InputRejectedError,
  localFileSource,
  probeVideoWithinLimits,
} from "../ingest/input-limits.ts";
import { safeFetchToFile, UrlFetchError } from "../ingest/safe-fetch.ts";
import { downloadYoutubeVideo, isYoutubeLink, YoutubeLinkError } from "../ingest/youtube.ts";
import type { BlobStore } from "../storage/blob-store.ts";
import {
  damagedInputMessage,
  isDamagedInputError,
  isOutOfStorageError,
  outOfStorageMessage,
} from "./input-errors.ts";
import { tracePhase } from "./phase-trace.ts";
import {
  isToolTask,
  type ProgressReport,
  sourceExpiredMessage,
  TaskFailedError,
  type TaskPayload,
} from "./task-record.ts";
import { createToolTaskHost } from "./tool-task-host.ts";

export interface ExecuteDependencies {
  store: BlobStore;
  media: MediaToolkit;
  /** Parent of every task's private directory. */
  workRoot: string;
  maxUploadBytes: number;
  allowLoopbackUrls: boolean;
  /**
   * Input limits checked on fetched URLs and on every video (uploaded images were checked by the
   * API from their headers); default: contracts.
   */
  limits?: Limits;
  /** The AI generation backend (Prompt to GIF), when one is configured. */
  generator?: FrameGenerator;
}

/**
 * Runs one task inside a worker: materialises the inputs in the task's own directory, inspects
 * each once (content type; a video's probe and limits; a link's header limits), runs the tool's
 * processor with those facts, stores the outputs and removes the directory, whatever happens.
 * A task of a tool's own kind (Video to GIF's link and preview calls) runs its tool's runner here
 * too, with this worker's ToolTaskHost.
 */
export async function executeTask(
  task: { id: string; payload: TaskPayload },
  dependencies: ExecuteDependencies,
  { signal, onProgress }: { signal: AbortSignal; onProgress: (report: ProgressReport) => void },
): Promise<TaskResult> {
  const { payload } = task;
  const workDir = join(dependencies.workRoot, task.id);
  await rm(workDir, { recursive: true, force: true });
  await mkdir(workDir, { recursive: true });
  const storedKeys: string[] = [];
  try {
    if (!isToolTask(payload)) {
      const host = createToolTaskHost(dependencies, { taskId: task.id, storedKeys });
      return await runOwnTask(payload, host, {
        workDir,
        signal,
        reportProgress: (update) => onProgress(update),
      });
    }
    const tool = tools[payload.tool];
    const limits = dependencies.limits ?? defaultLimits;
    const inputCount = payload.inputKeys.length + payload.inputUrls.length;
    /** A refusal fails the task; with several inputs the message says which one. */
    const refusal = (name: string) => (error: unknown) => {
      if (error instanceof InputRejectedError)
        throw new TaskFailedError(
          inputCount > 1 ? `${name}: ${error.message}` : error.message,
          error.code,
        );
      throw error;
    };
    /** The one probe of a video (the processor gets its facts); other inputs: their type. */
    const inspect = async (path: string, detectedType: string | null, name: string) => {
      const facts: InputFacts = { detectedType };
      if (detectedType && isAcceptedType(detectedType, "video")) {
        facts.video = await probeVideoWithinLimits(
          path,
          detectedType,
          limits,
          dependencies.media.run,
          signal,
        ).catch(refusal(name));
      }
      return facts;
    };
    const inputPaths: string[] = [];
    const inputOrigins: InputOrigin[] = [];
    const inputFacts: InputFacts[] = [];
    const attachmentPaths: Record<string, string> = {};
    const attachmentKeys = new Set<string>();
    for (const [index, attachment] of (payload.attachments ?? []).entries()) {
      const path = join(workDir, `attachment-${index}`);
      await dependencies.store.copyToFile(attachment.key, path);
      attachmentPaths[attachment.field] = path;
      attachmentKeys.add(attachment.key);
    }
    for (const [index, key] of payload.inputKeys.entries()) {
      if (attachmentKeys.has(key)) continue;
      const path = join(workDir, `input-${index}`);
      await dependencies.store.copyToFile(key, path);
      const name = payload.inputNames?.[index] ?? `file ${inputOrigins.length + 1}`;
      // Its type and an image's header limits were checked by the start call.
      inputFacts.push(await inspect(path, await detectFileType(await readHead(path)), name));
      inputPaths.push(path);
      inputOrigins.push({ kind: "file", index: inputOrigins.length, name });
    }
    for (const [index, key] of (payload.sourceKeys ?? []).entries()) {
      const path = join(workDir, `source-${index}`);
      // The result may have been swept between the start call and now.
      await dependencies.store.copyToFile(key, path).catch(() => {
        const { resultTtlMinutes } = dependencies.limits ?? defaultLimits;
        throw new TaskFailedError(sourceExpiredMessage(resultTtlMinutes), "source-expired");
      });
      inputPaths.push(path);
      inputFacts.push({ detectedType: "gif" });
      inputOrigins.push({ kind: "file", index: inputOrigins.length, name: "the earlier result" });
    }
    for (const [index, url] of payload.inputUrls.entries()) {
      onProgress({ percent: 2, ...stage("downloading-from-url") });
      const path = join(workDir, `url-${index}`);
      // YouTube pages go only through yt-dlp's YouTube extractor (ingest/youtube.ts).
      await fetchLinkToFile(url, path, tool.input === "video" && isYoutubeLink(url), {
        dependencies,
        signal,
      });
      const detectedType = await detectFileType(await readHead(path));
      if (tool.input !== "none" && !isAcceptedType(detectedType, tool.input)) {
        throw new TaskFailedError(
          linkContentMismatchMessage(new URL(url).pathname, shorten(url)),
          "unsupported-file-type",
        );
      }
      // The header checks uploaded images get in the API, before any decoder sees the file.
      if (detectedType) {
        await assertInputWithinLimits(localFileSource(path, detectedType), limits).catch(
          refusal(shorten(url)),
        );
      }
      inputFacts.push(await inspect(path, detectedType, shorten(url)));
      inputPaths.push(path);
      inputOrigins.push({ kind: "url", index, name: url });
    }

    if (payload.estimate) {
      const estimate = await runToolEstimate(payload.tool, payload.options, {
        inputPaths,
        inputOrigins,
        workDir,
        media: dependencies.media,
        signal,
        reportProgress: (update) => onProgress(update),
        sourceBytes: payload.estimate.sourceBytes,
        sampleRunFrames: payload.estimate.sampleRunFrames,
      });
      return { sizes: {}, estimate };
    }
    tracePhase(task.id, "inputs-ready");
    const result = await runToolTask(payload, {
      inputPaths,
      inputOrigins,
      inputFacts,
      attachmentPaths,
      workDir,
      media: dependencies.media,
      signal,
      reportProgress: (update) => onProgress(update),
      generator: dependencies.generator,
    });

    tracePhase(task.id, "processed");
    const taskResult: TaskResult = { sizes: {} };
    for (const output of result.outputs) {
      const size = (await stat(output.path)).size;
      const whole =
        size > 0 && (output.kind !== "gif" || (await isCompleteGif(createReadStream(output.path))));
      if (!whole) {
        // gifsicle exits 0 even when it could not write all of its output (a full disk).
        if (await isDiskNearlyFull(workDir))
          throw new TaskFailedError(outOfStorageMessage, "storage-full");
        throw new TaskFailedError(
          size === 0
            ? "Processing produced an empty file. Please try again."
            : "Processing produced an incomplete file. Please try again.",
          size === 0 ? "empty-output" : "incomplete-output",
        );
      }
      const stored = await dependencies.store.putFile(output.path, {
        contentType: outputKinds[output.kind].contentType,
        downloadName: tool.downloadNames[output.kind] ?? defaultDownloadName(output.kind),
        role: "result",
        taskId: task.id,
      });
      storedKeys.push(stored.key);
      taskResult[output.kind] = stored.key;
      (taskResult.sizes as Record<string, number>)[output.kind] = size;
    }
    taskResult.path = taskResult.gif ?? storedKeys[0];
    tracePhase(task.id, "stored");
    if (result.unchanged) taskResult.unchanged = true;
    if (result.hasAudio !== undefined) taskResult.hasAudio = result.hasAudio;
    if (result.notes && result.notes.length > 0) taskResult.notes = result.notes;
    if (result.settings) taskResult.settings = result.settings;
    return taskResult;
  } catch (error) {
    // Nothing of a failed task stays behind: neither its outputs nor the sample a failed
    // estimate would have kept for the next one.
    const keptSampleKey = isToolTask(payload) ? payload.estimate?.keptSampleKey : undefined;
    await Promise.all(
      [...storedKeys, ...(keptSampleKey ? [keptSampleKey] : [])].map((key) =>
        dependencies.store.delete(key),
      ),
    );
    if (error instanceof ToolError) {
      throw new TaskFailedError(error.message, error.code, error.values);
    }
    if (!(error instanceof TaskFailedError) && isOutOfStorageError(error)) {
      throw new TaskFailedError(outOfStorageMessage, "storage-full");
    }
    if (!(error instanceof TaskFailedError) && !signal.aborted && isDamagedInputError(error)) {
      throw new TaskFailedError(damagedInputMessage, "damaged-input");
    }
    throw error;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** Less than 1 MB left where the task writes: the likely reason an output came out cut. */
async function isDiskNearlyFull(directory: string): Promise<boolean> {
  const volume = await statfs(directory).catch(() => null);
  return volume !== null && volume.bavail * volume.bsize < 1024 * 1024;
}

function shorten(url: string): string {
  const extension = extensionOf(url);
  return url.length > 80 ? `${url.slice(0, 60)}…${extension ? `.${extension}` : ""}` : url;
}

/**
 * Downloads a link into the task's directory: a YouTube page through yt-dlp (length and size
 * checked from its metadata first), anything else with the safe fetcher. A refusal fails the task
 * with its own message and code.
 */
export async function fetchLinkToFile(
  url: string,
  path: string,
  viaYoutube: boolean,
  { dependencies, signal }: { dependencies: ExecuteDependencies; signal: AbortSignal },
): Promise<void> {
  try {
    if (viaYoutube) {
      await downloadYoutubeVideo(url, path, {
        run: dependencies.media.run,
        signal,
        maxBytes: dependencies.maxUploadBytes,
        maxDurationSeconds: (dependencies.limits ?? defaultLimits).maxLinkedVideoSeconds,
      });
    } else {
      await safeFetchToFile(url, path, {
        maxBytes: dependencies.maxUploadBytes,
        signal,
        allowLoopback: dependencies.allowLoopbackUrls,
      });
    }
  } catch (error) {
    if (error instanceof YoutubeLinkError) {
      throw new TaskFailedError(error.message, error.code, error.details.values ?? null);
    }
    if (error instanceof UrlFetchError) throw new TaskFailedError(error.message, error.code);
    throw error;
  }
}
