import { useEffect } from "react";
import * as sonner from "sonner";
// Loaded with the toaster rather than in every page's stylesheet. sonner also injects these rules
// itself; shipping the file keeps toasts styled should the CSP ever stop inline styles.
import "sonner/dist/styles.css";
import { toasterReady } from "../../lib/toast.ts";

/** sonner's toaster; its subscribing effect runs before ours, so waiting toasts are then shown. */
export default function ToasterHost() {
  useEffect(() => toasterReady(sonner), []);
  return <sonner.Toaster position="top-right" richColors closeButton />;
}
