import { describe, expect, it } from "vitest";
import { defaultTextLayer, maxTextLayers } from "../shared/options.ts";
import {
  addLayer,
  applyPreset,
  canAddLayer,
  clampTiming,
  deleteSelected,
  editSettings,
  effectiveLayers,
  hasEmptyText,
  initialLayersState,
  maxKeptLayers,
  readField,
  selectDraft,
  selectLayer,
  setCustomFont,
  toFields,
} from "./layer-state.ts";

describe("Add Text layers (spec: tools §4)", () => {
  it("with no layers, the current settings are the single layer", () => {
    const state = editSettings(initialLayersState, { text: "Hello" });
    expect(effectiveLayers(state).map((layer) => layer.settings.text)).toEqual(["Hello"]);
    expect(JSON.parse(toFields(state).layers)).toEqual([{ ...defaultTextLayer, text: "Hello" }]);
  });

  it("Add Layer keeps the current layer and starts a new, unselected one with the same style", () => {
    let state = applyPreset(initialLayersState, "meme");
    state = editSettings(state, {
      text: "TOP CAPTION",
      vertical_align: "top",
      start_time: 1,
      end_time: 1.1,
    });
    state = addLayer(state);
    expect(state.layers.map((layer) => layer.settings.text)).toEqual(["TOP CAPTION"]);
    expect(state.layers[0]?.settings).toMatchObject({ start_time: 1, end_time: 1.1 });
    expect(state.selectedId).toBeNull();
    // Same style, but the whole GIF as its time (issue 24: it inherited 1-1.1 s, so a start
    // typed as 1.5 was moved back to 1.1 s).
    expect(state.current).toMatchObject({
      text: "",
      font_family: "Impact",
      start_time: 0,
      end_time: null,
    });
    // Typing next writes the new layer, never the kept one (issue 18: "Add Text loses work").
    state = editSettings(state, { text: "BOTTOM LINE", vertical_align: "bottom" });
    expect(state.layers[0]?.settings).toMatchObject({ text: "TOP CAPTION", vertical_align: "top" });
    expect(effectiveLayers(state).map((layer) => layer.settings.text)).toEqual([
      "TOP CAPTION",
      "BOTTOM LINE",
    ]);
    expect(JSON.parse(toFields(state).layers).map((layer: { text: string }) => layer.text)).toEqual(
      ["TOP CAPTION", "BOTTOM LINE"],
    );
  });

  it("an empty new layer is not sent; Add Layer waits for text", () => {
    const state = addLayer(editSettings(initialLayersState, { text: "One" }));
    expect(effectiveLayers(state).map((layer) => layer.settings.text)).toEqual(["One"]);
    expect(hasEmptyText(state)).toBe(false);
    expect(canAddLayer(state)).toBe(false);
    expect(addLayer(state)).toBe(state);
  });

  it("editing while one is selected updates it; selecting a chip loads its settings", () => {
    let state = addLayer(editSettings(initialLayersState, { text: "First" }));
    const first = state.layers[0]?.id as number;
    state = addLayer(editSettings(state, { text: "Second", font_size: 40 }));
    state = editSettings(state, { text: "draft" });
    expect(state.layers.map((layer) => layer.settings.text)).toEqual(["First", "Second"]);
    state = selectLayer(state, first);
    expect(state.current).toMatchObject({ text: "First", font_size: 24 });
    state = applyPreset(state, "meme");
    expect(state.layers[0]?.settings).toMatchObject({
      text: "First",
      font_family: "Impact",
      font_size: 36,
    });
    expect(state.layers[1]?.settings).toMatchObject({ text: "Second", font_family: "Arial" });
    // The new layer was put aside, not lost; releasing the chip brings it back.
    state = selectDraft(state);
    expect(state.current.text).toBe("draft");
    expect(effectiveLayers(state).map((layer) => layer.settings.text)).toEqual([
      "First",
      "Second",
      "draft",
    ]);
  });

  it("Add Layer with a chip selected keeps the put-aside text and starts a new layer", () => {
    let state = addLayer(editSettings(initialLayersState, { text: "A" }));
    state = editSettings(state, { text: "B" });
    state = addLayer(selectLayer(state, state.layers[0]?.id as number));
    expect(state.layers.map((layer) => layer.settings.text)).toEqual(["A", "B"]);
    expect([state.selectedId, state.current.text]).toEqual([null, ""]);
  });

  it("keeps room for the new layer within the server's limit", () => {
    let state = initialLayersState;
    for (let index = 0; index < maxTextLayers + 3; index += 1) {
      state = addLayer(editSettings(state, { text: `T${index}` }));
    }
    expect(state.layers).toHaveLength(maxKeptLayers);
    state = editSettings(state, { text: "last" });
    expect(effectiveLayers(state)).toHaveLength(maxTextLayers);
  });

  it("Delete Selected removes it and clears the selection", () => {
    let state = addLayer(editSettings(initialLayersState, { text: "A" }));
    state = addLayer(editSettings(state, { text: "B" }));
    state = selectLayer(state, state.layers[1]?.id as number);
    state = deleteSelected(state);
    expect(state.layers.map((layer) => layer.settings.text)).toEqual(["A"]);
    expect(state.selectedId).toBeNull();
    // Edits now change only the new layer, not the remaining one.
    state = editSettings(state, { text: "draft" });
    expect(state.layers[0]?.settings.text).toBe("A");
    expect(effectiveLayers(state).map((layer) => layer.settings.text)).toEqual(["A", "draft"]);
  });

  it("sends each custom font as font_N, N being the layer's place", () => {
    const font = new Blob(["font"]);
    let state = addLayer(editSettings(initialLayersState, { text: "plain" }));
    state = setCustomFont(editSettings(state, { text: "fancy" }), {
      file: font,
      name: "fancy.ttf",
    });
    const fields = toFields(state);
    expect(
      JSON.parse(fields.layers).map((layer: { font_field: string | null }) => layer.font_field),
    ).toEqual([null, "font_1"]);
    expect(fields.fonts).toEqual({ font_1: font });
  });

  it("the action is disabled while the text is empty", () => {
    expect(hasEmptyText(editSettings(initialLayersState, { text: "  " }))).toBe(true);
    expect(hasEmptyText(initialLayersState)).toBe(false);
  });

  it("presets keep the text and timing", () => {
    const state = applyPreset(
      editSettings(initialLayersState, { text: "Keep", start_time: 2, offset_x: 40 }),
      "clean",
    );
    expect(state.current).toMatchObject({
      text: "Keep",
      start_time: 2,
      font_family: "Georgia",
      vertical_align: "bottom",
      offset_x: 0,
      offset_y: -20,
    });
    expect(applyPreset(state, "subtitle").current).toMatchObject({
      offset_x: 10,
      offset_y: 10,
      horizontal_align: "left",
      vertical_align: "top",
    });
  });
});

