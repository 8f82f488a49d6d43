import { Writable } from "node:stream";

/** A pino destination kept in memory: the log lines a test reads back, as text or parsed. */
export function memoryLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString().split("\n").filter(Boolean));
      done();
    },
  });
  return { stream, text: () => lines.join("\n"), entries: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>) };
}
