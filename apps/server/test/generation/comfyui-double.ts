/**
 * An in-process stand-in for a ComfyUI server with AnimateDiff-Evolved, speaking the wire
 * protocol recorded in research/ai-backend.md §2a (routes and message shapes of ComfyUI's
 * server.py and execution.py): POST /prompt with the same validation errors, GET /history,
 * GET /view, GET /queue, POST /queue {delete}, POST /interrupt, GET /object_info/{class},
 * GET /system_stats and the /ws event stream. It cannot run a model: its "model" draws frames
 * from the seed (synthetic-frames.ts), so everything after the wire is real.
 */
import { randomUUID } from "node:crypto";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { type WebSocket, WebSocketServer } from "ws";
import { drawSyntheticFrames } from "./synthetic-frames.ts";

type Json = Record<string, unknown>;
type QueueEntry = [number, string, Record<string, Json>, Json, string[]];

export interface ComfyUiDoubleOptions {
  checkpoints?: string[];
  motionModules?: string[];
  /** false: the AnimateDiff-Evolved custom node is not installed. */
  withAnimateDiff?: boolean;
  /** Time one sampling step takes. */
  stepDelayMs?: number;
}

export interface ComfyUiBehaviour {
  /** The sampler raises (like CUDA running out of memory) at this step. */
  failAtStep?: number;
  /** Sampling stops after step 1 and waits until interrupted. */
  hang?: boolean;
  /** What the finished prompt gives back. */
  output?: "png" | "not-png" | "no-images" | "missing-frame";
  /** The WebSocket is closed right after the prompt is queued (the client must poll). */
  dropSocket?: boolean;
  /** POST /prompt answers an HTML error page with status 200. */
  garbageSubmitAnswer?: boolean;
}

export const samplers = ["euler", "euler_ancestral", "dpmpp_2m", "ddim"];
export const schedulers = ["normal", "karras", "exponential", "sgm_uniform"];

/** /object_info entries as ComfyUI builds them (node_info in server.py). */
function nodeInfo(
  name: string,
  required: Json,
  output: string[],
  extra: { optional?: Json; outputNode?: boolean; category: string; module: string },
): Json {
  return {
    input: { required, ...(extra.optional ? { optional: extra.optional } : {}) },
    input_order: {
      required: Object.keys(required),
      ...(extra.optional ? { optional: Object.keys(extra.optional) } : {}),
    },
    output,
    output_is_list: output.map(() => false),
    output_name: output,
    name,
    display_name: name,
    description: "",
    python_module: extra.module,
    category: extra.category,
    output_node: extra.outputNode ?? false,
  };
}

