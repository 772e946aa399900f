import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/layout/page-header';
import { TeamList } from '@/features/about/components/team-list';

export const Route = createFileRoute('/_main/aboutUs')({
  head: () => ({ meta: [{ title: 'About · Recipe Book' }] }),
  component: AboutPage,
});

function AboutPage() {
  return (
    <>
      <PageHeader title="About Recipe Book">
        <p>
          Our mission is simple: help every home cook put a good meal on the table. We gather tried and tested recipes
          from cooks around the world, explain them plainly and keep them free for everyone.
        </p>
      </PageHeader>
      <section aria-labelledby="team-title">
        <h2 id="team-title" className="mb-6 text-2xl font-bold">
          Meet the team
        </h2>
        <TeamList />
      </section>
    </>
  );
}
