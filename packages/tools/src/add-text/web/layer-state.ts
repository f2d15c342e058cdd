import {
  clampFontSize,
  clampLineHeight,
  clampMaxWidthRatio,
  clampOffset,
  clampStrokeWidth,
  defaultTextLayer,
  maxTextLayers,
  roundTime,
  type TextLayerOptions,
  type TextPresetId,
  textPresets,
  timeStepSeconds,
} from "../shared/options.ts";

/**
 * The Add Text screen's layers (spec: tools §4, as corrected by issue 18): the settings panel edits
 * either the draft (no chip selected) or a kept layer (its chip selected). Add Layer keeps the
 * draft as a layer and starts a new, unselected draft with the same style, no text and the whole
 * GIF as its time,
 * so typing next never overwrites what was kept. Selecting a chip loads its settings (the draft is
 * put aside and comes back when the chip is released). Delete Selected removes it and clears the
 * selection. What is sent: the kept layers plus the draft when it has text (with no kept layers,
 * the draft is the single layer). Pure functions, so the rules are tested without a page.
 */

export interface HeldLayer {
  id: number;
  settings: TextLayerOptions;
  /** A custom .ttf/.otf chosen for this layer (sent as font_N). */
  customFont: Blob | null;
  customFontName: string | null;
}

type ChosenFont = { file: Blob; name: string } | null;

export interface LayersState {
  /** The settings panel's values (the selected layer's while one is selected, else the draft's). */
  current: TextLayerOptions;
  currentFont: ChosenFont;
  /** The draft, put aside while a kept layer is selected. */
  draft: { settings: TextLayerOptions; font: ChosenFont };
  layers: HeldLayer[];
  selectedId: number | null;
  nextId: number;
}

export const initialLayersState: LayersState = {
  current: defaultTextLayer,
  currentFont: null,
  draft: { settings: defaultTextLayer, font: null },
  layers: [],
  selectedId: null,
  nextId: 1,
};

/**
 * The layers as kept for a reload (shared/kept-settings.ts): a chosen font file cannot be kept,
 * like any chosen file, so its layers come back with their bundled font.
 */
export function layersWithoutFonts(state: LayersState): LayersState {
  return {
    ...state,
    currentFont: null,
    draft: { ...state.draft, font: null },
    layers: state.layers.map((layer) => ({ ...layer, customFont: null, customFontName: null })),
  };
}

/** The draft's id in the preview (kept layers count from 1). */
export const draftLayerId = 0;

/** The smallest window a layer can have on the timing slider. */
export const minimumWindowSeconds = 0.1;

function update(
  state: LayersState,
  current: TextLayerOptions,
  currentFont: LayersState["currentFont"],
): LayersState {
  if (state.selectedId === null) {
    return { ...state, current, currentFont, draft: { settings: current, font: currentFont } };
  }
  return {
    ...state,
    current,
    currentFont,
    layers: state.layers.map((layer) =>
      layer.id === state.selectedId
        ? {
            ...layer,
            settings: current,
            customFont: currentFont?.file ?? null,
            customFontName: currentFont?.name ?? null,
          }
        : layer,
    ),
  };
}

/** Changes some settings (of the selected layer when one is selected, else of the draft). */
export function editSettings(state: LayersState, changes: Partial<TextLayerOptions>): LayersState {
  return update(state, { ...state.current, ...changes }, state.currentFont);
}

export function setCustomFont(state: LayersState, font: ChosenFont): LayersState {
  return update(state, state.current, font);
}

/** A preset sets style and position; the text and timing stay. */
export function applyPreset(state: LayersState, preset: TextPresetId): LayersState {
  return editSettings(state, { offset_x: 0, offset_y: 0, ...textPresets[preset].settings });
}

function keep(state: LayersState, settings: TextLayerOptions, font: ChosenFont): LayersState {
  return {
    ...state,
    layers: [
      ...state.layers,
      {
        id: state.nextId,
        settings,
        customFont: font?.file ?? null,
        customFontName: font?.name ?? null,
      },
    ],
    nextId: state.nextId + 1,
  };
}

/** At most this many kept layers, so the kept layers and a draft never pass the server's limit. */
export const maxKeptLayers = maxTextLayers - 1;

/** Add Layer can keep something: the draft (or the put-aside draft) has text and there is room. */
export function canAddLayer(state: LayersState): boolean {
  return state.draft.settings.text.trim() !== "" && state.layers.length < maxKeptLayers;
}

