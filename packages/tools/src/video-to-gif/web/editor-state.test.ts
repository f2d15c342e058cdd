import { describe, expect, it } from "vitest";
import { editorUiEn } from "../../shared/i18n/editor-ui.en.ts";
import { es as editorUiEs } from "../../shared/i18n/editor-ui.es.ts";
import { ja as editorUiJa } from "../../shared/i18n/editor-ui.ja.ts";
import { fill, formatNumber, plural } from "../../shared/i18n/format.ts";
import videoToGifText from "../editor-text.ts";
import { nearLimitWarning, tooSlowProblem } from "../shared/expected-time.ts";
import { rewriteVideoToGifError, videoToGifClientMessages } from "../shared/messages.ts";
import {
  selectionLimitBreak,
  selectionLimitProblem,
  videoToGifOptionsSchema,
} from "../shared/options.ts";
import {
  addSegment,
  aspectAdjustedNote,
  clock,
  conversionSummary,
  defaultOutputSize,
  durationText,
  type EditorWords,
  initialSegments,
  initialSettings,
  isStretched,
  limitProblem,
  moveSegment,
  nearLimitText,
  overBudgetWarning,
  readSide,
  removeSegment,
  selectionLine,
  selectionProblem,
  sizeWithAspect,
  startFields,
  tooSlowText,
} from "./editor-state.ts";

/** The editor's English words, as useEditorText gives them on an English page. */
const words: EditorWords = {
  languageCode: "en",
  ui: editorUiEn,
  own: videoToGifText.en,
  fill,
  plural: (forms, count, values) => plural("en", forms, count, values),
  number: (value) => formatNumber("en", value),
};

