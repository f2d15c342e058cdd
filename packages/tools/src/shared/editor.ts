import type { ErrorCode, TaskResult } from "@gifkit/contracts";
import type { ComponentType, ReactNode } from "react";
import type { EditorText } from "./i18n/editor-text.ts";

/**
 * The contract between the shared tool page (apps/web/src/tool-page) and a tool's editor
 * (packages/tools/src/<tool>/web/*.tsx). The page owns the steps (upload → editing →
 * processing → result), the task and its errors; the editor owns its settings.
 */

/** What the user chose on the upload screen. */
export interface EditorSource {
  /** "result": a GIF made earlier in this session and still kept, sent as `source_key`. */
  kind: "file" | "url" | "result";
  /** The chosen files (file sources); GIF editors use the first. */
  files: File[];
  /** The entered links (URL sources). */
  urls: string[];
  /** The download key of the earlier result (result sources). */
  resultKey?: string;
  /** A name to show: the file name or the link. */
  displayName: string;
  /** Something an <img> or <video> can show: an object URL of the file, or the link itself. */
  previewUrl: string;
  /**
   * Bytes of the file(s); for links, the sizes the server's link check read from Content-Length
   * (null when a link's server did not say).
   */
  sizeBytes: number | null;
  /**
   * Nothing of the file may reach the server before the person starts the task (a screen
   * recording handed over in the browser): the editor makes no size estimate or server preview.
   */
  privateUntilStart?: boolean;
}

/** Form fields of the tool's start call besides the input (strings; files for fonts and the like). */
export type EditorFields<Field extends string = string> = {
  [Name in Field]?: string | Blob | (string | Blob)[];
};

/** What a start call takes besides the options: inputs, a stored upload, attachments (fonts). */
export type InputFieldName = "files" | "urls" | "upload_key" | `font_${number}`;

/**
 * The field names an editor may send: its tool's option names (the keys of what the options
 * schema parses) and the input fields. An editor typed with them cannot send a field its schema
 * does not read.
 */
export type FieldOf<Options> =
  // A schema without fields (Reverse) parses to Record<string, never>: it has no option names.
  (string extends keyof Options ? never : Extract<keyof Options, string>) | InputFieldName;

export interface EditorProps<Field extends string = string> {
  source: EditorSource;
  /** A task is running: controls are disabled and the action reads its busy label. */
  busy: boolean;
  /**
   * Starts the task with these fields. The editor stays mounted while it runs, so every setting
   * is still there when a failure brings the user back.
   */
  start(fields: EditorFields<Field>, options?: StartOptions): void;
  /** 'Upload Different GIF': back to the upload screen, settings back to their defaults. */
  reset(): void;
}

export interface StartOptions {
  /**
   * The editor sends every input itself in `fields` (`files` and `urls`, in its own order, e.g.
   * the GIF Maker's reordered list of uploads and links): the source's own files and links are
   * not added, so a file the user removed is not uploaded.
   */
  inputsInFields?: boolean;
}

export type EditorComponent = ComponentType<EditorProps>;
/** Props of a tool's own result screen (Video to GIF: a download per output). */
export interface ResultViewProps {
  result: TaskResult;
  /** An object URL of the GIF, already fetched for the preview. */
  gifUrl: string;
  onStartOver(): void;
  /** The size the task was asked to fit under (`target_size_bytes`), if any. */
  fitTargetBytes?: number | null;
  /**
   * The site's next steps for a GIF result (other formats, "Edit this GIF", this session's
   * versions), shown at the end of the tool's own result screen.
   */
  nextSteps?: ReactNode;
}

/**
 * What a tool's editor module may bring besides its editor: its own result screen, and its
 * rewrites of the server's messages (spec: tools §8, Video to GIF).
 */
export interface EditorExtras {
  ResultView?: ComponentType<ResultViewProps> | undefined;
  /**
   * The tool's own sentence for a refusal or failure, in the page's language (its editor words);
   * undefined for one it does not rewrite (the page shows the code's sentence, or on English
   * pages the server's message).
   */
  rewriteError?:
    | ((
        failure: { message: string; code: ErrorCode | null },
        words: EditorText<unknown>,
      ) => string | undefined)
    | undefined;
  /**
   * The editor stays on screen under the result, to change a setting and start again without
   * choosing the input again (Video to GIF: a video is slow to choose and send again).
   */
  editorUnderResult?: boolean | undefined;
}

export type EditorLoader = () => Promise<{ default: EditorComponent } & EditorExtras>;
