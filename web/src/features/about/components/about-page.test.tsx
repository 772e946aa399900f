// The About page's parts: its title and mission, and the three team members with name, role and portrait.
import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { TEAM } from '../team';
import { AboutMission } from './about-mission';
import { TeamList } from './team-list';

it('has the page title and the mission', () => {
  render(<AboutMission />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('About Recipe Book');
  expect(
    screen.getByText(/^Our mission is simple: help every home cook put a good meal on the table\./),
  ).toBeInTheDocument();
  expect(screen.getByText(/^Every recipe here comes from someone who cooks it at home\./)).toBeInTheDocument();
});

it('lists the three team members in order, with name, role and portrait', () => {
  render(<TeamList />);
  const members = screen.getAllByRole('listitem');
  expect(members).toHaveLength(3);
  expect(members.map((member) => within(member).getByRole('heading', { level: 3 }).textContent)).toEqual([
    'Maria Rossi',
    'Arjun Mehta',
    'Samuel Laurent',
  ]);
  for (const [index, member] of TEAM.entries()) {
    const item = members[index] as HTMLElement;
    expect(within(item).getByText(member.role, { exact: true })).toBeInTheDocument();
    expect(within(item).getByRole('img', { name: `Portrait of ${member.name}` })).toHaveAttribute('src', member.image);
  }
  expect(within(members[0] as HTMLElement).getByText('Head Chef')).toBeInTheDocument();
});
