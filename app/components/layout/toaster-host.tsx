import { useEffect } from "react";
import * as sonner from "sonner";
// Loaded with the toaster rather than in every page's stylesheet. sonner also injects these rules
// itself; shipping the file keeps toasts styled should the CSP ever stop inline styles.
import "sonner/dist/styles.css";
import { toasterReady } from "#app/lib/toast.ts";

/** sonner's toaster; its subscribing effect runs before ours, so waiting toasts are then shown. */
export default function ToasterHost() {
  useEffect(() => toasterReady(sonner), []);
  // Below the sticky header (64 px, 72 px from lg), so a toast never covers Sign In / Sign Out.
  return <sonner.Toaster position="top-right" offset={{ top: 84 }} mobileOffset={{ top: 76 }} richColors closeButton />;
}
