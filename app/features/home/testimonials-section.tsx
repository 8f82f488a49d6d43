import { Quote } from "lucide-react";
import { TESTIMONIALS } from "#core/content/home/testimonials.ts";
import { SectionHeading } from "./section-heading.tsx";

/** Two clients in their own words. */
export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-heading" className="page-container py-16 sm:py-20">
      <SectionHeading id="testimonials-heading" eyebrow="Testimonials" heading="What Iowa Agents and Lenders Say" />
      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        {TESTIMONIALS.map((t) => (
          <figure key={t.author} className="flex flex-col rounded-2xl border border-cream-300 bg-white p-6 shadow-card sm:p-8">
            <Quote aria-hidden="true" className="size-8 text-gold-500" />
            <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-navy-800">
              <p>{t.quote}</p>
            </blockquote>
            <figcaption className="mt-6 flex items-center gap-4">
              <img
                src={t.image.src}
                width={t.image.width}
                height={t.image.height}
                alt={t.image.alt}
                loading="lazy"
                decoding="async"
                className="size-16 rounded-full bg-navy-100 ring-2 ring-cream-300"
              />
              <span>
                <span className="block font-semibold text-navy-950">{t.author}</span>
                <span className="block text-navy-700">
                  {t.role}, {t.company}
                </span>
              </span>
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
