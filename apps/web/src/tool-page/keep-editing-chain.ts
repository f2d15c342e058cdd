import type { TaskStatus } from "@gifkit/contracts";
import { type ToolId, tools } from "@gifkit/tools";
import { operations, timelineOperations } from "@gifkit/tools/chain";
import type { EditorFields, EditorSource } from "@gifkit/tools/shared/editor";

/**
 * Keep editing as one chain (issue 36): a result made from a kept GIF by a chain of operations
 * (its task's status names the input and the steps) is edited further by sending that same input
 * with the steps so far plus the next tool's own, run by POST /api/edit in one decode and one
 * encode, instead of re-encoding the last result (a step that only re-times frames runs on the
 * last result instead: its frames are already the chain's). This tab remembers each result's
 * chain in session storage, so "Edit this GIF" (`?source=<key>`) finds it and each step's preview
 * is the result an earlier task already made (nothing is computed for a preview).
 */
export interface KeptChain {
  /** The kept GIF the chain starts from (the start call's `source_key`). */
  rootKey: string;
  operations: NonNullable<TaskStatus["chain"]>["operations"];
  output: Record<string, unknown>;
}

/**
 * A finished task's chain, when it starts from a kept result (else it cannot be run again). It may
 * have no operations: Optimize's is its output step alone, which the next edits keep.
 */
export function chainOfStatus(chain: TaskStatus["chain"] | undefined): KeptChain | null {
  const rootKey = chain?.input?.source_key;
  if (!chain || !rootKey) return null;
  return { rootKey, operations: chain.operations, output: chain.output ?? { format: "gif" } };
}

const storageKey = "gifkit.chains";
/** Enough for every result of a long session (the versions strip keeps 8). */
const maxKept = 40;
interface ChainEntry extends KeptChain {
  resultKey: string;
}

function keptEntries(): ChainEntry[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? "[]");
    return Array.isArray(parsed) ? (parsed as ChainEntry[]) : [];
  } catch {
    return [];
  }
}

/** Remembers the chain that made a result (a tab's memory only: nothing leaves the browser). */
export function rememberChain(resultKey: string, chain: KeptChain): void {
  const entries = [
    { resultKey, ...chain },
    ...keptEntries().filter((entry) => entry.resultKey !== resultKey),
  ].slice(0, maxKept);
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(entries));
  } catch {
    // Storage full or blocked: keep editing re-encodes the result, as a tool on any GIF does.
  }
}

/** The chain that made a result in this tab, if any. */
export function recallChain(resultKey: string | undefined): KeptChain | null {
  if (!resultKey) return null;
  const entry = keptEntries().find((kept) => kept.resultKey === resultKey);
  return entry
    ? { rootKey: entry.rootKey, operations: entry.operations, output: entry.output }
    : null;
}

/** The result this tab already has of the first `count` steps of a chain (a cheap preview). */
export function resultOfSteps(chain: KeptChain, count: number): string | null {
  if (count === 0) return chain.rootKey;
  const wanted = JSON.stringify(chain.operations.slice(0, count));
  const entry = keptEntries().find(
    (kept) => kept.rootKey === chain.rootKey && JSON.stringify(kept.operations) === wanted,
  );
  return entry?.resultKey ?? null;
}

/** A start call: where it goes, the input it names, and its fields. */
export interface ChainStart {
  apiPath: string;
  source: EditorSource;
  fields: EditorFields;
  /**
   * The chain its result is remembered as, when the call runs only the chain's last steps (on
   * the GIF the steps before them made): else the finished task's own chain.
   */
  remembered?: KeptChain;
}

/** POST /api/edit on a kept GIF (by its key): these operations, this output. */
function editStart(
  inputKey: string,
  operationList: KeptChain["operations"],
  output: Record<string, unknown>,
): ChainStart {
  return {
    apiPath: tools.edit.apiPath,
    source: {
      kind: "result",
      files: [],
      urls: [],
      resultKey: inputKey,
      displayName: "your GIF",
      previewUrl: "",
      sizeBytes: null,
    },
    fields: { operations: JSON.stringify(operationList), output: JSON.stringify(output) },
  };
}

