// The three hard-coded blog posts (teasers on Home, full text on /blog/{id}).
export interface BlogPost {
  id: string;
  title: string;
  description: string;
  image: string;
  /** ISO date (a calendar day), shown in words. */
  date: string;
  author: string;
}

export const BLOG_POSTS: readonly BlogPost[] = [
  {
    id: '1',
    title: 'Five Kitchen Essentials That Save Weeknight Dinners',
    description:
      'A sharp knife, a sturdy board and a well-stocked pantry are the quiet heroes of every busy kitchen. Keep canned tomatoes, dried pasta, good olive oil, garlic and a block of parmesan within reach, and dinner is never more than twenty minutes away. Tomatoes and garlic become a sauce while the pasta boils, fresh herbs chopped at the last minute lift any plate, and parmesan rinds add depth to soups. Add whatever fresh vegetables you have, finish with lemon and herbs, and a tired Tuesday turns into a meal the whole family looks forward to.',
    image: '/images/blog/kitchen-essentials.webp',
    date: '2025-01-14',
    author: 'Maria Rossi',
  },
  {
    id: '2',
    title: "A Morning at the Farmers' Market",
    description:
      'The best meals of the week often start with a basket and an early walk to the market. Go with a loose plan rather than a fixed list: pick whatever looks brightest, then build dinners around it. Ask the growers what is at its peak and how they cook it at home; they always have a favourite. Tender greens and herbs go first in the week, sturdy roots and squash keep for later. Buying in season costs less, tastes better and turns a simple tray of roasted vegetables into the star of the table.',
    image: '/images/blog/farmers-market.webp',
    date: '2025-02-03',
    author: 'Arjun Mehta',
  },
  {
    id: '3',
    title: 'Your First Loaf of Homemade Bread',
    description:
      'Baking bread at home needs only flour, water, salt, yeast and a little patience. Mix the dough until it comes together, then let time do the work: a slow rise develops flavour and structure that no amount of kneading can rush. Shape it gently so you keep the air inside, let it rise once more, and bake it in a very hot oven with a tray of water for steam. When the crust is deep brown and the loaf sounds hollow underneath, let it cool before slicing. The smell alone is worth the wait.',
    image: '/images/blog/baking-bread.webp',
    date: '2025-03-21',
    author: 'Samuel Laurent',
  },
];

export function findBlogPost(id: string): BlogPost | undefined {
  return BLOG_POSTS.find((post) => post.id === id);
}
