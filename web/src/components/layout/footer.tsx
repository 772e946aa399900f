import { FOOTER_YEAR } from '@/config/ui';

const CONTACT_EMAIL = 'hello@recipebook.example';

const SOCIAL_LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'YouTube', href: 'https://www.youtube.com/' },
  { label: 'Pinterest', href: 'https://www.pinterest.com/' },
] as const;

export function Footer() {
  return (
    <footer className="mt-16 bg-stone-900 text-stone-200">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">Recipe Book Ltd.</p>
          <p className="mt-2 text-sm">Sharing good food with families since 1992.</p>
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Contact</h2>
          <a
            href={`mailto:${CONTACT_EMAIL}`}
            className="mt-2 inline-block text-sm underline underline-offset-4 hover:text-white"
          >
            {CONTACT_EMAIL}
          </a>
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Follow us</h2>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-2 text-sm">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.label}>
                <a
                  href={link.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="underline underline-offset-4 hover:text-white"
                >
                  {link.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-stone-700 py-4 text-center text-xs text-stone-300">
        © {FOOTER_YEAR} Recipe Book Ltd. All rights reserved.
      </p>
    </footer>
  );
}
