import { toneMapFilters } from "../../chain/server/video-graph.ts";
import type { MediaCommand } from "../../media-toolkit.ts";
import { aacAudioArgs, faststartArgs, h264VideoArgs } from "../../shared/output-encoder.ts";
import type { HdrTransfer, VideoDemuxer } from "../../shared/video-input.ts";
import type { FrameRate, QualityLevel, VideoSegment } from "../shared/options.ts";

/**
 * The three quality levels, from rate-distortion runs on every fixture clip at 480 px and 15 fps
 * (bytes and SSIM against the source frames at the same size and rate;
 * apps/server/scripts/bench-quality.ts, numbers in docs/quality.md):
 *
 * | level  | colours | palette                     | temporal hold | dither        | lossy       | WebP q | MP4 crf |
 * |--------|---------|-----------------------------|---------------|---------------|-------------|--------|---------|
 * | low    | 128     | one for the clip (diff)     | hqdn3d 6      | none          | gifsicle 40 | 50     | 28      |
 * | medium | 256     | one for the clip (diff)     | hqdn3d 6      | none          | none        | 75     | 23      |
 * | high   | 256     | one per frame (single, new) | off           | Bayer 5       | none        | 90     | 18      |
 *
 * Most of a video GIF's bytes are pixels that flicker between frames (sensor noise, film grain)
 * and so are redrawn every frame. The temporal hold (hqdn3d's recursive temporal filter only, no
 * spatial smoothing) keeps such pixels at their previous value, so still areas map to the same
 * palette entries and the GIF encoder's frame differencing drops them: 4 s runs, old medium
 * (Bayer 5, no hold) → new medium, bytes / SSIM: bottle-detection 1.24 MB / 0.9913 → 0.79 MB /
 * 0.9916, friday 5.74 MB / 0.9962 → 4.94 MB / 0.9966, rabbit320 9.06 MB / 0.9866 → 7.77 MB /
 * 0.9809, flower 2.66 MB / 0.9323 → 1.63 MB / 0.9262. Stronger holds (10-40) shrank the
 * fixed-camera clip further but smeared the moving cartoon (rabbit320 0.975 at 10, below gifski
 * q90's 0.980), so 6. Without dithering the same clips were 5-20% smaller at equal or higher
 * SSIM than with Bayer 5; soft out-of-focus backgrounds band a little more (flower, checked by
 * eye), which is why high keeps Bayer 5 and a palette per frame (the best SSIM on every clip).
 * Error diffusion (floyd_steinberg, sierra2_4a) fell to 0.89 on flower and makes still areas
 * crawl. `stats_mode=diff` builds the palette from what moves. Low adds half the colours and
 * gifsicle's lossy LZW.
 */
export interface QualityPreset {
  colours: number;
  /** "clip": one palette from the whole clip; "frame": a palette per frame. */
  palette: "clip" | "frame";
  /** Ordered (Bayer) dithering with this scale, or null for none. */
  bayerScale: number | null;
  /**
   * Temporal strength of ffmpeg's hqdn3d on the GIF's frames (0 = off): a recursive filter that
   * keeps a pixel near its previous value when it changes only a little (sensor noise, film
   * grain), so still areas map to the same palette entries frame after frame and cost nothing.
   */
  temporalHold: number;
  /** gifsicle --lossy amount after ffmpeg, or null for none. */
  gifsicleLossy: number | null;
  webpQuality: number;
  mp4Crf: number;
}

export const qualityPresets: Record<QualityLevel, QualityPreset> = {
  low: {
    colours: 128,
    palette: "clip",
    bayerScale: null,
    temporalHold: 6,
    gifsicleLossy: 40,
    webpQuality: 50,
    mp4Crf: 28,
  },
  medium: {
    colours: 256,
    palette: "clip",
    bayerScale: null,
    temporalHold: 6,
    gifsicleLossy: null,
    webpQuality: 75,
    mp4Crf: 23,
  },
  high: {
    colours: 256,
    palette: "frame",
    bayerScale: 5,
    temporalHold: 0,
    gifsicleLossy: null,
    webpQuality: 90,
    mp4Crf: 18,
  },
};

