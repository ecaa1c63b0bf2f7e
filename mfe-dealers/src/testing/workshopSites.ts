import { sampleSites } from './sampleSites';

/**
 * Index records for the picker and teaser tests: the sample sites with departments. Sites 0, 2 and 3
 * have a Workshop department (site 3's without an address); 1 and 4 have none.
 */
export function sitesWithDepartments(): Record<string, unknown>[] {
  const departments = [
    [{ group: 'New cars', email: 'nybil@goteborg.example.se' }, { group: 'Workshop', email: 'verkstad@goteborg.example.se' }],
    [{ group: 'New cars', email: 'nybil@malmo.example.se' }],
    [{ group: 'Workshop', email: 'verkstad@stockholm.example.se' }],
    [{ group: 'Used cars', email: 'beg@uppsala.example.se' }, { group: 'Workshop', email: '' }],
    [{ group: 'Tires', email: 'dack@boras.example.se' }],
  ];
  return sampleSites(5).map((site, n) => ({ ...site, site_departments: departments[n], site_departments_group: departments[n]!.map((d) => d.group) }));
}
