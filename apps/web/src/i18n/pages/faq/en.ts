import { destinations, type LimitRowId } from "@gifkit/contracts";
import type { PluralForms } from "../../format.ts";

/**
 * The FAQ's words in English: the type every other language's file satisfies (i18n/page-copy.ts).
 * Filled from code (content/faq.server.ts): {maxUpload} and {minutes} from the enforced limits,
 * {maxVideoSelectionSeconds}, {maxOutputFrames}, {maxOutputTotalMegapixels}, {maxVideoOutputSize}
 * and {maxGifOutputSize} too (through Intl); {linkRetention} is the retention rule's sentence in
 * the page's language (the privacy policy's); each tool's name in the page's
 * language: {record}, {videoToGif}, {resize}, {crop}, {optimize}, {addText}, {gifMaker},
 *, {convert}, {split}, {spriteSheet}; {accept} and {settings} are the cookie banner's
 * and footer's buttons; {email} is the support address (a mailto link). `[words](/path)` is a link.
 */
/**
 * The destinations whose note the FAQ's table writes in each language (the stickers' notes are
 * Convert's, translated with its editor: packages/tools/src/convert/editor-text.ts).
 */
type NotedDestinationId =
  | "discord"
  | "slack"
  | "x"
  | "github"
  | "reddit"
  | "email"
  | "fast-web-page"
  | "discord-emoji"
  | "discord-sticker"
  | "slack-emoji"
  | "twitch-animated-emote";

const notedDestinationIds: readonly string[] = [
  "discord",
  "slack",
  "x",
  "github",
  "reddit",
  "email",
  "fast-web-page",
  "discord-emoji",
  "discord-sticker",
  "slack-emoji",
  "twitch-animated-emote",
] satisfies NotedDestinationId[];