/** The start call that runs a chain from its kept input: POST /api/edit, operations and output. */
export function chainStart(
  chain: KeptChain,
  operationList: KeptChain["operations"],
  output: Record<string, unknown>,
): ChainStart {
  return editStart(chain.rootKey, operationList, output);
}

/**
 * An output step that is a plain GIF (no encoder settings, no size to fit, no destination);
 * `background` is only for opaque outputs (MP4), which a GIF's status still lists.
 */
const plainGifOutput = (output: Record<string, unknown>) =>
  output.format === "gif" &&
  Object.keys(output).every((key) => key === "format" || key === "background");

/**
 * The next tool's start as one more step of the chain that made the GIF it edits, or null when
 * it starts as it always did: the GIF was not made by a chain on a kept input, the tool is no
 * view over operations, or its fields carry files (a font) or do not parse (the tool's own call
 * then answers with its own message).
 *
 * Steps that only re-time or re-order frames (Speed, Reverse, Cut...) after a plain GIF output
 * run on the GIF being edited (`baseKey`), not from the chain's start: its frames stay byte for
 * byte what the steps before made, so running those steps again would only cost an encode. The
 * result is still remembered as the whole chain.
 */
export function keepEditingStart(
  toolId: ToolId,
  base: KeptChain | null,
  fields: EditorFields,
  baseKey?: string,
): ChainStart | null {
  const tool = tools[toolId];
  const chainOf = tool.chainOf as
    | ((options: unknown) => ReturnType<NonNullable<typeof tool.chainOf>>)
    | undefined;
  if (!base || !chainOf) return null;
  if (Object.values(fields).some((value) => typeof value !== "string" && !Array.isArray(value)))
    return null;
  const parsed = tool.optionsSchema.safeParse(fields);
  if (!parsed.success) return null;
  const own = chainOf(parsed.data);
  // The output step is the chain's: the next tool's own settings (a size to fit under) over the
  // ones chosen before (Optimize's colours and lossy stay).
  const output = { ...base.output, ...own.output };
  const operationList = [...base.operations, ...own.operations];
  const onlyTimeline =
    own.operations.length > 0 &&
    own.operations.every((step) => timelineOperations.includes(step.op));
  if (baseKey && onlyTimeline && plainGifOutput(output)) {
    return {
      ...editStart(baseKey, own.operations, output),
      remembered: { rootKey: base.rootKey, operations: operationList, output },
    };
  }
  return chainStart(base, operationList, output);
}

/**
 * A step as a person reads it: its name in the page's language (`names`, by `op`; an operation
 * without one is called by its summary up to the details) and the values it was given, by the
 * API's own field names, in English (the chain is the API's operation list).
 */
export function describeStep(
  step: KeptChain["operations"][number],
  names: Partial<Record<string, string>> = {},
): {
  title: string;
  /** Whether the title is the page's own word (else the operation's English summary). */
  titleTranslated: boolean;
  details: string;
} {
  const name = String(step.op);
  const operation = (operations as Record<string, { summary: string } | undefined>)[name];
  const translated = names[name];
  const title = translated ?? (operation?.summary.split(/[:(]/)[0]?.trim() || name);
  const details = Object.entries(step)
    .filter(([key]) => key !== "op")
    .flatMap(([key, value]) => {
      const label = key.replaceAll("_", " ");
      // "layers" of one: "1 layer".
      if (Array.isArray(value))
        return [`${value.length} ${value.length === 1 ? label.replace(/s$/, "") : label}`];
      if (value === null || typeof value === "object") return [];
      return [`${label} ${String(value)}`];
    })
    .slice(0, 6)
    .join(", ");
  return { title, titleTranslated: translated !== undefined, details };
}
