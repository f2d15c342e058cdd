import { defineExample } from "../shared/example.ts";

/** The page's before/after, made through the API by apps/server/scripts/make-examples.ts. */
export default defineExample({
  inputs: [{ kind: "clip", clip: "friday-video" }],
  steps: [
    {
      fields: { mode: "burn", size: "medium", position: "bottom", format: "mp4" },
      attachments: { subtitles: "switchboardSubtitles" },
    },
  ],
  settings: "an SRT of two cues burned in, medium size, at the bottom, MP4",
  inputAlts: ["Women at a telephone switchboard in an old black-and-white film, one in a top hat."],
  outputAlt:
    "The switchboard scene with the subtitles “Number, please?” then “Putting you through now.” at the bottom.",
});
