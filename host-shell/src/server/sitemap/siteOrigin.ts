import type { SiteDefinition } from '@showroom/sites';

/** The site's public origin from the configured template ({host}: its first production host name, {code}: its code). */
export function siteOrigin(site: Pick<SiteDefinition, 'code' | 'hosts'>, template: string): string {
  return template.replaceAll('{host}', site.hosts[0] ?? `${site.code}.localhost`).replaceAll('{code}', site.code).replace(/\/+$/, '');
}
