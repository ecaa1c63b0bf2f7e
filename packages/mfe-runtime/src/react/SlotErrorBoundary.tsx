import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  remote: string;
  version: string;
  fallback: ReactNode;
  onError: (remote: string, version: string, error: unknown) => void;
  children: ReactNode;
}

/** Keeps a remote's render error inside its own slot. */
export class SlotErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.props.onError(this.props.remote, this.props.version, error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
