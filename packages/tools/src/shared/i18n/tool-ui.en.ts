/**
 * The tool page's own words around and inside every editor (issue 38), in English: the type every
 * other language's file (tool-ui.<code>.ts) must satisfy, so a missing or extra key fails
 * `npm run check`. Build time only: the site's tool route puts the page's language's catalog into
 * the page's data (apps/web/src/i18n/tool-ui-catalogs.server.ts) and the browser code reads it
 * through useToolUi() (tool-ui-text.ts); no language's strings are in the bundle.
 * Placeholders are {name}; plural forms are objects keyed by Intl.PluralRules categories.
 */

/**
 * What the upload screen calls its input, by the tool's input kind ("gifs": a GIF tool that takes
 * several). English fills {noun} with the tool's own noun; other languages write each sentence
 * whole (their articles and adjectives agree with the noun).
 */
import type { PluralForms } from "./format.ts";

/** Plural forms: the categories a language needs (Japanese and Indonesian only `other`). */
const forms = (plural: PluralForms): PluralForms => plural;

export type UploadNoun = "gif" | "gifs" | "images" | "video" | "gif-or-video";
type ByNoun = Record<UploadNoun, string>;
const byNoun = (template: string): ByNoun => ({
  gif: template,
  gifs: template,
  images: template,
  video: template,
  "gif-or-video": template,
});

export const toolUiEn = {
  upload: {
    inputTabs: "Input",
    uploadFiles: "Upload File(s)",
    uploadFile: "Upload File",
    fromUrls: "From URL(s)",
    fromUrl: "From URL",
    dropHere: byNoun("Drag and drop your {noun} here, or paste it"),
    chooseHere: byNoun("Choose your {noun} from this device"),
    fileInputLabel: byNoun("Choose {noun} file"),
    linkLabel: byNoun("Link to a {noun}"),
    chooseFiles: "Choose files",
    chooseFile: "Choose a file",
    checkingFiles: "Checking the files...",
    checkingFile: "Checking the file...",
    linksLabel: "Links (one per line, or separated by commas)",
    checkingLinks: "Checking the links...",
    checkingLink: "Checking the link...",
    loadUrls: "Load URLs",
    loadUrl: "Load URL",
    maxFileSize: "Max file size: {size}",
    filesNote:
      "Files are processed on our servers: uploads are deleted when the task ends, results after {minutes} minutes.",
    linkCheckUnavailable:
      "Could not check the link: network error or unexpected issue. Please try again.",
    formats: {
      gif: "Supported formats: GIF, and animated WebP, APNG, MNG, AVIF and WebM (converted to GIF)",
      images:
        "Supported formats: JPG, PNG, GIF, WebP, APNG, HEIC/HEIF, MNG, JP2, AVIF, JXL, BMP, PDF (first page)",
      video: "Supported formats: MP4, WebM, AVI, MOV, MKV, FLV, 3GP, WMV",
      "gif-or-video":
        "Supported formats: GIF, WebP, APNG, MNG and videos (MP4, WebM, AVI, MOV, MKV, FLV, 3GP, WMV)",
    },
    /** Under a refusal, the tool that takes such files: {tool} is a link to it. */
    rightToolVideo: "A video? {tool} to make a GIF from it.",
    rightToolPictures: "Pictures? {tool} to make a GIF from them.",
    openTool: "Open {name}",
  },
  progress: {
    label: "Task progress",
    uploadProgress: "Upload progress",
    processingProgress: "Processing progress",
    cancel: "Cancel",
    elapsed: "Elapsed: {seconds} s",
    waitingInQueue: "Waiting in the queue...",
    uploading: "Uploading...",
    starting: "Starting...",
    sendingLink: "Sending the link...",
  },
  retry: {
    wait: forms({
      one: "Please wait {count} second and try again.",
      other: "Please wait {count} seconds and try again.",
    }),
    waitMinutes: forms({
      one: "Please wait {count} minute and try again.",
      other: "Please wait {count} minutes and try again.",
    }),
    canRetryNow: "You can try again now.",
    tryAgain: "Try again",
  },
  flow: {
    expired:
      "This task is no longer kept: results and their status are deleted {minutes} minutes after they are made. Start again with your file.",
    cancelled: "Cancelled. Your settings are kept: change them or start again.",
    networkError: "Network error or unexpected issue.",
    chooseAgain:
      "Choose {name} again: a file you chose is not kept when the page reloads (your result stays at its own address until it expires).",
    versionTitle: "Version {number}, made with {tool}",
    editAgain: "Change a setting and convert again: your {noun} is still here",
  },
  /** The step flow's wording unless a tool's own (its translations.ts `messages`) says otherwise. */
  tool: {
    startFailed: "Task could not be started: missing task identifier.",
    taskFailed: "Task failed.",
    fetchResultFailed: "Failed to fetch result GIF.",
    resultTitle: "Your GIF is ready!",
    startOver: "Start over",
  },
  /**
   * The upload screen's checks before anything is sent, for pages in other languages (English
   * pages keep @gifkit/contracts' own messages, which the server sends too; these say the same).
   */
  checks: {
    unsupportedFile: "Unsupported file type: {names}. Allowed: {allowed}",
    emptyFile: forms({
      one: "{names} is empty (0 bytes). Choose the file again, or another one.",
      other: "These files are empty (0 bytes): {names}. Choose them again, or others.",
    }),
    tooLarge: "File too large: {name} is {size}. Max file size: {max}.",
    contentMismatch: forms({
      one: "{names} is not a {format} file: its content does not match its name.",
      other: "These files are not what their names say (their content does not match): {names}.",
    }),
    enterLink: "Enter a link to a file.",
    invalidLink: "This is not a valid link: copy the whole address, starting with https://.",
    linkScheme:
      "{scheme} links are not supported: GifKit fetches http:// and https:// links only. Download the file and upload it instead.",
    videoSitePage:
      "A {site} page is not a video file, and GifKit cannot fetch videos from {site}. Download the video (where its owner allows it) and upload the file.",
    webPage:
      "This link is a web page, not a file. Link to the file itself (ending in {extensions}...): right-click it on the page and copy its address.",
    unsupportedLink: "Unsupported file type for this tool. Allowed: {allowed}",
    unsupportedLinks: "Unsupported URLs: {urls}. Allowed: {allowed}",
  },
  result: {
    download: "Download {name}",
    preview: "Result preview",
    unchanged:
      "Your GIF is already smaller than these settings could make it, so it is returned unchanged. Try a preset with fewer colors or more lossy compression.",
    keptFor:
      "The result is kept on our servers for {minutes} minutes, then deleted. Until then you can keep editing it without uploading it again.",
    editThisGif: "Edit this GIF",
    versionsTitle: "Your versions in this session",
    versionsNote:
      "Each is kept for {minutes} minutes after it was made. Pick one to see it again and edit it from there.",
    shown: "(shown)",
    originalSize: "Original size",
    dimensions: "Dimensions",
    frames: "Frames",
    frameRate: "Frame rate",
    duration: "Duration",
    resultSize: "Result size",
  },
};

/** What every language's tool-UI file must provide: the English file's shape, with any strings. */
export type ToolUiMessages = typeof toolUiEn;
