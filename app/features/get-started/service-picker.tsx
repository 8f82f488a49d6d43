import {
  ArrowLeftRight,
  Banknote,
  Check,
  ClipboardCheck,
  House,
  Landmark,
  Laptop,
  ScrollText,
  Video,
  type LucideIcon,
} from "lucide-react";
import type { Ref } from "react";
import { SERVICE_CATALOGUE, type CatalogueServiceId } from "#core/leads/service-catalogue.ts";
import { cx } from "#app/lib/cx.ts";

const ICONS: Record<CatalogueServiceId, LucideIcon> = {
  title: ScrollText,
  loan: Landmark,
  "digital-cash": Laptop,
  cash: Banknote,
  "1031": ArrowLeftRight,
  tc: ClipboardCheck,
  fsbo: House,
  ron: Video,
};

/** The radios' shared name; also how the form's "Change" finds the checked one. */
export const PICKER_NAME = "service";

/**
 * The catalogue as a native radio group drawn as cards: one choice at a time, arrow keys move
 * between them, and each radio is named by its service's title and described by its text and
 * price. Controlled, so `?service=` and a click set it alike.
 */
export function ServicePicker({
  selected,
  onSelect,
  labelledBy,
  describedBy,
  ref,
}: {
  selected: CatalogueServiceId | null;
  onSelect: (id: CatalogueServiceId) => void;
  labelledBy: string;
  describedBy?: string;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div ref={ref} role="radiogroup" aria-labelledby={labelledBy} aria-describedby={describedBy} className="grid gap-3">
      {SERVICE_CATALOGUE.map((service) => {
        const Icon = ICONS[service.id];
        const checked = selected === service.id;
        const idBase = `service-${service.id}`;
        return (
          <label
            key={service.id}
            className={cx(
              "relative flex cursor-pointer gap-4 rounded-xl border-2 bg-white p-4 pr-12 motion-safe:transition-colors",
              "has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-navy-600",
              checked ? "border-gold-500 bg-gold-50" : "border-cream-300 hover:border-navy-300",
            )}
          >
            <input
              type="radio"
              name={PICKER_NAME}
              value={service.id}
              checked={checked}
              onChange={() => onSelect(service.id)}
              aria-labelledby={`${idBase}-title`}
              aria-describedby={`${idBase}-price ${idBase}-text`}
              className="absolute top-4 right-4 size-5 accent-navy-800"
            />
            <span
              aria-hidden="true"
              className={cx(
                "grid size-11 shrink-0 place-items-center rounded-xl",
                checked ? "bg-gold-400 text-navy-950" : "bg-navy-50 text-navy-700",
              )}
            >
              {checked ? <Check className="size-5" /> : <Icon className="size-5" />}
            </span>
            <span className="grid gap-1">
              <span id={`${idBase}-title`} className="text-base font-semibold text-navy-950">
                {service.title}
              </span>
              <span id={`${idBase}-price`} className="text-sm font-semibold text-gold-800">
                {service.price}
              </span>
              <span id={`${idBase}-text`} className="text-sm text-navy-700">
                {service.description}
              </span>
            </span>
          </label>
        );
      })}
    </div>
  );
}
