import { z } from "zod";

/**
 * Where a GIF is going, and the largest file that place takes. Served by GET /api/destinations and
 * meant to drive the editors' "Fit under" presets, the FAQ's limits table and the blog article, so
 * every number here must come from the platform's own documentation: the comment beside each entry
 * quotes the sentence it comes from and says which stored copy of the page was read.
 *
 * Where the docs give "MB" without saying 1000² or 1024², the smaller (1000²) is used, so a GIF
 * made to fit is never over the limit either way.
 */
export const destinationSchema = z.object({
  /** Stable kebab-case id for links and presets. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string(),
  max_bytes: z.number().int().positive(),
  max_width: z.number().int().positive().optional(),
  max_height: z.number().int().positive().optional(),
  /** True when the platform turns an uploaded GIF into a video: then MP4 or WebP is the better upload. */
  converts_to_video: z.boolean(),
  /**
   * Stickers and emoji (issue 27): what the file is for. Absent for an upload (a post, a message,
   * an attachment), where only the size limit applies.
   */
  kind: z.enum(["upload", "sticker", "emoji"]).optional(),
  /**
   * How `max_width` × `max_height` binds: "at-most" (absent: the default), "exact" (both sides
   * exactly so) or "one-side-exact" (the longer side exactly the maximum, the other at most it:
   * Telegram's stickers).
   */
  sides: z.enum(["at-most", "exact", "one-side-exact"]).optional(),
  /** The longest animation the place takes, in seconds. */
  max_duration_seconds: z.number().positive().optional(),
  /** The highest frame rate the place takes. */
  max_frames_per_second: z.number().positive().optional(),
  /** The most frames an animation may have. */
  max_frames: z.number().int().positive().optional(),
  /**
   * The file format the place takes for an animation, when it is not a GIF (absent: GIF):
   * Telegram's video stickers are WebM (VP9), WhatsApp's animated stickers animated WebP.
   */
  format: z.enum(["gif", "webm", "webp"]).optional(),
  /** One or two sentences for a person: what the limit covers and what to do. */
  note: z.string(),
  /** The page of the platform's own documentation the limit comes from. */
  source: z.url(),
  /** The day the source was read (ISO date). */
  read_on: z.iso.date(),
});
export type Destination = z.infer<typeof destinationSchema>;

export const destinationsResponseSchema = z.object({
  destinations: z.array(destinationSchema),
});
export type DestinationsResponse = z.infer<typeof destinationsResponseSchema>;

const megabytes = (count: number) => count * 1000 * 1000;
const mebibytes = (count: number) => count * 1024 * 1024;

