import {
  acceptedExtensions,
  contentMismatchMessage,
  emptyFileMessage,
  extensionOf,
  extensionsByContent,
  type InputKind,
  refusedInputKind,
  unsupportedFileMessage,
  unsupportedLinkMessage,
} from "@gifkit/contracts";
import type {
  InputHeader,
  InputProblem,
  ToolDefinition,
  ToolId,
  ToolTask,
  UploadHeader,
} from "@gifkit/tools";
import { toolsForRefusedInput } from "@gifkit/tools";
import type { FastifyRequest } from "fastify";
import { detectFileType, isAcceptedType } from "../ingest/file-type.ts";
import type { FileFields, UploadedFile } from "../ingest/multipart.ts";
import { checkUrlForm, UrlFetchError } from "../ingest/safe-fetch.ts";
import { checkYoutubeLink, isYoutubeLink, YoutubeLinkError } from "../ingest/youtube.ts";
import type { ToolTaskPayload } from "../tasks/task-record.ts";
import type { Caller } from "./caller.ts";
import { HttpError, type HttpErrorDetails } from "./http-error.ts";
import { type IntakeStep, intakeStep, type TaskForm, type TaskIntake } from "./intake.ts";
import type { Services } from "./services.ts";
import {
  checkedGeometry,
  keptGifResultOrThrow,
  parseTaskOptions,
  storedUploadOrThrow,
} from "./task-form.ts";

/**
 * A tool's start call (POST /api/<tool>) as intake steps (intake.ts runs them after the form is
 * read): the input files by name and content, their headers, the links, the inputs kept from
 * earlier calls, the input count, the attachments, the options and what they say of the inputs.
 */

export const inputFileFields = new Set(["file", "files"]);
export const inputUrlFields = ["url", "urls"];
/** Form fields that name an input kept from an earlier call instead of sending it. */
const keptInputFields = ["upload_key", "source_key"];

/** Tools that take GIFs also take a kept GIF result by its key (`source_key`). */
export const takesGifResults = (tool: ToolDefinition<unknown>) =>
  tool.input === "gif" ||
  tool.input === "gif-or-still" ||
  tool.input === "images" ||
  tool.input === "gif-or-video";

const tooManyFilesMessage = (maxFiles: number) =>
  `Too many files: this tool takes at most ${maxFiles}.`;
const tooManyAttachmentsMessage = (maxFiles: number) =>
  `Too many extra files: this tool takes at most ${maxFiles}.`;

/** What the start call's steps know so far. */
export interface StartState {
  readonly request: FastifyRequest;
  readonly services: Services;
  readonly tool: ToolDefinition<unknown, ToolId>;
  readonly caller: Caller;
  readonly form: TaskForm;
  /** The input files (`file`, `files`), in order. */
  readonly inputFiles: UploadedFile[];
  /** The tool's other files (Add Text's fonts), by field. */
  readonly attachmentFiles: UploadedFile[];
  /** The inputs' headers with frame delays (for the tool's header check). */
  headers: InputHeader[];
  /** Every upload's header that could be read (images too), for the tool's output check. */
  uploadHeaders: UploadHeader[];
  /** Links the worker fetches, trimmed, in order. */
  urls: string[];
  /** A video stored by an earlier upload call (`upload_key`). */
  uploadKey: string | null;
  /** A kept GIF result of an earlier task (`source_key`). */
  sourceKey: string | null;
  /** The tool's options as the worker will read them, once parsed. */
  task: ToolTask | null;
  options: unknown;
}

/** Which fields of the tool's form are stored files, and when one more is refused. */
export function startFileFields(tool: ToolDefinition<unknown>): FileFields {
  const attachmentPattern = tool.attachments?.fieldPattern;
  return {
    has: (name) => inputFileFields.has(name) || (attachmentPattern?.test(name) ?? false),
    refuse: (name, stored) => {
      const isInput = inputFileFields.has(name);
      const sameKind = stored.filter((file) => inputFileFields.has(file.fieldName) === isInput);
      if (isInput && sameKind.length >= tool.maxInputFiles) {
        return new HttpError(
          400,
          "too-many-files",
          tooManyFilesMessage(tool.maxInputFiles),
          {},
          {
            values: { max_files: tool.maxInputFiles },
          },
        );
      }
      const spec = tool.attachments;
      if (!isInput && spec && sameKind.length >= spec.maxCount) {
        return new HttpError(400, "too-many-files", tooManyAttachmentsMessage(spec.maxCount));
      }
      return null;
    },
  };
}

