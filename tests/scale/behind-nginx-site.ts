/**
 * nginx for tests/scale/behind-nginx.test.ts, running the deployed site file itself
 * (deploy/nginx/heartland-closing.conf): its ports, paths and certificate are swapped for the
 * test's, each by an exact match that must be found as often as the file has it, so the file and
 * the test cannot drift apart unnoticed. Around it, the little a Debian nginx.conf gives a site
 * (mime.types, `gzip on`), with the test's own pid, logs and temporary directories. Also a
 * self-signed certificate (the openssl command line) and an HTTPS client that connects from a
 * chosen loopback address, as a distinct client would.
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { Agent, request } from "node:https";
import { connect } from "node:tls";
import { join, resolve } from "node:path";

export const NGINX = "/usr/sbin/nginx";
export const SITE_FILE = resolve("deploy/nginx/heartland-closing.conf");

export interface SiteSettings {
  httpsPort: number;
  httpPort: number;
  /** The two instances' ports, in the upstream's order. */
  instances: [number, number];
  webRoot: string;
  certificate: string;
  key: string;
  /** Logs, pid and temporary files. */
  dir: string;
}

/** The deployed file with the test's settings; throws if an expected line is not there. */
export function renderSite(text: string, s: SiteSettings): string {
  const swaps: [from: string | RegExp, to: string, times: number][] = [
    ["listen 443 ssl http2;", `listen 127.0.0.1:${s.httpsPort} ssl http2;`, 1],
    ["listen 80;", `listen 127.0.0.1:${s.httpPort};`, 1],
    // The test listens on IPv4 loopback only.
    [/^[ \t]*listen \[::\]:(443 ssl http2|80);\n/gm, "", 2],
    ["server 127.0.0.1:3001 ", `server 127.0.0.1:${s.instances[0]} `, 1],
    ["server 127.0.0.1:3002 ", `server 127.0.0.1:${s.instances[1]} `, 1],
    ["/etc/letsencrypt/live/closing.example.com/fullchain.pem", s.certificate, 1],
    ["/etc/letsencrypt/live/closing.example.com/privkey.pem", s.key, 1],
    ["/opt/heartland-closing/build/client", s.webRoot, 1],
    ["/var/log/nginx/", `${s.dir}/`, 2],
  ];
  let out = text;
  for (const [from, to, times] of swaps) {
    const found = typeof from === "string" ? out.split(from).length - 1 : (out.match(from) ?? []).length;
    if (found !== times) throw new Error(`${SITE_FILE}: expected "${String(from)}" ${times} time(s), found ${found}; update the test's rendering with the file`);
    out = typeof from === "string" ? out.split(from).join(to) : out.replace(from, to);
  }
  return out;
}

/** A self-signed certificate for 127.0.0.1, made with the openssl command line. */
export function selfSignedCertificate(dir: string): { certificate: string; key: string; pem: string } {
  const certificate = join(dir, "cert.pem");
  const key = join(dir, "key.pem");
  execFileSync("openssl", [
    "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2",
    "-subj", "/CN=heartland.test", "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost",
    "-keyout", key, "-out", certificate,
  ], { stdio: ["ignore", "ignore", "pipe"] });
  return { certificate, key, pem: readFileSync(certificate, "utf8") };
}

export interface RunningNginx {
  errorLog(): string;
  accessLog(): string;
  stop(): Promise<void>;
}

/** Renders the site into `s.dir`, checks it with `nginx -t` and starts nginx in the foreground. */
export async function startNginx(s: SiteSettings): Promise<RunningNginx> {
  const site = join(s.dir, "heartland-closing.conf");
  writeFileSync(site, renderSite(readFileSync(SITE_FILE, "utf8"), s));
  const conf = join(s.dir, "nginx.conf");
  const temp = (name: string) => `${name}_temp_path ${s.dir}/${name};`;
  writeFileSync(
    conf,
    // Started as root, nginx would run its workers as nobody, who may not read the checkout.
    `${process.getuid?.() === 0 ? "user root root;\n" : ""}daemon off; worker_processes 1; pid ${s.dir}/nginx.pid; error_log ${s.dir}/main-error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types; default_type application/octet-stream; sendfile on; tcp_nopush on; gzip on;
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join(" ")}
  include ${site};
}
`,
  );
  const check = spawnSync(NGINX, ["-t", "-q", "-c", conf, "-p", s.dir, "-e", `${s.dir}/main-error.log`], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx -t refused the rendered ${SITE_FILE}:\n${check.stderr}`);
  const child = spawn(NGINX, ["-c", conf, "-p", s.dir, "-e", `${s.dir}/main-error.log`], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const read = (file: string) => (existsSync(join(s.dir, file)) ? readFileSync(join(s.dir, file), "utf8") : "");
  const running: RunningNginx = {
    errorLog: () => read("heartland-closing.error.log") + read("main-error.log") + stderr,
    accessLog: () => read("heartland-closing.access.log"),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
  const deadline = Date.now() + 10_000;
  while (!(await acceptsTls(s.httpsPort))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await running.stop();
      throw new Error(`nginx did not start:\n${running.errorLog()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return running;
}

function acceptsTls(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host: "127.0.0.1", port, rejectUnauthorized: false }, () => {
      socket.end();
      done(true);
    });
    socket.once("error", () => done(false));
  });
}

export interface HttpsReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- callers read the fields they assert
  json: any;
}

export interface HttpsClient {
  send(method: string, path: string, opts?: { headers?: Record<string, string>; body?: unknown; token?: string }): Promise<HttpsReply>;
  close(): void;
}

/**
 * A client of `base` that connects from `localAddress` (any 127.x.y.z is this machine's), so
 * nginx sees it as its own address, and trusts only the test's certificate.
 */
export function httpsClient(base: string, ca: string, localAddress: string): HttpsClient {
  const agent = new Agent({ keepAlive: true, ca, localAddress });
  return {
    send: (method, path, opts = {}) =>
      new Promise((done, fail) => {
        const headers: Record<string, string> = { ...opts.headers };
        const body = opts.body === undefined ? undefined : Buffer.isBuffer(opts.body) ? opts.body : Buffer.from(JSON.stringify(opts.body));
        if (body && !headers["content-type"]) headers["content-type"] = "application/json";
        if (body) headers["content-length"] = String(body.length);
        if (opts.token) headers.authorization = `Bearer ${opts.token}`;
        const req = request(new URL(path, base), { method, headers, agent }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("error", fail);
          res.on("end", () => {
            const text = Buffer.concat(chunks).toString("utf8");
            let json: unknown;
            try {
              json = text ? JSON.parse(text) : undefined;
            } catch {
              json = undefined;
            }
            done({ status: res.statusCode ?? 0, headers: res.headers, text, json });
          });
        });
        req.setTimeout(20_000, () => req.destroy(new Error(`${method} ${path}: no answer within 20 s`)));
        req.on("error", fail);
        req.end(body);
      }),
    close: () => agent.destroy(),
  };
}
