/**
 * Phone numbers for SMS. The outbox stores E.164 (`+` and up to 15 digits), which is what Twilio's
 * Messages API takes and what the outbox table's check (db/schema/outbox.ts) enforces. Our
 * clients are almost all in the US, so a 10-digit number without a country code is taken as
 * North American (+1).
 */
export const E164_PATTERN = /^\+[1-9][0-9]{6,14}$/;

export function isE164(value: string): boolean {
  return E164_PATTERN.test(value);
}

/**
 * The E.164 form of a number as people type it ("(319) 555-0142", "319.555.0142",
 * "+1 319 555 0142", "1-319-555-0142"), or undefined when it cannot be one.
 */
export function toE164(input: string): string | undefined {
  const trimmed = input.trim();
  // Separators people use; anything else (letters, extensions) is not a number we can text.
  if (!/^\+?[0-9\s().-]+$/.test(trimmed)) return undefined;
  const digits = trimmed.replace(/\D/g, "");
  let candidate: string;
  if (trimmed.startsWith("+")) candidate = `+${digits}`;
  else if (digits.length === 10) candidate = `+1${digits}`;
  else if (digits.length === 11 && digits.startsWith("1")) candidate = `+${digits}`;
  else return undefined;
  return isE164(candidate) ? candidate : undefined;
}
