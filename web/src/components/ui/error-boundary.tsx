// Catches a section that fails to render and offers a retry, so one broken
// part never blanks the whole page.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { describeError } from '@/lib/describe-error';
import { Button } from './button';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Replace the default message box, e.g. for a compact card. */
  fallback?: (error: unknown, retry: () => void) => ReactNode;
}

interface ErrorBoundaryState {
  error: unknown;
  failed: boolean;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // Kept for developers; the visitor sees the sentence below.
    console.error('A section failed to render', error, info.componentStack);
  }

  retry = () => this.setState({ error: null, failed: false });

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.fallback) return this.props.fallback(this.state.error, this.retry);
    return <ErrorMessage error={this.state.error} retry={this.retry} />;
  }
}

export function ErrorMessage({ error, retry }: { error: unknown; retry?: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900"
    >
      <p>{describeError(error)}</p>
      {retry && (
        <Button variant="secondary" onClick={retry}>
          Try again
        </Button>
      )}
    </div>
  );
}
