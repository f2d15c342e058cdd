import type { TaskResult } from "@gifkit/contracts";
import { type ToolId, tools } from "@gifkit/tools";
import {
  type EditorComponent,
  type EditorExtras,
  type EditorFields,
  type EditorSource,
  editors,
  type StartOptions,
} from "@gifkit/tools/web";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { reportConversion } from "../ads/conversion.ts";
import { fetchResultBlob, fetchTaskStatus, startTask } from "../task/api-client.ts";
import { pollingCancelledMessage, pollTask, TaskError } from "../task/polling.ts";
import { InputFreeFlow } from "./input-free-flow.tsx";
import { ResultScreen } from "./result-screen.tsx";
import { ErrorAlert, TaskProgress } from "./task-progress.tsx";
import { toolMessages } from "./tool-messages.ts";
import { UploadScreen } from "./upload-screen.tsx";

type Step = "upload" | "editing" | "result";
interface Running {
  phase: "uploading" | "processing";
  percent: number;
  status: string;
}

/**
 * The editing area of a tool page: the shared step flow (upload → editing → processing →
 * result) around the tool's editor (packages/tools/src/<tool>/editor). The editor stays mounted
 * while its task runs, so a failure returns to it with every setting kept.
 */
export default function ToolWorkspace({ toolId }: { toolId: ToolId }) {
  const tool = tools[toolId as keyof typeof tools];
  const loadEditor = editors[toolId];
  const Editor = useMemo(() => (loadEditor ? lazy(loadEditor) : null), [loadEditor]);
  if (tool?.input === "none") return <InputFreeFlow toolId={toolId} />;
  if (!tool || !Editor) {
    return <section aria-label="Tool" data-tool-workspace={toolId} />;
  }
  return <StepFlow toolId={toolId} Editor={Editor} />;
}

function StepFlow({ toolId, Editor }: { toolId: ToolId; Editor: EditorComponent }) {
  const tool = tools[toolId as keyof typeof tools];
  const kind = tool.input === "none" ? "gif" : tool.input;
  const messages = toolMessages(toolId);
  const downloadName = tool.downloadNames.gif ?? "result.gif";
  const [step, setStep] = useState<Step>("upload");
  const [source, setSource] = useState<EditorSource | null>(null);
  const [editorKey, setEditorKey] = useState(0);
  const [running, setRunning] = useState<Running | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [finished, setFinished] = useState<{ result: TaskResult; blobUrl: string } | null>(null);
  const controllerRef = useRef<AbortController | null>(null);
  // Set once React runs in the browser: the prerendered upload screen is not interactive before.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  const errorRef = useRef<HTMLDivElement>(null);
  // The tool's editor module may bring its own result screen and message rewrites.
  const [extras, setExtras] = useState<EditorExtras | null>(null);
  useEffect(() => {
    void editors[toolId]?.().then(({ ResultView, rewriteError }) =>
      setExtras({ ResultView, rewriteError }),
    );
  }, [toolId]);

  // Object URLs of the preview and the result are released when replaced or left.
  useEffect(
    () => () => {
      if (source?.kind === "file") URL.revokeObjectURL(source.previewUrl);
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

  const reset = () => {
    controllerRef.current?.abort();
    setRunning(null);
    setError(null);
    setFinished(null);
    setSource(null);
    setStep("upload");
    setEditorKey((key) => key + 1);
  };

  const start = async (fields: EditorFields, options?: StartOptions) => {
    if (!source || running) return;
    const controller = new AbortController();
    controllerRef.current = controller;
    setError(null);
    setRunning({
      phase: "uploading",
      percent: 0,
      status: source.kind === "file" ? "Uploading..." : "Sending the link...",
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
      const key = result.gif ?? result.path;
      if (!key) throw new TaskError(messages.fetchResultFailed);
      const blob = await fetchResultBlob(key, messages.fetchResultFailed, controller.signal);
      setFinished({ result, blobUrl: URL.createObjectURL(blob) });
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
    <section
      aria-label={tool.name}
      data-tool-workspace={toolId}
      data-step={step}
      data-interactive={interactive || undefined}
      className="space-y-4"
    >
      {error && (
        <div ref={errorRef}>
          <ErrorAlert message={error} />
        </div>
      )}
      {step === "upload" && (
        <UploadScreen
          toolId={toolId}
          kind={kind}
          multiple={tool.maxInputFiles > 1}
          noun={messages.noun}
          onError={setError}
          onChosen={(chosen) => {
            setSource(chosen);
            setStep("editing");
          }}
        />
      )}
      {step === "editing" && source && (
        <>
          <Suspense fallback={<div className="card min-h-64 animate-pulse bg-slate-50" />}>
            <Editor
              key={editorKey}
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
      {step === "result" && finished && extras?.ResultView && (
        <extras.ResultView result={finished.result} gifUrl={finished.blobUrl} onStartOver={reset} />
      )}
      {step === "result" && finished && !extras?.ResultView && (
        <ResultScreen
          title={messages.resultTitle}
          blobUrl={finished.blobUrl}
          downloadName={downloadName}
          downloadLabel={messages.downloadLabel}
          originalBytes={source?.sizeBytes ?? null}
          result={finished.result}
          startOverLabel={messages.startOver}
          onStartOver={reset}
        />
      )}
    </section>
  );
}
