import { MODULES, REMOTES, REMOTE_NAMES, blockModule, containerName, moduleEntry, pageModule, splitModuleId } from './index';

describe('the module catalogue', () => {
  it('lists the seven remotes once each, in build order', () => {
    expect(REMOTE_NAMES).toEqual(['mfe-search', 'mfe-car-detail', 'mfe-dealers', 'mfe-service-booking', 'mfe-kits', 'mfe-tirehotel', 'mfe-forms']);
  });

  it('gives every module a unique id made of its remote and name', () => {
    for (const entry of MODULES) expect(entry.id).toBe(`${entry.remote}/${entry.name}`);
    expect(new Set(MODULES.map((entry) => entry.id)).size).toBe(MODULES.length);
  });

  it('has one module per page kind and per block name, and unique embed tags and single-spa names', () => {
    const unique = (values: (string | undefined)[]) => {
      const present = values.filter((value): value is string => value !== undefined);
      expect(new Set(present).size).toBe(present.length);
    };
    unique(MODULES.map((entry) => (entry.kind === 'page' ? entry.page : undefined)));
    unique(MODULES.map((entry) => (entry.kind === 'block' ? entry.block : undefined)));
    unique(MODULES.map((entry) => entry.embed?.tag));
    unique(MODULES.map((entry) => entry.singleSpa));
  });

  it('uses valid custom element names (lower case, with a hyphen) and at most one single-spa module per remote', () => {
    for (const entry of MODULES) if (entry.embed) expect(entry.embed.tag).toMatch(/^[a-z][a-z0-9]*-[a-z0-9-]+$/);
    for (const remote of REMOTES) expect(Object.values(remote.modules).filter((entry) => entry.singleSpa).length).toBeLessThanOrEqual(1);
  });

  it('finds modules by page kind, block name and id', () => {
    expect(pageModule('carDetail')?.id).toBe('mfe-car-detail/CarDetail');
    expect(pageModule('stories')).toBeUndefined();
    expect(blockModule('CarTeasers')?.id).toBe('mfe-search/CarTeasers');
    expect(blockModule('HeroBanner')).toBeUndefined();
    expect(moduleEntry('mfe-kits/KitGrid')?.kind).toBe('page');
    expect(splitModuleId('mfe-search/CarList')).toEqual({ remote: 'mfe-search', module: 'CarList' });
  });

  it('names MF containers by one rule', () => {
    expect(containerName('mfe-service-booking')).toBe('mfe_service_booking');
  });
});
