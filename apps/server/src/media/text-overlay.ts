import { randomUUID } from "node:crypto";
import { createRequire } from "node:module";
import {
  bundledFontFiles,
  compositeTextMasks,
  frameTimeline,
  layerStateAt,
  layoutText,
  renderTextMasks,
  type TextLayout,
  type TextMasks,
} from "@gifkit/text-layout";
import {
  type DecodedAnimation,
  type TextOverlayLayer,
  type TextOverlayReport,
  type TextOverlayRequest,
  type TextPicturesRequest,
  ToolError,
} from "@gifkit/tools";
import { readGifStructure } from "@gifkit/tools/shared/image-header";
import { createCanvas, type FontKey, GlobalFonts } from "@napi-rs/canvas";
import sharp from "sharp";
import { writeCompositeGif } from "./gif-composite-encoder.ts";

let bundledFontsRegistered = false;

/** Registers the eight spec fonts' files once per process (the same files the web build serves). */
export function registerBundledFonts(): void {
  if (bundledFontsRegistered) return;
  const require = createRequire(import.meta.url);
  for (const font of bundledFontFiles) {
    if (!GlobalFonts.registerFromPath(require.resolve(font.file), font.family)) {
      throw new Error(`could not register the bundled font ${font.file}`);
    }
  }
  bundledFontsRegistered = true;
}

const hexColour = (colour: string) => Number.parseInt(colour.slice(1), 16);

/**
 * Registers each layer's custom font under a name used by this task only (removed afterwards
 * with the keys collected in `keys`): the family each layer's style names → its alias.
 */
function registerCustomFonts(
  layers: readonly TextOverlayLayer[],
  keys: FontKey[],
): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const [layerIndex, layer] of layers.entries()) {
    if (!layer.customFontPath || aliases.has(layer.style.fontFamily)) continue;
    const alias = `${layer.style.fontFamily} ${randomUUID()}`;
    const key = GlobalFonts.registerFromPath(layer.customFontPath, alias);
    if (!key || !GlobalFonts.has(alias)) {
      throw new ToolError(
        `The custom font of layer ${layerIndex + 1} could not be loaded: it is not a usable TrueType or OpenType font.`,
        "invalid-font",
      );
    }
    keys.push(key);
    aliases.set(layer.style.fontFamily, alias);
  }
  return aliases;
}

/**
 * Pictures of text layers on a transparent canvas (a chain's text step: ffmpeg overlays them on
 * the frames): the same layout, masks and blending as drawTextOnGif, each picture one PNG.
 */
export async function paintTextPictures(
  request: TextPicturesRequest,
  signal: AbortSignal,
): Promise<void> {
  registerBundledFonts();
  const customFontKeys: FontKey[] = [];
  try {
    const aliases = registerCustomFonts(request.layers, customFontKeys);
    const { width, height } = request;
    const measuring = createCanvas(1, 1).getContext("2d");
    const measure = (text: string, font: string) => {
      measuring.font = font;
      return measuring.measureText(text).width;
    };
    const createMaskContext = (maskWidth: number, maskHeight: number) =>
      createCanvas(maskWidth, maskHeight).getContext("2d");
    const layouts = request.layers.map((layer) =>
      layoutText(
        {
          ...layer.style,
          fontFamily: aliases.get(layer.style.fontFamily) ?? layer.style.fontFamily,
        },
        { width, height },
        measure,
      ),
    );
    const masks = new Map<string, TextMasks | null>();
    const masksOf = (layer: number, offsetYPx: number) => {
      const key = `${layer}:${offsetYPx}`;
      if (!masks.has(key)) {
        const paint = (request.layers[layer] as TextOverlayLayer).paint;
        masks.set(
          key,
          renderTextMasks(
            layouts[layer] as TextLayout,
            paint,
            offsetYPx,
            { width, height },
            createMaskContext,
          ),
        );
      }
      return masks.get(key) ?? null;
    };
    for (const picture of request.pictures) {
      signal.throwIfAborted();
      const rgba = new Uint8Array(width * height * 4);
      for (const shown of picture.shown) {
        const layerMasks = masksOf(shown.layer, shown.offsetYPx);
        const paint = (request.layers[shown.layer] as TextOverlayLayer).paint;
        if (layerMasks) compositeTextMasks(rgba, width, layerMasks, paint, shown.opacity);
      }
      await sharp(rgba, { raw: { width, height, channels: 4 } })
        .png({ compressionLevel: 1 })
        .toFile(picture.path);
    }
  } finally {
    if (customFontKeys.length > 0) GlobalFonts.removeBatch(customFontKeys);
  }
}

