import { busTopics } from './busTopics';
import { dealerPickedSchema, dealerPickerRequest, hasWorkshop, pickerSiteHitSchema, workshopEmail, workshopSites } from './dealerPicker';

const dep = (group: string, email?: string | null) => ({ group, email });

describe('workshopEmail (spec 3 §3.5: the Workshop department e-mail, else the site e-mail)', () => {
  it('takes the Workshop department, not the first department', () => {
    const site = { site_email: 'info@bil.se', site_departments: [dep('New cars', 'nybil@bil.se'), dep('Workshop', 'verkstad@bil.se')] };
    expect(workshopEmail(site)).toBe('verkstad@bil.se');
  });
  it('falls back to the site e-mail when no department is a Workshop', () => {
    expect(workshopEmail({ site_email: 'info@bil.se', site_departments: [dep('New cars', 'nybil@bil.se'), dep('Tires', 'dack@bil.se')] })).toBe('info@bil.se');
  });
  it('falls back to the site e-mail when the Workshop department has no (or a blank) address', () => {
    expect(workshopEmail({ site_email: 'info@bil.se', site_departments: [dep('Workshop', '  ')] })).toBe('info@bil.se');
    expect(workshopEmail({ site_email: 'info@bil.se', site_departments: [dep('Workshop', null)] })).toBe('info@bil.se');
  });
  it('takes the first Workshop department with an address when there are two', () => {
    expect(workshopEmail({ site_email: 'info@bil.se', site_departments: [dep('Workshop'), dep('Workshop', ' a@bil.se '), dep('Workshop', 'b@bil.se')] })).toBe('a@bil.se');
  });
  it('is null with neither, and matches the group exactly ("workshop" is not "Workshop")', () => {
    expect(workshopEmail({ site_email: null, site_departments: null })).toBeNull();
    expect(workshopEmail({ site_email: '', site_departments: [dep('workshop', 'x@bil.se')] })).toBeNull();
  });
});

describe('the workshop-only rule', () => {
  const hits = [
    { site_id: '1', slug: 'a', site_official_name: 'A', site_email: 'a@x.se', site_departments: [dep('New cars', 'n@x.se')] },
    { site_id: '2', slug: 'b', site_official_name: 'B', site_email: 'b@x.se', site_departments: [dep('Used cars'), dep('Workshop', 'w@x.se')] },
    { site_id: '3', slug: 'c', site_official_name: 'C', site_email: 'c@x.se', site_departments: [] },
    { site_id: '4', slug: 'd', site_official_name: 'D', site_email: 'd@x.se', site_departments: [dep('Workshop')] },
  ];
  it('offers only sites with a Workshop department, in order, with their workshop e-mail', () => {
    // 1: no Workshop; 2: Workshop w@x.se; 3: none; 4: Workshop without address -> site e-mail d@x.se.
    expect(workshopSites(hits).map((s) => [s.site_id, s.workshop_email])).toEqual([
      ['2', 'w@x.se'],
      ['4', 'd@x.se'],
    ]);
    expect(hasWorkshop({ site_departments: null })).toBe(false);
    expect(workshopSites(hits)[0]).not.toHaveProperty('site_departments');
  });

  it('asks the sites index for Workshop sites, 100 at most, in site-list order', () => {
    expect(dealerPickerRequest('dealergroup-no')).toMatchObject({ index: 'sites', site: 'dealergroup-no', filters: { site_departments_group: ['Workshop'] }, limit: 100, sort_name: 'website_sort_order_asc' });
    expect(dealerPickerRequest('dealergroup-no').fields).toEqual(expect.arrayContaining(['site_id', 'site_official_name', 'site_phone', 'site_email', 'site_departments', 'slug', 'site_city', 'site_image_url', 'site_zip', 'site_street']));
  });
});

describe('picker hits and the dealerPicked payload', () => {
  it('refuses oversized or wrongly typed values rather than carrying them', () => {
    const ok = { site_id: '2001', slug: 'a', site_official_name: 'A' };
    expect(pickerSiteHitSchema.safeParse(ok).success).toBe(true);
    expect(pickerSiteHitSchema.safeParse({ ...ok, site_official_name: 'x'.repeat(301) }).success).toBe(false);
    expect(pickerSiteHitSchema.safeParse({ ...ok, site_phone: 46 }).success).toBe(false);
    expect(pickerSiteHitSchema.safeParse({ ...ok, site_departments: 'Workshop' }).success).toBe(false);
  });
  it('is a bus topic with its schema', () => {
    const picked = { field: 'dealer', site_id: '2001', name: 'Dealergroup Bergen', workshopEmail: 'verksted@x.no' };
    expect(busTopics.dealerPicked.parse(picked)).toEqual(picked);
    expect(dealerPickedSchema.safeParse({ ...picked, site_id: '' }).success).toBe(false);
  });
});
