import type { ReactNode } from 'react';
import { SectionErrorPlaceholder } from '@showroom/mfe-runtime/host';
import type { Language } from '@showroom/sites';
import { PartErrorBoundary } from '@showroom/ui';

interface Props {
  componentName: string;
  uid: string;
  language: Language;
  children: ReactNode;
}

/** Keeps a block's render error inside its section: logs it and shows the spec's "Aj då" placeholder. */
export function BlockErrorBoundary({ componentName, uid, language, children }: Props) {
  return (
    <PartErrorBoundary
      failed={<SectionErrorPlaceholder language={language} remote={`block:${componentName}`} />}
      onError={(error, info) => console.error(`[blocks] ${componentName} ${uid} failed to render`, error, info.componentStack)}
    >
      {children}
    </PartErrorBoundary>
  );
}
