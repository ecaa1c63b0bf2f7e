import { render, screen } from '@testing-library/react';
import { dealersRemote } from '@showroom/contracts';
import { ThemeRoot } from '@showroom/ui';
import { expectProps, fakeSearchApi, testLoadContext } from '@showroom/test-kit';
import { sampleSites } from '../testing/sampleSites';
import dealerList from './DealerList';

const schema = dealersRemote.modules.DealerList.props;

describe('mfe-dealers/DealerList contract', () => {
  it('loadData produces props the host accepts, and the component renders from them', async () => {
    const { api } = fakeSearchApi(sampleSites(9));
    const result = await dealerList.loadData(testLoadContext({ siteCode: 'dealergroup-se', language: 'sv', api }));
    const props = expectProps(dealersRemote.modules.DealerList, result);
    render(
      <ThemeRoot theme="dealergroup">
        <dealerList.Component {...props} />
      </ThemeRoot>,
    );
    expect(screen.getAllByRole('article')).toHaveLength(9);
    expect(screen.getByRole('searchbox')).toBeInTheDocument();
  });

  it('the error state is valid props too, and renders the error text', async () => {
    const { api } = fakeSearchApi([], { fail: new Error('down') });
    const result = await dealerList.loadData(testLoadContext({ siteCode: 'carstore-no', language: 'nb', api }));
    const props = expectProps(dealersRemote.modules.DealerList, result);
    render(
      <ThemeRoot theme="carstore">
        <dealerList.Component {...props} />
      </ThemeRoot>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Noe gikk galt');
  });

  it('the schema rejects a site without slug, so the contract can fail', () => {
    const [site] = sampleSites(1);
    const { slug: _omit, ...noSlug } = site!;
    expect(schema.safeParse({ site: 'dealergroup-se', language: 'sv', dealersPath: '/anlaggningar', result: { state: 'loaded', sites: [noSlug], total: 1 } }).success).toBe(false);
  });
});
