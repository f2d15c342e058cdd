import { toolList } from "@gifkit/tools";
import { limitFacts } from "../site/limits.ts";
import { retention, retentionText } from "../site/retention.ts";
import { siteTools } from "../site/tools.server.ts";

export interface FaqGroup {
  id: string;
  name: string;
  entries: { q: string; a: string }[];
}

/** The FAQ's questions, built at prerender time with the enforced limits filled in. */
export function faqGroups(): FaqGroup[] {
  return groups;
}

const f = limitFacts;

const groups: FaqGroup[] = [
  {
    id: "general",
    name: "General",
    entries: [
      {
        q: "Is GifKit really free?",
        a: "Yes. Every tool is free to use, with no account, no watermark and no daily quota. The site is paid for by ads, which are shown only if you accept cookies.",
      },
      {
        q: "Do I need to create an account?",
        a: "No. There is no sign-up or login anywhere on GifKit. Open a tool and start.",
      },
      {
        q: "Does GifKit work on my phone?",
        a: "Yes. The tools work in any modern browser on phones, tablets and desktops, except Record Screen, which needs a computer (phones cannot share their screen with a web page). The processing happens on our servers, so even a slow phone can make large GIFs.",
      },
      {
        q: "Do you add a watermark?",
        a: "Never. The GIF you download contains only your content.",
      },
    ],
  },
  {
    id: "privacy",
    name: "Privacy and files",
    entries: [
      {
        q: "Are my files uploaded?",
        a: "Yes. Your files are sent to GifKit and processed on our servers; the site does not process them inside your browser. We never share them or look at them.",
      },
      {
        q: "How long do you keep my files?",
        a: retention.map((rule) => rule.text).join(" "),
      },
      {
        q: "What about links I paste?",
        a: `Our server downloads the linked file for you (up to ${f.maxUpload}) and treats it like an upload. ${retentionText("link-uploads")}`,
      },
      {
        q: "Do you use cookies?",
        a: "Only one essential entry that remembers your cookie choice. Advertising cookies are used only if you click Accept all; you can change your choice any time with Cookie Settings at the bottom of every page.",
      },
    ],
  },
  {
    id: "technical",
    name: "Technical",
    entries: [
      {
        q: "What is the maximum file size?",
        a: `${f.maxUpload} per file, for every tool, whether you upload the file or paste a link.`,
      },
      {
        q: "Which formats can I use?",
        a: formatsAnswer(),
      },
      {
        q: "How long can a GIF from a video be?",
        a: `You can select up to ${f.maxVideoSelectionSeconds} seconds of video in total, in one or more segments. The output may have up to ${f.maxOutputFrames} frames, and the best GIFs are usually 2 to 6 seconds long.`,
      },
      {
        q: "What is the largest GIF I can make?",
        a: `Video to GIF makes GIFs up to ${f.maxVideoOutputSize} pixels; the GIF editors up to ${f.maxGifOutputSize}. Every output is also limited to ${f.maxOutputFrames} frames and ${f.maxOutputTotalMegapixels} megapixels in total (width × height × frames).`,
      },
      {
        q: "How long does processing take?",
        a: "Most edits finish in a few seconds. Long or large videos can take a minute or two; the page shows the task's progress while you wait.",
      },
    ],
  },
  {
    id: "tools",
    name: "Tool-specific",
    entries: [
      {
        q: "Which frame rate should I choose in Video to GIF?",
        a: "15 fps (the default) suits most clips. Use 10 fps for screen recordings and slow scenes, 24 or 30 fps only for short, fast motion: more frames mean a bigger file.",
      },
      {
        q: "Can I keep the sound of my video?",
        a: "GIFs have no sound. Tick the MP4 option in Video to GIF to get an MP4 with audio (H.264 and AAC) of the same selection alongside the GIF.",
      },
      {
        q: "Does resizing or cropping change the animation speed?",
        a: "No. Resize and Crop keep every frame and its own delay. Crop is lossless: frames are cut, not re-encoded.",
      },
      {
        q: "Can Optimize make my GIF bigger?",
        a: "No. If no setting can make the file smaller, you get your original file back unchanged and the page says so.",
      },
      {
        q: "Can I use my own font in Add Text?",
        a: "Yes. Besides the eight built-in fonts you can upload a .ttf or .otf font file for a text layer.",
      },
      {
        q: "Why does the AI GIF generator say it is unavailable?",
        a: "Prompt to GIF needs a generation server with a GPU. Where none is configured, the page says so plainly instead of producing a fake result.",
      },
    ],
  },
  {
    id: "troubleshooting",
    name: "Troubleshooting",
    entries: [
      {
        q: "My file is too large. What can I do?",
        a: `Files over ${f.maxUpload} are refused. Trim the video or export it at a lower resolution first, or, for a GIF, run it through Optimize in parts.`,
      },
      {
        q: "It says my file type is not supported.",
        a: "Check the file's extension against the formats listed for the tool. GifKit also checks the file's content, so a renamed file of another type is refused; re-export it in a supported format.",
      },
      {
        q: "My GIF looks blurry or blotchy.",
        a: "Increase the width, choose a higher quality setting, or shorten the clip so each frame can use more of the 256 colors a GIF allows. Avoid resizing a small GIF up.",
      },
      {
        q: "The download is blocked or the file is 0 bytes.",
        a: `Allow downloads for this site in your browser, and download within ${f.resultTtlMinutes} minutes, after which results are deleted. If it still fails, run the task again.`,
      },
    ],
  },
  {
    id: "advanced",
    name: "Advanced",
    entries: [
      {
        q: "Is there an API?",
        a: "Yes. Every tool is available as an HTTP API: start a task, poll its status, download the result. See the API page for the endpoints and the OpenAPI description.",
      },
      {
        q: "Are there limits on how often I can use the tools?",
        a: "To keep the service fair, one address can run a few tasks at once, and a busy server may ask you to retry in a moment (HTTP 429 or 503 with a Retry-After header).",
      },
      {
        q: "How are loop counts handled?",
        a: "GIF Maker loops forever by default; a loop count of N plays the animation N times. The editors keep the loop setting of the GIF you give them.",
      },
    ],
  },
];

/** Tool names that take an input of this kind, in menu order, from the registry ("A, B and C"). */
function toolsTaking(input: (typeof toolList)[number]["input"]): string {
  const names = siteTools
    .filter((tool) => toolList.find((definition) => definition.id === tool.id)?.input === input)
    .map((tool) => tool.name);
  return names.length > 1
    ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`
    : (names[0] ?? "");
}

/** The formats answer, listing every tool by what it takes, so a new tool is never left out. */
function formatsAnswer(): string {
  return [
    `${toolsTaking("images")} accept ${f.imageFormats} (the first page of a PDF).`,
    `${toolsTaking("video")} ${toolsTaking("video").includes(" and ") ? "accept" : "accepts"} ${f.videoFormats}, links to video files and YouTube links.`,
    `${toolsTaking("gif-or-video")} accepts an animation or a video.`,
    `${toolsTaking("gif")} accept ${f.gifFormats}.`,
    `${toolsTaking("gif-or-still")} accepts ${f.gifFormats}, or a still JPG, PNG or WebP, which it writes back in the same format.`,
    "Convert writes MP4, WebP, APNG, AVIF or WebM, Split into Frames a ZIP of PNG or JPG frames, Sprite Sheet a PNG sheet or a GIF, the Video tools an MP4 or WebM with the sound kept; every other tool writes a GIF.",
  ].join(" ");
}
