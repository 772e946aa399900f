// "Stay in the loop!": the browser checks the address (required, e-mail type)
// and nothing is sent anywhere: there is no mailing list behind it yet, so the
// address is not even kept. The thank-you replaces the form and takes focus,
// so keyboard and screen-reader users hear it.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';

export function Newsletter() {
  const [subscribed, setSubscribed] = useState(false);
  const thanks = useRef<HTMLParagraphElement>(null);
  const inputId = useId();

  useEffect(() => {
    if (subscribed) thanks.current?.focus();
  }, [subscribed]);

  const subscribe = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubscribed(true);
  };

  return (
    <section
      aria-labelledby="newsletter-title"
      className="mt-16 rounded-3xl bg-stone-900 px-6 py-10 text-white sm:px-10"
    >
      <h2 id="newsletter-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        Stay in the loop!
      </h2>
      <p className="mt-2 max-w-xl text-stone-300">New recipes, seasonal ideas and kitchen tips, once a month.</p>
      {subscribed ? (
        <p ref={thanks} tabIndex={-1} role="status" className="mt-6 text-lg font-semibold focus:outline-none">
          Thank you for subscribing! The next issue is on its way to your inbox.
        </p>
      ) : (
        <form onSubmit={subscribe} className="mt-6 flex max-w-xl flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex flex-1 flex-col gap-1">
            <label htmlFor={inputId} className="text-sm font-semibold">
              E-mail address
            </label>
            <input
              id={inputId}
              type="email"
              name="email"
              required
              autoComplete="email"
              placeholder="you@example.com"
              className="rounded-lg border border-stone-500 bg-white px-3 py-2 text-stone-900 placeholder:text-stone-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-400"
            />
          </div>
          <Button type="submit" className="sm:py-2.5">
            Subscribe
          </Button>
        </form>
      )}
    </section>
  );
}
