import { useEffect, useState } from 'react';
import type { Translator } from '@showroom/i18n';
import { sessionStore } from '../basket/basketStorage';
import { parseKitsParams, storeKitsParams, type KitsParams } from './kitsParams';
import ProfileDialog from './ProfileDialog';

/**
 * The kits parameters of the page (spec 3 §2.1): kept for the visit in session storage, and the profile dialog
 * when they hold a user. A chunk the grid loads only for a page opened with a query.
 */
export default function KitsParamsGate({ t }: { t: Translator }) {
  const [profile, setProfile] = useState<KitsParams | null>(null);
  useEffect(() => {
    const fromPage = parseKitsParams(new URLSearchParams(window.location.search));
    const stored = storeKitsParams(sessionStore(), fromPage);
    if (fromPage.user !== undefined) setProfile(stored);
  }, []);
  return profile ? <ProfileDialog t={t} params={profile} onClose={() => setProfile(null)} /> : null;
}
