import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { safeFetchToFile, UrlFetchError } from "../ingest/safe-fetch.ts";
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
import { type PredictionConfig, type RequestField, requestFields } from "./generation-config.ts";
import {
  type BackendResponse,
  backendRequest,
  endpoint,
  jsonBody,
  preview,
} from "./http-client.ts";
import { pngSize } from "./png.ts";

export interface PredictionBackendOptions
  extends Pick<
    PredictionConfig,
    "url" | "api" | "token" | "model" | "inputMap" | "extraInput" | "width" | "height"
  > {
  pollIntervalMs?: number;
  requestTimeoutMs?: number;
  /** Wait before trying again when Cog answers 409 (all prediction slots busy). */
  busyRetryMs?: number;
  maxFrameBytes?: number;
  /** Test-only (UNSAFE_ALLOW_LOOPBACK_URLS_FOR_TESTS): output links on loopback may be fetched. */
  allowLoopbackOutputs?: boolean;
}

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Prediction answers carry every frame inline as data URLs (Cog's default): allow for that. */
const maxPredictionBodyBytes = 200 * 1024 * 1024;
const maxConsecutivePollFailures = 3;

/** The model's input object: our fields under the model's names, plus the fixed inputs. */
export function predictionInput(
  request: GenerationRequest,
  options: Pick<PredictionBackendOptions, "inputMap" | "extraInput" | "width" | "height">,
): Json {
  const values: Record<RequestField, unknown> = {
    prompt: request.prompt,
    // None given: the model's own default negative prompt applies.
    negativePrompt: request.negativePrompt ?? undefined,
    frames: request.frames,
    steps: request.steps,
    guidance: request.guidance,
    seed: request.seed,
    width: options.width,
    height: options.height,
  };
  const input: Json = { ...options.extraInput };
  for (const field of requestFields) {
    const name = options.inputMap[field];
    if (name && values[field] !== undefined) input[name] = values[field];
  }
  return input;
}

/** Sampling progress from a diffusers/tqdm log ("42%|████ | 10/24 [00:05<00:07, ...]"). */
export function stepsFromLogs(logs: unknown): { step: number; totalSteps: number } | null {
  if (typeof logs !== "string") return null;
  let last: { step: number; totalSteps: number } | null = null;
  for (const match of logs.matchAll(/(\d+)\/(\d+) \[/g)) {
    const step = Number(match[1]);
    const totalSteps = Number(match[2]);
    if (totalSteps > 0 && step <= totalSteps) last = { step, totalSteps };
  }
  return last;
}

/** Cog's recommended id form: 16 random bytes, base32, lower case, no padding (26 characters). */
function predictionId(): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz234567";
  let bits = 0;
  let value = 0;
  let id = "";
  for (const byte of randomBytes(16)) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      id += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) id += alphabet[(value << (5 - bits)) & 31];
  return id;
}

/**
 * The prediction contract of Cog (a model container's own server) and Replicate (hosted), which
 * share the prediction object {id, status, output, error, logs, metrics}: research/ai-backend.md
 * §2b and §3. Cog has no GET for a prediction, so it is created synchronously with our own id
 * (cancellable by that id, and by dropping the connection); Replicate is created and polled.
 */
