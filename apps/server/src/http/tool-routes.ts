import {
  acceptedExtensions,
  contentMismatchMessage,
  emptyFileMessage,
  extensionOf,
  unsupportedFileMessage,
  unsupportedLinkMessage,
} from "@gifkit/contracts";
import {
  type InputHeader,
  type InputProblem,
  type ToolDefinition,
  type ToolId,
  toolList,
} from "@gifkit/tools";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { detectFileType, isAcceptedType } from "../ingest/file-type.ts";
import type { UploadedFile } from "../ingest/multipart.ts";
import { checkUrlForm, UrlFetchError } from "../ingest/safe-fetch.ts";
import { checkYoutubeLink, isYoutubeLink, YoutubeLinkError } from "../ingest/youtube.ts";
import { type BlobStore, isValidKey } from "../storage/blob-store.ts";
import { sourceExpiredMessage, type ToolTaskPayload } from "../tasks/task-record.ts";
import { HttpError } from "./http-error.ts";
import type { Services } from "./services.ts";
import {
  binaryFieldSchema,
  checkedGeometry,
  optionFieldSchemas,
  parseTaskOptions,
  queueTaskOrCleanUp,
  readTaskForm,
  storedUploadOrThrow,
  taskCallResponses,
} from "./task-form.ts";

const fileFields = new Set(["file", "files"]);
const urlFields = ["url", "urls"];

/** Tools that take GIFs also take a kept GIF result by its key (`source_key`). */
const takesGifResults = (tool: ToolDefinition<unknown>) =>
  tool.input === "gif" || tool.input === "images" || tool.input === "gif-or-video";

/**
 * The key of a GIF result that is still kept, named by `source_key`; anything else (unknown,
 * expired, an upload, a video) is refused with the same advice: upload the GIF again.
 */
export async function keptGifResultOrThrow(
  store: BlobStore,
  key: string,
  resultTtlMinutes: number,
) {
  const metadata = isValidKey(key) ? await store.stat(key) : null;
  if (metadata?.role !== "result" || metadata.contentType !== "image/gif") {
    throw new HttpError(400, "source-expired", sourceExpiredMessage(resultTtlMinutes));
  }
  return key;
}

/** JSON Schema of a tool's start call as a JSON body (`acceptsJson`), for the OpenAPI document. */
function jsonBodySchema(tool: ToolDefinition<unknown>) {
  const options = optionFieldSchemas(tool);
  return {
    type: "object",
    required: ["input"],
    properties: {
      input: {
        type: "object",
        description:
          "The input: one of url, source_key or upload_key (a file needs a multipart form).",
        properties: {
          url: {
            type: "string",
            format: "uri",
            description: "A public http(s) link fetched by the server.",
          },
          source_key: {
            type: "string",
            description: "The download key of a GIF result that is still kept (any tool's).",
          },
          ...(tool.acceptsUploadKey
            ? {
                upload_key: {
                  type: "string",
                  description:
                    "The `upload_key` of a POST /api/upload task's result (a stored video).",
                },
              }
            : {}),
        },
      },
      ...options,
    },
  };
}

/** The start call's body: a multipart form, and for `acceptsJson` tools a JSON body too. */
function startBodySchema(tool: ToolDefinition<unknown>) {
  if (!tool.acceptsJson) return { body: multipartBodySchema(tool) };
  return {
    body: {
      content: {
        "application/json": { schema: jsonBodySchema(tool) },
        "multipart/form-data": { schema: multipartBodySchema(tool) },
      },
    },
  };
}

/** JSON Schema of a tool's start call, for the OpenAPI document. */
function multipartBodySchema(tool: ToolDefinition<unknown>) {
  const many = tool.maxInputFiles > 1;
  const binary = binaryFieldSchema;
  return {
    type: "object",
    properties: {
      ...(many
        ? {
            files: { type: "array", items: binary },
            urls: { type: "array", items: { type: "string", format: "uri" } },
          }
        : {
            file: binary,
            url: {
              type: "string",
              format: "uri",
              description: "A public http(s) link fetched by the server.",
            },
          }),
      ...(takesGifResults(tool)
        ? {
            source_key: {
              type: "string",
              description:
                "Instead of file or url: the download key of a GIF result that is still kept (any tool's), to keep editing it without uploading it again.",
            },
          }
        : {}),
      ...(tool.acceptsUploadKey
        ? {
            upload_key: {
              type: "string",
              description:
                "Instead of file or url: the `upload_key` of a POST /api/upload or /api/video-preview task's result (a stored video).",
            },
          }
        : {}),
      ...optionFieldSchemas(tool),
    },
    ...(tool.attachments
      ? { patternProperties: { [tool.attachments.fieldPattern.source]: binary } }
      : {}),
  };
}