function recordedObjectInfo(
  checkpoints: string[],
  motionModules: string[],
  withAnimateDiff: boolean,
) {
  const info: Record<string, Json> = {
    CheckpointLoaderSimple: nodeInfo(
      "CheckpointLoaderSimple",
      // Older combo form: a bare list of values.
      { ckpt_name: [checkpoints, { tooltip: "The name of the checkpoint (model) to load." }] },
      ["MODEL", "CLIP", "VAE"],
      { category: "loaders", module: "nodes" },
    ),
    CLIPTextEncode: nodeInfo(
      "CLIPTextEncode",
      { text: ["STRING", { multiline: true, dynamicPrompts: true }], clip: ["CLIP", {}] },
      ["CONDITIONING"],
      { category: "conditioning", module: "nodes" },
    ),
    EmptyLatentImage: nodeInfo(
      "EmptyLatentImage",
      {
        width: ["INT", { default: 512, min: 16, max: 16384, step: 8 }],
        height: ["INT", { default: 512, min: 16, max: 16384, step: 8 }],
        batch_size: ["INT", { default: 1, min: 1, max: 4096 }],
      },
      ["LATENT"],
      { category: "latent", module: "nodes" },
    ),
    KSampler: nodeInfo(
      "KSampler",
      {
        model: ["MODEL", {}],
        seed: ["INT", { default: 0, min: 0, max: 2 ** 64 - 1, control_after_generate: true }],
        steps: ["INT", { default: 20, min: 1, max: 10000 }],
        cfg: ["FLOAT", { default: 8.0, min: 0.0, max: 100.0, step: 0.1, round: 0.01 }],
        // Newer combo form: ["COMBO", {options}].
        sampler_name: ["COMBO", { options: samplers }],
        scheduler: ["COMBO", { options: schedulers }],
        positive: ["CONDITIONING", {}],
        negative: ["CONDITIONING", {}],
        latent_image: ["LATENT", {}],
        denoise: ["FLOAT", { default: 1.0, min: 0.0, max: 1.0, step: 0.01 }],
      },
      ["LATENT"],
      { category: "sampling", module: "nodes" },
    ),
    VAEDecode: nodeInfo("VAEDecode", { samples: ["LATENT", {}], vae: ["VAE", {}] }, ["IMAGE"], {
      category: "latent",
      module: "nodes",
    }),
    SaveImage: nodeInfo(
      "SaveImage",
      { images: ["IMAGE", {}], filename_prefix: ["STRING", { default: "ComfyUI" }] },
      [],
      { category: "image", module: "nodes", outputNode: true },
    ),
  };
  if (withAnimateDiff) {
    const module = "custom_nodes.ComfyUI-AnimateDiff-Evolved";
    info.ADE_LoopedUniformContextOptions = nodeInfo(
      "ADE_LoopedUniformContextOptions",
      {
        context_length: ["INT", { default: 16, min: 1, max: 128 }],
        context_stride: ["INT", { default: 1, min: 1, max: 32 }],
        context_overlap: ["INT", { default: 4, min: 0, max: 128 }],
        closed_loop: ["BOOLEAN", { default: false }],
      },
      ["CONTEXT_OPTIONS"],
      {
        optional: {
          fuse_method: [["flat", "pyramid", "relative"], {}],
          prev_context: ["CONTEXT_OPTIONS", {}],
        },
        category: "Animate Diff 🎭🅐🅓/context opts",
        module,
      },
    );
    info.ADE_AnimateDiffLoaderGen1 = nodeInfo(
      "ADE_AnimateDiffLoaderGen1",
      {
        model: ["MODEL", {}],
        model_name: ["COMBO", { options: motionModules }],
        beta_schedule: [
          ["autoselect", "use existing", "sqrt_linear (AnimateDiff)", "linear (HotshotXL/default)"],
          { default: "autoselect" },
        ],
      },
      ["MODEL"],
      {
        optional: { context_options: ["CONTEXT_OPTIONS", {}], motion_lora: ["MOTION_LORA", {}] },
        category: "Animate Diff 🎭🅐🅓/① Gen1 nodes ①",
        module,
      },
    );
  }
  return info;
}

function comboValues(spec: unknown): string[] | null {
  if (!Array.isArray(spec)) return null;
  if (Array.isArray(spec[0])) return spec[0] as string[];
  if (spec[0] === "COMBO") return ((spec[1] as Json).options as string[]) ?? [];
  return null;
}

interface Running {
  entry: QueueEntry;
  interrupted: boolean;
  wakeHang: () => void;
}

export interface ComfyUiDouble {
  url: string;
  behaviour: ComfyUiBehaviour;
  /** Every call, as "METHOD /path". */
  calls: string[];
  /** Bodies of POST /interrupt (prompt_id, or null for a global interrupt). */
  interrupts: (string | null)[];
  /** Ids removed with POST /queue {delete}. */
  deletes: string[];
  /** Graphs accepted by POST /prompt. */
  submitted: Record<string, Json>[];
  /** The most prompts of client ids other than the blockers' queued or running at one time. */
  maxPromptsAtOnce: number;
  /** Queues a prompt of another user that runs for `ms`, so ours waits behind it. */
  occupy(ms: number): void;
  close(): Promise<void>;
}

