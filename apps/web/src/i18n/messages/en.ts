/**
 * The site's English strings: the type every other language's file must satisfy (a missing or
 * extra key fails `npm run check`). Placeholders are {name}; plural forms are objects keyed by
 * Intl.PluralRules categories (`other` always present), chosen by format.ts `plural`.
 */
export const en = {
  language: {
    /** The switcher's label (header and footer). */
    label: "Language",
    /** The one-line suggestion, written in the suggested language itself. */
    suggestion: "This page is also in English.",
    suggestionLink: "Read it in English",
    dismiss: "Dismiss",
    /** Shown on a page whose body is not in this language yet. */
    notTranslated: "This page is not translated yet; it is shown in English.",
    /** The blog, which stays in English. */
    blogEnglishOnly: "The blog is written in English.",
  },
  shell: {
    skipToContent: "Skip to content",
    homeLabel: "GifKit home",
    mainNav: "Main",
    mobileNav: "Mobile",
    /** The breadcrumb trail's name for screen readers. */
    breadcrumb: "Breadcrumb",
    tools: "Tools",
    blog: "Blog",
    about: "About",
    help: "Help",
    contact: "Contact",
    faq: "FAQ",
    api: "API",
    allToolsByTask: { one: "The {count} tool by task", other: "All {count} tools by task" },
    allToolsByTaskShort: "All tools by task",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    makeGif: "Make a GIF",
    tagline: "Free online tools to make and edit animated GIFs. No account, no watermark.",
    legal: "Legal",
    privacyPolicy: "Privacy Policy",
    terms: "Terms of Service",
    cookiePolicy: "Cookie Policy",
    cookieSettings: "Cookie Settings",
    rightsReserved: "GifKit. All rights reserved.",
    filesNote: "Files are processed on our servers and deleted automatically.",
    /** The share card's alt text (og:image:alt) on pages without their own picture. */
    shareImageAlt: "GifKit: free online tools to make and edit animated GIFs",
  },
  consent: {
    label: "Cookie consent",
    text: "We use cookies for ads that keep GifKit free. Essential storage (like this choice) is always on; ads and measurement only with your consent.",
    policyLink: "Cookie policy",
    decline: "Decline non-essential",
    accept: "Accept all",
  },
  errors: {
    notFoundTitle: "Page not found",
    notFoundText: "The page you're looking for doesn't exist or has been moved.",
    /** The not-found page's meta description (at least 50 characters). */
    notFoundDescription: "The page you're looking for doesn't exist or has been moved.",
    errorTitle: "Something went wrong",
    errorText: "This page could not be shown. Please reload it, or go back to the home page.",
    goHome: "Go to the home page",
    backHome: "Back to the home page",
    helpCenter: "Visit the help center",
    popularTools: "Popular tools",
  },
  /**
   * The API's error codes a visitor of a tool page meets (`pageErrorCodes`, every one), in the
   * page's language ({maxUpload} and {minutes} are filled at build time); the API itself keeps
   * its English messages and codes. No number the failure does not carry is written here.
   */
  apiErrors: {
    "bad-request": "The request could not be read. Reload the page and try again.",
    "invalid-options": "One of the settings is not valid. Check the settings and try again.",
    "duplicate-field": "A setting was sent twice. Reload the page and try again.",
    "missing-input": "No file or link was sent. Choose a file or paste a link, then try again.",
    "too-many-files": "Too many files for this tool. Remove some and try again.",
    "too-many-parts": "The upload has too many parts. Send fewer files at once.",
    "malformed-upload": "The upload was cut off or damaged on the way. Try again.",
    "file-too-large": "The file is larger than the {maxUpload} limit.",
    "unsupported-file-type":
      "This tool does not take this kind of file. Check the supported formats under the upload area.",
    "empty-file": "The file is empty.",
    "source-expired":
      "That result is no longer kept (results are deleted after {minutes} minutes). Upload the file again.",
    "upload-expired": "That upload is no longer kept. Upload the file again.",
    "rate-limited": "Too many requests from your connection. Wait a moment, then try again.",
    "too-many-running-tasks":
      "You already have several tasks running. Wait for one to finish, then try again.",
    "expected-time-too-long":
      "This conversion would take longer than the time limit. Choose a shorter part, a smaller width, fewer frames per second or a lower quality.",
    "too-many-connections":
      "Too many connections from your address right now. Close other GifKit tabs and try again.",
    "queue-full": "The server is busy right now. Try again in a minute.",
    "queue-unavailable": "Tasks cannot be started right now. Try again in a few minutes.",
    "storage-full": "The server has no room for more files right now. Try again later.",
    "address-storage-full":
      "Your files on the server have reached their limit. Wait for earlier results to be deleted, then try again.",
    "internal-error": "Something went wrong on our side. Try again.",
    "url-not-allowed": "This link cannot be used: it must be a public http or https address.",
    "url-fetch-failed":
      "The file at this link could not be downloaded. Check that the link works and is public, or download the file and upload it.",
    "youtube-playlist": "This is a link to a playlist. Paste the link of one video.",
    "youtube-too-long":
      "This YouTube video is too long to convert. Use a shorter video, or download the part you need and upload it.",
    "youtube-live": "Live streams cannot be converted. Try again when the stream has ended.",
    "youtube-unavailable":
      "This YouTube video cannot be downloaded: it may be private, age-restricted or removed.",
    "input-too-large":
      "The file is too large to process: its dimensions or its number of frames go over the limits. Make it smaller first; the FAQ lists the limits.",
    "damaged-input": "The file is damaged and cannot be read. Try another copy of it.",
    "corrupt-input":
      "The file could not be read: it may be damaged, or not the kind of file its name says.",
    "unreadable-image":
      "One of the images could not be read. Save it again as PNG or JPEG and try again.",
    "no-video-stream": "This file has no video in it.",
    "invalid-font": "The font file could not be read. Use a TTF or OTF font.",
    "missing-font": "The font chosen for the text was not sent. Choose the font again.",
    "no-audio-stream": "This file has no sound in it.",
    "invalid-subtitles": "The subtitle file could not be read. Use an SRT or VTT file.",
    "processing-failed": "Processing failed. Try again, or try other settings.",
    "output-too-large":
      "The result would be too large. Choose a smaller size, fewer frames or a shorter part.",
    "crop-too-small": "The crop area is too small. Make it larger and try again.",
    "invalid-range": "The start and end times do not fit this file. Check them and try again.",
    "invalid-frames": "The chosen frames do not fit this file. Check them and try again.",
    "segment-exceeds-video":
      "The chosen part goes past the end of the video. Choose an earlier part.",
    "selection-too-large": "The selection is too large. Choose a smaller part.",
    "conversion-failed": "The conversion failed. Try again, or try other settings.",
    "target-size-unreachable":
      "The GIF cannot be made as small as the size you chose. Choose a larger size, or make the GIF shorter or smaller first.",
    "generation-not-configured":
      "Making GIFs from a prompt is not available on this server right now.",
    "generation-failed": "The frames could not be generated. Try again, or try another prompt.",
    "generation-malformed-output":
      "The generator sent back frames that could not be used. Try again.",
    "empty-output": "The result came out empty. Try other settings.",
    "incomplete-output": "The result could not be finished. Try again.",
    "task-timeout":
      "The task took too long and was stopped. Try a shorter part, a smaller size or fewer frames.",
    "task-memory-limit":
      "The task needed more memory than allowed and was stopped. Try a smaller size or fewer frames.",
    "worker-crashed": "The task stopped unexpectedly. Try again.",
    "task-interrupted": "The task was interrupted on the server. Try again.",
    "task-lost": "The server lost track of the task. Try again.",
  },
  /**
   * The same failures when the server sent the numbers in the sentence (the failure's `values`,
   * written through Intl in the page's language): used only when every placeholder is filled.
   */
  apiErrorsWithValues: {
    "too-many-files": "Too many files: this tool takes at most {max_files}.",
    "expected-time-too-long":
      "This conversion would take longer than the {limit_seconds} time limit. Choose a shorter part, a smaller width, fewer frames per second or a lower quality.",
    "youtube-too-long":
      "This YouTube video is too long: videos can be up to {max_seconds} long. Use a shorter video, or download the part you need and upload it.",
    "task-timeout":
      "The task took longer than the {limit_seconds} limit and was stopped. Try a shorter part, a smaller size or fewer frames.",
    "task-memory-limit":
      "The task needed more than the {limit_megabytes} memory limit and was stopped. Try a smaller size or fewer frames.",
  },
  toolPage: {
    home: "Home",
    howItWorks: "How it works",
    step: "Step",
    guide: "Guide",
    moreTools: "More GIF tools",
    /** The tool pages' structured data (WebApplication). */
    operatingSystem: "Any (web browser)",
    browserRequirements: "Requires a modern web browser with JavaScript.",
    /** The share card's alt text: the tool's name and its example's result (its alt). */
    shareImageAlt: "{name} on GifKit, with a frame of a result it made: {alt}",
    /** The same where the example's alt text is not written in the page's language. */
    shareImageAltShort: "{name} on GifKit, with a frame of a result it made",
  },
  home: {
    title: "GifKit: Free Online GIF Maker, Video to GIF and GIF Editor",
    description:
      "{count} free tools to make and edit animated GIFs: video to GIF, GIF maker, resize, crop, optimize, effects, frames and more. No account, no watermark.",
    badge: "Free · No account · No watermark",
    heading: "Create GIFs Instantly",
    intro:
      "Turn videos and images into animated GIFs, then resize, crop, optimize, edit frames, add effects or text. {count} free tools for your phone, tablet or desktop (recording the screen needs a computer).",
    toolsEyebrow: "Tools",
    toolsHeading: "Everything you need to make and edit GIFs",
    tryNow: "Try now",
    /**
     * The home page's real examples (its hero's before/after and the strip, static markup made at
     * build time). {before} and {after} are the bold labels, {tool} the tool's link; the captions
     * and each example's alt texts are the examples' own words (example-words.server.ts).
     */
    examples: {
      /** The hero's credit line under its caption. */
      heroCredit: "{credit}.",
      heroLine: "{before}: {input}. {after}, with {tool}: {output}.",
      before: "Before",
      after: "After",
      /** Screen readers: what a Play button plays. */
      result: "the {tool} result",
      input: "the {tool} input",
      eyebrow: "Real results",
      heading: "Made by GifKit, not mocked up",
      intro:
        "Each result below came out of the tool named under it, run on free sample clips and photos; the size stated is that of the tool's own file. Animations play here as short videos made from those files, and Pause stops them.",
      /** The strip's one button (example-player.ts swaps the two). */
      pauseAll: "Pause all",
      playAll: "Play all",
    },
    howEyebrow: "How it works",
    howHeading: "Three steps from file to GIF",
    step: "Step {number}",
    steps: [
      {
        title: "Upload",
        text: "Choose a video, images or a GIF from your device, or paste a link. Files up to {maxUpload}.",
      },
      {
        title: "Edit",
        text: "Pick the moment, size, speed, text or compression. Settings start at sensible defaults.",
      },
      {
        title: "Download",
        text: "Your GIF is made on our servers in moments. Download it; results are deleted after {minutes} minutes.",
      },
    ],
    whyEyebrow: "Why GifKit",
    whyHeading: "Built to be quick, private and free",
    benefits: [
      {
        title: "Lightning fast",
        text: "Tuned ffmpeg and gifsicle pipelines make most GIFs in seconds, and a progress bar shows the rest.",
      },
      {
        title: "100% private",
        text: "No account and no sign-up. Nothing you send is kept more than {minutes} minutes; most uploads go as soon as their task ends.",
      },
      {
        title: "Free forever",
        text: "Every tool is free with no watermark and no daily quota. Ads, only with your consent, pay for the servers.",
      },
      {
        title: "High quality",
        text: "Per-clip color palettes, careful dithering and exact frame timing keep GIFs sharp and smooth.",
      },
    ],
    aboutHeading: "A free GIF toolkit for everyone",
    aboutText:
      "GIFs are still the one animated format that plays everywhere: in chat apps, email, documentation, forums and slides, with no play button and no sound to worry about. GifKit gives you the whole workflow in one place, so you can go from a video clip or a set of photos to a polished, compact loop without installing anything.",
    limitsText: "Every tool accepts files up to {maxUpload} and keeps each frame's timing.",
    privacyText:
      "Your files are processed on our servers, never shared, and deleted automatically. Our privacy policy says how; the FAQ lists formats and limits.",
    privacyLink: "Privacy policy",
    faqLink: "FAQ",
    blogEyebrow: "From the blog",
    blogHeading: "Latest blog posts",
    blogAll: "View all blog posts",
    ctaTitle: "Ready to make your first GIF?",
    ctaText:
      "Drop in a few images or a video and have a shareable GIF in moments. Free, with no account and no watermark.",
    ctaOpen: "Open {tool}",
  },
};

/** What every language's file must provide: the English file's shape, with any strings. */
export type SiteMessages = typeof en;
