import { Link } from "react-router";
import { arrowRightGlyph, Icon } from "./icons.tsx";

/** A call to action band. */
export function CtaBand({
  title,
  text,
  primary,
  secondary,
}: {
  title: string;
  text: string;
  primary: { to: string; label: string };
  secondary?: { to: string; label: string };
}) {
  return (
    <section className="container-page my-16">
      <div className="overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 via-brand-800 to-brand-950 px-6 py-12 text-center shadow-lg sm:px-12">
        <h2 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{title}</h2>
        <p className="mx-auto mt-3 max-w-xl text-brand-100">{text}</p>
        <div className="mt-7 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={primary.to} className="btn btn-on-dark btn-lg">
            {primary.label}
            <Icon glyph={arrowRightGlyph} className="size-4" />
          </Link>
          {secondary && (
            <Link
              to={secondary.to}
              className="btn btn-lg border border-white/40 text-white hover:bg-white/10"
            >
              {secondary.label}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
