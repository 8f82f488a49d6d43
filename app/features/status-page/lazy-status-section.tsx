import type { LucideIcon } from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { Button, type ButtonVariant } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import { useLazyComponent } from "#app/lib/use-lazy-component.ts";

/** A status page section's frame: a region named by its heading, and what is in it. */
export function StatusSectionFrame({ headingId, heading, children }: { headingId: string; heading: string; children: ReactNode }) {
  return (
    <Card role="region" aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="text-xl font-bold text-navy-950">
        {heading}
      </h2>
      {children}
    </Card>
  );
}

export interface LazyStatusSectionProps<P extends object> {
  headingId: string;
  heading: string;
  /** The sentence shown until the section is wanted. */
  intro: ReactNode;
  icon: LucideIcon;
  /** The button's label. */
  action: string;
  buttonVariant?: ButtonVariant;
  /** A module-level retryingImport of the panel (app/lib/lazy-import.ts): this file imports no panel. */
  load: () => Promise<{ default: ComponentType<P> }>;
  wanted: boolean;
  onWant: () => void;
  /** The loaded panel, with its props. */
  renderPanel: (Panel: ComponentType<P>) => ReactNode;
  /** The panel draws its own frame (heading included), so it replaces this one. */
  panelHasFrame?: boolean;
}

/**
 * A status page section that costs nothing until asked for: its heading, a sentence and a button;
 * once wanted, its panel is fetched in its own chunk, with a loading state and, when the fetch
 * failed, a Retry.
 */
export function LazyStatusSection<P extends object>({
  headingId,
  heading,
  intro,
  icon: Icon,
  action,
  buttonVariant,
  load,
  wanted,
  onWant,
  renderPanel,
  panelHasFrame = false,
}: LazyStatusSectionProps<P>) {
  const panel = useLazyComponent(load, wanted);
  const Panel = panel.Component;

  if (panelHasFrame && wanted && Panel) return renderPanel(Panel);
  return (
    <StatusSectionFrame headingId={headingId} heading={heading}>
      {!wanted ? (
        <>
          <p className="text-navy-800">{intro}</p>
          <div>
            <Button variant={buttonVariant} onClick={onWant}>
              <Icon aria-hidden="true" className="size-4" />
              {action}
            </Button>
          </div>
        </>
      ) : panel.failed ? (
        <QueryError message="This part of the page did not load. Check your connection and try again." onRetry={panel.retry} />
      ) : Panel ? (
        renderPanel(Panel)
      ) : (
        <QueryLoading label="Loading…" />
      )}
    </StatusSectionFrame>
  );
}