export const destinations: readonly Destination[] = [
  {
    // Discord developer docs, Reference › Uploading Files: "The file upload size limit applies to
    // each file in a request. The default limit is `10 MiB` for all users, but may be higher for
    // users depending on their Nitro status or by the server's Boost Tier."
    // Read 2026-11-23 in discord/discord-api-docs, developers/reference.mdx, snapshot c98d64b
    // (2026-08-06); the change log entry of 2024-12-16 records the drop from 25 MiB to 10 MiB.
    // This is the free-account limit; Nitro's larger one is deliberately not used.
    id: "discord",
    name: "Discord",
    max_bytes: mebibytes(10),
    converts_to_video: false,
    note: "Discord's upload limit for an account without Nitro is 10 MiB per file. Nitro and server boosts raise it, but a GIF under 10 MiB can be posted and re-shared by anyone.",
    source: "https://docs.discord.com/developers/reference#uploading-files",
    read_on: "2026-11-23",
  },
  {
    // Slack Help Center, "Add files to Slack": files can be up to 1 GB. Slack's own page was not
    // among the stored copies that could be read here; the figure is that page as cited in
    // Expensify/App issue #32702 (2023-12-08, linking slack.com/help/articles/201330736) and as
    // stated in slackapi/bolt-python issue #1059 (2024-03-15, "I can share 1GB files throughout
    // Slack", answered by a Slack maintainer without correction). How Slack displays large GIFs is
    // not documented in anything read, so the note makes no claim about it.
    id: "slack",
    name: "Slack",
    max_bytes: megabytes(1000),
    converts_to_video: false,
    note: "Slack accepts files up to 1 GB, far more than any GIF needs (GifKit itself stops at 200 MB). Slack does not document a separate GIF limit; a small GIF loads faster for everyone in the thread.",
    source: "https://slack.com/help/articles/201330736-Add-files-to-Slack",
    read_on: "2026-11-23",
  },
  {
    // X developer docs, Media › Best practices: "Animated GIF size: <= 15 MB" (the table "Default
    // accounts (no X Premium)" also gives 15 MB for Animated GIF, tweet_gif), and under "Animated
    // GIF recommendations": "Resolution: <= 1280x1080 (width x height)", "Number of frames: <= 350",
    // "Number of pixels: <= 300 million (width * height * num_frames)".
    // Read 2026-11-23 in xdevplatform/docs, x-api/media/quickstart/best-practices.mdx, snapshot
    // 2871328 (2026-08-22; the file last changed 2026-06-01).
    // Conversion to video: X's data dictionary (x-api/enterprise-gnip-2.0/fundamentals/
    // data-dictionary, "Post with an animated GIF") shows a media object of type "animated_gif"
    // whose only playback variant is "content_type": "video/mp4".
    // Web vs mobile: X's developer docs give the single 15 MB figure. A lower limit for the phone
    // apps (5 MB) is quoted by third parties from X's help centre, whose page was not available to
    // read here, so it is mentioned but not used.
    id: "x",
    name: "X (Twitter)",
    max_bytes: megabytes(15),
    max_width: 1280,
    max_height: 1080,
    converts_to_video: true,
    note: "X turns a posted GIF into an MP4 video, so uploading an MP4 gives better quality for the size. Its developer docs allow GIFs up to 15 MB and recommend at most 1280 × 1080 px and 350 frames; posting from X's phone apps has been reported to allow less (5 MB), which X's pages we could read do not confirm.",
    source: "https://docs.x.com/x-api/media/quickstart/best-practices",
    read_on: "2026-11-23",
  },
  {
    // GitHub Docs, "Attaching files": "The maximum file size is: 10MB for images and gifs, 10MB for
    // videos uploaded to a repository owned by a user or organization on a free GitHub plan, 100MB
    // for videos uploaded to a repository owned by a user or organization on a paid GitHub plan,
    // 25MB for all other files". Read 2026-11-23 in github/docs, content/get-started/writing-on-
    // github/working-with-advanced-formatting/attaching-files.md, stored version 02ac71cd (the
    // copy carries no date). The same upload is how a README usually gets its GIF's address.
    id: "github",
    name: "GitHub (README, issues, pull requests)",
    max_bytes: megabytes(10),
    converts_to_video: false,
    note: "GitHub takes images and GIFs up to 10 MB in issues, pull requests, discussions and comments; dragging a GIF there is also the usual way to get an address for a README. GitHub shows the GIF as it is. Short MP4, MOV or WebM videos are accepted too (10 MB on free plans).",
    source:
      "https://docs.github.com/en/get-started/writing-on-github/working-with-advanced-formatting/attaching-files",
    read_on: "2026-11-23",
  },
  {
    // Reddit for Developers (Devvit) docs, Capabilities › Server › Media Uploads, "Limitations":
    // "The following file types are supported, along with a corresponding maximum size limit:
    // - JPEG, PNG, and WEBP: up to 20 MB - GIF: up to 100 MB". Read 2026-11-23 in reddit/devvit-docs,
    // docs/capabilities/server/media-uploads.mdx, stored version fb2cfb78 (an older version said
    // 20 MB for every type). This is the upload limit of Reddit's own media service as its
    // developer docs state it; Reddit's help centre, which would give the limit for posting from
    // the site or the apps, was not among the stored copies that could be read here.
    // Conversion to video: Reddit serves each uploaded GIF with an MP4 rendition beside it (the
    // post's preview.images[].variants.mp4, and i.redd.it GIFs as preview.redd.it/<id>.gif?
    // format=mp4, as reported in laurencedawson/sync-for-reddit issue #1180, 2022-05-02); Reddit's
    // docs read here do not describe this, so the note says "plays as video" without detail.
    id: "reddit",
    name: "Reddit",
    max_bytes: megabytes(100),
    converts_to_video: true,
    note: "Reddit's developer docs allow GIFs up to 100 MB (still images 20 MB). Reddit plays an uploaded GIF from an MP4 copy it makes, so uploading an MP4 gives better quality for the size. Posting from Reddit's site or apps may allow less than the developer docs state.",
    source: "https://developers.reddit.com/docs/capabilities/server/media-uploads",
    read_on: "2026-11-23",
  },
  {
    // Gmail Help, "Send attachments with your Gmail message": "There are limits to the size of
    // attachments for Gmail: For personal Gmail accounts, the limit is 25 MB. For work and school
    // accounts, your Google Workspace administrator sets the attachment sending limits [...] If
    // your total attachment size is greater than the limit, Gmail automatically removes the
    // attachment and adds it as a Google Drive link in the email." Google's page itself was not in
    // the stored copies; the text was read 2026-11-23 in a verbatim copy of it quoted on
    // fileshot.io (email-attachment-limits-vs-secure-links). No mail provider's own documentation
    // that could be read gives a size for a GIF shown inside the message body, so there is no
    // separate inline preset.
    id: "email",
    name: "Email attachment (Gmail)",
    max_bytes: megabytes(25),
    converts_to_video: false,
    note: "Gmail sends attachments up to 25 MB in total on a personal account (larger ones become a Google Drive link); work accounts and other mail providers set their own limits, often lower. For a GIF shown inside the message, much smaller is better: it downloads every time the mail is opened.",
    source: "https://support.google.com/mail/answer/6584",
    read_on: "2026-11-23",
  },
  {
    // Lighthouse, Chrome's page audit, "Use video formats for animated content"
    // (core/audits/byte-efficiency/efficient-animated-content.js, Lighthouse 12.8.1): "// If GIFs
    // are above this size, we'll flag them  const GIF_BYTE_THRESHOLD = 100 * 1024;" and its
    // description: "Large GIFs are inefficient for delivering animated content. Consider using
    // MPEG4/WebM videos for animations and PNG/WebP for static images instead of GIF to save
    // network bytes." Read 2026-11-23 in the lighthouse@12.8.1 package source.
    id: "fast-web-page",
    name: "Fast web page",
    max_bytes: 100 * 1024,
    converts_to_video: false,
    note: "Lighthouse, the audit behind PageSpeed Insights, flags every GIF over 100 KiB on a page and suggests video instead. For anything larger on your own site, use an MP4 in <video autoplay loop muted playsinline> or an animated WebP.",
    source:
      "https://github.com/GoogleChrome/lighthouse/blob/v12.8.1/core/audits/byte-efficiency/efficient-animated-content.js",
    read_on: "2026-11-23",
  },
  // Stickers and emoji (issue 27): each a small file with strict sides, many with a length and a
  // frame rate, some in a format other than GIF. The editors' "Fit under" offers the GIF ones.
  {
    // Discord developer docs, Resources › Emoji, Create Guild Emoji: "Emojis and animated emojis
    // have a maximum file size of 256 KiB. Attempting to upload an emoji larger than this limit
    // will fail and return 400 Bad Request", and the image parameter is "the 128x128 emoji image".
    // Discord's page itself was not among the stored copies; the sentences were read 2026-11-26
    // as client libraries quote them beside the link (discord-api-types, discordeno; older copies
    // say "256kb"). 256 KB (256,000 bytes) is used: under the limit whichever "KB" is meant.
    id: "discord-emoji",
    name: "Discord emoji",
    kind: "emoji",
    max_bytes: 256_000,
    max_width: 128,
    max_height: 128,
    converts_to_video: false,
    note: "Discord takes custom emoji (animated ones as GIFs) up to 256 KB and shows them small; a 128 × 128 px image is what its docs describe, and larger ones are scaled down anyway.",
    source: "https://docs.discord.com/developers/resources/emoji#create-guild-emoji",
    read_on: "2026-11-26",
  },
  {
    // Discord developer docs, Resources › Sticker, Create Guild Sticker: the file "must be a PNG,
    // APNG, GIF, or Lottie JSON file, max 512 KiB" and "Uploaded stickers are constrained to 5
    // seconds in length for animated stickers, and 320 x 320 pixels." Read 2026-11-26 as
    // discord-api-types and a copy of the docs page (ptb.discord.com) quote it; older copies say
    // "512 KB", so 512,000 bytes is used. "Constrained to 320 x 320" is read as at most 320 px a
    // side (a square GIF becomes exactly 320 × 320); third-party guides say exactly 320 × 320.
    id: "discord-sticker",
    name: "Discord sticker",
    kind: "sticker",
    max_bytes: 512_000,
    max_width: 320,
    max_height: 320,
    max_duration_seconds: 5,
    converts_to_video: false,
    note: "Discord stickers can be animated GIFs or APNGs of at most 512 KB, 320 × 320 px and 5 seconds. Square works best: stickers show in a square.",
    source: "https://docs.discord.com/developers/resources/sticker#create-guild-sticker",
    read_on: "2026-11-26",
  },
  {
    // Slack API docs, admin.emoji.add: "The URL of a file to use as an image for the emoji.
    // Square images under 128KB and with transparent backgrounds work best." Read 2026-11-26 at
    // docs.slack.dev (stored copy) and as Slack's own node SDK types repeat it. Slack's help page
    // on custom emoji was not among the stored copies; the 128 × 128 px size is the best public
    // record (users' guides, e.g. gist s1113950 "Slack emojis are required to be 128X128 pixels,
    // and no larger than 128KB"), not Slack's own words.
    id: "slack-emoji",
    name: "Slack emoji",
    kind: "emoji",
    max_bytes: 128_000,
    max_width: 128,
    max_height: 128,
    converts_to_video: false,
    note: "Slack's docs ask for square emoji images under 128 KB; an animated emoji is a GIF, shown small, so 128 × 128 px is plenty.",
    source: "https://docs.slack.dev/reference/methods/admin.emoji.add/",
    read_on: "2026-11-26",
  },
  {
    // Telegram, "Stickers" (core.telegram.org/stickers), Video Stickers and Emoji › Video
    // Requirements: "For stickers, one side must be exactly 512 pixels in size – the other side
    // can be 512 pixels or less." "Video duration must not exceed 3 seconds." "Frame rate can be
    // up to 30 FPS." "Video size should not exceed 256 KB." "Video must be in .WEBM format
    // encoded with the VP9 codec." "Video must have no audio stream." Read 2026-11-26 in a stored
    // copy of the page; 256,000 bytes is used.
    id: "telegram-video-sticker",
    name: "Telegram video sticker",
    kind: "sticker",
    format: "webm",
    max_bytes: 256_000,
    max_width: 512,
    max_height: 512,
    sides: "one-side-exact",
    max_duration_seconds: 3,
    max_frames_per_second: 30,
    converts_to_video: false,
    note: "Telegram video stickers are WebM (VP9, no sound) files of at most 256 KB and 3 seconds, up to 30 frames a second, with one side exactly 512 px. Transparency is kept. Send them to the @Stickers bot with /newvideo.",
    source: "https://core.telegram.org/stickers#video-requirements",
    read_on: "2026-11-26",
  },
  {
    // Same page and section: "For emoji, the video must be exactly 100x100 pixels in size", with
    // the same duration, frame rate, size, format and sound rules as video stickers.
    id: "telegram-video-emoji",
    name: "Telegram animated emoji",
    kind: "emoji",
    format: "webm",
    max_bytes: 256_000,
    max_width: 100,
    max_height: 100,
    sides: "exact",
    max_duration_seconds: 3,
    max_frames_per_second: 30,
    converts_to_video: false,
    note: "Telegram's custom animated emoji are WebM (VP9, no sound) videos of exactly 100 × 100 px, at most 256 KB, 3 seconds and 30 frames a second. Send them to the @Stickers bot with /newemojipack.",
    source: "https://core.telegram.org/stickers#video-requirements",
    read_on: "2026-11-26",
  },
  {
    // WhatsApp's own sample sticker app (github.com/WhatsApp/stickers, Android,
    // StickerPackValidator.java): "ANIMATED_STICKER_FILE_LIMIT_KB = 500", "KB_IN_BYTES = 1024",
    // "IMAGE_HEIGHT = 512", "IMAGE_WIDTH = 512", "ANIMATED_STICKER_FRAME_DURATION_MIN = 8" (ms)
    // and "ANIMATED_STICKER_TOTAL_DURATION_MAX = 10 * 1000; //ms"; stickers must be WebP. Read
    // 2026-11-26 in stored copies of that file. WhatsApp's FAQ page was not stored. A frame of at
    // least 8 ms is at most 125 frames a second.
    id: "whatsapp-animated-sticker",
    name: "WhatsApp animated sticker",
    kind: "sticker",
    format: "webp",
    max_bytes: 500 * 1024,
    max_width: 512,
    max_height: 512,
    sides: "exact",
    max_duration_seconds: 10,
    max_frames_per_second: 125,
    converts_to_video: false,
    note: "WhatsApp animated stickers are animated WebP images of exactly 512 × 512 px, at most 500 KB and 10 seconds, packaged in a sticker app. Leave a transparent margin: stickers show on any chat background.",
    source:
      "https://github.com/WhatsApp/stickers/blob/main/Android/app/src/main/java/com/example/samplestickerapp/StickerPackValidator.java",
    read_on: "2026-11-26",
  },
  {
    // Twitch's own help article on emotes was not among the stored copies. Best public record:
    // Twitch's announcement of animated emotes as republished by twitchshop.gg and dexpixel.com:
    // "3 GIFs (28x28px, 56x56px, 112x112px) for manual mode", "GIF images must be square shape",
    // "1MB file size max for auto-resize mode. If using manual mode, each of the file sizes
    // cannot exceed 512KB", "GIF images cannot be more than 60 frames". The 112 px manual-mode
    // file is used here (512 KB, 512,000 bytes), which also meets auto-resize mode's 1 MB.
    id: "twitch-animated-emote",
    name: "Twitch animated emote",
    kind: "emoji",
    max_bytes: 512_000,
    max_width: 112,
    max_height: 112,
    sides: "exact",
    max_frames: 60,
    converts_to_video: false,
    note: "Twitch animated emotes are square GIFs of at most 60 frames; the 112 × 112 px file of a manual upload can be at most 512 KB (1 MB for one large GIF that Twitch resizes). Twitch's own help page was not available to check these figures.",
    source: "https://twitchshop.gg/blogs/news/animated-emotes",
    read_on: "2026-11-26",
  },
];

