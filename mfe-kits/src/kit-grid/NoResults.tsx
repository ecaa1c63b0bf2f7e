import { EmptyState } from '@showroom/ui';

/** noSearchResults (spec 3 §8): a chunk of its own, as a page of kits, the common case, never shows it. */
export default function NoResults({ title }: { title: string }) {
  return <EmptyState title={title} />;
}
