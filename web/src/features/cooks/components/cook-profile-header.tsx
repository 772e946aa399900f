// The top of a cook's public page: photo, name, bio, member since, and what
// their public recipes add up to. Never an e-mail address (the profile holds none).
import type { CookPage } from '@recipe-book/schema/cook-profile';
import { Avatar } from '@/components/ui/avatar';
import { memberSinceText } from '../member-since';

export function CookProfileHeader({ cook }: { cook: CookPage }) {
  return (
    <header className="flex flex-col items-center gap-4 rounded-2xl bg-white p-6 text-center shadow sm:flex-row sm:items-start sm:text-left">
      <Avatar src={cook.photoURL} alt="" size="lg" />
      <div className="flex min-w-0 flex-col gap-2">
        <h1 className="text-3xl font-bold text-stone-900">{cook.displayName}</h1>
        <p className="text-sm text-stone-600">{memberSinceText(cook.memberSince)}</p>
        {cook.bio && (
          <p data-testid="cook-bio" className="break-words whitespace-pre-line text-stone-800">
            {cook.bio}
          </p>
        )}
        <dl data-testid="cook-totals" className="mt-2 grid grid-cols-3 gap-2 text-center sm:max-w-md">
          <Total label="Public recipes" value={String(cook.recipeCount)} />
          <Total label="Likes received" value={String(cook.likesReceived)} />
          <Total
            label="Average rating"
            value={cook.ratingAverage === null ? 'None yet' : `${cook.ratingAverage.toFixed(1)} / 5`}
          />
        </dl>
      </div>
    </header>
  );
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col-reverse rounded-xl border border-stone-200 px-2 py-2">
      <dt className="text-xs text-stone-600">{label}</dt>
      <dd className="font-semibold text-stone-900">{value}</dd>
    </div>
  );
}
