import {
  defaultDownloadName,
  defaultLimits,
  type OutputKind,
  primaryOutput,
  type TaskResult,
  type TaskStatus,
} from "@gifkit/contracts";
import { type ToolId, tools } from "@gifkit/tools";
import type {
  EditorComponent,
  EditorExtras,
  EditorFields,
  EditorSource,
  StartOptions,
} from "@gifkit/tools/shared/editor";
import { editorTextOf } from "@gifkit/tools/shared/i18n/editor-text";
import { stageText } from "@gifkit/tools/shared/i18n/stage-text";
import { useToolUi } from "@gifkit/tools/shared/i18n/tool-ui-text";
import { createKeptSettings, KeptSettingsProvider } from "@gifkit/tools/shared/kept-settings";
import { webTools } from "@gifkit/tools/web";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { reportConversion } from "../ads/conversion.ts";
import { apiErrorText } from "../i18n/api-error-text.ts";
import { usePageLanguage } from "../i18n/page-language.ts";
import { cancelTask, fetchResultBlob, fetchTaskStatus, startTask } from "../task/api-client.ts";
import {
  pollingCancelledMessage,
  pollTask,
  TaskCancelledError,
  TaskError,
} from "../task/polling.ts";
import { scrollIntoViewGently } from "../ui/scroll-gently.ts";
import {
  type ChainStart,
  chainOfStatus,
  chainStart,
  type KeptChain,
  keepEditingStart,
  recallChain,
  rememberChain,
} from "./keep-editing-chain.ts";
import { keptVersions, type ResultVersion, rememberVersion } from "./result-history.ts";
import { ResultNextSteps, ResultScreen, type VersionView } from "./result-screen.tsx";
import { RetryCountdown, withoutWaitSentence } from "./retry-countdown.tsx";
import { ErrorAlert, TaskProgress } from "./task-progress.tsx";
import {
  forgetDraftSettings,
  recallDraftSettings,
  recallTask,
  rememberDraftSettings,
  rememberTask,
  reopenSource,
  type TaskSession,
} from "./task-session.ts";
import { toolMessages } from "./tool-messages.ts";

// The chain's panel loads once a result is shown (the tool pages' JavaScript budget).
const ChainSteps = lazy(() =>
  import("./chain-steps.tsx").then((module) => ({ default: module.ChainSteps })),
);

export type Step = "upload" | "editing" | "result";
export interface StepFlowProps {
  toolId: ToolId;
  /**
   * The file(s) or link(s) chosen on the upload screen (apps/web/src/tool-page/tool-shell.tsx);
   * null when the page was opened on a task's address whose input cannot be reopened (a file
   * chosen before a reload, or another browser): its progress and result still show.
   */
  source: EditorSource | null;
  onStep: (step: Step) => void;
  /** Back to the upload screen: the shell drops the source, which unmounts this flow. */
  onStartOver: () => void;
  /**
   * The task the page's address names (`?task=<id>`): the flow shows its progress or result.
   * Null: the editor. Back and Forward change it; so does starting a task (onTaskStarted).
   */
  taskId: string | null;
  /** Opened on a task's address: the input it was started on, reopened (a link, a kept GIF). */
  onSourceReopened: (source: EditorSource) => void;
  /** A note for the upload screen (a file chosen before a reload is not kept), or null. */
  onNote: (note: string | null) => void;
}
interface Running {
  phase: "uploading" | "processing";
  percent: number;
  status: string;
}

/**
 * The editing area of a tool page after a file or link is chosen: the shared step flow
 * (editing → processing → result) around the tool's editor (packages/tools/src/<tool>/web).
 * The upload screen before it is in the page's own code (tool-shell.tsx); this module and the
 * editor load only once the visitor shows intent, so a cold page carries neither. The editor
 * stays mounted while its task runs, so a failure returns to it with every setting kept.
 */
/** Starts loading a tool's editor (called on the visitor's intent, before a file is chosen). */
export function prefetchEditor(toolId: ToolId) {
  void webTools[toolId].editor?.();
}

export default function ToolWorkspace(props: StepFlowProps) {
  const loadEditor = webTools[props.toolId].editor;
  const Editor = useMemo(() => (loadEditor ? lazy(loadEditor) : null), [loadEditor]);
  if (!Editor) return null;
  return <StepFlow {...props} Editor={Editor} />;
}

