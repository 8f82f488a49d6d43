/**
 * nginx beside our server in the same run, serving the same bytes: build/client for the
 * pre-rendered page (with gzip_static, the same pre-compressed .gz files our server sends) and,
 * at /api/v1/health, a static file holding a body our health check answered, with its content
 * type. One worker process, as our server has one JavaScript thread; access log off, as our
 * benchmarked server logs at warn (no line per request).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { waitFor } from "./server-process.ts";

export interface Nginx {
  base: string;
  stop(): Promise<void>;
}

export function nginxBinary(): string | undefined {
  return ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => existsSync(p));
}

export async function startNginx(opts: { port: number; work: string; root: string; health: { body: string; contentType: string } }): Promise<Nginx | undefined> {
  const nginx = nginxBinary();
  if (!nginx) return undefined;
  const dir = join(opts.work, "nginx");
  mkdirSync(dir, { recursive: true });
  // Started as root, nginx's worker runs as nobody: the health file must be readable to it
  // (mkdtemp makes the work directory 0700).
  chmodSync(opts.work, 0o755);
  chmodSync(dir, 0o755);
  writeFileSync(join(dir, "health.json"), opts.health.body);
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
  server {
    listen 127.0.0.1:${opts.port};
    root ${opts.root};
    location = /api/v1/health { types { } default_type "${opts.health.contentType}"; alias ${dir}/health.json; }
    location / { try_files $uri $uri/index.html =404; }
  }
}`,
  );
  const child: ChildProcess = spawn(nginx, ["-c", conf, "-p", dir], { stdio: ["ignore", "ignore", "inherit"] });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const base = `http://127.0.0.1:${opts.port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  try {
    await waitFor(`${base}/api/v1/health`, child);
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, stop };
}
