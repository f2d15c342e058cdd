import type {
  ErrorCode,
  FailureValues,
  FitSettings,
  InputKind,
  OutputKind,
  ProgressStage,
} from "@gifkit/contracts";
import type { z } from "zod";
import type { ChainSpec } from "./chain/chain-spec.ts";
import type { FrameGenerator } from "./generation.ts";
import type { MediaToolkit } from "./media-toolkit.ts";
import { pollingPlanFor } from "./shared/polling.ts";
import type { VideoProbe } from "./shared/video-input.ts";

/** Per-tool wording of the page's step flow (spec: tools §2, §7, §8); unset fields use defaults. */
export interface ToolMessages {
  startFailed: string;
  taskFailed: string;
  fetchResultFailed: string;
  resultTitle: string;
  /** The result's title when it is a still picture (Crop of a JPG, PNG or WebP); else resultTitle. */
  stillResultTitle?: string;
  /** Label of the button that goes back to the upload screen from the result. */
  startOver: string;
  /** That button's label under a still picture's result (Crop of a JPG...); else startOver. */
  stillStartOver?: string;
  /** What the upload screen calls the input ("GIF", "video", "images"). */
  noun: string;
  /** The result's download button (default: "Download <file name>"). */
  downloadLabel?: string;
}

/**
 * A line icon on a 24 × 24 grid (stroke, no fill), as plain data so the site's menus can draw it
 * without loading anything else of the tool.
 */
export type IconElement =
  | { kind: "path"; d: string }
  | { kind: "rect"; x: number; y: number; width: number; height: number; rx?: number }
  | { kind: "circle"; cx: number; cy: number; r: number };

/**
 * What the site's menus, cards and page frame show of a tool (`<tool>/about.ts`): plain data
 * with no imports, so every page can list every tool for a few hundred bytes.
 */
export interface ToolAbout<Id extends string = string> {
  /** The tool's slug: its folder, its route (`/<id>`) and, unless `apiPath` says otherwise, its API path. */
  id: Id;
  /** Name in menus, breadcrumbs and cards. */
  name: string;
  /** One line for the tool cards. */
  summary: string;
  /** Place in the header's Tools menu, the footer and the home grid (ascending). */
  menuPosition: number;
  icon: readonly IconElement[];
  /** The /tools page's group it is listed under (the groups' names, text and order are the site's). */
  group: ToolGroupId;
  /** Where the site's own pages point to it besides the menus and cards; unset: nowhere else. */
  highlights?: ToolHighlights;
  /**
   * The tool has no page, menu entry, card or example: an API call only (Edit, the chain of
   * operations the edit tools are views over). The site lists only the others.
   */
  apiOnly?: boolean;
  /**
   * The tool works only where the operator connected an AI generation server (Prompt to GIF).
   * A site built without one (no GENERATION_BACKEND at build time) keeps its page, which says it
   * is not available, but leaves it out of menus, cards, counts and the sitemap.
   */
  needsGenerationServer?: boolean;
}

/** The /tools page's groups: what people want to do (apps/web/src/site/tool-groups.ts names them). */
export type ToolGroupId = "make" | "edit" | "convert" | "optimize" | "frames" | "effects" | "video";

/**
 * The places on the site's own pages that lead to a tool, so that no page names one: each `place`
 * is the tool's position in that list (1 first); the site refuses two tools in one place.
 */
export interface ToolHighlights {
  /**
   * A way in: place 1 is the header's button and the first button of the home page's hero and of
   * the call-to-action bands, place 2 their second; `action` is the home hero's button for it.
   */
  start?: { place: 1 | 2; action: string };
  /** The home page's "then fine-tune the result with …" line, by a short name. */
  fineTune?: { place: number; label: string };
  /** A quick start on /help: what it is for, as a title and a line. */
  helpQuickStart?: { place: number; title: string; text: string };
  /**
   * The tool a GIF tool points to when it is given this kind of file instead of GIFs (one tool a
   * kind; its line on the upload screen is the tool-page catalog's, in the page's language).
   */
  madeFrom?: { input: "video" | "images" };
  /** Its example is the home page's hero (one tool). */
  homeHero?: true;
  /** The /api page's example call: a GIF in, no fields (one tool). */
  apiExample?: true;
}

