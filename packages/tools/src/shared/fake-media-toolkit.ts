/**
 * Test support (DESIGN §3): a fake MediaToolkit for processor unit tests. It spawns nothing: it
 * records every call with its arguments (commands as plain {binary, args} data), answers from
 * the test's script, and creates the files a call writes (a command's outputs, a GIF the engine
 * encodes) so the processor finds them. A method the test did not script fails with
 * "not scripted: <name>", so an unexpected call fails the test.
 */
import { access, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { isAbsolute, join } from "node:path";
import type { ProcessorContext, ProgressUpdate } from "../define-tool.ts";
import type { FrameGenerator } from "../generation.ts";
import type {
  AnimationInfo,
  GifFrameLayout,
  GifLayout,
  MediaCommand,
  MediaToolkit,
} from "../media-toolkit.ts";

type Method = keyof MediaToolkit;

/** A scripted answer: the method's own arguments in, its result (or a promise of it) out. */
export type FakeAnswer<M extends Method> = (
  ...args: Parameters<MediaToolkit[M]>
) => Awaited<ReturnType<MediaToolkit[M]>> | ReturnType<MediaToolkit[M]>;

export type FakeMediaScript = { [M in Method]?: FakeAnswer<M> } & {
  /** The bytes of every file a call writes (default: a short GIF-looking stub). */
  writtenBytes?: (path: string) => Uint8Array;
};

type CallOf<M extends Method> = { method: M; args: Parameters<MediaToolkit[M]> };
/** One recorded call; `run` also keeps what it read from stdin, chunk by chunk. */
export type MediaCall = {
  [M in Method]: M extends "run" ? CallOf<M> & { stdin: Uint8Array[] } : CallOf<M>;
}[Method];

export interface FakeMediaToolkit extends MediaToolkit {
  readonly calls: MediaCall[];
  /** The method names called, in order. */
  methods(): Method[];
  /** The commands run, in order. */
  commands(): MediaCommand[];
  callsOf<M extends Method>(method: M): Extract<MediaCall, { method: M }>[];
}

const stubBytes = new TextEncoder().encode("GIF89a fake output");

/**
 * The files a command writes: gifsicle's `--output`, ImageMagick's last argument (without its
 * coder prefix), and every absolute path ffmpeg is given that is not an input (`-i`).
 */
export function outputPathsOf(command: MediaCommand): string[] {
  const { binary, args } = command;
  if (binary === "gifsicle") {
    const at = args.indexOf("--output");
    return at >= 0 && args[at + 1] ? [args[at + 1] as string] : [];
  }
  if (binary === "magick") {
    const last = args.at(-1);
    return last ? [last.replace(/^[A-Z0-9]+:/, "")] : [];
  }
  if (binary === "ffmpeg") {
    return args.filter((arg, index) => isAbsolute(arg) && args[index - 1] !== "-i");
  }
  return [];
}

export function createFakeMediaToolkit(script: FakeMediaScript = {}): FakeMediaToolkit {
  const calls: MediaCall[] = [];
  const writtenBytes = script.writtenBytes ?? (() => stubBytes);
  /** Writes the file unless the answer already did (e.g. with bytes of its own). */
  const write = async (path: string) => {
    const exists = await access(path).then(
      () => true,
      () => false,
    );
    if (!exists) await writeFile(path, writtenBytes(path));
  };
  const notScripted = (method: Method) => new Error(`not scripted: ${method}`);
  /** As the real toolkit: a call made with an aborted signal rejects with its reason. */
  const checkSignal = (signal: AbortSignal) => signal.throwIfAborted();

  return {
    calls,
    methods: () => calls.map((call) => call.method),
    commands: () => calls.flatMap((call) => (call.method === "run" ? [call.args[0]] : [])),
    callsOf<M extends Method>(method: M) {
      return calls.filter(
        (call): call is Extract<MediaCall, { method: M }> => call.method === method,
      );
    },

    async run(command, options) {
      const stdin: Uint8Array[] = [];
      calls.push({ method: "run", args: [command, options], stdin });
      checkSignal(options.signal);
      if (options.stdin) {
        for await (const chunk of options.stdin) stdin.push(chunk);
      }
      const output = (await script.run?.(command, options)) ?? { stdout: "", stderrTail: "" };
      for (const path of outputPathsOf(command)) await write(path);
      return output;
    },
    async probeImage(path, signal) {
      calls.push({ method: "probeImage", args: [path, signal] });
      checkSignal(signal);
      if (!script.probeImage) throw notScripted("probeImage");
      return script.probeImage(path, signal);
    },
    async decodeImageOnCanvas(path, probe, canvas, options) {
      calls.push({ method: "decodeImageOnCanvas", args: [path, probe, canvas, options] });
      checkSignal(options.signal);
      if (!script.decodeImageOnCanvas) throw notScripted("decodeImageOnCanvas");
      return script.decodeImageOnCanvas(path, probe, canvas, options);
    },
    async decodeAnimation(path, signal) {
      calls.push({ method: "decodeAnimation", args: [path, signal] });
      checkSignal(signal);
      if (!script.decodeAnimation) throw notScripted("decodeAnimation");
      return script.decodeAnimation(path, signal);
    },
    async encodeGif(animation, outputPath, options, signal) {
      calls.push({ method: "encodeGif", args: [animation, outputPath, options, signal] });
      checkSignal(signal);
      await script.encodeGif?.(animation, outputPath, options, signal);
      await write(outputPath);
    },
    async gifInfo(path) {
      calls.push({ method: "gifInfo", args: [path] });
      if (!script.gifInfo) throw notScripted("gifInfo");
      return script.gifInfo(path);
    },
    async gifLayout(path) {
      calls.push({ method: "gifLayout", args: [path] });
      if (!script.gifLayout) throw notScripted("gifLayout");
      return script.gifLayout(path);
    },
    async editGif(request, signal) {
      calls.push({ method: "editGif", args: [request, signal] });
      checkSignal(signal);
      if (!script.editGif) throw notScripted("editGif");
      const result = await script.editGif(request, signal);
      await write(request.outputPath);
      return result;
    },
    async encodeGifFrames(source, outputPath, settings, options) {
      calls.push({ method: "encodeGifFrames", args: [source, outputPath, settings, options] });
      checkSignal(options.signal);
      if (!script.encodeGifFrames) throw notScripted("encodeGifFrames");
      await script.encodeGifFrames(source, outputPath, settings, options);
      await write(outputPath);
    },
    async encodeRawGif(request, signal) {
      calls.push({ method: "encodeRawGif", args: [request, signal] });
      checkSignal(signal);
      if (!script.encodeRawGif) throw notScripted("encodeRawGif");
      const result = await script.encodeRawGif(request, signal);
      await write(request.outputPath);
      return result;
    },
    async detectFileType(path) {
      calls.push({ method: "detectFileType", args: [path] });
      if (!script.detectFileType) throw notScripted("detectFileType");
      return script.detectFileType(path);
    },
    async decodeImageFrames(images, signal) {
      calls.push({ method: "decodeImageFrames", args: [images, signal] });
      checkSignal(signal);
      if (!script.decodeImageFrames) throw notScripted("decodeImageFrames");
      return script.decodeImageFrames(images, signal);
    },
    async resizeFrames(animation, size, signal) {
      calls.push({ method: "resizeFrames", args: [animation, size, signal] });
      checkSignal(signal);
      if (!script.resizeFrames) throw notScripted("resizeFrames");
      return script.resizeFrames(animation, size, signal);
    },
    async isOpaqueAnimation(path, signal) {
      calls.push({ method: "isOpaqueAnimation", args: [path, signal] });
      checkSignal(signal);
      if (!script.isOpaqueAnimation) throw notScripted("isOpaqueAnimation");
      return script.isOpaqueAnimation(path, signal);
    },
    async drawTextOnGif(request, signal) {
      calls.push({ method: "drawTextOnGif", args: [request, signal] });
      checkSignal(signal);
      if (!script.drawTextOnGif) throw notScripted("drawTextOnGif");
      const report = await script.drawTextOnGif(request, signal);
      await write(request.outputPath);
      return report;
    },
    async paintTextPictures(request, signal) {
      calls.push({ method: "paintTextPictures", args: [request, signal] });
      checkSignal(signal);
      if (!script.paintTextPictures) throw notScripted("paintTextPictures");
      await script.paintTextPictures(request, signal);
      for (const picture of request.pictures) await write(picture.path);
    },
    async cropStill(request, signal) {
      calls.push({ method: "cropStill", args: [request, signal] });
      checkSignal(signal);
      if (!script.cropStill) throw notScripted("cropStill");
      const report = await script.cropStill(request, signal);
      await write(request.outputPath);
      return report;
    },
    async encodeWebpFrames(request, signal) {
      calls.push({ method: "encodeWebpFrames", args: [request, signal] });
      checkSignal(signal);
      if (!script.encodeWebpFrames) throw notScripted("encodeWebpFrames");
      return script.encodeWebpFrames(request, signal);
    },
  };
}

/** A processor's task around the fake: a private work dir, its inputs, recorded progress. */
export interface FakeTask {
  context: ProcessorContext;
  media: FakeMediaToolkit;
  workDir: string;
  /** Every progress report, in order. */
  progress: ProgressUpdate[];
  /** Aborts the task's signal (as a cancel or the task's timeout does). */
  abort: AbortController;
  /** Removes the work dir. */
  cleanup(): Promise<void>;
}

export interface FakeTaskOptions {
  /** Files written into the work dir, in order, as the task's inputs (name → bytes). */
  inputs?: { name: string; bytes: Uint8Array }[];
  /** Files written into the work dir as attachments, by field name. */
  attachments?: Record<string, { name: string; bytes: Uint8Array }>;
  inputOrigins?: ProcessorContext["inputOrigins"];
  /** What the worker's intake read of each input (a video's probe). */
  inputFacts?: ProcessorContext["inputFacts"];
  generator?: FrameGenerator;
}

export async function createFakeTask(
  script: FakeMediaScript,
  options: FakeTaskOptions = {},
): Promise<FakeTask> {
  const workDir = await mkdtemp(join(tmpdir(), "gifkit-fake-task-"));
  const inputPaths: string[] = [];
  for (const input of options.inputs ?? []) {
    const path = join(workDir, input.name);
    await writeFile(path, input.bytes);
    inputPaths.push(path);
  }
  const attachmentPaths: Record<string, string> = {};
  for (const [field, file] of Object.entries(options.attachments ?? {})) {
    const path = join(workDir, file.name);
    await writeFile(path, file.bytes);
    attachmentPaths[field] = path;
  }
  const media = createFakeMediaToolkit(script);
  const progress: ProgressUpdate[] = [];
  const abort = new AbortController();
  const context: ProcessorContext = {
    inputPaths,
    attachmentPaths,
    workDir,
    media,
    signal: abort.signal,
    reportProgress: (update) => progress.push(update),
    ...(options.inputOrigins ? { inputOrigins: options.inputOrigins } : {}),
    ...(options.inputFacts ? { inputFacts: options.inputFacts } : {}),
    ...(options.generator ? { generator: options.generator } : {}),
  };
  return {
    context,
    media,
    workDir,
    progress,
    abort,
    cleanup: () => rm(workDir, { recursive: true, force: true }),
  };
}

/** A GIF's facts as gifInfo answers them: frame count and duration follow from the delays. */
export function fakeAnimationInfo(
  width: number,
  height: number,
  delaysMs: number[],
  loopCount: number | null = 0,
): AnimationInfo {
  const durationMs = delaysMs.reduce((sum, delay) => sum + delay, 0);
  return { width, height, frameCount: delaysMs.length, delaysMs, durationMs, loopCount };
}

/**
 * A GIF's block structure as gifLayout answers it: full-screen frames with no local palette, no
 * transparency, disposal 1, each changed by `frames` (one entry per frame of `info`).
 */
export function fakeGifLayout(
  info: AnimationInfo,
  globalPaletteSize: number,
  frames: Partial<GifFrameLayout>[] = [],
): GifLayout {
  return {
    ...info,
    globalPaletteSize,
    frames: info.delaysMs.map((delayMs, index) => ({
      left: 0,
      top: 0,
      width: info.width,
      height: info.height,
      localPaletteSize: 0,
      hasTransparency: false,
      disposal: 1,
      delayCentiseconds: Math.round(delayMs / 10),
      ...frames[index],
    })),
  };
}

/** Header bytes that the GIF tools' input check recognises by content (nothing is decoded). */
export const fakeInputBytes = {
  gif: (extra = 16) => concat(ascii("GIF89a"), new Uint8Array(extra)),
  /** An animated WebP header: VP8X with the canvas size, ANIM with the loop count, ANMF frames. */
  webp(width: number, height: number, frameCount: number, plays = 0): Uint8Array {
    const vp8x = new Uint8Array(10);
    vp8x[0] = 0x02; // animation flag
    writeUint24(vp8x, 4, width - 1);
    writeUint24(vp8x, 7, height - 1);
    const anim = new Uint8Array(6);
    new DataView(anim.buffer).setUint16(4, plays, true);
    const frames = Array.from({ length: frameCount }, () => riffChunk("ANMF", new Uint8Array(16)));
    const body = concat(ascii("WEBP"), riffChunk("VP8X", vp8x), riffChunk("ANIM", anim), ...frames);
    const header = concat(ascii("RIFF"), new Uint8Array(4));
    new DataView(header.buffer).setUint32(4, body.length, true);
    return concat(header, body);
  },
  /** An APNG header: signature, IHDR with the size, acTL with frames and plays (before any IDAT). */
  apng(width: number, height: number, frameCount: number, plays = 0): Uint8Array {
    const ihdr = new Uint8Array(13);
    new DataView(ihdr.buffer).setUint32(0, width);
    new DataView(ihdr.buffer).setUint32(4, height);
    const actl = new Uint8Array(8);
    new DataView(actl.buffer).setUint32(0, frameCount);
    new DataView(actl.buffer).setUint32(4, plays);
    return concat(
      Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk("IHDR", ihdr),
      pngChunk("acTL", actl),
      pngChunk("IEND", new Uint8Array(0)),
    );
  },
  mng: () => Uint8Array.from([0x8a, 0x4d, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
};

function ascii(text: string): Uint8Array {
  return Uint8Array.from(text, (character) => character.charCodeAt(0));
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

function writeUint24(bytes: Uint8Array, at: number, value: number): void {
  bytes[at] = value & 0xff;
  bytes[at + 1] = (value >> 8) & 0xff;
  bytes[at + 2] = (value >> 16) & 0xff;
}

function riffChunk(type: string, data: Uint8Array): Uint8Array {
  const header = concat(ascii(type), new Uint8Array(4));
  new DataView(header.buffer).setUint32(4, data.length, true);
  return concat(header, data, new Uint8Array(data.length % 2));
}

/** A PNG chunk; the CRC is not checked by the header reader, so it is left zero. */
function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const length = new Uint8Array(4);
  new DataView(length.buffer).setUint32(0, data.length);
  return concat(length, ascii(type), data, new Uint8Array(4));
}