export interface ConversionPlan {
  inputPath: string;
  demuxer: VideoDemuxer;
  /** Already checked against the video's length, in the order they are joined. */
  segments: VideoSegment[];
  /** A FrameRate, or the lower rate fitting under a size chose. */
  fps: FrameRate | number;
  width: number;
  height: number;
  brightness: number;
  contrast: number;
  quality: QualityLevel;
  /** Palette size instead of the quality level's (fitting under a size gives colours up). */
  colours?: number | undefined;
  gifPath: string;
  /** Set when the MP4 is wanted. */
  mp4Path?: string | undefined;
  /** Cut and join the audio too (the MP4 is wanted and the source has an audio stream). */
  withAudio: boolean;
  webpPath?: string | undefined;
  /** The video's HDR transfer (PQ or HLG), tone-mapped to SDR as the video tools do; null: SDR. */
  hdrTransfer?: HdrTransfer | null | undefined;
}

/** Seconds as ffmpeg reads them: plain decimal, millisecond precision. */
export function formatSeconds(seconds: number): string {
  return String(Math.round(seconds * 1000) / 1000);
}

/** Picture filters after the join: frame rate, size (Lanczos), then brightness and contrast. */
function pictureChain(
  plan: Pick<
    ConversionPlan,
    "fps" | "width" | "height" | "brightness" | "contrast" | "hdrTransfer"
  >,
): string {
  const filters = [
    // Frame rate first, so every later filter sees only the frames that are kept.
    `fps=${plan.fps}`,
    // A phone's 10-bit HDR picture shown as it is looks grey and flat: tone-mapped to SDR by
    // the video tools' own filters (chain/server/video-graph.ts), on the kept frames only.
    ...(plan.hdrTransfer ? toneMapFilters(plan.hdrTransfer) : []),
    `scale=${plan.width}:${plan.height}:flags=lanczos`,
    // GIF and WebP have no pixel aspect ratio: the requested size is the displayed size.
    "setsar=1",
  ];
  if (plan.brightness !== 0 || plan.contrast !== 1) {
    // eq: brightness is added to luma (-1..1), contrast scales it around the middle (0..2).
    filters.push(`eq=brightness=${plan.brightness}:contrast=${plan.contrast}`);
  }
  return filters.join(",");
}

/**
 * Progress: ffmpeg 5.1 prints no `-progress` report until every output has started, and the GIF
 * output starts only once the palette is built from the whole clip, so ffmpeg's own report is
 * silent while decoding. Instead, two points of the graph print each frame's time to stdout (one
 * line per write, unbuffered): where frames are decoded and scaled ("decoded") and where they
 * leave paletteuse for the GIF encoder ("encoded"). See createProgressParser.
 */
const progressMarker = (stage: "decoded" | "encoded") =>
  `metadata=mode=add:key=gifkit:value=${stage},metadata=mode=print:file=-:direct=1`;

/** The GIF branch: a palette built from the clip (or each frame), then mapped to it. */
function gifChain(preset: QualityPreset): string {
  // hqdn3d=0:0:T:T: no spatial smoothing (detail stays), temporal strength T on luma and chroma.
  const hold =
    preset.temporalHold > 0 ? `hqdn3d=0:0:${preset.temporalHold}:${preset.temporalHold},` : "";
  const dither =
    preset.bayerScale === null ? "dither=none" : `dither=bayer:bayer_scale=${preset.bayerScale}`;
  if (preset.palette === "frame") {
    // stats_mode=single emits a palette per frame; paletteuse new=1 takes each as it comes (no
    // frame is held back, so memory stays flat) and the GIF gets a local colour table per frame.
    return `[gifsource]${hold}split[paletteinput][gifinput];[paletteinput]palettegen=stats_mode=single:max_colors=${preset.colours}[palette];[gifinput][palette]paletteuse=new=1:${dither},${progressMarker("encoded")}[gif]`;
  }
  // stats_mode=diff: colours are counted where frames change, so moving subjects get them.
  // diff_mode=rectangle re-maps only the changed rectangle, so still areas stay identical
  // between frames and compress to almost nothing.
  return `[gifsource]${hold}split[paletteinput][gifinput];[paletteinput]palettegen=stats_mode=diff:max_colors=${preset.colours}[palette];[gifinput][palette]paletteuse=${dither}:diff_mode=rectangle,${progressMarker("encoded")}[gif]`;
}

/**
 * Where each segment's input starts reading. ffmpeg's input seeking lands on the wrong frames (or
 * on none) when asked for a point in the first few frames of AVI and FLV files whose first frame
 * starts after 0 (B-frame delay; measured on remuxes of friday.mp4), so the seek goes one second
 * before the segment, and never into the first 1.5 s: there the input is read from the start.
 * The exact cut is then made by trim on the decoded frames' own times.
 */
export function seekSecondsFor(segment: VideoSegment): number {
  return segment.start >= 1.5 ? Math.round((segment.start - 1) * 1000) / 1000 : 0;
}

