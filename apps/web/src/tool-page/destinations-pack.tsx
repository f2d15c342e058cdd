import { primaryOutput, type TaskStatus } from "@gifkit/contracts";
import { tools } from "@gifkit/tools";
import { type PackTaskStatus, packDestinations } from "@gifkit/tools/shared/destination-pack";
import {
  destinationLimitWordsIn,
  destinationLineIn,
} from "@gifkit/tools/shared/i18n/destination-pack-words";
import { destinationName } from "@gifkit/tools/shared/i18n/fit-under-words";
import { type ToolUi, useToolUi } from "@gifkit/tools/shared/i18n/tool-ui-text";
import { useEffect, useRef, useState } from "react";
import { fetchBatchStatus, startDestinationsPack } from "../task/api-client.ts";
import { pollTask, TaskError } from "../task/polling.ts";

/**
 * One GIF for several places at once (issue 37, on the site): the visitor ticks the places, one
 * POST /api/destinations-pack makes a task per place from the kept result (no bytes through the
 * browser), and each place's line says which limits its file meets and what was changed, the
 * same line as the ZIP's README. Loaded only when asked for (destinations-pack-launcher.tsx).
 */
interface PackTask extends PackTaskStatus {
  task_id: string;
  download_url: string | null;
}
export interface PackStatus {
  batch_id: string;
  state: "RUNNING" | "FINISHED" | "CANCELLED";
  progress: number;
  counts: { total: number; succeeded: number; failed: number; cancelled: number };
  tasks: PackTask[];
  zip_url: string;
}
type PackState =
  | { state: "choosing" }
  | { state: "running"; progress: number; text: string }
  | { state: "done"; pack: PackStatus }
  | { state: "failed"; message: string };

const editPolling = tools.edit.polling;
const defaultPlaces = ["discord", "slack-emoji", "whatsapp-animated-sticker"];

/** A batch's status read through the one polling loop: RUNNING is PROGRESS, FINISHED SUCCESS. */
function batchAsTask(latest: { current: PackStatus | null }, ui: ToolUi) {
  return async (batchId: string, signal: AbortSignal): Promise<Response> => {
    const response = await fetchBatchStatus(batchId, signal);
    if (!response.ok) return response;
    const pack = (await response.json()) as PackStatus;
    latest.current = pack;
    const ended = pack.counts.succeeded + pack.counts.failed + pack.counts.cancelled;
    const status: TaskStatus = {
      task_id: batchId,
      state:
        pack.state === "RUNNING" ? "PROGRESS" : pack.state === "FINISHED" ? "SUCCESS" : "CANCELLED",
      status: ui.plural(ui.text.pack.progress, pack.counts.total, {
        made: ended,
        count: pack.counts.total,
      }),
      progress: pack.progress,
      result: pack.state === "FINISHED" ? {} : null,
      error: null,
    };
    return new Response(JSON.stringify(status), { status: 200 });
  };
}

export default function DestinationsPack({
  gifKey,
  gifBytes,
}: {
  gifKey: string;
  gifBytes: number | null;
}) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set(defaultPlaces));
  const [pack, setPack] = useState<PackState>({ state: "choosing" });
  const controllerRef = useRef<AbortController | null>(null);
  useEffect(() => () => controllerRef.current?.abort(), []);
  const ui = useToolUi();
  const words = ui.text.pack;
  const startFailed = words.startFailed;

  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const make = async () => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    const ids = packDestinations.map((each) => each.id).filter((id) => chosen.has(id));
    setPack({ state: "running", progress: 0, text: words.starting });
    const latest: { current: PackStatus | null } = { current: null };
    try {
      const started = await startDestinationsPack(gifKey, ids, startFailed, controller.signal);
      await pollTask(started.batch_id, editPolling, words.failed, controller.signal, {
        fetchStatus: batchAsTask(latest, ui),
        onUpdate: (status) =>
          setPack({ state: "running", progress: status.progress, text: status.status }),
      });
      if (latest.current) setPack({ state: "done", pack: latest.current });
    } catch (failure) {
      if (controller.signal.aborted) return;
      setPack({
        state: "failed",
        message: failure instanceof TaskError ? failure.message : startFailed,
      });
    }
  };

  if (pack.state === "done") return <PackResult pack={pack.pack} gifBytes={gifBytes} />;
  const running = pack.state === "running";
  return (
    <form
      className="mt-3"
      onSubmit={(event) => {
        event.preventDefault();
        void make();
      }}
    >
      <fieldset disabled={running}>
        <legend className="text-sm text-slate-700">{words.legend}</legend>
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {packDestinations.map((destination) => (
            <li key={destination.id}>
              <label className="flex items-start gap-2 rounded-lg border border-slate-200 p-2 text-sm">
                <input
                  type="checkbox"
                  className="mt-1"
                  checked={chosen.has(destination.id)}
                  onChange={() => toggle(destination.id)}
                  data-pack-place={destination.id}
                />
                <span>
                  <span className="font-semibold text-slate-900">
                    {destinationName(ui, destination)}
                  </span>
                  <span className="block text-xs text-slate-600">
                    {destinationLimitWordsIn(ui, destination).join(ui.text.fitUnder.limitsJoin)}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {pack.state === "failed" && (
        <p className="mt-2 text-sm font-medium text-red-800" role="alert">
          {pack.message}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="submit"
          className="btn btn-primary btn-sm"
          disabled={running || chosen.size === 0}
        >
          {running
            ? ui.text.formats.making
            : ui.plural(words.make, chosen.size, { count: chosen.size })}
        </button>
        {chosen.size === 0 && <span className="text-sm text-slate-600">{words.tickOne}</span>}
        {running && (
          <span className="text-sm text-slate-700" aria-live="polite">
            {pack.text} ({Math.round(pack.progress)}%)
          </span>
        )}
      </div>
    </form>
  );
}

/** A file name like the ZIP's: the place's id and its result's extension. */
function fileNameOf(task: PackTask): string | null {
  const output = task.result ? primaryOutput(task.result) : null;
  return output && task.destination ? `${task.destination}.${output.kind}` : null;
}

export function PackResult({ pack, gifBytes }: { pack: PackStatus; gifBytes: number | null }) {
  const ui = useToolUi();
  const made = pack.counts.succeeded;
  return (
    <div className="mt-3" data-pack-result>
      <p className="text-sm text-slate-700" role="status">
        {ui.plural(ui.text.pack.done, pack.counts.total, { made, count: pack.counts.total })}
      </p>
      <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200">
        {pack.tasks.map((task) => {
          const fileName = fileNameOf(task);
          return (
            <li
              key={task.task_id}
              className="flex flex-col gap-2 p-3 text-sm sm:flex-row sm:items-center sm:gap-4"
              data-pack-row={task.destination}
            >
              <p className="min-w-0 flex-1 text-slate-700">
                {destinationLineIn(ui, task, fileName, gifBytes ?? undefined).map((part) =>
                  part.english ? (
                    // The server's own sentences (what a place changed, why it failed): English.
                    <span key={part.text} lang="en">
                      {part.text}
                    </span>
                  ) : (
                    part.text
                  ),
                )}
              </p>
              {task.download_url && fileName && (
                <a
                  className="btn btn-secondary btn-sm shrink-0"
                  href={task.download_url}
                  download={fileName}
                >
                  {ui.fill(ui.text.result.download, { name: fileName })}
                </a>
              )}
            </li>
          );
        })}
      </ul>
      {made > 0 && (
        <a className="btn btn-primary btn-sm mt-3" href={pack.zip_url} data-pack-zip>
          {ui.text.pack.downloadZip}
        </a>
      )}
    </div>
  );
}
