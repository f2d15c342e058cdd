import type { ErrorCode } from "@gifkit/contracts";
import { fill, formatValue } from "./format.ts";
import type { SiteMessages } from "./messages/en.ts";

/** What the page knows of a refusal or failure: the server's code and the numbers it sent. */
export interface FailureFacts {
  code: ErrorCode | null;
  /** The failure's `values` (error body, or a failed task's `error_values`), by name. */
  values?: Readonly<Record<string, number>> | null | undefined;
}

/**
 * A failure in the page's language (issue 38), or undefined on English pages and for a failure
 * without a code the site translates (the server's own message is shown then). The sentence with
 * the failure's numbers is taken only when the failure sent every one of them; otherwise the
 * sentence without numbers, so no number is ever made up.
 */
export function apiErrorText(
  language: string,
  messages: Pick<SiteMessages, "apiErrors" | "apiErrorsWithValues">,
  failure: FailureFacts,
): string | undefined {
  if (language === "en" || !failure.code) return undefined;
  const values = failure.values ?? {};
  const withValues = (messages.apiErrorsWithValues as Partial<Record<string, string>>)[
    failure.code
  ];
  if (withValues) {
    const names = [...withValues.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
    if (names.length > 0 && names.every((name) => typeof values[name] === "number")) {
      return fill(
        withValues,
        Object.fromEntries(
          names.map((name) => [name, formatValue(language, name, values[name] as number)]),
        ),
      );
    }
  }
  return (messages.apiErrors as Partial<Record<string, string>>)[failure.code];
}
