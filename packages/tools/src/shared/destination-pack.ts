import {
  type Destination,
  destinations,
  formatDestinationBytes,
  primaryOutput,
  type TaskStatus,
} from "@gifkit/contracts";
import { outputParams } from "../operations/output.ts";

/**
 * A destination pack (issue 37: one input, every destination), pure, for the API (POST
 * /api/destinations-pack and its ZIP's README) and the site (the result screen's pack, which shows
 * the same line per place before the ZIP is downloaded).
 */

/** The destinations a pack can make: the GIF places, and the sticker places of another format. */
export const packDestinations: readonly Destination[] = destinations.filter(
  (destination) =>
    outputParams.safeParse({ format: destination.format ?? "gif", destination: destination.id })
      .success,
);

/** A pack's task as GET /api/batch/{id} lists it: its status and its place. */
export type PackTaskStatus = Pick<TaskStatus, "state" | "status" | "result" | "error"> & {
  destination?: string | undefined;
};

const n = (value: number) => value.toLocaleString("en-US");

/** The limits a destination states, in words ("at most 10 MiB, at most 320 × 320 px, ..."). */
export function destinationLimitWords(destination: Destination): string[] {
  const limits = [`at most ${formatDestinationBytes(destination.max_bytes)}`];
  if (destination.max_width && destination.max_height) {
    const box = `${n(destination.max_width)} × ${n(destination.max_height)} px`;
    limits.push(
      destination.sides === "exact"
        ? `exactly ${box}`
        : destination.sides === "one-side-exact"
          ? `one side exactly ${n(Math.max(destination.max_width, destination.max_height))} px, the other at most`
          : `at most ${box}`,
    );
  }
  if (destination.max_duration_seconds !== undefined)
    limits.push(`at most ${n(destination.max_duration_seconds)} seconds long`);
  if (destination.max_frames_per_second !== undefined)
    limits.push(`at most ${n(destination.max_frames_per_second)} frames a second`);
  if (destination.max_frames !== undefined)
    limits.push(`at most ${n(destination.max_frames)} frames`);
  limits.push(`${(destination.format ?? "gif").toUpperCase()}`);
  return limits;
}

/**
 * A destination pack's README line for one place: the file, the limits it meets, its size against
 * the input's, and what was changed to meet them (the destination step's own sentences).
 */
export function destinationReadmeLine(
  task: PackTaskStatus,
  fileName: string | null,
  inputBytes: number | undefined,
): string {
  const destination = destinations.find((each) => each.id === task.destination);
  const place = destination ? `${destination.name} (${destination.id})` : String(task.destination);
  if (task.state !== "SUCCESS" || !task.result || !fileName || !destination) {
    return `${place}: not made. ${task.error ?? task.status}`;
  }
  const output = primaryOutput(task.result);
  const bytes = output ? (task.result.sizes?.[output.kind] ?? null) : null;
  const settings = task.result.settings;
  const changes = [
    ...(settings?.changes ?? []),
    ...(destination.format && destination.format !== "gif"
      ? [`Made as ${destination.format.toUpperCase()}, the format ${destination.name} takes.`]
      : []),
    ...(settings && (settings.colors < 256 || settings.lossy > 0)
      ? [
          `Fitted under the size with ${settings.colors} colors${settings.lossy > 0 ? ` and lossy ${settings.lossy}` : ""}.`,
        ]
      : []),
  ];
  const size =
    bytes === null
      ? ""
      : ` ${n(bytes)} bytes${inputBytes ? ` (the input: ${n(inputBytes)})` : ""}${settings ? `, ${settings.width} × ${settings.height} px` : ""}.`;
  return `${fileName} for ${place}: meets ${destinationLimitWords(destination).join(", ")}.${size} Changed: ${changes.length > 0 ? changes.join(" ") : "nothing."}`;
}
