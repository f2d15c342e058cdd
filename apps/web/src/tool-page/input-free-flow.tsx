import { defaultLimits, type TaskResult } from "@gifkit/contracts";
import { type ToolId, tools } from "@gifkit/tools";
import { stageText } from "@gifkit/tools/shared/i18n/stage-text";
import { useToolUi } from "@gifkit/tools/shared/i18n/tool-ui-text";
import type {
  InputFreeEditorModule,
  InputFreeFlowText,
  JsonRequestBody,
} from "@gifkit/tools/shared/input-free-editor";
import { ResultFacts } from "@gifkit/tools/shared/web/result-facts-line";
import { webTools } from "@gifkit/tools/web";
import { use, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { fetchResultBlob, fetchTaskStatus } from "../task/api-client.ts";
import { pollingCancelledMessage, pollTask, TaskError } from "../task/polling.ts";
import { scrollIntoViewGently } from "../ui/scroll-gently.ts";
import { replayEarlyIntent } from "./replay-early-intent.ts";
import { startJsonTask } from "./start-json-task.ts";
import { ErrorAlert, TaskProgress } from "./task-progress.tsx";

interface Running {
  percent: number;
  status: string;
}

/** One promise per editor: `use` needs the same promise on every render. */
const editorModules = new Map<ToolId, Promise<InputFreeEditorModule>>();
function editorModule(toolId: ToolId, load: () => Promise<InputFreeEditorModule>) {
  let module = editorModules.get(toolId);
  if (!module) {
    module = load();
    editorModules.set(toolId, module);
  }
  return module;
}

interface Finished {
  result: TaskResult;
  blobUrl: string;
}

/**
 * The step flow of a tool without an input file (Prompt to GIF, spec tools §2 and §4): its
 * editor is the first screen; the start action posts the editor's JSON request, the editor stays
 * on screen (disabled) with the task's status text and progress under its buttons, and the
 * result replaces it on success. Any failure keeps the user on the first screen with every
 * setting and a red alert. The polling, the status call, the result fetch and the progress card
 * are the shared ones of the file tools' flow.
 */
export default function InputFreeFlow({ toolId }: { toolId: ToolId }) {
  const tool = tools[toolId];
  const loadEditor = webTools[toolId].inputFreeEditor;
  // Read while rendering (not in an effect) so the prerendered page already shows the editor.
  const editor = loadEditor ? use(editorModule(toolId, loadEditor)) : null;
  const navigate = useNavigate();
  const ui = useToolUi();
  // The flow's words in the page's language: the editor's own words (page data) carry them.
  const ownFlowText = (ui.editor?.own as { flow?: InputFreeFlowText } | undefined)?.flow;
  const [editorKey, setEditorKey] = useState(0);
  const [running, setRunning] = useState<Running | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [finished, setFinished] = useState<Finished | null>(null);
  const controllerRef = useRef<AbortController | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  // Set once this code runs in the browser: the prerendered form is not interactive before.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  // What the visitor typed and clicked on the prerendered form is done again now (issue 41).
  useEffect(() => {
    if (interactive && editor && sectionRef.current) replayEarlyIntent(sectionRef.current, toolId);
  }, [interactive, editor, toolId]);

  useEffect(
    () => () => {
      if (finished) URL.revokeObjectURL(finished.blobUrl);
    },
    [finished],
  );
  useEffect(() => () => controllerRef.current?.abort(), []);
  useEffect(() => {
    if (error) scrollIntoViewGently(errorRef.current);
  }, [error]);
  useEffect(() => {
    // The result replaces a long form: bring its top into view when the page was scrolled past it.
    const top = sectionRef.current?.getBoundingClientRect().top ?? 0;
    if (finished && top < 0) sectionRef.current?.scrollIntoView({ block: "start" });
  }, [finished]);

  if (!editor) return <section aria-label="Tool" data-tool-workspace={toolId} />;
  const Editor = editor.default;
  const flowText = ownFlowText ?? editor.flowText;

  const reset = () => {
    controllerRef.current?.abort();
    setRunning(null);
    setError(null);
    setFinished(null);
    setEditorKey((key) => key + 1);
  };

  const start = async (body: JsonRequestBody) => {
    if (running) return;
    const controller = new AbortController();
    controllerRef.current = controller;
    setError(null);
    setRunning({ percent: 0, status: ui.text.progress.starting });
    try {
      const taskId = await startJsonTask(tool.apiPath, body, flowText, controller.signal);
      setRunning({ percent: 0, status: ui.text.progress.waitingInQueue });
      const result = await pollTask(taskId, tool.polling, flowText.taskFailed, controller.signal, {
        fetchStatus: fetchTaskStatus,
        onUpdate: (status) =>
          setRunning({ percent: status.progress, status: stageText(ui, status) }),
      });
      const key = result.gif ?? result.path;
      if (!key) throw new TaskError(flowText.missingResult);
      const blob = await fetchResultBlob(key, flowText.fetchResultFailed, controller.signal);
      setFinished({ result, blobUrl: URL.createObjectURL(blob) });
    } catch (failure) {
      if (controller.signal.aborted && controllerRef.current !== controller) return; // reset
      setError(
        failure instanceof TaskError
          ? failure.message
          : controller.signal.aborted
            ? pollingCancelledMessage
            : ui.text.flow.networkError,
      );
    } finally {
      if (controllerRef.current === controller) setRunning(null);
    }
  };

  return (
    <section
      ref={sectionRef}
      aria-label={tool.name}
      data-tool-workspace={toolId}
      data-step={finished ? "result" : "editing"}
      data-interactive={interactive || undefined}
      className="scroll-mt-24 space-y-4"
    >
      {error && (
        <div ref={errorRef}>
          <ErrorAlert message={error} />
        </div>
      )}
      {finished && (
        <InputFreeResult
          finished={finished}
          text={flowText}
          downloadName={tool.downloadNames.gif ?? "result.gif"}
          onDownloadFailed={() => setError(flowText.downloadFailed)}
          onStartOver={reset}
          onBackToEditor={() => {
            setError(null);
            setFinished(null);
          }}
        />
      )}
      {/* Hidden, not unmounted, under the result: 'Edit prompt' comes back to every setting. */}
      <div hidden={finished !== null}>
        <Editor
          key={editorKey}
          busy={running !== null}
          progress={
            running && (
              <TaskProgress
                phase="processing"
                percent={running.percent}
                status={running.status}
                onCancel={() => controllerRef.current?.abort()}
              />
            )
          }
          start={(body) => void start(body)}
          reset={reset}
          openTool={(otherToolId) => void navigate(`/${otherToolId}`)}
        />
      </div>
    </section>
  );
}

/** The result: preview, size, 'Download GIF' under the tool's file name, and start over. */
function InputFreeResult({
  finished,
  text,
  downloadName,
  onDownloadFailed,
  onStartOver,
  onBackToEditor,
}: {
  finished: Finished;
  text: InputFreeFlowText;
  downloadName: string;
  onDownloadFailed: () => void;
  onStartOver: () => void;
  onBackToEditor: () => void;
}) {
  const resultBytes = finished.result.sizes?.gif ?? null;

  // The file is already here (fetched for the preview): saving it is a link to the blob.
  const save = () => {
    try {
      const link = document.createElement("a");
      link.href = finished.blobUrl;
      link.download = downloadName;
      document.body.append(link);
      link.click();
      link.remove();
    } catch {
      onDownloadFailed();
    }
  };

  return (
    <section aria-labelledby="result-title" className="card p-5 sm:p-6">
      <h2 id="result-title" className="text-xl font-bold text-slate-900">
        {text.resultTitle}
      </h2>
      <div className="mt-4 flex justify-center rounded-xl bg-[repeating-conic-gradient(#f1f5f9_0%_25%,#ffffff_0%_50%)] bg-[length:20px_20px] p-4">
        <img
          src={finished.blobUrl}
          alt={text.resultAlt}
          className="block h-auto max-h-[28rem] w-full max-w-md object-contain [image-rendering:auto]"
        />
      </div>
      <ResultFacts url={finished.blobUrl} bytes={resultBytes} />
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <button type="button" className="btn btn-primary btn-lg" onClick={save}>
          {text.downloadLabel}
        </button>
        {text.backToEditor && (
          <button type="button" className="btn btn-secondary btn-lg" onClick={onBackToEditor}>
            {text.backToEditor}
          </button>
        )}
        <button type="button" className="btn btn-secondary btn-lg" onClick={onStartOver}>
          {text.startOver}
        </button>
      </div>
      <p className="mt-3 text-xs text-slate-500">
        The result is kept on our servers for {defaultLimits.resultTtlMinutes} minutes, then
        deleted.
      </p>
    </section>
  );
}