/**
 * The calls that take a GIF tool's refused videos or pictures, as the page's lines under the
 * message name them: an MP4 on Resize → Resize Video, then Video to GIF. The message itself stays
 * the spec's ("Unsupported file type: …. Allowed: …").
 */
function refusedInputTools(
  tool: ToolDefinition<unknown, ToolId>,
  fileNames: string[],
): HttpErrorDetails {
  const kind = refusedInputKind(fileNames, tool.input as InputKind);
  if (!kind) return {};
  const { sameEdit, madeFrom } = toolsForRefusedInput(tool, kind);
  const takers = [sameEdit, madeFrom].filter((other) => other !== null);
  return takers.length === 0
    ? {}
    : { tools: takers.map((other) => ({ name: other.name, path: other.apiPath })) };
}

/** The input files by name, then by content (an empty file says so; a misnamed one too). */
export const checkInputFiles = intakeStep<StartState>("input-files", async (state) => {
  const { tool, inputFiles } = state;
  const allowed = acceptedExtensions[tool.input as InputKind];
  if (inputFiles.length > tool.maxInputFiles) {
    throw new HttpError(400, "too-many-files", tooManyFilesMessage(tool.maxInputFiles));
  }
  const badNames: string[] = [];
  const mismatchedNames: string[] = [];
  for (const file of inputFiles) {
    const detected = await detectFileType(file.head);
    const byContent = isAcceptedType(detected, tool.input as InputKind);
    // A .png is judged by its content where APNG is taken: an APNG passes, a still PNG does not.
    const byName =
      allowed.includes(extensionOf(file.fileName) as never) ||
      (detected === "apng" &&
        extensionsByContent(tool.input as InputKind).includes(extensionOf(file.fileName)));
    if (!byName) badNames.push(file.fileName);
    else if (!byContent) mismatchedNames.push(file.fileName);
  }
  if (badNames.length > 0) {
    throw new HttpError(
      400,
      "unsupported-file-type",
      unsupportedFileMessage(badNames, allowed),
      {},
      refusedInputTools(tool, badNames),
    );
  }
  // A 0-byte file has no format at all: "empty" says what is wrong with it.
  const emptyNames = inputFiles
    .filter((file) => file.blob.metadata.sizeBytes === 0)
    .map((file) => file.fileName);
  if (emptyNames.length > 0) {
    throw new HttpError(400, "empty-file", emptyFileMessage(emptyNames));
  }
  // The name is right but the content is not (a text file named x.gif): said as such.
  if (mismatchedNames.length > 0) {
    throw new HttpError(400, "unsupported-file-type", contentMismatchMessage(mismatchedNames));
  }
});

/**
 * Sizes and frame counts from the headers, before any decoder runs (reliability R1.1). Pure
 * parsers only, read from the upload stream while it was stored: a video's header needs a probe
 * process, so the worker reads it as the first step of the task and a refusal there fails the
 * task with the same message.
 */
export const checkInputHeaders = intakeStep<StartState>("input-headers", async (state) => {
  for (const file of state.inputFiles) {
    const geometry = await checkedGeometry(file, state.inputFiles.length > 1);
    if (geometry) {
      const { label: _label, ...facts } = geometry;
      state.uploadHeaders.push({ ...facts, name: file.fileName });
    }
    if (geometry?.delaysCentiseconds) {
      state.headers.push({ ...geometry, delaysCentiseconds: geometry.delaysCentiseconds });
    }
  }
});

/**
 * A form field sent twice is refused by name, as a file field is (checkAttachments): one value
 * winning would be a guess, and the option's own message ("Width must be a whole number…")
 * would blame values the caller did send. The links are a list by design (`urls` repeated, as
 * GIF Maker and Combine take them; `url` twice is two links, counted by input-count).
 */
export const checkRepeatedFields = intakeStep<StartState>("repeated-fields", ({ form }) => {
  const repeated = form.repeatedFields?.find((name) => !inputUrlFields.includes(name));
  if (repeated !== undefined) {
    throw new HttpError(400, "duplicate-field", `The field ${repeated} was sent twice.`);
  }
});

