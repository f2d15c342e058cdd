import { chmod, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** A video the stand-in "YouTube" knows, by id. */
export interface StandInVideo {
  /** The file served as the download. */
  file: string;
  title: string;
  durationSeconds: number;
  isLive?: boolean;
}

/**
 * Writes an executable stand-in for yt-dlp (real yt-dlp cannot reach YouTube here) that behaves
 * like the real command line for the options GifKit uses: it refuses to run without the fixed
 * safety options, takes the video id from youtube.com/watch?v=, /shorts/ and youtu.be/ links,
 * answers --dump-json with the metadata fields yt-dlp prints, applies --match-filter
 * (`!is_live & duration <= N`) and --max-filesize as yt-dlp does (a skipped video exits 0 with
 * no file and a message), and writes the file to the --output template with %(ext)s filled in.
 * Each call's argv is appended (one JSON line) to the returned log.
 */
export async function writeYtDlpStandIn(
  directory: string,
  catalog: Record<string, StandInVideo>,
): Promise<{ path: string; calls(): Promise<string[][]> }> {
  const path = join(directory, "yt-dlp");
  const logPath = join(directory, "yt-dlp-calls.jsonl");
  await writeFile(logPath, "");
  const script = `#!/usr/bin/env node
const fs = require("node:fs");
const catalog = ${JSON.stringify(catalog)};
const args = process.argv.slice(2);
fs.appendFileSync(${JSON.stringify(logPath)}, JSON.stringify(args) + "\\n");
const fail = (message) => { process.stderr.write("ERROR: " + message + "\\n"); process.exit(1); };
for (const required of ["--ignore-config", "--no-playlist"]) if (!args.includes(required)) fail("stand-in: " + required + " missing");
const extractors = args[args.indexOf("--use-extractors") + 1];
if (extractors !== "youtube") fail("stand-in: only --use-extractors youtube is allowed");
const separator = args.indexOf("--");
if (separator < 0 || separator !== args.length - 2) fail("stand-in: the URL must follow --");
const url = new URL(args[separator + 1]);
const id = url.hostname === "youtu.be" ? url.pathname.slice(1) : (url.searchParams.get("v") ?? url.pathname.split("/")[2]);
const video = catalog[id];
if (!video) fail("[youtube] " + id + ": Video unavailable");
const info = { id, title: video.title, duration: video.durationSeconds, is_live: Boolean(video.isLive), live_status: video.isLive ? "is_live" : "not_live", ext: "mp4", extractor: "youtube", webpage_url: "https://www.youtube.com/watch?v=" + id, filesize_approx: fs.statSync(video.file).size };
if (args.includes("--dump-json")) { process.stdout.write(JSON.stringify(info) + "\\n"); process.exit(0); }
const option = (name) => { const index = args.indexOf(name); return index < 0 ? undefined : args[index + 1]; };
const filter = option("--match-filter");
if (filter !== undefined) {
  const limit = /duration <= (\\d+)/.exec(filter);
  const passes = (!filter.includes("!is_live") || !info.is_live) && (!limit || (info.duration !== null && info.duration <= Number(limit[1])));
  if (!passes) { process.stdout.write("[download] " + video.title + " does not pass filter (" + filter + "), skipping ..\\n"); process.exit(0); }
}
const maxBytes = option("--max-filesize");
if (maxBytes !== undefined && info.filesize_approx > Number(maxBytes)) {
  process.stdout.write("[info] File is larger than max-filesize (" + info.filesize_approx + " bytes > " + maxBytes + " bytes). Skipping " + id + "\\n");
  process.exit(0);
}
const template = option("--output");
if (!template) fail("stand-in: --output missing");
const target = template.replace("%(ext)s", "mp4");
fs.copyFileSync(video.file, target);
process.stdout.write("[download] Destination: " + target + "\\n[download] 100% of " + info.filesize_approx + "B\\n");
`;
  await writeFile(path, script);
  await chmod(path, 0o755);
  return {
    path,
    async calls() {
      const text = await readFile(logPath, "utf8");
      return text
        .split("\n")
        .filter((line) => line.length > 0)
        .map((line) => JSON.parse(line) as string[]);
    },
  };
}
