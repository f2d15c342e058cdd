import { execFileSync } from "node:child_process";
import { statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { lastWordChange, legalLogArguments, legalSources } from "./src/site/legal-sources.ts";

const repositoryRoot = fileURLToPath(new URL("../../", import.meta.url));

/**
 * YYYY-MM-DD of the last commit that changed any of `paths`: the legal pages are dated by their
 * last real change. Outside a git checkout (a source archive) the newest file time stands in.
 */
function lastCommitDate(paths: readonly string[]): string {
  try {
    // Commits that changed no words (wordlessLegalCommits) are passed over.
    const date = lastWordChange(
      execFileSync("git", legalLogArguments(paths), { cwd: repositoryRoot, encoding: "utf8" }),
    );
    if (date && /^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  } catch {
    // No git here: use the files' own times.
  }
  const newest = Math.max(...paths.map((path) => statSync(`${repositoryRoot}${path}`).mtimeMs));
  return new Date(newest).toISOString().slice(0, 10);
}

/**
 * Vite wraps every lazy import in a preload helper (~0.9 KB gzip, on every page: the root loads
 * the cookie banner lazily). With module preloading off, its only remaining job is to add the
 * stylesheet of a lazy chunk (the crop editor's) before running it, so it is replaced by a few
 * lines that do just that. The helper's call signature stays Vite's: (load, cssPaths).
 */
function smallPreloadHelper(): Plugin {
  return {
    name: "gifkit:small-preload-helper",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !chunk.fileName.includes("preload-helper")) continue;
        const exported = /export\s*\{\s*\w+\s+as\s+(\w+)\s*\}/.exec(chunk.code)?.[1];
        if (!exported) this.error("preload helper: export not found");
        chunk.code = `const loaded={};const helper=(load,deps)=>deps&&deps.length?Promise.all(deps.map((path)=>loaded[path]??=new Promise((resolve,reject)=>{const link=document.createElement("link");link.rel="stylesheet";link.href="/"+path;link.onload=resolve;link.onerror=()=>reject(new Error("Unable to load CSS "+path));document.head.append(link)}))).then(load):load();export{helper as ${exported}};\n`;
      }
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), smallPreloadHelper()],
  define: {
    // The ads publisher id may also be given at run time (the server adds a meta tag); with
    // neither, no ad script is loaded and no ad box is drawn.
    __GIFKIT_ADS_CLIENT_ID__: JSON.stringify(process.env.ADS_CLIENT_ID ?? ""),
    __GIFKIT_LEGAL_DATES__: JSON.stringify(
      Object.fromEntries(
        Object.entries(legalSources).map(([page, paths]) => [page, lastCommitDate(paths)]),
      ),
    ),
  },
  build: {
    // Small assets stay separate files so a page fetches only what it uses.
    assetsInlineLimit: 0,
    // React Router preloads each route's modules itself; Vite's helper for lazy imports is not needed.
    modulePreload: false,
    rolldownOptions: {
      treeshake: {
        // The shared contracts are plain declarations: importing the limits must not drag the
        // zod schemas next to them (and zod itself) into every page.
        // Same for the JSON-LD builders: pages call them only while prerendering (import.meta.env.SSR),
        // so the browser must not fetch them for nothing.
        moduleSideEffects: (id) =>
          !id.includes("/packages/contracts/src/") && !id.endsWith("/src/seo/structured-data.ts"),
      },
      output: {
        // Fewer, larger shared chunks compress better than a dozen tiny ones on every page.
        codeSplitting: {
          groups: [
            // Vite's helper for lazy imports stays a chunk of its own, so smallPreloadHelper
            // (above) finds it by name and replaces it.
            { name: "preload-helper", test: /vite[\\/]preload-helper/ },
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
            },
            // What the shell (header, footer, consent, head tags) needs on every page.
            {
              name: "site",
              test: /apps[\\/]web[\\/](app[\\/]layout[\\/]|src[\\/]ads[\\/](ads-config|ad-slot)\.|src[\\/]seo[\\/]meta\.|src[\\/]site[\\/](route-table|tools|tool-icons)\.|src[\\/]consent[\\/](consent|use-consent)\.|src[\\/]ui[\\/]icons)/,
            },
            // Small pieces of the page routes (each under 0.4 KB gzip): one file instead of seven
            // on a tool page, where every byte counts (issue 29: 120 KB).
            {
              name: "page-parts",
              test: /(apps[\\/]web[\\/]src[\\/](ui[\\/](breadcrumb|example-player-start|scroll-gently)|tool-page[\\/](error-alert|early-intent|early-events))\.|packages[\\/]tools[\\/]src[\\/]shared[\\/](file-handoff|i18n[\\/]tool-ui-text)\.)/,
            },
            // The limits and the accepted formats, which every tool page reads together: one
            // file, even though the legal pages (which name the limits) read only the first.
            {
              name: "formats",
              test: /packages[\\/]contracts[\\/]src[\\/](limits|formats)\.ts$/,
            },
          ],
        },
      },
    },
  },
});
