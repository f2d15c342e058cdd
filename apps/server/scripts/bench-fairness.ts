/**
 * Fairness benchmark (`npm run bench:fairness`, issue 28): is the site still quick for everyone
 * while two addresses send the heaviest work they can?
 *
 * Starts the real server (one process, in-process queue, 2 task processes, the production rate
 * limits). 20 visitors, each from its own loopback address (127.0.0.2 … 127.0.0.21: the client
 * socket is bound to it, and the server, with TRUST_PROXY unset, takes the socket address as the
 * client), run small edits (Resize, Crop, Reverse of small GIFs) in a loop with a pause between
 * edits. Phase 1: the visitors alone. Phase 2: the same visitors while 127.0.0.22 and 127.0.0.23
 * keep sending long Video to GIF conversions (a 40 s video), previews of the edit-list MP4
 * (2 s replayed 50,000 times) and Optimize size estimates of a 1.1 MB GIF, as fast as the server
 * accepts them (their unfinished tasks are cancelled when a phase 2 ends). The two phases
 * alternate in rounds, so both meet the same machine. Prints the small edits' p50/p95 completion
 * time (submit → SUCCESS, as polled and as the task record says) in both phases, failures, the server's peak memory (all its processes) and the files left in its data
 * directory after the sweeper ran. A measurement, not a test; target: p95 in phase 2 ≤ 3× phase 1,
 * no small edit fails, nothing left.
 *
 *   npm run bench:fairness                      (2 minutes under load, 1 minute alone)
 *   npm run bench:fairness -- --seconds=40      (shorter; phase 1 lasts half of it)
 *   npm run bench:fairness -- --long-niceness=0 (long tasks at normal CPU priority, to compare)
 *   npm run bench:fairness -- --rounds=1        (one alone phase, then one loaded; default 4 pairs)
 *   npm run bench:fairness -- --rounds=0 --sweep=0   (only the three-address Combine phase)
 *   npm run bench:fairness -- --combine-seconds=60   (its length; 0 skips it)
 *
 * Phase 3 (issue 40): three addresses send observation 1's side-by-side Combine (20 small GIFs
 * whose timeline is 131 million hundredths long) as fast as they are answered, while a fourth
 * runs small Resizes; its p95 beside them is compared with its p95 alone just before.
 *
 * The server runs with the production fairness settings (per-address share, connection cap, rate
 * limits), not the scale tests' cluster settings, where one address stands for many people.
 */
import { readdir, readFile, stat } from "node:fs/promises";
import { Agent, request } from "node:http";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { defaultLimits, type TaskStatus } from "@gifkit/contracts";
import { fixture } from "../test/helpers/fixtures.ts";
import { makeEditListReplayMp4 } from "../test/helpers/video-media.ts";
import { hostileGif } from "../test-hostile/helpers/hostile-files.ts";
import { Cluster, sleep } from "../test-scale/helpers/cluster.ts";

const flag = (name: string, fallback: number) => {
  const found = process.argv.find((argument) => argument.startsWith(`--${name}=`));
  return found ? Number(found.slice(name.length + 3)) : fallback;
};
const loadSeconds = flag("seconds", 120);
const aloneSeconds = Math.max(10, Math.round(loadSeconds / 2));
/** After a loaded phase, the heavy senders' cancelled task processes are replaced meanwhile. */
const settleSeconds = 8;
/** Alone and loaded phases alternate this many times (each phase split evenly). */
const rounds = Math.max(0, Math.round(flag("rounds", 4)));
/** The three-address Combine phase (issue 40): its length, and the seconds the Resize runs alone first. */
const combineSeconds = flag("combine-seconds", 40);
/** Wait for the sweeper at the end (0: skip the check of files left). */
const sweepCheck = flag("sweep", 1) !== 0;
/** A visitor looks at each result before the next edit. */
const thinkSeconds = flag("think", 6);
/** LONG_TASK_NICENESS of the server; absent: its default. */
const longNiceness = process.argv.some((argument) => argument.startsWith("--long-niceness="))
  ? flag("long-niceness", 10)
  : undefined;
const visitorCount = 20;
const pollMs = 200;

