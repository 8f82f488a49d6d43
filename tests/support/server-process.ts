/**
 * The real server (`server/main.ts`, bundled as `npm start` runs it) as a child process, as an operator runs it: for tests that
 * kill it, or take its database away, and read what it logged.
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { serverArgs } from "./server-command.ts";

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

export interface ServerProcess {
  url: string;
  pid: number;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** The pino JSON lines of output() (other lines, such as the start-up banner, are skipped). */
  logLines(): LogLine[];
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the server on a free port; resolves once it says where it is running. */
export async function startServerProcess(env: Record<string, string>, readyTimeoutMs = 60_000): Promise<ServerProcess> {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, await serverArgs(), {
    env: {
      PATH: process.env.PATH,
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "info",
      WEB_BUILD_DIR: "/nonexistent",
      ...env,
    },
  });
  let out = "";
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the server did not start within ${readyTimeoutMs} ms:\n${out}`));
    }, readyTimeoutMs);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /running at (http:\/\/\S+)/.exec(out);
      if (!m) return;
      clearTimeout(timer);
      child.stdout.off("data", onData);
      child.stderr.off("data", onData);
      child.stdout.on("data", (c: Buffer) => (out += c.toString()));
      child.stderr.on("data", (c: Buffer) => (out += c.toString()));
      resolve({
        url: m[1]!.replace("localhost", "127.0.0.1"),
        pid: child.pid!,
        output: () => out,
        logLines: () => parseLogLines(out),
        exited,
        kill: (signal) => {
          child.kill(signal);
          return exited;
        },
      });
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (code ${code}, signal ${signal}) before it started:\n${out}`));
    });
  });
}

function parseLogLines(out: string): LogLine[] {
  const lines = out.split("\n").slice(0, -1); // the last piece may be a line still being written
  const parsed: LogLine[] = [];
  for (const line of lines) {
    if (!line.startsWith("{")) continue;
    try {
      parsed.push(JSON.parse(line) as LogLine);
    } catch {
      // not pino's: leave it to output()
    }
  }
  return parsed;
}
