import { Link, NavLink } from "react-router";
import { localizedPath } from "../../src/i18n/languages.ts";
import { usePageLanguage } from "../../src/i18n/page-language.ts";
import { useSiteTools, useStartTools } from "../../src/site/site-tool.ts";
import { toolGlyph } from "../../src/site/tool-icons.tsx";
import { chevronDownGlyph, closeGlyph, Icon, menuGlyph } from "../../src/ui/icons.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { LogoMark } from "./logo.tsx";

/** The header's plain links, in the page's language (the blog stays English: no prefix). */
function usePlainLinks() {
  const { language, messages } = usePageLanguage();
  return [
    { to: "/blog", label: messages.shell.blog },
    { to: localizedPath("/about", language), label: messages.shell.about },
    { to: localizedPath("/help", language), label: messages.shell.help },
    { to: localizedPath("/contact", language), label: messages.shell.contact },
  ];
}

// The current page's link carries aria-current="page" (NavLink writes it; after a move inside the
// app, src/shell/site-shell.ts markCurrentLinks moves it), and its look follows that attribute.
const desktopLinkClass =
  "rounded-lg px-3 py-2 text-sm font-medium transition-colors text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800";

/**
 * The header is prerendered only (app/root.tsx, PrerenderedOnly): no code of it reaches the
 * browser. Its menus are prerendered closed; src/shell/site-shell.ts opens and closes them (the
 * same code on static pages, which have no framework, and on tool pages). Their look follows
 * aria-expanded and aria-current, so nothing here holds state.
 */
function ToolsMenu() {
  const siteTools = useSiteTools();
  const { language, path, messages, plural } = usePageLanguage();
  const onToolPage = siteTools.some((tool) => tool.path === path.replace(/\/$/, ""));

  return (
    <div className="relative" data-disclosure>
      <button
        type="button"
        aria-expanded="false"
        aria-controls={toolsMenuId}
        data-disclosure-toggle
        className={`group flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium transition-colors aria-expanded:bg-brand-50 aria-expanded:text-brand-800 ${
          onToolPage
            ? "bg-brand-50 text-brand-800"
            : "text-slate-700 hover:bg-slate-100 hover:text-slate-900"
        }`}
      >
        {messages.shell.tools}
        <Icon
          glyph={chevronDownGlyph}
          className="size-4 transition-transform group-aria-expanded:rotate-180"
        />
      </button>
      <div
        id={toolsMenuId}
        hidden
        className="absolute top-full left-1/2 z-40 mt-2 w-[34rem] -translate-x-1/2 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl"
      >
        <ul className="grid grid-cols-2 gap-1">
          {siteTools.map((tool) => (
            <li key={tool.id}>
              <NavLink
                to={localizedPath(tool.path, language)}
                className="flex gap-3 rounded-xl p-3 transition-colors hover:bg-slate-50 aria-[current=page]:bg-brand-50"
              >
                <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                  <Icon glyph={toolGlyph(tool)} className="size-5" />
                </span>
                <span>
                  <span className="block text-sm font-semibold text-slate-900">{tool.name}</span>
                  <span className="mt-0.5 block text-xs leading-snug text-slate-600">
                    {tool.summary}
                  </span>
                </span>
              </NavLink>
            </li>
          ))}
        </ul>
        <Link
          to={localizedPath("/tools", language)}
          className="mt-1 block rounded-xl border-t border-slate-100 p-3 text-center text-sm font-semibold text-brand-700 hover:bg-slate-50"
        >
          {plural(messages.shell.allToolsByTask, siteTools.length)}{" "}
          <span aria-hidden="true">→</span>
        </Link>
      </div>
    </div>
  );
}

const toolsMenuId = "site-tools-menu";
const mobileMenuId = "site-mobile-menu";

function MobileMenu() {
  const siteTools = useSiteTools();
  const { language, messages } = usePageLanguage();
  const plainLinks = usePlainLinks();
  const linkClass =
    "flex items-center gap-3 rounded-xl px-3 py-2.5 text-base font-medium text-slate-800 hover:bg-slate-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800";
  return (
    <div className="md:hidden" data-disclosure>
      <button
        type="button"
        aria-expanded="false"
        aria-controls={mobileMenuId}
        aria-label={messages.shell.openMenu}
        data-disclosure-toggle
        data-label-closed={messages.shell.openMenu}
        data-label-open={messages.shell.closeMenu}
        className="group flex size-11 items-center justify-center rounded-xl text-slate-800 hover:bg-slate-100"
      >
        <Icon glyph={menuGlyph} className="size-6 group-aria-expanded:hidden" />
        <Icon glyph={closeGlyph} className="hidden size-6 group-aria-expanded:block" />
      </button>
      <nav
        id={mobileMenuId}
        aria-label={messages.shell.mobileNav}
        hidden
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pt-2 pb-6 shadow-lg"
      >
        <Link
          to={localizedPath("/tools", language)}
          className="block px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-brand-700 uppercase"
        >
          {messages.shell.allToolsByTaskShort}
        </Link>
        <ul className="grid grid-cols-1 gap-0.5 min-[440px]:grid-cols-2">
          {siteTools.map((tool) => (
            <li key={tool.id}>
              <NavLink to={localizedPath(tool.path, language)} className={linkClass}>
                <Icon glyph={toolGlyph(tool)} className="size-5 text-brand-700" />
                {tool.name}
              </NavLink>
            </li>
          ))}
        </ul>
        <ul className="mt-3 border-t border-slate-200 pt-3">
          {plainLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={linkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

export function SiteHeader() {
  const startTool = useStartTools().first;
  const { language, messages } = usePageLanguage();
  const plainLinks = usePlainLinks();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="container-page relative flex h-16 items-center justify-between gap-4">
        <Link
          to={localizedPath("/", language)}
          className="flex items-center gap-2.5 rounded-lg"
          aria-label={messages.shell.homeLabel}
        >
          <LogoMark />
          <span className="text-lg font-bold tracking-tight text-slate-900">GifKit</span>
        </Link>
        <nav aria-label={messages.shell.mainNav} className="hidden items-center gap-1 md:flex">
          <ToolsMenu />
          {plainLinks.map((link) => (
            <NavLink key={link.to} to={link.to} className={desktopLinkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSwitcher place="header" />
          <Link
            to={localizedPath(startTool.path, language)}
            className="btn btn-primary btn-sm hidden md:inline-flex"
          >
            {messages.shell.makeGif}
          </Link>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
