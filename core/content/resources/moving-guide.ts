import { WIRE_FRAUD_WARNING } from "../wire-fraud.ts";
import { SITE } from "#core/site/settings.ts";
import { GENERAL_DISCLAIMER, type Guide } from "../guides/types.ts";
import { AGENT_KICKER } from "./edition.ts";

/** Agents' resource: a moving timeline to hand to Iowa buyers and sellers. */
export const MOVING_GUIDE: Guide = {
  slug: "moving-guide",
  kicker: AGENT_KICKER,
  title: "The Iowa Moving Guide",
  subtitle: "A week-by-week plan from signed purchase agreement to the first night in the new home",
  intro:
    "A closing goes smoothly when the move around it does. This guide gives your buyers and sellers a timeline they can follow from the day the purchase agreement is signed: what to book, whom to call, what to keep out of the boxes for closing day and what to do in the first week. It is written for Iowa moves, with Iowa's utilities, offices and deadlines in mind.",
  sections: [
    {
      heading: "Six to eight weeks before closing",
      paragraphs: [
        "Most financed Iowa purchases close 30 to 45 days after the purchase agreement is signed, and cash sales can close in two weeks. Start as soon as the agreement is accepted; the busy months (May to August) book movers and truck rentals weeks ahead.",
      ],
      bullets: [
        "Get at least three written moving quotes based on an in-home or video walk-through, not a phone estimate. Ask whether the quote is binding and what it excludes (stairs, long carries, pianos, safes).",
        "Check that an interstate mover has a USDOT number; movers within Iowa should carry cargo and liability insurance. Ask for the certificate.",
        "If you rent a truck and move yourself, reserve it now and line up helpers for a specific date.",
        "Renters: read your lease for the notice period (often 30 days in writing) and the move-out inspection rules.",
        "Sellers: agree the possession date and time with the buyer in writing. Possession at closing, or a few days later with a written rent-back, must be in the purchase agreement.",
        "Start using up frozen and canned food, and decide what you will sell, donate or throw away. Book a bulk-item pick-up with your city's solid waste service; most Iowa cities need an appointment.",
      ],
    },
    {
      heading: "Four weeks before closing",
      bullets: [
        "Schedule utility transfers with a stop date the day after possession and a start date on possession day, so neither home is without power or heat. Iowa homes are served by MidAmerican Energy, Alliant Energy, a municipal utility or a rural electric cooperative; your city usually runs water, sewer and garbage.",
        "Call the internet provider early: new installs in rural Iowa can take two weeks or more.",
        "Ask your insurance agent to put homeowners coverage on the new home from the closing date and to end the old policy (or convert it to a landlord policy) from the day you give up possession.",
        "File a change of address with the U.S. Postal Service (usps.com or the post office). Mail forwarding starts on the date you choose.",
        "Request school records and transfer forms; Iowa schools may ask for proof of residency, such as the signed purchase agreement or settlement statement.",
        "Book time off work for moving day and for closing; give yourself a day between them if you can.",
      ],
    },
    {
      heading: "Two weeks before closing",
      bullets: [
        "Pack room by room and label each box with the room it goes to and a short list of contents. Number the boxes and keep the list on your phone.",
        "Pack a closing-day folder and keep it out of the boxes: photo identification for everyone signing, your checkbook, the lender's closing instructions, and our phone number.",
        `Buyers: arrange the funds for closing. We will give you the exact amount on the settlement statement. ${WIRE_FRAUD_WARNING}`,
        "Sellers: gather keys, garage door openers, mailbox keys, alarm codes and appliance manuals to leave in a kitchen drawer for the buyer.",
        "Confirm the mover's date, arrival window and payment method in writing.",
        "Refill prescriptions and move any medical records you need.",
      ],
    },
    {
      heading: "The week of closing",
      bullets: [
        "Buyers: do the final walk-through within 24 hours of closing. Check that agreed repairs were made, appliances that stay are there and working, and the home is in the condition the purchase agreement requires.",
        "Sellers: leave the home broom-clean, empty the refrigerator, and remove everything that is not staying, including paint cans and chemicals from the garage and basement.",
        "Take meter readings (electric, gas, water) with photos on possession day.",
        "Keep essentials in a separate box or suitcase: bedding, towels, toilet paper, a shower curtain, chargers, basic tools, cleaning supplies, snacks and medicines.",
        "Defrost and dry the freezer at least a day before it is moved.",
      ],
      note: {
        title: "What to bring to the closing table",
        text: `Valid photo identification for every signer, your closing funds (wired and confirmed, or a cashier's check if we told you that is acceptable), and any document your lender asked for. If you will sign by remote online notary, have your computer, camera and ID ready 15 minutes early. Questions: ${SITE.phone}.`,
      },
    },
    {
      heading: "Moving day",
      steps: [
        { title: "Walk through with the crew lead", text: "Point out fragile items and anything not to be moved. Confirm the inventory and the delivery address before the truck is loaded." },
        { title: "Protect both homes", text: "Floor runners and door-jamb covers prevent damage that could become a dispute with the buyer or your landlord. In winter, clear ice from steps and the driveway first." },
        { title: "Check the old home before you leave", text: "Open every closet, cabinet and the attic and basement storage. Lock windows and doors, set the thermostat to at least 55 degrees in winter so pipes do not freeze, and leave the keys where the purchase agreement says." },
        { title: "Check the inventory at the new home", text: "Before the crew leaves, check that every numbered box arrived and note any damage on the paperwork. Claims are much harder later." },
      ],
    },
    {
      heading: "The first week in the new home",
      bullets: [
        "Change or re-key the exterior locks and garage door codes; you do not know how many keys are out there.",
        "Find the main water shut-off, the electrical panel and the furnace filter. Test smoke and carbon monoxide alarms; Iowa law requires smoke alarms in every home and carbon monoxide alarms in homes with fuel-burning appliances or an attached garage.",
        "Update your address on your Iowa driver's license or ID with the Iowa DOT within 30 days (online at iowadot.gov), and on your vehicle registration.",
        "Register to vote at the new address (the county auditor or sos.iowa.gov).",
        "Update your address with your employer, bank, credit cards, insurers, the IRS (Form 8822) and the Iowa Department of Revenue.",
        "Buyers who will live in the home: apply for the Iowa homestead tax credit with the city or county assessor by July 1. See the Post-Closing Checklist.",
        "Register pets with the city if it requires a license, and update microchip records.",
      ],
    },
    {
      heading: "Iowa seasons and your move",
      paragraphs: [
        "Winter moves need a plan for snow and cold: book an early start, keep a path salted, protect floors from slush, and move plants, paint and electronics in a heated car. A home left empty in winter should keep the heat on; a frozen pipe can flood a basement in a day.",
        "Spring moves can meet heavy rain: cover the truck ramp and bring extra floor protection. In summer, start early to avoid the afternoon heat, and do not leave medicines, candles or electronics in a hot truck.",
      ],
    },
  ],
  disclaimer: GENERAL_DISCLAIMER,
};