describe("Video to GIF editor state", () => {
  it("names a segment shorter than one frame before anything is sent (issue 13)", () => {
    const segments = [
      { id: 1, start: 0, end: 2 },
      { id: 2, start: 3, end: 3.05 },
    ];
    expect(selectionProblem(words, segments, { ...initialSettings, fps: 10 })).toBe(
      "Segment 2 is 0.05 s long; at 10 fps a segment must last at least one frame (0.1 s). Lengthen it or choose a higher frame rate.",
    );
    // 0.05 s is more than one frame at 24 fps (0.042 s); 0.8 − 0.7 is one frame at 10 fps.
    expect(selectionProblem(words, segments, { ...initialSettings, fps: 24 })).toBeNull();
    expect(
      selectionProblem(words, [{ id: 1, start: 0.7, end: 0.8 }], { ...initialSettings, fps: 10 }),
    ).toBeNull();
  });

  it("starts with one segment: the whole video up to 6 s, else its first 5 s; the spec's settings", () => {
    // Issue 24 (not spec §3's 0-10 s): 10 s at the defaults made a 15.4 MB GIF, over Discord's 10 MB.
    expect(initialSegments(40)).toEqual([{ id: 1, start: 0, end: 5 }]);
    expect(initialSegments(6.166)).toEqual([{ id: 1, start: 0, end: 5 }]);
    // A short clip is the moment itself: all of it, on the slider's 0.1 s grid.
    expect(initialSegments(6)).toEqual([{ id: 1, start: 0, end: 6 }]);
    expect(initialSegments(2.05)).toEqual([{ id: 1, start: 0, end: 2 }]);
    expect(initialSettings).toMatchObject({
      fps: 15,
      width: 480,
      height: 360,
      quality: "medium",
      brightness: 0,
      contrast: 1,
      includeAudio: false,
      includeWebp: false,
    });
  });

  it("Add Segment appends five seconds after the last one (or from the start), Remove keeps one", () => {
    const two = addSegment(initialSegments(40), 40);
    expect(two).toEqual([
      { id: 1, start: 0, end: 5 },
      { id: 2, start: 5, end: 10 },
    ]);
    // After 0-5 s of a 6.166 s video: the rest, up to the grid's end.
    expect(addSegment(initialSegments(6.166), 6.166)[1]).toEqual({ id: 2, start: 5, end: 6.1 });
    // A video taken whole: the next segment starts again from 0.
    const full = addSegment(initialSegments(6), 6);
    expect(full[1]).toEqual({ id: 2, start: 0, end: 5 });
    expect(removeSegment(two, 1)).toEqual([{ id: 2, start: 5, end: 10 }]);
    expect(removeSegment(removeSegment(two, 1), 2)).toHaveLength(1);
  });

  it("says what is selected above the timeline, so the default is never hidden", () => {
    expect(selectionLine(words, initialSegments(42.3), 42.3)).toBe(
      "Selected: 0.0–5.0 s of 42.3 s (the first 5 s). Drag the handles below to choose the moment.",
    );
    expect(selectionLine(words, initialSegments(4), 4)).toBe(
      "Selected: the whole video, 0.0–4.0 s.",
    );
    // 6.1 is the grid's last step in a 6.166 s video: the whole of it.
    expect(selectionLine(words, [{ id: 1, start: 0, end: 6.1 }], 6.166)).toBe(
      "Selected: the whole video, 0.0–6.1 s.",
    );
    expect(selectionLine(words, [{ id: 1, start: 2.5, end: 4 }], 10)).toBe(
      "Selected: 2.5–4.0 s of 10.0 s. Drag the handles below to choose the moment.",
    );
    expect(
      selectionLine(
        words,
        [
          { id: 1, start: 0, end: 2 },
          { id: 2, start: 5, end: 6.5 },
        ],
        10,
      ),
    ).toBe("Selected: 2 segments, 3.5 s of 10.0 s in all, joined in order.");
  });

  it("warns when the estimate is over the chosen destination's size (Fit under off)", () => {
    const discord = { bytes: 10 * 1024 * 1024, name: "Discord" };
    expect(overBudgetWarning(words, 16_200_000, discord)).toBe(
      "That is over the 10 MB limit for Discord. Shorten the selection, lower the width or the frame rate, or let Fit under a size make it fit.",
    );
    expect(overBudgetWarning(words, discord.bytes, discord)).toBeNull();
    expect(overBudgetWarning(words, 3 * 1024 * 1024, { bytes: 2 * 1024 * 1024, name: null })).toBe(
      "That is over your 2 MB target. Shorten the selection, lower the width or the frame rate, or let Fit under a size make it fit.",
    );
  });

  it("thumbs move on the 0.1 s grid, inside the video, at least one step apart", () => {
    const segments = [{ id: 1, start: 2, end: 5 }];
    expect(moveSegment(segments, 1, { start: 3.14 }, 10)).toEqual([{ id: 1, start: 3.1, end: 5 }]);
    expect(moveSegment(segments, 1, { start: 6 }, 10)).toEqual([{ id: 1, start: 4.9, end: 5 }]);
    expect(moveSegment(segments, 1, { end: 1 }, 10)).toEqual([{ id: 1, start: 2, end: 2.1 }]);
    expect(moveSegment(segments, 1, { end: 6.166 }, 6.166)).toEqual([
      { id: 1, start: 2, end: 6.1 },
    ]);
    expect(moveSegment(segments, 1, { start: -1 }, 10)).toEqual([{ id: 1, start: 0, end: 5 }]);
  });

  it("width and height keep the video's aspect within 16-1920 × 16-1080", () => {
    expect(sizeWithAspect("width", 480, 640 / 360)).toEqual({ width: 480, height: 270 });
    expect(sizeWithAspect("height", 270, 640 / 360)).toEqual({ width: 480, height: 270 });
    // Issue 24: a portrait 1080 × 1920 clip typed 1080 wide: the height would pass 1,080, so the
    // width comes down with it instead of stretching the GIF to 1080 × 1080.
    expect(sizeWithAspect("width", 1080, 1080 / 1920)).toEqual({ width: 608, height: 1080 });
    expect(sizeWithAspect("width", 1920, 9 / 16)).toEqual({ width: 608, height: 1080 });
    expect(sizeWithAspect("height", 1080, 1920 / 1080)).toEqual({ width: 1920, height: 1080 });
    expect(sizeWithAspect("width", 1920, 4 / 3)).toEqual({ width: 1440, height: 1080 });
    // Too small for the other side's 16 px minimum: the typed side comes up with it.
    expect(sizeWithAspect("width", 16, 4)).toEqual({ width: 64, height: 16 });
    expect(sizeWithAspect("height", 16, 1080 / 1920)).toEqual({ width: 16, height: 28 });
    // Issue 41: an emoji's sides, under the old 100 px floor, are sizes like any other.
    expect(sizeWithAspect("width", 128, 16 / 9)).toEqual({ width: 128, height: 72 });
    expect(sizeWithAspect("height", 128, 9 / 16)).toEqual({ width: 72, height: 128 });
    for (const [changed, value, aspect] of [
      ["width", 777, 9 / 16],
      ["height", 333, 16 / 9],
      ["width", 1500, 2.35],
    ] as const) {
      expect(isStretched(sizeWithAspect(changed, value, aspect), aspect)).toBe(false);
    }
    expect(isStretched({ width: 1080, height: 1080 }, 1080 / 1920)).toBe(true);
    expect(aspectAdjustedNote(words, "width", 1080, { width: 608, height: 1080 })).toBe(
      "Width set to 608 px to keep the video's shape: at 1080 px the height would be outside its 16–1,080 px range.",
    );
    expect(aspectAdjustedNote(words, "width", 480, { width: 480, height: 270 })).toBeNull();
    expect(readSide("2500", "width")).toBe(1920);
    expect(readSide("63", "height")).toBe(63);
    expect(readSide("10", "height")).toBe(16);
    expect(readSide("", "width")).toBeNull();
  });

  it("sends the spec's fields, which the server's schema accepts as they are", () => {
    const fields = startFields(
      [
        { id: 1, start: 0.5, end: 2 },
        { id: 2, start: 3, end: 5.5 },
      ],
      { ...initialSettings, brightness: 0.2, contrast: 1.4, includeAudio: true },
    );
    expect(fields).toEqual({
      segments: '[{"start":0.5,"end":2},{"start":3,"end":5.5}]',
      brightness: "0.2",
      contrast: "1.4",
      fps: "15",
      width: "480",
      height: "360",
      quality: "medium",
      include_audio: "true",
      include_webp: "false",
    });
    expect(videoToGifOptionsSchema.safeParse(fields).success).toBe(true);
  });

  it("Conversion Summary: total duration with one decimal, size, frame rate, quality; limits named", () => {
    const segments = [
      { id: 1, start: 0, end: 2.25 },
      { id: 2, start: 4, end: 5.8 },
    ];
    expect(
      conversionSummary(words, segments, { ...initialSettings, fps: 24, quality: "high" }),
    ).toEqual({
      totalDuration: "4.0s",
      size: "480 × 360",
      frameRate: "24 fps",
      quality: "High",
    });
    expect(selectionProblem(words, segments, initialSettings)).toBeNull();
    expect(
      selectionProblem(words, [{ id: 1, start: 0, end: 25 }], { ...initialSettings, fps: 30 }),
    ).toMatch(/750 frames; the limit is 600 frames/);
    expect(clock(65.04)).toBe("1:05.0");
    expect(clock(59.96)).toBe("1:00.0");
  });
});

