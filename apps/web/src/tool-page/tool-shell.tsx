import type { ToolId } from "@gifkit/tools";
import type { EditorSource } from "@gifkit/tools/shared/editor";
import { takeHandedOffFile } from "@gifkit/tools/shared/file-handoff";
import {
  lazy,
  Suspense,
  use,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { useLocation, useNavigationType } from "react-router";
import { scrollIntoViewGently } from "../ui/scroll-gently.ts";
import { earlyIntent } from "./early-intent.ts";
import { ErrorAlert } from "./error-alert.tsx";
import type { Step } from "./tool-workspace.tsx";
import type { FirstScreen } from "./upload-config.server.ts";
import { fileSource, loadChoiceChecks, UploadScreen } from "./upload-screen.tsx";

// Loaded on intent, not with the page: the step flow (task, progress, result) and the editor.
const loadStepFlow = () => import("./tool-workspace.tsx");
const StepFlow = lazy(loadStepFlow);
const RightToolLines = lazy(() => import("./right-tool-lines.tsx"));
const loadInputFreeFlow = () => import("./input-free-flow.tsx");

/**
 * Starts loading a tool's editing code. Called on the first sign of intent (pointer over or
 * down on the upload area, focus inside it, a file dragged in), so the editor is usually there
 * by the time a file is chosen; module promises are cached, so calling it again costs nothing.
 */
export function prefetchToolCode(toolId: ToolId) {
  void loadStepFlow().then((module) => module.prefetchEditor(toolId));
  void loadChoiceChecks().catch(() => undefined);
}

const noSubscription = () => () => {};

const intentHandlers = (onIntent: () => void) => ({
  onPointerEnter: onIntent,
  onPointerDown: onIntent,
  onTouchStart: onIntent,
  onFocus: onIntent,
  onDragEnter: onIntent,
});

/**
 * The tool area of a tool page, in the page's own code: the upload screen (small, interactive as
 * soon as the page is) and, once a file or link is chosen, the lazily loaded step flow. Tools
 * without an input file (Prompt to GIF) show their prerendered form at once, and its code
 * hydrates on intent.
 */
export function ToolShell({ toolId, screen }: { toolId: ToolId; screen: FirstScreen }) {
  if (screen.kind === "none") return <section aria-label="Tool" data-tool-workspace={toolId} />;
  if (screen.kind === "input-free") return <DeferredInputFree toolId={toolId} />;
  return <UploadFirst toolId={toolId} screen={screen} />;
}

function UploadFirst({
  toolId,
  screen,
}: {
  toolId: ToolId;
  screen: Extract<FirstScreen, { kind: "upload" }>;
}) {
  const [source, setSource] = useState<EditorSource | null>(null);
  const [step, setStep] = useState<Step>("upload");
  const [error, setError] = useState<string | null>(null);
  // The tool that takes the refused files (a video on a GIF tool: Video to GIF), linked under it.
  const [rightToolInput, setRightToolInput] = useState<"video" | "images" | null>(null);
  // Set once React runs in the browser: the prerendered upload screen is not interactive before.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) scrollIntoViewGently(errorRef.current);
  }, [error]);
  // Every task has its own address (issue 24): `?task=<id>`, added by the step flow when it starts
  // a task; the step flow shows whatever task the address names, even with no input chosen here
  // (a reload, a shared link). Its code keeps the address logic, so this page's own stays small.
  const { search, key: navigationKey } = useLocation();
  const navigationType = useNavigationType();
  const taskParam = new URLSearchParams(search).get("task");
  const taskId = taskParam && /^[0-9a-f]{32}$/.test(taskParam) ? taskParam : null;
  // The prerendered page has no task in its address: while hydrating, draw what it drew (the
  // upload screen), then the task. Drawing the step flow at once did not match the HTML, and React
  // then drew the whole page afresh, without the prerendered header and footer (issue 41).
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  /** Bumped for each input opened, so a new input starts a fresh step flow. */
  const [generation, setGeneration] = useState(0);
  /** What the step flow says on the upload screen (a file chosen before a reload is not kept). */
  const [note, setNote] = useState<string | null>(null);
  // "Edit this GIF" from another tool's result: /<tool>?source=<key> opens the editor on the
  // kept result, which the start call names by key (no bytes through the browser).
  // Keyed by the navigation, not the address: the history strip may link to the address shown.
  // Back to the same input (from its task's address) keeps the editor as it was.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation (navigationKey) reopens the chosen version, even at the same address
  useEffect(() => {
    const key = new URLSearchParams(search).get("source");
    if (!key || !/^[0-9a-f]{32}$/.test(key) || screen.input === "video") return;
    if (taskId || (source?.resultKey === key && navigationType === "POP")) return;
    setSource({
      kind: "result",
      files: [],
      urls: [],
      resultKey: key,
      displayName: "your GIF",
      previewUrl: `/api/download/${key}`,
      sizeBytes: null,
    });
    setGeneration((count) => count + 1);
    setStep("editing");
  }, [search, navigationKey, screen.input]);
  // A file handed over by another page of the app (Record Screen's recording, which the recorder
  // keeps under the upload limit) opens the editor as if chosen here; the server checks it when
  // the task starts, and it stays in the browser until then. No checks are loaded for it here:
  // every tool page pays for this shell's code before any interaction (the JavaScript budget).
  useEffect(() => {
    const file = takeHandedOffFile(toolId);
    if (!file) return;
    prefetchToolCode(toolId);
    setSource({ ...fileSource([file]), privateUntilStart: true });
    setStep("editing");
  }, [toolId]);
  // The input left by "Upload different": a refused next choice offers it back (settings kept).
  const [previous, setPrevious] = useState<EditorSource | null>(null);
  const startOver = useCallback(() => {
    setPrevious(source);
    setSource(null);
    setError(null);
    setStep("upload");
  }, [source]);
  const onIntent = () => prefetchToolCode(toolId);

  return (
    <section
      aria-label={screen.name}
      data-tool-workspace={toolId}
      data-step={step}
      data-interactive={interactive || undefined}
      className="space-y-4"
      {...(source ? {} : intentHandlers(onIntent))}
    >
      {source === null && (taskId === null || hydrating) ? (
        <>
          {error && (
            <div ref={errorRef}>
              <ErrorAlert message={error} />
              {(rightToolInput || previous) && (
                <Suspense fallback={null}>
                  <RightToolLines
                    toolId={toolId}
                    kind={rightToolInput}
                    previous={previous?.displayName}
                    onBack={() => {
                      setSource(previous);
                      setError(null);
                      setStep("editing");
                    }}
                  />
                </Suspense>
              )}
            </div>
          )}
          {note && (
            <p
              role="status"
              className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm font-medium text-slate-800"
            >
              {note}
            </p>
          )}
          <UploadScreen
            toolId={toolId}
            kind={screen.input}
            multiple={screen.multiple}
            noun={screen.noun}
            nounKey={screen.nounKey}
            formatsText={screen.formatsText}
            onError={(message, chosenKind) => {
              setError(message);
              setRightToolInput(message ? (chosenKind ?? null) : null);
            }}
            onChosen={(chosen) => {
              setPrevious(null);
              setSource(chosen);
              setNote(null);
              setGeneration((count) => count + 1);
              setStep("editing");
            }}
          />
        </>
      ) : (
        <Suspense fallback={<div className="card min-h-64 animate-pulse bg-slate-50" />}>
          {/* Another input (a kept version chosen from the history strip) starts a fresh flow. */}
          <StepFlow
            key={generation}
            toolId={toolId}
            source={source}
            onStep={setStep}
            onStartOver={startOver}
            taskId={taskId}
            onSourceReopened={setSource}
            onNote={setNote}
          />
        </Suspense>
      )}
    </section>
  );
}