/** What a tool says of its page's polling (spec: tools §4); the attempts follow from its time limit. */
export interface PollingSettings {
  /** The longest wait between two status calls. */
  delayCapMs: number;
  timeoutMessage: string;
  statusErrorMessage: string;
}

/** The client's polling schedule for a task. */
export interface PollingPlan extends PollingSettings {
  /** Status calls before the page gives up: derived from the time limit (shared/polling.ts). */
  maxAttempts: number;
  /** The first wait; unset: the spec's 1.5 s. */
  firstDelayMs?: number;
  /** How much longer each next wait is, up to `delayCapMs`; unset: the spec's 250 ms. */
  delayStepMs?: number;
}

/** Kinds of work go to different queues so a long video task cannot starve quick GIF edits. */
export type QueueClass = "fast" | "long";

export interface ToolDefinition<Options = unknown, Id extends string = string>
  extends ToolAbout<Id> {
  /** Path of the start call, e.g. "/api/reverse". */
  apiPath: string;
  /** One line for the /api page and the OpenAPI document. */
  apiSummary: string;
  input: InputKind | "none";
  /** How many input files one task takes. */
  maxInputFiles: number;
  /**
   * The tool works in the browser and starts no task of its own (Record Screen hands its
   * recording to Video to GIF): the API page does not list it.
   */
  browserOnly?: boolean;
  /**
   * The start call also takes a JSON body: `{input: {url | source_key | upload_key}, ...options}`
   * with the options as JSON values (POST /api/edit).
   */
  acceptsJson?: boolean;
  /**
   * The tool as a chain of operations (issue 36: the edit tools are views over the one
   * executor): its options as `{operations, output}`. The task's status returns it, so a result
   * can be edited further as a chain.
   */
  chainOf?(options: Options): ChainSpec;
  /** Parses the form fields (strings) into typed options; the same schema drives the editor. */
  optionsSchema: z.ZodType<Options>;
  defaults: Options;
  queue: QueueClass;
  /**
   * The page's polling delays and messages. Its window is never set by hand: defineTool derives
   * the attempts from `timeoutSeconds` plus the queueing slack (`pollingPlanFor`).
   */
  polling: PollingSettings;
  /**
   * File names the result is saved under, per output kind; a kind without one is saved as
   * `result.<extension>` (contracts' defaultDownloadName).
   */
  downloadNames: Partial<Record<OutputKind, string>>;
  /** The page's wording around the task, where it differs from the shared defaults. */
  messages: Partial<ToolMessages>;
  /** Wall-clock limit of one task of this tool; the page's polling window follows from it. */
  timeoutSeconds: number;
  /**
   * The start call also takes `upload_key`: a video stored earlier by POST /api/upload or
   * /api/video-preview, used as the input instead of a second upload.
   */
  acceptsUploadKey?: boolean;
  /**
   * Tasks the tool's own calls queue besides its processor's (Video to GIF's link download and
   * browser preview), by name: where each waits, how long it may run and how the page polls it.
   * Their work is the tool's server map entry's `taskRunners`; names never equal a tool id.
   */
  taskKinds?: Record<string, TaskKindDefinition>;
  /**
   * Checks the parsed options against the inputs of the request (e.g. one duration per image)
   * before the task is queued; a message makes the start call a 400 with that message.
   */
  checkInputs?(
    options: Options,
    inputs: { fileCount: number; urlCount: number; attachmentFields: readonly string[] },
  ): string | null;
  /**
   * The work the options ask for against the tool's time limit (`timeoutSeconds`), before
   * anything is queued: a message makes the start call a 400 `expected-time-too-long`, so a
   * conversion that cannot finish in time is refused at once instead of failing late (issue 24).
   */
  checkExpectedTime?(options: Options, timeoutSeconds: number): string | null;
  /**
   * Checks the parsed options against what a GIF upload's header says (read by the start call's
   * limit check, nothing decoded); a message makes the start call a 400 with that message. Links
   * and other formats have no such header there: the processor checks them and fails the task.
   */
  checkInputHeader?(options: Options, header: InputHeader): string | InputProblem | null;
  /**
   * The output's frames and sides against the limits, from every uploaded input's header at once
   * (Combine's frames from all inputs' delays, a sprite sheet's size), so the start call refuses
   * work the worker would only refuse after spending it (issue 40). `headers` holds the uploads
   * whose header was read, in upload order; links and videos have none there, so a check on a
   * subset must only refuse what the whole would also be refused for. The worker checks again.
   */
  checkUploadHeaders?(
    options: Options,
    headers: readonly UploadHeader[],
  ): string | InputProblem | null;
  /**
   * A finished task of this tool is the site's conversion (an ads conversion event, sent only with
   * the visitor's consent; spec: after a successful GIF Maker result).
   */
  reportsConversion?: boolean;
  /**
   * The tool that turns a kept GIF result into another format (`source_key` and `format`): the
   * result screen's "Compare formats" starts it (one tool).
   */
  convertsFormats?: boolean;
  /** Extra files besides the inputs (Add Text's custom fonts in `font_N` fields). */
  attachments?: AttachmentFields;
  /**
   * The size estimate shown before the task (POST /api/estimate/<tool>): the editor sends a sample
   * of the input it can make itself, the worker encodes it with the tool's own encoder at the
   * person's settings and extrapolates to the whole output. The measurement itself is the server
   * side's `estimator` (ServerTool).
   */
  sizeEstimate?: SizeEstimateDefinition;
}

