import { Link } from '@tanstack/react-router';
import { Illustration } from '@/components/ui/illustration';
import { BLOG_POSTS } from '../posts';
import { teaser } from '../teaser';
import { PostDate } from './post-date';

/** Home's blog list: each post's picture, date, title and opening lines, leading to the post. */
export function BlogTeasers() {
  return (
    <section aria-labelledby="blog-title" className="mt-16">
      <h2 id="blog-title" className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">
        From the Blog
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {BLOG_POSTS.map((post) => (
          <li key={post.id}>
            {/* The whole card is one link, named by its title. */}
            <Link
              to="/blog/$id"
              params={{ id: post.id }}
              className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow transition-shadow hover:shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
            >
              <Illustration src={post.image} className="aspect-[4/3] w-full bg-stone-100" />
              <div className="flex flex-1 flex-col gap-2 p-5">
                <p className="text-sm text-stone-600">
                  <PostDate date={post.date} /> · {post.author}
                </p>
                <h3 className="text-lg font-semibold group-hover:underline">{post.title}</h3>
                <p className="text-stone-700">{teaser(post.description)}</p>
                <span aria-hidden="true" className="mt-auto pt-2 text-sm font-semibold text-orange-800">
                  Read more →
                </span>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
