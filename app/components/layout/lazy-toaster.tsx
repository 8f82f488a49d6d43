import { lazy, Suspense, useEffect, useState } from "react";
import { registerToasterMount } from "#app/lib/toast.ts";

const ToasterHost = lazy(() => import("./toaster-host.tsx"));

/** Mounts sonner's toaster the first time something asks for a toast (see app/lib/toast.ts). */
export function LazyToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (registerToasterMount(() => setWanted(true))) setWanted(true);
    return () => void registerToasterMount(undefined);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterHost />
    </Suspense>
  );
}
