import { defaultLimits } from "@gifkit/contracts";
import type { PluralForms } from "../../shared/i18n/format.ts";
import type { SplitEditorText } from "../editor-text.ts";
import {
  defaultVideoSeconds,
  frameCountProblem,
  maximumFrameNumber,
  maximumVideoSeconds,
  type SplitFormat,
  type SplitOptions,
  selectedFrames,
  splitMessages,
  splitOptionsSchema,
  videoFrameCount,
  videoFrameRate,
  videoPart,
} from "./options.ts";

/**
 * The editor's settings as typed (text fields stay text until sent), what they send, and what they
 * will give: pure, so the rules are tested without a browser and match the server's schema.
 */
export interface SplitFormState {
  format: SplitFormat;
  frames: "all" | "range";
  startFrame: string;
  endFrame: string;
  startTime: string;
  endTime: string;
  fps: string;
}

export const initialSplitForm: SplitFormState = {
  format: "png",
  frames: "all",
  startFrame: "1",
  endFrame: "",
  startTime: "0",
  endTime: "",
  fps: String(videoFrameRate.default),
};

/** What the input is, as the editor found it: an animation's frames, or a video's length. */
export type SplitInput =
  | { kind: "animation"; frameCount: number | null }
  | { kind: "video"; durationSeconds: number | null };

/** The form fields of the start call (only those that apply to the input). */
export function splitFields(form: SplitFormState, input: SplitInput): Record<string, string> {
  const fields: Record<string, string> = { format: form.format, frames: form.frames };
  if (form.frames === "range") {
    fields.start_frame = form.startFrame.trim() || "1";
    if (form.endFrame.trim() !== "") fields.end_frame = form.endFrame.trim();
  }
  if (input.kind === "video") {
    fields.start_time = form.startTime.trim() || "0";
    if (form.endTime.trim() !== "") fields.end_time = form.endTime.trim();
    fields.fps = form.fps.trim() || String(videoFrameRate.default);
  }
  return fields;
}

/**
 * Why the form cannot be sent, as the editor words it (split/editor-text.ts `problems`): the
 * schema's field rules by name, then what the input allows. `server` is a rule the form cannot
 * break (its radios send only valid values): the schema's own message is shown as it is.
 */
export type SplitProblem =
  | {
      kind:
        | "startFrame"
        | "endFrame"
        | "frameOrder"
        | "startTime"
        | "endTime"
        | "timeOrder"
        | "fps";
    }
  | { kind: "startPastFrames"; first: number; frameCount: number }
  | { kind: "startPastVideo"; startSeconds: number; lengthSeconds: number }
  | { kind: "endPastVideo"; endSeconds: number; lengthSeconds: number }
  | { kind: "partTooLong"; seconds: number; maxSeconds: number }
  | { kind: "tooManyFrames"; frameCount: number; maxFrames: number }
  | { kind: "server"; message: string };

export type SplitCheck =
  | { ok: true; frameCount: number | null; first: number; last: number | null }
  | { ok: false; problem: SplitProblem };

const fieldProblems = [
  "startFrame",
  "endFrame",
  "frameOrder",
  "startTime",
  "endTime",
  "timeOrder",
  "fps",
] as const;

/** The schema's message back to the rule it states (each rule has its own message). */
function schemaProblem(message: string): SplitProblem {
  const kind = fieldProblems.find((key) => splitMessages[key] === message);
  return kind ? { kind } : { kind: "server", message };
}

/**
 * The server's own rules on the form (its schema), then what the input allows: a range inside
 * the frames, at most the output frame limit, a video part within its length and the selection
 * limit. `frameCount` is null while the input's frames are not known.
 */