interface Reply {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/** One HTTP client bound to one loopback address (keep-alive, like a browser). */
class Client {
  readonly address: string;
  private readonly agent: Agent;
  private readonly port: number;
  constructor(address: string, port: number) {
    this.address = address;
    this.port = port;
    this.agent = new Agent({ keepAlive: true, maxSockets: 4 });
  }
  send(
    method: string,
    path: string,
    body?: { bytes: Buffer; type: string },
    extraHeaders: Record<string, string> = {},
  ): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const call = request(
        {
          host: "127.0.0.1",
          port: this.port,
          localAddress: this.address,
          agent: this.agent,
          method,
          path,
          headers: {
            ...(body
              ? { "content-type": body.type, "content-length": String(body.bytes.length) }
              : {}),
            ...extraHeaders,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString(),
              headers: response.headers,
            }),
          );
          response.on("error", reject);
        },
      );
      call.on("error", reject);
      call.end(body?.bytes);
    });
  }
  close() {
    this.agent.destroy();
  }
}

/** A multipart body as a browser's FormData would send it. */
async function form(
  fileName: string,
  bytes: Buffer,
  fields: Record<string, string> = {},
): Promise<{ bytes: Buffer; type: string }> {
  const data = new FormData();
  data.append("file", new Blob([new Uint8Array(bytes)]), fileName);
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  const encoded = new Response(data);
  return {
    bytes: Buffer.from(await encoded.arrayBuffer()),
    type: encoded.headers.get("content-type") as string,
  };
}

/**
 * Issue 40's observation 1 as sent: 20 files to Combine, side by side. A 2,000-frame 2×2 GIF of
 * 655.35 s frames (28 KB) and 19 copies of a 2-frame GIF of 1 cs frames.
 */
async function combineForm(): Promise<{ bytes: Buffer; type: string }> {
  const data = new FormData();
  const long = hostileGif({
    screenWidth: 2,
    screenHeight: 2,
    frames: 2000,
    delayCentiseconds: 65535,
  });
  const flicker = hostileGif({ screenWidth: 2, screenHeight: 2, frames: 2, delayCentiseconds: 1 });
  data.append("files", new Blob([new Uint8Array(long)]), "long.gif");
  for (let index = 0; index < 19; index++) {
    data.append("files", new Blob([new Uint8Array(flicker)]), `flicker-${index + 1}.gif`);
  }
  data.append("layout", "horizontal");
  const encoded = new Response(data);
  return {
    bytes: Buffer.from(await encoded.arrayBuffer()),
    type: encoded.headers.get("content-type") as string,
  };
}

const smallEdits = [
  { tool: "resize", file: "cogs.gif", fields: { width: "100", height: "100" } },
  {
    tool: "crop",
    file: "rotating-squares.gif",
    fields: { x: "0", y: "0", width: "60", height: "60" },
  },
  { tool: "reverse", file: "animated-loop-3.gif", fields: {} },
  { tool: "reverse", file: "cogs.gif", fields: {} },
] as const;

interface EditOutcome {
  /** Submit → SUCCESS as the visitor sees it (status polled every `pollMs`). */
  ms: number;
  /**
   * Submit → SUCCESS as the server's task record says (createdAtMs to finishedAtMs): exact, where
   * `ms` is rounded up to the next poll.
   */
  serverMs?: number;
  failure?: string;
}

/** Where the server keeps its task records (set once it has started). */
let taskRecordDir = "";

/** The task's time on the server, from its record (written just after the state it reports). */
async function serverMsOf(taskId: string): Promise<number | undefined> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const record = await readFile(join(taskRecordDir, `${taskId}.json`), "utf8")
      .then((text) => JSON.parse(text) as { createdAtMs: number; finishedAtMs: number | null })
      .catch(() => null);
    if (record?.finishedAtMs) return record.finishedAtMs - record.createdAtMs;
    await sleep(25);
  }
  return undefined;
}

/** Starts one small edit and polls it to the end: its completion time, or why it failed. */
async function runEdit(client: Client, index: number): Promise<EditOutcome> {
  const edit = smallEdits[index % smallEdits.length] as (typeof smallEdits)[number];
  const body = await form(edit.file, smallFiles.get(edit.file) as Buffer, edit.fields);
  const startedAt = performance.now();
  const started = await client.send("POST", `/api/${edit.tool}`, body);
  if (started.status !== 202) {
    return {
      ms: 0,
      failure: `${edit.tool}: start ${started.status} ${started.body.slice(0, 120)}`,
    };
  }
  const taskId = (JSON.parse(started.body) as { task_id: string }).task_id;
  for (;;) {
    await sleep(pollMs);
    const reply = await client.send("GET", `/api/task-status/${taskId}`);
    if (reply.status !== 200) return { ms: 0, failure: `${edit.tool}: status ${reply.status}` };
    const status = JSON.parse(reply.body) as TaskStatus;
    if (status.state === "SUCCESS")
      return { ms: performance.now() - startedAt, serverMs: await serverMsOf(taskId) };
    if (status.state === "FAILURE") return { ms: 0, failure: `${edit.tool}: ${status.error}` };
  }
}