export const faq = {
  title: "Frequently Asked Questions",
  description:
    "Answers about GifKit: file size and format limits, privacy and file deletion, quality settings, each tool, troubleshooting and the API.",
  crumb: "FAQ",
  heading: "Frequently asked questions",
  intro: "Limits, formats, privacy and how each tool works. Can't find your answer? Ask us.",
  sectionsLabel: "FAQ sections",
  groups: {
    general: {
      name: "General",
      entries: {
        free: {
          q: "Is GifKit really free?",
          a: "Yes. Every tool is free to use, with no account, no watermark and no daily quota. The site is paid for by ads, which are shown only if you accept cookies.",
        },
        account: {
          q: "Do I need to create an account?",
          a: "No. There is no sign-up or login anywhere on GifKit. Open a tool and start.",
        },
        phone: {
          q: "Does GifKit work on my phone?",
          a: "Yes. The tools work in any modern browser on phones, tablets and desktops, except {record}, which needs a computer (phones cannot share their screen with a web page). The processing happens on our servers, so even a slow phone can make large GIFs.",
        },
        watermark: {
          q: "Do you add a watermark?",
          a: "Never. The GIF you download contains only your content.",
        },
      },
    },
    privacy: {
      name: "Privacy and files",
      entries: {
        uploaded: {
          q: "Are my files uploaded?",
          a: "Yes. Your files are sent to GifKit and processed on our servers; the site does not process them inside your browser. We never share them or look at them.",
        },
        kept: {
          /** The answer is the retention rules' sentences (the privacy policy's, in its language). */
          q: "How long do you keep my files?",
        },
        links: {
          q: "What about links I paste?",
          a: "Our server downloads the linked file for you (up to {maxUpload}) and treats it like an upload. {linkRetention}",
        },
        cookies: {
          q: "Do you use cookies?",
          a: "Only one essential entry that remembers your cookie choice. Advertising cookies are used only if you click {accept}; you can change your choice any time with {settings} at the bottom of every page.",
        },
      },
    },
    technical: {
      name: "Technical",
      entries: {
        maxSize: {
          q: "What is the maximum file size?",
          a: "{maxUpload} per file, for every tool, whether you upload the file or paste a link.",
        },
        formats: {
          q: "Which formats can I use?",
          /** After the sentences built from `formatsAnswer` (what each tool takes). */
          a: "{convert} writes MP4, WebP, APNG, AVIF or WebM, {split} a ZIP of PNG or JPG frames, {spriteSheet} a PNG sheet or a GIF, the Video tools an MP4 or WebM with the sound kept; every other tool writes a GIF.",
        },
        videoLength: {
          q: "How long can a GIF from a video be?",
          a: "You can select up to {maxVideoSelectionSeconds} seconds of video in total, in one or more segments. The output may have up to {maxOutputFrames} frames, and the best GIFs are usually 2 to 6 seconds long.",
        },
        largest: {
          q: "What is the largest GIF I can make?",
          a: "{videoToGif} makes GIFs up to {maxVideoOutputSize} pixels; the GIF editors up to {maxGifOutputSize}. Every output is also limited to {maxOutputFrames} frames and {maxOutputTotalMegapixels} megapixels in total (width × height × frames).",
        },
        processing: {
          q: "How long does processing take?",
          a: "Most edits finish in a few seconds. Long or large videos can take a minute or two; the page shows the task's progress while you wait.",
        },
      },
    },
    tools: {
      name: "Tool-specific",
      entries: {
        frameRate: {
          q: "Which frame rate should I choose in {videoToGif}?",
          a: "15 fps (the default) suits most clips. Use 10 fps for screen recordings and slow scenes, 24 or 30 fps only for short, fast motion: more frames mean a bigger file.",
        },
        sound: {
          q: "Can I keep the sound of my video?",
          a: "GIFs have no sound. Tick the MP4 option in {videoToGif} to get an MP4 with audio (H.264 and AAC) of the same selection alongside the GIF.",
        },
        speed: {
          q: "Does resizing or cropping change the animation speed?",
          a: "No. {resize} and {crop} keep every frame and its own delay. {crop} is lossless: frames are cut, not re-encoded.",
        },
        bigger: {
          q: "Can {optimize} make my GIF bigger?",
          a: "No. If no setting can make the file smaller, you get your original file back unchanged and the page says so.",
        },
        font: {
          q: "Can I use my own font in {addText}?",
          a: "Yes. Besides the eight built-in fonts you can upload a .ttf or .otf font file for a text layer.",
        },
        ai: {
          q: "Why does the AI GIF generator say it is unavailable?",
          a: "It needs a generation server with a GPU. Where none is configured, the page says so plainly instead of producing a fake result.",
        },
      },
    },
    troubleshooting: {
      name: "Troubleshooting",
      entries: {
        tooLarge: {
          q: "My file is too large. What can I do?",
          a: "Files over {maxUpload} are refused. Trim the video or export it at a lower resolution first, or, for a GIF, run it through {optimize} in parts.",
        },
        unsupported: {
          q: "It says my file type is not supported.",
          a: "Check the file's extension against the formats listed for the tool. GifKit also checks the file's content, so a renamed file of another type is refused; re-export it in a supported format.",
        },
        blurry: {
          q: "My GIF looks blurry or blotchy.",
          a: "Increase the width, choose a higher quality setting, or shorten the clip so each frame can use more of the 256 colors a GIF allows. Avoid resizing a small GIF up.",
        },
        download: {
          q: "The download is blocked or the file is 0 bytes.",
          a: "Allow downloads for this site in your browser, and download within {minutes} minutes, after which results are deleted. If it still fails, run the task again.",
        },
      },
    },
    advanced: {
      name: "Advanced",
      entries: {
        api: {
          q: "Is there an API?",
          a: "Yes. Every tool is available as an HTTP API: start a task, poll its status, download the result. See the [API page](/api) for the endpoints and the OpenAPI description.",
        },
        rate: {
          q: "Are there limits on how often I can use the tools?",
          a: "To keep the service fair, one address can run a few tasks at once, and a busy server may ask you to retry in a moment (HTTP 429 or 503 with a Retry-After header).",
        },
        loops: {
          q: "How are loop counts handled?",
          a: "{gifMaker} loops forever by default; a loop count of N plays the animation N times. The editors keep the loop setting of the GIF you give them.",
        },
      },
    },
  },
  /**
   * The formats answer's first sentences, one per kind of input, listing the tools that take it
   * from the registry ({tools}: "A, B and C", written with Intl.ListFormat), so a new tool is never
   * left out; {formats} are the accepted extensions. A form per count of tools (Intl.PluralRules).
   */
  formatsAnswer: {
    images: {
      one: "{tools} accepts {formats} (the first page of a PDF).",
      other: "{tools} accept {formats} (the first page of a PDF).",
    } as PluralForms,
    video: {
      one: "{tools} accepts {formats}, links to video files and YouTube links.",
      other: "{tools} accept {formats}, links to video files and YouTube links.",
    } as PluralForms,
    gifOrVideo: {
      one: "{tools} accepts an animation or a video.",
      other: "{tools} accept an animation or a video.",
    } as PluralForms,
    gif: {
      one: "{tools} accepts {formats}.",
      other: "{tools} accept {formats}.",
    } as PluralForms,
    gifOrStill: {
      one: "{tools} accepts {formats}, or a still JPG, PNG or WebP, which it writes back in the same format.",
      other:
        "{tools} accept {formats}, or a still JPG, PNG or WebP, which they write back in the same format.",
    } as PluralForms,
  },
  destinationsLink: "Limits by platform",
  destinationsHeading: "How big can a GIF be where it is going?",
  destinationsIntro:
    "The largest file each place takes, from its own documentation (follow the link beside each number). More in our article [GIF size limits: Discord, Slack, X, GitHub, Reddit and email](/blog/gif-size-limits-by-platform)",
  destinationColumns: {
    where: "Where",
    maxSize: "Largest file",
    maxDimensions: "Largest dimensions",
    source: "Source",
  },
  /** The column names shown inline on a narrow screen (each destination is a card there). */
  destinationInline: {
    maxSize: "Largest file: ",
    maxDimensions: "Largest dimensions: ",
    source: "Source: ",
  },
  readOn: " read {date}",
  dimensions: {
    exact: "exactly {width} × {height} px",
    oneSideExact: "one side exactly {side} px, the other at most {other} px",
    notStated: "not stated",
  },
  /**
   * The destinations' notes: contracts' sentences (destinations.ts, the list GET
   * /api/destinations serves), which the other languages write keyed by id.
   */
  destinationNotes: Object.fromEntries(
    destinations
      .filter((destination) => notedDestinationIds.includes(destination.id))
      .map((destination) => [destination.id, destination.note]),
  ) as Record<NotedDestinationId, string>,
  limitsHeading: "Limits and formats",
  limitsIntro: "The same numbers the server enforces.",
  /** The limits box's rows, by the id of contracts' limitsTable row. */
  limits: {
    fileSize: "File size (every upload and link)",
    inputSide: "Image or frame side",
    inputFrame: "One input frame",
    inputFrames: "Input frames",
    inputTotal: "All input frames together",
    outputFrames: "Output frames",
    outputTotal: "Output size (width × height × frames)",
    videoOutput: "{videoToGif} output size",
    gifOutput: "GIF edit output size",
    videoSelection: "Video selection (all segments)",
    chainEdits: "Edits in one chain (POST /api/edit)",
    batchInputs: "Inputs in one batch (POST /api/batch)",
    videoEditLength: "Edited video length (a chain's MP4 or WebM)",
    youtubeLength: "YouTube video length",
    taskStarts: "Tasks started per minute (per address)",
    keyTaskStarts: "Tasks started with an API key (per key)",
    storedBytes: "Files stored at once (per address)",
    taskMemory: "Memory per task",
    resultsKept: "Results kept for",
  } satisfies Record<LimitRowId, string>,
  /** The limits' values: {count} written through Intl. */
  units: {
    megapixels: "{count} megapixels",
    perMinuteAndDay: "{minute} a minute, {day} a day",
  },
  imagesLabel: "Images: ",
  videoLabel: "Video: ",
  videoFormats: "{formats}, links and YouTube",
  gifToolsLabel: "GIF tools: ",
  gifFormats: "{formats} in, GIF out",
  stillStuck: "Still stuck? See the [help center](/help) or email {email}.",
  ctaTitle: "Ready to try it?",
  ctaText: "Make your first GIF in a minute, free and without an account.",
  ctaTry: "Try {tool}",
};

export type FaqCopy = typeof faq;
