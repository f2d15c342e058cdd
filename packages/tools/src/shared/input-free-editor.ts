import type { ComponentType, ReactNode } from "react";

/**
 * The contract between the tool page and the editor of a tool that takes no input file (Prompt to
 * GIF, tools §2: prompt, processing, result; no upload). The page
 * (apps/web/src/tool-page/input-free-flow.tsx) owns the task: the JSON start call, polling,
 * fetching the result, the result screen and errors; the editor is the first screen and owns
 * its settings.
 */

/** The start call's JSON body (the tool's request fields). */
export type JsonRequestBody = Record<string, string | number | boolean | null>;

export interface InputFreeEditorProps {
  /** A task is running: controls are disabled and the action reads its busy label. */
  busy: boolean;
  /** The running task's status text and progress bar (null when idle), shown under the actions. */
  progress: ReactNode;
  /**
   * Starts the task with this body. The editor stays mounted while it runs, so a failure leaves
   * the user on this screen with every setting kept.
   */
  start(body: JsonRequestBody): void;
  /** 'Reset': clears the page's error and mounts the editor afresh with the defaults. */
  reset(): void;
  /**
   * Opens another tool's page inside the app (no page load), so a file held for it with
   * `handOffFile` (shared/file-handoff.ts) reaches its editor: Record Screen → Video to GIF.
   */
  openTool(toolId: string): void;
}

/** The tool's own words for what can go wrong around its task (spec: tools §7, §8). */
export interface InputFreeFlowText {
  /** A non-2xx start answer without an error text, or no answer at all. */
  startFailed: string;
  /** A 2xx start answer without task_id or taskId. */
  missingTaskId: string;
  /** FAILURE without an error text. */
  taskFailed: string;
  /** SUCCESS without a result key. */
  missingResult: string;
  /** The result file could not be fetched for the preview. */
  fetchResultFailed: string;
  /** Saving the fetched result failed. */
  downloadFailed: string;
  resultTitle: string;
  /** The result picture's alternative text. */
  resultAlt: string;
  downloadLabel: string;
  /** Back to the first screen with the defaults. */
  startOver: string;
  /** Back to the first screen with every setting kept, to change them and run again. */
  backToEditor?: string;
}

export interface InputFreeEditorModule {
  default: ComponentType<InputFreeEditorProps>;
  flowText: InputFreeFlowText;
}

export type InputFreeEditorLoader = () => Promise<InputFreeEditorModule>;
