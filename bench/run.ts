/**
 * `npm run bench`: requests per second for a pre-rendered page and for /api/v1/health, served by
 * our server; and the same page served by nginx (when installed) as a yardstick, with the ratio.
 * Then the auth server: password sign-ins and refresh-token rotations per second, and Lighthouse over
 * every public page (bench/lighthouse.ts; LIGHTHOUSE=0 skips it).
 * Loopback only, a fixed duration per figure. Needs a build (`npm run build`).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import autocannon from "autocannon";
import { measureAuth } from "./auth.ts";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const OUR_PORT = 4391;
const NGINX_PORT = 4392;
const BUILD = resolve("build/client");
const PAGE = "/"; // the home page: the largest pre-rendered HTML

interface Figure {
  name: string;
  rps: number;
  p99: number;
  bytes: number;
  errors: number;
}

async function measure(name: string, url: string, headers: Record<string, string> = {}): Promise<Figure> {
  // A short warm-up so the first compression/caching doesn't count.
  await autocannon({ url, connections: 4, duration: 1, headers });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return {
    name,
    rps: Math.round(r.requests.average),
    p99: r.latency.p99,
    bytes: Math.round(r.throughput.average / Math.max(1, r.requests.average)),
    errors: r.errors + r.non2xx,
  };
}

async function waitFor(url: string, child?: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const t0 = Date.now();
  while (Date.now() - t0 < timeoutMs) {
    // A server that exited (e.g. its port is taken) will never answer: say so instead of waiting.
    if (child && child.exitCode !== null) throw new Error(`the server for ${url} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}

function startOurs(dataDir: string): ChildProcess {
  // node itself (not npx) so that kill() reaches the server rather than leaving it orphaned.
  return spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { ...process.env, PORT: String(OUR_PORT), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "production",
      // The limits exist to stop abuse, and a load test from one address looks like abuse.
      AUTH_RATE_LIMIT_MULTIPLIER: "10000" },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

function startNginx(dir: string): ChildProcess | undefined {
  const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => existsSync(p));
  if (!nginx) return undefined;
  const conf = join(dir, "nginx.conf");
  writeFileSync(
    conf,
    `daemon off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000;
  include /etc/nginx/mime.types;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  gzip_static on;
  server { listen 127.0.0.1:${NGINX_PORT}; root ${BUILD}; location / { try_files $uri $uri/index.html =404; } }
}`,
  );
  return spawn(nginx, ["-c", conf, "-p", dir], { stdio: ["ignore", "ignore", "inherit"] });
}

async function main(): Promise<void> {
  if (!existsSync(join(BUILD, "index.html"))) {
    console.log("No build found; running `npm run build` first…");
    if (spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" }).status !== 0) process.exit(1);
  }
  const work = mkdtempSync(join(tmpdir(), "hc-bench-"));
  const ours = startOurs(join(work, "data"));
  const nginx = startNginx(work);
  const figures: Figure[] = [];
  try {
    await waitFor(`http://127.0.0.1:${OUR_PORT}/api/v1/health`, ours);
    console.log(`Each figure: ${CONNECTIONS} connections for ${DURATION_S} s on loopback (2 cores shared with the load generator).\n`);
    // gzip on both sides: nginx's gzip_static serves the same pre-compressed .gz files we do.
    const gzip = { "accept-encoding": "gzip" };
    figures.push(await measure(`pre-rendered page ${PAGE} (ours, gzip)`, `http://127.0.0.1:${OUR_PORT}${PAGE}`, gzip));
    if (nginx) {
      await waitFor(`http://127.0.0.1:${NGINX_PORT}${PAGE}`, nginx);
      figures.push(await measure(`pre-rendered page ${PAGE} (nginx, gzip)`, `http://127.0.0.1:${NGINX_PORT}${PAGE}`, gzip));
    }
    figures.push(await measure("GET /api/v1/health (ours, database ping)", `http://127.0.0.1:${OUR_PORT}/api/v1/health`));
    for (const f of await measureAuth(`http://127.0.0.1:${OUR_PORT}`, Math.min(CONNECTIONS, 8), DURATION_S)) {
      figures.push({ ...f, bytes: 0 });
    }
  } finally {
    ours.kill("SIGTERM");
    nginx?.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    rmSync(work, { recursive: true, force: true });
  }

  const pad = Math.max(...figures.map((f) => f.name.length));
  for (const f of figures) {
    console.log(
      `${f.name.padEnd(pad)}  ${String(f.rps).padStart(7)} req/s  p99 ${String(f.p99).padStart(4)} ms  ~${f.bytes} B/resp  errors ${f.errors}`,
    );
  }
  const [page, ng] = figures;
  if (nginx && page && ng) {
    console.log(`\nratio ours/nginx for the pre-rendered page: ${(page.rps / ng.rps).toFixed(2)}`);
  } else {
    console.log("\nnginx not installed (apt-get install nginx) — no comparison figure.");
  }
}

await main();
// Lighthouse 12 over every public page (bench/lighthouse.ts); LIGHTHOUSE=0 skips it.
if (process.env.LIGHTHOUSE !== "0") await (await import("./lighthouse.ts")).runLighthouse();
