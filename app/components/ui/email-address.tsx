/**
 * An e-mail address that, when it must wrap, wraps after the "@" rather than mid-word. One span,
 * so that inside a flex container the parts stay one item (and one word for screen readers).
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.indexOf("@");
  if (at < 0) return <span>{address}</span>;
  return (
    <span>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </span>
  );
}
