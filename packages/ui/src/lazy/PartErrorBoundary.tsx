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
  /** Which errors are the part's to show (default: every one); any other goes on to the boundary above. */
  catches?: (error: unknown) => boolean;
  children: ReactNode;
}

/**
 * Keeps the page when one part of it fails: a part loaded when near (the shell's footer, a car page's contact form),
 * whose code not coming would otherwise reach the remote's or the page's root and take it all away, or a content
 * block that throws. Only the part's place shows `failed`. A retry needs no more than rendering the children again:
 * the failure unmounted them, so they mount anew, and a lazy part with them.
 */
export class PartErrorBoundary extends Component<PartErrorBoundaryProps, { failed: boolean; error: unknown; tries: number }> {
  override state = { failed: false, error: null as unknown, tries: 0 };

  static getDerivedStateFromError(error: unknown): { failed: boolean; error: unknown } {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  private readonly retry: RetryPart = () => this.setState(({ tries }) => ({ failed: false, error: null, tries: tries + 1 }));

  override render(): ReactNode {
    const { failed, children, catches } = this.props;
    if (!this.state.failed) return children;
    // Thrown again from render, an error not the part's reaches the boundary above; this one never commits it.
    if (catches && !catches(this.state.error)) throw this.state.error;
    return typeof failed === 'function' ? failed(this.retry, this.state.tries > 0) : failed;
  }
}
