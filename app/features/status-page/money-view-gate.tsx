import { ShieldCheck } from "lucide-react";
import { useCallback, useEffect, useState, type ReactNode } from "react";
import type { StatusSession } from "#core/api/closing-request.ts";
import { MONEY_VIEW_MAX_AGE_MINUTES } from "#core/money/money-view.ts";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { subscribeStatusSession } from "./status-session-events.ts";
import { readStatusSession, writeStatusSession } from "./status-session-store.ts";
import { StatusVerification } from "./status-verification.tsx";

export const MONEY_VIEW_GATE_MESSAGES = {
  ended: `For your safety, wire and bank details stay on screen for ${MONEY_VIEW_MAX_AGE_MINUTES} minutes after your code. Confirm with a new code to see them again.`,
} as const;

/** Whether this session may see money details now (the server decides again on every request). */
function moneyViewOpen(session: StatusSession | null, now: number): session is StatusSession {
  return !!session?.money_view_until && Date.parse(session.money_view_until) > now;
}

/**
 * Wire instructions and bank details on the status page (issue 32; core/money/money-view.ts): shown
 * only within 10 minutes of a code sent to the phone on the file (else the e-mail), even when the
 * tab already holds a verified session for the rest of the page. Until then, and again when those
 * minutes end or the server says the view is over (`stale`), the children are off the screen and
 * the person confirms with a new code. A new code's session serves the page's other sections too.
 */
export function MoneyViewGate({
  token,
  purpose,
  children,
}: {
  token: string;
  /** What the code unlocks, in the person's words: "to see our wire instructions". */
  purpose: string;
  children: (session: StatusSession, stale: () => void) => ReactNode;
}) {
  const [session, setSession] = useState<StatusSession | null>(() => readStatusSession(token));
  const [refused, setRefused] = useState(false);
  const [notice, setNotice] = useState<string>();
  const [now, setNow] = useState(() => Date.now());

  useEffect(
    () =>
      subscribeStatusSession(() => {
        setSession(readStatusSession(token));
        setRefused(false);
        setNow(Date.now());
      }),
    [token],
  );

  const open = !refused && moneyViewOpen(session, now);
  const until = open ? Date.parse(session.money_view_until!) : 0;

  // The view's end on the clock: the details leave the screen by themselves.
  useEffect(() => {
    if (!until) return;
    const timer = window.setTimeout(() => {
      setNow(Date.now());
      setNotice(MONEY_VIEW_GATE_MESSAGES.ended);
    }, Math.max(0, until - Date.now()));
    return () => window.clearTimeout(timer);
  }, [until]);

  const stale = useCallback(() => {
    setRefused(true);
    setNotice(MONEY_VIEW_GATE_MESSAGES.ended);
  }, []);

  if (open) return <>{children(session, stale)}</>;
  return (
    <div className="grid gap-4">
      <h3 className="flex items-center gap-2 text-lg font-semibold text-navy-950">
        <ShieldCheck aria-hidden="true" className="size-5 text-navy-600" />
        Confirm with a new code
      </h3>
      {notice ? <FormAlert>{notice}</FormAlert> : null}
      <p className="text-navy-800">
        We send a six-digit code {purpose}: by text message to the phone we have on your file, or by e-mail if we have no phone for you. What it
        opens stays on screen for {MONEY_VIEW_MAX_AGE_MINUTES} minutes.
      </p>
      <StatusVerification
        token={token}
        moneyView
        partyHint={session?.party.id}
        onVerified={(verified) => {
          writeStatusSession(token, verified);
          setNotice(undefined);
          setRefused(false);
          setNow(Date.now());
          setSession(verified);
        }}
      />
    </div>
  );
}
