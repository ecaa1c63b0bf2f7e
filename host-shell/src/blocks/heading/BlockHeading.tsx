import type { ComponentPropsWithoutRef } from 'react';
import { resolveHeadingTag, type HeadingTag } from './headingTag';

type Props = Omit<ComponentPropsWithoutRef<'h2'>, 'children'> & {
  /** The CMS's TitleTag, trusted only when it is h1..h6. */
  tag: unknown;
  fallback: HeadingTag;
  children: string;
};

/** A block title in the CMS's heading tag, or the fallback when the tag is missing or invalid. */
export function BlockHeading({ tag, fallback, children, ...rest }: Props) {
  const Tag = resolveHeadingTag(tag, fallback);
  return <Tag {...rest}>{children}</Tag>;
}
