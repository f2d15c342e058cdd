/**
 * The stages a running task's status text names (issue 38), one list as the error codes are: a
 * task status carries its stage's id (`stage`) and numbers (`stage_values`) besides the English
 * `status`, so a page in another language writes the stage in its own words (the tool-ui
 * catalogs' `stages`, typed by this list). The API keeps the English `status` text.
 */

/** Stages whose text has no values: the server's status text is this text, exactly. */
export const fixedStageTexts = {
  "waiting-in-queue": "Waiting in queue...",
  processing: "Processing...",
  retrying: "Interrupted; retrying...",
  "downloading-from-url": "Downloading from URL...",
  "preparing-preview": "Preparing a preview...",
  "reading-frames": "Reading frames...",
  "reading-the-video": "Reading the video...",
  "reading-the-overlay": "Reading the overlay...",
  "decoding-frames": "Decoding frames...",
  "decoding-video": "Decoding video...",
  "decoding-the-gifs": "Decoding the GIFs...",
  "converting-video": "Converting video...",
  "converting-webp-to-gif": "Converting WebP to GIF...",
  "converting-apng-to-gif": "Converting APNG to GIF...",
  "converting-mng-to-gif": "Converting MNG to GIF...",
  "creating-frames": "Creating frames...",
  "editing-frames": "Editing frames...",
  "editing-and-encoding-frames": "Editing and encoding frames...",
  "editing-the-video": "Editing the video...",
  "applying-effects": "Applying effects...",
  "drawing-the-overlay": "Drawing the overlay...",
  "drawing-text": "Drawing text...",
  "censoring-regions": "Censoring regions...",
  "cropping-frames": "Cropping frames...",
  "cropping-the-image": "Cropping the image...",
  "cutting-frames": "Cutting frames...",
  "copying-the-part": "Copying the part...",
  "resizing-frames": "Resizing frames...",
  "rotating-frames": "Rotating frames...",
  "flipping-frames": "Flipping frames...",
  "rotating-and-flipping-frames": "Rotating and flipping frames...",
  "reversing-frames": "Reversing frames...",
  "making-the-boomerang": "Making the boomerang...",
  "changing-speed": "Changing speed...",
  "reducing-colors": "Reducing colors...",
  optimizing: "Optimizing...",
  "optimising-gif": "Optimising GIF...",
  compressing: "Compressing...",
  "compressing-gif": "Compressing GIF...",
  "measuring-the-video": "Measuring the video (pass 1 of 2)...",
  "compressing-second-pass": "Compressing (pass 2 of 2)...",
  "compressing-again": "Compressing again, closer to the size...",
  "already-smaller": "The GIF is already smaller than our result.",
  "joining-the-gifs": "Joining the GIFs...",
  "placing-side-by-side": "Placing the GIFs side by side...",
  "laying-out-the-frames": "Laying out the frames...",
  "writing-the-frame-list": "Writing the frame list...",
  "cutting-the-sheet": "Cutting the sheet...",
  "saving-frames": "Saving frames...",
  "packing-the-zip": "Packing the ZIP...",
  "saving-the-sound": "Saving the sound...",
  "removing-the-sound": "Removing the sound...",
  "adding-the-sound": "Putting the new sound under the video...",
  "burning-in-subtitles": "Burning in the subtitles...",
  "adding-subtitle-track": "Adding the subtitle track...",
  encoding: "Encoding...",
  "encoding-gif": "Encoding GIF...",
  "encoding-the-gif": "Encoding the GIF...",
  "encoding-the-combined-gif": "Encoding the combined GIF...",
  "encoding-apng-frames": "Encoding APNG frames...",
  "encoding-webp-frames": "Encoding WebP frames...",
  "assembling-webp": "Assembling the WebP animation...",
  "waiting-for-generation": "Waiting for the generation server...",
  "generating-frames": "Generating frames...",
  "downloading-frames": "Downloading frames...",
  saving: "Saving...",
};

/**
 * Stages with values, in the words a page fills them with ({name}: a value of `stage_values`;
 * `_bytes` a size, `destination` a destination's id). The server writes its own English status
 * text for these (the same sentence, its numbers written its way).
 */
export const valueStageTexts = {
  "converting-format-to-gif": "Converting {format} to GIF...",
  "encoding-format": "Encoding {format}...",
  "encoding-format-frames": "Encoding {format} frames...",
  "encoding-video-frames": "Encoding {frames} video frames...",
  "reading-gif-of": "Reading GIF {position} of {count}...",
  "decoding-gif-of": "Decoding GIF {position} of {count}...",
  "reading-image-of": "Reading image {position} of {count}...",
  "encoding-frame-of": "Encoding frame {position} of {count}...",
  "generation-queue-ahead": "Waiting for the generation server: {jobs_ahead} ahead in its queue",
  "generating-frames-step": "Generating frames: step {step} of {total_steps}",
  "meeting-destination-limits": "Meeting the {destination} limits...",
  "encoding-destination-quality": "Encoding the {destination} (quality {attempt} of {attempts})...",
  "converting-to-fit": "Converting at {width}×{height}, {fps} fps to fit under {target_bytes}...",
  "fitting-under-attempt": "Fitting under {target_bytes} (attempt {attempt})...",
  "fitting-under-sample": "Fitting under {target_bytes}: measuring a sample...",
  "fitting-under-sample-count": "Fitting under {target_bytes}: measuring a sample ({samples})...",
  /** Plural forms by {count} (the encodes). */
  "fitted-under": {
    one: "Fitted under {target_bytes} in {count} encode and {samples} of a sample.",
    other: "Fitted under {target_bytes} in {count} encodes and {samples} of a sample.",
  },
};

export const progressStageTexts = { ...fixedStageTexts, ...valueStageTexts };
export type FixedStageId = keyof typeof fixedStageTexts;
export type ValueStageId = keyof typeof valueStageTexts;
export type ProgressStageId = FixedStageId | ValueStageId;

/** A stage's values by name: numbers, or words the server does not translate (a format name). */
export type ProgressStageValues = Readonly<Record<string, string | number>>;

/** The stage a progress report names: its id and, for a stage with values, the values. */
export interface ProgressStage {
  id: ProgressStageId;
  values?: ProgressStageValues;
}

const stageIds: ReadonlySet<string> = new Set(Object.keys(progressStageTexts));

/** True for an id of the list (a status read from the network or from storage). */
export function isProgressStageId(value: unknown): value is ProgressStageId {
  return typeof value === "string" && stageIds.has(value);
}

/** A report's status text and stage for a stage without values: `{ percent, ...stage("saving") }`. */
export function stage(id: FixedStageId): { status: string; stage: ProgressStage } {
  return { status: fixedStageTexts[id], stage: { id } };
}

/**
 * A report's status text and stage for a stage with values: the server's English sentence as it
 * writes it, and the values a page in another language fills its own sentence with.
 */
export function stageWith(
  id: ValueStageId,
  values: ProgressStageValues,
  status: string,
): { status: string; stage: ProgressStage } {
  return { status, stage: { id, values } };
}
