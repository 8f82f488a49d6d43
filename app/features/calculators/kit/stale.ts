/**
 * While a field is refused, the figures on screen (and in the PDF and order links) are the last
 * complete estimate, or none when there has not been one since the page opened. These say which.
 */
export function staleNote(valid: boolean, hasEarlierEstimate: boolean): string | null {
  if (valid) return null;
  return hasEarlierEstimate
    ? "Showing your last complete estimate. Correct the highlighted field to update it."
    : "Correct the highlighted field to see your estimate.";
}

export function actionsNote(valid: boolean, hasEarlierEstimate: boolean): string | undefined {
  if (valid) return undefined;
  return hasEarlierEstimate
    ? "The PDF and the order carry your last complete estimate."
    : "Correct the highlighted field to download the PDF or order with your figures.";
}
