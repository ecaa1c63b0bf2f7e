import { useEffect, useState } from 'react';
import type { SiteDefinition } from '@showroom/sites';
import { productionPageUrl } from './shareLinks';

/**
 * The page's absolute URL: the production URL in the server render and the first browser render
 * (so they match), then the address the browser is really at, without query or fragment.
 */
export function useAbsolutePageUrl(site: SiteDefinition, path: string): string {
  const [url, setUrl] = useState(() => productionPageUrl(site, path));
  useEffect(() => {
    setUrl(`${window.location.origin}${window.location.pathname}`);
  }, []);
  return url;
}
