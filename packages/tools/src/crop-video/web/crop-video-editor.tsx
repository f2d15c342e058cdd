import { type CSSProperties, useEffect } from "react";
import ReactCrop, { type PercentCrop } from "react-image-crop";
import "react-image-crop/dist/ReactCrop.css";
import { fitBoxToImage } from "../../shared/crop-box.ts";
import type { EditorProps, FieldOf } from "../../shared/editor.ts";
import { useEditorText } from "../../shared/i18n/editor-text.ts";
import { useKeptState, useWasKept } from "../../shared/kept-settings.ts";
import { ChoiceGroup, NumberFieldGrid, SettingsPanel } from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout } from "../../shared/ui/editor-layout.tsx";
import { storedVideoFields, VideoEditorFrame } from "../../shared/ui/video-editor-frame.tsx";
import { VideoFormatChoice } from "../../shared/ui/video-format-choice.tsx";
import type { VideoOutputFormatOption } from "../../shared/video-output.ts";
import { useVideoSource } from "../../shared/web/use-video-source.tsx";
import type { CropVideoEditorText } from "../editor-text.ts";
import {
  type CropVideoOptions,
  centredAspectBox,
  minimumVideoCropSidePixels,
  type VideoCropBox,
  videoCropAspects,
} from "../shared/options.ts";

type Aspect = (typeof videoCropAspects)[number]["label"];
type BoxField = "x" | "y" | "width" | "height";
type BoxForm = Record<BoxField, string>;

const formOf = (box: VideoCropBox): BoxForm => ({
  x: String(box.x),
  y: String(box.y),
  width: String(box.width),
  height: String(box.height),
});

/** The box as typed, or null while a field is not a whole number. */
function boxOf(form: BoxForm): VideoCropBox | null {
  const values = [form.x, form.y, form.width, form.height].map((text) =>
    /^\d+$/.test(text.trim()) ? Number(text) : Number.NaN,
  );
  if (values.some((value) => !Number.isFinite(value))) return null;
  const [x, y, width, height] = values as [number, number, number, number];
  return { x, y, width, height };
}

/** Bigger handles on touch screens (the library's default is 24 px), as GIF Crop's. */
const cropStyle = { "--rc-drag-handle-mobile-size": "32px" } as CSSProperties;

/**
 * Crop Video's editor: the video in the editor frame with the crop box over its picture (drag it
 * or its handles with mouse or finger, arrow keys nudge it: the library GIF Crop uses), the aspect
 * presets (the largest centred box of that shape), the box's numbers, the format.
 */
