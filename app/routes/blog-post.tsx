import { ArrowLeft, CalendarDays, Clock, UserRound } from "lucide-react";
import { Link } from "react-router";
import { findBlogPost } from "#core/site/routes.ts";
import { ButtonLink } from "../components/ui/button.tsx";
import { getPost, type BlogPost as Post } from "../lib/blog.server.ts";
import { formatPostDate } from "../lib/blog-dates.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/blog-post";

/**
 * A blog post by slug. The six known slugs are pre-rendered: `loader` runs at build time and
 * reads content/blog/<slug>.md, so neither the Markdown nor marked ships to the browser (each
 * page's data is a static .data file). An unknown slug never reaches a loader: clientLoader
 * answers it in the browser (there is no .data file to fetch), and the page shows "Blog Post Not
 * Found" — both on a client-side navigation and when the server answers a direct load with the
 * SPA shell and status 404.
 */

type LoaderData = { post: Omit<Post, "wordCount"> | null };

export function loader({ params }: Route.LoaderArgs): LoaderData {
  const found = getPost(params.slug);
  if (!found) return { post: null };
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { wordCount, ...post } = found;
  return { post };
}

export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs): Promise<LoaderData> {
  if (!findBlogPost(params.slug)) return { post: null };
  return serverLoader();
}

export const meta = ({ loaderData, params }: Route.MetaArgs) => {
  const post = loaderData?.post ?? findBlogPost(params.slug);
  return post
    ? pageMeta({ title: post.title, description: post.description })
    : pageMeta({ title: "Blog Post Not Found", description: "This blog post could not be found.", noindex: true });
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const post = loaderData?.post;
  if (!post) return <PostNotFound />;

  return (
    <article aria-labelledby="post-title">
      <header className="bg-cream-100">
        <div className="page-container max-w-4xl! pt-10 pb-10 sm:pt-14">
          <Link
            to="/"
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-navy-700 underline-offset-4 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Home
          </Link>
          <p className="mt-6 text-sm font-semibold tracking-wide text-gold-800 uppercase">Insights from the closing table</p>
          <h1
            id="post-title"
            className="mt-3 text-3xl font-bold tracking-tight text-balance text-navy-950 sm:text-4xl lg:text-5xl"
          >
            {post.title}
          </h1>
          <p className="mt-4 max-w-3xl text-lg leading-relaxed text-pretty text-navy-700">{post.description}</p>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-navy-700" aria-label="About this article">
            <li className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4 text-navy-600" />
              <time dateTime={post.date} data-testid="post-date">
                {formatPostDate(post.date)}
              </time>
            </li>
            <li className="inline-flex items-center gap-1.5" data-testid="post-read-time">
              <Clock aria-hidden="true" className="size-4 text-navy-600" />
              {post.readMinutes} min read
            </li>
            <li className="inline-flex items-center gap-1.5">
              <UserRound aria-hidden="true" className="size-4 text-navy-600" />
              {post.author}
            </li>
          </ul>
        </div>
      </header>

      <div className="page-container max-w-4xl! pb-16">
        <img
          src={post.image.src}
          srcSet={post.image.srcSet}
          // The column is max-w-4xl (56rem) less its padding; the full width below that.
          sizes="(min-width: 56rem) 52rem, 100vw"
          width={post.image.width}
          height={post.image.height}
          alt={post.image.alt}
          fetchPriority="high"
          decoding="async"
          className="-mt-2 aspect-[1200/630] h-auto w-full rounded-2xl bg-cream-200 object-cover shadow-card"
        />

        <div
          className={[
            "mx-auto mt-10 max-w-[68ch] text-lg leading-relaxed text-navy-900",
            "[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-navy-950",
            "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-navy-950",
            "[&_p]:mt-5 [&_strong]:font-semibold [&_strong]:text-navy-950",
            "[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
            "[&_li]:pl-1 [&_li]:marker:text-gold-700",
            "[&_a]:font-semibold [&_a]:text-navy-700 [&_a]:underline [&_a]:underline-offset-4",
          ].join(" ")}
          // Our own Markdown, rendered at build time.
          dangerouslySetInnerHTML={{ __html: post.html }}
        />

        <section
          aria-labelledby="post-cta-heading"
          className="mx-auto mt-12 max-w-[68ch] rounded-2xl bg-navy-950 px-6 py-8 text-cream-100 sm:px-10 sm:py-10"
        >
          <h2 id="post-cta-heading" className="text-2xl font-bold tracking-tight text-white">
            Have an Iowa closing coming up?
          </h2>
          <p className="mt-3 text-navy-200">
            Send us the purchase agreement and we will open the file, order the abstract and keep every party updated
            until the keys change hands.
          </p>
          <div className="on-dark mt-6 flex flex-wrap gap-3">
            <ButtonLink to="/get-started" size="lg">
              Get Started
            </ButtonLink>
            <ButtonLink to="/contact" size="lg" variant="secondary">
              Ask a Question
            </ButtonLink>
          </div>
        </section>
      </div>
    </article>
  );
}

function PostNotFound() {
  return (
    <section aria-labelledby="post-missing" className="bg-cream-100">
      <div className="page-container py-20 sm:py-24">
        <p className="text-sm font-semibold tracking-wide text-gold-800 uppercase">Blog</p>
        <h1 id="post-missing" className="mt-3 text-4xl font-bold tracking-tight text-navy-950 sm:text-5xl">
          Blog Post Not Found
        </h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-navy-700">
          We could not find that article. It may have been moved, or the link may be incomplete.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to="/" size="lg">
            Back to Home
          </ButtonLink>
          <ButtonLink to="/contact" size="lg" variant="secondary">
            Contact Us
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
