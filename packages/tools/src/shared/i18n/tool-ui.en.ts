/**
 * The tool page's own words around and inside every editor (issue 38), in English: the type every
 * other language's file (tool-ui.<code>.ts) must satisfy, so a missing or extra key fails
 * `npm run check`. Build time only: the site's tool route puts the page's language's catalog into
 * the page's data (apps/web/src/i18n/tool-ui-catalogs.server.ts) and the browser code reads it
 * through useToolUi() (tool-ui-text.ts); no language's strings are in the bundle.
 * Placeholders are {name}; plural forms are objects keyed by Intl.PluralRules categories.
 */

import { type DestinationChangeId, fixedStageTexts, valueStageTexts } from "@gifkit/contracts";
/**
 * What the upload screen calls its input, by the tool's input kind ("gifs": a GIF tool that takes
 * several). English fills {noun} with the tool's own noun; other languages write each sentence
 * whole (their articles and adjectives agree with the noun).
 */
import type { OperationName } from "../../operations/index.ts";
import type { PluralForms } from "./format.ts";

/** Plural forms: the categories a language needs (Japanese and Indonesian only `other`). */
const forms = (plural: PluralForms): PluralForms => plural;

export type UploadNoun = "gif" | "gifs" | "images" | "video" | "gif-or-video" | "gif-or-still";
type ByNoun = Record<UploadNoun, string>;
const byNoun = (template: string): ByNoun => ({
  gif: template,
  gifs: template,
  images: template,
  video: template,
  "gif-or-video": template,
  "gif-or-still": template,
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
    linkLabel: byNoun("Link to the {noun}"),
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
      "gif-or-still":
        "Supported formats: GIF, animated WebP, APNG, MNG, AVIF and WebM (converted to GIF), and still JPG, PNG and WebP (kept in their format)",
    },
    /** Under a refusal, the tool that takes such files: {tool} is a link to it. */
    rightToolVideo: "A video? {tool} to make a GIF from it.",
    rightToolPictures: "Pictures? {tool} to make a GIF from them.",
    rightToolSameEdit: "To keep it a video: {tool}.",
    /** Under a refusal after "Upload different": back to the input left, by its name. */
    backToPrevious: "Back to {name}",
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
  /**
   * The server's stage lines while a task runs, by the stage id a task status carries (contracts'
   * progress-stages.ts: the same English). English pages show the server's own `status`.
   */
  stages: {
    ...fixedStageTexts,
    ...valueStageTexts,
    "fitted-under": forms(valueStageTexts["fitted-under"]),
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
      // {article}: "a" or "an" for {format} (indefiniteArticle: "a GIF", "an MP4").
      one: "{names} is not {article} {format} file: its content does not match its name.",
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
  /**
   * The chain of edits under a result made by keep editing (issue 36); step names by `op`. An
   * operation without a name here is called by its summary (English), so a new one needs no line.
   */
  chain: {
    heading: "Your edits, in order",
    intro:
      "Every step runs in one pass on the GIF you started from, so each edit costs no extra GIF encode. Remove a step or move it, and the GIF is made again from the start without it.",
    startAlt: "The GIF the edits start from",
    start: "Start: the GIF you began editing",
    /** The start is a result of this tab: {tool} is the tool that made it. */
    startMadeBy: "Start: the GIF {tool} made",
    afterStepAlt: "After step {number}",
    noPreview: "no preview",
    steps: {
      crop: "Crop",
      resize: "Resize",
      rotate: "Rotate",
      speed: "Speed",
      reverse: "Reverse",
      boomerang: "Boomerang",
      cut: "Cut",
      frames: "Frames",
      loop: "Loop",
      effects: "Effects",
      censor: "Censor",
      overlay: "Overlay",
      text: "Text",
      draw: "Draw",
    } satisfies Partial<Record<OperationName, string>>,
  },
  /** A ZIP result's contents, listed in the browser (Split, Sprite sheet). */
  zip: {
    reading: "Reading the archive…",
    unreadable:
      "The archive's contents could not be listed here; the download still has every file.",
    holds: forms({
      one: "{name} holds {count} file. Each can be saved on its own:",
      other: "{name} holds {count} files. Each can be saved on its own:",
    }),
    holdsPictures: forms({
      one: "{name} holds {files} files ({count} picture). Each can be saved on its own:",
      other: "{name} holds {files} files ({count} pictures). Each can be saved on its own:",
    }),
    download: "Download",
    downloadEntry: "Download {name}",
  },
  result: {
    download: "Download {name}",
    preview: "Result preview",
    /** Over a result while the chain runs again (a step removed or moved). */
    outdated:
      "A new version is being made: this is the one before, and downloads once the new one is ready.",
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
  /** The byte X-ray under a GIF result (issue 39); the server's parts and findings by their id. */
  xray: {
    title: "Where the bytes go",
    about:
      "Every byte of the GIF counted, on our server (GIFs up to {size}), and what could be saved.",
    reading: "Reading the GIF…",
    tooLarge: "GIFs up to {size} are analysed; this one is larger.",
    failed: "The GIF could not be analysed.",
    total: forms({
      one: "{size} in {count} frame, {width} × {height}.",
      other: "{size} in {count} frames, {width} × {height}.",
    }),
    kilobytes: "{count} KB",
    bytes: forms({ one: "{count} byte", other: "{count} bytes" }),
    savesPredicted: "saves {size} (predicted)",
    bytesPerFrame: "Bytes per frame",
    frameBar: "Frame {number}: {size}",
    frameBarRepeat: "Frame {number}: {size}, repeats the frame before",
    merged: "Merged: {size}, {saved} saved.",
    downloadMerged: "Download the merged GIF",
    merging: "Merging…",
    merge: "Merge duplicate frames",
    parts: {
      header: "Header and screen",
      "global-palette": "Global palette",
      "local-palettes": "Frame palettes",
      "frame-controls": "Frame timing and transparency",
      "image-descriptors": "Frame positions",
      "image-data": "Image data",
      loop: "Loop setting",
      comments: "Comments",
      "other-extensions": "Other metadata",
      trailer: "End of file",
    },
    /** Pages in other languages only: English shows the server's own sentences. */
    findings: {
      duplicateFramesTitle: forms({
        one: "{count} frame repeats the picture before",
        other: "{count} frames repeat the picture before",
      }),
      duplicateFramesMergeable:
        "Merged into the frame before (its delay grows by theirs), they take {size} less; the animation plays the same.",
      duplicateFramesKept:
        "They cannot be merged without changing the timing: some delays are 0 or 1 hundredth, which browsers play as 10.",
      unchangedPixelsTitle: forms({
        one: "{count} pixel is redrawn unchanged",
        other: "{count} pixels are redrawn unchanged",
      }),
      unchangedPixelsDetail:
        "Frames draw these pixels in the colour already shown. Made transparent (Optimize), at most about {size} of image data go.",
      paletteTitle: "Palettes hold colours no pixel uses",
      paletteDetail: forms({
        one: "A palette of {entries} entries where {count} is used. Cut to what is used, the palettes take {size} less (fewer bits per pixel may save more).",
        other:
          "A palette of {entries} entries where {count} are used. Cut to what is used, the palettes take {size} less (fewer bits per pixel may save more).",
      }),
      metadataTitle: "Comments and metadata",
      metadataDetail:
        "{size} of comments and application data that change nothing shown; Optimize leaves them out.",
      lossyTitle: "Lossy compression",
      lossyDetail:
        "Image data is {percent} of the file. Optimize's lossy setting lets LZW reuse near matches; what it saves depends on the picture and is not predicted here.",
    },
  },
  /** The formats side by side under a GIF result (format-comparison.tsx, issue 17 §4). */
  formats: {
    title: "The same animation in other formats",
    about:
      "A GIF is rarely the smallest way to share an animation. See what an animated WebP, an MP4, an animated AVIF and a WebM of it weigh, and pick the one that suits where it is going.",
    compare: "Compare formats",
    names: {
      gif: "GIF",
      webp: "Animated WebP",
      mp4: "MP4 video",
      avif: "Animated AVIF",
      webm: "WebM video",
    },
    /** One line each: where the format works. {places}: the destinations that turn GIFs into video. */
    notes: {
      gif: "Works everywhere an image does: email, GitHub READMEs, chat apps, any web page. Usually the largest.",
      webp: "Plays in every current browser, so it suits web pages; many email apps don't show it and some upload forms refuse it.",
      mp4: "Plays everywhere video does and is usually the smallest; {places} turn GIFs into video anyway. No transparency.",
      avif: "An AV1 image with transparency, often the smallest image; current browsers show it, many apps and upload forms don't yet.",
      webm: "VP9 video with transparency: small, plays in browsers and is what Telegram video stickers take; Safari plays it only in recent versions.",
    },
    making: "Making…",
    smallest: "Smallest",
    download: "Download {format}",
    makingAll: "Making the WebP, MP4, AVIF and WebM...",
    allReady: "All five sizes are ready.",
  },
  /** "For several places at once" under a GIF result (destinations-pack*.tsx, issue 37). */
  pack: {
    title: "For several places at once",
    about:
      "One file each for Discord, Slack, Telegram, WhatsApp and more, every one made to meet that place's limits, with a line saying what was changed. All in one ZIP.",
    choose: "Choose places",
    loading: "Loading…",
    legend: "Tick the places; each gets its own file, made to meet its limits.",
    make: forms({ one: "Make for {count} place", other: "Make for {count} places" }),
    tickOne: "Tick at least one place.",
    starting: "Starting…",
    /** While it runs (no period: the percentage follows) and when it is done. */
    progress: forms({
      one: "{made} of {count} places made",
      other: "{made} of {count} places made",
    }),
    done: forms({ one: "{made} of {count} places made.", other: "{made} of {count} places made." }),
    startFailed: "The pack could not be started. Please try again.",
    failed: "The pack failed.",
    downloadZip: "Download all as ZIP",
    /** A place's limits ("at most 256 KiB, at most 128 × 128 px, GIF"). */
    atMost: "at most {size}",
    oneSideExact: "one side exactly {side} px, the other at most",
    /** A place's line on pages in other languages (English: the ZIP README's own line). */
    place: "{name} ({id})",
    meets: "{file} for {place}: meets {limits}.",
    sized: "{bytes}, {width} × {height} px (the input: {input}).",
    sizedBytes: "{bytes}.",
    changed: "Changed:",
    nothingChanged: "Changed: nothing.",
    madeAs: "Made as {format}, the format {name} takes.",
    fittedColors: "Fitted under the size with {colors} colors.",
    fittedColorsLossy: "Fitted under the size with {colors} colors and lossy {lossy}.",
    notMade: "{place}: not made.",
  },
  /** "Fit under a size" in the editors and its line on the result screen (issue 17). */
  fitUnder: {
    title: "Fit under a size",
    aboutOn: "The GIF is made as good as it can be while staying under this size: {order}.",
    /** What a tool's fit gives up, in order, by the tool's kind of fit. */
    orders: {
      default: "lossy compression and colors first, then dimensions, then frame rate",
      colorsFirst: "colors first (down to 96), then dimensions, then frame rate",
    },
    aboutOff:
      "Off: your settings are used as they are. Turn on to choose where the GIF goes, or a size it must stay under.",
    destination: "Where the GIF goes",
    destinationOption: "{name}: {size}",
    custom: "Custom size",
    fitsUnder: "Fits under {size}",
    destinationTakesMore: " ({name} takes {max}; GifKit makes GIFs up to {size})",
    sizeExact:
      "Size for {name}: {size}. The GIF is scaled to fit and centered on a transparent canvas of that size.",
    exactly: "exactly {size}",
    sizeLargest: "Largest size for {name}: {size}.",
    sidesBoth: "{width} × {height} px",
    sidesWidth: "{width} px wide",
    sidesHeight: "{height} px high",
    extraLimits:
      "{name} also asks for an animation {limits}: a longer GIF is cut to fit and frames are dropped evenly where needed, and the result says what changed.",
    limitSeconds: "at most {count} seconds long",
    limitFramesPerSecond: "at most {count} frames a second",
    limitFrames: "at most {count} frames",
    limitsJoin: ", ",
    source: "Where this limit comes from",
    readOn: "(read {date})",
    customPlaceholder: "e.g. 5",
    unitLabel: "Unit of the custom size",
    customHint: "From {min} to {max}; 1 MB here is 1024 KB, as on the result screen.",
    customProblem: "Enter a size from {min} to {max}.",
    tooBig: "The GIF would be {width} × {height} px: lower the width or height.",
    lowered: "Width and height were lowered to fit: {width} × {height} px.",
    fits: "Your size fits: {width} × {height} px.",
    convertSuggestion:
      "For an MP4 or WebP, send the result to Convert from the result screen (Edit this GIF), no new upload needed; or open {link}.",
    convertLink: "the Convert tool (new tab)",
    /** The result screen's line: "Fitted under 10 MB: 480×270, 12 fps, 128 colors, lossy 40." */
    fittedUnder: "Fitted under {size}: {settings}.",
    fittedToYourSize: "Fitted to your size: {settings}.",
    fittedFps: "{fps} fps",
    fittedColors: "{count} colors",
    fittedLossy: "lossy {value}",
    fittedNoLossy: "no lossy compression",
    /** The destinations' names (brand names stay as they are written). */
    destinations: {
      discord: "Discord",
      slack: "Slack",
      x: "X (Twitter)",
      github: "GitHub (README, issues, pull requests)",
      reddit: "Reddit",
      email: "Email attachment (Gmail)",
      "fast-web-page": "Fast web page",
      "discord-emoji": "Discord emoji",
      "discord-sticker": "Discord sticker",
      "slack-emoji": "Slack emoji",
      "telegram-video-sticker": "Telegram video sticker",
      "telegram-video-emoji": "Telegram animated emoji",
      "whatsapp-animated-sticker": "WhatsApp animated sticker",
      "twitch-animated-emote": "Twitch animated emote",
    },
  },
  /**
   * What meeting a destination's limits changed (a result's `settings.change_details`, by id:
   * @gifkit/contracts destination-changes.ts), with its values as placeholders: numbers written
   * with Intl, {destination} the destination's name from `fitUnder.destinations`. English pages
   * show the server's own sentences (`settings.changes`), which these repeat word for word.
   */
  destinationChanges: {
    "cut-to-seconds":
      "Cut to the first {kept_seconds} s of {total_seconds} s ({destination}: at most {limit_seconds} seconds).",
    "kept-frames":
      "Kept {kept_frames} of {total_frames} frames ({destination}: at most {limit_frames} frames).",
    "kept-frames-per-second":
      "Kept {kept_frames} of {total_frames} frames ({destination}: at most {limit_frames_per_second} frames a second).",
    "centered-on-canvas":
      "Scaled to {width_px} × {height_px} px and centered on a transparent {box_width_px} × {box_height_px} px canvas ({destination}: exactly {box_width_px} × {box_height_px} px).",
    "made-smaller-within":
      "Made smaller to {width_px} × {height_px} px ({destination}: at most {box_width_px} × {box_height_px} px).",
    "made-smaller-exact":
      "Made smaller to {width_px} × {height_px} px ({destination}: exactly {box_width_px} × {box_height_px} px).",
    "enlarged-exact":
      "Enlarged to {width_px} × {height_px} px ({destination}: exactly {box_width_px} × {box_height_px} px).",
    "made-smaller-one-side":
      "Made smaller to {width_px} × {height_px} px ({destination}: one side exactly {side_px} px).",
    "enlarged-one-side":
      "Enlarged to {width_px} × {height_px} px ({destination}: one side exactly {side_px} px).",
  } satisfies Record<DestinationChangeId, string>,
};

/** What every language's tool-UI file must provide: the English file's shape, with any strings. */
export type ToolUiMessages = typeof toolUiEn;