/** The visitors' loop until `untilMs`: each edit, then a pause. */
async function runVisitors(clients: Client[], untilMs: number): Promise<EditOutcome[]> {
  const outcomes: EditOutcome[] = [];
  await Promise.all(
    clients.map(async (client, visitor) => {
      // Staggered so the visitors do not all arrive in the same second.
      await sleep((visitor / clients.length) * thinkSeconds * 1000);
      for (let round = visitor; performance.now() < untilMs; round++) {
        outcomes.push(
          await runEdit(client, round).catch((error) => ({ ms: 0, failure: String(error) })),
        );
        await sleep(thinkSeconds * 1000 * (0.5 + Math.random()));
      }
    }),
  );
  return outcomes;
}

interface HeavyCounts {
  accepted: number;
  refused: Map<string, number>;
  /** Accepted and not yet looked at, with the sender that owns each and its cancel secret. */
  taskIds: { id: string; client: Client; cancelToken: string }[];
}

/** One heavy sender: three loops (conversion, preview, estimate), each re-sending at once. */
async function runHeavy(client: Client, untilMs: number, counts: HeavyCounts): Promise<void> {
  const sends = [
    { path: "/api/video-to-gif", body: await form("long.mp4", longVideo) },
    { path: "/api/video-preview", body: await form("replay.mp4", editListMp4) },
    { path: "/api/estimate/optimize", body: await form("classroom.gif", bigGif) },
  ];
  await Promise.all(
    sends.map(async ({ path, body }) => {
      while (performance.now() < untilMs) {
        const reply = await client.send("POST", path, body).catch((error) => ({
          status: 0,
          body: String(error),
          headers: {} as Reply["headers"],
        }));
        if (reply.status === 202) {
          counts.accepted++;
          const started = JSON.parse(reply.body) as { task_id: string; cancel_token: string };
          counts.taskIds.push({ id: started.task_id, client, cancelToken: started.cancel_token });
          continue;
        }
        const key = `${reply.status} ${reply.status === 0 ? reply.body : (JSON.parse(reply.body) as { code?: string }).code}`;
        counts.refused.set(key, (counts.refused.get(key) ?? 0) + 1);
        // Refused: back as soon as the server says (at most 2 s: it keeps pushing).
        const retryAfter = Number(reply.headers["retry-after"] ?? 1);
        await sleep(Math.min(2, Math.max(0.2, retryAfter)) * 1000);
      }
    }),
  );
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? 0
  );
};

/** Resident memory of every process in the server's process group (server, workers, binaries). */
async function groupRssBytes(groupId: number): Promise<number> {
  let total = 0;
  for (const name of await readdir("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const statText = await readFile(`/proc/${name}/stat`, "utf8");
      const fields = statText.slice(statText.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) !== groupId) continue;
      // Field 24 of stat (22 after the name and state) is the resident set in pages.
      total += Number(fields[21]) * 4096;
    } catch {
      // The process ended while we looked.
    }
  }
  return total;
}

async function filesUnder(directory: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(directory, { withFileTypes: true }).catch(() => [])) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(path)));
    else found.push(path);
  }
  return found;
}

const line = (label: string, outcomes: EditOutcome[]) => {
  const done = outcomes.filter((outcome) => !outcome.failure);
  const times = done.map((outcome) => outcome.ms);
  const onServer = done.map((outcome) => outcome.serverMs ?? outcome.ms);
  const failures = outcomes.length - times.length;
  const seconds = (ms: number) => (ms / 1000).toFixed(2).padStart(6);
  console.log(
    `${label.padEnd(42)} ${String(outcomes.length).padStart(4)} edits   p50 ${seconds(percentile(times, 0.5))} s   p95 ${seconds(percentile(times, 0.95))} s   ${failures} failed   (on the server: p50 ${seconds(percentile(onServer, 0.5))} s, p95 ${seconds(percentile(onServer, 0.95))} s)`,
  );
  return { p95: percentile(times, 0.95), serverP95: percentile(onServer, 0.95), failures };
};

const smallFiles = new Map<string, Buffer>();
for (const edit of smallEdits)
  smallFiles.set(edit.file, await readFile(fixture(`gif/${edit.file}`)));
const longVideo = await readFile(fixture("video/bottle-detection.mp4"));
const bigGif = await readFile(fixture("gif/classroom.gif"));
const cluster = await Cluster.create();
const editListMp4 = await readFile(await makeEditListReplayMp4(cluster.root));

