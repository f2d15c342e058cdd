import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: {
    // The ads publisher id may also be given at run time (the server adds a meta tag); with
    // neither, no ad script is loaded and no ad box is drawn.
    __GIFKIT_ADS_CLIENT_ID__: JSON.stringify(process.env.ADS_CLIENT_ID ?? ""),
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
        moduleSideEffects: (id) => !id.includes("/packages/contracts/src/"),
      },
      output: {
        // Fewer, larger shared chunks compress better than a dozen tiny ones on every page.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
            },
            // What the shell (header, footer, consent, head tags) needs on every page.
            {
              name: "site",
              test: /apps[\\/]web[\\/](app[\\/]layout[\\/]|src[\\/]ads[\\/](ads-config|ad-slot)\.|src[\\/]seo[\\/]meta\.|src[\\/]site[\\/](route-table|tools|tool-icons)\.|src[\\/]consent[\\/](consent|use-consent)\.|src[\\/]ui[\\/]icons)/,
            },
          ],
        },
      },
    },
  },
});
