import type { BlobStore } from "../storage/blob-store.ts";
import { isToolTask, type TaskRecord } from "./task-record.ts";

/**
 * Deletes every stored file of a task: its uploaded inputs and whatever its worker stored before
 * it was stopped (blobs carry their task's id). For a cancelled task, which keeps nothing; the
 * store is listed once, which is fine for an action a person takes by hand.
 */
export async function deleteTaskFiles(store: BlobStore, record: TaskRecord): Promise<void> {
  const keys = new Set(record.payload.inputKeys);
  // A size estimate's GIF sample, kept as a result for the editor's next estimate: a cancelled
  // estimate is over, so its sample goes too (issue 40: it stayed downloadable for its TTL).
  const keptSampleKey = isToolTask(record.payload) ? record.payload.estimate?.keptSampleKey : null;
  if (keptSampleKey) keys.add(keptSampleKey);
  for await (const blob of store.list()) {
    if (blob.metadata.taskId === record.id) keys.add(blob.key);
  }
  await Promise.all([...keys].map((key) => store.delete(key).catch(() => {})));
}
