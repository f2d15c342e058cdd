import { z } from "zod";

/**
 * Video Audio (issue 42): three jobs on a video's sound. `mute` drops it and copies the picture
 * untouched; `replace` puts the sound of a second file (the `audio` field) under the copied
 * picture; `extract` saves the video's own sound as an audio file.
 */
export const videoAudioActions = ["mute", "replace", "extract"] as const;
export type VideoAudioAction = (typeof videoAudioActions)[number];

/** How a replacement sound is fitted: cut or padded with silence to the video's length, or not. */
export const audioFits = ["video", "shortest"] as const;
/** The extracted sound's format: AAC in an M4A file (the default), or MP3. */
export const extractFormats = ["m4a", "mp3"] as const;
export type ExtractFormat = (typeof extractFormats)[number];

/** The multipart field of the replacement sound. */
export const audioFieldName = "audio";
/** File names the replacement sound may have (its content decides: isAudioSourceHead). */
export const audioExtensions = [
  "mp3",
  "m4a",
  "aac",
  "wav",
  "ogg",
  "oga",
  "opus",
  "mp4",
  "mov",
  "webm",
] as const;

export const videoAudioMessages = {
  action: "action must be mute, replace or extract.",
  audioFit: "audio_fit must be video (cut or padded to the video's length) or shortest.",
  audioFormat: "audio_format must be m4a or mp3.",
  missingAudio:
    "Replacing the sound needs a second file: send an MP3, M4A, WAV or OGG file (or a video, for its sound) in the audio field.",
  audioNotUsed:
    "The audio file is used only to replace the sound: set action to replace, or leave it out.",
  refusedAudio: (fileName: string) =>
    `${fileName} is not a sound file GifKit reads: use MP3, M4A, WAV or OGG, or a video (MP4, MOV, WebM) for its sound.`,
  noSoundToExtract: "This video has no sound to extract.",
  noSoundInAudioFile: "The audio file has no sound track: choose a file with sound.",
  copyContainer: (container: string) =>
    `Muting or replacing the sound keeps the picture as it is (no re-encoding), which works for MP4, MOV and WebM videos; this video is ${container.toUpperCase()}. Convert it to MP4 first with Convert Video.`,
} as const;

export const videoAudioOptionsSchema = z.object({
  action: z
    .enum(videoAudioActions, { error: videoAudioMessages.action })
    .default("mute")
    .meta({ description: "mute (the default), replace (with the audio file) or extract." }),
  audio_fit: z.enum(audioFits, { error: videoAudioMessages.audioFit }).default("video").meta({
    description:
      "replace only: video (the default: the sound is cut, or padded with silence, to the video's length) or shortest (the result ends with the shorter of the two).",
  }),
  audio_format: z
    .enum(extractFormats, { error: videoAudioMessages.audioFormat })
    .default("m4a")
    .meta({ description: "extract only: m4a (AAC, the default) or mp3." }),
});
export type VideoAudioOptions = z.output<typeof videoAudioOptionsSchema>;
export const videoAudioDefaults: VideoAudioOptions = {
  action: "mute",
  audio_fit: "video",
  audio_format: "m4a",
};

/**
 * A replacement sound by its first bytes: MP3 (an ID3 tag or an MPEG audio frame's sync, which
 * ADTS AAC shares), an ISO-BMFF file (M4A, MP4, MOV: "ftyp" at byte 4), WAV (RIFF....WAVE), Ogg
 * (OggS) or Matroska/WebM (the EBML magic).
 */
export function isAudioSourceHead(head: Uint8Array): boolean {
  const starts = (bytes: readonly number[], at = 0) =>
    bytes.every((byte, index) => head[at + index] === byte);
  return (
    starts([0x49, 0x44, 0x33]) ||
    (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0) ||
    starts([0x66, 0x74, 0x79, 0x70], 4) ||
    (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x41, 0x56, 0x45], 8)) ||
    starts([0x4f, 0x67, 0x67, 0x53]) ||
    starts([0x1a, 0x45, 0xdf, 0xa3])
  );
}

/** The start call's check of the options against the files sent (a 400 before anything runs). */
export function videoAudioInputProblem(
  options: VideoAudioOptions,
  attachmentFields: readonly string[],
): string | null {
  const hasAudio = attachmentFields.includes(audioFieldName);
  if (options.action === "replace" && !hasAudio) return videoAudioMessages.missingAudio;
  if (options.action !== "replace" && hasAudio) return videoAudioMessages.audioNotUsed;
  return null;
}
