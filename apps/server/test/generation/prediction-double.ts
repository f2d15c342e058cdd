/**
 * In-process stand-ins for the prediction contract (research/ai-backend.md §2b and §3):
 * - "cog": a Cog model container's server (coglet routes.rs): GET /health-check, GET
 *   /openapi.json, PUT /predictions/{id} (synchronous; 409 when every slot is busy, 422 for
 *   invalid input, cancelled by POST /predictions/{id}/cancel or by the connection dropping),
 *   frames returned as data URLs.
 * - "replicate": Replicate's hosted API under /v1: bearer token, POST
 *   /v1/models/{owner}/{name}/predictions (or /v1/predictions with a version), GET
 *   /v1/predictions/{id} with tqdm progress in `logs`, POST /v1/predictions/{id}/cancel, output
 *   file links on another origin (like its file CDN).
 * The "model" draws frames from the seed (synthetic-frames.ts).
 */
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { drawSyntheticFrames } from "./synthetic-frames.ts";

type Json = Record<string, unknown>;

export interface PredictionDoubleOptions {
  flavour: "cog" | "replicate";
  token?: string;
  /** Replicate's "owner/name". */
  model?: string;
  /** The model's input names (its OpenAPI Input schema). */
  inputNames?: string[];
  /** Cog's prediction slots (concurrency.max). */
  slots?: number;
  stepDelayMs?: number;
  setupStatus?: "READY" | "STARTING" | "SETUP_FAILED";
}

export interface PredictionBehaviour {
  /** The model raises this error. */
  fail?: string;
  /** The model never finishes (until cancelled). */
  hang?: boolean;
  output?: "png" | "not-png" | "not-list" | "wrong-count" | "data-url-not-base64";
  /** Replicate: output links on the API's own origin instead of the file server's. */
  sameOriginFiles?: boolean;
}

export interface PredictionDouble {
  /** Cog: the server root. Replicate: the API base (…/v1). */
  url: string;
  behaviour: PredictionBehaviour;
  inputs: Json[];
  cancels: string[];
  calls: string[];
  /** Cog: predictions a client will be told are busy (409) before one is accepted. */
  busyAnswers: number;
  close(): Promise<void>;
}

interface Prediction {
  object: Json;
  cancelled: boolean;
  wake: () => void;
}

export const defaultInputNames = [
  "prompt",
  "negative_prompt",
  "num_frames",
  "num_inference_steps",
  "guidance_scale",
  "seed",
  "width",
  "height",
];