export async function startComfyUiDouble(
  options: ComfyUiDoubleOptions = {},
): Promise<ComfyUiDouble> {
  const checkpoints = options.checkpoints ?? [
    "v1-5-pruned-emaonly.safetensors",
    "toonyou_beta6.safetensors",
  ];
  const motionModules = options.motionModules ?? ["mm_sd_v15_v2.ckpt", "v3_sd15_mm.ckpt"];
  const objectInfo = recordedObjectInfo(
    checkpoints,
    motionModules,
    options.withAnimateDiff ?? true,
  );
  const stepDelayMs = options.stepDelayMs ?? 10;

  const sockets = new Map<string, WebSocket>();
  const pending: QueueEntry[] = [];
  let running: Running | null = null;
  const history = new Map<string, Json>();
  const files = new Map<string, Buffer>();
  const blockers = new Map<string, number>();
  let counter = 0;

  const double: ComfyUiDouble = {
    url: "",
    behaviour: {},
    calls: [],
    interrupts: [],
    deletes: [],
    submitted: [],
    maxPromptsAtOnce: 0,
    occupy(ms) {
      const id = randomUUID();
      blockers.set(id, ms);
      pending.push([counter++, id, {}, { client_id: "someone-else" }, []]);
      void pump();
    },
    async close() {
      for (const socket of sockets.values()) socket.terminate();
      wss.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const send = (type: string, data: Json, clientId?: string) => {
    const text = JSON.stringify({ type, data });
    if (clientId) {
      const socket = sockets.get(clientId);
      if (socket && socket.readyState === socket.OPEN) socket.send(text);
      return;
    }
    for (const socket of sockets.values()) if (socket.readyState === socket.OPEN) socket.send(text);
  };
  const queueRemaining = () => pending.length + (running ? 1 : 0);
  const sendStatus = () =>
    send("status", { status: { exec_info: { queue_remaining: queueRemaining() } } });
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  function countOurs() {
    const all = [...pending, ...(running ? [running.entry] : [])];
    const ours = all.filter((entry) => !blockers.has(entry[1])).length;
    double.maxPromptsAtOnce = Math.max(double.maxPromptsAtOnce, ours);
  }

  async function pump(): Promise<void> {
    if (running || pending.length === 0) return;
    pending.sort((a, b) => a[0] - b[0]);
    const entry = pending.shift() as QueueEntry;
    running = { entry, interrupted: false, wakeHang: () => {} };
    sendStatus();
    try {
      await execute(running);
    } finally {
      running = null;
      sendStatus();
      setImmediate(() => void pump());
    }
  }

  async function execute(run: Running): Promise<void> {
    const [, promptId, prompt, extra] = run.entry;
    const clientId = typeof extra.client_id === "string" ? extra.client_id : undefined;
    const messages: [string, Json][] = [];
    const emit = (type: string, data: Json) => {
      const full = { ...data, prompt_id: promptId, timestamp: Date.now() };
      if (type.startsWith("execution_")) messages.push([type, full]);
      send(type, full, clientId);
    };
    const blockerMs = blockers.get(promptId);
    emit("execution_start", {});
    if (blockerMs !== undefined) {
      await sleep(blockerMs);
      history.set(promptId, {
        prompt: run.entry,
        outputs: {},
        status: { status_str: "success", completed: true, messages },
        meta: {},
      });
      return;
    }
    emit("execution_cached", { nodes: [] });
    const executed: string[] = [];
    const finishWithError = (
      type: "execution_error" | "execution_interrupted",
      nodeId: string,
      data: Json,
    ) => {
      emit(type, {
        node_id: nodeId,
        node_type: (prompt[nodeId] as Json).class_type,
        executed,
        ...data,
      });
      history.set(promptId, {
        prompt: run.entry,
        outputs: {},
        status: { status_str: "error", completed: false, messages },
        meta: {},
      });
    };
    let frames: Buffer[] = [];
    for (const nodeId of Object.keys(prompt).sort((a, b) => Number(a) - Number(b))) {
      const node = prompt[nodeId] as Json;
      const inputs = node.inputs as Json;
      send("executing", { node: nodeId, display_node: nodeId, prompt_id: promptId }, clientId);
      if (node.class_type === "KSampler") {
        const steps = Number(inputs.steps);
        for (let step = 1; step <= steps; step++) {
          await sleep(stepDelayMs);
          // An interrupt that came before the hang point must not be waited for again.
          if (double.behaviour.hang && step === 2 && !run.interrupted) {
            await new Promise<void>((resolve) => {
              run.wakeHang = resolve;
            });
          }
          if (run.interrupted) {
            finishWithError("execution_interrupted", nodeId, {});
            return;
          }
          if (double.behaviour.failAtStep === step) {
            finishWithError("execution_error", nodeId, {
              exception_message:
                "Allocation on device 0 would exceed allowed memory. (out of memory)",
              exception_type: "torch.OutOfMemoryError",
              traceback: ['  File "execution.py", line 323, in execute\n'],
              current_inputs: {},
              current_outputs: {},
            });
            return;
          }
          send(
            "progress",
            { value: step, max: steps, prompt_id: promptId, node: nodeId },
            clientId,
          );
        }
      }
      if (node.class_type === "SaveImage") {
        const latent = Object.values(prompt).find(
          (other) => (other as Json).class_type === "EmptyLatentImage",
        ) as Json;
        const sampler = Object.values(prompt).find(
          (other) => (other as Json).class_type === "KSampler",
        ) as Json;
        const size = latent.inputs as Json;
        frames = await drawSyntheticFrames({
          width: Number(size.width),
          height: Number(size.height),
          count: Number(size.batch_size),
          seed: Number((sampler.inputs as Json).seed),
        });
      }
      executed.push(nodeId);
    }
    const saveId = Object.keys(prompt).find(
      (id) => (prompt[id] as Json).class_type === "SaveImage",
    ) as string;
    const prefix = String(((prompt[saveId] as Json).inputs as Json).filename_prefix);
    const slash = prefix.lastIndexOf("/");
    const subfolder = slash >= 0 ? prefix.slice(0, slash) : "";
    const name = slash >= 0 ? prefix.slice(slash + 1) : prefix;
    const output = double.behaviour.output ?? "png";
    const kept = output === "missing-frame" ? frames.slice(0, -1) : frames;
    const images = kept.map((frame, index) => {
      // SaveImage's own naming: prefix_00001_.png and so on.
      const filename = `${name}_${String(index + 1).padStart(5, "0")}_.png`;
      files.set(
        `output/${subfolder}/${filename}`,
        output === "not-png" ? Buffer.from("<html><body>Oops</body></html>") : frame,
      );
      return { filename, subfolder, type: "output" };
    });
    const outputs = output === "no-images" ? {} : { [saveId]: { images } };
    send(
      "executed",
      { node: saveId, display_node: saveId, output: { images }, prompt_id: promptId },
      clientId,
    );
    emit("execution_success", {});
    history.set(promptId, {
      prompt: run.entry,
      outputs,
      status: { status_str: "success", completed: true, messages },
      meta: {
        [saveId]: {
          node_id: saveId,
          display_node: saveId,
          parent_node: null,
          real_node_id: saveId,
        },
      },
    });
    send("executing", { node: null, prompt_id: promptId }, clientId);
  }

  /** validate_prompt's checks and error shapes (execution.py). */
  function validate(prompt: Record<string, Json>): { error: Json; node_errors: Json } | null {
    for (const [id, node] of Object.entries(prompt)) {
      if (typeof node.class_type !== "string") {
        return {
          error: {
            type: "invalid_prompt",
            message: "Cannot execute because a node is missing the class_type property.",
            details: `Node ID '#${id}'`,
            extra_info: {},
          },
          node_errors: {},
        };
      }
      if (!objectInfo[node.class_type]) {
        return {
          error: {
            type: "invalid_prompt",
            message: `Cannot execute because node ${node.class_type} does not exist.`,
            details: `Node ID '#${id}'`,
            extra_info: {},
          },
          node_errors: {},
        };
      }
    }
    const outputs = Object.keys(prompt).filter(
      (id) => objectInfo[String(prompt[id]?.class_type)]?.output_node === true,
    );
    if (outputs.length === 0) {
      return {
        error: {
          type: "prompt_no_outputs",
          message: "Prompt has no outputs",
          details: "",
          extra_info: {},
        },
        node_errors: {},
      };
    }
    const nodeErrors: Json = {};
    for (const [id, node] of Object.entries(prompt)) {
      const info = objectInfo[node.class_type as string] as Json;
      const required = (info.input as Json).required as Record<string, unknown[]>;
      const inputs = (node.inputs ?? {}) as Json;
      const errors: Json[] = [];
      for (const [name, spec] of Object.entries(required)) {
        const value = inputs[name];
        if (value === undefined) {
          errors.push({
            type: "required_input_missing",
            message: "Required input is missing",
            details: name,
            extra_info: { input_name: name },
          });
          continue;
        }
        if (Array.isArray(value)) {
          const source = prompt[String(value[0])];
          const sourceTypes = source
            ? ((objectInfo[source.class_type as string] as Json).output as string[])
            : [];
          const received = sourceTypes[Number(value[1])];
          if (received !== spec[0]) {
            errors.push({
              type: "return_type_mismatch",
              message: "Return type mismatch between linked nodes",
              details: `${name}, received_type(${received}) mismatch input_type(${String(spec[0])})`,
              extra_info: {
                input_name: name,
                input_config: spec,
                received_type: received,
                linked_node: value,
              },
            });
          }
          continue;
        }
        const values = comboValues(spec);
        if (values && !values.includes(value as string)) {
          errors.push({
            type: "value_not_in_list",
            message: "Value not in list",
            details: `${name}: '${String(value)}' not in ${JSON.stringify(values)}`,
            extra_info: { input_name: name, input_config: spec, received_value: value },
          });
          continue;
        }
        const limits = (spec[1] ?? {}) as Json;
        if (spec[0] === "INT" || spec[0] === "FLOAT") {
          if (typeof limits.min === "number" && Number(value) < limits.min) {
            errors.push({
              type: "value_smaller_than_min",
              message: `Value ${String(value)} smaller than min of ${limits.min}`,
              details: name,
              extra_info: { input_name: name, received_value: value },
            });
          } else if (typeof limits.max === "number" && Number(value) > limits.max) {
            errors.push({
              type: "value_bigger_than_max",
              message: `Value ${String(value)} bigger than max of ${limits.max}`,
              details: name,
              extra_info: { input_name: name, received_value: value },
            });
          }
        }
      }
      if (errors.length > 0)
        nodeErrors[id] = { errors, dependent_outputs: outputs, class_type: node.class_type };
    }
    if (Object.keys(nodeErrors).length === 0) return null;
    const details = Object.values(nodeErrors)
      .flatMap((entry) =>
        ((entry as Json).errors as Json[]).map(
          (error) => `${String(error.message)}: ${String(error.details)}`,
        ),
      )
      .join("\n");
    return {
      error: {
        type: "prompt_outputs_failed_validation",
        message: "Prompt outputs failed validation",
        details,
        extra_info: {},
      },
      node_errors: nodeErrors,
    };
  }

  const json = (response: ServerResponse, status: number, body: unknown) => {
    const text = JSON.stringify(body);
    response.writeHead(status, {
      "content-type": "application/json; charset=utf-8",
      "content-length": Buffer.byteLength(text),
    });
    response.end(text);
  };
  const readBody = async (request: IncomingMessage): Promise<unknown> => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    if (!text) return {};
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  };

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", "http://double");
    // Every route is also served under /api (server.py registers both).
    const path = url.pathname.replace(/^\/api(?=\/)/, "");
    double.calls.push(`${request.method} ${path}`);

    if (request.method === "GET" && path === "/system_stats") {
      return json(response, 200, {
        system: {
          os: "posix",
          ram_total: 33_000_000_000,
          ram_free: 20_000_000_000,
          comfyui_version: "0.3.40",
          python_version: "3.12.3",
          pytorch_version: "2.7.0+cu126",
          embedded_python: false,
          argv: ["main.py", "--listen"],
        },
        devices: [
          {
            name: "cuda:0 NVIDIA GeForce RTX 4090 : cudaMallocAsync",
            type: "cuda",
            index: 0,
            vram_total: 25_386_352_640,
            vram_free: 23_000_000_000,
            torch_vram_total: 0,
            torch_vram_free: 0,
          },
        ],
      });
    }
    const infoMatch = /^\/object_info\/([^/]+)$/.exec(path);
    if (request.method === "GET" && infoMatch) {
      const name = decodeURIComponent(infoMatch[1] as string);
      return json(response, 200, objectInfo[name] ? { [name]: objectInfo[name] } : {});
    }
    if (request.method === "POST" && path === "/prompt") {
      const body = (await readBody(request)) as Json | undefined;
      if (double.behaviour.garbageSubmitAnswer) {
        response.writeHead(200, { "content-type": "text/html" });
        return void response.end("<html><body>502 Bad Gateway</body></html>");
      }
      if (!body || typeof body.prompt !== "object" || body.prompt === null) {
        return json(response, 400, {
          error: {
            type: "no_prompt",
            message: "No prompt provided",
            details: "No prompt provided",
            extra_info: {},
          },
          node_errors: {},
        });
      }
      const prompt = body.prompt as Record<string, Json>;
      const invalid = validate(prompt);
      if (invalid) return json(response, 400, invalid);
      const promptId = typeof body.prompt_id === "string" ? body.prompt_id : randomUUID();
      const number = counter++;
      const outputs = Object.keys(prompt).filter(
        (id) => objectInfo[String(prompt[id]?.class_type)]?.output_node === true,
      );
      pending.push([number, promptId, prompt, { client_id: body.client_id }, outputs]);
      double.submitted.push(prompt);
      countOurs();
      if (double.behaviour.dropSocket) {
        const socket = sockets.get(String(body.client_id));
        socket?.close(1001, "going away");
      }
      json(response, 200, { prompt_id: promptId, number, node_errors: {} });
      setImmediate(() => void pump());
      return;
    }
    const historyMatch = /^\/history\/([^/]+)$/.exec(path);
    if (request.method === "GET" && historyMatch) {
      const id = decodeURIComponent(historyMatch[1] as string);
      const entry = history.get(id);
      return json(response, 200, entry ? { [id]: entry } : {});
    }
    if (request.method === "GET" && path === "/queue") {
      return json(response, 200, {
        queue_running: running ? [running.entry] : [],
        queue_pending: pending,
      });
    }
    if (request.method === "POST" && path === "/queue") {
      const body = ((await readBody(request)) ?? {}) as Json;
      if (body.clear === true) pending.length = 0;
      for (const id of Array.isArray(body.delete) ? (body.delete as string[]) : []) {
        double.deletes.push(id);
        const index = pending.findIndex((entry) => entry[1] === id);
        if (index >= 0) pending.splice(index, 1);
      }
      response.writeHead(200);
      return void response.end();
    }
    if (request.method === "POST" && path === "/interrupt") {
      const body = ((await readBody(request)) ?? {}) as Json;
      const promptId = typeof body.prompt_id === "string" ? body.prompt_id : null;
      double.interrupts.push(promptId);
      if (running && (promptId === null || running.entry[1] === promptId)) {
        running.interrupted = true;
        running.wakeHang();
      }
      response.writeHead(200);
      return void response.end();
    }
    if (request.method === "GET" && path === "/view") {
      const key = `${url.searchParams.get("type") ?? "output"}/${url.searchParams.get("subfolder") ?? ""}/${url.searchParams.get("filename") ?? ""}`;
      const file = files.get(key);
      if (!file) {
        response.writeHead(404);
        return void response.end();
      }
      response.writeHead(200, { "content-type": "image/png", "content-length": file.length });
      return void response.end(file);
    }
    response.writeHead(404, { "content-type": "text/plain" });
    response.end("404: Not Found");
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: Error) => {
      if (!response.headersSent) json(response, 500, { error: error.message });
    });
  });
  const wss = new WebSocketServer({ noServer: true });
  server.on("upgrade", (request, socket, head) => {
    const url = new URL(request.url ?? "/", "http://double");
    if (url.pathname !== "/ws" && url.pathname !== "/api/ws") return socket.destroy();
    wss.handleUpgrade(request, socket, head, (ws) => {
      const clientId = url.searchParams.get("clientId") ?? randomUUID().replaceAll("-", "");
      sockets.set(clientId, ws);
      ws.on("close", () => sockets.delete(clientId));
      ws.send(
        JSON.stringify({
          type: "status",
          data: { status: { exec_info: { queue_remaining: queueRemaining() } }, sid: clientId },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return double;
}
