import { serviceBookingRemote } from '@showroom/contracts';
import type { LoadContext } from '@showroom/mfe-runtime';
import type { Language, SiteCode } from '@showroom/sites';
import { expectProps, noSearchApi, testLoadContext } from '@showroom/test-kit';
import { ThemeRoot } from '@showroom/ui';
import { render, screen } from '@testing-library/react';
import serviceBooking from './ServiceBooking';

const entry = serviceBookingRemote.modules.ServiceBooking;
const schema = entry.props;

// loadData needs no upstream: any call to the API is a failure of this contract.
const api = noSearchApi();
const ctx = (siteCode: SiteCode, language: Language, query: LoadContext['query'] = {}) => testLoadContext({ siteCode, language, path: '/service-och-verkstad/boka-service', query, api });

describe('mfe-service-booking/ServiceBooking contract', () => {
  it('loads schema-valid props with the ?regNo= prefill, and renders from them', async () => {
    const result = await serviceBooking.loadData(ctx('dealergroup-se', 'sv', { regNo: 'abc 123' }));
    const props = expectProps(entry, result);
    expect(result.kind === 'props' && result.title).toBe('Boka service');
    // The workshop map's config comes from the server's environment: none here, so the sandbox tiles.
    const map = { provider: 'tiles', tileUrl: '/-/media/tiles/{z}/{x}/{y}.png', attribution: 'Showroom sandbox tiles', maxZoom: 19, language: 'sv' };
    expect(props).toEqual({ site: 'dealergroup-se', language: 'sv', apiBase: '', registrationNumber: 'ABC123', map });
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
    expect(result.kind === 'props' && schema.parse(result.props)).toEqual({ site: 'dealergroup-se', language: 'en', apiBase: '', map: expect.objectContaining({ provider: 'tiles', language: 'en' }) });
  });

  it('is not found on a site without service booking', async () => {
    await expect(serviceBooking.loadData(ctx('carstore-fi', 'fi'))).resolves.toEqual({ kind: 'notFound' });
  });
});