export function checkSplitForm(
  form: SplitFormState,
  input: SplitInput,
  limits: Pick<
    typeof defaultLimits,
    "maxOutputFrames" | "maxVideoSelectionSeconds"
  > = defaultLimits,
): SplitCheck {
  const parsed = splitOptionsSchema.safeParse(splitFields(form, input));
  if (!parsed.success) {
    return {
      ok: false,
      problem: schemaProblem(parsed.error.issues[0]?.message ?? splitMessages.frames),
    };
  }
  const options: SplitOptions = parsed.data;
  let frameCount: number | null = null;
  if (input.kind === "animation") {
    frameCount = input.frameCount;
  } else if (input.durationSeconds !== null) {
    const lengthSeconds = input.durationSeconds;
    const part = videoPart(options, lengthSeconds, limits);
    if ("problem" in part) {
      const startSeconds = options.start_time ?? 0;
      if (part.code === "selection-too-large") {
        const end = Math.min(options.end_time ?? startSeconds + defaultVideoSeconds, lengthSeconds);
        return {
          ok: false,
          problem: {
            kind: "partTooLong",
            seconds: end - startSeconds,
            maxSeconds: limits.maxVideoSelectionSeconds,
          },
        };
      }
      return {
        ok: false,
        problem:
          startSeconds >= lengthSeconds
            ? { kind: "startPastVideo", startSeconds, lengthSeconds }
            : { kind: "endPastVideo", endSeconds: options.end_time ?? 0, lengthSeconds },
      };
    }
    frameCount = videoFrameCount(part.end - part.start, options.fps ?? videoFrameRate.default);
  }
  if (frameCount === null) {
    return { ok: true, frameCount: null, first: options.start_frame ?? 1, last: null };
  }
  const span = selectedFrames(options, frameCount);
  if ("problem" in span) {
    return {
      ok: false,
      problem: { kind: "startPastFrames", first: options.start_frame ?? 1, frameCount },
    };
  }
  const saved = span.last - span.first + 1;
  if (frameCountProblem(saved, limits)) {
    return {
      ok: false,
      problem: { kind: "tooManyFrames", frameCount: saved, maxFrames: limits.maxOutputFrames },
    };
  }
  return { ok: true, frameCount, first: span.first, last: span.last };
}

/** The words the summary line is made of (split/editor-text.ts), and the page's formatters. */
export interface SplitSummaryWords {
  text: Pick<
    SplitEditorText,
    "summaryUnknown" | "summaryAll" | "summaryRange" | "files" | "aboutFiles" | "problems"
  >;
  fill: (template: string, values?: Record<string, string | number>) => string;
  plural: (forms: PluralForms, count: number, values?: Record<string, string | number>) => string;
  number: (value: number) => string;
}

/** A problem in the page's language (seconds to one decimal, as the fields step). */
export function splitProblemText(problem: SplitProblem, words: SplitSummaryWords): string {
  const { text, fill, plural, number } = words;
  const seconds = (value: number) => number(Math.round(value * 10) / 10);
  switch (problem.kind) {
    case "server":
      return problem.message;
    case "startFrame":
    case "endFrame":
      return fill(text.problems[problem.kind], { max: number(maximumFrameNumber) });
    case "startTime":
    case "endTime":
      return fill(text.problems[problem.kind], { max: number(maximumVideoSeconds) });
    case "fps":
      return fill(text.problems.fps, { min: videoFrameRate.min, max: videoFrameRate.max });
    case "frameOrder":
    case "timeOrder":
      return text.problems[problem.kind];
    case "startPastFrames":
      return plural(text.problems.startPastFrames, problem.frameCount, {
        first: number(problem.first),
      });
    case "startPastVideo":
      return fill(text.problems.startPastVideo, {
        start: seconds(problem.startSeconds),
        length: seconds(problem.lengthSeconds),
      });
    case "endPastVideo":
      return fill(text.problems.endPastVideo, {
        end: seconds(problem.endSeconds),
        length: seconds(problem.lengthSeconds),
      });
    case "partTooLong":
      return fill(text.problems.partTooLong, {
        seconds: number(Number(problem.seconds.toFixed(1))),
        max: number(problem.maxSeconds),
      });
    case "tooManyFrames":
      return fill(text.problems.tooManyFrames, {
        frames: number(problem.frameCount),
        max: number(problem.maxFrames),
      });
  }
}

/** One line on what the ZIP will hold: "Frames 3 to 10 of 42: 8 PNG files in frames.zip". */
export function splitSummary(
  check: SplitCheck,
  form: SplitFormState,
  input: SplitInput,
  words: SplitSummaryWords,
): string {
  if (!check.ok) return splitProblemText(check.problem, words);
  const { text, fill, plural, number } = words;
  const type = form.format.toUpperCase();
  if (check.last === null || check.frameCount === null) {
    return fill(text.summaryUnknown, { type });
  }
  const saved = check.last - check.first + 1;
  const files = plural(input.kind === "video" ? text.aboutFiles : text.files, saved, { type });
  return check.first === 1 && check.last === check.frameCount
    ? plural(text.summaryAll, check.frameCount, { files })
    : fill(text.summaryRange, {
        first: number(check.first),
        last: number(check.last),
        total: number(check.frameCount),
        files,
      });
}