/** A tool's size estimate: what its sample is (the server side measures it). */
export interface SizeEstimateDefinition {
  /** What the sample files are: stills (video frames, scaled images) or one GIF. */
  sample: "images" | "gif";
  /** Most sample files one estimate takes. */
  maxSampleFiles: number;
  /**
   * A GIF sample: the server keeps its header and the whole frames that end within this many
   * bytes (at least the first frame), never what follows.
   */
  maxSampleBytes?: number;
  /** One line for the OpenAPI document: what the sample is. */
  sampleSummary: string;
  /**
   * The sample comes in runs of consecutive frames (Video to GIF's grabbed frames): the call
   * also takes `sample_run_frames`.
   */
  sampleRuns?: boolean;
}

/** What a size estimate measured. */
export interface SizeEstimate {
  /** The whole output's estimated size. */
  bytes: number;
  /** Frames the sample's encode produced (what the estimate was measured on). */
  sampleFrames: number;
}

export interface EstimateContext extends ProcessorContext {
  /**
   * Bytes of the whole input when the sample is only its start (Optimize's first frames of a
   * large GIF): the measured ratio is applied to it.
   */
  sourceBytes?: number | undefined;
  /** Frames in each run of consecutive frames of the sample (Video to GIF's grabbed frames). */
  sampleRunFrames?: number | undefined;
}

export type Estimator<Options> = (
  options: Options,
  context: EstimateContext,
) => Promise<SizeEstimate>;

/**
 * A start call's refusal with its own code and, for a chain, the step it names (the 400 carries
 * it as `step`: 1-based, or "output").
 */
export interface InputProblem {
  message: string;
  code: ErrorCode;
  step?: number | "output" | null;
}

/** A GIF upload's facts as its header gives them. */
export interface InputHeader {
  width: number;
  height: number;
  frameCount: number;
  /** Every frame's delay as stored, in hundredths of a second. */
  delaysCentiseconds: number[];
}

/** An uploaded input's facts as its header gives them (any image, not only a GIF), by file name. */
export interface UploadHeader {
  name: string;
  width: number;
  height: number;
  frameCount: number;
  /** GIF only: every frame's delay as stored, in hundredths of a second. */
  delaysCentiseconds?: number[];
}

/** One input as the worker's intake found it. */
export interface InputFacts {
  /** The type found by content (file-type's name: "gif", "png", "mp4", ...), or null. */
  detectedType: string | null;
  /** A video's probe (the only one: duration, picture, streams); absent for other inputs. */
  video?: VideoProbe;
}

/** What a processor's output is (the one list: packages/contracts/src/output-kinds.ts). */
export type { OutputKind };

/** Where one input came from, for messages that name it and for tools that reorder inputs. */
export interface InputOrigin {
  kind: "file" | "url";
  /** Position among the uploaded files, or among the URLs. */
  index: number;
  /** The uploaded file's name, or the URL. */
  name: string;
}

/**
 * Extra files a tool takes besides its inputs. The generic start route stores the files of the
 * matching fields, refuses any whose name or content is not accepted, and the processor gets
 * them by field name (`attachmentPaths`).
 */
