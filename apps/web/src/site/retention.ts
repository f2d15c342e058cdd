import { defaultLimits, type RetentionRule, retentionRules } from "@gifkit/contracts";

/**
 * How long each kind of file is kept (privacy policy, FAQ, /api, OpenAPI: one wording, from the
 * enforced limits). Its own module: the limits every tool page imports must not carry these
 * sentences into each page's JavaScript.
 */
export const retention: readonly RetentionRule[] = retentionRules(defaultLimits);

export const retentionText = (id: RetentionRule["id"]): string =>
  retention.find((rule) => rule.id === id)?.text ?? "";