/** The filter graph: cut each segment frame-accurately, join them, adjust, and fan out. */
export function buildConversionGraph(plan: ConversionPlan): string {
  const parts: string[] = [];
  const joinInputs: string[] = [];
  plan.segments.forEach((segment, index) => {
    // Times relative to where the input was sought (ffmpeg makes that point 0). trim keeps the
    // frames that start in [start, end): the exact cut; setpts restarts each segment at 0.
    const seek = seekSecondsFor(segment);
    const cut = `start=${formatSeconds(segment.start - seek)}:end=${formatSeconds(segment.end - seek)}`;
    const duration = formatSeconds(segment.end - segment.start);
    parts.push(`[${index}:v]trim=${cut},setpts=PTS-STARTPTS[v${index}]`);
    joinInputs.push(`[v${index}]`);
    if (plan.withAudio) {
      // The audio is cut at the same points; apad fills a segment whose audio ends early, so
      // the joined sound stays in step with the picture.
      parts.push(
        `[${index}:a]atrim=${cut},asetpts=PTS-STARTPTS,apad=whole_dur=${duration}[a${index}]`,
      );
      joinInputs.push(`[a${index}]`);
    }
  });
  const joinedVideo = plan.segments.length === 1 && !plan.withAudio ? "[v0]" : "[joinedvideo]";
  if (joinedVideo === "[joinedvideo]") {
    const outputs = plan.withAudio ? "[joinedvideo][joinedaudio]" : "[joinedvideo]";
    parts.push(
      `${joinInputs.join("")}concat=n=${plan.segments.length}:v=1:a=${plan.withAudio ? 1 : 0}${outputs}`,
    );
  }

  const branches = ["[gifsource]"];
  if (plan.mp4Path) branches.push("[mp4source]");
  if (plan.webpPath) branches.push("[webp]");
  // A branch that only reports frames as they are decoded, then discards them.
  branches.push("[progress]");
  parts.push(`${joinedVideo}${pictureChain(plan)},split=${branches.length}${branches.join("")}`);
  const preset = qualityPresets[plan.quality];
  parts.push(gifChain({ ...preset, colours: plan.colours ?? preset.colours }));
  parts.push(`[progress]${progressMarker("decoded")},nullsink`);
  if (plan.mp4Path) {
    // H.264 4:2:0 needs even sides: an odd width or height loses its last pixel column or row.
    const evenWidth = plan.width - (plan.width % 2);
    const evenHeight = plan.height - (plan.height % 2);
    const crop =
      evenWidth !== plan.width || evenHeight !== plan.height
        ? `crop=${evenWidth}:${evenHeight}:0:0,`
        : "";
    parts.push(`[mp4source]${crop}format=yuv420p[mp4]`);
  }
  return parts.join(";");
}

/**
 * One ffmpeg run makes every output: the GIF, the MP4 and the WebP when asked, from a single
 * decode of each segment. Stdout carries the progress lines of the graph (progressMarker).
 */
export function buildConversionCommand(plan: ConversionPlan): MediaCommand {
  const preset = qualityPresets[plan.quality];
  const args = ["-v", "error", "-y", "-nostats"];
  for (const segment of plan.segments) {
    // -ss before -i seeks by the index, decodes from the key frame before that point and drops
    // frames up to it (so only about a second is decoded before the segment); -t stops reading
    // just after the segment ends.
    const seek = seekSecondsFor(segment);
    if (seek > 0) args.push("-ss", formatSeconds(seek));
    args.push("-t", formatSeconds(segment.end - seek), "-f", plan.demuxer, "-i", plan.inputPath);
  }
  args.push("-filter_complex", buildConversionGraph(plan));
  // -loop 0: the GIF loops forever.
  args.push("-map", "[gif]", "-loop", "0", "-f", "gif", plan.gifPath);
  if (plan.mp4Path) {
    args.push("-map", "[mp4]");
    if (plan.withAudio) args.push("-map", "[joinedaudio]");
    args.push(...h264VideoArgs({ preset: "veryfast", crf: preset.mp4Crf, pixelFormat: "yuv420p" }));
    if (plan.withAudio) args.push(...aacAudioArgs({ bitrate: "128k" }));
    // The index at the front, so the MP4 starts playing before it is fully downloaded.
    args.push(...faststartArgs, "-f", "mp4", plan.mp4Path);
  }
  if (plan.webpPath) {
    args.push(
      "-map",
      "[webp]",
      "-c:v",
      "libwebp_anim",
      "-lossless",
      "0",
      "-q:v",
      String(preset.webpQuality),
      "-compression_level",
      "4",
      "-loop",
      "0",
      "-f",
      "webp",
      plan.webpPath,
    );
  }
  return { binary: "ffmpeg", args };
}

