import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { useSiteTools } from "../../src/site/site-tool.ts";
import { toolGlyph } from "../../src/site/tool-icons.tsx";
import { chevronDownGlyph, closeGlyph, Icon, menuGlyph } from "../../src/ui/icons.tsx";
import { LogoMark } from "./logo.tsx";

const plainLinks = [
  { to: "/blog", label: "Blog" },
  { to: "/about", label: "About" },
  { to: "/help", label: "Help" },
  { to: "/contact", label: "Contact" },
] as const;

const desktopLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
    isActive
      ? "bg-brand-50 text-brand-800"
      : "text-slate-700 hover:bg-slate-100 hover:text-slate-900"
  }`;

function ToolsMenu() {
  const siteTools = useSiteTools();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const onToolPage = siteTools.some((tool) => tool.path === pathname.replace(/\/$/, ""));

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    // Focus leaving the menu (Tab past the last tool) closes it, like a click outside.
    // biome-ignore lint/a11y/noStaticElementInteractions: blur is observed, not an interaction of its own
    <div
      ref={containerRef}
      className="relative"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={`flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
          onToolPage || open
            ? "bg-brand-50 text-brand-800"
            : "text-slate-700 hover:bg-slate-100 hover:text-slate-900"
        }`}
      >
        Tools
        <Icon
          glyph={chevronDownGlyph}
          className={`size-4 transition-transform ${open ? "rotate-180" : ""}`}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full left-1/2 z-40 mt-2 w-[34rem] -translate-x-1/2 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl"
      >
        <ul className="grid grid-cols-2 gap-1">
          {siteTools.map((tool) => (
            <li key={tool.id}>
              <NavLink
                to={tool.path}
                onClick={() => setOpen(false)}
                className={({ isActive }) =>
                  `flex gap-3 rounded-xl p-3 transition-colors ${isActive ? "bg-brand-50" : "hover:bg-slate-50"}`
                }
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
          to="/tools"
          onClick={() => setOpen(false)}
          className="mt-1 block rounded-xl border-t border-slate-100 p-3 text-center text-sm font-semibold text-brand-700 hover:bg-slate-50"
        >
          All {siteTools.length} tools by task <span aria-hidden="true">→</span>
        </Link>
      </div>
    </div>
  );
}

function MobileMenu() {
  const siteTools = useSiteTools();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const panelId = useId();
  // Any navigation (a link, the back button) closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change on purpose
  useEffect(() => setOpen(false), [pathname]);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Escape closes the open menu and gives focus back to its toggle (WAI-ARIA disclosure pattern).
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
  const close = () => setOpen(false);
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `flex items-center gap-3 rounded-xl px-3 py-2.5 text-base font-medium ${
      isActive ? "bg-brand-50 text-brand-800" : "text-slate-800 hover:bg-slate-50"
    }`;
  return (
    <div className="md:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen((value) => !value)}
        className="flex size-11 items-center justify-center rounded-xl text-slate-800 hover:bg-slate-100"
      >
        <Icon glyph={open ? closeGlyph : menuGlyph} className="size-6" />
      </button>
      <nav
        id={panelId}
        aria-label="Mobile"
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pt-2 pb-6 shadow-lg"
      >
        <Link
          to="/tools"
          onClick={close}
          className="block px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-brand-700 uppercase"
        >
          All tools by task
        </Link>
        <ul className="grid grid-cols-1 gap-0.5 min-[440px]:grid-cols-2">
          {siteTools.map((tool) => (
            <li key={tool.id}>
              <NavLink to={tool.path} onClick={close} className={linkClass}>
                <Icon glyph={toolGlyph(tool)} className="size-5 text-brand-700" />
                {tool.name}
              </NavLink>
            </li>
          ))}
        </ul>
        <ul className="mt-3 border-t border-slate-200 pt-3">
          {plainLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} onClick={close} className={linkClass}>
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
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="container-page relative flex h-16 items-center justify-between gap-4">
        <Link to="/" className="flex items-center gap-2.5 rounded-lg" aria-label="GifKit home">
          <LogoMark />
          <span className="text-lg font-bold tracking-tight text-slate-900">GifKit</span>
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <ToolsMenu />
          {plainLinks.map((link) => (
            <NavLink key={link.to} to={link.to} className={desktopLinkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <Link to="/gif-maker" className="btn btn-primary btn-sm hidden md:inline-flex">
          Make a GIF
        </Link>
        <MobileMenu />
      </div>
    </header>
  );
}