/** "A video? {tool} to make a GIF from it.": the sentence of the page's language around a link. */

// Resolved on the visitor's first intent; until then the prerendered form stays as it is.
let releaseInputFree: (() => void) | undefined;
let inputFreeModule: Promise<Awaited<ReturnType<typeof loadInputFreeFlow>>> | undefined;
function inputFreeCode(waitForIntent: boolean) {
  if (!inputFreeModule) {
    const intent = waitForIntent
      ? new Promise<void>((resolve) => {
          releaseInputFree = resolve;
        })
      : Promise.resolve();
    inputFreeModule = intent.then(loadInputFreeFlow);
  }
  if (!waitForIntent) releaseInputFree?.();
  return inputFreeModule;
}

function InputFreeFlowWhenReady({
  toolId,
  waitForIntent,
}: {
  toolId: ToolId;
  waitForIntent: boolean;
}) {
  const { default: InputFreeFlow } = use(inputFreeCode(waitForIntent));
  return <InputFreeFlow toolId={toolId} />;
}

/**
 * A prerendered form hydrates when its code arrives: suspending here during hydration leaves the
 * server's HTML on screen (visible, not yet interactive) and costs no JavaScript on a cold load.
 * Coming from another page of the app (nothing prerendered to keep), the code loads at once.
 */
function DeferredInputFree({ toolId }: { toolId: ToolId }) {
  const [waitForIntent] = useState(
    () =>
      !import.meta.env.SSR && document.querySelector(`[data-tool-workspace="${toolId}"]`) !== null,
  );
  const wrapperRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (!wrapper) return;
    const release = () => void inputFreeCode(false);
    // Intents heard before this ran (early-intent.ts listens from the module's start), a pointer
    // or focus already there (a slow start-up), or the next one: the form's code loads then.
    earlyIntent.onIntent = release;
    if (
      earlyIntent.button ||
      earlyIntent.typed.size ||
      wrapper.matches(":hover") ||
      wrapper.contains(document.activeElement)
    )
      release();
    return () => {
      earlyIntent.onIntent = undefined;
    };
  }, []);
  return (
    <div ref={wrapperRef}>
      <Suspense fallback={<div className="card min-h-64 animate-pulse bg-slate-50" />}>
        <InputFreeFlowWhenReady toolId={toolId} waitForIntent={waitForIntent} />
      </Suspense>
    </div>
  );
}
