// Every component test: jest-dom's matchers (toBeInTheDocument, toHaveAccessibleName, …) and a clean
// document between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
