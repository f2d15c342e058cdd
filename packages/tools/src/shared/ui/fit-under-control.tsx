import { type Destination, destinationExtraLimits, gifDestinations } from "@gifkit/contracts";
import { type ReactNode, useId } from "react";
import {
  capMark,
  capToDestination,
  destinationSizeLimit,
  destinationTargetBytes,
  type FitUnderRequest,
  type FitUnderState,
  fitUnderFields,
  fitUnderOff,
  fitUnderRequest,
  formatBytes,
  type PixelBox,
  type SizeUnit,
  sizeUnitBytes,
} from "../fit-under.ts";
import { useKeptState } from "../kept-settings.ts";
import { targetSizeLimitsBytes } from "../target-size.ts";

const customChoice = "custom";

/**
 * "Fit under a size" (issue 17 §1-2), shared by the editors of Video to GIF, GIF Maker, Optimize
 * and Resize: a switch (off by default), then a destination preset or a custom size. The editor
 * holds the state (so it survives a failed task), sends `fitUnderFields(request)` and caps its
 * own width and height when a destination has a largest size (`onDestinationPicked`).
 */
export function FitUnderControl({
  state,
  request,
  onChange,
  onDestinationPicked,
  sizeNote,
  videoSuggestion,
  disabled,
  order = "lossy compression and colors first, then dimensions, then frame rate",
}: {
  state: FitUnderState;
  /** `fitUnderRequest(state, gifDestinations)`, computed once by the editor. */
  request: FitUnderRequest;
  onChange: (state: FitUnderState) => void;
  /** A destination was chosen (or the control turned on with one chosen): cap the size to it. */
  onDestinationPicked?: (destination: Destination) => void;
  /** What the editor did about a destination's largest width and height (shown under it). */
  sizeNote?: ReactNode;
  /** For a platform that turns GIFs into video: where this tool offers MP4 or WebP. */
  videoSuggestion: ReactNode;
  disabled?: boolean;
  /** What the tool's fit gives up, in order (Video to GIF has no lossy compression in it). */
  order?: string;
}) {
  const id = useId();
  const destination = request.destination;
  const sizeLimit = destination ? destinationSizeLimit(destination) : null;
  // An empty box is not an error yet (the hint gives the range; the start waits for a size).
  const showProblem = request.problem !== null && state.customText.trim() !== "";
  const pick = (choice: string) => {
    onChange({ ...state, choice });
    const picked = gifDestinations.find((entry) => entry.id === choice);
    if (picked) onDestinationPicked?.(picked);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="card space-y-4 p-5" data-fit-under>
      <div className="flex items-center justify-between gap-4">
        <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
          <label htmlFor={`${id}-on`}>Fit under a size</label>
        </h2>
        <input
          id={`${id}-on`}
          type="checkbox"
          className="size-5 cursor-pointer accent-brand-700 disabled:cursor-not-allowed"
          checked={state.on}
          disabled={disabled}
          aria-describedby={`${id}-about`}
          onChange={(event) => {
            onChange({ ...state, on: event.target.checked });
            const current = gifDestinations.find((entry) => entry.id === state.choice);
            if (event.target.checked && current) onDestinationPicked?.(current);
          }}
        />
      </div>
      <p id={`${id}-about`} className="text-xs text-slate-500">
        {state.on
          ? `The GIF is made as good as it can be while staying under this size: ${order}.`
          : "Off: your settings are used as they are. Turn on to choose where the GIF goes, or a size it must stay under."}
      </p>
      {state.on && (
        <div className="space-y-4">
          <div>
            <label htmlFor={`${id}-choice`} className="field-label">
              Where the GIF goes
            </label>
            <select
              id={`${id}-choice`}
              className="field"
              value={state.choice}
              disabled={disabled}
              onChange={(event) => pick(event.target.value)}
            >
              {gifDestinations.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name}: {formatBytes(destinationTargetBytes(entry))}
                </option>
              ))}
              <option value={customChoice}>Custom size</option>
            </select>
          </div>

          {destination && (
            <div className="space-y-2 text-sm text-slate-700" data-fit-destination={destination.id}>
              <p>
                Fits under{" "}
                <strong className="text-slate-900">
                  {formatBytes(destinationTargetBytes(destination))}
                </strong>
                {destination.max_bytes > destinationTargetBytes(destination) &&
                  ` (${destination.name} takes ${formatBytes(destination.max_bytes)}; GifKit makes GIFs up to ${formatBytes(destinationTargetBytes(destination))})`}
                .
              </p>
              {sizeLimit && destination.sides === "exact" ? (
                <p data-fit-size-cap>
                  Size for {destination.name}: <strong>exactly {sizeLimit}</strong>. The GIF is
                  scaled to fit and centered on a transparent canvas of that size.
                </p>
              ) : (
                sizeLimit && (
                  <p data-fit-size-cap>
                    Largest size for {destination.name}: <strong>{sizeLimit}</strong>. {sizeNote}
                  </p>
                )
              )}
              {destinationExtraLimits(destination).length > 0 && (
                <p data-fit-extra-limits>
                  {destination.name} also asks for an animation{" "}
                  {destinationExtraLimits(destination).join(", ")}: a longer GIF is cut to fit and
                  frames are dropped evenly where needed, and the result says what changed.
                </p>
              )}
              {destination.converts_to_video ? (
                <div
                  className="space-y-1.5 rounded-xl bg-amber-50 px-3 py-2.5 text-amber-950"
                  data-fit-video-note
                >
                  <p>{destination.note}</p>
                  <p className="font-medium">{videoSuggestion}</p>
                </div>
              ) : (
                <p className="text-xs text-slate-500">{destination.note}</p>
              )}
              <p className="text-xs text-slate-500">
                <a
                  className="underline hover:text-brand-800"
                  href={destination.source}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Where this limit comes from
                </a>{" "}
                (read {destination.read_on})
              </p>
            </div>
          )}

          {state.choice === customChoice && (
            <div>
              <label htmlFor={`${id}-custom`} className="field-label">
                Custom size
              </label>
              <div className="flex gap-2">
                <input
                  id={`${id}-custom`}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  className="field min-w-0 flex-1"
                  value={state.customText}
                  disabled={disabled}
                  placeholder="e.g. 5"
                  aria-invalid={showProblem}
                  aria-describedby={`${id}-custom-hint${showProblem ? ` ${id}-custom-error` : ""}`}
                  onChange={(event) => onChange({ ...state, customText: event.target.value })}
                />
                <select
                  aria-label="Unit of the custom size"
                  className="field w-24 shrink-0"
                  value={state.customUnit}
                  disabled={disabled}
                  onChange={(event) =>
                    onChange({ ...state, customUnit: event.target.value as SizeUnit })
                  }
                >
                  {Object.keys(sizeUnitBytes).map((unit) => (
                    <option key={unit} value={unit}>
                      {unit}
                    </option>
                  ))}
                </select>
              </div>
              <p id={`${id}-custom-hint`} className="mt-1 text-xs text-slate-500">
                From {formatBytes(targetSizeLimitsBytes.min)} to{" "}
                {formatBytes(targetSizeLimitsBytes.max)}; 1 MB here is 1024 KB, as on the result
                screen.
              </p>
              {showProblem && (
                <p
                  id={`${id}-custom-error`}
                  role="alert"
                  className="mt-1 text-sm font-medium text-red-700"
                >
                  {request.problem}
                </p>
              )}
            </div>
          )}
        </div>
      )}
    </section>
  );
}

