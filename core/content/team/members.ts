/**
 * The team page's people (fictional). Ten members, each with one of the four roles the spec
 * names. Offices are in core/site/settings.ts (OFFICES); `office` names the city a member
 * works from.
 */
export const TEAM_ROLES = ["General Manager", "Closing Agent", "Transaction Coordinator", "Project Manager"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export interface TeamMember {
  /** Stable id, used for element ids. */
  id: string;
  name: string;
  role: TeamRole;
  email: string;
  /** Display form "(319) 555-0101". */
  phone: string;
  /** City of the office the member works from (one of OFFICES). */
  office: string;
  /** Optional photo; without one the card shows the member's initials. */
  image?: { src: string; width: number; height: number; alt: string };
  /** Optional longer introduction, revealed by Show More. */
  about?: string;
}

export const TEAM_MEMBERS: TeamMember[] = [
  {
    id: "margaret-halvorsen",
    name: "Margaret Halvorsen",
    role: "General Manager",
    email: "margaret.halvorsen@heartlandclosing.example",
    phone: "(319) 555-0101",
    office: "Cedar Falls",
    about:
      "Margaret leads our five Iowa offices from Cedar Falls. She started as a closing agent and still reviews difficult title opinions herself. Her focus is simple: every file opened quickly, every party updated, every closing on the agreed date.",
  },
  {
    id: "daniel-okafor",
    name: "Daniel Okafor",
    role: "Closing Agent",
    email: "daniel.okafor@heartlandclosing.example",
    phone: "(319) 555-0102",
    office: "Cedar Falls",
    about:
      "Daniel handles cash and investor closings across northeast Iowa. He is the person who will call you to confirm wiring instructions, and he will not mind if you call him back at the number on this page to check.",
  },
  {
    id: "rachel-vander-wal",
    name: "Rachel Vander Wal",
    role: "Closing Agent",
    email: "rachel.vanderwal@heartlandclosing.example",
    phone: "(641) 555-0103",
    office: "Pella",
    about:
      "Rachel runs closings in our Pella office and loves a first-time buyer's questions. She walks every buyer through the abstract, the title opinion and each line of the settlement statement before anything is signed.",
  },
  {
    id: "tyler-schroeder",
    name: "Tyler Schroeder",
    role: "Closing Agent",
    email: "tyler.schroeder@heartlandclosing.example",
    phone: "(712) 555-0104",
    office: "Le Mars",
    about:
      "Tyler covers northwest Iowa from Le Mars, including acreages and farm ground. He knows the septic time-of-transfer inspections, well questions and groundwater hazard statements that rural sales bring.",
  },
  {
    id: "priya-raman",
    name: "Priya Raman",
    role: "Closing Agent",
    email: "priya.raman@heartlandclosing.example",
    phone: "(515) 555-0105",
    office: "Johnston",
    about:
      "Priya works with lenders across the Des Moines metro, balancing settlement statements with Closing Disclosures so borrowers get their three-day review on time. She also hosts many of our remote online notary signings.",
  },
  {
    id: "ana-morales",
    name: "Ana Morales",
    role: "Transaction Coordinator",
    email: "ana.morales@heartlandclosing.example",
    phone: "(319) 555-0106",
    office: "Cedar Falls",
    about:
      "Ana keeps agents' files moving from signed purchase agreement to closing: deadlines on the calendar, documents collected, compliance checked and clients updated at every milestone.",
  },
  {
    id: "jenna-kuehl",
    name: "Jenna Kuehl",
    role: "Transaction Coordinator",
    email: "jenna.kuehl@heartlandclosing.example",
    phone: "(515) 555-0107",
    office: "Johnston",
  },
  {
    id: "colin-boeckmann",
    name: "Colin Boeckmann",
    role: "Transaction Coordinator",
    email: "colin.boeckmann@heartlandclosing.example",
    phone: "(319) 555-0108",
    office: "Cedar Rapids",
    about:
      "Colin coordinates transactions for agents in Cedar Rapids and the Corridor. Ask him about inspection and financing deadlines; he will already have them on the calendar.",
  },
  {
    id: "marcus-lindqvist",
    name: "Marcus Lindqvist",
    role: "Project Manager",
    email: "marcus.lindqvist@heartlandclosing.example",
    phone: "(319) 555-0109",
    office: "Cedar Falls",
    about:
      "Marcus plans the work behind the closings: abstract orders, examination turnaround and staffing for the busy summer months, so no file waits in a queue.",
  },
  {
    id: "hannah-steffen",
    name: "Hannah Steffen",
    role: "Project Manager",
    email: "hannah.steffen@heartlandclosing.example",
    phone: "(319) 555-0110",
    office: "Cedar Rapids",
    about:
      "Hannah manages our digital closing tools: electronic document sharing, e-signing and remote online notary sessions, and trains new team members on how we keep files secure.",
  },
];

/** "Rachel Vander Wal" → "RV" (first letters of the first and last names). */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return "";
  const first = parts[0]!.charAt(0);
  const last = parts.length > 1 ? parts[parts.length - 1]!.charAt(0) : "";
  return (first + last).toUpperCase();
}

/** "(319) 555-0101" → "tel:+13195550101". */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}
