import {
  defaultDownloadName,
  type OutputKind,
  primaryOutput,
  type TaskResult,
} from "@gifkit/contracts";
import { type ToolId, tools } from "@gifkit/tools";
import type {
  EditorComponent,
  EditorExtras,
  EditorFields,
  EditorSource,
  StartOptions,
} from "@gifkit/tools/shared/editor";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { reportConversion } from "../ads/conversion.ts";
import { fetchResultBlob, fetchTaskStatus, startTask } from "../task/api-client.ts";
import { pollingCancelledMessage, pollTask, TaskError } from "../task/polling.ts";
import { type ResultVersion, rememberVersion } from "./result-history.ts";
import { ResultNextSteps, ResultScreen, type VersionView } from "./result-screen.tsx";
import { ErrorAlert, TaskProgress } from "./task-progress.tsx";
import { toolMessages } from "./tool-messages.ts";

export type Step = "upload" | "editing" | "result";
export interface StepFlowProps {
  toolId: ToolId;
  /** The file(s) or link(s) chosen on the upload screen (apps/web/src/tool-page/tool-shell.tsx). */
  source: EditorSource;
  onStep: (step: Step) => void;
  /** Back to the upload screen: the shell drops the source, which unmounts this flow. */
  onStartOver: () => void;
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
  void tools[toolId].editor?.();
}

