import { defaultLimits } from "@gifkit/contracts";
import type { EditorProps, FieldOf } from "../../shared/editor.ts";
import { useEditorText } from "../../shared/i18n/editor-text.ts";
import { destinationName } from "../../shared/i18n/fit-under-words.ts";
import { useToolUi } from "../../shared/i18n/tool-ui-text.ts";
import { useKeptState } from "../../shared/kept-settings.ts";
import { ChoiceGroup, NumberField, SelectField, SettingsPanel } from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout } from "../../shared/ui/editor-layout.tsx";
import { storedVideoFields, VideoEditorFrame } from "../../shared/ui/video-editor-frame.tsx";
import { useVideoSource } from "../../shared/web/use-video-source.tsx";
import type { CompressVideoEditorText } from "../editor-text.ts";
import {
  type CompressVideoOptions,
  compressTargetLimitsBytes,
  planCompression,
  videoDestinations,
} from "../shared/options.ts";
import { megabytesText, refusalText, tenths } from "./plan-words.ts";

type Target = "discord" | "email" | "github" | "slack" | "custom";

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
  const words = useEditorText<CompressVideoEditorText>();
  const { own: t, ui, fill, number, languageCode } = words;
  const toolUi = useToolUi();
  const megabytes = (bytes: number, fractionDigits?: number) =>
    megabytesText(languageCode, bytes, fractionDigits);
  const seconds = (value: number) =>
    fill(ui.videoParts.seconds, { seconds: tenths(languageCode, value) });
  const [target, setTarget] = useKeptState<Target>("compress-video-target", "discord");
  const [megabytesTyped, setMegabytes] = useKeptState("compress-video-megabytes", "8");
  const [format, setFormat] = useKeptState<"mp4" | "webm">("compress-video-format", "mp4");
  const video = useVideoSource(source);
  const facts = video.status === "ready" ? video.video : null;
  const customBytes = Math.round(Number(megabytesTyped) * 1_000_000);
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
          label={fill(ui.preview.alt, { name: source.displayName })}
          caption={
            facts
              ? `${source.displayName}: ${seconds(facts.durationSeconds)}, ${facts.width} × ${facts.height}${source.sizeBytes ? `, ${megabytes(source.sizeBytes)}` : ""}`
              : source.displayName
          }
        />
      }
      actions={
        <EditorActions
          actionLabel={t.action}
          busyLabel={t.busy}
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
          resetLabel={ui.videoParts.uploadDifferentVideo}
        />
      }
      settings={
        <SettingsPanel title={t.settings}>
          <SelectField<Target>
            label={t.fitFor}
            value={target}
            disabled={busy}
            options={[
              ...videoDestinations.map((destination) => ({
                value: destination.id as Target,
                label: `${destinationName(toolUi, destination)} (${megabytes(destination.max_bytes)})`,
              })),
              { value: "custom", label: t.custom },
            ]}
            onChange={setTarget}
          />
          {target === "custom" && (
            <NumberField
              label={t.sizeInMegabytes}
              min={0.1}
              max={compressTargetLimitsBytes.max / 1_000_000}
              step={0.5}
              value={megabytesTyped}
              disabled={busy}
              hint={fill(t.sizeHint, {
                min: megabytes(compressTargetLimitsBytes.min),
                max: megabytes(Math.round(compressTargetLimitsBytes.max / 1_000_000) * 1_000_000),
              })}
              onChange={setMegabytes}
            />
          )}
          <ChoiceGroup<"mp4" | "webm">
            label={ui.videoFormat.label}
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
              ? fill(t.tooLong, {
                  seconds: tenths(languageCode, facts?.durationSeconds ?? 0),
                  max: number(defaultLimits.maxVideoEditSeconds),
                })
              : plan === null
                ? fill(t.limits, {
                    seconds: number(defaultLimits.maxVideoEditSeconds),
                    width: defaultLimits.maxVideoOutputWidth,
                    height: defaultLimits.maxVideoOutputHeight,
                  })
                : plan.ok
                  ? fill(plan.scaled ? t.planScaled : t.planOwnSize, {
                      video: number(plan.videoKilobitsPerSecond),
                      audio: number(plan.audioKilobitsPerSecond),
                      width: plan.width,
                      height: plan.height,
                      size: megabytes(targetBytes),
                    })
                  : refusalText(words, plan)}
          </p>
        </SettingsPanel>
      }
    />
  );
}
