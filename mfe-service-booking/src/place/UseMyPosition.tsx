import type { Translator } from '@showroom/i18n';
import { Button } from '@showroom/ui';
import { useState } from 'react';
import type { ChosenPlace } from '../flow/flowState';

/**
 * "Använd min position": the browser's position as the place to book near (spec 3 §7.1, browser geolocation).
 * Denied, failed or missing geolocation shows spec 3 §8's text instead; the place field stays.
 */
export function UseMyPosition({ t, disabled, onPlace }: { t: Translator; disabled: boolean; onPlace: (place: ChosenPlace) => void }) {
  const [denied, setDenied] = useState(false);
  function locate() {
    setDenied(false);
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) return setDenied(true);
    geolocation.getCurrentPosition(
      ({ coords }) => onPlace({ name: t('serviceBooking.myPosition'), latitude: coords.latitude, longitude: coords.longitude, placeId: 'geolocation', region: '' }),
      () => setDenied(true),
      { timeout: 10_000, maximumAge: 60_000 },
    );
  }
  return (
    <div>
      <Button type="button" variant="secondary" size="md" onClick={locate} disabled={disabled}>
        {t('serviceBooking.useMyPosition')}
      </Button>
      {denied ? <p role="alert">{t('serviceBooking.geolocationDenied')}</p> : null}
    </div>
  );
}
