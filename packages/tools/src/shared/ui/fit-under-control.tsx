import { type Destination, gifDestinations } from "@gifkit/contracts";
import { Fragment, type ReactNode, useId } from "react";
import {
  capMark,
  capToDestination,
  customSizeMessage,
  destinationTargetBytes,
  type FitUnderRequest,
  type FitUnderState,
  fitUnderFields,
  fitUnderOff,
  fitUnderRequest,
  type PixelBox,
  type SizeUnit,
  sizeUnitBytes,
} from "../fit-under.ts";
import {
  customSizeProblemIn,
  destinationExtraLimitsIn,
  destinationName,
  destinationSidesIn,
  fitBytes,
} from "../i18n/fit-under-words.ts";
import { formatDate } from "../i18n/format.ts";
import { type ToolUi, useToolUi } from "../i18n/tool-ui-text.ts";
import { useKeptState } from "../kept-settings.ts";
import { targetSizeLimitsBytes } from "../target-size.ts";

const customChoice = "custom";

/** A template's {name}s filled with elements (a <strong>, a link), in the language's word order. */
export function fillNodes(template: string, values: Record<string, ReactNode>): ReactNode {
  return template.split(/(\{\w+\})/).map((piece, index) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed template
      <Fragment key={index}>{name !== undefined && name in values ? values[name] : piece}</Fragment>
    );
  });
}

/** The editor's English `order` (what its fit gives up first) in the page's language. */
function orderIn(ui: ToolUi, order: string): string {
  if (ui.languageCode === "en") return order;
  const { orders } = ui.text.fitUnder;
  return order === english.orders.colorsFirst ? orders.colorsFirst : orders.default;
}
const english = {
  orders: {
    default: "lossy compression and colors first, then dimensions, then frame rate",
    colorsFirst: "colors first (down to 96), then dimensions, then frame rate",
  },
};

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
  order = english.orders.default,
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
  const ui = useToolUi();
  const words = ui.text.fitUnder;
  const bytes = (count: number) => fitBytes(ui.languageCode, count);
  const destination = request.destination;
  const sizeLimit = destination ? destinationSidesIn(ui, destination) : null;
  const name = destination ? destinationName(ui, destination) : "";
  const extraLimits = destination ? destinationExtraLimitsIn(ui, destination) : [];
  // fit-under.ts's one problem, in the page's language.
  const problem = request.problem === customSizeMessage ? customSizeProblemIn(ui) : request.problem;
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
          <label htmlFor={`${id}-on`}>{words.title}</label>
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
        {state.on ? ui.fill(words.aboutOn, { order: orderIn(ui, order) }) : words.aboutOff}
      </p>
      {state.on && (
        <div className="space-y-4">
          <div>
            <label htmlFor={`${id}-choice`} className="field-label">
              {words.destination}
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
                  {ui.fill(words.destinationOption, {
                    name: destinationName(ui, entry),
                    size: bytes(destinationTargetBytes(entry)),
                  })}
                </option>
              ))}
              <option value={customChoice}>{words.custom}</option>
            </select>
          </div>

          {destination && (
            <div className="space-y-2 text-sm text-slate-700" data-fit-destination={destination.id}>
              <p>
                {fillNodes(words.fitsUnder, {
                  size: (
                    <strong className="text-slate-900">
                      {bytes(destinationTargetBytes(destination))}
                    </strong>
                  ),
                })}
                {destination.max_bytes > destinationTargetBytes(destination) &&
                  ui.fill(words.destinationTakesMore, {
                    name,
                    max: bytes(destination.max_bytes),
                    size: bytes(destinationTargetBytes(destination)),
                  })}
                .
              </p>
              {sizeLimit && destination.sides === "exact" ? (
                <p data-fit-size-cap>
                  {fillNodes(words.sizeExact, {
                    name,
                    size: <strong>{ui.fill(words.exactly, { size: sizeLimit })}</strong>,
                  })}
                </p>
              ) : (
                sizeLimit && (
                  <p data-fit-size-cap>
                    {fillNodes(words.sizeLargest, { name, size: <strong>{sizeLimit}</strong> })}{" "}
                    {sizeNote}
                  </p>
                )
              )}
              {extraLimits.length > 0 && (
                <p data-fit-extra-limits>
                  {ui.fill(words.extraLimits, {
                    name,
                    limits: extraLimits.join(words.limitsJoin),
                  })}
                </p>
              )}
              {destination.converts_to_video ? (
                <div
                  className="space-y-1.5 rounded-xl bg-amber-50 px-3 py-2.5 text-amber-950"
                  data-fit-video-note
                >
                  {/* The notes are @gifkit/contracts' English sentences (not yet translated). */}
                  <p lang={ui.languageCode === "en" ? undefined : "en"}>{destination.note}</p>
                  <p className="font-medium">{videoSuggestion}</p>
                </div>
              ) : (
                <p
                  className="text-xs text-slate-500"
                  lang={ui.languageCode === "en" ? undefined : "en"}
                >
                  {destination.note}
                </p>
              )}
              <p className="text-xs text-slate-500">
                <a
                  className="underline hover:text-brand-800"
                  href={destination.source}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {words.source}
                </a>{" "}
                {ui.fill(words.readOn, {
                  date:
                    ui.languageCode === "en"
                      ? destination.read_on
                      : formatDate(ui.languageCode, destination.read_on),
                })}
              </p>
            </div>
          )}

          {state.choice === customChoice && (
            <div>
              <label htmlFor={`${id}-custom`} className="field-label">
                {words.custom}
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
                  placeholder={words.customPlaceholder}
                  aria-invalid={showProblem}
                  aria-describedby={`${id}-custom-hint${showProblem ? ` ${id}-custom-error` : ""}`}
                  onChange={(event) => onChange({ ...state, customText: event.target.value })}
                />
                <select
                  aria-label={words.unitLabel}
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
                {ui.fill(words.customHint, {
                  min: bytes(targetSizeLimitsBytes.min),
                  max: bytes(targetSizeLimitsBytes.max),
                })}
              </p>
              {showProblem && (
                <p
                  id={`${id}-custom-error`}
                  role="alert"
                  className="mt-1 text-sm font-medium text-red-700"
                >
                  {problem}
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
  const ui = useToolUi();
  const words = ui.text.fitUnder;
  const convertPath =
    ui.languageCode === "en" ? "/convert" : `/${ui.languageCode.toLowerCase()}/convert`; // the prefix (languages.ts);
  return fillNodes(words.convertSuggestion, {
    link: (
      // A new tab: leaving this page would drop the GIF and the settings chosen here.
      <a
        className="underline hover:text-brand-800"
        href={convertPath}
        target="_blank"
        rel="noopener"
      >
        {words.convertLink}
      </a>
    ),
  });
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
  const { text, fill } = useToolUi();
  const capped = cappedTo === capMark(destination, size);
  const within = !capToDestination(size, destination).capped;
  const sides = { width: size.width, height: size.height };
  if (!within) {
    return <span className="font-medium text-red-700">{fill(text.fitUnder.tooBig, sides)}</span>;
  }
  return <>{fill(capped ? text.fitUnder.lowered : text.fitUnder.fits, sides)}</>;
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
