import type { Limits } from "./limits.ts";

/**
 * How long GifKit keeps each kind of file, in one place: the privacy policy, the FAQ, the /api
 * page and the OpenAPI document all print these sentences, so what they say is what the server's
 * sweeper does (apps/server/src/tasks/sweeper.ts: results and kept uploads go after
 * `resultTtlMinutes`; a task's inputs go when the task ends).
 */
export interface RetentionRule {
  id: "uploads" | "results" | "estimate-samples" | "link-uploads";
  /** What is kept, as a short label ("Results"). */
  label: string;
  /** One sentence a person can read. */
  text: string;
}

/**
 * The rules in English with `{minutes}` where the time goes: the privacy policy's translations
 * (apps/web/src/i18n/pages/privacy-policy/<code>.ts) write these same sentences, keyed by id.
 */
export const retentionRuleTemplates: readonly RetentionRule[] = [
  {
    id: "uploads",
    label: "Uploaded files",
    text: "A file sent with a task is deleted as soon as the task ends, whether it succeeds or fails.",
  },
  {
    id: "results",
    label: "Results",
    text: "Results, and the status of their task, are deleted {minutes} minutes after they are made.",
  },
  {
    id: "estimate-samples",
    label: "Size-estimate samples",
    text: "A GIF sent for a size estimate (Optimize's: your GIF, or its first frames if it is large) is kept like a result, for {minutes} minutes, so that changing a setting does not upload it again.",
  },
  {
    id: "link-uploads",
    label: "Linked and previewed videos",
    text: "A video fetched from a link, or sent for a browser preview, in Video to GIF is kept for up to {minutes} minutes under its upload key, until a conversion uses it (it is then deleted when that task ends).",
  },
];

export function retentionRules(limits: Pick<Limits, "resultTtlMinutes">): RetentionRule[] {
  const minutes = limits.resultTtlMinutes.toLocaleString("en-US");
  return retentionRuleTemplates.map((rule) => ({
    ...rule,
    text: rule.text.replaceAll("{minutes}", minutes),
  }));
}

/** The rules as one paragraph (the OpenAPI description, meta text). */
export const retentionSummary = (limits: Pick<Limits, "resultTtlMinutes">): string =>
  retentionRules(limits)
    .map((rule) => rule.text)
    .join(" ");
