import { format } from "date-fns";
import { Copy, Download } from "lucide-react";
import { recoveryCodesFile } from "#core/auth/mfa-recovery-codes.ts";
import { Button } from "#app/components/ui/button.tsx";
import { toast } from "#app/lib/toast.ts";

/**
 * A new set of recovery codes, shown this once (the server keeps only their hashes): the codes,
 * Copy and Download (.txt), and the button that puts them away.
 */
export function RecoveryCodesDisplay({
  codes,
  createdAt,
  account,
  doneLabel = "I Have Saved My Codes",
  onDone,
}: {
  codes: readonly string[];
  createdAt: string;
  /** Whose codes they are (the e-mail address), written at the top of the file. */
  account: string;
  doneLabel?: string;
  onDone: () => void | Promise<void>;
}) {
  const file = () => recoveryCodesFile(codes, account, format(new Date(createdAt), "MMMM d, yyyy"));

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(file());
      toast.success("Recovery codes copied.");
    } catch {
      toast.error("Could not copy. Select the codes and copy them by hand.");
    }
  };

  const download = () => {
    // Made in the browser: the codes never come from the server again.
    const url = URL.createObjectURL(new Blob([file()], { type: "text/plain;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "heartland-recovery-codes.txt";
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  return (
    <section aria-labelledby="recovery-codes-new-heading" className="grid gap-4 rounded-xl border border-gold-300 bg-cream-50 p-5 sm:p-6">
      <h3 id="recovery-codes-new-heading" className="text-lg font-semibold text-navy-950">
        Save your recovery codes
      </h3>
      <p className="max-w-prose text-navy-800">
        If your phone or security key is lost, each of these codes signs you in once in its place. This is the only time they are shown:
        copy them or download them now, and keep them somewhere safe, apart from your phone.
      </p>
      <ol aria-label="Recovery codes" className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2 sm:max-w-md">
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-white px-3 py-2 font-mono text-base tracking-wider text-navy-950 ring-1 ring-cream-300">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          Copy Codes
        </Button>
        <Button variant="secondary" onClick={download}>
          <Download aria-hidden="true" className="size-4" />
          Download (.txt)
        </Button>
        <Button onClick={() => void onDone()}>{doneLabel}</Button>
      </div>
    </section>
  );
}
