import styled from '@emotion/styled';
import { useState, useSyncExternalStore } from 'react';

const Logo = styled.img({ display: 'block', height: '32px', width: 'auto', maxWidth: '96px', objectFit: 'contain' });

const noSubscription = () => () => {};

/**
 * A brand's logo beside its name (so decorative, alt ""); one that fails to load is removed (spec 2 §8
 * "Brand logo fails: hidden"), the name stays. It is drawn only in the browser: an image that failed before
 * hydration would never reach onError, and a broken-image icon would stay.
 */
export function BrandLogoImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  if (failed || !inBrowser) return null;
  return <Logo src={src} alt="" loading="lazy" decoding="async" onError={() => setFailed(true)} />;
}