describe("Video to GIF client messages", () => {
  it("rewrites the seven server messages as the spec says, passes others, and has a fallback", () => {
    const cases: [string, string][] = [
      [
        "Brightness must be between -1.0 and 1.0",
        "Brightness setting is out of range. Please choose a value between -1.0 and 1.0.",
      ],
      [
        "Contrast must be between 0 and 2.0",
        "Contrast setting is out of range. Please choose a value between 0 and 2.0.",
      ],
      [
        "Segments must be a non-empty list",
        "Please select at least one valid segment for conversion.",
      ],
      [
        "Each segment must have numeric start and end",
        "Segment start/end times must be numbers. Please check your segment settings.",
      ],
      [
        "Invalid segment timing",
        "Segment timing is invalid. Ensure start is >= 0 and end > start.",
      ],
      [
        "Segment exceeds video length",
        "One of your segments is longer than the video. Please adjust segment end times.",
      ],
      [
        "Invalid segments JSON",
        "There was a problem with your segment selection. Please reselect your segments.",
      ],
      [
        "File too large. The maximum file size is 200MB.",
        "File too large. The maximum file size is 200MB.",
      ],
    ];
    for (const [server, shown] of cases) {
      expect(rewriteVideoToGifError({ message: server }, words) ?? server).toBe(shown);
    }
    expect(rewriteVideoToGifError({ message: "" }, words)).toBe(videoToGifClientMessages.unknown);
    expect(rewriteVideoToGifError({ message: null }, words)).toBe(
      "An unknown error occurred during processing.",
    );
  });

  const wordsIn = (languageCode: "ja" | "es") => ({
    languageCode,
    own: videoToGifText.translations[languageCode],
    fill,
  });
  const server = [
    "Brightness must be between -1.0 and 1.0",
    "Contrast must be between 0 and 2.0",
    "Segments must be a non-empty list",
    "Each segment must have numeric start and end",
    "Invalid segment timing",
    "Segment exceeds video length",
    "Invalid segments JSON",
  ];

  it("says each rewritten case in Japanese, its numbers through Intl (issue 38)", () => {
    const ja = wordsIn("ja");
    expect(server.map((message) => rewriteVideoToGifError({ message }, ja))).toEqual([
      "明るさが範囲外です。-1.0〜1.0 の値を選んでください。",
      "コントラストが範囲外です。0〜2.0 の値を選んでください。",
      "変換するセグメントを 1 つ以上選んでください。",
      "セグメントの開始と終了は数値で指定する必要があります。セグメントの設定を確認してください。",
      "セグメントの時間が正しくありません。開始は 0 以上、終了は開始より後にしてください。",
      "動画より長いセグメントがあります。セグメントの終了時間を調整してください。",
      "セグメントの選択に問題がありました。セグメントを選び直してください。",
    ]);
    // Another message, or none with a code: the page's code sentence is shown, not English.
    expect(rewriteVideoToGifError({ message: "Quality must be low, medium or high." }, ja)).toBe(
      undefined,
    );
    expect(rewriteVideoToGifError({ message: "", code: "internal-error" }, ja)).toBe(undefined);
    expect(rewriteVideoToGifError({ message: "" }, ja)).toBe(
      "処理中に不明なエラーが発生しました。",
    );
  });

  it("says each rewritten case in Spanish, its decimals with a comma (issue 38)", () => {
    const es = wordsIn("es");
    expect(server.map((message) => rewriteVideoToGifError({ message }, es))).toEqual([
      "El brillo está fuera de rango. Elige un valor entre -1,0 y 1,0.",
      "El contraste está fuera de rango. Elige un valor entre 0 y 2,0.",
      "Selecciona al menos un segmento válido para convertir.",
      "El inicio y el fin de cada segmento deben ser números. Revisa los segmentos.",
      "Los tiempos de un segmento no son válidos: el inicio debe ser 0 o más y el fin, posterior al inicio.",
      "Uno de tus segmentos es más largo que el vídeo. Ajusta dónde terminan los segmentos.",
      "Hubo un problema con los segmentos seleccionados. Vuelve a seleccionarlos.",
    ]);
  });
});