/** For tools without a video output: the Convert tool makes the MP4 or WebP from the result. */
export function ConvertSuggestion() {
  return (
    <>
      For an MP4 or WebP, send the result to Convert from the result screen (Edit this GIF), no new
      upload needed; or open{" "}
      {/* A new tab: leaving this page would drop the GIF and the settings chosen here. */}
      <a className="underline hover:text-brand-800" href="/convert" target="_blank" rel="noopener">
        the Convert tool (new tab)
      </a>
      .
    </>
  );
}

/**
 * Under a destination's largest size: whether the editor's size is within it, and that it was
 * lowered when the destination was picked.
 */
export function SizeCapNote({
  size,
  destination,
  cappedTo,
}: {
  size: PixelBox;
  destination: Destination;
  /** `capMark` of the size the editor set when the destination was picked, if it lowered it. */
  cappedTo: string | null;
}) {
  const capped = cappedTo === capMark(destination, size);
  const within = !capToDestination(size, destination).capped;
  if (!within) {
    return (
      <span className="font-medium text-red-700">
        The GIF would be {size.width} × {size.height} px: lower the width or height.
      </span>
    );
  }
  return (
    <>
      {capped ? "Width and height were lowered to fit: " : "Your size fits: "}
      {size.width} × {size.height} px.
    </>
  );
}

/**
 * "Fit under a size" in an editor whose tool squeezes its own finished GIF (shared/fit-result.ts:
 * Crop, Add Text, Reverse, Speed, Rotate & Flip, Cut, Edit frames, Censor, Combine): the state
 * (kept in the editor, so it survives a failed task), the fields to send, and whether the custom
 * size blocks the start. A destination's width, height, duration and frame limits are named here
 * and met by the server (the `destination` field, shared/fit-result.ts).
 */
export function useFitUnder() {
  const [state, setState] = useKeptState("fitUnder", () => fitUnderOff(gifDestinations));
  const request = fitUnderRequest(state, gifDestinations);
  return {
    state,
    setState,
    request,
    fields: fitUnderFields(request),
    blocked: request.problem !== null,
  };
}

/** The control for `useFitUnder`'s state, under the editor's settings. */
export function FitUnderSection({
  fit,
  disabled,
}: {
  fit: ReturnType<typeof useFitUnder>;
  disabled?: boolean;
}) {
  return (
    <FitUnderControl
      state={fit.state}
      request={fit.request}
      onChange={fit.setState}
      disabled={disabled}
      videoSuggestion={<ConvertSuggestion />}
    />
  );
}
