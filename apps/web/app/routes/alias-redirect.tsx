import { redirect } from "react-router";
import { aliasRedirects } from "../../src/site/route-table.ts";
import type { Route } from "./+types/alias-redirect";

/**
 * Old tool links (DESIGN §2). The server answers them with 301; this covers a link followed
 * inside the app, which never asks the server.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { pathname, search, hash } = new URL(request.url);
  throw redirect(`${aliasRedirects[pathname.replace(/\/$/, "")] ?? "/"}${search}${hash}`, 301);
}

export default function AliasRedirect() {
  return null;
}
