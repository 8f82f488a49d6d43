import { ArrowRight, ChevronLeft, ChevronRight } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { cardOffset, nextIndex, positionLabel, previousIndex } from "#core/content/home/carousel.ts";
import { formatPostDate, type InsightCard } from "#core/content/home/insights.ts";
import { cx } from "#app/lib/cx.ts";
import { SectionHeading } from "./section-heading.tsx";

/** Cards shown side by side from the lg breakpoint; one below it. */
const PER_VIEW_WIDE = 3;

/** Where a card sits relative to the first shown one decides if it shows at 1-up and 3-up widths. */
function visibilityClass(offset: number): string {
  if (offset === 0) return "flex";
  if (offset < PER_VIEW_WIDE) return "hidden lg:flex";
  return "hidden";
}

function CardImage({ post }: { post: InsightCard }) {
  return (
    <img
      src={post.image.src}
      srcSet={post.image.srcSet}
      // One card across below lg, three across from lg (about 22rem each).
      sizes="(min-width: 64rem) 22rem, 100vw"
      width={post.image.width}
      height={post.image.height}
      alt={post.image.alt}
      loading="lazy"
      decoding="async"
      className="aspect-[16/9] w-full bg-navy-100 object-cover"
    />
  );
}

/**
 * Latest Insights: six posts, three at a time on wide screens and one on small ones; Previous
 * and Next step one post and wrap at both ends. Every card is in the pre-rendered HTML; the ones
 * outside the window are hidden with CSS, so the first paint is right at any width.
 */
export function InsightsCarousel({ posts }: { posts: InsightCard[] }) {
  const [start, setStart] = useState(0);
  const listId = useId();
  const count = posts.length;

  return (
    <section
      aria-labelledby="insights-heading"
      aria-roledescription="carousel"
      className="bg-cream-100 py-16 sm:py-20"
    >
      <div className="page-container">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading
            id="insights-heading"
            eyebrow="From our blog"
            heading="Latest Insights"
            intro="Practical notes from the closing table for Iowa buyers, sellers, agents and lenders."
          />
          <div className="flex items-center gap-3">
            <p aria-live="polite" className="sr-only">
              <span className="lg:hidden">{positionLabel(start, count, 1)}</span>
              <span className="hidden lg:inline">{positionLabel(start, count, PER_VIEW_WIDE)}</span>
            </p>
            <button
              type="button"
              aria-controls={listId}
              aria-label="Previous post"
              onClick={() => setStart((i) => previousIndex(i, count))}
              className="grid size-12 place-items-center rounded-full border border-navy-300 bg-white text-navy-900 shadow-sm hover:bg-navy-50"
            >
              <ChevronLeft aria-hidden="true" className="size-6" />
            </button>
            <button
              type="button"
              aria-controls={listId}
              aria-label="Next post"
              onClick={() => setStart((i) => nextIndex(i, count))}
              className="grid size-12 place-items-center rounded-full border border-navy-300 bg-white text-navy-900 shadow-sm hover:bg-navy-50"
            >
              <ChevronRight aria-hidden="true" className="size-6" />
            </button>
          </div>
        </div>

        <ul id={listId} className="mt-10 grid gap-6 lg:grid-cols-3">
          {posts.map((post, i) => {
            const offset = cardOffset(i, start, count);
            const date = formatPostDate(post.date) ?? post.date;
            return (
              <li
                key={post.slug}
                data-slug={post.slug}
                style={{ order: offset }}
                className={cx(
                  visibilityClass(offset),
                  "flex-col overflow-hidden rounded-2xl border border-cream-300 bg-white shadow-card",
                )}
              >
                <CardImage post={post} />
                <article className="flex flex-1 flex-col p-6">
                  <time dateTime={post.date} className="text-sm font-semibold text-navy-600">
                    {date}
                  </time>
                  <h3 className="mt-2 text-xl font-semibold text-balance text-navy-950">{post.title}</h3>
                  <p className="mt-3 flex-1 text-navy-700">{post.excerpt}</p>
                  <Link
                    to={post.href}
                    className="mt-5 inline-flex items-center gap-1 self-start font-semibold text-navy-900 underline decoration-gold-500 underline-offset-4 hover:text-navy-950"
                  >
                    Read More
                    <span className="sr-only">: {post.title}</span>
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                </article>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
