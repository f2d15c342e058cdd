/**
 * The About page's words in English: the type every other language's file satisfies
 * (i18n/page-copy.ts). {toolCount}, {maxUpload} and {minutes} come from code; {tool} is a tool's
 * name; `[words](/path)` is a link.
 */
export const about = {
  title: "About GifKit",
  description:
    "GifKit is a free set of {toolCount} online GIF tools: make GIFs from videos and images, then edit, convert, optimize and add effects. No account, no watermark.",
  crumb: "About",
  eyebrow: "About us",
  heading: "GIFs made simple, for everyone",
  intro:
    "GifKit exists so that anyone can make a good GIF in a minute: a reaction from a video, a product loop from a few screenshots, a caption on a classic. No software to install and nothing to pay.",
  missionEyebrow: "Our mission",
  missionHeading: "Great GIF tools should be free and honest",
  mission: [
    "Animated GIFs are the one moving-picture format that works everywhere: in chat, email, docs, forums and slides. Yet making a good one often means wrestling with desktop software or trusting a web site with vague promises about your files.",
    "We build GifKit to be the opposite: clear tools with sensible defaults, clear limits, and a plain account of what happens to your files. Files are processed on our servers and deleted automatically. Our [privacy policy](/privacy-policy) says exactly how.",
  ],
  highlightsHeading: "What we care about",
  highlights: {
    free: {
      title: "Free, without strings",
      text: "Every tool is free to use, with no watermark, no sign-up and no premium tier holding back the good settings.",
    },
    files: {
      title: "Short-lived files",
      text: "Nothing you send is kept more than {minutes} minutes, and most uploads go as soon as their task ends. We never look at or share your files.",
    },
    quality: {
      title: "Quality first",
      text: "Palettes per clip, careful dithering and exact frame delays, measured against the best encoders we could test.",
    },
    devices: {
      title: "Any device",
      text: "The tools run in any modern browser on a phone, tablet or desktop (Record Screen needs a computer: phones cannot share their screen with a web page). The heavy lifting happens on our servers.",
    },
  },
  storyHeading: "Our story",
  story: [
    {
      title: "Why we started",
      text: "GifKit began with a small annoyance: turning a two-second moment from a screen recording into a GIF took three programs and a lot of guesswork about frame rates and palettes. The results were either huge or blotchy. We wanted one place that got the details right by default.",
    },
    {
      title: "How it works today",
      text: "GifKit has {toolCount} tools today (see [all of them](/tools)). When you use one, your file is uploaded to GifKit and a task is queued on our servers. Well-tested open-source encoders (ffmpeg, gifsicle and libvips) do the work, and you download the result. Every upload, for every tool, can be up to {maxUpload}, and the same limits apply everywhere, listed on the [FAQ](/faq).",
    },
    {
      title: "How we keep it free",
      text: "GifKit is paid for by advertising, shown only if you accept cookies. There is no paid plan and no watermark. If you decline, the tools work exactly the same.",
    },
    {
      title: "Open to developers",
      text: "The same tools are available as a simple HTTP API: start a task, poll its status, download the result. The [API page](/api) has the details and an OpenAPI description.",
    },
  ],
  helloHeading: "Say hello",
  hello: "Questions, ideas or a bug to report? [Contact us](/contact) or follow along.",
  ctaTitle: "Make something worth sharing",
  ctaText: "Pick a tool and have a GIF ready in moments.",
  ctaTry: "Try {tool}",
};

export type AboutCopy = typeof about;
