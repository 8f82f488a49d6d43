/**
 * "Fields marked * are required." for sighted users; hidden from screen readers, which already
 * announce "required" on each such field.
 */
export function RequiredNote() {
  return (
    <p aria-hidden="true" className="text-sm text-navy-700">
      Fields marked <span className="font-semibold text-red-600">*</span> are required.
    </p>
  );
}
