/** The reference data: what the seed puts in, and that running it again changes nothing. */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { asc, eq, sql } from "drizzle-orm";
import { TEMPLATE_PLACEHOLDERS, templatePlaceholders } from "#core/domain/email-templates.ts";
import { RESOURCE_DOCUMENT_TYPE_VALUES } from "#core/domain/enums.ts";
import { createTestDatabase } from "#tests/support/test-db.ts";
import type { Database } from "../client.ts";
import { emailTemplates, resourceDocuments } from "../schema/index.ts";
import { EMAIL_TEMPLATES, RESOURCE_DOCUMENTS, seedReferenceData } from "../seed.ts";
import { count, query } from "./helpers.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const snapshot = async () => ({
  templates: await database.db.select().from(emailTemplates).orderBy(asc(emailTemplates.name)),
  documents: await database.db.select().from(resourceDocuments).orderBy(asc(resourceDocuments.slug)),
});

describe("e-mail templates", () => {
  test("at least five templates are seeded, with unique names", async () => {
    const rows = await database.db.select().from(emailTemplates);
    expect(rows.length).toBe(EMAIL_TEMPLATES.length);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.map((r) => r.name).sort()).toEqual(EMAIL_TEMPLATES.map((t) => t.name).sort());
    for (const name of [
      "Closing Scheduled",
      "Documents Needed",
      "Title Commitment Ready",
      "Closing-Day Checklist",
      "Thank You After Closing",
    ]) {
      expect(rows.map((r) => r.name)).toContain(name);
    }
  });

  test.each(EMAIL_TEMPLATES.map((t) => [t.name, t] as const))(
    "%s uses only documented placeholders and greets the client",
    (_name, template) => {
      const used = [...templatePlaceholders(template.subject), ...templatePlaceholders(template.content)];
      for (const name of used) expect(Object.keys(TEMPLATE_PLACEHOLDERS)).toContain(name);
      expect(template.content).toMatch(/^Hi \{\{client_first_name\}\},/);
      expect(template.content).toContain("{{sender_name}}");
      expect(template.content.length).toBeGreaterThan(300);
    },
  );
});

describe("resource documents", () => {
  test("the 8 documents of the spec are seeded", async () => {
    const rows = await database.db.select().from(resourceDocuments).orderBy(asc(resourceDocuments.sortOrder));
    expect(rows).toHaveLength(8);
    expect(rows.filter((r) => r.audience === "agent").map((r) => r.name)).toEqual([
      "Moving Guide",
      "Insurance Guide",
      "Inspection FAQs",
      "Post-Closing Checklist",
    ]);
    expect(rows.filter((r) => r.audience === "non_agent").map((r) => r.name)).toEqual([
      "Branded Templates",
      "Email Templates",
      "Checklists",
    ]);
    expect(rows.filter((r) => r.audience === "public").map((r) => r.type)).toEqual(["fsbo"]);
  });

  test("every Document Management filter finds at least one document", async () => {
    for (const type of RESOURCE_DOCUMENT_TYPE_VALUES) {
      const rows = await database.db.select().from(resourceDocuments).where(eq(resourceDocuments.type, type));
      expect(rows.length, type).toBeGreaterThan(0);
    }
  });

  test.each(RESOURCE_DOCUMENTS.map((d) => [d.slug, d] as const))(
    "%s has a store path under resources/ matching its content type, and a description",
    (slug, doc) => {
      const ext = doc.contentType === "application/pdf" ? "pdf" : "zip";
      expect(doc.storagePath).toBe(`resources/${slug}.${ext}`);
      expect(doc.description.length).toBeGreaterThan(60);
      // Agents get PDFs, everyone else zips (dashboard rule); the FSBO package is public.
      if (doc.audience === "agent") expect(ext).toBe("pdf");
      if (doc.audience === "non_agent") expect(ext).toBe("zip");
    },
  );
});

describe("running the seed again", () => {
  test("leaves counts, ids and timestamps unchanged", async () => {
    const before = await snapshot();
    await seedReferenceData(database.db);
    await seedReferenceData(database.db);
    expect(await snapshot()).toEqual(before);
  });

  test("is safe when several instances start at once", async () => {
    const before = await snapshot();
    await Promise.all([1, 2, 3].map(() => seedReferenceData(database.db)));
    expect(await snapshot()).toEqual(before);
  });

  test("restores an edited seeded row and keeps rows it does not own", async () => {
    await database.db
      .update(emailTemplates)
      .set({ subject: "edited" })
      .where(eq(emailTemplates.name, "Closing Scheduled"));
    await database.db
      .update(resourceDocuments)
      .set({ description: "edited", sortOrder: 99 })
      .where(eq(resourceDocuments.slug, "moving-guide"));
    await database.db
      .insert(emailTemplates)
      .values({ name: "Custom: Open House Follow-up", subject: "Thanks for visiting", content: "Hi {{client_first_name}}" });

    await seedReferenceData(database.db);

    const [template] = await database.db
      .select()
      .from(emailTemplates)
      .where(eq(emailTemplates.name, "Closing Scheduled"));
    expect(template!.subject).toBe(EMAIL_TEMPLATES.find((t) => t.name === "Closing Scheduled")!.subject);
    const [doc] = await database.db.select().from(resourceDocuments).where(eq(resourceDocuments.slug, "moving-guide"));
    expect(doc).toMatchObject({ description: RESOURCE_DOCUMENTS[0]!.description, sortOrder: 10 });
    expect(await count(database.db, "email_templates")).toBe(EMAIL_TEMPLATES.length + 1);
    expect(await count(database.db, "resource_documents")).toBe(8);
    const custom = await query(database.db, sql`select 1 from email_templates where name = 'Custom: Open House Follow-up'`);
    expect(custom).toHaveLength(1);
  });
});