console.log(
  `GifKit fairness: ${visitorCount} visitors (small edits, ${thinkSeconds} s pause) for ${aloneSeconds} s alone and ${loadSeconds} s beside 2 heavy senders, in ${rounds} alternating rounds`,
);
console.log(
  `machine: ${availableParallelism()} cores, load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(" ")}; temp ${tmpdir()}`,
);

const stop = async () => {
  await cluster.stopAll();
};
process.on("SIGINT", () => void stop().then(() => process.exit(130)));
try {
  const server = await cluster.startSingleProcess("single", {
    WORKER_CONCURRENCY: "2",
    LOG_LEVEL: "error",
    // Results expire after a minute and the sweeper runs every 5 s, so "nothing left after the
    // sweep" is seen within this run.
    RESULT_TTL_MINUTES: "1",
    SWEEP_INTERVAL_SECONDS: "5",
    // The site as deployed: the cluster's environment turns these off or up for the scale tests
    // (one address there stands for many people); here every address is one person.
    FAIR_SHARE_PER_ADDRESS: "true",
    MAX_CONNECTIONS_PER_ADDRESS: "50",
    RATE_LIMIT_START_PER_MINUTE: String(defaultLimits.maxTaskStartsPerMinute),
    RATE_LIMIT_STATUS_PER_MINUTE: "600",
    ...(longNiceness === undefined ? {} : { LONG_TASK_NICENESS: String(longNiceness) }),
  });
  const dataDir = join(cluster.root, "single");
  taskRecordDir = join(dataDir, "tasks");
  const groupId = server.child.pid as number;
  let peakRss = 0;
  const memoryTimer = setInterval(() => {
    void groupRssBytes(groupId).then((bytes) => {
      peakRss = Math.max(peakRss, bytes);
    });
  }, 500);

  const visitors = Array.from(
    { length: visitorCount },
    (_, index) => new Client(`127.0.0.${2 + index}`, server.port),
  );
  // Warm-up: one edit of each kind, so no phase pays for the first start of a worker.
  for (let index = 0; index < smallEdits.length; index++)
    await runEdit(visitors[0] as Client, index);
  const idleRss = await groupRssBytes(groupId);

  const heavyCounts: HeavyCounts = { accepted: 0, refused: new Map(), taskIds: [] };
  const heavyClients = [
    new Client("127.0.0.22", server.port),
    new Client("127.0.0.23", server.port),
  ];
  // The phases alternate in `rounds` pairs (alone, then beside the heavy senders), so both see the
  // same machine: on a shared machine the load of others changes by the minute, and one long
  // phase each would compare two different machines.
  const alone: EditOutcome[] = [];
  const underLoad: EditOutcome[] = [];
  let heavyFinished = 0;
  for (let round = 0; round < rounds; round++) {
    alone.push(
      ...(await runVisitors(visitors, performance.now() + (aloneSeconds / rounds) * 1000)),
    );
    const loadEndsAt = performance.now() + (loadSeconds / rounds) * 1000;
    const [visitorOutcomes] = await Promise.all([
      runVisitors(visitors, loadEndsAt),
      ...heavyClients.map((client) => runHeavy(client, loadEndsAt, heavyCounts)),
    ]);
    underLoad.push(...visitorOutcomes);
    // The heavy senders stop: their unfinished tasks are cancelled (as a person leaving would),
    // so the next alone phase is alone.
    for (const { id, client, cancelToken } of heavyCounts.taskIds.splice(0)) {
      const reply = await client.send("GET", `/api/task-status/${id}`);
      const state = reply.status === 200 ? (JSON.parse(reply.body) as TaskStatus).state : "GONE";
      if (state === "SUCCESS" || state === "FAILURE") heavyFinished++;
      else
        await client.send("DELETE", `/api/task/${id}`, undefined, {
          "x-cancel-token": cancelToken,
        });
    }
    // A cancelled running task takes its task process with it: the next alone phase starts once
    // its replacement is up, as the first one did after the warm-up.
    await sleep(settleSeconds * 1000);
  }
  // Phase 3 (issue 40, observation 1): three addresses send the side-by-side Combine that held
  // every worker for 120 s (a 2,000-frame GIF of 655.35 s frames beside 19 loops of 1 cs), as fast
  // as the server takes them; a fourth address runs small Resizes one after another. Its p95
  // beside them, against the same Resizes alone just before.
  const resizer = new Client("127.0.0.27", server.port);
  const resizeAlone: EditOutcome[] = [];
  const resizeBeside: EditOutcome[] = [];
  const combineCounts = new Map<string, number>();
  if (combineSeconds > 0) {
    const resizeUntil = async (untilMs: number, into: EditOutcome[]) => {
      while (performance.now() < untilMs) {
        into.push(await runEdit(resizer, 0).catch((error) => ({ ms: 0, failure: String(error) })));
        // 2.5 s apart: under the address's 30 starts a minute, as a person editing would be.
        await sleep(2500);
      }
    };
    await resizeUntil(performance.now() + (combineSeconds / 2) * 1000, resizeAlone);
    const combineBody = await combineForm();
    const combineEndsAt = performance.now() + combineSeconds * 1000;
    const senders = ["127.0.0.24", "127.0.0.25", "127.0.0.26"].map(
      (address) => new Client(address, server.port),
    );
    await Promise.all([
      resizeUntil(combineEndsAt, resizeBeside),
      ...senders.map(async (client) => {
        while (performance.now() < combineEndsAt) {
          const reply = await client.send("POST", "/api/combine", combineBody).catch(() => null);
          const key = reply
            ? `${reply.status} ${(JSON.parse(reply.body) as { code?: string }).code ?? "accepted"}`
            : "error";
          combineCounts.set(key, (combineCounts.get(key) ?? 0) + 1);
          if (reply?.status === 202) {
            const started = JSON.parse(reply.body) as { task_id: string; cancel_token: string };
            heavyCounts.taskIds.push({
              id: started.task_id,
              client,
              cancelToken: started.cancel_token,
            });
          }
          const retryAfter = Number(reply?.headers["retry-after"] ?? 0.2);
          await sleep(Math.min(2, Math.max(0.2, retryAfter)) * 1000);
        }
      }),
    ]);
    for (const { id, client, cancelToken } of heavyCounts.taskIds.splice(0)) {
      await client.send("DELETE", `/api/task/${id}`, undefined, { "x-cancel-token": cancelToken });
    }
    for (const client of senders) client.close();
  }
  clearInterval(memoryTimer);

  console.log("");
  console.log(
    `long-task niceness: ${longNiceness ?? "server default"}; load average at the end ${loadavg()
      .map((load) => load.toFixed(2))
      .join(" ")}`,
  );
  if (rounds > 0) {
    const before = line("visitors alone", alone);
    const after = line("visitors beside 2 heavy senders", underLoad);
    console.log(
      `p95 beside heavy senders / alone: ${(after.p95 / Math.max(1, before.p95)).toFixed(2)}× as visitors see it (target ≤ 3×), ${(after.serverP95 / Math.max(1, before.serverP95)).toFixed(2)}× on the server`,
    );
  }
  if (combineSeconds > 0) {
    const resizeBefore = line("Resize (4th address) alone", resizeAlone);
    const resizeAfter = line("Resize beside 3 addresses' side-by-side Combine", resizeBeside);
    console.log(
      `Resize p95 beside the Combine senders / alone: ${(resizeAfter.p95 / Math.max(1, resizeBefore.p95)).toFixed(2)}× (target ≤ 3×); the Combine calls: ${
        [...combineCounts].map(([key, count]) => `${count}× ${key}`).join(", ") || "none"
      }`,
    );
  }
  const failures = [...alone, ...underLoad, ...resizeAlone, ...resizeBeside].filter(
    (outcome) => outcome.failure,
  );
  for (const failure of failures.slice(0, 5)) console.log(`   failed: ${failure.failure}`);
  console.log(
    `heavy senders: ${heavyCounts.accepted} tasks accepted (${heavyFinished} finished before the end, the rest cancelled); refused: ${
      [...heavyCounts.refused].map(([key, count]) => `${count}× ${key}`).join(", ") || "none"
    }`,
  );
  console.log(
    `memory of the server's processes: ${(idleRss / 1024 ** 2).toFixed(0)} MB idle, peak ${(peakRss / 1024 ** 2).toFixed(0)} MB`,
  );

  // Everything finished; results expire after 1 minute and the sweeper runs every 5 s.
  const sweepWaitMs = sweepCheck ? 75_000 : 0;
  console.log(`waiting ${sweepWaitMs / 1000} s for the results to expire and be swept...`);
  await sleep(sweepWaitMs);
  const left = (await filesUnder(dataDir)).filter((path) => !path.endsWith("worker-heartbeat"));
  const sizes = await Promise.all(left.map(async (path) => (await stat(path)).size));
  console.log(
    `files left in the data directory after the sweep: ${left.length} (${sizes.reduce((sum, size) => sum + size, 0)} bytes)`,
  );
  for (const path of left.slice(0, 10)) console.log(`   ${path.slice(dataDir.length + 1)}`);
  for (const client of [...visitors, ...heavyClients, resizer]) client.close();
} finally {
  await stop();
}
