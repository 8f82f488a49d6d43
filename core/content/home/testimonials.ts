/** A testimonial: quote, author, role, company, image. Fictional people and companies. */
export interface Testimonial {
  quote: string;
  author: string;
  role: string;
  company: string;
  image: { src: string; width: number; height: number; alt: string };
}

export const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      "My buyers were relocating from out of state and could not come back for the signing. The team had the abstract updated, the title opinion cleared and a remote notary session booked in the same week. Everyone knew exactly where the file stood, and we closed on the date in the purchase agreement.",
    author: "Megan Kowalski",
    role: "REALTOR®",
    company: "Cedar Valley Home Group, Waterloo",
    image: {
      src: "/images/home/testimonial-megan-kowalski.webp",
      width: 160,
      height: 160,
      alt: "Illustrated portrait of Megan Kowalski",
    },
  },
  {
    quote:
      "We send them purchase and refinance files from three counties. Settlement statements come back right the first time, our conditions are tracked without us chasing, and borrowers leave the table understanding what they signed. That is rare, and it is why we keep sending files.",
    author: "Daniel Ortiz",
    role: "Mortgage Loan Officer",
    company: "Raccoon River Community Bank, Johnston",
    image: {
      src: "/images/home/testimonial-daniel-ortiz.webp",
      width: 160,
      height: 160,
      alt: "Illustrated portrait of Daniel Ortiz",
    },
  },
];
