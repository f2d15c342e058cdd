import { randomUUID } from "node:crypto";
import {
  abortError,
  type BackendCapabilities,
  type BackendFrames,
  type BackendHealth,
  type GenerationBackend,
  GenerationError,
  type GenerationProgress,
  type GenerationRequest,
  seedRange,
  sleep,
} from "./backend.ts";
import {
  buildAnimateDiffGraph,
  requiredNodeClasses,
  samplerNodeId,
  saveNodeId,
} from "./comfyui-graph.ts";
import type { ComfyUiConfig } from "./generation-config.ts";
import {
  type BackendResponse,
  backendRequest,
  endpoint,
  jsonBody,
  preview,
} from "./http-client.ts";
import { pngSize } from "./png.ts";

export interface ComfyUiBackendOptions
  extends Pick<
    ComfyUiConfig,
    "url" | "checkpoint" | "motionModule" | "sampler" | "scheduler" | "width" | "height"
  > {
  /** How often /history is read when the WebSocket is not there (it is the fallback). */
  pollIntervalMs?: number;
  requestTimeoutMs?: number;
  socketOpenTimeoutMs?: number;
  maxFrameBytes?: number;
}

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Consecutive failed reads of /history or /queue tolerated before the server counts as down. */
const maxConsecutivePollFailures = 3;

/**
 * Values of a combo input from /object_info: older servers send `[[...values], {...}]`, newer
 * ones `["COMBO", {options: [...]}]` (research/ai-backend.md §2a). Null when it is no combo.
 */
export function comboOptions(spec: unknown): string[] | null {
  if (!Array.isArray(spec)) return null;
  const [first, second] = spec as unknown[];
  if (Array.isArray(first))
    return first.filter((value): value is string => typeof value === "string");
  if (first === "COMBO" && isRecord(second) && Array.isArray(second.options)) {
    return second.options.filter((value): value is string => typeof value === "string");
  }
  return null;
}

function inputSpec(info: unknown, name: string): unknown {
  if (!isRecord(info) || !isRecord(info.input)) return undefined;
  const { required, optional } = info.input;
  return (
    (isRecord(required) ? required[name] : undefined) ??
    (isRecord(optional) ? optional[name] : undefined)
  );
}

function listed(values: string[]): string {
  if (values.length === 0) return "none";
  const shown = values.slice(0, 10).join(", ");
  return values.length > 10 ? `${shown} and ${values.length - 10} more` : shown;
}

/** A 400 from POST /prompt in words: which node, which input, what was wrong. */
export function describeRejection(body: unknown): {
  kind: "misconfigured" | "failed";
  detail: string;
} {
  if (!isRecord(body)) return { kind: "failed", detail: "ComfyUI refused the prompt" };
  const error = isRecord(body.error) ? body.error : {};
  const parts: string[] = [];
  if (typeof error.message === "string") {
    parts.push(
      typeof error.details === "string" && error.details && error.type === "invalid_prompt"
        ? `${error.message} (${error.details})`
        : error.message,
    );
  }
  let configuration = error.type === "invalid_prompt"; // a node class that does not exist
  if (isRecord(body.node_errors)) {
    for (const [nodeId, nodeError] of Object.entries(body.node_errors)) {
      if (!isRecord(nodeError) || !Array.isArray(nodeError.errors)) continue;
      for (const entry of nodeError.errors) {
        if (!isRecord(entry)) continue;
        if (entry.type === "value_not_in_list") configuration = true;
        parts.push(
          `${String(nodeError.class_type ?? "node")} #${nodeId}: ${String(entry.message ?? "invalid")}${
            entry.details ? `: ${String(entry.details)}` : ""
          }`,
        );
      }
    }
  }
  return {
    kind: configuration ? "misconfigured" : "failed",
    detail: `ComfyUI refused the prompt: ${parts.join("; ") || "no reason given"}`,
  };
}

interface ImageRef {
  filename: string;
  subfolder: string;
  type: string;
}

