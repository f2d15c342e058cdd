import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

/**
 * Docker cannot run here, so the scaled deployment's files are checked as text: compose.yaml
 * parses and names exactly the services docs/scaling.md lists, with the settings the docs promise,
 * and the Dockerfile builds the image the docs describe.
 */
const repositoryRoot = fileURLToPath(new URL("../../../../", import.meta.url));
const read = (path: string) => readFile(`${repositoryRoot}${path}`, "utf8");

interface ComposeService {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  healthcheck?: { test: string[] };
  stop_grace_period?: string;
  depends_on?: Record<string, { condition: string }>;
}

async function composeServices(): Promise<Record<string, ComposeService>> {
  // Merge keys (<<: *anchor) are YAML 1.1, as Docker Compose reads them.
  const compose = parse(await read("compose.yaml"), { merge: true }) as {
    services: Record<string, ComposeService>;
  };
  return compose.services;
}

/** Service names from the table under "## Services" in docs/scaling.md (first column, in backticks). */
async function documentedServices(): Promise<string[]> {
  const docs = await read("docs/scaling.md");
  const section = docs.split(/^## /m).find((part) => part.startsWith("Services"));
  if (!section) throw new Error('docs/scaling.md has no "## Services" section');
  return [...section.matchAll(/^\| `([a-z0-9-]+)` +\|/gm)].map((match) => match[1] as string);
}

describe("compose.yaml and the Dockerfile", () => {
  it("names exactly the services docs/scaling.md lists", async () => {
    const documented = await documentedServices();
    expect(documented.length).toBeGreaterThanOrEqual(5);
    expect(Object.keys(await composeServices()).sort()).toEqual([...documented].sort());
  });

  it("runs the web site + API, two workers, Redis with AOF and noeviction, and MinIO", async () => {
    const services = await composeServices();
    const web = services.web as ComposeService;
    expect(web.build).toBe(".");
    expect(web.ports).toEqual(["5001:5001"]);
    expect(web.environment).toMatchObject({ RUN_WORKERS_IN_API: "false", PORT: "5001" });

    const workers = Object.entries(services).filter(([name]) => name.startsWith("worker-"));
    expect(workers.map(([name]) => name).sort()).toEqual(["worker-1", "worker-2"]);
    for (const [, worker] of workers) {
      expect(worker.image).toBe(web.image);
      expect(worker.command).toEqual(["node", "apps/server/src/worker.ts"]);
      expect(worker.stop_grace_period).toBe("30s");
      expect(worker.healthcheck?.test.join(" ")).toContain("/data/worker-heartbeat");
    }
    // Every GifKit process shares the same Redis and bucket.
    for (const service of [web, ...workers.map(([, worker]) => worker)]) {
      expect(service.environment).toMatchObject({
        REDIS_URL: "redis://redis:6379",
        S3_BUCKET: "gifkit",
        S3_ENDPOINT: "http://minio:9000",
        S3_FORCE_PATH_STYLE: "true",
      });
      expect(service.depends_on).toMatchObject({
        redis: { condition: "service_healthy" },
        minio: { condition: "service_healthy" },
      });
    }

    const redis = (services.redis as ComposeService).command?.join(" ") ?? "";
    expect(redis).toContain("--appendonly yes");
    expect(redis).toContain("--maxmemory-policy noeviction");
    expect(services.minio?.image).toMatch(/^minio\/minio/);
    expect(services.minio?.command?.[0]).toBe("server");
  });

  it("copies every workspace's package.json before each npm ci (else npm ci cannot link it)", async () => {
    const dockerfile = await read("Dockerfile");
    const { workspaces } = JSON.parse(await read("package.json")) as { workspaces: string[] };
    const stages = dockerfile.split(/^FROM /m).filter((stage) => stage.includes("RUN npm ci"));
    expect(stages).toHaveLength(2);
    for (const stage of stages) {
      const beforeInstall = stage.slice(0, stage.indexOf("RUN npm ci"));
      for (const workspace of workspaces) {
        expect(beforeInstall).toContain(`COPY ${workspace}/package.json ${workspace}/`);
      }
    }
  });

  it("builds a non-root Node 24 bookworm-slim image with the media tools and a health check", async () => {
    const dockerfile = await read("Dockerfile");
    expect(dockerfile).toContain("ARG NODE_IMAGE=node:24-bookworm-slim");
    for (const pkg of [
      "ffmpeg",
      "gifsicle",
      "imagemagick",
      "libheif-examples",
      "poppler-utils",
      "fonts-liberation",
    ]) {
      expect(dockerfile).toMatch(
        new RegExp(`install -y --no-install-recommends[\\s\\S]*\\b${pkg}\\b`),
      );
    }
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK [\s\S]*\/api\/health/m);
    expect(dockerfile).toContain('CMD ["node", "apps/server/src/main.ts"]');
  });
});
