/**
 * Where a static page's HTML names its one script (app/root.tsx). scripts/post-build.ts builds
 * src/static-page/static-page.ts into a content-hashed file and puts its name in place of this.
 */
export const staticPageScriptPlaceholder = "/assets/static-page.js";
