import { TITLE_EXPLAINERS } from "#core/content/process/title.ts";
import { Disclosure, useDisclosureGroup } from "#app/components/ui/disclosure.tsx";

/** Title Opinion and Title Guaranty: each opens and closes on its own. Both start closed. */
export function TitleExplainers() {
  const explainers = useDisclosureGroup();
  return (
    <div className="flex flex-col gap-4">
      {TITLE_EXPLAINERS.map((e) => (
        <Disclosure
          key={e.id}
          id={e.id}
          title={e.title}
          look="large-card"
          subtitle={e.teaser}
          open={explainers.isOpen(e.id)}
          onToggle={() => explainers.toggle(e.id)}
        >
          <div className="flex flex-col gap-4 text-navy-800">
            {e.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            <ul className="flex flex-col gap-2">
              {e.points.map((point) => (
                <li key={point} className="flex gap-3">
                  <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-gold-500" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          </div>
        </Disclosure>
      ))}
    </div>
  );
}
