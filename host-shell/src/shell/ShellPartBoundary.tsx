import { Component, type ReactNode } from 'react';

interface ShellPartBoundaryProps {
  /** What the part's place shows instead: its code did not come, or it failed to render. */
  failed: ReactNode;
  children: ReactNode;
}

/**
 * Keeps the page when a part of the shell loaded on reach (the footer, the alert bar) fails: its code not coming
 * reached React's root, which took the whole page away, leaving an empty body. Here only the part's place says so.
 * A plain boundary rather than ui's lazyPart (which offers a retry): that adds 0.6 kB to every page's main script,
 * and the home page is at its budget (docs/decisions.md, "Known limits").
 */
export class ShellPartBoundary extends Component<ShellPartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.failed : this.props.children;
  }
}
