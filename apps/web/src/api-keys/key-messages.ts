/** What the key pages say in the browser (the server's own messages come in its answers). */
export const keyPageMessages = {
  invalidEmail: "Please enter a valid email.",
  sending: "Sending…",
  networkFailed: "GifKit could not be reached. Check your internet connection and try again.",
  unexpected: "Something went wrong. Please try again.",
  keyFormat: "An API key starts with gk_ and has no spaces. Paste the whole key.",
  revokeConfirm:
    "Revoke this key for good? Every call with it will be refused; calls without a key keep working.",
  revoked: "The key is revoked. Calls with it are now refused.",
} as const;

/** The shape of a key: `gk_` + 16 hex digits + `_` + 43 base64url characters. */
export const apiKeyPattern = /^gk_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/;