/**
 * The destinations that take a GIF (no `format`, or "gif"): the editors' "Fit under" presets. A
 * place that takes another format (Telegram: WebM, WhatsApp: WebP) is left out there, so no
 * preset makes a GIF it would refuse.
 */
export const gifDestinations: readonly Destination[] = destinations.filter(
  (destination) => (destination.format ?? "gif") === "gif",
);

/**
 * The ids of `gifDestinations`, for the GIF tools' `destination` field (issue 27): a destination
 * sent with a task makes the server meet every limit of that preset, not only its byte limit.
 */
export const gifDestinationIds = gifDestinations.map((destination) => destination.id) as [
  string,
  ...string[],
];

/** A GIF destination by its id, or undefined. */
export function findGifDestination(id: string): Destination | undefined {
  return gifDestinations.find((destination) => destination.id === id);
}

/**
 * The limits of a destination beyond bytes and sides, in words for the page ("at most 5 seconds,
 * at most 60 frames"); empty when it has none.
 */
export function destinationExtraLimits(destination: Destination): string[] {
  const n = (value: number) => value.toLocaleString("en-US");
  const limits: string[] = [];
  if (destination.max_duration_seconds !== undefined) {
    limits.push(`at most ${n(destination.max_duration_seconds)} seconds long`);
  }
  if (destination.max_frames_per_second !== undefined) {
    limits.push(`at most ${n(destination.max_frames_per_second)} frames a second`);
  }
  if (destination.max_frames !== undefined)
    limits.push(`at most ${n(destination.max_frames)} frames`);
  return limits;
}
