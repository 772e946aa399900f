// The three hard-coded team members of the About page.
export interface TeamMember {
  name: string;
  role: string;
  image: string;
}

export const TEAM: readonly TeamMember[] = [
  { name: 'Maria Rossi', role: 'Head Chef', image: '/images/team/head-chef.webp' },
  { name: 'Arjun Mehta', role: 'Recipe Editor', image: '/images/team/recipe-editor.webp' },
  { name: 'Samuel Laurent', role: 'Food Photographer', image: '/images/team/food-photographer.webp' },
];
