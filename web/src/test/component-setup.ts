// Every component test: jest-dom's matchers (toBeInTheDocument, toHaveAccessibleName, …) and a clean
// document between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A form's checks load their schema on first use: on a machine busy with the whole suite, that can
// take longer than Testing Library's default second for a `findBy…`.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
