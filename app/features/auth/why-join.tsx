import { BadgeCheck, ClipboardList, FileDown, ListChecks, ShieldCheck, Star } from "lucide-react";
import { Link } from "react-router";
import { Card } from "#app/components/ui/card.tsx";
import { textLinkClass } from "./auth-page.tsx";

const BENEFITS = [
  {
    icon: ListChecks,
    title: "Track every transaction",
    text: "See where each of your Iowa files stands, from the purchase agreement to the recorded deed.",
  },
  {
    icon: ClipboardList,
    title: "Order title & closing services",
    text: "Request transaction coordination or a digital cash closing in a few clicks, any time of day.",
  },
  {
    icon: FileDown,
    title: "Download the resource library",
    text: "Agent guides for your buyers and sellers, or branded templates and checklists for lenders.",
  },
  {
    icon: Star,
    title: "Insider Club perks",
    text: "Member-only offers, market updates and invitations from our team across Iowa.",
  },
];

/** The registration page's side panel: what an account gives an agent or lender, and our guarantee. */
export function WhyJoin() {
  return (
    <div className="grid gap-6">
      <section aria-labelledby="why-join-heading" className="rounded-2xl bg-navy-900 p-6 text-cream-100 sm:p-8 on-dark">
        <h2 id="why-join-heading" className="text-2xl font-bold text-white">
          Why Join
        </h2>
        <p className="mt-2 text-navy-100">
          A free account for Iowa real estate agents and lenders who close with Heartland Closing Co.
        </p>
        <ul className="mt-6 grid gap-5">
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-300" />
              <div>
                <p className="font-semibold text-white">{title}</p>
                <p className="text-sm text-navy-100">{text}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-navy-100">
          Curious about the club first?{" "}
          <Link to="/insider-club" className="font-semibold text-white underline decoration-gold-300 underline-offset-4">
            Read about the Insider Club
          </Link>
        </p>
      </section>

      <Card aria-labelledby="guarantee-heading" role="region">
        <h2 id="guarantee-heading" className="flex items-center gap-2 text-xl font-bold text-navy-950">
          <ShieldCheck aria-hidden="true" className="size-6 text-green-700" />
          Our Satisfaction Guarantee
        </h2>
        <p className="mt-3 text-navy-800">
          If a mistake on our part delays your closing or makes your closing statement inaccurate, we make it right:
          if the closing has already happened, we refund our closing fee; if it has not, we complete the remaining
          services free of charge.
        </p>
        <p className="mt-3 flex gap-2 text-navy-800">
          <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
          <span>
            Our fees are payable only when a closing is successful, and can be billed to your client or to you, the
            agent.
          </span>
        </p>
        <p className="mt-3 text-sm text-navy-700">
          Questions first?{" "}
          <Link to="/contact" className={textLinkClass}>
            Contact our team
          </Link>
        </p>
      </Card>
    </div>
  );
}
