import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Disclosure, toggleOpenIds, useDisclosureGroup } from "./disclosure.tsx";

const noop = () => undefined;

describe("Disclosure", () => {
  it("closed: the heading's button is collapsed and controls the hidden region it names", () => {
    const html = renderToStaticMarkup(
      <Disclosure id="wire" title="When do I wire the money?" open={false} onToggle={noop}>
        <p>The day before closing.</p>
      </Disclosure>,
    );
    expect(html).toMatch(/<h3[^>]*><button type="button" id="wire-button" aria-expanded="false" aria-controls="wire-panel"/);
    expect(html).toContain("When do I wire the money?");
    expect(html).toMatch(/<div id="wire-panel" role="region" aria-labelledby="wire-button" hidden=""/);
  });

  it("open: the button is expanded and the region shows its content", () => {
    const html = renderToStaticMarkup(
      <Disclosure id="wire" title="When?" subtitle="Timing" open onToggle={noop} headingLevel={2}>
        <p>The day before closing.</p>
      </Disclosure>,
    );
    expect(html).toMatch(/<h2[^>]*><button[^>]*aria-expanded="true"/);
    expect(html).toContain("Timing");
    expect(html).toMatch(/<div id="wire-panel" role="region" aria-labelledby="wire-button" class="[^"]*"><p>The day before closing.<\/p>/);
  });

  it("without region, the panel is a plain element the button controls", () => {
    const html = renderToStaticMarkup(
      <Disclosure id="q" title="Q" open onToggle={noop} look="row" region={false}>
        A
      </Disclosure>,
    );
    expect(html).toContain('aria-controls="q-panel"');
    expect(html).toMatch(/<div id="q-panel" class="[^"]*">A<\/div>/);
    expect(html).not.toContain("region");
  });

  it("the chevron is decorative", () => {
    const html = renderToStaticMarkup(
      <Disclosure id="x" title="Q" open={false} onToggle={noop} look="row">
        A
      </Disclosure>,
    );
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
  });
});

describe("toggleOpenIds", () => {
  const ids = (set: ReadonlySet<string>) => [...set].sort();

  it("multiple: items open and close independently", () => {
    let open: ReadonlySet<string> = new Set();
    open = toggleOpenIds(open, "a", "multiple");
    open = toggleOpenIds(open, "b", "multiple");
    expect(ids(open)).toEqual(["a", "b"]);
    open = toggleOpenIds(open, "a", "multiple");
    expect(ids(open)).toEqual(["b"]);
  });

  it("single: opening an item closes the open one, clicking the open one closes it", () => {
    let open: ReadonlySet<string> = new Set(["a"]);
    open = toggleOpenIds(open, "b", "single");
    expect(ids(open)).toEqual(["b"]);
    open = toggleOpenIds(open, "b", "single");
    expect(ids(open)).toEqual([]);
  });

  it("leaves the current set untouched", () => {
    const current: ReadonlySet<string> = new Set(["a"]);
    toggleOpenIds(current, "b", "multiple");
    toggleOpenIds(current, "a", "single");
    expect(ids(current)).toEqual(["a"]);
  });
});

describe("useDisclosureGroup", () => {
  function Steps({ initiallyOpen }: { initiallyOpen?: string[] }) {
    const group = useDisclosureGroup({ mode: "single", initiallyOpen });
    return (
      <>
        {["one", "two"].map((id) => (
          <Disclosure key={id} id={id} title={id} open={group.isOpen(id)} onToggle={() => group.toggle(id)}>
            {id}
          </Disclosure>
        ))}
      </>
    );
  }

  it("starts with the given items open and the rest closed", () => {
    const html = renderToStaticMarkup(<Steps initiallyOpen={["one"]} />);
    expect(html).toMatch(/id="one-button" aria-expanded="true"/);
    expect(html).toMatch(/id="two-button" aria-expanded="false"/);
  });

  it("starts with everything closed by default", () => {
    expect(renderToStaticMarkup(<Steps />)).not.toContain('aria-expanded="true"');
  });
});
