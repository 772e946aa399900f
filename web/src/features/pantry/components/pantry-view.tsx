// The Pantry page: the signed-in cook's pantry (or their household's, shared
// by its members), live from Firestore's persistent cache, with "What can I
// cook?" from the REST API. The route hands in the place and what the page
// takes from other features (pantry-ports.ts).
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { PageSpinner } from '@/components/ui/spinner';
import { WithFirestore } from '@/lib/firebase-providers';
import type { ListPlace, PlaceUser, UseListPlace } from '@/lib/list-place';
import { PlaceBoundary } from '@/lib/place-boundary';
import { addPantryFoods, removePantryFoods } from '../api/change-pantry';
import { listPantryRecipes } from '../api/pantry-recipes';
import { usePantry } from '../api/use-pantry';
import { PantryContent } from './pantry-content';
import type { PantryPorts, PantryWrites } from './pantry-ports';

const LOADING_LABEL = 'Loading your pantry…';
const WRITES: PantryWrites = { add: addPantryFoods, remove: removePantryFoods };

/** What the route hands in: the rest of the ports are the pantry's own. */
type RoutePorts = Omit<PantryPorts, 'writes' | 'listRecipes'>;

function LivePantry({ place, ...ports }: RoutePorts & { place: ListPlace }) {
  const pantry = usePantry(place);
  if (!pantry) return <PageSpinner label={LOADING_LABEL} />;
  return <PantryContent place={place} pantry={pantry} writes={WRITES} listRecipes={listPantryRecipes} {...ports} />;
}

function PlacedPantry({ user, usePlace, ...ports }: PantryViewProps) {
  const place = usePlace(user);
  if (!place) return <PageSpinner label={LOADING_LABEL} />;
  // Keyed by its place (the cook's or the household's): another pantry never shows for a moment.
  return (
    <PlaceBoundary place={place} loading={<PageSpinner label={LOADING_LABEL} />}>
      <LivePantry key={place.path} place={place} {...ports} />
    </PlaceBoundary>
  );
}

interface PantryViewProps extends RoutePorts {
  user: PlaceUser;
  /** The cook's household's pantry while they are in one, else their own. */
  usePlace: UseListPlace;
}

export function PantryView(props: PantryViewProps) {
  return (
    <ErrorBoundary>
      <WithFirestore fallback={<PageSpinner label={LOADING_LABEL} />}>
        <PlacedPantry {...props} />
      </WithFirestore>
    </ErrorBoundary>
  );
}
