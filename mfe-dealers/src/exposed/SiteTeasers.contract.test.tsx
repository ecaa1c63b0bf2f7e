import { render, screen } from '@testing-library/react';
import { dealersRemote } from '@showroom/contracts';
import { ThemeRoot } from '@showroom/ui';
import { expectProps, fakeSearchApi, testLoadContext } from '@showroom/test-kit';
import { sitesWithDepartments } from '../testing/workshopSites';
import siteTeasers from './SiteTeasers';

const entry = dealersRemote.modules.SiteTeasers;

describe('mfe-dealers/SiteTeasers contract', () => {
  afterEach(() => jest.restoreAllMocks());

  it('loadData produces props the host accepts, and the component renders from them', async () => {
    const { api } = fakeSearchApi(sitesWithDepartments());
    const result = await siteTeasers.loadData(testLoadContext({ siteCode: 'dealergroup-se', language: 'en', api, fields: { Title: 'Our sites' } }));
    const props = expectProps(entry, result);
    render(
      <ThemeRoot theme="dealergroup">
        <siteTeasers.Component {...props} />
      </ThemeRoot>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Our sites' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
  });

  it('a failed search is valid props too, and renders nothing', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { api } = fakeSearchApi([], { fail: new Error('down') });
    const props = expectProps(entry, await siteTeasers.loadData(testLoadContext({ siteCode: 'carstore-fi', language: 'fi', api })));
    const { container } = render(
      <ThemeRoot theme="carstore">
        <siteTeasers.Component {...props} />
      </ThemeRoot>,
    );
    expect(container.querySelector('section')).toBeNull();
  });

  it('the schema refuses more than 100 sites and a site without slug, so the contract can fail', () => {
    const site = { site_id: '1', slug: 's', site_official_name: 'A' };
    const props = { site: 'dealergroup-se', language: 'sv', dealersPath: '/anlaggningar' };
    expect(entry.props.safeParse({ ...props, sites: Array.from({ length: 100 }, () => site) }).success).toBe(true);
    expect(entry.props.safeParse({ ...props, sites: Array.from({ length: 101 }, () => site) }).success).toBe(false);
    expect(entry.props.safeParse({ ...props, sites: [{ ...site, slug: undefined }] }).success).toBe(false);
  });
});
