import { Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Field } from "./field.tsx";

/**
 * A list's search field that sends its text once typing pauses (so each keystroke is not a
 * request). The address is the source of truth: a back button or a link that changes `value`
 * refills it. `maxLength` is the API's own limit, the constant its core search schema uses.
 */
export function SearchBox({
  label,
  hint,
  value,
  onSearch,
  maxLength,
}: {
  label: string;
  hint: string;
  value: string;
  onSearch: (q: string) => void;
  maxLength: number;
}) {
  const [typed, setTyped] = useState(value);
  const sent = useRef(value);
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setTyped(value);
    }
  }, [value]);
  useEffect(() => {
    const q = typed.trim();
    if (q === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = q;
      onSearch(q);
    }, 300);
    return () => clearTimeout(timer);
  }, [typed, onSearch]);

  return (
    <div role="search" className="relative">
      <Field label={label} type="search" value={typed} onChange={(e) => setTyped(e.target.value)} hint={hint} maxLength={maxLength} />
      <Search aria-hidden="true" className="pointer-events-none absolute top-10 right-3 size-4 text-navy-500" />
    </div>
  );
}
