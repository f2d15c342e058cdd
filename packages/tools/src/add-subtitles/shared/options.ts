import { z } from "zod";
import { videoFormatField } from "../../shared/video-output.ts";

/**
 * Add Subtitles (issue 42): a subtitle file (the `subtitles` field: SRT, VTT or ASS) burned into
 * the picture, or added as a track players can turn on and off (soft: the picture copied).
 */
export const subtitleModes = ["burn", "soft"] as const;
export const subtitleSizes = ["small", "medium", "large"] as const;
export const subtitlePositions = ["bottom", "top"] as const;
export type SubtitleSize = (typeof subtitleSizes)[number];
export type SubtitlePosition = (typeof subtitlePositions)[number];

export const subtitlesFieldName = "subtitles";
export const subtitleExtensions = ["srt", "vtt", "ass", "ssa"] as const;

export const addSubtitlesMessages = {
  mode: "mode must be burn (into the picture) or soft (a track players can turn on).",
  size: "size must be small, medium or large.",
  position: "position must be bottom or top.",
  missing: "Choose a subtitle file (SRT, VTT or ASS) in the subtitles field.",
  refused: (fileName: string) =>
    `${fileName} is not a subtitle file GifKit reads: use an SRT, VTT or ASS text file.`,
  softContainer: (container: string) =>
    `A soft subtitle track is added without re-encoding, which works for MP4, MOV and WebM videos; this video is ${container.toUpperCase()}. Burn the subtitles in, or convert the video to MP4 first with Convert Video.`,
} as const;

export const addSubtitlesOptionsSchema = z.object({
  mode: z.enum(subtitleModes, { error: addSubtitlesMessages.mode }).default("burn").meta({
    description:
      "burn (the default: drawn into the picture, re-encoded) or soft (a subtitle track: mov_text in MP4, WebVTT in WebM; the picture copied, not re-encoded).",
  }),
  size: z.enum(subtitleSizes, { error: addSubtitlesMessages.size }).default("medium").meta({
    description: "burn, SRT and VTT: the letters' size, small, medium (the default) or large.",
  }),
  position: z
    .enum(subtitlePositions, { error: addSubtitlesMessages.position })
    .default("bottom")
    .meta({ description: "burn, SRT and VTT: bottom (the default) or top." }),
  format: videoFormatField,
});
export type AddSubtitlesOptions = z.output<typeof addSubtitlesOptionsSchema>;
export const addSubtitlesDefaults: AddSubtitlesOptions = {
  mode: "burn",
  size: "medium",
  position: "bottom",
  format: "mp4",
};

/**
 * The letters' height in libass's units: an SRT or VTT is drawn on a 288-line canvas scaled to
 * the video (ffmpeg's default PlayResY), so medium is about 1/13 of the picture's height.
 */
export const subtitleFontSizes: Record<SubtitleSize, number> = { small: 16, medium: 22, large: 30 };
