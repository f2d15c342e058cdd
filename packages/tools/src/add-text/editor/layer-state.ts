import {
  clampFontSize,
  clampLineHeight,
  clampMaxWidthRatio,
  clampOffset,
  clampStrokeWidth,
  defaultTextLayer,
  roundTime,
  type TextLayerOptions,
  type TextPresetId,
  textPresets,
  timeStepSeconds,
} from "../options.ts";

/**
 * The Add Text screen's layers (spec: tools §4): "Add Layer appends a copy of the current settings
 * and timing and selects it. Selecting a chip loads its settings. Editing while one is selected
 * updates it. Delete Selected removes it and clears the selection. With no layers, the current
 * settings are used as a single layer." Pure functions, so the rules are tested without a page.
 */

export interface HeldLayer {
  id: number;
  settings: TextLayerOptions;
  /** A custom .ttf/.otf chosen for this layer (sent as font_N). */
  customFont: Blob | null;
  customFontName: string | null;
}

export interface LayersState {
  /** The settings panel's values (the selected layer's while one is selected). */
  current: TextLayerOptions;
  currentFont: { file: Blob; name: string } | null;
  layers: HeldLayer[];
  selectedId: number | null;
  nextId: number;
}

export const initialLayersState: LayersState = {
  current: defaultTextLayer,
  currentFont: null,
  layers: [],
  selectedId: null,
  nextId: 1,
};

/** The smallest window a layer can have on the timing slider. */
export const minimumWindowSeconds = 0.1;

function updateSelected(
  state: LayersState,
  current: TextLayerOptions,
  currentFont: LayersState["currentFont"],
): LayersState {
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

/** Changes some settings (of the selected layer too, when one is selected). */
export function editSettings(state: LayersState, changes: Partial<TextLayerOptions>): LayersState {
  return updateSelected(state, { ...state.current, ...changes }, state.currentFont);
}

export function setCustomFont(
  state: LayersState,
  font: { file: Blob; name: string } | null,
): LayersState {
  return updateSelected(state, state.current, font);
}

/** A preset sets style and position; the text and timing stay. */
export function applyPreset(state: LayersState, preset: TextPresetId): LayersState {
  return editSettings(state, { offset_x: 0, offset_y: 0, ...textPresets[preset].settings });
}

export function addLayer(state: LayersState): LayersState {
  const id = state.nextId;
  return {
    ...state,
    layers: [
      ...state.layers,
      {
        id,
        settings: state.current,
        customFont: state.currentFont?.file ?? null,
        customFontName: state.currentFont?.name ?? null,
      },
    ],
    selectedId: id,
    nextId: id + 1,
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

export function deleteSelected(state: LayersState): LayersState {
  if (state.selectedId === null) return state;
  return {
    ...state,
    layers: state.layers.filter((layer) => layer.id !== state.selectedId),
    selectedId: null,
  };
}

/** What is drawn and sent: the layers, or the current settings as the only layer. */
export function effectiveLayers(
  state: LayersState,
): { id: number; settings: TextLayerOptions; customFont: Blob | null }[] {
  if (state.layers.length > 0) return state.layers;
  return [{ id: 0, settings: state.current, customFont: state.currentFont?.file ?? null }];
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
