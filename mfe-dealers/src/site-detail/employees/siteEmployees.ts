import type { DealerSite, SiteUser } from '@showroom/contracts';

/** The site's staff over all departments, each person once (the same name and e-mail in two departments is one person). */
export function siteEmployees(site: Pick<DealerSite, 'site_departments'>): SiteUser[] {
  const seen = new Set<string>();
  return site.site_departments.flatMap((d) => d.users).filter((user) => {
    const key = `${user.first_name}|${user.last_name}|${user.email ?? ''}`.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Up to two initials for the photo placeholder ("Anna Berg" -> "AB"). */
export function initialsOf(user: Pick<SiteUser, 'first_name' | 'last_name'>): string {
  return [user.first_name, user.last_name].map((name) => name.trim().charAt(0).toLocaleUpperCase()).join('');
}
