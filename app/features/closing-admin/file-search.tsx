import { Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { TextField } from "../../components/ui/text-field.tsx";

/**
 * The list's search field: sends its text once typing pauses. The address holds the search, so
 * a back button that changes `value` refills the field.
 */
export function FileSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
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
      <TextField label="Search closing files" type="search" value={typed} onChange={(e) => setTyped(e.target.value)} hint="File number, address or county" maxLength={100} />
      <Search aria-hidden="true" className="pointer-events-none absolute top-10 right-3 size-4 text-navy-500" />
    </div>
  );
}
