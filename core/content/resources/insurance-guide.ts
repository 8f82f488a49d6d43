import { SITE } from "#core/site/settings.ts";
import { GENERAL_DISCLAIMER, type Guide } from "../guides/types.ts";
import { AGENT_KICKER } from "./edition.ts";

/** Agents' resource: homeowners insurance for Iowa buyers, and how it fits the closing timeline. */
export const INSURANCE_GUIDE: Guide = {
  slug: "insurance-guide",
  kicker: AGENT_KICKER,
  title: "The Homeowners Insurance Guide for Iowa Buyers",
  subtitle: "What the lender requires, how to compare quotes and when to bind the policy",
  intro:
    "A buyer's insurance is one of the few closing items that can stop a closing on the day itself: without proof of coverage the lender will not fund. This guide explains what an Iowa homeowners policy covers, what lenders require and by when, and how to choose a policy that fits a home in a state of hail, wind, tornadoes, heavy rain and cold winters.",
  sections: [
    {
      heading: "When to shop and when to bind",
      steps: [
        { title: "Start when the purchase agreement is signed", text: "Ask two or three agents for quotes in the first week. You need the address, the year built, the square footage, the roof's age and material, and the heating, electrical and plumbing updates (the listing and the inspection report have most of this)." },
        { title: "Choose the policy after the inspection", text: "The inspection may show a roof near the end of its life, old wiring or a wood stove, all of which change the price or the insurer's willingness to write the policy. Settle those questions before you commit." },
        { title: "Bind coverage at least a week before closing", text: "Tell the insurance agent the closing date and ask for the policy to start on it. Give the agent the lender's mortgagee clause (name, address and loan number) exactly as the lender wrote it." },
        { title: "Send proof to the lender and to us", text: "The agent sends the lender the declarations page or an evidence of insurance, and the first year's premium invoice. Unless you paid it already, the premium is paid on your settlement statement at closing." },
      ],
      note: {
        title: "The most common insurance delay",
        text: "A lender's underwriter finds the mortgagee clause misspelt, the loan number missing or the coverage below the required amount two days before closing. Ask your agent to copy the lender's clause word for word, and ask the loan officer to confirm the evidence of insurance was accepted.",
      },
    },
    {
      heading: "What a homeowners policy covers",
      table: {
        columns: ["Coverage", "What it pays for"],
        rows: [
          ["Dwelling (Coverage A)", "Repairing or rebuilding the house and attached structures after a covered loss such as fire, wind, hail, lightning or a falling tree."],
          ["Other structures (B)", "Detached garages, sheds, fences. Usually 10% of the dwelling limit."],
          ["Personal property (C)", "Furniture, clothing, electronics. Ask whether it is replacement cost or actual cash value (new for old, or depreciated)."],
          ["Loss of use (D)", "Extra living costs, such as a rental and meals, while the home cannot be lived in after a covered loss."],
          ["Personal liability (E)", "Claims by others for injury or damage you cause, including legal defence. $300,000 to $500,000 is common; an umbrella policy adds more."],
          ["Medical payments (F)", "Small medical bills of guests injured at the home, regardless of fault."],
        ],
      },
    },
    {
      heading: "What lenders require",
      bullets: [
        "Dwelling coverage at least equal to the lesser of the loan amount or the home's replacement cost, as the lender's guidelines define it. Insurers estimate replacement cost from the home's features; it is not the price you paid.",
        "The lender named as mortgagee, with its loan number, so the lender is paid if the home is destroyed.",
        "A deductible no higher than the lender allows (often $2,500 or 5% of the dwelling limit).",
        "The first year paid at or before closing. Most lenders then collect one twelfth of the yearly premium with each monthly payment and pay the renewal from the escrow account.",
        "Flood insurance when the home is in a special flood hazard area (a FEMA zone starting with A), even if the lender's loan is small. The lender orders a flood zone determination; ask for it early.",
        "For condominiums, the association's master policy and, usually, your own HO-6 policy for the interior and your belongings.",
      ],
    },
    {
      heading: "Iowa weather and the fine print",
      paragraphs: [
        "Hail and wind cause most Iowa homeowners claims, and insurers price them accordingly. Read three things in every quote before comparing premiums.",
      ],
      bullets: [
        "Wind and hail deductible: many Iowa policies have a separate deductible for wind and hail, often 1% or 2% of the dwelling limit. On a $300,000 home, 2% is $6,000 out of pocket for a hail-damaged roof.",
        "Roof coverage: some policies pay only the depreciated value (actual cash value) of an older roof, or exclude cosmetic hail damage to metal roofs and siding. Replacement cost coverage on the roof is worth paying for.",
        "Water backup: damage from a sewer or drain backing up, or a failed sump pump, is excluded unless you add a water backup endorsement. Iowa basements make this one of the most useful add-ons; choose a limit that would cover a finished basement.",
        "Flood is never covered by a homeowners policy. Outside a mapped flood zone it is usually inexpensive through the National Flood Insurance Program or a private insurer, and an NFIP policy bought for a purchase can start at closing instead of after the usual 30-day wait.",
        "Earth movement, wear and tear, and mould from long-term leaks are excluded by most policies.",
      ],
    },
    {
      heading: "How to compare quotes",
      bullets: [
        "Compare the same dwelling limit, deductibles and endorsements, not only the premium.",
        "Ask each insurer for its discounts: bundling auto and home, a new or impact-resistant (Class 4) roof, monitored alarms, being claim-free, paying the year in full.",
        "Ask the seller for the home's claims history (a CLUE report) or ask the agent to run one. A recent roof or water claim can raise the price or lead an insurer to decline.",
        "Check the insurer is licensed in Iowa; the Iowa Insurance Division lists licensed companies and handles complaints.",
        "Ask how quickly claims are handled after a regional storm, when every adjuster is busy.",
      ],
    },
    {
      heading: "Title protection is separate",
      paragraphs: [
        "Homeowners insurance protects the house; it does not protect your ownership. In Iowa that is the job of the attorney's title opinion and an Iowa Title Guaranty certificate, issued by a division of the Iowa Finance Authority because private title insurance is not written on Iowa property. The lender's certificate is required with a mortgage; the owner's certificate is optional and covers you for as long as you or your heirs own the home. We arrange both as part of the closing.",
      ],
    },
    {
      heading: "Questions to ask your insurance agent",
      bullets: [
        "Is the dwelling limit enough to rebuild at today's costs, and does the policy include extended replacement cost?",
        "What is my all-perils deductible, and is there a separate wind and hail deductible?",
        "Is the roof covered at replacement cost? Is cosmetic hail damage excluded?",
        "Does the quote include water backup, and with what limit?",
        "Is the home in a flood zone, and what would flood coverage cost anyway?",
        "Will you send the evidence of insurance and invoice to my lender and to the closing company by the date I give you?",
      ],
      note: {
        title: "Send us your agent's details",
        text: `Give us your insurance agent's name, phone and e-mail when you open the file. If the lender's conditions change, we can reach them directly. Call ${SITE.phone} with any question.`,
      },
    },
  ],
  disclaimer: GENERAL_DISCLAIMER,
};
