import { cutOptionsSchema } from "../shared/options.ts";
import { type CutPlanResult, cutSelection, planCut } from "../shared/range.ts";

/** The editor's settings as typed (strings, so a half-typed number is kept as it is). */
export interface CutFormState {
  mode: "time" | "frames";
  startTime: string;
  /** Blank: to the end. */
  endTime: string;
  startFrame: string;
  /** Blank: to the last frame. */
  endFrame: string;
}

export const initialCutForm: CutFormState = {
  mode: "time",
  startTime: "0",
  endTime: "",
  startFrame: "1",
  endFrame: "",
};

/** The start call's fields for the chosen mode (blank ends are left out: to the end). */
export function cutFields(state: CutFormState): Record<string, string> {
  const [startName, endName, start, end] =
    state.mode === "time"
      ? (["start_time", "end_time", state.startTime, state.endTime] as const)
      : (["start_frame", "end_frame", state.startFrame, state.endFrame] as const);
  const fields: Record<string, string> = { [startName]: start.trim() };
  if (end.trim() !== "") fields[endName] = end.trim();
  return fields;
}

export type CutFormCheck =
  /** The fields break the tool's own rules: the server would answer this message. */
  | { kind: "invalid"; message: string }
  /** Valid fields; `plan` is known once the frames' delays are. */
  | { kind: "valid"; plan: CutPlanResult | null };

/** The fields checked with the tool's schema, then planned on the delays when they are known. */
export function checkCutForm(
  state: CutFormState,
  delaysCentiseconds: readonly number[] | null,
): CutFormCheck {
  const parsed = cutOptionsSchema.safeParse(cutFields(state));
  if (!parsed.success) {
    return { kind: "invalid", message: parsed.error.issues[0]?.message ?? "Invalid range." };
  }
  return {
    kind: "valid",
    plan: delaysCentiseconds ? planCut(delaysCentiseconds, cutSelection(parsed.data)) : null,
  };
}

/** "1.25 s" */
export const formatSeconds = (centiseconds: number): string =>
  `${(centiseconds / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} s`;

/** A number as an input shows it: hundredths of a second as seconds, without trailing zeros. */
export const secondsText = (centiseconds: number): string => String(centiseconds / 100);
