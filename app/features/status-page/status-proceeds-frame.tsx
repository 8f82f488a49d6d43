import { StatusSectionFrame } from "./lazy-status-section.tsx";

/** Shared by the section (before its panel loads) and the panel, which draws its own frame. */
export const PROCEEDS_HEADING_ID = "status-proceeds-heading";
export const PROCEEDS_HEADING = "Your proceeds";

/** The section's frame: its heading and what is in it. */
export function ProceedsFrame({ children }: { children: React.ReactNode }) {
  return (
    <StatusSectionFrame headingId={PROCEEDS_HEADING_ID} heading={PROCEEDS_HEADING}>
      {children}
    </StatusSectionFrame>
  );
}
