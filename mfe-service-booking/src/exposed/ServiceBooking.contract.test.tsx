import { serviceBookingRemote, type ShowroomApi } from '@showroom/contracts';
import type { LoadContext } from '@showroom/mfe-runtime';
import { getSite, type Language, type SiteCode } from '@showroom/sites';
import { ThemeRoot } from '@showroom/ui';
import { render, screen } from '@testing-library/react';
import serviceBooking from './ServiceBooking';

const schema = serviceBookingRemote.modules.ServiceBooking.props;

// loadData needs no upstream: any call to the API is a failure of this contract.
const api: ShowroomApi = { search: jest.fn(() => Promise.reject(new Error('loadData must not search'))) };

function ctx(siteCode: SiteCode, language: Language, query: LoadContext['query'] = {}): LoadContext {
  return { site: getSite(siteCode), siteCode, language, path: '/service-och-verkstad/boka-service', params: [], query, api, apiBase: '' };
}

describe('mfe-service-booking/ServiceBooking contract', () => {
  it('loads schema-valid props with the ?regNo= prefill, and renders from them', async () => {
    const result = await serviceBooking.loadData(ctx('dealergroup-se', 'sv', { regNo: 'abc 123' }));
    if (result.kind !== 'props') throw new Error(`expected props, got ${result.kind}`);
    expect(result.title).toBe('Boka service');
    const props = schema.parse(result.props);
    expect(props).toEqual({ site: 'dealergroup-se', language: 'sv', apiBase: '', registrationNumber: 'ABC123' });
    expect(api.search).not.toHaveBeenCalled();

    const { Component } = serviceBooking;
    render(
      <ThemeRoot theme="dealergroup">
        <Component {...props} />
      </ThemeRoot>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Boka service' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Registreringsnummer' })).toHaveValue('ABC123');
  });

  it('drops an invalid ?regNo= and serves the English page', async () => {
    const result = await serviceBooking.loadData(ctx('dealergroup-se', 'en', { regNo: 'not-a-reg' }));
    expect(result.kind === 'props' && schema.parse(result.props)).toEqual({ site: 'dealergroup-se', language: 'en', apiBase: '' });
  });

  it('is not found on a site without service booking', async () => {
    await expect(serviceBooking.loadData(ctx('carstore-fi', 'fi'))).resolves.toEqual({ kind: 'notFound' });
  });
});
