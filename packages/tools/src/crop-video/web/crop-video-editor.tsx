import { type PointerEvent, useRef, useState } from "react";
import type { EditorProps, FieldOf } from "../../shared/editor.ts";
import { useKeptState, useWasKept } from "../../shared/kept-settings.ts";
import { ChoiceGroup, NumberFieldGrid, SettingsPanel } from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout } from "../../shared/ui/editor-layout.tsx";
import { VideoFormatChoice } from "../../shared/ui/video-format-choice.tsx";
import type { VideoOutputFormatOption } from "../../shared/video-output.ts";
import {
  type CropVideoOptions,
  centredAspectBox,
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

/**
 * Crop Video's editor: the video's first frame with the box over it (drag it to move it), the
 * aspect presets (the largest centred box of that shape), the box's numbers, the format.
 */
export default function CropVideoEditor({
  source,
  busy,
  start,
  reset,
}: EditorProps<FieldOf<CropVideoOptions>>) {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [aspect, setAspect] = useKeptState<Aspect>("crop-video-aspect", "9:16");
  const [form, setForm] = useKeptState<BoxForm>("crop-video-box", {
    x: "0",
    y: "0",
    width: "100",
    height: "100",
  });
  const boxWasKept = useWasKept("crop-video-box");
  const [format, setFormat] = useKeptState<VideoOutputFormatOption>("video-format", "mp4");
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointerX: number; pointerY: number; box: VideoCropBox } | null>(null);
  const box = boxOf(form);

  const chooseAspect = (label: Aspect) => {
    setAspect(label);
    const ratio = videoCropAspects.find((preset) => preset.label === label)?.ratio ?? null;
    if (ratio !== null && size) setForm(formOf(centredAspectBox(ratio, size.width, size.height)));
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    const element = frame.current;
    if (!start || !element || !size) return;
    const scale = size.width / element.clientWidth;
    const x = Math.round(start.box.x + (event.clientX - start.pointerX) * scale);
    const y = Math.round(start.box.y + (event.clientY - start.pointerY) * scale);
    setForm(
      formOf({
        ...start.box,
        x: Math.min(Math.max(0, x), Math.max(0, size.width - start.box.width)),
        y: Math.min(Math.max(0, y), Math.max(0, size.height - start.box.height)),
      }),
    );
  };

  const problem =
    box === null
      ? "Give the box as whole numbers of pixels."
      : box.width < 10 || box.height < 10
        ? "The box must be at least 10 × 10 pixels."
        : size && (box.x >= size.width || box.y >= size.height)
          ? `The box starts outside the ${size.width} × ${size.height} px picture.`
          : null;

  return (
    <EditorLayout
      preview={
        <figure className="card overflow-hidden">
          <div className="flex min-h-40 items-center justify-center bg-slate-900 p-2">
            <div ref={frame} className="relative max-w-full overflow-hidden">
              <video
                src={source.previewUrl}
                muted
                playsInline
                preload="auto"
                aria-label={`First frame of ${source.displayName}`}
                className="block h-auto max-h-80 max-w-full"
                onLoadedMetadata={(event) => {
                  const width = event.currentTarget.videoWidth;
                  const height = event.currentTarget.videoHeight;
                  setSize({ width, height });
                  const ratio =
                    videoCropAspects.find((preset) => preset.label === aspect)?.ratio ?? null;
                  if (!boxWasKept) {
                    setForm(
                      formOf(
                        ratio === null
                          ? { x: 0, y: 0, width, height }
                          : centredAspectBox(ratio, width, height),
                      ),
                    );
                  }
                }}
              />
              {size && box && (
                <div
                  data-testid="crop-box"
                  role="presentation"
                  className="absolute cursor-move touch-none border-2 border-white shadow-[0_0_0_9999px_rgba(15,23,42,0.55)]"
                  style={{
                    left: `${(box.x / size.width) * 100}%`,
                    top: `${(box.y / size.height) * 100}%`,
                    width: `${(Math.min(box.width, size.width - box.x) / size.width) * 100}%`,
                    height: `${(Math.min(box.height, size.height - box.y) / size.height) * 100}%`,
                  }}
                  onPointerDown={(event) => {
                    if (busy) return;
                    event.currentTarget.setPointerCapture(event.pointerId);
                    drag.current = { pointerX: event.clientX, pointerY: event.clientY, box };
                  }}
                  onPointerMove={onPointerMove}
                  onPointerUp={() => {
                    drag.current = null;
                  }}
                />
              )}
            </div>
          </div>
          <figcaption className="border-t border-slate-200 px-4 py-2.5 text-sm text-slate-600">
            {size
              ? `The video is ${size.width} × ${size.height} px. Drag the box to move it.`
              : "Loading the first frame..."}
          </figcaption>
        </figure>
      }
      actions={
        <EditorActions
          actionLabel="Crop Video"
          busyLabel="Cropping..."
          busy={busy}
          disabled={problem !== null}
          onAction={() => box && start({ ...formOf(box), format })}
          onReset={reset}
          resetLabel="Upload Different Video"
        />
      }
      settings={
        <SettingsPanel title="Crop settings">
          <ChoiceGroup<Aspect>
            label="Shape"
            value={aspect}
            disabled={busy || !size}
            options={videoCropAspects.map((preset) => ({
              value: preset.label,
              label: preset.label,
            }))}
            onChange={chooseAspect}
          />
          <NumberFieldGrid<BoxField>
            fields={[
              { name: "x", label: "Left (x)", min: 0, suffix: "px" },
              { name: "y", label: "Top (y)", min: 0, suffix: "px" },
              { name: "width", label: "Width", min: 10, suffix: "px" },
              { name: "height", label: "Height", min: 10, suffix: "px" },
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
