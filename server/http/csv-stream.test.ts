/** Streamed CSV downloads: the file a spreadsheet gets, read lazily from its source. */
import { describe, expect, test } from "vitest";
import { Hono } from "hono";
import { csvResponse, csvText, exportFilename, type CsvRow } from "./csv-stream.ts";
import { keysetRows } from "./keyset.ts";

function appWith(rows: () => AsyncIterable<CsvRow>) {
  const app = new Hono();
  app.get("/export.csv", (c) => csvResponse(c, "things-2026-11-23.csv", ["name", "note"], rows()));
  return app;
}

async function* listOf(rows: CsvRow[]) {
  yield* rows;
}

describe("csvText", () => {
  test.each<[CsvRow, string]>([
    [["plain", "text"], "plain,text\r\n"],
    [["Smith, Mary", "x"], '"Smith, Mary",x\r\n'],
    [['He said "soon"', "x"], '"He said ""soon""",x\r\n'],
    [["two\nlines", "x"], '"two\nlines",x\r\n'],
    [["cr\ronly", "x"], '"cr\ronly",x\r\n'],
    [["=1+1", "@SUM(A1)"], "'=1+1,'@SUM(A1)\r\n"],
    [["-2", "+1 319 555 0142"], "'-2,'+1 319 555 0142\r\n"],
    [["\t=cmd", "x"], "'\t=cmd,x\r\n"],
    [["\r=cmd", "x"], "\"'\r=cmd\",x\r\n"],
    [['=HYPERLINK("http://x.example","a,b")', "x"], '"\'=HYPERLINK(""http://x.example"",""a,b"")",x\r\n'],
    [[null, undefined], ",\r\n"],
    [[-5, 0, true], "-5,0,true\r\n"],
    [[new Date("2026-11-23T15:05:00.000Z"), ""], "2026-11-23T15:05:00.000Z,\r\n"],
  ])("%j → %j", (row, text) => {
    expect(csvText([row])).toBe(text);
  });
});

describe("exportFilename", () => {
  test.each([
    ["2026-11-23T15:05:00Z", "leads-2026-11-23.csv"],
    // 11 p.m. on the 22nd in Iowa is already the 23rd in UTC.
    ["2026-11-23T05:00:00Z", "leads-2026-11-22.csv"],
    // Daylight saving time: 7 p.m. CDT on 1 July.
    ["2026-07-02T00:30:00Z", "leads-2026-07-01.csv"],
  ])("%s → %s", (at, name) => {
    expect(exportFilename("leads", new Date(at))).toBe(name);
  });
});

describe("csvResponse", () => {
  test("a download: header row, rows, CSV content type and the file name", async () => {
    const res = await appWith(() => listOf([["Mary Smith", "Closing, Friday"], ["=cmd", null]])).request("/export.csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="things-2026-11-23.csv"');
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.text()).toBe('name,note\r\nMary Smith,"Closing, Friday"\r\n\'=cmd,\r\n');
  });

  test("no rows: just the header", async () => {
    const res = await appWith(() => listOf([])).request("/export.csv");
    expect(await res.text()).toBe("name,note\r\n");
  });

  test("every row of a long source arrives, in order", async () => {
    const total = 20_000;
    async function* many() {
      for (let i = 0; i < total; i++) yield [`Lead ${i}`, "x".repeat(20)] as const;
    }
    const lines = (await (await appWith(many).request("/export.csv")).text()).split("\r\n");
    expect(lines).toHaveLength(total + 2);
    expect(lines[0]).toBe("name,note");
    expect(lines[1]).toBe(`Lead 0,${"x".repeat(20)}`);
    expect(lines[total]).toBe(`Lead ${total - 1},${"x".repeat(20)}`);
    expect(lines[total + 1]).toBe("");
  });

  test("the source is read as the client reads, not all at once; a client that leaves stops it", async () => {
    let produced = 0;
    let stopped = false;
    async function* endless() {
      try {
        for (;;) {
          produced++;
          yield [`Row ${produced}`, "y".repeat(100)] as const;
        }
      } finally {
        stopped = true;
      }
    }
    const res = await appWith(endless).request("/export.csv");
    const reader = res.body!.getReader();
    await reader.read();
    await reader.read();
    // Two chunks of ~64 KB and the one queued ahead: a few thousand rows, not an endless loop.
    expect(produced).toBeGreaterThan(0);
    expect(produced).toBeLessThan(5_000);
    await reader.cancel();
    expect(stopped).toBe(true);
  });

  test("a source that fails later aborts the download instead of ending it early, and says so", async () => {
    const told: unknown[] = [];
    async function* failing() {
      yield ["first", "row"] as const;
      throw new Error("database went away");
    }
    const app = new Hono();
    app.get("/export.csv", (c) => csvResponse(c, "x.csv", ["name", "note"], failing(), { onError: (err) => told.push(err) }));
    const res = await app.request("/export.csv");
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow("database went away");
    expect(told).toEqual([new Error("database went away")]);
  });

  test("a source that fails at once is an error answer, not a 200 that breaks off", async () => {
    // eslint-disable-next-line require-yield -- a source that fails before its first row
    async function* failing(): AsyncGenerator<CsvRow> {
      throw new Error("database is down");
    }
    const app = appWith(failing);
    app.onError((err, c) => c.json({ message: err.message }, 503));
    const res = await app.request("/export.csv");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: "database is down" });
  });
});

describe("keysetRows", () => {
  test("reads batch after batch, each after the last row of the one before, until a short batch", async () => {
    const source = Array.from({ length: 1_234 }, (_, i) => i);
    const asked: (number | undefined)[] = [];
    const rows: number[] = [];
    for await (const n of keysetRows<number>(async (last, size) => {
      asked.push(last);
      const from = last === undefined ? 0 : last + 1;
      return source.slice(from, from + size);
    }, 500)) {
      rows.push(n);
    }
    expect(rows).toEqual(source);
    expect(asked).toEqual([undefined, 499, 999]);
  });

  test("an exact multiple of the batch size ends with one empty batch", async () => {
    const asked: (number | undefined)[] = [];
    const rows: number[] = [];
    for await (const n of keysetRows<number>(async (last, size) => {
      asked.push(last);
      const from = last === undefined ? 0 : last + 1;
      return Array.from({ length: Math.max(0, Math.min(size, 10 - from)) }, (_, i) => from + i);
    }, 5)) {
      rows.push(n);
    }
    expect(rows).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(asked).toEqual([undefined, 4, 9]);
  });
});
