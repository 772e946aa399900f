// An action whose code (and the SDK it calls) is downloaded on first use,
// the way React.lazy does it for components: the sign-in screens call zod and
// Firebase Auth only when the visitor acts, so landing on them downloads neither.
// `preload` starts the download early, when the visitor shows intent (points
// at or focuses the form); an action called before it has arrived waits for it.
// A failed download (offline, say) rejects with DownloadFailed and is
// forgotten, so the next try downloads again.

/** The action's code could not be downloaded: the network is the cause, not the action. */
export class DownloadFailed extends Error {
  constructor(cause: unknown) {
    super('The code for this action could not be downloaded', { cause });
    this.name = 'DownloadFailed';
  }
}

/** Any function, whatever its arguments. */
type AnyAction = (...args: never[]) => unknown;

/** The action's signature, answering with a promise. */
export type LazyAction<Action extends AnyAction> = ((
  ...args: Parameters<Action>
) => Promise<Awaited<ReturnType<Action>>>) & { preload: () => void };

export function lazyAction<Action extends AnyAction>(load: () => Promise<Action>): LazyAction<Action> {
  let action: Promise<Action> | undefined;
  const loaded = () => {
    if (!action) {
      const loading = load().catch((cause: unknown): never => {
        throw new DownloadFailed(cause);
      });
      action = loading;
      loading.catch(() => {
        if (action === loading) action = undefined;
      });
    }
    return action;
  };
  const run = async (...args: Parameters<Action>): Promise<Awaited<ReturnType<Action>>> =>
    (await loaded())(...args) as Awaited<ReturnType<Action>>;
  return Object.assign(run, {
    preload() {
      // A failure here is met again, and reported, when the visitor acts.
      loaded().catch(() => undefined);
    },
  });
}
