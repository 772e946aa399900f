// A cook's profile page as search engines read it: schema.org ProfilePage
// whose mainEntity is the cook as a Person, with what their public recipes
// received. Built once for the page's head (web/src/features/cooks/cook-head.ts),
// on the server and in the browser alike. Never an e-mail address: the
// profile holds none.
import type { CookPage } from './cook-profile';
import { absoluteUrl, SITE_NAME, trimOrigin } from './recipe-json-ld';

/** Search results cut descriptions at about 155 characters. */
const DESCRIPTION_MAX = 155;

export const cookUrl = (origin: string, uid: string) => `${trimOrigin(origin)}/cooks/${encodeURIComponent(uid)}`;

export const cookPageTitle = (cook: Pick<CookPage, 'displayName'>) => `${cook.displayName} · ${SITE_NAME}`;

/** The bio on one line, or a sentence about the cook's recipes when they wrote none. */
export function cookDescription(cook: Pick<CookPage, 'displayName' | 'bio' | 'recipeCount'>): string {
  const bio = cook.bio.replace(/\s+/g, ' ').trim();
  const text = bio || `Recipes shared by ${cook.displayName} on ${SITE_NAME}.`;
  return text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : text;
}

interface InteractionCounterJsonLd {
  '@type': 'InteractionCounter';
  interactionType: string;
  userInteractionCount: number;
}

export interface ProfilePageJsonLd {
  '@context': 'https://schema.org';
  '@type': 'ProfilePage';
  url: string;
  dateCreated: string;
  mainEntity: {
    '@type': 'Person';
    name: string;
    identifier: string;
    url: string;
    description?: string;
    image?: string;
    /** Public recipes written, and likes received by them. */
    agentInteractionStatistic: InteractionCounterJsonLd;
    interactionStatistic: InteractionCounterJsonLd;
  };
}

export function cookJsonLd(origin: string, cook: CookPage): ProfilePageJsonLd {
  const url = cookUrl(origin, cook.uid);
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url,
    dateCreated: cook.memberSince,
    mainEntity: {
      '@type': 'Person',
      name: cook.displayName,
      identifier: cook.uid,
      url,
      ...(cook.bio ? { description: cook.bio } : {}),
      ...(cook.photoURL ? { image: absoluteUrl(origin, cook.photoURL) } : {}),
      agentInteractionStatistic: {
        '@type': 'InteractionCounter',
        interactionType: 'https://schema.org/WriteAction',
        userInteractionCount: cook.recipeCount,
      },
      interactionStatistic: {
        '@type': 'InteractionCounter',
        interactionType: 'https://schema.org/LikeAction',
        userInteractionCount: cook.likesReceived,
      },
    },
  };
}
