import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from "react";
import { Link, type LinkProps } from "react-router";
import { cx } from "#app/lib/cx.ts";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

const BASE =
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap " +
  "motion-safe:transition-colors motion-safe:duration-150 " +
  "disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60";

const VARIANTS: Record<ButtonVariant, string> = {
  // Prairie gold is reserved for calls to action.
  primary: "bg-gold-400 text-navy-950 shadow-sm hover:bg-gold-300 active:bg-gold-500 " + "disabled:hover:bg-gold-400",
  secondary:
    "border border-navy-300 bg-white text-navy-900 shadow-sm hover:border-navy-400 hover:bg-navy-50 " +
    "disabled:hover:bg-white",
  ghost: "text-navy-800 hover:bg-navy-100 hover:text-navy-950 disabled:hover:bg-transparent",
  // Only for the confirming button of something that cannot be undone (deleting a client).
  danger: "bg-red-700 text-white shadow-sm hover:bg-red-600 disabled:hover:bg-red-700",
};

const SIZES: Record<ButtonSize, string> = {
  sm: "min-h-9 px-3 text-sm",
  md: "min-h-11 px-4 text-base",
  lg: "min-h-12 px-6 text-lg",
};

/** The classes of a button, for the rare element that must look like one (e.g. a form label). */
export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", className?: string) {
  return cx(BASE, VARIANTS[variant], SIZES[size], className);
}

function Spinner() {
  return (
    <svg
      aria-hidden="true"
      className="size-4 motion-safe:animate-spin"
      viewBox="0 0 24 24"
      fill="none"
      width="16"
      height="16"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** While true the button is disabled, shows a spinner and reads {@link busyLabel}. */
  busy?: boolean;
  /** What the button says while busy, e.g. "Submitting..." (the spec's wording per form). */
  busyLabel?: ReactNode;
}

/** The one button of the site: primary (gold call to action), secondary (outlined) or ghost. */
export function Button({
  variant = "primary",
  size = "md",
  busy = false,
  busyLabel,
  disabled,
  className,
  children,
  type = "button",
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? (
        <>
          <Spinner />
          {busyLabel ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
}

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A link that looks like a {@link Button} (navigation is a link, never a button). */
export function ButtonLink({ variant = "primary", size = "md", className, ...rest }: ButtonLinkProps) {
  return (
    <Link className={buttonClasses(variant, size, typeof className === "string" ? className : undefined)} {...rest} />
  );
}

/** An external or protocol link (tel:, mailto:) that looks like a {@link Button}. */
export function ButtonAnchor({
  variant = "primary",
  size = "md",
  className,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <a className={buttonClasses(variant, size, className)} {...rest} />;
}
