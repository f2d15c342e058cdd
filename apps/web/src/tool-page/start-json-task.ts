import type { InputFreeFlowText, JsonRequestBody } from "@gifkit/tools/shared/input-free-editor";
import { apiBase, rememberCancelToken } from "../task/api-client.ts";
import { pollingCancelledMessage, TaskError } from "../task/polling.ts";

interface StartAnswer {
  task_id?: unknown;
  taskId?: unknown;
  cancel_token?: unknown;
  message?: unknown;
  error?: unknown;
  code?: unknown;
}

const text = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value : null;

/**
 * Starts the task of a tool without input: POST of its JSON request (spec: tools §7, Prompt to
 * GIF). The identifier may be task_id or taskId; an error's text may be in message or error
 * (a framework's answer has both, and then message is the specific one).
 */
export async function startJsonTask(
  apiPath: string,
  body: JsonRequestBody,
  messages: Pick<InputFreeFlowText, "startFailed" | "missingTaskId">,
  signal: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  let response: Response;
  try {
    response = await fetchImpl(`${apiBase}${apiPath}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      signal,
    });
  } catch {
    throw new TaskError(signal.aborted ? pollingCancelledMessage : messages.startFailed);
  }
  let answer: StartAnswer | null = null;
  try {
    answer = (await response.json()) as StartAnswer | null;
  } catch {
    // Not JSON (a proxy's error page): the messages below still apply.
  }
  if (!response.ok) {
    throw new TaskError(
      text(answer?.message) ?? text(answer?.error) ?? messages.startFailed,
      answer?.code,
    );
  }
  const taskId = text(answer?.task_id) ?? text(answer?.taskId);
  if (!taskId) throw new TaskError(messages.missingTaskId);
  rememberCancelToken(taskId, answer?.cancel_token);
  return taskId;
}