/**
 * Keeps the draft as a layer (a selected chip is already kept) and starts a new, unselected draft
 * with the current style, an empty text box and the whole GIF as its time: a new layer does not
 * inherit the last one's window (issue 24: a start typed after it was silently moved).
 */
export function addLayer(state: LayersState): LayersState {
  if (!canAddLayer(state)) return state;
  const kept = keep(state, state.draft.settings, state.draft.font);
  const settings = {
    ...state.current,
    text: "",
    start_time: defaultTextLayer.start_time,
    end_time: defaultTextLayer.end_time,
  };
  return {
    ...kept,
    current: settings,
    currentFont: state.currentFont,
    draft: { settings, font: state.currentFont },
    selectedId: null,
  };
}

export function selectLayer(state: LayersState, id: number): LayersState {
  const layer = state.layers.find((candidate) => candidate.id === id);
  if (!layer) return state;
  return {
    ...state,
    selectedId: id,
    current: layer.settings,
    currentFont:
      layer.customFont && layer.customFontName
        ? { file: layer.customFont, name: layer.customFontName }
        : null,
  };
}

/** Releases the selected chip: the panel edits the draft again. */
export function selectDraft(state: LayersState): LayersState {
  return {
    ...state,
    selectedId: null,
    current: state.draft.settings,
    currentFont: state.draft.font,
  };
}

export function deleteSelected(state: LayersState): LayersState {
  if (state.selectedId === null) return state;
  return selectDraft({
    ...state,
    layers: state.layers.filter((layer) => layer.id !== state.selectedId),
  });
}

/** What is drawn and sent: the kept layers and the draft when it has text (or is the only one). */
export function effectiveLayers(
  state: LayersState,
): { id: number; settings: TextLayerOptions; customFont: Blob | null }[] {
  const draft = {
    id: draftLayerId,
    settings: state.draft.settings,
    customFont: state.draft.font?.file ?? null,
  };
  if (state.layers.length === 0) return [draft];
  return state.draft.settings.text.trim() === "" ? state.layers : [...state.layers, draft];
}

/** The start call's fields: layers as JSON, and each custom font as font_N (N = the layer's place). */
export function toFields(state: LayersState): { layers: string; fonts: Record<string, Blob> } {
  const fonts: Record<string, Blob> = {};
  const layers = effectiveLayers(state).map((layer, index) => {
    if (!layer.customFont) return { ...layer.settings, font_field: null };
    const field = `font_${index}`;
    fonts[field] = layer.customFont;
    return { ...layer.settings, font_field: field };
  });
  return { layers: JSON.stringify(layers), fonts };
}

/** The main text is empty (the action is disabled then). */
export function hasEmptyText(state: LayersState): boolean {
  return effectiveLayers(state).some((layer) => layer.settings.text.trim() === "");
}

/** Field readers with the spec's clamps and fallbacks (tools §5), for the settings panel's raw input. */
export const readField = {
  fontSize: (text: string) => clampFontSize(text),
  strokeWidth: (text: string) => clampStrokeWidth(text),
  /** The panel shows percent (40-100). */
  maxWidthPercent: (text: string) => {
    const percent = text.trim() === "" ? Number.NaN : Number(text);
    return Number.isFinite(percent)
      ? clampMaxWidthRatio(Math.min(100, Math.max(1, percent)) / 100)
      : clampMaxWidthRatio(undefined);
  },
  lineHeight: (text: string) => clampLineHeight(text),
  offset: (text: string) => clampOffset(text),
};

/**
 * Timing from the slider: start between 0 and the end (or the duration), end between the start and
 * the duration, always `minimumWindowSeconds` apart; an end at the duration means "until the end".
 */
export function clampTiming(
  startSeconds: number,
  endSeconds: number | null,
  durationSeconds: number,
  moved: "start" | "end",
): { start_time: number; end_time: number | null } {
  const duration = Math.max(durationSeconds, minimumWindowSeconds);
  let end = endSeconds === null ? duration : Math.min(Math.max(endSeconds, 0), duration);
  let start = Math.min(Math.max(startSeconds, 0), duration);
  if (end - start < minimumWindowSeconds) {
    if (moved === "start") start = Math.max(0, end - minimumWindowSeconds);
    else end = Math.min(duration, start + minimumWindowSeconds);
    if (end - start < minimumWindowSeconds) start = Math.max(0, end - minimumWindowSeconds);
  }
  start = roundTime(start);
  end = roundTime(end);
  return {
    start_time: start,
    end_time: end >= roundTime(duration) - timeStepSeconds / 2 ? null : end,
  };
}
