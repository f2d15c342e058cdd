import { randomBytes } from "node:crypto";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { FailureValues } from "@gifkit/contracts";
import type { CommandOutput, MediaCommand, RunOptions } from "@gifkit/tools";

/**
 * YouTube links go only through yt-dlp, and only like this (reliability R3.2): the exact hosts
 * below, yt-dlp restricted to its single-video YouTube extractor (no generic extractor that would
 * fetch any page), no playlists, no configuration files, a fixed format choice and output name,
 * the upload size limit, and the video's length checked from its metadata before anything is
 * downloaded. The runner that starts it lives in media/ (run-command.ts).
 */
const youtubeHosts = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "youtu.be"]);

/** A YouTube link that cannot be used; the message is for the person who pasted it. */
export class YoutubeLinkError extends Error {
  readonly code:
    | "youtube-playlist"
    | "youtube-too-long"
    | "youtube-live"
    | "youtube-unavailable"
    | "file-too-large";
  readonly statusCode: number;
  /** The numbers of the message (a failed task's `error_values`): the longest video allowed. */
  readonly details: { values?: FailureValues };
  constructor(
    message: string,
    code: YoutubeLinkError["code"],
    statusCode = 400,
    details: YoutubeLinkError["details"] = {},
  ) {
    super(message);
    this.code = code;
    this.statusCode = statusCode;
    this.details = details;
  }
}

function parse(rawUrl: string): URL | null {
  try {
    return new URL(rawUrl.trim());
  } catch {
    return null;
  }
}

/** True for an http(s) link on one of YouTube's own hosts (exact match, no user info or port). */
export function isYoutubeLink(rawUrl: string): boolean {
  const url = parse(rawUrl);
  return (
    url !== null &&
    (url.protocol === "https:" || url.protocol === "http:") &&
    url.username === "" &&
    url.password === "" &&
    url.port === "" &&
    youtubeHosts.has(url.hostname.toLowerCase())
  );
}

/** Refuses playlist and channel pages: one video per conversion. */
export function checkYoutubeLink(rawUrl: string): void {
  const url = parse(rawUrl);
  if (!url || !isYoutubeLink(rawUrl)) {
    throw new YoutubeLinkError("This is not a YouTube video link.", "youtube-unavailable");
  }
  const isShortLink = url.hostname.toLowerCase() === "youtu.be";
  const hasVideo = isShortLink
    ? url.pathname.length > 1
    : url.searchParams.has("v") || /^\/(shorts|embed|live)\/[\w-]+/.test(url.pathname);
  if (!hasVideo) {
    throw new YoutubeLinkError(
      "Playlists and channel pages are not supported. Paste a link to a single YouTube video.",
      "youtube-playlist",
    );
  }
}

/** Options every yt-dlp run gets: nothing from the user but the checked URL (after `--`). */
const fixedOptions = [
  // No configuration file (system, user or portable) may add options.
  "--ignore-config",
  // Only the single-video YouTube extractor (matched exactly): no generic page extractor.
  "--use-extractors",
  "youtube",
  // A watch link inside a playlist means that one video.
  "--no-playlist",
  "--no-cache-dir",
  "--socket-timeout",
  "20",
  "--retries",
  "2",
  "--no-warnings",
];

export function buildYtDlpInfoCommand(url: string): MediaCommand {
  return { binary: "yt-dlp", args: [...fixedOptions, "--dump-json", "--", url] };
}

/**
 * The download itself: at most 720p (GIFs rarely need more, and it keeps a few minutes of video
 * under the size limit), H.264 + AAC in MP4 when YouTube has it so the browser's player can show
 * it, one fixed output name in the task's own directory.
 */
export function buildYtDlpDownloadCommand(
  url: string,
  directory: string,
  limits: { maxBytes: number; maxDurationSeconds: number },
): MediaCommand {
  return {
    binary: "yt-dlp",
    args: [
      ...fixedOptions,
      "--no-progress",
      "--no-part",
      "--no-mtime",
      "--max-filesize",
      String(limits.maxBytes),
      // Checked again on the metadata the download uses, in case it changed since --dump-json.
      "--match-filter",
      `!is_live & duration <= ${limits.maxDurationSeconds}`,
      "--format",
      "bv*[height<=720][vcodec^=avc1]+ba[ext=m4a]/b[height<=720][ext=mp4]/bv*[height<=720]+ba/b[height<=720]/b",
      "--merge-output-format",
      "mp4",
      "--output",
      join(directory, "video.%(ext)s"),
      "--",
      url,
    ],
  };
}

