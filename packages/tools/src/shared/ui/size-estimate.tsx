import type { ErrorCode } from "@gifkit/contracts";
import { useEffect, useRef, useState } from "react";
import type { PollingPlan } from "../../define-tool.ts";
import { useEditorText } from "../i18n/editor-text.ts";
import type { EditorUiMessages } from "../i18n/editor-ui.en.ts";
import { fileSizeText } from "../i18n/file-size-text.ts";
import { fitBytes } from "../i18n/fit-under-words.ts";
import { pollTask } from "../poll-task.ts";

/** What the browser sends to be measured: sample files and the estimate's own fields. */
export interface EstimateSample {
  files: { blob: Blob; name: string }[];
  /** E.g. `source_bytes`, `sample_run_frames`, `source_key`, or sizes the sample was made at. */
  fields: Record<string, string>;
  /** The server kept the sample (a GIF) under this key: later estimates name it, not send it. */
  keptKey?: string;
}

export interface SizeEstimateProps {
  /** The tool's id: the estimate is POST /api/estimate/<tool>. */
  tool: string;
  /** The tool's option fields as its start call sends them; a change measures again (debounced). */
  fields: Record<string, string>;
  /** Names the sample: it is made again only when this changes. null: no estimate (e.g. a link). */
  sampleKey: string | null;
  makeSample(): Promise<EstimateSample>;
  /** Rendered as a <div> of <dt> and <dd>, to sit in the editor's <dl> of sizes (Optimize). */
  inDefinitionList?: boolean;
  /** "Fit under" is on with this target: an estimate above it says the result will be smaller. */
  fitTargetBytes?: number | null;
  /** Told whether a measurement is under way (an editor may hold its action until it is done). */
  onMeasuringChange?: ((measuring: boolean) => void) | undefined;
  /** Told the measured bytes (null while measuring or after a failure), e.g. to compare with a destination's limit. */
  onMeasured?: ((bytes: number | null) => void) | undefined;
}

/** Waits this long after the last change before measuring, so a dragged slider measures once. */
const debounceMs = 700;

type EstimateWords = EditorUiMessages["sharedParts"]["estimate"];

/**
 * The estimate's schedule: a sample encodes in a second or two, so a status call every 0.6 s
 * (not the tool page's 1.5 s and more), for two minutes at most.
 */
const estimatePolling = (words: EstimateWords): PollingPlan => ({
  maxAttempts: 200,
  firstDelayMs: 600,
  delayStepMs: 0,
  delayCapMs: 600,
  timeoutMessage: words.tooLong,
  statusErrorMessage: words.progressUnreadable,
});

type EstimateState =
  | { kind: "measuring" }
  | { kind: "done"; bytes: number }
  | { kind: "failed"; message: string };

async function measure(
  tool: string,
  fields: Record<string, string>,
  sample: EstimateSample,
  signal: AbortSignal,
  words: EstimateWords,
  english: boolean,
): Promise<number> {
  const start = async (keptKey: string | undefined) => {
    const form = new FormData();
    const sampleFields = keptKey ? { source_key: keptKey } : {};
    for (const [name, value] of Object.entries({ ...fields, ...sample.fields, ...sampleFields })) {
      form.append(name, value);
    }
    if (!keptKey) for (const file of sample.files) form.append("files", file.blob, file.name);
    const response = await fetch(`/api/estimate/${tool}`, { method: "POST", body: form, signal });
    const answer = (await response.json().catch(() => ({}))) as {
      task_id?: string;
      sample_key?: string;
      error?: string;
      code?: ErrorCode;
    };
    return { ok: response.ok, ...answer };
  };
  let body = await start(sample.keptKey);
  // The kept sample was swept (its time is up): send the sample itself again.
  if (sample.keptKey && body.code === "source-expired") {
    sample.keptKey = undefined;
    body = await start(undefined);
  }
  // The API's message is English: another language says it in its own words.
  if (!body.ok || !body.task_id)
    throw new Error((english ? body.error : undefined) ?? words.couldNotStart);
  if (body.sample_key && sample.files.length > 0) sample.keptKey = body.sample_key;
  const result = await pollTask(body.task_id, estimatePolling(words), words.failed, signal, {
    onUpdate: () => {},
  }).catch((error: unknown) => {
    throw english ? error : new Error(words.failed);
  });
  if (!result.estimate) throw new Error(words.failed);
  return result.estimate.bytes;
}

