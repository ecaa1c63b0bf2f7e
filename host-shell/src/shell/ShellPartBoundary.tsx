import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ShellPartBoundaryProps {
  /** What the part's place shows instead: its code did not come, or it failed to render. */
  failed: ReactNode;
  /** Told of the failure (e.g. to log it) once it is caught. */
  onError?: (error: unknown, info: ErrorInfo) => void;
  children: ReactNode;
}

/**
 * Keeps the page when one part of it fails: a part of the shell loaded on reach (the footer, the alert bar), whose
 * code not coming reached React's root and took the whole page away, or a content block that throws
 * (blocks/BlockErrorBoundary). Only the part's place shows `failed`.
 * A plain boundary rather than ui's lazyPart (which offers a retry): that adds 0.6 kB to every page's main script,
 * and the home page is at its budget (docs/decisions.md, "Known limits").
 */
export class ShellPartBoundary extends Component<ShellPartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.failed : this.props.children;
  }
}
