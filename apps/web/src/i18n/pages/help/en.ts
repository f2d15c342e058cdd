/**
 * The help center's words in English: the type every other language's file satisfies
 * (i18n/page-copy.ts). Filled from code (content/help.server.ts): {maxUpload} and {minutes} from
 * the enforced limits, {maxVideoSelectionSeconds} too (through Intl); {videoFormats},
 * {imageFormats} and {gifFormats} are the accepted extensions; {videoToGif} and {gifMaker} are
 * those tools' names in the page's language, {optimize} Optimize's short name (its about.ts
 * `fineTune` label, translations.ts `fineTuneLabel`), {socialPreset} and {webPreset} its presets'
 * names (its editor-text.ts). `[words](/path)` is a link. The tools' own
 * quick starts are their about.ts `helpQuickStart` (translations.ts for the other languages); the
 * contact card's reply time is the contact page's.
 */
export const help = {
  title: "Help Center",
  description:
    "Get started with GifKit and fix common problems: files that are too large or unsupported, blurry GIFs, blocked downloads, plus tips for each platform.",
  crumb: "Help",
  heading: "Help Center",
  intro: "Quick starts, fixes for common problems and tips for sharing your GIFs.",
  quickStartHeading: "Quick start",
  /** The first quick start: an article of the blog (English in every language). */
  guideQuickStart: {
    title: "Make a GIF from a video",
    text: "A step-by-step guide: segments, frame rate, size and exports.",
  },
  troubleshootingHeading: "Troubleshooting",
  troubleshooting: {
    upload: {
      area: "Upload problems",
      problems: {
        tooLarge: {
          title: "“File too large”",
          fix: {
            size: "Every file can be up to {maxUpload}. For a video, trim it or export it at 720p or lower before uploading.",
            selection:
              "Remember that you can only use {maxVideoSelectionSeconds} seconds of video in total, so a shorter source file is all you need.",
          },
        },
        unsupported: {
          title: "“Unsupported file type”",
          fix: {
            formats:
              "{videoToGif} accepts {videoFormats}; {gifMaker} accepts {imageFormats}; the GIF editors accept {gifFormats}.",
            content:
              "The file's content is checked as well as its name: a renamed file is refused. Re-export it in one of the formats above.",
          },
        },
        link: {
          title: "A link does not load",
          fix: {
            direct:
              "The link must point straight at a public file (ending in .mp4, .gif, .png and so on), or be a YouTube link for {videoToGif}.",
            private:
              "Pages that need a login, or links to private addresses, cannot be fetched by our server.",
          },
        },
      },
    },
    quality: {
      area: "Quality problems",
      problems: {
        blurry: {
          title: "My GIF looks blurry",
          fix: {
            wider: "Make it wider: a GIF shown larger than it was made is stretched and soft.",
            quality: "Choose a higher quality setting, and avoid resizing a small GIF up.",
          },
        },
        banding: {
          title: "Banding or speckled colors",
          fix: {
            colors:
              "A GIF can hold 256 colors per frame. Shorter clips with fewer scene changes look cleaner.",
            dither: "In {optimize}, keep more colors or try a different dither setting.",
          },
        },
        jerky: {
          title: "The animation is jerky",
          fix: {
            frameRate:
              "Raise the frame rate to 24 fps for fast motion, or use fewer, longer frames for slideshows.",
          },
        },
      },
    },
    download: {
      area: "Download problems",
      problems: {
        blocked: {
          title: "The download is blocked",
          fix: {
            allow:
              "Some browsers ask before saving files from a site. Allow downloads for GifKit in the browser's settings.",
            ios: "On iPhone and iPad, the file goes to the Files app (Downloads folder); press and hold the preview to save it to Photos.",
          },
        },
        empty: {
          title: "The file is 0 bytes or will not open",
          fix: {
            deleted:
              "Results are deleted {minutes} minutes after they are ready; after that, run the task again.",
            finished:
              "Make sure the download finished before opening it, and keep the .gif extension.",
          },
        },
      },
    },
  },
  platformTipsHeading: "Platform tips",
  platformTipsIntro:
    "Every platform treats GIFs a little differently. These are rules of thumb, not GifKit limits.",
  platformTips: {
    email: {
      name: "Email",
      tip: "Keep GIFs under 1 MB so they load quickly; many clients only show the first frame.",
    },
    x: {
      name: "X (Twitter)",
      tip: "Stay under 5 MB so the GIF posts from any device; 480 to 720 px wide looks sharp in the timeline.",
    },
    chat: {
      name: "Slack and Discord",
      tip: "Under 8 MB is a safe target for every account; {optimize}'s {socialPreset} preset usually gets there.",
    },
    websites: {
      name: "Websites",
      tip: "Use the {webPreset} preset, set the width to the size it is shown at, and add alt text.",
    },
  },
  faqHeading: "Common questions",
  /** Also the page's FAQPage structured data. */
  faq: {
    server: {
      q: "Why do my files go to a server?",
      a: "GIF encoding with good palettes is heavy work. Our servers do it quickly on any device, then delete your upload as soon as the task ends.",
    },
    kept: {
      q: "How long is my result available?",
      a: "{minutes} minutes after it is ready. Download it before then.",
    },
    stuck: {
      q: "A task seems stuck. What should I do?",
      a: "Most tasks finish within two minutes. If the progress has not moved for five minutes, reload the page and try again, perhaps with a shorter selection or smaller size.",
    },
  },
  moreAnswers: "More answers on the [FAQ](/faq).",
  contactTitle: "Contact support",
  blogTitle: "Read the blog",
  blogText: "Guides on making, optimizing and sharing GIFs.",
};

export type HelpCopy = typeof help;
