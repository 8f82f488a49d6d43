import { GENERAL_DISCLAIMER, type Guide } from "../guides/types.ts";
import { AGENT_KICKER } from "./edition.ts";

/** Agents' resource: the inspection questions Iowa buyers and sellers ask most. */
export const INSPECTION_FAQS: Guide = {
  slug: "inspection-faqs",
  kicker: AGENT_KICKER,
  title: "Home Inspection FAQs",
  subtitle: "Straight answers for Iowa buyers and sellers, from scheduling to repair requests",
  intro:
    "The inspection period is short and it decides a lot: whether the buyer goes ahead, at what price and with which repairs. These are the questions clients ask most, with answers that reflect Iowa homes (basements, wells, septic systems, radon) and Iowa rules. Hand it to buyers when the purchase agreement is signed and to sellers when the listing goes live.",
  sections: [
    {
      heading: "Scheduling and the inspection period",
      steps: [
        { title: "How long do we have?", text: "As long as the purchase agreement says. Iowa agreements commonly give the buyer about 10 days after acceptance to complete inspections and deliver any objections; read the dates in your own agreement, because missing the deadline usually means accepting the home as it is." },
        { title: "Who pays and who attends?", text: "The buyer chooses and pays the inspector, usually $400 to $700 for a typical single-family home, more for large or rural properties and for add-on tests. Buyers should attend, at least for the last hour, to hear the findings in person. Sellers should plan to be out of the home." },
        { title: "How long does it take?", text: "Two to four hours for most homes; the written report, with photos, usually follows within a day." },
        { title: "How do I choose an inspector?", text: "Iowa does not license home inspectors, so ask about certification (such as ASHI or InterNACHI), years in practice, errors and omissions insurance and a sample report. Your agent can give you several names; the choice is yours." },
      ],
    },
    {
      heading: "What is and is not inspected",
      paragraphs: [
        "A general home inspection is a visual, non-invasive look at the readily accessible parts of the home: structure and foundation, roof and gutters, exterior and grading, attic and insulation, electrical panel and a sample of outlets, plumbing and water heater, furnace and air conditioner, windows, doors, and built-in appliances. The inspector does not move furniture, open walls, or predict how long something will last.",
        "Specialist tests are ordered separately: radon, well water, the septic system, wood-destroying insects, a sewer line camera, mould sampling, and a structural engineer's evaluation when the inspector sees significant foundation movement.",
      ],
    },
    {
      heading: "Radon in Iowa",
      bullets: [
        "Radon is a natural radioactive gas from the soil and the second leading cause of lung cancer. Iowa has some of the highest radon levels in the country, and a large share of Iowa homes test above the EPA's action level of 4 picocuries per litre (pCi/L).",
        "The Iowa seller disclosure statement asks about radon, and buyers receive the state's radon fact sheet. A seller who has test results should disclose them.",
        "A radon test for a sale runs for at least 48 hours under closed-house conditions (windows and outside doors closed, starting 12 hours before). Anyone paid to test or mitigate radon in Iowa must be certified by the state.",
        "A result at or above 4 pCi/L is usually fixed with a mitigation system: a vent pipe and fan that draw the gas from under the slab. It typically costs $1,000 to $2,000, and a follow-up test confirms it works. Many buyers ask the seller to install one, or ask for a credit.",
      ],
    },
    {
      heading: "Wells and septic systems",
      paragraphs: [
        "Rural and edge-of-town Iowa homes often have a private well and a private sewage (septic) system. Both come with Iowa-specific steps.",
      ],
      bullets: [
        "Private septic systems must be inspected by a certified time-of-transfer inspector before the property is sold (Iowa Code §455B.172). The seller usually orders it early, because a failed system must be repaired or replaced, or the buyer must agree in writing to do so within a set time, before the deed is recorded.",
        "The groundwater hazard statement filed with the deed discloses wells, septic systems, underground storage tanks, waste and burial sites on the property.",
        "Lenders (and especially FHA, VA and USDA loans) often require a well water test for coliform bacteria and nitrate. Samples go to a certified laboratory such as the State Hygienic Laboratory at the University of Iowa; allow a week for results.",
        "If the water fails, the usual remedy is shock chlorination and a re-test, or a treatment system for nitrate. Build the time into the closing date.",
      ],
    },
    {
      heading: "Basements, foundations and water",
      bullets: [
        "Hairline cracks in poured concrete walls are common and usually cosmetic. Horizontal cracks, or block walls bowing inward, point to soil pressure and deserve a structural engineer's opinion before the objection deadline.",
        "Water stains, efflorescence (a white crust) and a musty smell suggest water gets in. Grading that slopes toward the house, short downspouts and a failing sump pump are frequent, fixable causes.",
        "Ask whether the sump pump has a battery backup and whether the homeowners policy will include water backup coverage; see the Insurance Guide.",
      ],
    },
    {
      heading: "After the report: repair requests",
      steps: [
        { title: "Sort the findings", text: "Separate safety issues and major defects (roof, structure, electrical hazards, furnace, water intrusion, radon) from maintenance items. A long report on an older home is normal; focus on what matters." },
        { title: "Get repair estimates", text: "A licensed contractor's estimate turns a finding into a number both sides can negotiate." },
        { title: "Deliver the request in writing, on time", text: "Your agent puts the request in the form the purchase agreement requires, before the deadline: repairs by the seller, a price reduction, or a credit at closing (within what the lender allows)." },
        { title: "Seller's answer", text: "The seller may agree, counter, or refuse. If no agreement is reached within the agreement's time limits, the buyer can usually cancel and the earnest money is returned as the agreement provides." },
        { title: "Verify before closing", text: "At the final walk-through, check that agreed repairs were done, and ask for the receipts. Credits appear on the settlement statement we prepare, so tell us as soon as they are agreed." },
      ],
    },
    {
      heading: "Quick answers",
      table: {
        columns: ["Question", "Answer"],
        rows: [
          ["Is a new-construction home worth inspecting?", "Yes. City inspections check code minimums at stages; a private inspection before the final walk-through often finds missed items."],
          ["Can the seller attend?", "The buyer and inspector should be able to talk freely; sellers are usually asked to be away."],
          ["Does a pre-1978 home need a lead test?", "Federal law gives the buyer 10 days to test for lead-based paint unless the buyer waives it in writing."],
          ["Who gets the report?", "The buyer owns it. Sellers learn of findings through the repair request; a seller who learns of a defect must disclose it to later buyers."],
          ["Can the inspection delay closing?", "Only if tests or repairs run past the agreed dates. Order specialist tests on day one."],
        ],
      },
    },
  ],
  disclaimer: GENERAL_DISCLAIMER,
};
