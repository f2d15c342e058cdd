/**
 * How many tools the site has, from the root route's data (the registry's list, built at build
 * time), for meta functions: copy never types the count in. Its own module (not meta.ts): only the
 * pages that state the count carry it.
 */
export function toolCountOf(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
): number {
  const rootData = matches.find((match) => match?.id === "root")?.data as
    | { siteTools?: readonly unknown[] }
    | undefined;
  return rootData?.siteTools?.length ?? 0;
}
