/**
 * The one script of the static pages (home, /tools, the blog, the FAQ, /api, /api-key, about, help,
 * contact, the legal pages, the not-found screen; route-table.ts isDocumentPagePath). Those pages
 * are complete as prerendered: no framework code is sent (issue 29: ≤ 15 KB of JavaScript), and
 * this does what they need in the browser. The cookie banner needs nothing here: the inline head
 * script shows and answers it (consent.ts).
 * Built by scripts/post-build.ts into one hashed file, named in the pages by app/root.tsx.
 */
import { startAdSlots } from "../ads/ad-slots.ts";
import { startKeyPage } from "../api-keys/key-page.ts";
import { startKeyRequestForms } from "../api-keys/key-request-form.ts";
import { startContactForms } from "../contact/contact-form.ts";
import { startSiteShell } from "../shell/site-shell.ts";
import { startExamplePlayersInView } from "../ui/example-player-start.ts";

startSiteShell();
startContactForms();
startKeyRequestForms();
startKeyPage();
startExamplePlayersInView();
startAdSlots();
// For measurements and tests, as on the app's pages: the page's own start-up code has run.
document.documentElement.dataset.hydrated = "";