export default function ToolWorkspace(props: StepFlowProps) {
  const loadEditor = tools[props.toolId].editor;
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
}: StepFlowProps & { Editor: EditorComponent }) {
  const tool = tools[toolId];
  const messages = toolMessages(toolId);
  /** The name a result's main file is saved under: the tool's name for its kind, or result.<ext>. */
  const downloadNameOf = (kind: OutputKind) =>
    tool.downloadNames[kind] ?? defaultDownloadName(kind);
  const [step, setStep] = useState<Step>("editing");
  const [running, setRunning] = useState<Running | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [finished, setFinished] = useState<{
    result: TaskResult;
    /** The kind of `blobUrl`'s file: the result's main output (a GIF, a ZIP...). */
    kind: OutputKind;
    blobUrl: string;
    versions: readonly ResultVersion[];
    /** `target_size_bytes` of the start call: the result screen says what was fitted under it. */
    fitTargetBytes: number | null;
  } | null>(null);
  /** An earlier version of the session picked in the strip (null: this task's own result). */
  const [shownVersion, setShownVersion] = useState<ResultVersion | null>(null);
  const controllerRef = useRef<AbortController | null>(null);
  useEffect(() => onStep(step), [onStep, step]);
  const errorRef = useRef<HTMLDivElement>(null);
  // The tool's editor module may bring its own result screen and message rewrites.
  const [extras, setExtras] = useState<EditorExtras | null>(null);
  useEffect(() => {
    void tools[toolId]
      .editor?.()
      .then(({ ResultView, rewriteError }) => setExtras({ ResultView, rewriteError }));
  }, [toolId]);

  // Object URLs of the preview and the result are released when replaced or left.
  useEffect(
    () => () => {
      if (source.kind === "file") URL.revokeObjectURL(source.previewUrl);
    },
    [source],
  );
  useEffect(
    () => () => {
      if (finished) URL.revokeObjectURL(finished.blobUrl);
    },
    [finished],
  );
  useEffect(() => () => controllerRef.current?.abort(), []);
  useEffect(() => {
    if (error) errorRef.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [error]);

  // A version picked in the strip replaces the screen above it: bring its heading into view.
  useEffect(() => {
    if (shownVersion) document.getElementById("result-title")?.scrollIntoView({ block: "start" });
  }, [shownVersion]);
  const versionView: VersionView = {
    shownKey: shownVersion?.key ?? null,
    // The newest version is this task's own result, shown with its tool's own screen.
    show: (version) => setShownVersion(version.key === finished?.versions[0]?.key ? null : version),
  };

  const reset = () => {
    controllerRef.current?.abort();
    onStartOver();
  };

  const start = async (fields: EditorFields, options?: StartOptions) => {
    if (running) return;
    const controller = new AbortController();
    controllerRef.current = controller;
    setError(null);
    setRunning({
      phase: "uploading",
      percent: 0,
      status:
        source.kind === "file"
          ? "Uploading..."
          : source.kind === "result"
            ? "Starting..."
            : "Sending the link...",
    });
    try {
      const taskId = await startTask(
        tool.apiPath,
        source,
        fields,
        messages,
        (fraction) =>
          setRunning({ phase: "uploading", percent: fraction * 100, status: "Uploading..." }),
        controller.signal,
        options?.inputsInFields,
      );
      setRunning({ phase: "processing", percent: 0, status: "Waiting in the queue..." });
      const result = await pollTask(taskId, tool.polling, messages.taskFailed, controller.signal, {
        fetchStatus: fetchTaskStatus,
        onUpdate: (status) =>
          setRunning({ phase: "processing", percent: status.progress, status: status.status }),
      });
      const primary = primaryOutput(result);
      if (!primary) throw new TaskError(messages.fetchResultFailed);
      const blob = await fetchResultBlob(
        primary.key,
        messages.fetchResultFailed,
        controller.signal,
      );
      const versions = result.gif
        ? rememberVersion({
            key: result.gif,
            toolName: tool.name,
            sizeBytes: result.sizes?.gif ?? null,
            createdAtMs: Date.now(),
          })
        : [];
      const fitTargetBytes = Number(fields.target_size_bytes) || null;
      setFinished({
        result,
        kind: primary.kind,
        blobUrl: URL.createObjectURL(blob),
        versions,
        fitTargetBytes,
      });
      setShownVersion(null);
      setStep("result");
      // Spec: a conversion event after a successful GIF Maker result (sent only with consent).
      if (toolId === "gif-maker") reportConversion(toolId);
    } catch (failure) {
      if (controller.signal.aborted && controllerRef.current !== controller) return; // reset
      setError(
        failure instanceof TaskError
          ? (extras?.rewriteError?.(failure.message) ?? failure.message)
          : controller.signal.aborted
            ? pollingCancelledMessage
            : "Network error or unexpected issue.",
      );
    } finally {
      if (controllerRef.current === controller) setRunning(null);
    }
  };

  return (
    <>
      {error && (
        <div ref={errorRef}>
          <ErrorAlert message={error} />
        </div>
      )}
      {step === "editing" && (
        <>
          <Suspense fallback={<div className="card min-h-64 animate-pulse bg-slate-50" />}>
            <Editor
              source={source}
              busy={running !== null}
              start={(fields, options) => void start(fields, options)}
              reset={reset}
            />
          </Suspense>
          {running && (
            <TaskProgress
              phase={running.phase}
              percent={running.percent}
              status={running.status}
              onCancel={() => controllerRef.current?.abort()}
            />
          )}
        </>
      )}
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
            />
          }
        />
      )}
      {step === "result" && finished && shownVersion === null && !extras?.ResultView && (
        <ResultScreen
          title={messages.resultTitle}
          kind={finished.kind}
          blobUrl={finished.blobUrl}
          downloadName={downloadNameOf(finished.kind)}
          downloadLabel={messages.downloadLabel}
          originalBytes={source.sizeBytes ?? null}
          result={finished.result}
          startOverLabel={messages.startOver}
          onStartOver={reset}
          toolId={toolId}
          versions={finished.versions}
          fitTargetBytes={finished.fitTargetBytes}
          versionView={versionView}
        />
      )}
      {step === "result" && finished && shownVersion !== null && (
        // An earlier version, read from the server by its key: keyed so its format comparison
        // starts afresh.
        <ResultScreen
          key={shownVersion.key}
          title={`Version ${finished.versions.length - finished.versions.indexOf(shownVersion)}, made with ${shownVersion.toolName}`}
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
    </>
  );
}
