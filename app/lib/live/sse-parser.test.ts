import { describe, expect, it } from "vitest";
import { createSseParser, type SseMessage } from "./sse-parser.ts";

function parse(chunks: string[]): { messages: SseMessage[]; retries: number[]; lastEventId: string } {
  const messages: SseMessage[] = [];
  const retries: number[] = [];
  const parser = createSseParser((m) => messages.push(m), (ms) => retries.push(ms));
  for (const chunk of chunks) parser.feed(chunk);
  return { messages, retries, lastEventId: parser.lastEventId };
}

describe("reading the live stream's frames", () => {
  it.each<[string, string[], Partial<SseMessage>[], string]>([
    ["one event", ["id: 7\nevent: message.posted\ndata: {\"a\":1}\n\n"], [{ event: "message.posted", data: '{"a":1}', lastEventId: "7" }], "7"],
    ["split anywhere", ["id: 7\nev", "ent: step.moved\nda", "ta: x\n", "\n"], [{ event: "step.moved", data: "x", lastEventId: "7" }], "7"],
    ["CRLF, CRLF split between chunks", ["event: ready\r\ndata: {}\r", "\n\r\n"], [{ event: "ready", data: "{}", lastEventId: "" }], ""],
    ["a heartbeat without an id keeps the last one", ["id: 3\nevent: a\ndata: 1\n\nevent: ready\ndata: {}\n\n"], [{ lastEventId: "3" }, { event: "ready", lastEventId: "3" }], "3"],
    ["comments and frames without data dispatch nothing", [": hi\n\nevent: x\n\n"], [], ""],
    ["no event name is a message", ["data: a\ndata: b\n\n"], [{ event: "message", data: "a\nb" }], ""],
    ["an unfinished frame is held back", ["id: 9\nevent: a\ndata: 1\n"], [], "9"],
  ])("%s", (_name, chunks, expected, lastEventId) => {
    const got = parse(chunks);
    expect(got.messages).toHaveLength(expected.length);
    expected.forEach((e, i) => expect(got.messages[i]).toMatchObject(e));
    expect(got.lastEventId).toBe(lastEventId);
  });

  it("reads retry", () => {
    expect(parse(["retry: 3000\nretry: soon\n\n"]).retries).toEqual([3000]);
  });
});
