import type { MetaFunction } from "react-router";
import { useParams } from "react-router";
import { findBlogPost } from "../../core/site/routes.ts";
import { ContactCards } from "../components/page/contact-cards.tsx";
import { PageHero } from "../components/page/page-hero.tsx";
import { ButtonLink } from "../components/ui/button.tsx";
import { pageMeta } from "../lib/meta.ts";

/**
 * A blog post by slug. Known slugs are pre-rendered; an unknown one (reached by a client-side
 * link) shows "Blog Post Not Found" without asking any server.
 */
export const meta: MetaFunction = ({ params }) => {
  const post = findBlogPost(params.slug ?? "");
  return post
    ? pageMeta({ title: post.title, description: post.description })
    : pageMeta({ title: "Blog Post Not Found", description: "This blog post could not be found.", noindex: true });
};

export default function BlogPost() {
  const { slug = "" } = useParams();
  const post = findBlogPost(slug);

  if (!post) {
    return (
      <PageHero
        eyebrow="Blog"
        heading="Blog Post Not Found"
        intro="We could not find that article. It may have been moved or the link may be incomplete."
        actions={
          <ButtonLink to="/" size="lg">
            Back to Home
          </ButtonLink>
        }
      />
    );
  }

  return (
    <article>
      <PageHero eyebrow="Insights from the closing table" heading={post.title} intro={post.description} />
      <ContactCards heading="Questions about your closing?" />
    </article>
  );
}
