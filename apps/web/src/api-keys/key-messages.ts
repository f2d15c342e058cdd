/** The shape of a key: `gk_` + 16 hex digits + `_` + 43 base64url characters. */
export const apiKeyPattern = /^gk_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/;
