import { render, screen } from '@testing-library/react';
import { dealersRemote } from '@showroom/contracts';
import { ThemeRoot } from '@showroom/ui';
import { expectProps, fakeSearchApi, testLoadContext } from '@showroom/test-kit';
import { sitesWithDepartments } from '../testing/workshopSites';
import dealerPicker from './DealerPicker';

const entry = dealersRemote.modules.DealerPicker;

describe('mfe-dealers/DealerPicker contract', () => {
  afterEach(() => jest.restoreAllMocks());

  it('loadData produces props the host accepts: only workshop sites, the block fields applied', async () => {
    const { api, requests } = fakeSearchApi(sitesWithDepartments());
    const result = await dealerPicker.loadData(testLoadContext({ siteCode: 'dealergroup-no', language: 'nb', api, fields: { Title: 'Nærmeste forhandler', Name: 'dealer' } }));
    const props = expectProps(entry, result);
    expect(requests[0]).toMatchObject({ site: 'dealergroup-no', filters: { site_departments_group: ['Workshop'] } });
    expect(props).toMatchObject({ name: 'dealer', legend: 'Nærmeste forhandler', dealersPath: '/forhandlere' });
    render(
      <ThemeRoot theme="dealergroup">
        <dealerPicker.Component {...props} />
      </ThemeRoot>,
    );
    // Sample sites 0, 2 and 3 have a Workshop department.
    expect(screen.getByRole('group', { name: 'Nærmeste forhandler' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
  });

  it('drops the links when the block says so, and a failed search is the error state (valid props)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { api } = fakeSearchApi([], { fail: new Error('down') });
    const props = expectProps(entry, await dealerPicker.loadData(testLoadContext({ siteCode: 'dealergroup-no', language: 'en', api, fields: { ShowSiteLinks: false, Name: 'bad name' } })));
    expect(props).toMatchObject({ dealersPath: null, name: 'dealer', result: { state: 'error' } });
    render(
      <ThemeRoot theme="dealergroup">
        <dealerPicker.Component {...props} />
      </ThemeRoot>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load the workshops.");
  });

  it('the schema refuses a site without its workshop e-mail field, so the contract can fail', () => {
    const site = { site_id: '1', slug: 's', site_official_name: 'A', workshop_email: null };
    const props = { site: 'dealergroup-no', language: 'nb' };
    expect(entry.props.safeParse({ ...props, result: { state: 'loaded', sites: [site] } }).success).toBe(true);
    const { workshop_email: _omit, ...without } = site;
    expect(entry.props.safeParse({ ...props, result: { state: 'loaded', sites: [without] } }).success).toBe(false);
  });
});
