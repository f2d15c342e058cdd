import { defaultLimits } from "./limits.ts";

/**
 * What each kind of caller may do (issue 37): a visitor or a program without a key is counted by
 * its address (an IPv6 /64), exactly as before keys existed; a call with
 * `Authorization: Bearer <key>` is counted by its key, with higher limits and a daily quota. The
 * server enforces these (config.ts may override them from the environment), and the /api page
 * and README state them from here.
 */
export const callerKindLimits = {
  address: {
    /** Tasks started per minute (RATE_LIMIT_START_PER_MINUTE). */
    startsPerMinute: defaultLimits.maxTaskStartsPerMinute,
    /** No daily quota without a key. */
    startsPerDay: null,
    /** Tasks waiting or running at once. */
    unfinishedTasks: 30,
    /** Bytes its uploads may keep stored at once (MAX_STORED_BYTES_PER_ADDRESS). */
    storedBytes: defaultLimits.maxStoredBytesPerAddress,
    /** Webhooks (`callback_url`) need a key. */
    webhooks: false,
  },
  key: {
    /** KEY_STARTS_PER_MINUTE. */
    startsPerMinute: defaultLimits.maxKeyTaskStartsPerMinute,
    /** KEY_STARTS_PER_DAY: counted per UTC day. */
    startsPerDay: defaultLimits.maxKeyTaskStartsPerDay,
    unfinishedTasks: 60,
    /** Still the address's: a key does not buy storage. */
    storedBytes: defaultLimits.maxStoredBytesPerAddress,
    webhooks: true,
  },
} as const;

/** Asking for a key (POST /api/keys): the abuse limits and the confirmation link's life. */
export const keyRequestLimits = {
  perAddressPerHour: 5,
  perEmailPerDay: 3,
  confirmationLinkHours: 24,
} as const;

/** How webhooks are delivered (the /api page states these). */
export const webhookDeliveryRules = {
  /** A delivery that does not answer 2xx is retried with backoff for this long. */
  retryForHours: 24,
  /** Waits before each retry, in seconds (then every 4 hours until the day is over). */
  retryDelaysSeconds: [5, 30, 120, 600, 1800, 3600, 7200, 14_400],
  /** One attempt's time to answer. */
  timeoutSeconds: 10,
  /** The Standard Webhooks receivers' usual tolerance for `webhook-timestamp`. */
  timestampToleranceSeconds: 300,
} as const;