/** The links by form (scheme, port, no credentials), YouTube's by its rules, others by extension. */
export const checkLinks = intakeStep<StartState>("links", (state) => {
  const { tool, form, services } = state;
  const allowed = acceptedExtensions[tool.input as InputKind];
  state.urls = inputUrlFields
    .flatMap((name) => {
      const value = form.fields[name];
      return value === undefined ? [] : Array.isArray(value) ? value : [value];
    })
    .map((url) => String(url).trim())
    .filter((url) => url.length > 0);
  for (const url of state.urls) {
    try {
      checkUrlForm(url, services.config.allowLoopbackUrlsForTests);
    } catch (error) {
      if (error instanceof UrlFetchError) throw new HttpError(400, error.code, error.message);
      throw error;
    }
    // Video tools also take YouTube links (spec §5); the worker downloads them.
    if (tool.input === "video" && isYoutubeLink(url)) {
      try {
        checkYoutubeLink(url);
      } catch (error) {
        if (error instanceof YoutubeLinkError)
          throw new HttpError(error.statusCode, error.code, error.message);
        throw error;
      }
    } else if (!allowed.includes(extensionOf(new URL(url).pathname) as never)) {
      throw new HttpError(400, "unsupported-file-type", unsupportedLinkMessage(url, allowed));
    }
  }
});

/** Inputs kept from earlier calls, named instead of sent again (still kept, of the right kind). */
export const resolveKeptInputs = intakeStep<StartState>("kept-inputs", async (state) => {
  const { tool, form, services } = state;
  // A video stored earlier by the upload calls.
  if (tool.acceptsUploadKey && form.fields.upload_key !== undefined) {
    state.uploadKey = await storedUploadOrThrow(services.store, form.fields.upload_key);
  }
  // A GIF result of an earlier task (keep editing).
  if (takesGifResults(tool) && form.fields.source_key !== undefined) {
    state.sourceKey = await keptGifResultOrThrow(
      services.store,
      String(form.fields.source_key).trim(),
      services.config.limits.resultTtlMinutes,
    );
  }
});

/** At least one input, at most the tool's count, however they came. */
export const checkInputCount = intakeStep<StartState>("input-count", (state) => {
  const { tool } = state;
  const inputCount =
    state.inputFiles.length +
    state.urls.length +
    (state.uploadKey ? 1 : 0) +
    (state.sourceKey ? 1 : 0);
  if (inputCount === 0) {
    throw new HttpError(400, "missing-input", "Choose a file or enter a URL.");
  }
  if (inputCount > tool.maxInputFiles) {
    throw new HttpError(
      400,
      "too-many-files",
      `Too many inputs: this tool takes at most ${tool.maxInputFiles}.`,
    );
  }
});

/** The tool's attachment files (e.g. custom fonts) by name and content; the message names the file. */
export const checkAttachments = intakeStep<StartState>(
  "attachments",
  ({ tool, attachmentFiles }) => {
    const spec = tool.attachments;
    if (!spec || attachmentFiles.length === 0) return;
    if (attachmentFiles.length > spec.maxCount) {
      throw new HttpError(400, "too-many-files", tooManyAttachmentsMessage(spec.maxCount));
    }
    const seen = new Set<string>();
    for (const file of attachmentFiles) {
      if (seen.has(file.fieldName)) {
        throw new HttpError(400, "duplicate-field", `The field ${file.fieldName} was sent twice.`);
      }
      seen.add(file.fieldName);
      const byName = spec.extensions.includes(extensionOf(file.fileName));
      if (!byName || !spec.acceptsContent(file.head)) {
        throw new HttpError(
          400,
          "unsupported-file-type",
          spec.refusedMessage(file.fileName, file.fieldName),
        );
      }
    }
  },
);

/** The tool's options from the remaining fields (both parses: the intake's and the worker's). */
export const parseOptions = intakeStep<StartState>("options", (state) => {
  const optionFields = Object.fromEntries(
    Object.entries(state.form.fields).filter(
      ([name]) => !inputUrlFields.includes(name) && !keptInputFields.includes(name),
    ),
  );
  const { options, task } = parseTaskOptions(state.request, state.tool, optionFields);
  state.options = options;
  state.task = task;
});

/** What the options say of the inputs: their count, the expected time, each input's header. */
export const checkOptionsAgainstInputs = intakeStep<StartState>("options-and-inputs", (state) => {
  const { tool, options } = state;
  const inputsProblem = tool.checkInputs?.(options, {
    // A source result is read in after the uploaded files, as one more file.
    fileCount: state.inputFiles.length + (state.sourceKey ? 1 : 0),
    urlCount: state.urls.length,
    attachmentFields: state.attachmentFiles.map((file) => file.fieldName),
  });
  if (inputsProblem) throw inputProblemError(inputsProblem);
  const timeProblem = tool.checkExpectedTime?.(options, tool.timeoutSeconds);
  if (timeProblem) {
    throw new HttpError(
      400,
      "expected-time-too-long",
      timeProblem,
      {},
      {
        values: { limit_seconds: tool.timeoutSeconds },
      },
    );
  }
  for (const header of state.headers) {
    const headerProblem = tool.checkInputHeader?.(options, header);
    if (headerProblem) throw inputProblemError(headerProblem);
  }
  const outputProblem = tool.checkUploadHeaders?.(options, state.uploadHeaders);
  if (outputProblem) throw inputProblemError(outputProblem);
});

