import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ClosingMessage } from "#core/api/closing-message.ts";
import { DISPOSED_DOCUMENT_WORDS } from "#core/retention/disposed-words.ts";
import { MessageItem, type DocumentDownload } from "./message-item.tsx";
import { MessageStaffTools } from "./message-staff-tools.tsx";

const now = new Date(2026, 10, 28, 15, 0);
const download: DocumentDownload = { start: () => undefined, busy: () => false, failure: () => undefined };

function message(extra: Partial<ClosingMessage> = {}): ClosingMessage {
  return {
    id: "00000000-0000-4000-8000-000000000001",
    file_id: "00000000-0000-4000-8000-0000000000f1",
    author: { kind: "professional", name: "Avery Agent", role: "buyers_agent", role_label: "Buyer's agent" },
    mine: false,
    body: "See <b>this</b> at https://example.com",
    visibility: "professionals",
    visibility_label: "Agents and lenders",
    documents: [],
    created_at: new Date(2026, 10, 28, 14, 31).toISOString(),
    edited_at: null,
    removed_at: null,
    editable_until: null,
    read_by: [],
    revisions: [],
    ...extra,
  };
}

const render = (m: ClosingMessage, showVisibility = true) => renderToStaticMarkup(<MessageItem message={m} showVisibility={showVisibility} download={download} now={now} />);

describe("MessageItem", () => {
  it("says who wrote it, their role, when and to whom; the body stays text (no HTML, no link)", () => {
    const html = render(message());
    expect(html).toContain("Avery Agent");
    expect(html).toContain("Buyer&#x27;s agent");
    expect(html).toContain("Today at 2:31 PM");
    expect(html).toContain("Agents and lenders");
    expect(html).toContain("See &lt;b&gt;this&lt;/b&gt; at https://example.com");
    expect(html).not.toContain("<a ");
  });

  it("is “You” for the reader's own, marks an edit, and hides the audience when the reader knows only one", () => {
    const html = render(message({ mine: true, edited_at: new Date(2026, 10, 28, 14, 35).toISOString() }), false);
    expect(html).toContain(">You<");
    expect(html).toContain("edited");
    expect(html).not.toContain("Agents and lenders");
  });

  it("keeps a removed message's place without its words or documents", () => {
    const doc = { id: "d1", name: "addendum.pdf", label: null, content_type: "application/pdf", size_bytes: 2048, sha256: "x", visibility: "everyone" as const, uploaded_by: null, created_at: "2026-11-28", disposed_at: null };
    const html = render(message({ body: "", removed_at: new Date(2026, 10, 28, 14, 40).toISOString(), documents: [doc] }));
    expect(html).toContain("Message removed");
    expect(html).not.toContain("addendum.pdf");
  });

  it("lists documents with a Download button named for each", () => {
    const doc = { id: "d1", name: "addendum.pdf", label: "Inspection addendum", content_type: "application/pdf", size_bytes: 2048, sha256: "x", visibility: "everyone" as const, uploaded_by: null, created_at: "2026-11-28", disposed_at: null };
    expect(render(message({ documents: [doc] }))).toContain('aria-label="Download Inspection addendum"');
  });

  it("a document whose stored copy the retention run removed: named, with no Download", () => {
    const doc = { id: "d1", name: "addendum.pdf", label: "Inspection addendum", content_type: "application/pdf", size_bytes: 2048, sha256: "x", visibility: "everyone" as const, uploaded_by: null, created_at: "2026-11-28", disposed_at: "2036-11-28T15:00:00.000Z" };
    const html = render(message({ documents: [doc] }));
    expect(html).toContain("Inspection addendum");
    expect(html).toContain(DISPOSED_DOCUMENT_WORDS);
    expect(html).not.toContain("Download");
  });
});

describe("MessageStaffTools", () => {
  const tools = (m: ClosingMessage) => renderToStaticMarkup(<MessageStaffTools message={m} now={now} onEdit={async () => undefined} onRemove={async () => undefined} />);

  it("says who read it and lists each earlier version", () => {
    const html = tools(
      message({
        read_by: [{ name: "Bailey Buyer", role: "buyer", read_at: now.toISOString() }],
        revisions: [{ body: "The first words", change: "edited", changed_at: new Date(2026, 10, 28, 14, 33).toISOString() }],
      }),
    );
    expect(html).toContain("Read by Bailey Buyer (Buyer)");
    expect(html).toContain("Earlier versions (1)");
    expect(html).toContain("The first words");
  });

  it("offers Edit and Remove only inside the window, and never who read an internal note", () => {
    const open = tools(message({ mine: true, visibility: "staff", editable_until: new Date(Date.now() + 60_000).toISOString() }));
    expect(open).toContain(">Edit<");
    expect(open).toContain(">Remove<");
    expect(open).not.toContain("Read by");
    expect(open).not.toContain("Not read yet");
    const closed = tools(message({ mine: true, editable_until: new Date(Date.now() - 60_000).toISOString() }));
    expect(closed).not.toContain(">Edit<");
    expect(closed).not.toContain(">Remove<");
  });
});
