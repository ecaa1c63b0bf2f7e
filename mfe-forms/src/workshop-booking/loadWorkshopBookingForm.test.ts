import { formsRemote } from '@showroom/contracts';
import { fakeSearchApi, noSearchApi, testLoadContext } from '@showroom/test-kit';
import { loadWorkshopBookingForm } from './loadWorkshopBookingForm';

const schema = formsRemote.modules.WorkshopBookingForm.props;
const ctx = (overrides: Parameters<typeof testLoadContext>[0] = {}) => testLoadContext({ siteCode: 'dealergroup-no', language: 'nb', path: '/verksted/bestill-service', ...overrides });

// Sites as the index holds them: the filter field the search reads, and the departments the workshop e-mail comes from.
const site = (id: string, name: string, departments: { group: string; email?: string }[], email = `post@${id}.example.no`) => ({
  site_id: id,
  slug: id,
  site_official_name: name,
  site_email: email,
  site_departments: departments,
  site_departments_group: departments.map((d) => d.group),
});

async function props(result: Awaited<ReturnType<typeof loadWorkshopBookingForm>>) {
  if (result.kind !== 'props') throw new Error(`answered ${result.kind}`);
  return schema.parse(result.props);
}

describe('loadWorkshopBookingForm', () => {
  it("placed with the page's picker: takes its field name and searches nothing", async () => {
    const loaded = await props(await loadWorkshopBookingForm(ctx({ api: noSearchApi(), fields: { PickerField: 'dealer', Title: ' Bestill verksted ' } })));
    expect(loaded).toEqual({ site: 'dealergroup-no', language: 'nb', apiBase: '', pickerField: 'dealer', dealers: [], dealersFailed: false, title: 'Bestill verksted' });
  });

  it("without a picker: the market's workshop sites for its own select, each with its workshop e-mail (spec 3 §3.5)", async () => {
    const { api, requests } = fakeSearchApi([
      site('bergen', 'Forhandler Bergen', [{ group: 'Sales' }, { group: 'Workshop', email: 'verksted@bergen.example.no' }]),
      site('oslo', 'Forhandler Oslo', [{ group: 'Sales' }]),
      site('tromso', 'Forhandler Tromsø', [{ group: 'Workshop' }]),
    ]);
    const loaded = await props(await loadWorkshopBookingForm(ctx({ api, fields: { PickerField: 'not a name!' } })));
    expect(loaded.pickerField).toBeNull();
    // Oslo has no Workshop department; Tromsø's has no address, so its site e-mail is the workshop e-mail.
    expect(loaded.dealers).toEqual([
      { site_id: 'bergen', name: 'Forhandler Bergen', workshopEmail: 'verksted@bergen.example.no' },
      { site_id: 'tromso', name: 'Forhandler Tromsø', workshopEmail: 'post@tromso.example.no' },
    ]);
    expect(requests[0]).toMatchObject({ index: 'sites', site: 'dealergroup-no', filters: { site_departments_group: ['Workshop'] }, limit: 100 });
  });

  it('a failed search leaves the form saying so, logged', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = fakeSearchApi([], { fail: new Error('search down') });
    const loaded = await props(await loadWorkshopBookingForm(ctx({ api })));
    expect(loaded).toMatchObject({ pickerField: null, dealers: [], dealersFailed: true });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('search down'));
    log.mockRestore();
  });
});
