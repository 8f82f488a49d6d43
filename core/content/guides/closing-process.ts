import { GUARANTEE } from "#core/site/claims.ts";
import { SITE } from "#core/site/settings.ts";
import { PROCESS_STEPS } from "../process/steps.ts";
import { GENERAL_DISCLAIMER, type Guide } from "./types.ts";

/** The eight steps come from the process pages' own data, so the guide and the site never disagree. */
export const CLOSING_PROCESS_GUIDE: Guide = {
  slug: "closing-process-guide",
  title: "Your Iowa Closing, Step by Step",
  subtitle: "The eight steps from signed purchase agreement to recorded deed",
  intro:
    "Every closing we handle follows the same eight steps. Knowing them helps you plan: what happens when, what we need from you, and why an Iowa closing involves an abstract, an attorney's title opinion and Iowa Title Guaranty. Keep this guide next to your purchase agreement.",
  sections: [
    ...PROCESS_STEPS.map((step) => ({
      heading: `Step ${step.number} of ${PROCESS_STEPS.length}: ${step.name}`,
      paragraphs: [step.summary],
      bullets: step.points,
      note: { title: "When", text: step.timing },
    })),
    {
      heading: "What you can do to keep your closing on time",
      bullets: [
        "Send the signed purchase agreement the day it is signed; we recommend 30 days or more before the closing date.",
        "Sellers: tell us where the abstract is and who holds your mortgage, so the continuation and payoff are ordered on day one.",
        "Buyers: answer your lender quickly and plan how your funds will arrive; wires must be confirmed before closing.",
        "Decide early whether you will sign in person or by remote online notary.",
        "Read the settlement statement as soon as it arrives and ask about anything unclear.",
      ],
    },
    {
      heading: GUARANTEE.title,
      paragraphs: [GUARANTEE.promise, GUARANTEE.fees],
    },
    {
      heading: "Questions?",
      paragraphs: [
        `Call ${SITE.phone} or write to ${SITE.email}. Our team answers ${SITE.hours.map((h) => `${h.days} ${h.opens}–${h.closes}`).join(" and ")}.`,
      ],
    },
  ],
  disclaimer: GENERAL_DISCLAIMER,
};