export function createPredictionBackend(options: PredictionBackendOptions): GenerationBackend {
  const pollIntervalMs = options.pollIntervalMs ?? 1500;
  const requestTimeoutMs = options.requestTimeoutMs ?? 30_000;
  const busyRetryMs = options.busyRetryMs ?? 2000;
  const maxFrameBytes = options.maxFrameBytes ?? 32 * 1024 * 1024;
  const authorization: Record<string, string> = options.token
    ? { authorization: `Bearer ${options.token}` }
    : {};
  const baseOrigin = new URL(options.url).origin;

  const call = (
    path: string,
    signal: AbortSignal,
    init: { method?: "GET" | "POST" | "PUT"; json?: unknown; timeoutMs?: number } = {},
  ): Promise<BackendResponse> =>
    backendRequest(endpoint(options.url, path), {
      signal,
      timeoutMs: init.timeoutMs ?? requestTimeoutMs,
      maxBytes: maxPredictionBodyBytes,
      headers: authorization,
      ...(init.method ? { method: init.method } : {}),
      ...(init.json === undefined ? {} : { json: init.json }),
    });

  /** Replicate's model path: "owner/name" or "owner/name:version". */
  function replicateModel(): { owner: string; name: string; version: string | undefined } {
    const match = /^([\w.-]+)\/([\w.-]+)(?::([\w.-]+))?$/.exec(options.model ?? "");
    if (!match) {
      throw new GenerationError(
        "misconfigured",
        `PREDICTION_MODEL "${options.model ?? ""}" is not owner/name or owner/name:version`,
      );
    }
    return { owner: match[1] as string, name: match[2] as string, version: match[3] };
  }

  /** Names the model's input schema lacks (from Cog's /openapi.json or Replicate's version). */
  function missingInputs(schema: unknown): string[] {
    if (!isRecord(schema) || !isRecord(schema.components)) return [];
    const schemas = schema.components.schemas;
    if (!isRecord(schemas) || !isRecord(schemas.Input) || !isRecord(schemas.Input.properties))
      return [];
    const properties = schemas.Input.properties;
    const wanted = [
      ...requestFields.map((field) => options.inputMap[field]),
      ...Object.keys(options.extraInput),
    ].filter((name): name is string => typeof name === "string");
    return wanted.filter((name) => !(name in properties));
  }

  function inputProblem(schema: unknown, where: string): BackendHealth {
    const missing = missingInputs(schema);
    return missing.length > 0
      ? {
          state: "misconfigured",
          detail: `the model at ${where} has no input named ${missing.join(", ")} (fix PREDICTION_INPUT_MAP or PREDICTION_EXTRA_INPUT)`,
        }
      : { state: "ready" };
  }

  async function health(signal: AbortSignal = AbortSignal.timeout(20_000)): Promise<BackendHealth> {
    try {
      if (options.api === "cog") {
        const response = await call("/health-check", signal);
        const body = jsonBody(response, "GET /health-check");
        const status = isRecord(body) ? body.status : undefined;
        if (status === "READY" || status === "BUSY") {
          const schema = await call("/openapi.json", signal);
          return schema.status === 200
            ? inputProblem(jsonBody(schema, "GET /openapi.json"), options.url)
            : { state: "ready" };
        }
        const setup = isRecord(body) && isRecord(body.setup) ? body.setup : {};
        const logs = typeof setup.logs === "string" ? setup.logs.trim().slice(-300) : "";
        if (status === "SETUP_FAILED") {
          return {
            state: "misconfigured",
            detail: `the Cog model's setup failed: ${logs || "no logs"}`,
          };
        }
        const healthError =
          isRecord(body) && typeof body.user_healthcheck_error === "string"
            ? `: ${body.user_healthcheck_error}`
            : "";
        return {
          state: "unavailable",
          detail: `the Cog model at ${options.url} is ${String(status ?? "not answering")}${healthError}`,
        };
      }
      const { owner, name, version } = replicateModel();
      const path = version
        ? `/models/${owner}/${name}/versions/${version}`
        : `/models/${owner}/${name}`;
      const response = await call(path, signal);
      if (response.status === 401 || response.status === 403) {
        return {
          state: "misconfigured",
          detail: `Replicate refused PREDICTION_TOKEN (${response.status})`,
        };
      }
      if (response.status === 404) {
        return { state: "misconfigured", detail: `Replicate has no model ${options.model}` };
      }
      if (response.status !== 200) {
        return { state: "unavailable", detail: `GET ${path} answered ${response.status}` };
      }
      const body = jsonBody(response, `GET ${path}`);
      const schema = version
        ? isRecord(body) && body.openapi_schema
        : isRecord(body) && isRecord(body.latest_version) && body.latest_version.openapi_schema;
      return inputProblem(schema, options.model ?? "");
    } catch (error) {
      if (error instanceof GenerationError && error.kind === "misconfigured") {
        return { state: "misconfigured", detail: error.message };
      }
      return {
        state: "unavailable",
        detail: `the prediction server at ${options.url} did not answer: ${(error as Error).message}`,
      };
    }
  }

  /** A prediction object's final verdict (status and output) as frames or an error. */
  async function finalFrames(
    prediction: Json,
    request: GenerationRequest,
    signal: AbortSignal,
    onProgress: (progress: GenerationProgress) => void,
  ): Promise<Buffer[]> {
    const id = String(prediction.id ?? "?");
    if (prediction.status === "failed") {
      throw new GenerationError(
        "failed",
        `prediction ${id} failed: ${String(prediction.error ?? "no error text")}`,
      );
    }
    if (prediction.status === "canceled" || prediction.status === "aborted") {
      throw new GenerationError(
        "failed",
        `prediction ${id} was ${prediction.status} on the server`,
      );
    }
    if (prediction.status !== "succeeded") {
      throw new GenerationError(
        "malformed",
        `prediction ${id} ended with status ${String(prediction.status)}`,
      );
    }
    const output = prediction.output;
    if (!Array.isArray(output) || output.length < 2) {
      throw new GenerationError(
        "malformed",
        `prediction ${id} output is not a list of frames: ${preview(Buffer.from(JSON.stringify(output ?? null)))}`,
      );
    }
    if (options.inputMap.frames && output.length !== request.frames) {
      throw new GenerationError(
        "malformed",
        `prediction ${id} returned ${output.length} frames, ${request.frames} were asked for`,
      );
    }
    onProgress({ phase: "downloading" });
    const frames: Buffer[] = [];
    for (const [index, item] of output.entries()) {
      const frame = await outputFile(item, index, signal);
      if (!pngSize(frame)) {
        throw new GenerationError(
          "malformed",
          `frame ${index + 1} of prediction ${id} is not a PNG: ${preview(frame)}`,
        );
      }
      frames.push(frame);
    }
    return frames;
  }

  /** One output file: a data URL (Cog's default) or a link (Replicate, Cog with --upload-url). */
  async function outputFile(item: unknown, index: number, signal: AbortSignal): Promise<Buffer> {
    if (typeof item !== "string") {
      throw new GenerationError("malformed", `output ${index + 1} is not a file reference`);
    }
    if (item.startsWith("data:")) {
      const match = /^data:([^;,]*)((?:;[^;,]*)*),(.*)$/s.exec(item);
      if (!match || !/;base64/.test(match[2] ?? "")) {
        throw new GenerationError(
          "malformed",
          `output ${index + 1} is a data URL without base64 data`,
        );
      }
      const data = match[3] ?? "";
      if ((data.length * 3) / 4 > maxFrameBytes) {
        throw new GenerationError(
          "malformed",
          `output ${index + 1} is larger than ${maxFrameBytes} bytes`,
        );
      }
      return Buffer.from(data, "base64");
    }
    let url: URL;
    try {
      url = new URL(item);
    } catch {
      throw new GenerationError(
        "malformed",
        `output ${index + 1} is neither a data URL nor a link`,
      );
    }
    if (url.origin === baseOrigin) {
      // The configured server itself (an operator's private address is fine here).
      const response = await backendRequest(url.toString(), {
        signal,
        timeoutMs: requestTimeoutMs,
        maxBytes: maxFrameBytes,
        headers: authorization,
      });
      if (response.status !== 200) {
        throw new GenerationError("unavailable", `output ${index + 1} answered ${response.status}`);
      }
      return response.body;
    }
    // Anywhere else (Replicate's file CDN): only public addresses, never with our token.
    const directory = await mkdtemp(join(tmpdir(), "gifkit-prediction-"));
    try {
      const path = join(directory, "frame");
      await safeFetchToFile(url.toString(), path, {
        maxBytes: maxFrameBytes,
        signal,
        allowLoopback: options.allowLoopbackOutputs === true,
      });
      return await readFile(path);
    } catch (error) {
      if (error instanceof UrlFetchError) {
        throw new GenerationError(
          "unavailable",
          `output ${index + 1} (${url.host}) could not be fetched: ${error.message}`,
        );
      }
      throw error;
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  }

  function refusal(response: BackendResponse, what: string): GenerationError {
    const body = (() => {
      try {
        return JSON.parse(response.body.toString("utf8")) as unknown;
      } catch {
        return null;
      }
    })();
    const text = isRecord(body)
      ? String(body.error ?? body.detail ?? body.title ?? preview(response.body))
      : preview(response.body);
    const reason = typeof text === "string" ? text : JSON.stringify(text);
    if (response.status === 401 || response.status === 403) {
      return new GenerationError(
        "misconfigured",
        `${what} refused the token (${response.status}): ${reason}`,
      );
    }
    if (response.status === 404 || response.status === 422) {
      return new GenerationError(
        "misconfigured",
        `${what} refused the request (${response.status}): ${reason}`,
      );
    }
    return new GenerationError(
      response.status >= 500 || response.status === 429 ? "unavailable" : "malformed",
      `${what} answered ${response.status}: ${reason}`,
    );
  }

  async function generateWithCog(
    request: GenerationRequest,
    signal: AbortSignal,
    onProgress: (progress: GenerationProgress) => void,
  ): Promise<BackendFrames> {
    const input = predictionInput(request, options);
    for (;;) {
      const id = predictionId();
      onProgress({ phase: "running" });
      // On abort, cancel by id first, then drop the connection: Cog also cancels a synchronous
      // prediction whose client goes away, after which the cancel call could only answer 404.
      const connection = new AbortController();
      let cancelled: Promise<string> | null = null;
      const onAbort = () => {
        cancelled = cancel(id).finally(() => connection.abort(signal.reason));
      };
      signal.addEventListener("abort", onAbort, { once: true });
      let response: BackendResponse;
      try {
        // Synchronous and idempotent: the answer is the finished prediction.
        response = await call(`/predictions/${id}`, connection.signal, {
          method: "PUT",
          json: { id, input },
          timeoutMs: 0,
        });
      } catch (error) {
        if (!signal.aborted) throw error;
        response = { status: 0, headers: {}, body: Buffer.alloc(0) };
      } finally {
        signal.removeEventListener("abort", onAbort);
      }
      if (signal.aborted) {
        const stopped = (await cancelled) ?? "was not cancelled";
        const aborted = abortError(signal, `Cog prediction ${id}`);
        throw new GenerationError(aborted.kind, `${aborted.message} (${stopped})`);
      }
      if (response.status === 409 || (response.status === 503 && (await cogIsStarting(signal)))) {
        // Every slot is busy (or the model is still loading): wait our turn.
        onProgress({ phase: "queued" });
        await sleep(busyRetryMs, signal).catch(() => {
          throw abortError(signal, "waiting for a free Cog prediction slot");
        });
        continue;
      }
      if (response.status !== 200) throw refusal(response, `PUT /predictions/${id}`);
      const prediction = jsonBody(response, `PUT /predictions/${id}`);
      if (!isRecord(prediction))
        throw new GenerationError("malformed", "Cog answered a prediction that is not an object");
      return {
        frames: await finalFrames(prediction, request, signal, onProgress),
        seed: request.seed,
      };
    }
  }

  async function cogIsStarting(signal: AbortSignal): Promise<boolean> {
    try {
      const body = jsonBody(await call("/health-check", signal), "GET /health-check");
      return isRecord(body) && body.status === "STARTING";
    } catch {
      return false;
    }
  }

  async function generateWithReplicate(
    request: GenerationRequest,
    signal: AbortSignal,
    onProgress: (progress: GenerationProgress) => void,
  ): Promise<BackendFrames> {
    const { owner, name, version } = replicateModel();
    const input = predictionInput(request, options);
    const [path, body] = version
      ? ["/predictions", { version, input }]
      : [`/models/${owner}/${name}/predictions`, { input }];
    const created = await call(path, signal, { json: body });
    if (created.status !== 201 && created.status !== 200) throw refusal(created, `POST ${path}`);
    const first = jsonBody(created, `POST ${path}`);
    if (!isRecord(first) || typeof first.id !== "string" || !/^[\w-]+$/.test(first.id)) {
      throw new GenerationError(
        "malformed",
        `POST ${path} answered without a prediction id: ${preview(created.body)}`,
      );
    }
    let prediction: Json = first;
    const id = first.id;
    try {
      let failures = 0;
      let lastStep = -1;
      let reported = "";
      const report = () => {
        const status = String(prediction.status);
        const steps = stepsFromLogs(prediction.logs);
        if (steps && steps.step !== lastStep) {
          lastStep = steps.step;
          reported = "sampling";
          onProgress({ phase: "sampling", ...steps });
        } else if (status === "starting" && reported === "") {
          reported = "queued";
          onProgress({ phase: "queued" });
        } else if (status === "processing" && reported !== "running" && reported !== "sampling") {
          reported = "running";
          onProgress({ phase: "running" });
        }
      };
      report();
      while (!["succeeded", "failed", "canceled", "aborted"].includes(String(prediction.status))) {
        await sleep(pollIntervalMs, signal);
        try {
          // Our own URL for the documented GET, not urls.get: the token goes to the configured host only.
          const response = await call(`/predictions/${id}`, signal);
          if (response.status !== 200) throw refusal(response, `GET /predictions/${id}`);
          const next = jsonBody(response, `GET /predictions/${id}`);
          if (!isRecord(next))
            throw new GenerationError("malformed", `GET /predictions/${id} is not an object`);
          prediction = next;
          failures = 0;
          report();
        } catch (error) {
          if (signal.aborted || !(error instanceof GenerationError) || error.kind !== "unavailable")
            throw error;
          if (++failures >= maxConsecutivePollFailures) throw error;
        }
      }
      return {
        frames: await finalFrames(prediction, request, signal, onProgress),
        seed: request.seed,
      };
    } catch (error) {
      if (signal.aborted) {
        const stopped = await cancel(id);
        const aborted = abortError(signal, `Replicate prediction ${id}`);
        throw new GenerationError(aborted.kind, `${aborted.message} (${stopped})`);
      }
      throw error;
    }
  }

  /** POST /predictions/{id}/cancel; says what happened, for the log. */
  async function cancel(id: string): Promise<string> {
    try {
      const response = await call(`/predictions/${id}/cancel`, AbortSignal.timeout(10_000), {
        method: "POST",
      });
      return response.status === 200 || response.status === 201
        ? "cancelled on the prediction server"
        : `cancel answered ${response.status}`;
    } catch (error) {
      return `could not be cancelled: ${(error as Error).message}`;
    }
  }

  return {
    capabilities(): BackendCapabilities {
      return {
        backend: "prediction",
        model:
          options.api === "replicate"
            ? `Replicate ${options.model}`
            : `Cog model at ${options.url}`,
        // The model validates its own inputs (422); these only bound what GifKit sends.
        ranges: { frames: [1, 128], steps: [1, 1000], guidance: [0, 100], seed: seedRange },
        frameWidth: options.width,
        frameHeight: options.height,
        reportsSteps: options.api === "replicate",
      };
    },
    health,
    async generate(request, { signal, onProgress }) {
      onProgress({ phase: "queued" });
      try {
        return options.api === "cog"
          ? await generateWithCog(request, signal, onProgress)
          : await generateWithReplicate(request, signal, onProgress);
      } catch (error) {
        if (signal.aborted && !(error instanceof GenerationError)) {
          throw abortError(signal, "the prediction");
        }
        throw error;
      }
    },
  };
}