/** A tool's check's refusal as the start call's 400 (its code and step when it names them). */
function inputProblemError(problem: string | InputProblem): HttpError {
  if (typeof problem === "string") return new HttpError(400, "invalid-options", problem);
  return new HttpError(
    400,
    problem.code,
    problem.message,
    {},
    problem.step === undefined ? {} : { step: problem.step },
  );
}

/** The start call's steps, in order. */
export const startSteps: readonly IntakeStep<StartState>[] = [
  checkRepeatedFields,
  checkInputFiles,
  checkInputHeaders,
  checkLinks,
  resolveKeptInputs,
  checkInputCount,
  checkAttachments,
  parseOptions,
  checkOptionsAgainstInputs,
];

/** The task as the worker reads it: the tool and options, the inputs by key, link and name. */
export function startPayload(state: StartState): ToolTaskPayload {
  if (!state.task) throw new Error("the options step did not run");
  const uploadedKeys = state.form.files.map((file) => file.blob.key);
  return {
    // The tool and its options as the worker will read them (typed by the tool's schema).
    ...state.task,
    // The upload key's blob is not deleted if this call fails: the editor may retry with it.
    inputKeys: state.uploadKey ? [...uploadedKeys, state.uploadKey] : uploadedKeys,
    ...(state.sourceKey ? { sourceKeys: [state.sourceKey] } : {}),
    inputUrls: state.urls,
    inputNames: state.form.files.map((file) => file.fileName),
    ...(state.attachmentFiles.length > 0
      ? {
          attachments: state.attachmentFiles.map((file) => ({
            field: file.fieldName,
            key: file.blob.key,
          })),
        }
      : {}),
  };
}

/** A tool's start call as an intake (intake.ts's runTaskIntake runs it). */
export function startIntake(
  request: FastifyRequest,
  services: Services,
  tool: ToolDefinition<unknown, ToolId>,
): TaskIntake<StartState> {
  return {
    startCall: true,
    fileFields: startFileFields(tool),
    notMultipartMessage: "Send the file or URL as multipart/form-data.",
    ...(tool.acceptsJson ? { jsonFields: startJsonFields } : {}),
    begin: (form, caller) => ({
      request,
      services,
      tool,
      caller,
      form,
      inputFiles: form.files.filter((file) => inputFileFields.has(file.fieldName)),
      attachmentFiles: form.files.filter((file) => !inputFileFields.has(file.fieldName)),
      headers: [],
      uploadHeaders: [],
      urls: [],
      uploadKey: null,
      sourceKey: null,
      task: null,
      options: undefined,
    }),
    steps: startSteps,
    payload: startPayload,
  };
}

/**
 * A start call's JSON body (`acceptsJson` tools): `{input: {url | source_key | upload_key},
 * ...options}`, its options as JSON values; the same steps then run as for a form, with no file.
 */
export function startJsonFields(body: unknown): Record<string, unknown> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new HttpError(400, "bad-request", "The body must be a JSON object: {input, ...}.");
  }
  const { input, ...options } = body as Record<string, unknown>;
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    throw new HttpError(
      400,
      "missing-input",
      'Give the input as {"input": {"url": ...}} (or source_key, upload_key); a file needs a multipart form.',
    );
  }
  const { url, source_key, upload_key, ...unknownInput } = input as Record<string, unknown>;
  const unknownKeys = Object.keys(unknownInput);
  if (unknownKeys.length > 0) {
    throw new HttpError(
      400,
      "bad-request",
      `input takes url, source_key or upload_key, not ${unknownKeys.join(", ")}.`,
    );
  }
  const inputFields = Object.entries({ url, source_key, upload_key }).filter(
    ([, value]) => value !== undefined,
  );
  for (const [name, value] of inputFields) {
    if (typeof value !== "string") {
      throw new HttpError(400, "bad-request", `input.${name} must be a string.`);
    }
  }
  return { ...options, ...Object.fromEntries(inputFields) };
}
