/**
 * What Linux says about a process a test started: its resident memory (VmRSS, what the machine
 * really gives it) and whether it has gone quiet. Read from /proc; undefined elsewhere.
 */
import { readFileSync } from "node:fs";

/** VmRSS of `pid` in MiB. */
export function residentMiB(pid: number): number | undefined {
  try {
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

/** User + system CPU time of `pid` in clock ticks (1/100 s). */
export function cpuTicks(pid: number): number | undefined {
  try {
    // The fields after the command name (which may contain spaces): utime is [11], stime [12].
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/**
 * Waits until `pid` has used under 5 % of a core for `quietMs` in a row (work a load left behind,
 * such as queued e-mails, is done); false when that did not happen within `timeoutMs`.
 */
export async function waitForQuiet(pid: number, opts: { quietMs?: number; timeoutMs?: number } = {}): Promise<boolean> {
  const quietMs = opts.quietMs ?? 1_000;
  const timeoutMs = opts.timeoutMs ?? 60_000;
  const sampleMs = 250;
  const deadline = Date.now() + timeoutMs;
  let last = cpuTicks(pid);
  if (last === undefined) return false;
  let quietFor = 0;
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, sampleMs));
    const now = cpuTicks(pid);
    if (now === undefined) return false;
    // 5 % of a core over 250 ms is 1.25 ticks.
    quietFor = now - last <= 1 ? quietFor + sampleMs : 0;
    last = now;
    if (quietFor >= quietMs) return true;
  }
  return false;
}
