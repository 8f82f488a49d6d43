/**
 * Saves the file behind a signed link (same origin) without leaving the page: a link with the
 * `download` attribute, clicked once. Going to the link instead would replace the page with the
 * browser's PDF viewer, and what the person had typed on it would be gone.
 */
export function startDownload(url: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = "";
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}