/** A size estimate's sample: runs of consecutive frames the browser grabbed at the output size. */
export interface SamplePlan {
  /** ffmpeg image2 pattern of the frames, numbered from 0 (e.g. `sample/frame-%04d.jpg`). */
  framesPattern: string;
  fps: FrameRate;
  width: number;
  height: number;
  brightness: number;
  contrast: number;
  quality: QualityLevel;
  gifPath: string;
}

/**
 * The conversion's own GIF path (picture filters, then the quality level's palette, hold and
 * dither) on the sample's frames instead of the decoded video: what the size estimate measures.
 * The frames are already at the output size and rate, so fps and scale pass them through.
 */
export function buildSampleConversionCommand(plan: SamplePlan): MediaCommand {
  const preset = qualityPresets[plan.quality];
  // format=yuv420p: the hold (hqdn3d) then works on the video's own pixel format and range, as in
  // the conversion. JPEG stills decode as full-range yuvj420p and PNG as RGB, where the hold's
  // thresholds are other steps: on the fixture clips the GIF came out up to 7% larger.
  // Where there is a hold, a light spatial smoothing (hqdn3d spatial 2, no temporal) first: each
  // JPEG still has coding noise of its own that changes from still to still where the video does
  // not, and defeats the hold. All frames of each clip at 24 fps, 320 px, Medium, from JPEG vs
  // the conversion: flower 1.19 → 1.01, friday 1.05 → 0.99, bottle-detection 1.02 → 0.95. High
  // (no hold) redraws every frame anyway, so its frames go as they are.
  const smoothing = preset.temporalHold > 0 ? ",hqdn3d=2:2:0:0" : "";
  const graph = `[0:v]format=yuv420p,${pictureChain(plan)}${smoothing}[gifsource];${gifChain(preset)}`;
  return {
    binary: "ffmpeg",
    args: [
      ...["-v", "error", "-y", "-nostats"],
      // Stills read as a clip at the GIF's frame rate, from frame 0.
      ...["-f", "image2", "-framerate", String(plan.fps), "-start_number", "0"],
      ...["-i", plan.framesPattern, "-filter_complex", graph],
      ...["-map", "[gif]", "-loop", "0", "-f", "gif", plan.gifPath],
    ],
  };
}

/**
 * gifsicle's lossy LZW after ffmpeg (quality low): `-O3` also keeps only changed pixels, and
 * `-Okeep-empty` keeps a frame identical to the one before (a still scene) rather than merging it,
 * so the GIF keeps one frame per video frame.
 */
export function buildLossyCommand(
  inputPath: string,
  outputPath: string,
  lossy: number,
): MediaCommand {
  return {
    binary: "gifsicle",
    args: ["-O3", "-Okeep-empty", `--lossy=${lossy}`, inputPath, "--output", outputPath],
  };
}

/**
 * Turns the graph's progress lines into a fraction of the work done (0-1). Each frame gives a
 * line `frame:N pts:P pts_time:T` followed by `gifkit=decoded` or `gifkit=encoded`. Half the
 * weight each: with one palette for the clip, GIF frames only come out after decoding is over.
 * `selectedSeconds` may be corrected while running (the video turned out shorter).
 */
export function createProgressParser(selectedSeconds: number) {
  let total = selectedSeconds;
  let lastTime = 0;
  let decodedSeconds = 0;
  let encodedSeconds = 0;
  const fraction = () => {
    const decoded = Math.min(1, decodedSeconds / total);
    const encoded = Math.min(1, encodedSeconds / total);
    return decoded * 0.5 + encoded * 0.5;
  };
  return {
    /** The fraction after this line, or null when the line changes nothing. */
    line(text: string): number | null {
      const time = /pts_time:(-?[\d.]+)/.exec(text);
      if (time) {
        lastTime = Number(time[1]);
        return null;
      }
      const stage = /^gifkit=(decoded|encoded)$/.exec(text.trim());
      if (!stage || !Number.isFinite(lastTime)) return null;
      if (stage[1] === "decoded") decodedSeconds = Math.max(decodedSeconds, lastTime);
      else encodedSeconds = Math.max(encodedSeconds, lastTime);
      return fraction();
    },
    setSelectedSeconds(seconds: number) {
      if (seconds > 0) total = seconds;
    },
  };
}
