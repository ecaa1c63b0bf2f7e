import { Fragment } from 'react';
import { CopyContactLink } from './CopyContactLink';
import { splitContacts } from './contactText';

/** A plain text whose e-mail addresses and phone numbers become copy-contact links. */
export function ContactText({ text }: { text: string }) {
  return (
    <>
      {splitContacts(text).map((segment, i) =>
        segment.kind === 'text' ? (
          <Fragment key={i}>{segment.value}</Fragment>
        ) : (
          <CopyContactLink key={i} value={segment.value} kind={segment.kind} />
        ),
      )}
    </>
  );
}
