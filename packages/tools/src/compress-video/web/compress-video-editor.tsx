import { defaultLimits } from "@gifkit/contracts";
import type { EditorProps, FieldOf } from "../../shared/editor.ts";
import { useKeptState } from "../../shared/kept-settings.ts";
import { ChoiceGroup, NumberField, SelectField, SettingsPanel } from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout } from "../../shared/ui/editor-layout.tsx";
import { storedVideoFields, VideoEditorFrame } from "../../shared/ui/video-editor-frame.tsx";
import { useVideoSource } from "../../shared/web/use-video-source.tsx";
import {
  type CompressVideoOptions,
  compressTargetLimitsBytes,
  planCompression,
  videoDestinations,
} from "../shared/options.ts";

type Target = "discord" | "email" | "github" | "slack" | "custom";

const megabytesText = (bytes: number) =>
  `${(bytes / 1_000_000).toLocaleString("en-US", { maximumFractionDigits: 2 })} MB`;

/**
 * Compress Video's editor: where the video goes (a destination's limit) or a size in MB, MP4 or
 * WebM, and what the plan will do at that size (bitrates, and whether the picture gets smaller),
 * computed by the same planCompression the server runs, from the length the browser reads.
 */
export default function CompressVideoEditor({
  source,
  busy,
  start,
  reset,
}: EditorProps<FieldOf<CompressVideoOptions>>) {
  const [target, setTarget] = useKeptState<Target>("compress-video-target", "discord");
  const [megabytes, setMegabytes] = useKeptState("compress-video-megabytes", "8");
  const [format, setFormat] = useKeptState<"mp4" | "webm">("compress-video-format", "mp4");
  const video = useVideoSource(source);
  const facts = video.status === "ready" ? video.video : null;
  const customBytes = Math.round(Number(megabytes) * 1_000_000);
  const customValid =
    Number.isFinite(customBytes) &&
    customBytes >= compressTargetLimitsBytes.min &&
    customBytes <= compressTargetLimitsBytes.max;
  const targetBytes =
    target === "custom"
      ? customBytes
      : (videoDestinations.find((destination) => destination.id === target)?.max_bytes ?? 0);
  const tooLong = facts !== null && facts.durationSeconds > defaultLimits.maxVideoEditSeconds;
  const plan =
    facts && Number.isFinite(facts.durationSeconds) && targetBytes > 0
      ? planCompression({
          targetBytes,
          durationSeconds: facts.durationSeconds,
          width: facts.width,
          height: facts.height,
          // The container's rate (read in the browser), or 30, the commonest, when none is declared.
          framesPerSecond: facts.framesPerSecond ?? 30,
          hasAudio: true,
        })
      : null;
  return (
    <EditorLayout
      preview={
        <VideoEditorFrame
          video={video}
          label={`Preview of ${source.displayName}`}
          caption={
            facts
              ? `${source.displayName}: ${facts.durationSeconds.toFixed(1)} s, ${facts.width} × ${facts.height}${source.sizeBytes ? `, ${megabytesText(source.sizeBytes)}` : ""}`
              : source.displayName
          }
        />
      }
      actions={
        <EditorActions
          actionLabel="Compress Video"
          busyLabel="Compressing..."
          busy={busy}
          disabled={(target === "custom" && !customValid) || tooLong || plan?.ok === false}
          onAction={() => {
            const stored = storedVideoFields(video);
            start(
              target === "custom"
                ? { ...stored.fields, target_size_bytes: String(customBytes), format }
                : { ...stored.fields, destination: target, format },
              stored.options,
            );
          }}
          onReset={reset}
        />
      }
      settings={
        <SettingsPanel title="Compression settings">
          <SelectField<Target>
            label="Fit for"
            value={target}
            disabled={busy}
            options={[
              ...videoDestinations.map((destination) => ({
                value: destination.id as Target,
                label: `${destination.name} (${megabytesText(destination.max_bytes)})`,
              })),
              { value: "custom", label: "A size I type" },
            ]}
            onChange={setTarget}
          />
          {target === "custom" && (
            <NumberField
              label="Size in MB"
              min={0.1}
              max={compressTargetLimitsBytes.max / 1_000_000}
              step={0.5}
              value={megabytes}
              disabled={busy}
              hint={`From 0.1 MB to ${Math.round(compressTargetLimitsBytes.max / 1_000_000)} MB.`}
              onChange={setMegabytes}
            />
          )}
          <ChoiceGroup<"mp4" | "webm">
            label="Format"
            value={format}
            disabled={busy}
            options={[
              { value: "mp4", label: "MP4 (H.264)" },
              { value: "webm", label: "WebM (VP9)" },
            ]}
            onChange={setFormat}
          />
          <p className="text-sm text-slate-600" data-compress-plan>
            {tooLong
              ? `This video is ${facts?.durationSeconds.toFixed(1)} s long; GifKit compresses videos up to ${defaultLimits.maxVideoEditSeconds} s. Trim it first.`
              : plan === null
                ? `Videos up to ${defaultLimits.maxVideoEditSeconds} s and ${defaultLimits.maxVideoOutputWidth} × ${defaultLimits.maxVideoOutputHeight} px (larger ones are scaled down). The result is between 90% and 100% of the size.`
                : plan.ok
                  ? `About ${plan.videoKilobitsPerSecond.toLocaleString("en-US")} kb/s for the picture and ${plan.audioKilobitsPerSecond} kb/s for the sound${plan.scaled ? `; the picture is made smaller, ${plan.width} × ${plan.height}, so it stays sharp at that bitrate` : ", at its own size"}. The result is between 90% and 100% of ${megabytesText(targetBytes)}.`
                  : plan.message}
          </p>
        </SettingsPanel>
      }
    />
  );
}
