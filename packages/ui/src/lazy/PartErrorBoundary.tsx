import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Renders the part again: it mounts afresh, so a part loaded when near fetches its code again (a new lazy component). */
export type RetryPart = () => void;

export interface PartErrorBoundaryProps {
  /**
   * What the part's place shows instead: its code did not come, or it failed to render. A function is given the way
   * to render the part again, and whether this failure came after such a try.
   */
  failed: ReactNode | ((retry: RetryPart, again: boolean) => ReactNode);
  /** Told of the failure (e.g. to log it) once it is caught. */
  onError?: (error: unknown, info: ErrorInfo) => void;
  children: ReactNode;
}

/**
 * Keeps the page when one part of it fails: a part loaded when near (the shell's footer, a car page's contact form),
 * whose code not coming would otherwise reach the remote's or the page's root and take it all away, or a content
 * block that throws. Only the part's place shows `failed`. A retry needs no more than rendering the children again:
 * the failure unmounted them, so they mount anew, and a lazy part with them.
 */
export class PartErrorBoundary extends Component<PartErrorBoundaryProps, { failed: boolean; tries: number }> {
  override state = { failed: false, tries: 0 };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  private readonly retry: RetryPart = () => this.setState(({ tries }) => ({ failed: false, tries: tries + 1 }));

  override render(): ReactNode {
    const { failed, children } = this.props;
    if (!this.state.failed) return children;
    return typeof failed === 'function' ? failed(this.retry, this.state.tries > 0) : failed;
  }
}
