/**
 * The shared editor parts' words (issue 38: buttons, switches, the fit-under control, the frame
 * strip...), in English: the type every other language's file (editor-ui.<code>.ts) must
 * satisfy, so a missing or extra key fails `npm run check`. Build time only, like tool-ui.en.ts:
 * the tool route puts the page's language's catalog into the page's data and the editor parts
 * read it through useEditorText() (editor-text.ts). A tool's own editor words are in its folder's
 * editor-text.ts. Placeholders are {name}; plural forms are keyed by Intl.PluralRules categories.
 */

import type { PluralForms } from "./format.ts";

/** Plural forms: the categories a language needs (Japanese and Indonesian only `other`). */
const forms = (plural: PluralForms): PluralForms => plural;

export const editorUiEn = {
  actions: {
    uploadDifferentGif: "Upload Different GIF",
  },
  switch: { on: "On", off: "Off" },
  preview: {
    alt: "Preview of {name}",
    originalSize: "Original size:",
  },
  /** The video tools' output format choice (shared/ui/video-format-choice.tsx). */
  videoFormat: { label: "Format" },
  frameOrder: {
    reverse: "Reverse",
    boomerang: "Boomerang",
    reverseExplanation:
      "Every frame is played from last to first, and each keeps its own delay, so pauses stay where they were. The loop setting is kept as it is.",
    boomerangExplanation:
      "The frames play forward, then backward to the start, so the loop never jumps. The first and last frames are not shown twice at the turns; every frame keeps its own delay, and the GIF lasts nearly twice as long. The loop setting is kept as it is.",
    reverseAction: "Reverse GIF",
    boomerangAction: "Make Boomerang",
    reverseBusy: "Reversing...",
    boomerangBusy: "Making the boomerang...",
    settings: "What happens",
    playFrames: "Play the frames",
    tooMany:
      "A boomerang of this GIF would have {frames} frames (its {forward} forward, then back); results can have at most {max} frames. Cut it to {fewer} frames or fewer with {cutLink} first, then make the boomerang of the result.",
    cutLink: "Cut GIF",
  },
  /** Censor's region boxes (shared/ui/censor-stage.tsx), used by Censor and Censor Video. */
  censorStage: {
    region: "Region {number}: {style}, {width} × {height} px at x {x}, y {y}",
    notActive: "{region}, not hidden at this moment",
    styles: {
      blur: "blur",
      pixelate: "pixelate",
      box: "box",
    },
  },
  /** Parts of the layer editors (Censor, Overlay, Draw, Combine, Split, Sprite sheet). */
  /** Shared parts of ed-misc's brief: the size estimate, the time range, the move and remove buttons. */
  sharedParts: {
    estimate: {
      label: "Estimated size:",
      about: "about {size}",
      measuring: "measuring…",
      notAvailable: "not available",
      fitAtMost: ", at most {size} with Fit under",
      failed: "The estimate failed.",
      couldNotStart: "The estimate could not start.",
      tooLong: "The estimate took too long.",
      progressUnreadable: "The estimate's progress could not be read.",
    },
    timeRange: {
      seconds: "{seconds} s",
      theEnd: "the end",
      start: "Start (s)",
      end: "End (s)",
      endPlaceholder: "End of the GIF",
      notNumbers: "Times are numbers of seconds, such as 1.5.",
    },
    moveRemove: {
      nouns: { animation: "animation", image: "image", step: "step" },
      up: "Move {noun} {number} up",
      down: "Move {noun} {number} down",
      left: "Move {noun} {number} left",
      right: "Move {noun} {number} right",
      remove: "Remove",
      removeLabel: "Remove {noun} {number}",
    },
  },
  /** The video editor frame's and the video loader's words (shared/ui/video-editor-frame.tsx, shared/web/use-video-source.tsx). */
  videoParts: {
    uploadDifferentVideo: "Upload Different Video",
    region: "{label}: player and timeline",
    play: "Play",
    pause: "Pause",
    previousFrame: "Previous frame",
    nextFrame: "Next frame",
    frameBack: "−1 frame",
    frameForward: "+1 frame",
    mute: "Mute",
    playhead: "Playhead",
    seconds: "{seconds} s",
    frameTime: "{time}, frame {frame} of {count}",
    range: "Range",
    rangeStart: "{range} start",
    rangeEnd: "{range} end",
    rangeFrom: "{range}: {start} to {end},",
    rangeFrames: forms({ one: "({count} frame)", other: "({count} frames)" }),
    startValue: "{time}, from frame {frame}",
    endValue: "{time}, through frame {frame}",
    startHere: "Start here",
    endAfterFrame: "End after this frame",
    playRange: "Play {range}",
    /** The timeline's keys (onFrameKey); the range's own (I, O) only where there is a range. */
    keyHelp:
      "With the timeline focused: Left and Right arrows: one frame; Shift+arrows: one second; Home, End: the first and last frame; Space: play or pause; J: a frame back (hold to go back), K: pause, L: play (again: faster).",
    keyHelpRange:
      "With the timeline focused: Left and Right arrows: one frame; Shift+arrows: one second; Home, End: the first and last frame; Space: play or pause; J: a frame back (hold to go back), K: pause, L: play (again: faster); I and O: the range's start and end here.",
    noFrameRate: "The file declares no frame rate: a step is 1/{fps} s.",
    frameRate: "{fps} frames a second.",
    frameRatePreview:
      "{fps} frames a second; this browser cannot play the file, so a preview made by GifKit is shown (the original is used).",
    loading: "Loading the video...",
    fetching: "Fetching the video...",
    preparingPreview: "This format does not play in the browser: preparing a preview...",
    loadFailed: "Failed to load video file/URL.",
    uploadFailed: "Failed to process video URL",
  },
  /** ed-c's shared words (Crop and Crop Video's box handles...). */
  edC: {
    /** The crop box's handles (react-image-crop's aria labels), in Crop's and Crop Video's editors. */
    cropHandles: {
      cropArea: "Crop box: drag to move, arrow keys to nudge",
      nwDragHandle: "Top-left handle",
      nDragHandle: "Top handle",
      neDragHandle: "Top-right handle",
      eDragHandle: "Right handle",
      seDragHandle: "Bottom-right handle",
      sDragHandle: "Bottom handle",
      swDragHandle: "Bottom-left handle",
      wDragHandle: "Left handle",
    },
  },
};

/** What every language's editor-UI file must provide: the English file's shape, any strings. */
export type EditorUiMessages = typeof editorUiEn;
