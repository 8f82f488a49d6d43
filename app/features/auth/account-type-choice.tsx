// First: zod must be configured before the schemas below are built (see the file).
import "#app/lib/zod-browser-config.ts";
import { Building2, House, type LucideIcon } from "lucide-react";
import type { AccountType } from "#core/domain/enums.ts";
import { cx } from "#app/lib/cx.ts";

const OPTIONS: { value: AccountType; label: string; detail: string; icon: LucideIcon }[] = [
  { value: "agent", label: "Agent", detail: "Real estate agents and brokers", icon: House },
  { value: "lender", label: "Lender", detail: "Lenders and loan officers", icon: Building2 },
];

/**
 * Agent or Lender, as a native radio group (arrow keys move between the two, the group is
 * announced with its legend) drawn as two cards.
 */
export function AccountTypeChoice({
  value,
  onChange,
  describedBy,
  disabled,
}: {
  value: AccountType | undefined;
  onChange: (value: AccountType) => void;
  describedBy?: string;
  disabled?: boolean;
}) {
  return (
    <fieldset aria-describedby={describedBy} disabled={disabled} className="grid gap-2">
      <legend className="mb-1.5 text-sm font-semibold text-navy-900">
        I am a
        <span aria-hidden="true" className="ml-0.5 text-red-600">
          *
        </span>
      </legend>
      <div className="grid grid-cols-2 gap-3">
        {OPTIONS.map((option) => {
          const Icon = option.icon;
          const checked = value === option.value;
          return (
            <label
              key={option.value}
              className={cx(
                "relative flex cursor-pointer flex-col gap-1 rounded-xl border-2 bg-white p-4 motion-safe:transition-colors",
                "has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-navy-600",
                checked ? "border-gold-500 bg-gold-50" : "border-cream-300 hover:border-navy-300",
              )}
            >
              <input
                type="radio"
                name="accountType"
                value={option.value}
                checked={checked}
                required
                onChange={() => onChange(option.value)}
                className="absolute top-4 right-4 size-4 accent-navy-800"
              />
              <Icon aria-hidden="true" className="size-6 text-navy-700" />
              <span className="text-base font-semibold text-navy-950">{option.label}</span>
              <span className="text-sm text-navy-700">{option.detail}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
