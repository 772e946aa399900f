import { createFileRoute, notFound } from '@tanstack/react-router';
import { BlogPostMissing, BlogPostView } from '@/features/blog/components/blog-post-view';
import { teaser } from '@/features/blog/teaser';

/** Search engines show about this many characters of a description. */
const DESCRIPTION_LENGTH = 155;

// The posts are hard-coded, so the page finds its post by id: links keep working
// when opened directly, unlike the original's navigation state. The loader
// imports them when a post is opened: a route's loader is part of the script
// every page loads first, and the posts' text is for the blog alone.
export const Route = createFileRoute('/_main/blog/$id')({
  loader: async ({ params }) => {
    const { findBlogPost } = await import('@/features/blog/posts');
    const post = findBlogPost(params.id);
    if (!post) throw notFound();
    return post;
  },
  head: ({ loaderData: post }) => ({
    meta: post
      ? [
          { title: `${post.title} · Recipe Book blog` },
          { name: 'description', content: teaser(post.description, DESCRIPTION_LENGTH) },
        ]
      : [
          { title: 'Blog post not found · Recipe Book' },
          { name: 'description', content: 'This blog post does not exist. Find recipes and stories on Recipe Book.' },
          { name: 'robots', content: 'noindex' },
        ],
  }),
  notFoundComponent: BlogPostMissing,
  component: BlogPage,
});

function BlogPage() {
  return <BlogPostView post={Route.useLoaderData()} />;
}
