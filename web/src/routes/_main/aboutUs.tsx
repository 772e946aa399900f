import { createFileRoute } from '@tanstack/react-router';
import { AboutMission } from '@/features/about/components/about-mission';
import { TeamList } from '@/features/about/components/team-list';

export const Route = createFileRoute('/_main/aboutUs')({
  head: () => ({
    meta: [
      { title: 'About · Recipe Book' },
      {
        name: 'description',
        content:
          'Recipe Book helps every home cook put a good meal on the table. Read our mission and meet the chef, editor and photographer behind it.',
      },
    ],
  }),
  component: AboutPage,
});

function AboutPage() {
  return (
    <>
      <AboutMission />
      <section aria-labelledby="team-title">
        <h2 id="team-title" className="mb-6 text-2xl font-bold">
          Meet the team
        </h2>
        <TeamList />
      </section>
    </>
  );
}
