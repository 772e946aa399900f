// A private recipe or collection is a 404 from the page function, which
// cannot know who asks (no session reaches it), and for a browser read before
// Auth has answered. Under the 404 page, on a device where someone is signed
// in, this waits for Auth and has the route load the page once more, now as
// that cook: the rules let its author read it, and the page then shows it.
// For anyone else the second read is refused too and the 404 stays, with no
// sign that it exists. Once per cook and document (`path`, as
// `recipes/<id>` or `collections/<id>`), so a page that really is missing
// never loads in a loop.
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useAuthWanted } from './firebase-providers';

const retried = new Set<string>();

/** `path`: the document the 404 page stands for, e.g. `recipes/<id>`. */
export function ReadAsAuthor({ path }: { path: string }) {
  const authWanted = useAuthWanted();
  const router = useRouter();
  useEffect(() => {
    if (!authWanted) return;
    let current = true;
    // The router context's: the signed-in cook once Auth has answered, or null.
    void router.options.context.auth.signedInUser().then((user) => {
      const key = user && `${user.uid}/${path}`;
      if (!current || !key || retried.has(key)) return;
      retried.add(key);
      void router.invalidate();
    });
    return () => {
      current = false;
    };
  }, [authWanted, path, router]);
  return null;
}