export async function startPredictionDouble(
  options: PredictionDoubleOptions,
): Promise<PredictionDouble> {
  const inputNames = options.inputNames ?? defaultInputNames;
  const stepDelayMs = options.stepDelayMs ?? 10;
  const predictions = new Map<string, Prediction>();
  const files = new Map<string, Buffer>();
  let active = 0;
  let counter = 0;

  const double: PredictionDouble = {
    url: "",
    behaviour: {},
    inputs: [],
    cancels: [],
    calls: [],
    busyAnswers: 0,
    async close() {
      await Promise.all(
        [server, fileServer].map(
          (one) => new Promise<void>((resolve) => one.close(() => resolve())),
        ),
      );
    },
  };

  const openapi = () => ({
    openapi: "3.0.2",
    info: { title: "Cog", version: "0.1.0" },
    components: {
      schemas: {
        Input: {
          type: "object",
          title: "Input",
          required: ["prompt"],
          properties: Object.fromEntries(
            inputNames.map((name, index) => [name, { title: name, "x-order": index }]),
          ),
        },
        Output: { type: "array", items: { type: "string", format: "uri" }, title: "Output" },
      },
    },
  });

  const json = (response: ServerResponse, status: number, body: unknown) => {
    const text = JSON.stringify(body);
    response.writeHead(status, {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(text),
    });
    response.end(text);
  };
  const readBody = async (request: IncomingMessage): Promise<Json | undefined> => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    try {
      const text = Buffer.concat(chunks).toString("utf8");
      return text ? (JSON.parse(text) as Json) : {};
    } catch {
      return undefined;
    }
  };
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** Runs the "model": steps (logging tqdm lines), then frames; honours cancel. */
  async function run(
    prediction: Prediction,
    input: Json,
    onLog: (line: string) => void,
  ): Promise<void> {
    const object = prediction.object;
    const total = Number(input.num_inference_steps ?? input.steps ?? 12);
    for (let step = 1; step <= total; step++) {
      await sleep(stepDelayMs);
      if (double.behaviour.hang && step === 2) {
        await new Promise<void>((resolve) => {
          prediction.wake = resolve;
        });
      }
      if (prediction.cancelled) {
        object.status = "canceled";
        return;
      }
      const percent = Math.round((100 * step) / total);
      const bar = "█".repeat(Math.round(percent / 10)).padEnd(10, " ");
      onLog(
        `${String(percent).padStart(3)}%|${bar}| ${step}/${total} [00:0${Math.min(9, step)}<00:00,  4.10it/s]\n`,
      );
    }
    if (double.behaviour.fail) {
      object.status = "failed";
      object.error = double.behaviour.fail;
      return;
    }
    const asked = Number(input.num_frames ?? 16);
    const count = double.behaviour.output === "wrong-count" ? asked + 2 : asked;
    const frames = await drawSyntheticFrames({
      width: Number(input.width ?? 64),
      height: Number(input.height ?? 64),
      count,
      seed: Number(input.seed ?? 0),
    });
    const bytes = frames.map((frame) =>
      double.behaviour.output === "not-png" ? Buffer.from("GIF89a-not-a-png") : frame,
    );
    object.status = "succeeded";
    object.metrics = { predict_time: 1.5, total_time: 1.7 };
    object.completed_at = new Date().toISOString();
    if (double.behaviour.output === "not-list") {
      object.output = { video: "data:video/mp4;base64,AAAA" };
    } else if (options.flavour === "cog") {
      object.output = bytes.map((frame) =>
        double.behaviour.output === "data-url-not-base64"
          ? `data:image/png,${frame.toString("hex")}`
          : `data:image/png;base64,${frame.toString("base64")}`,
      );
    } else {
      const id = String(object.id);
      object.output = bytes.map((frame, index) => {
        const path = `/files/${id}/out-${index}.png`;
        files.set(path, frame);
        return `${double.behaviour.sameOriginFiles ? apiOrigin : fileOrigin}${path}`;
      });
    }
  }

  async function handleCog(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
  ): Promise<void> {
    if (request.method === "GET" && path === "/health-check") {
      const status = options.setupStatus ?? "READY";
      return json(response, 200, {
        status: status === "READY" && active >= (options.slots ?? 1) ? "BUSY" : status,
        setup: {
          started_at: "2025-01-01T00:00:00.000000+00:00",
          ...(status === "STARTING" ? {} : { completed_at: "2025-01-01T00:00:05.000000+00:00" }),
          status:
            status === "SETUP_FAILED" ? "failed" : status === "STARTING" ? "starting" : "succeeded",
          logs:
            status === "SETUP_FAILED"
              ? "Traceback: FileNotFoundError: weights/unet.safetensors\n"
              : "",
        },
        version: { coglet: "0.17.0", cog: "0.14.0", python: "3.12.3" },
      });
    }
    if (request.method === "GET" && path === "/openapi.json") return json(response, 200, openapi());
    const cancelMatch = /^\/predictions\/([^/]+)\/cancel$/.exec(path);
    if (request.method === "POST" && cancelMatch) {
      const id = cancelMatch[1] as string;
      double.cancels.push(id);
      const prediction = predictions.get(id);
      if (prediction?.object.status !== "processing") return json(response, 404, {});
      prediction.cancelled = true;
      prediction.wake();
      return json(response, 200, {});
    }
    const putMatch = /^\/predictions\/([^/]+)$/.exec(path);
    if (request.method === "PUT" && putMatch) {
      const id = putMatch[1] as string;
      const body = await readBody(request);
      if ((options.setupStatus ?? "READY") !== "READY") {
        return json(response, 503, { error: "Setup has not finished yet", status: "failed" });
      }
      if (double.busyAnswers > 0 || active >= (options.slots ?? 1)) {
        if (double.busyAnswers > 0) double.busyAnswers--;
        return json(response, 409, {
          error: "At capacity - all prediction slots busy",
          status: "failed",
        });
      }
      const input = (body?.input ?? {}) as Json;
      const unknown = Object.keys(input).filter((name) => !inputNames.includes(name));
      if (unknown.length > 0) {
        return json(response, 422, {
          id,
          error: `Input validation failed: unexpected input ${unknown.join(", ")}`,
          logs: "",
          status: "failed",
          metrics: { predict_time: 0 },
        });
      }
      double.inputs.push(input);
      const prediction: Prediction = {
        object: { id, status: "processing" },
        cancelled: false,
        wake: () => {},
      };
      predictions.set(id, prediction);
      active++;
      // A synchronous prediction is cancelled when its connection drops.
      response.on("close", () => {
        if (!response.writableFinished) {
          prediction.cancelled = true;
          prediction.wake();
        }
      });
      const logs: string[] = [];
      try {
        await run(prediction, input, (line) => logs.push(line));
      } finally {
        active--;
      }
      const { object } = prediction;
      if (response.destroyed) return;
      return json(response, 200, {
        id,
        ...(object.status === "succeeded" ? { output: object.output } : {}),
        ...(object.error ? { error: object.error } : {}),
        logs: logs.join(""),
        status: object.status,
        metrics: { predict_time: 1.5 },
      });
    }
    json(response, 404, { detail: "Not Found" });
  }

  function versionObject() {
    return {
      id: "5d1d3c0e5b7f4a6f9c1b2a3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6071",
      created_at: "2025-01-01T00:00:00Z",
      cog_version: "0.14.0",
      openapi_schema: openapi(),
    };
  }

  async function handleReplicate(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
  ): Promise<void> {
    if (!path.startsWith("/v1/")) return json(response, 404, { detail: "Not found.", status: 404 });
    if (request.headers.authorization !== `Bearer ${options.token}`) {
      return json(response, 401, {
        title: "Unauthenticated",
        detail: "You did not pass a valid authentication token",
        status: 401,
      });
    }
    const route = path.slice(3);
    const [owner, name] = (options.model ?? "gifkit/animatediff").split("/");
    const modelPath = `/models/${owner}/${name}`;
    if (request.method === "GET" && route === modelPath) {
      return json(response, 200, {
        url: `https://replicate.com/${owner}/${name}`,
        owner,
        name,
        description: "AnimateDiff",
        visibility: "public",
        latest_version: versionObject(),
      });
    }
    if (request.method === "GET" && route.startsWith(`${modelPath}/versions/`))
      return json(response, 200, versionObject());
    if (request.method === "GET" && route.startsWith("/models/"))
      return json(response, 404, { detail: "Not found.", status: 404 });
    const create =
      request.method === "POST" &&
      (route === `${modelPath}/predictions` || route === "/predictions");
    if (create) {
      const body = (await readBody(request)) ?? {};
      const input = (body.input ?? {}) as Json;
      const unknown = Object.keys(input).filter((field) => !inputNames.includes(field));
      if (unknown.length > 0) {
        return json(response, 422, {
          title: "Input validation failed",
          detail: unknown
            .map((field) => `- input: Additional property ${field} is not allowed`)
            .join("\n"),
          status: 422,
          invalid_fields: unknown.map((field) => ({
            type: "additional_property_not_allowed",
            field: "input",
            description: `Additional property ${field} is not allowed`,
          })),
        });
      }
      double.inputs.push(input);
      const id = `rp${(counter++).toString(36)}x7k2m9q4w8e6r0t`;
      const object: Json = {
        id,
        model: options.model,
        version: versionObject().id,
        input,
        logs: "",
        output: null,
        data_removed: false,
        error: null,
        status: "starting",
        created_at: new Date().toISOString(),
        urls: {
          cancel: `${apiOrigin}/v1/predictions/${id}/cancel`,
          get: `${apiOrigin}/v1/predictions/${id}`,
          stream: `https://stream.replicate.com/v1/files/${id}`,
          web: `https://replicate.com/p/${id}`,
        },
      };
      const prediction: Prediction = { object, cancelled: false, wake: () => {} };
      predictions.set(id, prediction);
      setTimeout(() => {
        if (prediction.cancelled) return;
        object.status = "processing";
        object.started_at = new Date().toISOString();
        void run(prediction, input, (line) => {
          object.logs = `${String(object.logs)}${line}`;
        });
      }, 150);
      return json(response, 201, object);
    }
    const getMatch = /^\/predictions\/([^/]+)$/.exec(route);
    if (request.method === "GET" && getMatch) {
      const prediction = predictions.get(getMatch[1] as string);
      return prediction
        ? json(response, 200, prediction.object)
        : json(response, 404, { detail: "Not found.", status: 404 });
    }
    const cancelMatch = /^\/predictions\/([^/]+)\/cancel$/.exec(route);
    if (request.method === "POST" && cancelMatch) {
      const id = cancelMatch[1] as string;
      double.cancels.push(id);
      const prediction = predictions.get(id);
      if (!prediction) return json(response, 404, { detail: "Not found.", status: 404 });
      prediction.cancelled = true;
      prediction.wake();
      if (prediction.object.status === "starting" || prediction.object.status === "processing") {
        prediction.object.status = "canceled";
      }
      return json(response, 200, prediction.object);
    }
    if (request.method === "GET" && route.startsWith("/files/"))
      return serveFile(path.slice(3), response);
    json(response, 404, { detail: "Not found.", status: 404 });
  }

  function serveFile(path: string, response: ServerResponse) {
    const file = files.get(path);
    if (!file) {
      response.writeHead(404);
      response.end();
      return;
    }
    response.writeHead(200, { "content-type": "image/png", "content-length": file.length });
    response.end(file);
  }

  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://double").pathname;
    double.calls.push(`${request.method} ${path}`);
    // Same-origin file links are /v1/files/...: served with the token like the API.
    const handler = options.flavour === "cog" ? handleCog : handleReplicate;
    const rewritten =
      options.flavour === "replicate" && path.startsWith("/files/") ? `/v1${path}` : path;
    handler(request, response, rewritten).catch((error: Error) => {
      if (!response.headersSent) json(response, 500, { detail: error.message });
    });
  });
  const fileServer = http.createServer((request, response) => {
    serveFile(new URL(request.url ?? "/", "http://files").pathname, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  await new Promise<void>((resolve) => fileServer.listen(0, "127.0.0.1", resolve));
  const apiOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const fileOrigin = `http://127.0.0.1:${(fileServer.address() as AddressInfo).port}`;
  double.url = options.flavour === "cog" ? apiOrigin : `${apiOrigin}/v1`;
  return double;
}
