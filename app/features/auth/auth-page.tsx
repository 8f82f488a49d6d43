import type { ReactNode } from "react";
import { Card } from "#app/components/ui/card.tsx";
import { cx } from "#app/lib/cx.ts";

/**
 * The frame of the sign-in, registration and password pages: one card holding the page's h1 and
 * its form, with an optional panel beside it on wide screens.
 */
export function AuthPage({
  heading,
  intro,
  aside,
  children,
}: {
  heading: ReactNode;
  intro?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="bg-cream-100 py-10 sm:py-16">
      <div
        className={cx(
          "page-container",
          aside ? "grid items-start gap-8 lg:grid-cols-[minmax(0,30rem)_minmax(0,1fr)]" : "max-w-[32rem]",
        )}
      >
        <Card className="p-6 sm:p-8">
          <h1 className="text-3xl font-bold tracking-tight text-navy-950">{heading}</h1>
          {intro ? <p className="mt-2 text-pretty text-navy-700">{intro}</p> : null}
          <div className="mt-6">{children}</div>
        </Card>
        {aside}
      </div>
    </section>
  );
}

/** A line of links under a form ("No account yet? Create one"). */
export function AuthFooterLinks({ children }: { children: ReactNode }) {
  return <div className="mt-6 border-t border-cream-300 pt-5 text-sm text-navy-700">{children}</div>;
}

export const textLinkClass =
  "font-semibold text-navy-800 underline decoration-gold-500 decoration-2 underline-offset-4 hover:text-navy-950";
