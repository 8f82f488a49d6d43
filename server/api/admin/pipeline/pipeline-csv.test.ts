/**
 * The CSV exports of leads and service requests: the download an admin opens in a spreadsheet,
 * with the view's filter, search and sort, every row (more than one database batch), RFC 4180
 * quoting and formula cells neutralised.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { ADMIN_MESSAGES } from "#core/admin/admin-messages.ts";
import { exportFilename } from "#server/http/csv-stream.ts";
import { useAuthApp } from "#server/auth/tests/helpers.ts";
import { EXPORT_BATCH } from "./pipeline-export.ts";
import { KINDS, api, callers, uniqueWord, type Callers } from "#tests/support/kits/pipeline.ts";

const t = useAuthApp({ AUTH_RATE_LIMIT_MULTIPLIER: "10" });
let who: Callers;

beforeAll(async () => {
  who = await callers(t);
});

const at = (second: number) => new Date(Date.UTC(2026, 10, 23, 15, 0, second));

/** The second cell (name) of each data line of a CSV without quoted line breaks. */
const namesOf = (text: string) =>
  text
    .split("\r\n")
    .slice(1, -1)
    .map((line) => line.split(",")[1]);

describe.each(KINDS)("GET $csvPath", (k) => {
  test("a CSV download named for today in Iowa, with its header row", async () => {
    const res = await api(t, "GET", `${k.csvPath}?q=${uniqueWord()}`, who.admin);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${exportFilename(k.filePrefix)}"`);
    expect(res.headers.get("content-disposition")).toMatch(new RegExp(`^attachment; filename="${k.filePrefix}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
    expect(res.text).toBe(`${k.csvHeader}\r\n`);
  });

  test("commas, quotes and line breaks are quoted (RFC 4180); formula cells get a leading quote", async () => {
    const word = uniqueWord();
    const [id] = await k.insert(t.database, [
      {
        name: 'Smith, "Doc" Mary',
        email: `-${word}@example.com`,
        company: '=HYPERLINK("http://evil.example","Click")',
        message: `@SUM(A1) first line\nsecond line, with a comma ${word}`,
      },
    ]);
    const res = await api(t, "GET", `${k.csvPath}?q=${word}`, who.admin);
    const body = res.text.slice(`${k.csvHeader}\r\n`.length);
    expect(body.startsWith(`${id},"Smith, ""Doc"" Mary",'-${word}@example.com,`)).toBe(true);
    expect(body).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(body).toContain(`"'@SUM(A1) first line\nsecond line, with a comma ${word}"`);
    expect(body.endsWith("\r\n")).toBe(true);
    // One record: the only CRLF ends it; the line break inside the message is a bare LF.
    expect(body.split("\r\n")).toHaveLength(2);
  });

  test("the view's status filter, search and sort decide the rows and their order", async () => {
    const word = uniqueWord();
    await k.insert(t.database, [
      { name: `${word} Carol`, status: "qualified", createdAt: at(1) },
      { name: `${word} Alice`, status: "qualified", createdAt: at(2) },
      { name: `${word} Bob`, status: "new", createdAt: at(3) },
      { name: `${word} Dave`, status: "qualified", createdAt: at(4) },
    ]);
    const byName = await api(t, "GET", `${k.csvPath}?q=${word}&status=qualified&sort=name`, who.admin);
    expect(namesOf(byName.text)).toEqual([`${word} Alice`, `${word} Carol`, `${word} Dave`]);
    const newest = await api(t, "GET", `${k.csvPath}?q=${word.toUpperCase()}`, who.admin);
    expect(namesOf(newest.text)).toEqual([`${word} Dave`, `${word} Bob`, `${word} Alice`, `${word} Carol`]);
  });

  test(`every row, well past one database batch (${EXPORT_BATCH}), in order and without repeats`, async () => {
    const word = uniqueWord();
    const total = EXPORT_BATCH * 2 + 345;
    // Several rows per timestamp, so batches also end in the middle of ties.
    const rows = Array.from({ length: total }, (_, i) => ({ name: `${word} ${String(i).padStart(5, "0")}`, createdAt: at(Math.floor(i / 7)) }));
    await k.insert(t.database, rows);
    const res = await api(t, "GET", `${k.csvPath}?q=${word}&sort=name_desc`, who.admin);
    expect(res.status).toBe(200);
    expect(namesOf(res.text)).toEqual(rows.map((r) => r.name).reverse());
    const oldest = namesOf((await api(t, "GET", `${k.csvPath}?q=${word}&sort=oldest`, who.admin)).text);
    expect(oldest).toHaveLength(total);
    expect(new Set(oldest).size).toBe(total);
  });

  test.each([
    ["status=closed", "status", ADMIN_MESSAGES.invalidStatus],
    ["sort=id", "sort", ADMIN_MESSAGES.invalidSort],
    [`q=${"x".repeat(101)}`, "q", ADMIN_MESSAGES.pipelineSearchTooLong],
  ])("%s: 400 naming %s, not a file", async (query, field, message) => {
    const res = await api(t, "GET", `${k.csvPath}?${query}`, who.admin);
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.json).toMatchObject({ code: "validation_failed", fields: { [field]: message } });
  });
});
