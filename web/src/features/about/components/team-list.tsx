import { TEAM } from '../team';

export function TeamList() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {TEAM.map((member) => (
        <li key={member.name} className="rounded-2xl bg-white p-6 text-center shadow">
          <img
            src={member.image}
            alt={`Portrait of ${member.name}`}
            width={160}
            height={160}
            className="mx-auto size-40 rounded-full bg-stone-200 object-cover"
          />
          <h3 className="mt-4 text-lg font-semibold">{member.name}</h3>
          <p className="text-stone-600">{member.role}</p>
        </li>
      ))}
    </ul>
  );
}
