import { useEffect, useState } from 'react';
import type { ContactPreselect } from '../contact';

/** The anchors that reach the contact section (spec 2): the last two pre-tick quote or test drive. */
export const CONTACT_ANCHORS = { 'contact-form': undefined, 'contact-quote': 'quote', 'contact-testdrive': 'testDrive' } as const satisfies Record<string, ContactPreselect | undefined>;

/** What a URL hash asks the contact form to pre-tick. */
export function preselectFromHash(hash: string): ContactPreselect | undefined {
  const key = hash.replace(/^#/, '');
  return Object.hasOwn(CONTACT_ANCHORS, key) ? CONTACT_ANCHORS[key as keyof typeof CONTACT_ANCHORS] : undefined;
}

/** The hash's pre-tick, followed as the visitor clicks in-page links; undefined on the server and first render. */
export function useContactPreselect(): ContactPreselect | undefined {
  const [preselect, setPreselect] = useState<ContactPreselect | undefined>(undefined);
  useEffect(() => {
    const read = () => setPreselect(preselectFromHash(window.location.hash));
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  return preselect;
}
