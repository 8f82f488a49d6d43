import { Check } from "lucide-react";
import type { CoordinationPackage } from "#core/content/services/transaction-coordination.ts";
import { Card } from "#app/components/ui/card.tsx";

/** The Buyer and Seller coordination packages: names and feature lists, no prices. */
export function CoordinationPackages({ packages }: { packages: readonly CoordinationPackage[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {packages.map((pkg) => (
        <li key={pkg.id} className="flex">
          <Card className="flex w-full flex-col gap-4" data-testid={`package-${pkg.id}`}>
            <h3 className="text-2xl font-bold text-navy-950">{pkg.name}</h3>
            <p className="text-navy-700">{pkg.summary}</p>
            <ul className="flex flex-col gap-3">
              {pkg.features.map((feature) => (
                <li key={feature} className="flex gap-3 text-navy-800">
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
          </Card>
        </li>
      ))}
    </ul>
  );
}
