/** The shape of a step page's copy: the three sections every step page has, in order. */

export interface DetailSection {
  /** Plain paragraphs, in order. */
  paragraphs: string[];
  /** An optional list after the paragraphs. */
  points?: string[];
}

export interface StepDetail {
  /** The page's path (one of the route table's process pages). */
  path: string;
  whatWeDo: DetailSection;
  whyItMatters: DetailSection;
  whatWeNeed: DetailSection;
  /** One sentence above the phone and e-mail links of the Questions? section. */
  questions: string;
}