export default function CropVideoEditor({
  source,
  busy,
  start,
  reset,
}: EditorProps<FieldOf<CropVideoOptions>>) {
  const { own: t, ui, fill } = useEditorText<CropVideoEditorText>();
  const video = useVideoSource(source);
  const size = video.status === "ready" ? video.video : null;
  const [aspect, setAspect] = useKeptState<Aspect>("crop-video-aspect", "9:16");
  const [form, setForm] = useKeptState<BoxForm>("crop-video-box", {
    x: "0",
    y: "0",
    width: "100",
    height: "100",
  });
  const boxWasKept = useWasKept("crop-video-box");
  const [format, setFormat] = useKeptState<VideoOutputFormatOption>("video-format", "mp4");
  const box = boxOf(form);
  const ratio = videoCropAspects.find((preset) => preset.label === aspect)?.ratio ?? null;
  const width = size?.width ?? null;
  const height = size?.height ?? null;

  // The first box once the picture's size is known: the chosen shape's largest (or the whole
  // picture), unless a box was kept from before a reload.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the picture's size is known only
  useEffect(() => {
    if (width === null || height === null || boxWasKept) return;
    setForm(
      formOf(
        ratio === null ? { x: 0, y: 0, width, height } : centredAspectBox(ratio, width, height),
      ),
    );
  }, [width, height]);

  const chooseAspect = (label: Aspect) => {
    setAspect(label);
    const chosen = videoCropAspects.find((preset) => preset.label === label)?.ratio ?? null;
    if (chosen !== null && size) setForm(formOf(centredAspectBox(chosen, size.width, size.height)));
  };

  const percentCrop: PercentCrop | undefined =
    size && box
      ? {
          unit: "%",
          x: (box.x / size.width) * 100,
          y: (box.y / size.height) * 100,
          width: (Math.min(box.width, size.width - box.x) / size.width) * 100,
          height: (Math.min(box.height, size.height - box.y) / size.height) * 100,
        }
      : undefined;

  const problem =
    box === null
      ? t.wholeNumbers
      : box.width < minimumVideoCropSidePixels || box.height < minimumVideoCropSidePixels
        ? fill(t.tooSmall, { min: minimumVideoCropSidePixels })
        : size && (box.x >= size.width || box.y >= size.height)
          ? fill(t.outside, { width: size.width, height: size.height })
          : null;

  return (
    <EditorLayout
      preview={
        <VideoEditorFrame
          video={video}
          label={fill(ui.preview.alt, { name: source.displayName })}
          overlay={
            size && (
              <ReactCrop
                // Inline: the library's own stylesheet sets position: relative on it.
                style={{ ...cropStyle, position: "absolute", inset: 0 }}
                crop={percentCrop}
                aspect={ratio ?? undefined}
                keepSelection
                ruleOfThirds
                disabled={busy}
                ariaLabels={ui.edC.cropHandles}
                renderSelectionAddon={() => (
                  <span data-testid="crop-box" className="pointer-events-none absolute inset-0" />
                )}
                onChange={(_pixels, percent) => {
                  setForm(
                    formOf(
                      fitBoxToImage(
                        {
                          x: (percent.x / 100) * size.width,
                          y: (percent.y / 100) * size.height,
                          width: (percent.width / 100) * size.width,
                          height: (percent.height / 100) * size.height,
                        },
                        size,
                      ),
                    ),
                  );
                }}
              >
                {/* The library's stand-in for the picture: the video is under it, this sizes it. */}
                <div style={{ width: "100%", aspectRatio: `${size.width} / ${size.height}` }} />
              </ReactCrop>
            )
          }
          caption={size ? fill(t.caption, { width: size.width, height: size.height }) : null}
        />
      }
      actions={
        <EditorActions
          actionLabel={t.action}
          busyLabel={t.busy}
          busy={busy}
          disabled={problem !== null}
          onAction={() => {
            if (!box) return;
            const stored = storedVideoFields(video);
            start({ ...stored.fields, ...formOf(box), format }, stored.options);
          }}
          onReset={reset}
          resetLabel={ui.videoParts.uploadDifferentVideo}
        />
      }
      settings={
        <SettingsPanel title={t.settings}>
          <ChoiceGroup<Aspect>
            label={t.shape}
            value={aspect}
            disabled={busy || !size}
            options={videoCropAspects.map((preset) => ({
              value: preset.label,
              label: preset.label === "Free" ? t.free : preset.label,
            }))}
            onChange={chooseAspect}
          />
          <NumberFieldGrid<BoxField>
            fields={[
              { name: "x", label: t.left, min: 0, suffix: "px" },
              { name: "y", label: t.top, min: 0, suffix: "px" },
              { name: "width", label: t.width, min: 10, suffix: "px" },
              { name: "height", label: t.height, min: 10, suffix: "px" },
            ]}
            form={form}
            busy={busy}
            update={(change) => {
              setAspect("Free");
              setForm({ ...form, ...change });
            }}
          />
          {problem && (
            <p className="text-sm text-red-700" role="alert">
              {problem}
            </p>
          )}
          <VideoFormatChoice value={format} onChange={setFormat} disabled={busy} />
        </SettingsPanel>
      }
    />
  );
}
