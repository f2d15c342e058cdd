import type { ReactNode } from "react";

/**
 * A part of the page that is complete as prerendered and never changes in the browser (the
 * footer, the cookie banner): the build writes it into the HTML, and the browser bundle does not
 * carry its code (issue 29: tool pages ≤ 120 KB). Pass the content only while prerendering, so
 * the bundler drops it from the browser's code:
 *   <PrerenderedOnly>{import.meta.env.SSR ? <SiteFooter /> : null}</PrerenderedOnly>
 * In the browser the wrapper hydrates with opaque content: React keeps the prerendered children
 * as they are (the same way the head's consent script is kept, root.tsx). Links inside are plain
 * links: the root route sends a click on one to a tool page through the router, and
 * src/shell/site-shell.ts gives the parts their behaviour. Drawn fresh in the browser (never,
 * unless the app's error screen replaces the page), the part would be empty.
 */
export function PrerenderedOnly({ children }: { children: ReactNode }) {
  if (import.meta.env.SSR)
    return (
      <div className="contents" data-prerendered>
        {children}
      </div>
    );
  return (
    <div
      className="contents"
      data-prerendered
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: empty; keeps the prerendered content
      dangerouslySetInnerHTML={{ __html: "" }}
    />
  );
}