/** ComfyUI (self-hosted) running AnimateDiff-Evolved: research/ai-backend.md §2a. */
export function createComfyUiBackend(options: ComfyUiBackendOptions): GenerationBackend {
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const requestTimeoutMs = options.requestTimeoutMs ?? 30_000;
  const maxFrameBytes = options.maxFrameBytes ?? 32 * 1024 * 1024;

  const call = (
    path: string,
    signal: AbortSignal,
    init: { json?: unknown; maxBytes?: number } = {},
  ): Promise<BackendResponse> =>
    backendRequest(endpoint(options.url, path), {
      signal,
      timeoutMs: requestTimeoutMs,
      ...init,
    });

  async function callJson(path: string, signal: AbortSignal, json?: unknown): Promise<unknown> {
    const response = await call(path, signal, json === undefined ? {} : { json });
    const what = `${json === undefined ? "GET" : "POST"} ${path.split("?")[0]}`;
    if (response.status !== 200) {
      throw new GenerationError(
        response.status >= 500 ? "unavailable" : "malformed",
        `${what} answered ${response.status}: ${preview(response.body)}`,
      );
    }
    return jsonBody(response, what);
  }

  async function health(signal: AbortSignal = AbortSignal.timeout(20_000)): Promise<BackendHealth> {
    try {
      await callJson("/system_stats", signal);
    } catch (error) {
      return {
        state: "unavailable",
        detail: `ComfyUI at ${options.url} did not answer: ${(error as Error).message}`,
      };
    }
    const infos: Record<string, unknown> = {};
    const missing: string[] = [];
    try {
      for (const nodeClass of Object.keys(requiredNodeClasses)) {
        const body = await callJson(`/object_info/${nodeClass}`, signal);
        // An unknown class answers 200 with {}.
        if (isRecord(body) && isRecord(body[nodeClass])) infos[nodeClass] = body[nodeClass];
        else missing.push(nodeClass);
      }
    } catch (error) {
      return {
        state: "unavailable",
        detail: `ComfyUI /object_info failed: ${(error as Error).message}`,
      };
    }
    if (missing.length > 0) {
      const needsAnimateDiff = missing.some(
        (nodeClass) => requiredNodeClasses[nodeClass] === "ComfyUI-AnimateDiff-Evolved",
      );
      return {
        state: "misconfigured",
        detail: `ComfyUI has no node class ${missing.join(", ")}${
          needsAnimateDiff ? ": install the ComfyUI-AnimateDiff-Evolved custom node" : ""
        }`,
      };
    }
    const problems: string[] = [];
    const checks: [string, string, string, string][] = [
      [
        "CheckpointLoaderSimple",
        "ckpt_name",
        options.checkpoint,
        "checkpoint (COMFYUI_CHECKPOINT) in models/checkpoints",
      ],
      [
        "ADE_AnimateDiffLoaderGen1",
        "model_name",
        options.motionModule,
        "motion module (COMFYUI_MOTION_MODULE) in AnimateDiff-Evolved's models",
      ],
      ["KSampler", "sampler_name", options.sampler, "sampler (COMFYUI_SAMPLER)"],
      ["KSampler", "scheduler", options.scheduler, "scheduler (COMFYUI_SCHEDULER)"],
    ];
    for (const [nodeClass, input, wanted, label] of checks) {
      const values = comboOptions(inputSpec(infos[nodeClass], input));
      if (values === null) problems.push(`${nodeClass}.${input} is not a list of choices`);
      else if (!values.includes(wanted)) {
        problems.push(`no ${label} named "${wanted}" (ComfyUI has: ${listed(values)})`);
      }
    }
    return problems.length > 0
      ? {
          state: "misconfigured",
          detail: `ComfyUI is missing what GifKit needs: ${problems.join("; ")}`,
        }
      : { state: "ready" };
  }

  /** Listens on /ws for our prompt's events; null when the socket cannot be opened (we poll). */
  function openSocket(
    clientId: string,
    onMessage: (message: Json) => void,
  ): Promise<WebSocket | null> {
    const url = new URL(endpoint(options.url, `/ws?clientId=${clientId}`));
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    return new Promise((resolve) => {
      let socket: WebSocket;
      try {
        socket = new WebSocket(url);
      } catch {
        return resolve(null);
      }
      const timer = setTimeout(() => {
        socket.close();
        resolve(null);
      }, options.socketOpenTimeoutMs ?? 5000);
      socket.addEventListener("open", () => {
        clearTimeout(timer);
        resolve(socket);
      });
      socket.addEventListener("error", () => {
        clearTimeout(timer);
        resolve(null);
      });
      socket.addEventListener("message", (event) => {
        // Binary frames are previews: ignored.
        if (typeof event.data !== "string") return;
        try {
          const message = JSON.parse(event.data) as unknown;
          if (isRecord(message)) onMessage(message);
        } catch {
          // A frame that is not JSON says nothing about our prompt.
        }
      });
    });
  }

  /** Where our prompt is: running, waiting behind `ahead` others, or in neither list (done). */
  async function queuePlace(
    promptId: string,
    signal: AbortSignal,
  ): Promise<{ where: "running" } | { where: "pending"; ahead: number } | { where: "absent" }> {
    const body = await callJson("/queue", signal);
    if (
      !isRecord(body) ||
      !Array.isArray(body.queue_running) ||
      !Array.isArray(body.queue_pending)
    ) {
      throw new GenerationError(
        "malformed",
        "GET /queue did not list queue_running and queue_pending",
      );
    }
    // Entries are [number, prompt_id, prompt, extra_data, outputs]; pending is a heap, not sorted.
    const running = body.queue_running as unknown[][];
    const pending = body.queue_pending as unknown[][];
    if (running.some((entry) => Array.isArray(entry) && entry[1] === promptId))
      return { where: "running" };
    const ours = pending.find((entry) => Array.isArray(entry) && entry[1] === promptId);
    if (!ours) return { where: "absent" };
    const number = Number(ours[0]);
    const before = pending.filter(
      (entry) => Array.isArray(entry) && Number(entry[0]) < number,
    ).length;
    return { where: "pending", ahead: running.length + before };
  }

  /** Removes a waiting prompt or interrupts a running one; says what it did, for the log. */
  async function stopPrompt(promptId: string): Promise<string> {
    const signal = AbortSignal.timeout(10_000);
    let place: Awaited<ReturnType<typeof queuePlace>> | null = null;
    try {
      place = await queuePlace(promptId, signal);
    } catch {
      // Not knowing where it is, both calls below are safe: each names our prompt.
    }
    const done: string[] = [];
    try {
      if (!place || place.where === "pending") {
        await call("/queue", signal, { json: { delete: [promptId] } });
        done.push("removed from the ComfyUI queue");
      }
      if (!place || place.where === "running") {
        // With prompt_id, ComfyUI interrupts only if that prompt is the one running.
        await call("/interrupt", signal, { json: { prompt_id: promptId } });
        done.push("interrupted on ComfyUI");
      }
    } catch (error) {
      done.push(`could not be stopped on ComfyUI: ${(error as Error).message}`);
    }
    return done.join(", ") || "had already finished on ComfyUI";
  }

  /** The history entry's verdict: failures in words, success as the entry itself. */
  function checkHistory(entry: Json, promptId: string): Json {
    const status = isRecord(entry.status) ? entry.status : null;
    if (status && status.status_str === "error") {
      const messages = Array.isArray(status.messages) ? (status.messages as unknown[]) : [];
      for (const message of messages) {
        if (!Array.isArray(message) || !isRecord(message[1])) continue;
        if (message[0] === "execution_error") throw executionError(message[1]);
        if (message[0] === "execution_interrupted") {
          throw new GenerationError(
            "failed",
            `prompt ${promptId} was interrupted on the ComfyUI server`,
          );
        }
      }
      throw new GenerationError("failed", `prompt ${promptId} ended with an error on ComfyUI`);
    }
    return entry;
  }

  function executionError(data: Json): GenerationError {
    return new GenerationError(
      "failed",
      `ComfyUI node ${String(data.node_type ?? "?")} #${String(data.node_id ?? "?")} raised ${String(
        data.exception_type ?? "an error",
      )}: ${String(data.exception_message ?? "").trim()}`,
    );
  }

  function imageRefs(entry: Json, promptId: string): ImageRef[] {
    const outputs = isRecord(entry.outputs) ? entry.outputs : {};
    const saved = isRecord(outputs[saveNodeId]) ? outputs[saveNodeId] : {};
    const images = Array.isArray(saved.images) ? saved.images : null;
    if (!images || images.length === 0) {
      throw new GenerationError(
        "malformed",
        `history of prompt ${promptId} lists no images from SaveImage node ${saveNodeId}`,
      );
    }
    const refs = images.map((image, index) => {
      if (!isRecord(image) || typeof image.filename !== "string" || image.filename === "") {
        throw new GenerationError(
          "malformed",
          `image ${index + 1} of prompt ${promptId} has no filename`,
        );
      }
      return {
        filename: image.filename,
        subfolder: typeof image.subfolder === "string" ? image.subfolder : "",
        type: typeof image.type === "string" ? image.type : "output",
      };
    });
    // SaveImage numbers its files prefix_00001_.png, prefix_00002_.png, ...: that is frame order.
    return refs.sort((a, b) => a.filename.localeCompare(b.filename, "en", { numeric: true }));
  }

  async function fetchFrame(ref: ImageRef, index: number, signal: AbortSignal): Promise<Buffer> {
    const query = new URLSearchParams({
      filename: ref.filename,
      subfolder: ref.subfolder,
      type: ref.type,
    });
    const response = await call(`/view?${query}`, signal, { maxBytes: maxFrameBytes });
    if (response.status !== 200) {
      throw new GenerationError(
        response.status >= 500 ? "unavailable" : "malformed",
        `GET /view of frame ${index + 1} (${ref.filename}) answered ${response.status}`,
      );
    }
    if (!pngSize(response.body)) {
      throw new GenerationError(
        "malformed",
        `frame ${index + 1} (${ref.filename}) is not a PNG: ${preview(response.body)}`,
      );
    }
    return response.body;
  }

  async function generate(
    request: GenerationRequest,
    {
      signal,
      onProgress,
    }: { signal: AbortSignal; onProgress: (progress: GenerationProgress) => void },
  ): Promise<BackendFrames> {
    let promptId: string = randomUUID();
    const clientId = randomUUID();
    let submitted = false;
    let socket: WebSocket | null = null;

    // What the WebSocket has told us; the polling loop below reads it and is woken by it.
    let started = false;
    let finished = false;
    let failure: GenerationError | null = null;
    let wake: () => void = () => {};
    let lastStep = -1;
    const onMessage = (message: Json) => {
      const data = isRecord(message.data) ? message.data : {};
      if (data.prompt_id !== promptId) return;
      switch (message.type) {
        case "execution_start":
          if (!started) onProgress({ phase: "running" });
          started = true;
          break;
        case "progress": {
          if (data.node !== undefined && data.node !== null && String(data.node) !== samplerNodeId)
            break;
          const step = Number(data.value);
          const total = Number(data.max);
          if (Number.isFinite(step) && Number.isFinite(total) && total > 0 && step !== lastStep) {
            started = true;
            lastStep = step;
            onProgress({ phase: "sampling", step, totalSteps: total });
          }
          break;
        }
        case "executing":
          if (data.node === null) finished = true; // older servers' "prompt done"
          break;
        case "execution_success":
          finished = true;
          break;
        case "execution_error":
          failure = executionError(data);
          break;
        case "execution_interrupted":
          failure = new GenerationError(
            "failed",
            `prompt ${promptId} was interrupted on the ComfyUI server`,
          );
          break;
      }
      wake();
    };
    const pause = (ms: number) =>
      new Promise<void>((resolve, reject) => {
        wake = resolve;
        sleep(ms, signal).then(resolve, reject);
      });

    try {
      onProgress({ phase: "queued" });
      socket = await openSocket(clientId, onMessage);
      const graph = buildAnimateDiffGraph(request, {
        ...options,
        filenamePrefix: `gifkit/${promptId}`,
      });
      const submit = await call("/prompt", signal, {
        json: { prompt: graph, client_id: clientId, prompt_id: promptId },
      });
      if (submit.status === 400) {
        const { kind, detail } = describeRejection(jsonBody(submit, "POST /prompt"));
        throw new GenerationError(kind, detail);
      }
      if (submit.status !== 200) {
        throw new GenerationError(
          submit.status >= 500 ? "unavailable" : "malformed",
          `POST /prompt answered ${submit.status}: ${preview(submit.body)}`,
        );
      }
      const accepted = jsonBody(submit, "POST /prompt");
      if (!isRecord(accepted) || typeof accepted.prompt_id !== "string") {
        throw new GenerationError(
          "malformed",
          `POST /prompt answered without a prompt_id: ${preview(submit.body)}`,
        );
      }
      submitted = true;
      // Servers older than client-chosen ids give their own: follow that one.
      promptId = accepted.prompt_id;

      let failures = 0;
      let lastAhead: number | undefined;
      let entry: Json | null = null;
      while (!entry) {
        if (failure) throw failure;
        try {
          const history = await callJson(`/history/${promptId}`, signal);
          if (isRecord(history) && isRecord(history[promptId])) {
            entry = checkHistory(history[promptId] as Json, promptId);
            break;
          }
          if (!started && !finished) {
            const place = await queuePlace(promptId, signal);
            if (place.where === "running") {
              started = true;
              onProgress({ phase: "running" });
            } else if (place.where === "pending" && place.ahead !== lastAhead) {
              lastAhead = place.ahead;
              onProgress({ phase: "queued", jobsAhead: place.ahead });
            }
          }
          failures = 0;
        } catch (error) {
          if (signal.aborted || !(error instanceof GenerationError) || error.kind !== "unavailable")
            throw error;
          failures++;
          if (failures >= maxConsecutivePollFailures) throw error;
        }
        // With the socket we are woken by its events; history is still read now and then in case
        // an event was lost. Without it, polling is the only source.
        const socketOpen = socket !== null && socket.readyState === WebSocket.OPEN;
        await pause(finished ? 200 : socketOpen ? Math.max(2000, pollIntervalMs) : pollIntervalMs);
      }

      const refs = imageRefs(entry, promptId);
      if (refs.length !== request.frames) {
        throw new GenerationError(
          "malformed",
          `ComfyUI saved ${refs.length} images for prompt ${promptId}, ${request.frames} were asked for`,
        );
      }
      onProgress({ phase: "downloading" });
      const frames: Buffer[] = [];
      for (const [index, ref] of refs.entries()) frames.push(await fetchFrame(ref, index, signal));
      return { frames, seed: request.seed };
    } catch (error) {
      if (signal.aborted) {
        const what = submitted ? await stopPrompt(promptId) : "was not submitted yet";
        const stopped = abortError(signal, `ComfyUI prompt ${promptId}`);
        throw new GenerationError(stopped.kind, `${stopped.message} (${what})`);
      }
      throw error;
    } finally {
      socket?.close();
    }
  }

  return {
    capabilities(): BackendCapabilities {
      return {
        backend: "comfyui",
        model: `AnimateDiff ${options.motionModule} on ${options.checkpoint}`,
        // The node definitions' own limits: KSampler steps 1-10000 and cfg 0-100.
        ranges: { frames: [1, 128], steps: [1, 10_000], guidance: [0, 100], seed: seedRange },
        frameWidth: options.width,
        frameHeight: options.height,
        reportsSteps: true,
      };
    },
    health,
    generate,
  };
}
