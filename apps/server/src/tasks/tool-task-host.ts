import { defaultLimits } from "@gifkit/contracts";
import { ToolError } from "@gifkit/tools";
import type { ToolTaskHost } from "@gifkit/tools/server";
import { InputRejectedError, probeVideoWithinLimits } from "../ingest/input-limits.ts";
import { isYoutubeLink } from "../ingest/youtube.ts";
import type { ExecuteDependencies } from "./execute-task.ts";
import { fetchLinkToFile } from "./execute-task.ts";
import { TaskFailedError, uploadExpiredMessage } from "./task-record.ts";

/** A refusal of this server's checks as the tool sees it: a ToolError with its message and code. */
function asToolError(error: unknown): never {
  if (error instanceof TaskFailedError)
    throw new ToolError(error.message, error.code, error.values);
  if (error instanceof InputRejectedError) throw new ToolError(error.message, error.code);
  throw error;
}

/**
 * What a task of a tool's own kind gets of this worker (ToolTaskHost): one per task, since the
 * results it stores are the task's (`storedKeys`, deleted by executeTask when the task fails).
 */
export function createToolTaskHost(
  dependencies: ExecuteDependencies,
  task: { taskId: string; storedKeys: string[] },
): ToolTaskHost {
  const limits = dependencies.limits ?? defaultLimits;
  const { store } = dependencies;
  return {
    media: dependencies.media,
    limits,
    probeVideo: (path, detectedType, signal) =>
      probeVideoWithinLimits(path, detectedType, limits, dependencies.media.run, signal).catch(
        asToolError,
      ),
    isYoutubeLink,
    fetchLinkToFile: (url, path, signal) =>
      fetchLinkToFile(url, path, isYoutubeLink(url), { dependencies, signal }).catch(asToolError),
    copyUploadToFile: (key, path) =>
      store.copyToFile(key, path).catch(() => {
        throw new ToolError(uploadExpiredMessage, "upload-expired");
      }),
    storeUpload: async (path, naming) =>
      // An upload: kept until a conversion uses it (then deleted with that task) or its time is up.
      (await store.putFile(path, { ...naming, role: "input", taskId: null })).key,
    async storeResult(path, naming) {
      const stored = await store.putFile(path, { ...naming, role: "result", taskId: task.taskId });
      task.storedKeys.push(stored.key);
      return { key: stored.key, sizeBytes: stored.metadata.sizeBytes };
    },
    deleteUpload: (key) => store.delete(key),
  };
}
