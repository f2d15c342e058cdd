import {
  acceptedExtensions,
  defaultLimits,
  extensionsByContent,
  formatMegabytes,
  type InputKind,
} from "@gifkit/contracts";
import type { EditorSource } from "@gifkit/tools/shared/editor";
import type { UploadNoun } from "@gifkit/tools/shared/i18n/tool-ui.en";
import { useToolUi } from "@gifkit/tools/shared/i18n/tool-ui-text";
import { type DragEvent, useEffect, useId, useRef, useState } from "react";

/** `previewUrl`: a picture made for an input no <img> shows (choice-checks' stillPreviewUrl). */
export function fileSource(files: File[], previewUrl?: string | null): EditorSource {
  const [first] = files as [File];
  return {
    kind: "file",
    files,
    urls: [],
    displayName: files.length === 1 ? first.name : `${files.length} files`,
    previewUrl: previewUrl ?? URL.createObjectURL(first),
    sizeBytes: files.reduce((sum, file) => sum + file.size, 0),
  };
}

/** A link's size is the server check's (Content-Length); unknown if any link's server did not say. */
function urlSource(urls: string[], sizes: (number | null)[]): EditorSource {
  const [first] = urls as [string];
  const known = sizes.every((size) => size !== null);
  const sizeBytes = known ? sizes.reduce<number>((sum, size) => sum + (size ?? 0), 0) : null;
  return { kind: "url", files: [], urls, displayName: first, previewUrl: first, sizeBytes };
}

export const loadChoiceChecks = () => import("./choice-checks.ts");

/**
 * The first step of every file tool: 'Upload File(s)' (picker, drag and drop, paste) or
 * 'From URL(s)', with the spec's checks and messages before anything is sent. A file's first
 * bytes must be a format the tool takes, and a link must pass the server's check
 * (POST /api/check-url), before the editor opens.
 */