describe("settings panel clamps (spec: tools §5)", () => {
  it("reads raw field text with clamps and fallbacks", () => {
    expect([readField.fontSize("3"), readField.fontSize("200"), readField.fontSize("")]).toEqual([
      8, 150, 24,
    ]);
    expect([readField.strokeWidth("7"), readField.strokeWidth("-2")]).toEqual([5, 0]);
    expect([
      readField.maxWidthPercent("20"),
      readField.maxWidthPercent("120"),
      readField.maxWidthPercent("x"),
    ]).toEqual([0.4, 1, 0.95]);
    expect([readField.lineHeight("1.02"), readField.lineHeight("9")]).toEqual([1, 2]);
    expect([readField.offset("4.6"), readField.offset("abc")]).toEqual([5, 0]);
  });

  it("keeps the timing inside the GIF with a minimum gap; an end at the end is blank", () => {
    expect(clampTiming(1, 3, 5, "start")).toEqual({ start_time: 1, end_time: 3 });
    expect(clampTiming(2.98, 3, 5, "start")).toEqual({ start_time: 2.9, end_time: 3 });
    expect(clampTiming(2, 2.01, 5, "end")).toEqual({ start_time: 2, end_time: 2.1 });
    expect(clampTiming(-1, 9, 5, "end")).toEqual({ start_time: 0, end_time: null });
    expect(clampTiming(5, null, 5, "start")).toEqual({ start_time: 4.9, end_time: null });
    expect(clampTiming(1.234, 2.345, 5, "end")).toEqual({ start_time: 1.23, end_time: 2.35 });
  });
});
