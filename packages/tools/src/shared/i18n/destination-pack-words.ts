import { type Destination, destinationBytes, destinations, primaryOutput } from "@gifkit/contracts";
import {
  destinationLimitWords,
  destinationReadmeLine,
  type PackTaskStatus,
} from "../destination-pack.ts";
import { destinationChangesIn, type LinePart } from "./destination-change-text.ts";
import { destinationExtraLimitsIn, destinationName } from "./fit-under-words.ts";
import type { ToolUi } from "./tool-ui-text.ts";

/**
 * The destination pack's lines in the page's language (issue 38). English keeps the ZIP README's
 * own words (destination-pack.ts), which the API's README and the browser tests quote; another
 * language writes the same figures with Intl and its catalog's words (`pack`, `fitUnder`), and
 * what a place changed from the result's `change_details` (destination-change-text.ts). The
 * server's errors, and a change the catalog cannot write, are English: they come back as parts
 * marked `english`, for the page to mark `lang="en"`.
 */
export type PackLinePart = LinePart;

/** destination-pack.ts destinationLimitWords in the page's language. */
export function destinationLimitWordsIn(ui: ToolUi, destination: Destination): string[] {
  if (ui.languageCode === "en") return destinationLimitWords(destination);
  const { pack, fitUnder } = ui.text;
  const n = (value: number) => new Intl.NumberFormat(ui.languageCode).format(value);
  const { amount, unit } = destinationBytes(destination.max_bytes);
  const limits = [
    ui.fill(pack.atMost, {
      size: `${new Intl.NumberFormat(ui.languageCode, { maximumFractionDigits: 1 }).format(amount)} ${unit}`,
    }),
  ];
  const { max_width: width, max_height: height } = destination;
  if (width && height) {
    // Digits and "px" as the English line writes them, in every language.
    const box = `${n(width)} × ${n(height)} px`;
    limits.push(
      destination.sides === "exact"
        ? ui.fill(fitUnder.exactly, { size: box })
        : destination.sides === "one-side-exact"
          ? ui.fill(pack.oneSideExact, { side: n(Math.max(width, height)) })
          : ui.fill(pack.atMost, { size: box }),
    );
  }
  limits.push(...destinationExtraLimitsIn(ui, destination));
  limits.push((destination.format ?? "gif").toUpperCase());
  return limits;
}

/** destination-pack.ts destinationReadmeLine in the page's language, in parts. */
export function destinationLineIn(
  ui: ToolUi,
  task: PackTaskStatus,
  fileName: string | null,
  inputBytes: number | undefined,
): PackLinePart[] {
  if (ui.languageCode === "en")
    return [{ text: destinationReadmeLine(task, fileName, inputBytes) }];
  const { pack } = ui.text;
  const n = (value: number) => new Intl.NumberFormat(ui.languageCode).format(value);
  const destination = destinations.find((each) => each.id === task.destination);
  const name = destination ? destinationName(ui, destination) : String(task.destination);
  const place = ui.fill(pack.place, { name, id: String(task.destination) });
  if (task.state !== "SUCCESS" || !task.result || !fileName || !destination) {
    const why = task.error ?? task.status;
    return [
      { text: ui.fill(pack.notMade, { place }) },
      ...(why ? [{ text: ` ${why}`, english: true }] : []),
    ];
  }
  const output = primaryOutput(task.result);
  const bytes = output ? (task.result.sizes?.[output.kind] ?? null) : null;
  const settings = task.result.settings;
  const sentences = [
    ui.fill(pack.meets, {
      file: fileName,
      place,
      limits: destinationLimitWordsIn(ui, destination).join(ui.text.fitUnder.limitsJoin),
    }),
  ];
  if (bytes !== null) {
    const written = ui.plural(ui.text.xray.bytes, bytes, { count: n(bytes) });
    sentences.push(
      settings && inputBytes
        ? ui.fill(pack.sized, {
            bytes: written,
            width: n(settings.width),
            height: n(settings.height),
            input: n(inputBytes),
          })
        : ui.fill(pack.sizedBytes, { bytes: written }),
    );
  }
  const ownChanges = [
    ...(destination.format && destination.format !== "gif"
      ? [ui.fill(pack.madeAs, { format: destination.format.toUpperCase(), name })]
      : []),
    ...(settings && (settings.colors < 256 || settings.lossy > 0)
      ? [
          settings.lossy > 0
            ? ui.fill(pack.fittedColorsLossy, { colors: settings.colors, lossy: settings.lossy })
            : ui.fill(pack.fittedColors, { colors: settings.colors }),
        ]
      : []),
  ];
  const serverChanges = settings ? destinationChangesIn(ui, settings) : [];
  if (ownChanges.length === 0 && serverChanges.length === 0) {
    sentences.push(pack.nothingChanged);
    return [{ text: sentences.join(" ") }];
  }
  const parts: PackLinePart[] = [{ text: [...sentences, pack.changed].join(" ") }];
  const changes: LinePart[] = [...serverChanges, ...ownChanges.map((text) => ({ text }))];
  for (const change of changes) {
    const last = parts[parts.length - 1] as PackLinePart;
    // Sentences in the page's language run on in one part; an English one is a part of its own.
    if (!change.english && !last.english) last.text += ` ${change.text}`;
    else parts.push({ text: ` ${change.text}`, ...(change.english ? { english: true } : {}) });
  }
  return parts;
}
