import {
  frameCountProblem,
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

export type SplitCheck =
  | { ok: true; frameCount: number | null; first: number; last: number | null }
  | { ok: false; message: string };

/**
 * The server's own rules on the form (its schema's messages), then what the input allows: a range
 * inside the frames, at most the output frame limit, a video part within its length and the
 * selection limit. `frameCount` is null while the input's frames are not known.
 */
export function checkSplitForm(form: SplitFormState, input: SplitInput): SplitCheck {
  const parsed = splitOptionsSchema.safeParse(splitFields(form, input));
  if (!parsed.success) {
    return { ok: false, message: parsed.error.issues[0]?.message ?? splitMessages.frames };
  }
  const options: SplitOptions = parsed.data;
  let frameCount: number | null = null;
  if (input.kind === "animation") {
    frameCount = input.frameCount;
  } else if (input.durationSeconds !== null) {
    const part = videoPart(options, input.durationSeconds);
    if ("problem" in part) return { ok: false, message: part.problem };
    frameCount = videoFrameCount(part.end - part.start, options.fps ?? videoFrameRate.default);
  }
  if (frameCount === null) {
    return { ok: true, frameCount: null, first: options.start_frame ?? 1, last: null };
  }
  const span = selectedFrames(options, frameCount);
  if ("problem" in span) return { ok: false, message: span.problem };
  const tooMany = frameCountProblem(span.last - span.first + 1);
  if (tooMany) return { ok: false, message: tooMany };
  return { ok: true, frameCount, first: span.first, last: span.last };
}

/** One line on what the ZIP will hold: "Frames 3 to 10 of 42: 8 PNG files in frames.zip". */
export function splitSummary(check: SplitCheck, form: SplitFormState, input: SplitInput): string {
  if (!check.ok) return check.message;
  const type = form.format.toUpperCase();
  const about = input.kind === "video" ? "about " : "";
  if (check.last === null || check.frameCount === null) {
    return `Every chosen frame becomes a ${type} file in frames.zip, with frames.json (delays and sizes).`;
  }
  const saved = check.last - check.first + 1;
  const which =
    check.first === 1 && check.last === check.frameCount
      ? `All ${check.frameCount.toLocaleString("en-US")} frames`
      : `Frames ${check.first} to ${check.last} of ${check.frameCount.toLocaleString("en-US")}`;
  return `${which}: ${about}${saved.toLocaleString("en-US")} ${type} ${saved === 1 ? "file" : "files"} in frames.zip, with frames.json.`;
}