function StepFlow({
  toolId,
  Editor,
  source,
  onStep,
  onStartOver,
  taskId,
  onSourceReopened,
  onNote,
}: StepFlowProps & { Editor: EditorComponent }) {
  const tool = tools[toolId];
  const ui = useToolUi();
  const flowText = ui.text.flow;
  const messages = ui.toolMessages(toolMessages(toolId));
  /** Results and task records are kept RESULT_TTL_MINUTES after they are made. */
  const expiredMessage = ui.fill(flowText.expired, { minutes: defaultLimits.resultTtlMinutes });
  const cancelledNotice = flowText.cancelled;
  const networkError = flowText.networkError;
  /** The name a result's main file is saved under: the tool's name for its kind, or result.<ext>. */
  const downloadNameOf = (kind: OutputKind) =>
    tool.downloadNames[kind] ?? defaultDownloadName(kind);
  const [step, setStep] = useState<Step>("editing");
  const [running, setRunning] = useState<Running | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { language, messages: siteMessages } = usePageLanguage();
  // A refusal or failure with a code the site translates, in the page's language (issue 38), its
  // numbers written through Intl; English pages keep the API's own message, which names the file
  // and the exact limit.
  const translatedApiError = (failure: TaskError): string | undefined =>
    apiErrorText(language.code, siteMessages, failure);
  // The tool's own sentence for a refusal comes first (Video to GIF's rewrites, in the page's
  // language from its editor words), then the code's, then the server's message.
  const editorWords = editorTextOf<unknown>(ui);
  const shownFailure = (failure: TaskError): string =>
    (editorWords ? extras?.rewriteError?.(failure, editorWords) : undefined) ??
    translatedApiError(failure) ??
    failure.message;
  /** A start refused for a while (429): when it may be tried again, and how. */
  const [retry, setRetry] = useState<{ atMs: number; run: () => void } | null>(null);
  /** Neutral news (a cancel), read out politely: not an error. */
  const [notice, setNotice] = useState<string | null>(null);
  /** The task the address names is no longer kept on the server. */
  const [expired, setExpired] = useState(false);
  /** The task this flow shows (started here, or named by the address). */
  const activeTaskRef = useRef<string | null>(null);
  const [session, setSession] = useState<TaskSession | null>(null);
  const [finished, setFinished] = useState<{
    result: TaskResult;
    /** The kind of `blobUrl`'s file: the result's main output (a GIF, a ZIP...). */
    kind: OutputKind;
    blobUrl: string;
    versions: readonly ResultVersion[];
    /** `target_size_bytes` of the start call: the result screen says what was fitted under it. */
    fitTargetBytes: number | null;
    /** The chain of operations that made it from a kept GIF, when it can run again. */
    chain: KeptChain | null;
  } | null>(null);
  /** An earlier version of the session picked in the strip (null: this task's own result). */
  const [shownVersion, setShownVersion] = useState<ResultVersion | null>(null);
  const controllerRef = useRef<AbortController | null>(null);
  useEffect(() => onStep(step), [onStep, step]);
  const errorRef = useRef<HTMLDivElement>(null);
  // The tool's editor module may bring its own result screen and message rewrites.
  const [extras, setExtras] = useState<EditorExtras | null>(null);
  useEffect(() => {
    void webTools[toolId]
      .editor?.()
      .then(({ ResultView, rewriteError, editorUnderResult }) =>
        setExtras({ ResultView, rewriteError, editorUnderResult }),
      );
  }, [toolId]);
  const editorUnderResult = extras?.editorUnderResult === true;

  // Object URLs of the preview and the result are released when replaced or left (the input
  // "Upload Different" left behind keeps its preview until another input opens).
  useEffect(() => {
    if (source && leftBehind && leftBehind.source !== source) releaseLeftBehind();
    else if (leftBehind?.source === source) leftBehind = null;
    return () => {
      if (source?.kind === "file" && leftBehind?.source !== source) {
        URL.revokeObjectURL(source.previewUrl);
      }
    };
  }, [source]);
  useEffect(
    () => () => {
      if (finished) URL.revokeObjectURL(finished.blobUrl);
    },
    [finished],
  );
  useEffect(() => () => controllerRef.current?.abort(), []);
  // Leaving while an upload is being sent loses it: the browser asks first. (Once the task has
  // its address, a reload comes back to it; the question still guards the settings.)
  const busy = running !== null;
  useEffect(() => {
    if (!busy) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [busy]);
  // "start": the progress card's smooth scroll may still be running (the error takes its place),
  // and would carry the error up behind the header (issue 41).
  useEffect(() => {
    if (error) scrollIntoViewGently(errorRef.current, "start");
  }, [error]);
  // A result takes the focus where the disabled button had it (issue 41: it dropped to <body>),
  // and comes into view.
  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!finished) return;
    const heading = resultRef.current?.querySelector<HTMLElement>("h2");
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    scrollIntoViewGently(heading.closest("section") ?? heading, "start");
  }, [finished]);

  // A version picked in the strip replaces the screen above it: bring its heading into view.
  useEffect(() => {
    if (shownVersion) document.getElementById("result-title")?.scrollIntoView({ block: "start" });
  }, [shownVersion]);
  const versionView: VersionView = {
    shownKey: shownVersion?.key ?? null,
    // The newest version is this task's own result, shown with its tool's own screen.
    show: (version) => setShownVersion(version.key === finished?.versions[0]?.key ? null : version),
  };

  /** The editor's settings of the task the page reopened on (Reload on its address), if any. */
  const [reopenedSettings, setReopenedSettings] = useState<TaskSession["settings"] | null>(null);
  // Every editor's kept settings (shared/kept-settings.ts): they start from the reopened task's,
  // or from the last ones used on this same input in this tab (the file chosen again after a
  // reload), and are saved as they change.
  const keptSettings = useMemo(() => {
    if (!source) return null;
    const restored =
      reopenedSettings ??
      (leftBehind?.source === source ? leftBehind.settings : recallDraftSettings(toolId, source));
    const store = createKeptSettings(restored, () =>
      rememberDraftSettings(toolId, source, store.current),
    );
    return store;
  }, [toolId, source, reopenedSettings]);
  // The address: starting a task adds `?task=<id>` as a new history entry; a cancel takes it back.
  const navigate = useNavigate();
  const { search } = useLocation();
  const pushedTaskRef = useRef<string | null>(null);
  const withTask = (id: string | null) => {
    const params = new URLSearchParams(search);
    if (id) params.set("task", id);
    else params.delete("task");
    const query = params.toString();
    return query ? `?${query}` : "";
  };
  const onTaskStarted = (id: string) => {
    pushedTaskRef.current = id;
    navigate({ search: withTask(id) }, { preventScrollReset: true });
  };
  const onTaskLeft = () => {
    // The entry this page added for the task is taken back; an address opened as such is replaced.
    if (taskId && pushedTaskRef.current === taskId) navigate(-1);
    else navigate({ search: withTask(null) }, { replace: true, preventScrollReset: true });
  };
  // Opened on a task's address with no input chosen (a reload, a shared link): reopen the input
  // it was started on when it can be (a link, a kept GIF), so Back finds the editor on it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the address the page opened on
  useEffect(() => {
    if (!taskId || source) return;
    const remembered = recallTask(taskId);
    const reopened = reopenSource(remembered);
    if (reopened) {
      // The editor then starts from the settings that task was started with.
      setReopenedSettings(remembered?.settings ?? null);
      onSourceReopened(reopened);
    } else if (remembered?.source.kind === "file")
      onNote(ui.fill(flowText.chooseAgain, { name: remembered.source.displayName }));
  }, []);
  // A chosen file and the settings around it exist only in this page: leaving asks first.
  const unsent = source?.kind === "file" && step === "editing" && taskId === null;
  useEffect(() => {
    if (!unsent) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [unsent]);

  const reset = () => {
    controllerRef.current?.abort();
    // 'Upload Different GIF' brings the settings back to their defaults, even for the same file
    // chosen again; only going back to this very input (a refused next choice offers it) keeps them.
    releaseLeftBehind();
    if (source) {
      leftBehind = { source, settings: { ...(keptSettings?.current ?? {}) } };
      forgetDraftSettings(toolId, source);
    }
    if (taskId) navigate({ search: "" }, { preventScrollReset: true });
    onStartOver();
  };

  /**
   * Follows a task to its result: polls its status (progress on the way), fetches the GIF and
   * shows the result screen. Used for a task started here and for one the address names.
   */
  const follow = async (
    id: string,
    controller: AbortController,
    fitTargetBytes: number | null,
    attached: boolean,
    /** Started as a chain (POST /api/edit): polled with the chain's own time limit. */
    chained = false,
    /** The chain its result is remembered as, when the call ran only its last steps. */
    remembered?: KeptChain,
  ) => {
    setRunning({ phase: "processing", percent: 0, status: ui.text.progress.waitingInQueue });
    try {
      let result: TaskResult | null = null;
      if (attached) {
        // Opened on the task's address: read its state at once (no first wait), and say plainly
        // when it is no longer kept.
        const response = await fetchTaskStatus(id, controller.signal);
        if (response.status === 404) {
          setExpired(true);
          return;
        }
        if (response.ok) {
          const status = (await response.json()) as TaskStatus;
          setRunning({
            phase: "processing",
            percent: status.progress,
            status: stageText(ui, status),
          });
          if (status.state === "SUCCESS" && status.result) result = status.result;
          if (status.state === "FAILURE")
            throw new TaskError(
              status.error || messages.taskFailed,
              status.error_code,
              null,
              status.error_values,
            );
          if (status.state === "CANCELLED") throw new TaskCancelledError(status.status);
        }
      }
      result ??= await pollTask(
        id,
        chained ? tools.edit.polling : tool.polling,
        messages.taskFailed,
        controller.signal,
        {
          fetchStatus: fetchTaskStatus,
          onUpdate: (status) =>
            setRunning({
              phase: "processing",
              percent: status.progress,
              status: stageText(ui, status),
            }),
        },
      );
      const primary = primaryOutput(result);
      if (!primary) throw new TaskError(messages.fetchResultFailed);
      let blob: Blob;
      try {
        blob = await fetchResultBlob(primary.key, messages.fetchResultFailed, controller.signal);
      } catch (failure) {
        // Swept between the status and the download: the same plain "no longer kept".
        if (!attached || controller.signal.aborted) throw failure;
        setExpired(true);
        return;
      }
      const known = keptVersions().some((version) => version.key === result.gif);
      const versions = !result.gif
        ? []
        : known && attached
          ? keptVersions()
          : rememberVersion({
              key: result.gif,
              toolName: tool.name,
              toolId: tool.id,
              sizeBytes: result.sizes?.gif ?? null,
              createdAtMs: Date.now(),
            });
      // The chain that made it (the finished task's status names its steps and kept input): shown
      // on the result and remembered, so keep editing adds a step to it instead of re-encoding.
      // This tab's memory of the result comes first: a call that ran only the chain's last steps
      // (a re-timing on the GIF being edited) names only those, and a reload must not lose the rest.
      const chain =
        remembered ??
        (result.gif ? recallChain(result.gif) : null) ??
        (await finishedChain(id, controller.signal));
      if (chain && result.gif) rememberChain(result.gif, chain);
      setFinished({
        result,
        kind: primary.kind,
        blobUrl: URL.createObjectURL(blob),
        versions,
        fitTargetBytes,
        chain,
      });
      setShownVersion(null);
      setStep("result");
      // Spec: a conversion event after a successful result of a tool that counts as one (GIF
      // Maker's `reportsConversion`), sent only with consent.
      if (tool.reportsConversion && !attached) reportConversion(toolId);
    } catch (failure) {
      if (controller.signal.aborted && controllerRef.current !== controller) return; // reset
      if (failure instanceof TaskCancelledError) {
        setNotice(cancelledNotice);
        return;
      }
      setError(
        failure instanceof TaskError
          ? shownFailure(failure)
          : controller.signal.aborted
            ? pollingCancelledMessage
            : networkError,
      );
    } finally {
      if (controllerRef.current === controller) setRunning(null);
    }
  };

  // The address decides which task is shown: Back from a result returns to the editor (still
  // mounted, every setting as it was); Forward, a reload or a shared address shows the task.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of address re-attaches
  useEffect(() => {
    if (taskId === activeTaskRef.current) return;
    controllerRef.current?.abort(); // stops following the task shown; the task itself goes on
    controllerRef.current = null;
    activeTaskRef.current = taskId;
    setRunning(null);
    setError(null);
    setRetry(null);
    setNotice(null);
    setExpired(false);
    setShownVersion(null);
    if (taskId === null) {
      setStep("editing");
      return;
    }
    const remembered = recallTask(taskId);
    setSession(remembered);
    const controller = new AbortController();
    controllerRef.current = controller;
    void follow(taskId, controller, remembered?.fitTargetBytes ?? null, true);
  }, [taskId]);

  const cancel = () => {
    const id = activeTaskRef.current;
    const controller = controllerRef.current;
    // Cleared first: the aborted start or poll then ends quietly instead of reporting an error.
    controllerRef.current = null;
    controller?.abort();
    setRunning(null);
    setError(null);
    setNotice(cancelledNotice);
    if (id) {
      void cancelTask(id);
      activeTaskRef.current = null;
      onTaskLeft();
    }
  };

  /** The chain that made the GIF being edited, if this tab ran it (keep editing adds to it). */
  const baseChain = useMemo(
    () => (source?.kind === "result" ? recallChain(source.resultKey) : null),
    [source],
  );

  /**
   * Starts a task from the editor's fields: as one more step of the chain that made the GIF
   * (keep editing), or as the tool's own call. `chained` is a chain run as it is given (a step
   * removed or moved on the result screen).
   */
  const start = async (fields: EditorFields, options?: StartOptions, given?: ChainStart) => {
    if (running || !source) return;
    const chained =
      given ??
      (options?.inputsInFields
        ? null
        : keepEditingStart(
            toolId,
            baseChain,
            fields,
            source.kind === "result" ? source.resultKey : undefined,
          ));
    const controller = new AbortController();
    controllerRef.current = controller;
    setError(null);
    setRetry(null);
    setNotice(null);
    setRunning({
      phase: "uploading",
      percent: 0,
      status:
        source.kind === "file"
          ? ui.text.progress.uploading
          : source.kind === "result"
            ? ui.text.progress.starting
            : ui.text.progress.sendingLink,
    });
    let id: string;
    try {
      id = await startTask(
        chained?.apiPath ?? tool.apiPath,
        chained?.source ?? source,
        chained?.fields ?? fields,
        messages,
        (fraction) =>
          setRunning({
            phase: "uploading",
            percent: fraction * 100,
            status: ui.text.progress.uploading,
          }),
        controller.signal,
        options?.inputsInFields,
      );
    } catch (failure) {
      if (controllerRef.current !== controller) return; // cancelled or left
      const waitSeconds = failure instanceof TaskError ? failure.retryAfterSeconds : null;
      // A refusal for a while (429): counted down under the message, then "Try again".
      setRetry(
        waitSeconds
          ? {
              atMs: Date.now() + waitSeconds * 1000,
              run: () => void start(fields, options, given),
            }
          : null,
      );
      const message = failure instanceof TaskError ? shownFailure(failure) : networkError;
      setError(waitSeconds ? withoutWaitSentence(message) : message);
      setRunning(null);
      return;
    }
    if (controllerRef.current !== controller) return;
    // The task gets its own address (and history entry) before anything else can happen to it.
    activeTaskRef.current = id;
    setSession(rememberTask(id, toolId, source, fields, keptSettings?.current ?? {}));
    onTaskStarted(id);
    await follow(
      id,
      controller,
      Number(fields.target_size_bytes) || null,
      false,
      chained !== null,
      chained?.remembered,
    );
  };

  /** The result screen's chain, run again with its steps removed or moved. */
  const runChain = (operations: KeptChain["operations"]) => {
    const chain = finished?.chain;
    if (!chain) return;
    void start({}, undefined, chainStart(chain, operations, chain.output));
  };
  const chainView = finished?.chain && finished.chain.operations.length > 0 && (
    <>
      <Suspense fallback={null}>
        <ChainSteps chain={finished.chain} busy={running !== null} onRun={runChain} />
      </Suspense>
      {running && step === "result" && !editorUnderResult && (
        <div className="mt-3">
          <TaskProgress
            phase={running.phase}
            percent={running.percent}
            status={running.status}
            onCancel={cancel}
          />
        </div>
      )}
    </>
  );

  // An editor shown under its result (Video to GIF) starts its next task from there: the
  // progress shows under it.
  const progress = running && (step === "editing" || editorUnderResult) && (
    <TaskProgress
      phase={running.phase}
      percent={running.percent}
      status={running.status}
      onCancel={cancel}
    />
  );
  return (
    <>
      {error && (
        <div ref={errorRef} className="space-y-2">
          <ErrorAlert message={error} />
          {retry && <RetryCountdown retryAtMs={retry.atMs} onRetry={retry.run} />}
        </div>
      )}
      {notice && (
        <p
          role="status"
          data-task-notice
          className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm font-medium text-slate-800"
        >
          {notice}
        </p>
      )}
      {expired && (
        <div data-task-expired className="card space-y-3 p-5 text-sm text-slate-800" role="status">
          <p className="font-medium">{expiredMessage}</p>
          <button type="button" className="btn btn-secondary" onClick={reset}>
            {messages.startOver}
          </button>
        </div>
      )}
      {!source && !running && !expired && step === "editing" && (
        <button type="button" className="btn btn-secondary" onClick={reset}>
          {messages.startOver}
        </button>
      )}
      <div ref={resultRef} className="contents">
        {step === "result" && finished && shownVersion === null && extras?.ResultView && (
          <extras.ResultView
            result={finished.result}
            gifUrl={finished.blobUrl}
            onStartOver={reset}
            fitTargetBytes={finished.fitTargetBytes}
            nextSteps={
              <ResultNextSteps
                result={finished.result}
                gifUrl={finished.blobUrl}
                downloadName={downloadNameOf(finished.kind)}
                toolId={toolId}
                versions={finished.versions}
                versionView={versionView}
                chainView={chainView}
              />
            }
          />
        )}
        {step === "result" && finished && shownVersion === null && !extras?.ResultView && (
          <ResultScreen
            title={(finished.kind !== "gif" && messages.stillResultTitle) || messages.resultTitle}
            kind={finished.kind}
            blobUrl={finished.blobUrl}
            downloadName={downloadNameOf(finished.kind)}
            downloadLabel={messages.downloadLabel}
            originalBytes={source?.sizeBytes ?? session?.source.sizeBytes ?? null}
            result={finished.result}
            startOverLabel={
              (finished.kind !== "gif" && messages.stillStartOver) || messages.startOver
            }
            onStartOver={reset}
            toolId={toolId}
            versions={finished.versions}
            fitTargetBytes={finished.fitTargetBytes}
            versionView={versionView}
            chainView={chainView}
            outdated={running !== null && !editorUnderResult}
          />
        )}
        {step === "result" && finished && shownVersion !== null && (
          // An earlier version, read from the server by its key: keyed so its format comparison
          // starts afresh.
          <ResultScreen
            key={shownVersion.key}
            title={ui.fill(flowText.versionTitle, {
              number: finished.versions.length - finished.versions.indexOf(shownVersion),
              tool: shownVersion.toolName,
            })}
            blobUrl={`/api/download/${shownVersion.key}`}
            downloadName={`version-${finished.versions.length - finished.versions.indexOf(shownVersion)}.gif`}
            originalBytes={null}
            result={{
              gif: shownVersion.key,
              path: shownVersion.key,
              sizes: shownVersion.sizeBytes !== null ? { gif: shownVersion.sizeBytes } : {},
            }}
            startOverLabel={messages.startOver}
            onStartOver={reset}
            toolId={toolId}
            versions={finished.versions}
            versionView={versionView}
          />
        )}
      </div>
      {source ? (
        // Kept mounted under the result, hidden (Back from a result finds every setting as it
        // was), or shown there to change a setting and go again (editorUnderResult).
        <div hidden={step !== "editing" && !editorUnderResult} className="space-y-4">
          {step === "result" && editorUnderResult && (
            <h2 className="pt-4 text-lg font-semibold text-slate-900" data-edit-again>
              {ui.fill(flowText.editAgain, { noun: messages.noun })}
            </h2>
          )}
          <Suspense fallback={<div className="card min-h-64 animate-pulse bg-slate-50" />}>
            {keptSettings && (
              <KeptSettingsProvider store={keptSettings}>
                <Editor
                  source={source}
                  busy={running !== null}
                  start={(fields, options) => void start(fields, options)}
                  reset={reset}
                />
              </KeptSettingsProvider>
            )}
          </Suspense>
          {progress}
        </div>
      ) : (
        progress
      )}
    </>
  );
}

/**
 * The input "Upload Different" left, with its settings: the upload screen offers it back under a
 * refused next choice (tool-shell.tsx), and the editor reopens on it as it was.
 */
let leftBehind: { source: EditorSource; settings: Record<string, unknown> } | null = null;
function releaseLeftBehind(): void {
  if (leftBehind?.source.kind === "file") URL.revokeObjectURL(leftBehind.source.previewUrl);
  leftBehind = null;
}

/** The chain a finished task's status names, when it can run again from its kept input. */
async function finishedChain(id: string, signal: AbortSignal): Promise<KeptChain | null> {
  try {
    const response = await fetchTaskStatus(id, signal);
    if (!response.ok) return null;
    return chainOfStatus(((await response.json()) as TaskStatus).chain);
  } catch {
    // The result is shown without its chain: keep editing then re-encodes it, as before.
    return null;
  }
}