const tooManyFilesMessage = (maxFiles: number) =>
  `Too many files: this tool takes at most ${maxFiles}.`;
const tooManyAttachmentsMessage = (maxFiles: number) =>
  `Too many extra files: this tool takes at most ${maxFiles}.`;

/** Checks a tool's attachment files (e.g. custom fonts) by name and content; the message names the file. */
function checkAttachments(tool: ToolDefinition<unknown>, attachments: UploadedFile[]): void {
  const spec = tool.attachments;
  if (!spec || attachments.length === 0) return;
  if (attachments.length > spec.maxCount) {
    throw new HttpError(400, "too-many-files", tooManyAttachmentsMessage(spec.maxCount));
  }
  const seen = new Set<string>();
  for (const file of attachments) {
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
}

export function registerToolRoutes(app: FastifyInstance, services: Services): void {
  for (const tool of toolList) {
    if (tool.input === "none") continue;
    app.post(
      tool.apiPath,
      {
        schema: {
          summary: `Start a ${tool.name} task`,
          description: tool.apiSummary,
          tags: ["tools"],
          consumes: tool.acceptsJson
            ? ["multipart/form-data", "application/json"]
            : ["multipart/form-data"],
          ...startBodySchema(tool),
          response: taskCallResponses,
        },
        // The body is multipart: it is streamed and validated by the handler, not by Fastify.
        validatorCompiler: () => () => true,
        config: { rateLimitClass: "start" },
      },
      async (request, reply) => {
        if (tool.acceptsJson && isJsonBody(request.headers["content-type"])) {
          return startFromJson(tool, request, reply, services);
        }
        const attachmentPattern = tool.attachments?.fieldPattern;
        const form = await readTaskForm(
          request,
          services,
          {
            has: (name) => fileFields.has(name) || (attachmentPattern?.test(name) ?? false),
            refuse: (name, stored) => {
              const isInput = fileFields.has(name);
              const sameKind = stored.filter((file) => fileFields.has(file.fieldName) === isInput);
              if (isInput && sameKind.length >= tool.maxInputFiles) {
                return new HttpError(
                  400,
                  "too-many-files",
                  tooManyFilesMessage(tool.maxInputFiles),
                );
              }
              const spec = tool.attachments;
              if (!isInput && spec && sameKind.length >= spec.maxCount) {
                return new HttpError(
                  400,
                  "too-many-files",
                  tooManyAttachmentsMessage(spec.maxCount),
                );
              }
              return null;
            },
          },
          "Send the file or URL as multipart/form-data.",
        );
        const uploadedKeys = form.files.map((file) => file.blob.key);
        const inputFiles = form.files.filter((file) => fileFields.has(file.fieldName));
        const attachmentFiles = form.files.filter((file) => !fileFields.has(file.fieldName));
        return queueTaskOrCleanUp(request, reply, services, uploadedKeys, () =>
          buildPayload(tool, request, services, {
            fields: form.fields,
            inputFiles,
            attachmentFiles,
            uploadedKeys,
            fileNames: form.files.map((file) => file.fileName),
          }),
        );
      },
    );
  }
}

/** A JSON request body (`application/json`, with or without parameters). */
const isJsonBody = (contentType: string | undefined) =>
  /^application\/json\b/i.test(contentType ?? "");

/**
 * A start call as a JSON body (`acceptsJson` tools): `{input: {url | source_key | upload_key},
 * ...options}`, its options as JSON values. The same checks and payload as a form's, with no file.
 */
async function startFromJson(
  tool: ToolDefinition<unknown, ToolId>,
  request: FastifyRequest,
  reply: FastifyReply,
  services: Services,
) {
  await services.assertCanAcceptTask(request.ip);
  const body = request.body;
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
  for (const [name, value] of Object.entries({ url, source_key, upload_key })) {
    if (value !== undefined && typeof value !== "string") {
      throw new HttpError(400, "bad-request", `input.${name} must be a string.`);
    }
  }
  const inputFields = Object.fromEntries(
    Object.entries({ url, source_key, upload_key }).filter(([, value]) => value !== undefined),
  );
  return queueTaskOrCleanUp(request, reply, services, [], () =>
    buildPayload(tool, request, services, {
      fields: { ...options, ...inputFields },
      inputFiles: [],
      attachmentFiles: [],
      uploadedKeys: [],
      fileNames: [],
    }),
  );
}

/**
 * Everything after the body is read (a form's or a JSON body's): the inputs' names, content and
 * header limits, the links, a stored video or kept result, the options and the tool's own
 * checks; then the payload the worker runs.
 */
async function buildPayload(
  tool: ToolDefinition<unknown, ToolId>,
  request: FastifyRequest,
  services: Services,
  form: {
    fields: Record<string, unknown>;
    inputFiles: UploadedFile[];
    attachmentFiles: UploadedFile[];
    uploadedKeys: string[];
    fileNames: string[];
  },
): Promise<ToolTaskPayload> {
  const { inputFiles, attachmentFiles, uploadedKeys } = form;
  const allowed = acceptedExtensions[tool.input as keyof typeof acceptedExtensions];
  if (inputFiles.length > tool.maxInputFiles) {
    throw new HttpError(400, "too-many-files", tooManyFilesMessage(tool.maxInputFiles));
  }
  const badNames: string[] = [];
  const mismatchedNames: string[] = [];
  const detectedTypes: string[] = [];
  for (const file of inputFiles) {
    const byName = allowed.includes(extensionOf(file.fileName) as never);
    const detected = await detectFileType(file.head);
    const byContent = isAcceptedType(detected, tool.input as keyof typeof acceptedExtensions);
    if (!byName) badNames.push(file.fileName);
    else if (!byContent) mismatchedNames.push(file.fileName);
    detectedTypes.push(detected ?? "");
  }
  if (badNames.length > 0) {
    throw new HttpError(400, "unsupported-file-type", unsupportedFileMessage(badNames, allowed));
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
  // Sizes and frame counts from the headers, before any decoder runs (reliability R1.1).
  // Pure parsers only: a video's header needs a probe process, so the worker reads it as the
  // first step of the task and a refusal there fails the task with the same message.
  const headers: InputHeader[] = [];
  // (Read from the upload stream while it was stored: nothing is read back from storage.)
  for (const file of inputFiles) {
    const geometry = await checkedGeometry(file, inputFiles.length > 1);
    if (geometry?.delaysCentiseconds) {
      headers.push({ ...geometry, delaysCentiseconds: geometry.delaysCentiseconds });
    }
  }

  const urls = urlFields
    .flatMap((name) => {
      const value = form.fields[name];
      return value === undefined ? [] : Array.isArray(value) ? value : [value];
    })
    .map((url) => String(url).trim())
    .filter((url) => url.length > 0);
  for (const url of urls) {
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
  // A video stored earlier by the upload calls, named instead of sent again.
  const uploadKey =
    tool.acceptsUploadKey && form.fields.upload_key !== undefined
      ? await storedUploadOrThrow(services.store, form.fields.upload_key)
      : null;
  // A GIF result of an earlier task, named instead of sent again (keep editing).
  const sourceKey =
    takesGifResults(tool) && form.fields.source_key !== undefined
      ? await keptGifResultOrThrow(
          services.store,
          String(form.fields.source_key).trim(),
          services.config.limits.resultTtlMinutes,
        )
      : null;
  const inputCount = inputFiles.length + urls.length + (uploadKey ? 1 : 0) + (sourceKey ? 1 : 0);
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

  checkAttachments(tool, attachmentFiles);

  const optionFields = Object.fromEntries(
    Object.entries(form.fields).filter(
      ([name]) => !urlFields.includes(name) && name !== "upload_key" && name !== "source_key",
    ),
  );
  const { options, task } = parseTaskOptions(request, tool, optionFields);
  const inputsProblem = tool.checkInputs?.(options, {
    // A source result is read in after the uploaded files, as one more file.
    fileCount: inputFiles.length + (sourceKey ? 1 : 0),
    urlCount: urls.length,
    attachmentFields: attachmentFiles.map((file) => file.fieldName),
  });
  if (inputsProblem) throw inputProblemError(inputsProblem);
  const timeProblem = tool.checkExpectedTime?.(options, tool.timeoutSeconds);
  if (timeProblem) throw new HttpError(400, "expected-time-too-long", timeProblem);
  for (const header of headers) {
    const headerProblem = tool.checkInputHeader?.(options, header);
    if (headerProblem) throw inputProblemError(headerProblem);
  }
  return {
    // The tool and its options as the worker will read them (typed by the tool's schema).
    ...task,
    // The upload key's blob is not deleted if this call fails: the editor may retry with it.
    inputKeys: uploadKey ? [...uploadedKeys, uploadKey] : uploadedKeys,
    ...(sourceKey ? { sourceKeys: [sourceKey] } : {}),
    inputUrls: urls,
    inputNames: form.fileNames,
    ...(attachmentFiles.length > 0
      ? {
          attachments: attachmentFiles.map((file) => ({
            field: file.fieldName,
            key: file.blob.key,
          })),
        }
      : {}),
  };
}

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
