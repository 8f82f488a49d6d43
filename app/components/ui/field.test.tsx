import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Field } from "./field.tsx";

describe("Field as a text area", () => {
  it("labels the text area, marks it required and leaves it valid without an error", () => {
    const html = renderToStaticMarkup(<Field control="textarea" id="msg" label="Message" required defaultValue="" />);
    expect(html).toMatch(/<label for="msg"[^>]*>Message<span aria-hidden="true"[^>]*>\*<\/span><\/label>/);
    expect(html).toMatch(/<textarea id="msg" rows="5" required=""/);
    expect(html).not.toContain("aria-invalid");
    expect(html).not.toContain("aria-describedby");
  });

  it("ties the hint and the error to the text area and marks it invalid", () => {
    const html = renderToStaticMarkup(
      <Field control="textarea" id="msg" label="Message" hint="Up to 5,000 characters" error="Please enter a message" rows={8} defaultValue="" />,
    );
    expect(html).toMatch(/<textarea id="msg" rows="8" aria-invalid="true" aria-describedby="msg-hint msg-error"/);
    expect(html).toContain('<p id="msg-hint" class="text-sm text-navy-600">Up to 5,000 characters</p>');
    expect(html).toMatch(/<p id="msg-error"[^>]*>Please enter a message<\/p>/);
  });
});