export function UploadScreen({
  toolId,
  kind,
  multiple,
  noun,
  nounKey,
  formatsText,
  onChosen,
  onError,
}: {
  toolId: string;
  kind: InputKind;
  multiple: boolean;
  noun: string;
  /** Which upload sentences of the page's language fit this tool's input. */
  nounKey: UploadNoun;
  /** 'Supported formats: ...' (upload-config.server.ts; page data, not code). */
  formatsText: string;
  onChosen: (source: EditorSource) => void;
  /** A problem with the choice, and the tool that takes such files, if another one does. */
  /** `rightTool`: the kind of file chosen, when another tool makes GIFs from it (source-checks.ts). */
  onError: (message: string | null, rightTool?: "video" | "images" | null) => void;
}) {
  const { text: ui, fill, languageCode } = useToolUi();
  // English pages say what the server says; other languages their catalog's words.
  const words = languageCode === "en" ? null : { languageCode, checks: ui.checks };
  const uploadText = ui.upload;
  // English says the tool's own noun; other languages have a whole sentence per kind of input.
  const sentence = (forms: Record<UploadNoun, string>) => fill(forms[nounKey], { noun });
  const [tab, setTab] = useState<"file" | "url">("file");
  const [urlText, setUrlText] = useState("");
  const [dragging, setDragging] = useState(false);
  const [checking, setChecking] = useState<"file" | "url" | null>(null);
  // Only the latest choice may open the editor (a slow link check must not win over a new file).
  const choiceRef = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const maxUploadBytes = defaultLimits.maxUploadBytes;
  // .png too where APNG is taken (an APNG is usually named .png; the server reads its content).
  const accept = [...acceptedExtensions[kind], ...extensionsByContent(kind)]
    .map((extension) => `.${extension}`)
    .join(",");

  const chooseFiles = async (list: FileList | File[] | null) => {
    const files = [...(list ?? [])].slice(0, multiple ? undefined : 1);
    if (files.length === 0) return;
    const choice = ++choiceRef.current;
    setChecking("file");
    // The checks load on the first choice, not with the page (its JavaScript budget).
    const checked: {
      problem: string | null;
      rightTool?: "video" | "images" | null;
      preview?: string | null;
    } = await loadChoiceChecks().then(
      async ({ checkChosenFiles, refusedInputKind, stillPreviewUrl }) => {
        const problem = await checkChosenFiles(files, kind, maxUploadBytes, words);
        const names = files.map((file) => file.name);
        if (problem) return { problem, rightTool: refusedInputKind(names, kind) };
        return { problem, preview: await stillPreviewUrl(files, kind) };
      },
      () => ({ problem: null }), // the server checks again
    );
    if (choice !== choiceRef.current) return;
    setChecking(null);
    const { problem } = checked;
    onError(problem, checked.rightTool);
    if (!problem) onChosen(fileSource(files, checked.preview));
  };
  const chooseUrls = async (text: string) => {
    const choice = ++choiceRef.current;
    onError(null);
    setChecking("url");
    const checked = await loadChoiceChecks().then(
      ({ checkChosenLinks }) => checkChosenLinks(text, kind, multiple, toolId, words),
      // When the check's own code cannot load (offline): the link is not taken unchecked.
      () => ({ urls: [], problem: uploadText.linkCheckUnavailable, sizes: [] }),
    );
    if (choice !== choiceRef.current) return;
    setChecking(null);
    onError(checked.problem);
    if (!checked.problem) onChosen(urlSource(checked.urls, checked.sizes));
  };

  // Paste from the clipboard: a copied file, or a copied link.
  const chooseFilesRef = useRef(chooseFiles);
  chooseFilesRef.current = chooseFiles;
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && ["INPUT", "TEXTAREA"].includes(target.tagName)) return;
      const files = [...(event.clipboardData?.files ?? [])];
      if (files.length > 0) {
        event.preventDefault();
        void chooseFilesRef.current(files);
        return;
      }
      const text = event.clipboardData?.getData("text")?.trim();
      if (text && /^https?:\/\//i.test(text)) {
        setTab("url");
        setUrlText(text);
      }
    };
    window.addEventListener("paste", onPaste);
    return () => window.removeEventListener("paste", onPaste);
  }, []);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void chooseFiles(event.dataTransfer.files);
  };

  const tabButton = (value: "file" | "url", label: string) => (
    <button
      type="button"
      role="tab"
      id={`${id}-${value}-tab`}
      aria-selected={tab === value}
      aria-controls={`${id}-${value}-panel`}
      onClick={() => setTab(value)}
      className={`flex-1 rounded-lg px-4 py-2 text-sm font-semibold transition-colors sm:flex-none ${
        tab === value ? "bg-white text-brand-800 shadow-sm" : "text-slate-600 hover:text-slate-900"
      }`}
    >
      {label}
    </button>
  );

  return (
    <div className="card p-4 sm:p-6">
      <div
        role="tablist"
        aria-label={uploadText.inputTabs}
        className="inline-flex w-full gap-1 rounded-xl bg-slate-100 p-1 sm:w-auto"
      >
        {/* The spec's "(s)" only where a page takes several (issue 24: not on single-video pages). */}
        {tabButton("file", multiple ? uploadText.uploadFiles : uploadText.uploadFile)}
        {tabButton("url", multiple ? uploadText.fromUrls : uploadText.fromUrl)}
      </div>

      {tab === "file" ? (
        <div
          id={`${id}-file-panel`}
          role="tabpanel"
          aria-labelledby={`${id}-file-tab`}
          className="mt-4"
        >
          {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop zone; the button inside is the keyboard path */}
          <div
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            className={`flex flex-col items-center justify-center rounded-2xl border-2 border-dashed px-6 py-10 text-center transition-colors ${
              dragging ? "border-brand-600 bg-brand-50" : "border-slate-300 bg-slate-50/60"
            }`}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-10 text-brand-600"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
            >
              <path
                d="M12 16V4m0 0-4 4m4-4 4 4M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {/* A phone or tablet (a coarse pointer) has no drag and drop: it is not offered there. */}
            <p className="mt-3 text-base font-semibold text-slate-900 pointer-coarse:hidden">
              {sentence(uploadText.dropHere)}
            </p>
            <p className="mt-3 hidden text-base font-semibold text-slate-900 pointer-coarse:block">
              {sentence(uploadText.chooseHere)}
            </p>
            <button
              type="button"
              className="btn btn-primary mt-4"
              onClick={() => inputRef.current?.click()}
            >
              {multiple ? uploadText.chooseFiles : uploadText.chooseFile}
            </button>
            {checking === "file" && (
              <p className="mt-2 text-sm text-slate-600" role="status">
                {multiple ? uploadText.checkingFiles : uploadText.checkingFile}
              </p>
            )}
            <input
              ref={inputRef}
              type="file"
              className="sr-only"
              tabIndex={-1}
              accept={accept}
              multiple={multiple}
              aria-label={sentence(uploadText.fileInputLabel)}
              onChange={(event) => {
                void chooseFiles(event.target.files);
                event.target.value = "";
              }}
            />
          </div>
        </div>
      ) : (
        <form
          id={`${id}-url-panel`}
          role="tabpanel"
          aria-labelledby={`${id}-url-tab`}
          className="mt-4 space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            void chooseUrls(urlText);
          }}
        >
          <label htmlFor={`${id}-url`} className="field-label">
            {multiple ? uploadText.linksLabel : sentence(uploadText.linkLabel)}
          </label>
          {multiple ? (
            <textarea
              id={`${id}-url`}
              className="field min-h-28"
              value={urlText}
              onChange={(event) => setUrlText(event.target.value)}
              placeholder="https://example.com/image.png"
            />
          ) : (
            <input
              id={`${id}-url`}
              type="url"
              inputMode="url"
              className="field"
              value={urlText}
              onChange={(event) => setUrlText(event.target.value)}
              placeholder={`https://example.com/animation.${acceptedExtensions[kind][0]}`}
            />
          )}
          <button type="submit" className="btn btn-primary" disabled={checking === "url"}>
            {checking === "url"
              ? multiple
                ? uploadText.checkingLinks
                : uploadText.checkingLink
              : multiple
                ? uploadText.loadUrls
                : uploadText.loadUrl}
          </button>
        </form>
      )}

      <div className="mt-4 flex flex-col gap-1 text-sm text-slate-600 sm:flex-row sm:justify-between">
        <p>{formatsText}</p>
        <p>{fill(uploadText.maxFileSize, { size: formatMegabytes(maxUploadBytes) })}</p>
      </div>
      <p className="mt-2 text-xs text-slate-500">
        {fill(uploadText.filesNote, { minutes: defaultLimits.resultTtlMinutes })}
      </p>
    </div>
  );
}