describe("the first output size", () => {
  it("fits the video's shape inside 480 × 360 (portrait: upright, same area) and never enlarges it", () => {
    expect(defaultOutputSize({ width: 1080, height: 1920 })).toEqual({ width: 312, height: 554 });
    expect(defaultOutputSize({ width: 360, height: 480 })).toEqual({ width: 360, height: 480 });
    expect(defaultOutputSize({ width: 300, height: 400 })).toEqual({ width: 300, height: 400 });
    expect(defaultOutputSize({ width: 1920, height: 1080 })).toEqual({ width: 480, height: 270 });
    expect(defaultOutputSize({ width: 640, height: 480 })).toEqual({ width: 480, height: 360 });
    expect(defaultOutputSize({ width: 320, height: 240 })).toEqual({ width: 320, height: 240 });
    // No side under the server's 16 px minimum.
    expect(defaultOutputSize({ width: 400, height: 10 })).toEqual({ width: 400, height: 16 });
  });

  it("the editor's English limits and times are the API's own sentences, word for word", () => {
    const slow = { segments: [{ start: 0, end: 6 }], fps: 24, width: 1080, height: 1080 };
    const high = { ...slow, quality: "high" as const };
    expect(tooSlowText(words, high, 360)).toBe(tooSlowProblem(high, 360));
    const near = { ...high, width: 608 };
    expect(nearLimitText(words, near, 360)).toBe(nearLimitWarning(near, 360));
    for (const selection of [
      { segments: [{ start: 0, end: 0.05 }], fps: 10, width: 480, height: 360 },
      { segments: [{ start: 0, end: 61 }], fps: 10, width: 480, height: 360 },
      { segments: [{ start: 0, end: 25 }], fps: 30, width: 480, height: 360 },
      { segments: [{ start: 0, end: 20 }], fps: 30, width: 1920, height: 1080 },
    ]) {
      const broken = selectionLimitBreak(selection);
      expect(broken).not.toBeNull();
      if (broken) expect(limitProblem(words, broken)).toBe(selectionLimitProblem(selection));
    }
  });

  it("says the selection, the limits and the time in Spanish and Japanese, numbers through Intl", () => {
    const inLanguage = (code: "es" | "ja"): EditorWords => ({
      ...words,
      languageCode: code,
      ui: code === "es" ? editorUiEs : editorUiJa,
      own: videoToGifText.translations[code],
      number: (value) => formatNumber(code, value),
    });
    const es = inLanguage("es");
    expect(selectionLine(es, initialSegments(42.3), 42.3)).toBe(
      "Selección: 0,0–5,0 s de 42,3 s (los primeros 5 s). Arrastra los tiradores de abajo para elegir el momento.",
    );
    const tooLong = selectionProblem(es, [{ id: 1, start: 0, end: 25 }], {
      ...initialSettings,
      fps: 30,
    });
    expect(tooLong).toBe(
      "25,0 segundos a 30 fps dan 750 fotogramas; el límite es de 600 fotogramas. Acorta los segmentos o baja los fotogramas por segundo.",
    );
    const high = {
      segments: [{ start: 0, end: 6 }],
      fps: 24,
      width: 1080,
      height: 1080,
      quality: "high" as const,
    };
    expect(tooSlowText(es, high, 360)).toBe(
      "Esta conversión tardaría unos 7 min 47 s (1080 × 1080, 144 fotogramas en calidad Alta); el límite es de 6 min. Elige calidad Media (9 veces más rápida), un ancho menor, menos fotogramas por segundo o una selección más corta.",
    );
    const ja = inLanguage("ja");
    expect(durationText(ja, 467)).toBe("7 分 47 秒");
    expect(conversionSummary(ja, initialSegments(4), initialSettings, true)).toEqual({
      totalDuration: "4.0秒",
      size: "最大 480 × 360",
      frameRate: "最大 15 fps",
      quality: "中",
    });
  });
});
