import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SectionErrorPlaceholder } from '@showroom/mfe-runtime/host';
import type { Language } from '@showroom/sites';

interface Props {
  componentName: string;
  uid: string;
  language: Language;
  children: ReactNode;
}

/** Keeps a block's render error inside its section: logs it and shows the spec's "Aj då" placeholder. */
export class BlockErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[blocks] ${this.props.componentName} ${this.props.uid} failed to render`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <SectionErrorPlaceholder language={this.props.language} remote={`block:${this.props.componentName}`} /> : this.props.children;
  }
}