/**
 * "Estimated size: about 1.2 MB", measured by the server on a sample of the person's input at
 * the current settings (the tool's own encoder; issue 17). Shared by the editors of Video to
 * GIF, GIF Maker and Optimize; each gives its fields and how to make its sample.
 */
export function SizeEstimate({
  tool,
  fields,
  sampleKey,
  makeSample,
  inDefinitionList = false,
  fitTargetBytes = null,
  onMeasuringChange,
  onMeasured,
}: SizeEstimateProps) {
  const { ui, fill, languageCode } = useEditorText();
  const words = ui.sharedParts.estimate;
  const english = languageCode === "en";
  const [state, setState] = useState<EstimateState>({ kind: "measuring" });
  const measuring = sampleKey !== null && state.kind === "measuring";
  // biome-ignore lint/correctness/useExhaustiveDependencies: told on a change of `measuring` only
  useEffect(() => onMeasuringChange?.(measuring), [measuring]);
  const measuredBytes = sampleKey !== null && state.kind === "done" ? state.bytes : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: told on a change of the bytes only
  useEffect(() => onMeasured?.(measuredBytes), [measuredBytes]);
  const fieldsKey = JSON.stringify(fields);
  const latest = useRef({ fields, makeSample, words, english });
  latest.current = { fields, makeSample, words, english };
  const sample = useRef<{ key: string; promise: Promise<EstimateSample> } | null>(null);

  /**
   * The estimate task under way, if any. A newer request waits for it to end rather than run
   * beside it: an estimate keeps running on the server when its answer is no longer wanted, and
   * each one counts against the person's running tasks (the conversion must still start).
   */
  const running = useRef<Promise<unknown>>(Promise.resolve());

  // fieldsKey stands for `fields` (a new object each render): a change of value measures again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: fieldsKey is the fields' value
  useEffect(() => {
    if (sampleKey === null) return;
    setState({ kind: "measuring" });
    let current = true;
    const timer = setTimeout(() => {
      if (sample.current?.key !== sampleKey) {
        sample.current = { key: sampleKey, promise: latest.current.makeSample() };
      }
      const made = sample.current.promise;
      const fieldsNow = latest.current.fields;
      const measured = running.current.then(async () => {
        const ready = await made;
        // Superseded while waiting: nothing is sent.
        if (!current) return null;
        const { words: wordsNow, english: englishNow } = latest.current;
        return measure(tool, fieldsNow, ready, new AbortController().signal, wordsNow, englishNow);
      });
      running.current = measured.catch(() => undefined);
      measured.then(
        (bytes) => {
          if (current && bytes !== null) setState({ kind: "done", bytes });
        },
        (error: unknown) => {
          // A sample that could not be made is made again on the next change.
          if (sample.current?.promise === made) sample.current = null;
          if (!current) return;
          setState({
            kind: "failed",
            message: error instanceof Error ? error.message : latest.current.words.failed,
          });
        },
      );
    }, debounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [tool, fieldsKey, sampleKey]);

  if (sampleKey === null) return null;
  const value = (
    <>
      <span className="font-semibold text-brand-800">
        {state.kind === "done"
          ? fill(words.about, { size: fileSizeText(languageCode, state.bytes) })
          : state.kind === "measuring"
            ? words.measuring
            : words.notAvailable}
      </span>
      {state.kind === "done" && fitTargetBytes !== null && state.bytes > fitTargetBytes && (
        <span data-fit-estimate>
          {fill(words.fitAtMost, {
            size: fitBytes(languageCode, fitTargetBytes),
          })}
        </span>
      )}
      {state.kind === "failed" && (
        <span className="block text-xs font-normal text-slate-600">{state.message}</span>
      )}
    </>
  );
  if (inDefinitionList) {
    return (
      <div className="flex gap-1.5" data-size-estimate={state.kind}>
        <dt>{words.label}</dt>
        {/* The live region goes inside the <dd>: a role on the <dd> itself breaks the list. */}
        <dd>
          <span role="status">{value}</span>
        </dd>
      </div>
    );
  }
  return (
    <p className="text-sm text-slate-700" role="status" data-size-estimate={state.kind}>
      {words.label} {value}
    </p>
  );
}