/**
 * Draws timed text layers on every frame of a GIF and writes the result (apps/server/src/media is
 * the only place that loads @napi-rs/canvas). Layout, timing and drawing are the shared
 * @gifkit/text-layout code the browser preview runs too; frames without a visible layer are
 * written from their decoded pixels, so they decode exactly as the input did.
 */
export async function renderTextOverlay(
  request: TextOverlayRequest,
  decode: (path: string, signal: AbortSignal) => Promise<DecodedAnimation>,
  signal: AbortSignal,
): Promise<TextOverlayReport> {
  registerBundledFonts();
  const customFontKeys: FontKey[] = [];
  try {
    const aliases = registerCustomFonts(request.layers, customFontKeys);

    const structure = await readGifStructure(request.inputPath);
    let animation: DecodedAnimation;
    try {
      animation = await decode(request.inputPath, signal);
    } catch (error) {
      if (signal.aborted) throw error;
      // libvips names the broken block ("gifload: Invalid frame data"); the person needs less.
      throw new ToolError(
        "The GIF could not be decoded: the file is damaged or incomplete.",
        "corrupt-input",
      );
    }
    const { width, height } = animation;
    const timeline = frameTimeline(structure.delaysMs);

    // The canvas only measures and rasterises glyph masks; blending is the shared code's.
    const measuring = createCanvas(1, 1).getContext("2d");
    const measure = (text: string, font: string) => {
      measuring.font = font;
      return measuring.measureText(text).width;
    };
    const createMaskContext = (maskWidth: number, maskHeight: number) =>
      createCanvas(maskWidth, maskHeight).getContext("2d");
    const layers = request.layers.map((layer) => {
      const style = {
        ...layer.style,
        fontFamily: aliases.get(layer.style.fontFamily) ?? layer.style.fontFamily,
      };
      const layout: TextLayout = layoutText(style, { width, height }, measure);
      // Masks depend on the vertical offset only (slide up); opacity is applied when blending.
      const masksByOffset = new Map<number, TextMasks | null>();
      const masksAt = (offsetYPx: number) => {
        if (!masksByOffset.has(offsetYPx)) {
          masksByOffset.set(
            offsetYPx,
            renderTextMasks(layout, layer.paint, offsetYPx, { width, height }, createMaskContext),
          );
        }
        return masksByOffset.get(offsetYPx) ?? null;
      };
      return { ...layer, masksAt };
    });

    const frames: Uint8Array[] = [];
    const visibleLayersByFrame: number[][] = [];
    for (const [index, decoded] of animation.frames.entries()) {
      signal.throwIfAborted();
      const startMs = timeline.startsMs[index] ?? 0;
      const states = layers.map((layer) =>
        layerStateAt(layer.timing, startMs, timeline.durationMs, height),
      );
      const visible = states.flatMap((state, layerIndex) =>
        state.visible && state.opacity > 0 ? [layerIndex] : [],
      );
      visibleLayersByFrame.push(visible);
      if (visible.length === 0) {
        frames.push(decoded);
      } else {
        const frame = decoded.slice();
        for (const layerIndex of visible) {
          const layer = layers[layerIndex];
          const state = states[layerIndex];
          const masks = layer && state ? layer.masksAt(state.offsetYPx) : null;
          if (layer && state && masks)
            compositeTextMasks(frame, width, masks, layer.paint, state.opacity);
        }
        frames.push(frame);
      }
      request.onProgress?.((index + 1) / animation.frames.length / 2);
    }

    const report = await writeCompositeGif(
      {
        width,
        height,
        frames,
        originals: animation.frames,
        // Adding text does not change timing: every delay is written exactly as read (0 and 1
        // included); only the layers' windows follow the browser timeline.
        delaysCentiseconds: structure.frames.map((frame) => frame.delayCentiseconds),
        loopCount: structure.loopCount,
        approximate: (frameIndex) => (visibleLayersByFrame[frameIndex] ?? []).length > 0,
        keepColours: (frameIndex) =>
          (visibleLayersByFrame[frameIndex] ?? []).flatMap((layerIndex) => {
            const paint = layers[layerIndex]?.paint;
            if (!paint) return [];
            return paint.strokeWidthPx > 0
              ? [hexColour(paint.color), hexColour(paint.strokeColor)]
              : [hexColour(paint.color)];
          }),
      },
      request.outputPath,
      signal,
    );
    request.onProgress?.(1);
    return {
      frameCount: frames.length,
      framesWithText: visibleLayersByFrame.flatMap((visible, index) =>
        visible.length > 0 ? [index] : [],
      ),
      reducedFrames: report.reducedFrames,
    };
  } finally {
    if (customFontKeys.length > 0) GlobalFonts.removeBatch(customFontKeys);
  }
}
