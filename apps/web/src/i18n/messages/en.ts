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
   * The API's error codes a visitor meets, in the page's language ({maxUpload} and {minutes}
   * are filled at build time); the API itself keeps its English messages and codes.
   */
  apiErrors: {
    "file-too-large": "The file is larger than the {maxUpload} limit.",
    "unsupported-file-type":
      "This tool does not take this kind of file. Check the supported formats under the upload area.",
    "empty-file": "The file is empty.",
    "source-expired":
      "That result is no longer kept (results are deleted after {minutes} minutes). Upload the file again.",
    "upload-expired": "That upload is no longer kept. Upload the file again.",
    "queue-full": "The server is busy right now. Try again in a minute.",
    "storage-full": "The server has no room for more files right now. Try again later.",
    "address-storage-full":
      "Your files on the server have reached their limit. Wait for earlier results to be deleted, then try again.",
    "too-many-running-tasks":
      "You already have several tasks running. Wait for one to finish, then try again.",
    "internal-error": "Something went wrong on our side. Try again.",
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
