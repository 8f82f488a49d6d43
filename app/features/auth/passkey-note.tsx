import { Info } from "lucide-react";
import { FormAlert } from "#app/components/ui/form-alert.tsx";

/** What a passkey or security-key prompt that did not finish left to say. */
export interface Note {
  /** calm: the person cancelled the browser's prompt, nothing went wrong. */
  tone: "calm" | "error";
  text: string;
}

/**
 * A cancelled prompt is a polite status in the page's quiet colours, not a red error: closing the
 * browser's dialog is a choice. Anything else is the form's alert.
 */
export function CeremonyNote({ note }: { note: Note | null }) {
  if (!note) return null;
  if (note.tone === "error") return <FormAlert>{note.text}</FormAlert>;
  return (
    <p role="status" className="flex gap-3 rounded-lg border border-navy-200 bg-navy-50 p-3 text-sm font-medium text-navy-800">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{note.text}</span>
    </p>
  );
}
