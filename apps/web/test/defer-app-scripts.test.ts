import { describe, expect, test } from "vitest";
import { appStarter, deferAppScripts } from "../scripts/defer-app-scripts.ts";

/** A tool page's build output, cut down: React Router's preloads in the head, its module script. */
const toolPage = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/>',
  '<link rel="modulepreload" href="/assets/manifest-2.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-3.js"/>',
  '<link rel="modulepreload" href="/assets/framework-4.js" fetchpriority="low"/>',
  "<script>window.dataLayer=[]</script></head><body><main><p>Resize a GIF</p></main>",
  '<script>window.__reactRouterContext = {"a":1};</script>',
  '<script type="module" async="">import "/assets/manifest-2.js";\n',
  'import * as route0 from "/assets/root-5.js";\nimport("/assets/entry.client-3.js");</script>',
  "<script>window.__reactRouterContext.streamController.close();</script></body></html>",
].join("");

describe("deferAppScripts (post-build: the app starts after the first paint)", () => {
  test("takes the module preloads out of the head and makes the router's script inert, followed by the starter", () => {
    expect(deferAppScripts(toolPage)).toBe(
      [
        '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
        '<link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/>',
        "<script>window.dataLayer=[]</script></head><body><main><p>Resize a GIF</p></main>",
        '<script>window.__reactRouterContext = {"a":1};</script>',
        '<script type="text/x-gifkit-deferred-module">import "/assets/manifest-2.js";\n',
        'import * as route0 from "/assets/root-5.js";\nimport("/assets/entry.client-3.js");</script>',
        `<script>${appStarter(["/assets/manifest-2.js", "/assets/entry.client-3.js", "/assets/framework-4.js"])}</script>`,
        "<script>window.__reactRouterContext.streamController.close();</script></body></html>",
      ].join(""),
    );
  });

  test("the starter adds the preloads and the module script with the page's nonce, after the first contentful paint", () => {
    expect(appStarter(["/assets/a.js"])).toBe(
      '(function(w,d){var s=d.currentScript,n=s.nonce,c=s.previousElementSibling.textContent,p=["/assets/a.js"],k="__gifkitEarlyEvents",q=w[k]=[],t=["pointerover","pointerdown","touchstart","focusin","dragenter","click","input"],f=0,P=w.PerformanceObserver;' +
        'function g(){if(f)return;f=1;p.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;l.nonce=n;d.head.appendChild(l)});var m=d.createElement("script");m.type="module";m.nonce=n;m.textContent=c;d.body.appendChild(m)}' +
        "function r(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(g)})})}" +
        't.forEach(function(e){w.addEventListener(e,function(v){w[k]&&q.push(v);g()},{capture:true,passive:true})});w.addEventListener("keydown",g,{capture:true,passive:true});' +
        'if(d.visibilityState==="hidden")g();else if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();r()}}).observe({type:"paint",buffered:true});d.addEventListener("visibilitychange",function(){d.visibilityState==="hidden"&&g()})}else r()})(window,document)',
    );
  });

  test("a static page (no router script) and an already deferred page come back as they were", () => {
    const staticPage =
      '<html><head><link rel="stylesheet" href="/assets/app-1.css"/></head><body><p>About</p><script type="module" src="/assets/static-page-0123456789.js"></script></body></html>';
    expect(deferAppScripts(staticPage)).toBe(staticPage);
    const deferred = deferAppScripts(toolPage);
    expect(deferAppScripts(deferred)).toBe(deferred);
  });
});