export interface YoutubeVideoInfo {
  title: string;
  durationSeconds: number | null;
  isLive: boolean;
}

export function parseYtDlpInfo(stdout: string): YoutubeVideoInfo {
  const line = stdout.trim().split("\n").at(-1) ?? "{}";
  const info = JSON.parse(line) as {
    title?: unknown;
    duration?: unknown;
    is_live?: unknown;
    live_status?: unknown;
  };
  return {
    title: typeof info.title === "string" ? info.title : "",
    durationSeconds: typeof info.duration === "number" ? info.duration : null,
    isLive:
      info.is_live === true || info.live_status === "is_live" || info.live_status === "is_upcoming",
  };
}

const clock = (seconds: number) => {
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
};

/** Why a video cannot be downloaded, from its metadata alone, or null. */
export function youtubeInfoProblem(
  info: YoutubeVideoInfo,
  maxDurationSeconds: number,
): YoutubeLinkError | null {
  if (info.isLive) {
    return new YoutubeLinkError(
      "Live streams cannot be converted. Try again when the stream has ended.",
      "youtube-live",
    );
  }
  if (info.durationSeconds === null || info.durationSeconds > maxDurationSeconds) {
    const length =
      info.durationSeconds === null ? "of unknown length" : `${clock(info.durationSeconds)} long`;
    return new YoutubeLinkError(
      `This video is ${length}; YouTube videos can be up to ${maxDurationSeconds / 60} minutes long.`,
      "youtube-too-long",
      400,
      { values: { max_seconds: maxDurationSeconds } },
    );
  }
  return null;
}

export type RunCommand = (command: MediaCommand, options: RunOptions) => Promise<CommandOutput>;

const unavailable = () =>
  new YoutubeLinkError(
    "Could not get this YouTube video. It may be private, age-restricted, blocked in our region or removed.",
    "youtube-unavailable",
  );

const tooLarge = (maxBytes: number) =>
  new YoutubeLinkError(
    `File too large. The maximum file size is ${Math.round(maxBytes / (1024 * 1024))}MB.`,
    "file-too-large",
    413,
  );

/**
 * Downloads one YouTube video to `destinationPath`: metadata first (length and live checks before
 * any video byte is fetched), then the fixed-format download in a private directory beside the
 * destination, which is removed whatever happens.
 */
export async function downloadYoutubeVideo(
  url: string,
  destinationPath: string,
  options: { run: RunCommand; signal: AbortSignal; maxBytes: number; maxDurationSeconds: number },
): Promise<{ path: string; bytes: number; info: YoutubeVideoInfo }> {
  checkYoutubeLink(url);
  const { run, signal } = options;
  let info: YoutubeVideoInfo;
  try {
    info = parseYtDlpInfo(
      (await run(buildYtDlpInfoCommand(url), { signal, timeoutMs: 60_000 })).stdout,
    );
  } catch (error) {
    if (signal.aborted) throw error;
    throw unavailable();
  }
  const problem = youtubeInfoProblem(info, options.maxDurationSeconds);
  if (problem) throw problem;

  const directory = join(dirname(destinationPath), `youtube-${randomBytes(6).toString("hex")}`);
  await mkdir(directory, { recursive: true });
  try {
    let output: CommandOutput;
    try {
      output = await run(
        buildYtDlpDownloadCommand(url, directory, {
          maxBytes: options.maxBytes,
          maxDurationSeconds: options.maxDurationSeconds,
        }),
        { signal, timeoutMs: 10 * 60_000 },
      );
    } catch (error) {
      if (signal.aborted) throw error;
      throw unavailable();
    }
    // yt-dlp exits 0 when a filter or the size limit skips the video: then there is no file.
    const file = (await readdir(directory)).find((name) => /^video\.[a-z0-9]+$/.test(name));
    if (!file) {
      if (/max-filesize/i.test(output.stdout + output.stderrTail)) throw tooLarge(options.maxBytes);
      if (/does not pass filter/i.test(output.stdout + output.stderrTail)) {
        throw new YoutubeLinkError(
          `This video cannot be converted: it is live or longer than ${options.maxDurationSeconds / 60} minutes.`,
          "youtube-too-long",
          400,
          { values: { max_seconds: options.maxDurationSeconds } },
        );
      }
      throw unavailable();
    }
    const downloaded = join(directory, file);
    const { size } = await stat(downloaded);
    // Video and audio are checked one by one by --max-filesize; the merged file is checked here.
    if (size > options.maxBytes) throw tooLarge(options.maxBytes);
    await rename(downloaded, destinationPath);
    return { path: destinationPath, bytes: size, info };
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
