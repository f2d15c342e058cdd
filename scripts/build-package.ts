/**
 * Builds a publishable package (packages/client, packages/cli; issue 37) into its dist/ folder:
 * the TypeScript compiled to ESM JavaScript with declarations (tsconfig.build.json), its README
 * and licence, and a package.json whose exports and bin name the compiled files. The workspace
 * itself runs the sources (Node strips the types); npm does not strip them inside node_modules,
 * so what is published is dist/: `npm run build -w packages/client && npm publish
 * packages/client/dist` (the client first: the command depends on it).
 *
 * Usage: node scripts/build-package.ts packages/client
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const folder = resolve(root, process.argv[2] ?? "");
const dist = join(folder, "dist");
const manifest = JSON.parse(readFileSync(join(folder, "package.json"), "utf8"));

/** `./src/x.ts` → `./x.js` (dist/ is the package's root once published). */
const compiled = (path: string, extension = ".js") =>
  path.replace(/^\.\/src\//, "./").replace(/\.ts$/, extension);

rmSync(dist, { recursive: true, force: true });
execFileSync(
  process.execPath,
  [join(root, "node_modules/typescript/bin/tsc"), "-p", join(folder, "tsconfig.build.json")],
  { stdio: "inherit" },
);

const exportsMap = Object.fromEntries(
  Object.entries(manifest.exports as Record<string, string>).map(([entry, path]) => [
    entry,
    { types: compiled(path, ".d.ts"), default: compiled(path) },
  ]),
);
const published = {
  ...manifest,
  exports: exportsMap,
  ...(manifest.bin
    ? {
        bin: Object.fromEntries(
          Object.entries(manifest.bin as Record<string, string>).map(([name, path]) => [
            name,
            compiled(path),
          ]),
        ),
      }
    : {}),
  files: ["**/*.js", "**/*.d.ts", "**/*.json", "README.md", "LICENSE"],
  scripts: undefined,
};
writeFileSync(join(dist, "package.json"), `${JSON.stringify(published, null, 2)}\n`);
for (const name of ["README.md", "LICENSE"]) {
  if (existsSync(join(folder, name))) copyFileSync(join(folder, name), join(dist, name));
}
console.log(`built ${manifest.name}@${manifest.version} into ${dist}`);
