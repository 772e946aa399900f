import { PageHeader } from '@/components/layout/page-header';

/** The About page's title and mission. */
export function AboutMission() {
  return (
    <PageHeader title="About Recipe Book">
      <p>
        Our mission is simple: help every home cook put a good meal on the table. We gather tried and tested recipes
        from cooks around the world, explain them plainly and keep them free for everyone.
      </p>
      <p className="mt-3">
        Every recipe here comes from someone who cooks it at home. Cooks share their dishes, readers like and save the
        ones that work for them, and the best rise to the top for everyone to find.
      </p>
    </PageHeader>
  );
}