export interface AttachmentFields {
  /** Multipart field names that carry such files, e.g. /^font_\d{1,2}$/. */
  fieldPattern: RegExp;
  maxCount: number;
  /** Accepted file name extensions, lower case, without the dot. */
  extensions: readonly string[];
  /** True when the first bytes are of an accepted type: the content decides, never the name. */
  acceptsContent(head: Uint8Array): boolean;
  /** The message for a file that is refused by name or content. */
  refusedMessage(fileName: string, fieldName: string): string;
}

/** A task of a tool's own calls (ToolDefinition.taskKinds): its queue, time limit and polling. */
export interface TaskKindDefinition {
  queue: QueueClass;
  timeoutSeconds: number;
  /** As a tool's `polling`: the attempts follow from `timeoutSeconds` (pollingPlanFor). */
  polling: PollingSettings;
}

/** A task kind as registered: its page's polling plan worked out from its time limit. */
export interface RegisteredTaskKind extends TaskKindDefinition {
  polling: PollingPlan;
}

/** A tool as registered: its definition, with the page's polling plan worked out. */
export interface RegisteredTool<Options = unknown, Id extends string = string>
  extends Omit<ToolDefinition<Options, Id>, "taskKinds"> {
  /** The page's polling plan, with the attempts derived from `timeoutSeconds`. */
  polling: PollingPlan;
  taskKinds?: Record<string, RegisteredTaskKind>;
}

/** A tool's data (`<tool>/tool.ts`, the registry's line): what both the server and the site read. */
export function defineTool<Options, const Id extends string>(
  definition: ToolDefinition<Options, Id>,
): RegisteredTool<Options, Id> {
  const { taskKinds, ...rest } = definition;
  const registered: RegisteredTool<Options, Id> = {
    ...rest,
    polling: pollingPlanFor(definition.polling, definition.timeoutSeconds),
  };
  if (taskKinds) {
    registered.taskKinds = Object.fromEntries(
      Object.entries(taskKinds).map(([name, kind]) => [
        name,
        { ...kind, polling: pollingPlanFor(kind.polling, kind.timeoutSeconds) },
      ]),
    );
  }
  return registered;
}

/** A failure whose message is meant for the person who started the task. */
export class ToolError extends Error {
  readonly code: ErrorCode;
  /** The numbers the message names, by name (the failed task's `error_values`). */
  readonly values: FailureValues | null;
  constructor(
    message: string,
    code: ErrorCode = "processing-failed",
    values: FailureValues | null = null,
  ) {
    super(message);
    this.name = "ToolError";
    this.code = code;
    this.values = values;
  }
}

export interface ProgressUpdate {
  /** 0-100 */
  percent: number;
  /** The English status text (the API's `status`). */
  status?: string;
  /** Its stage in the one list (contracts' progress-stages.ts): a page writes it in its language. */
  stage?: ProgressStage;
}

export interface ProcessorContext {
  /** Local copies of the task's inputs, in order; their types were checked by content. */
  inputPaths: string[];
  /** Parallel to inputPaths: where each input came from (set by the task runner). */
  inputOrigins?: readonly InputOrigin[];
  /**
   * Parallel to inputPaths: what the worker's intake read of each input before the processor
   * runs (set by the task runner). A processor uses these facts and never inspects again.
   */
  inputFacts?: readonly InputFacts[];
  /** Local copies of the task's attachments by field name (e.g. font_0); checked by content. */
  attachmentPaths?: Readonly<Record<string, string>>;
  /** The task's own directory; removed when the task ends. */
  workDir: string;
  media: MediaToolkit;
  signal: AbortSignal;
  reportProgress(update: ProgressUpdate): void;
  /** The configured AI generation backend (Prompt to GIF); absent when the server has none. */
  generator?: FrameGenerator;
}

export interface ProcessorOutput {
  kind: OutputKind;
  path: string;
}

export interface ProcessorResult {
  outputs: ProcessorOutput[];
  /** The input could not be improved and is returned as it was (Optimize). */
  unchanged?: boolean;
  hasAudio?: boolean;
  /** What the person should know of how it was made, one sentence each (the task's result.notes). */
  notes?: string[];
  /** What "fit under a size" chose, when the options had `target_size_bytes`. */
  settings?: FitSettings;
}

export type Processor<Options> = (
  options: Options,
  context: ProcessorContext,
) => Promise<ProcessorResult>;
