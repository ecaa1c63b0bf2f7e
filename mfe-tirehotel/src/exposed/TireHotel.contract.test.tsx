import { tireHotelRemote } from '@showroom/contracts';
import type { LoadContext } from '@showroom/mfe-runtime';
import type { Language, SiteCode } from '@showroom/sites';
import { expectProps, noSearchApi, testLoadContext } from '@showroom/test-kit';
import { ThemeRoot } from '@showroom/ui';
import { render, screen } from '@testing-library/react';
import tireHotel from './TireHotel';

const entry = tireHotelRemote.modules.TireHotel;
const schema = entry.props;

// loadData needs no upstream: any call to the API is a failure of this contract.
const api = noSearchApi();
const ctx = (siteCode: SiteCode, language: Language, query: LoadContext['query'] = {}) => testLoadContext({ siteCode, language, path: '/dack/dackhotell', query, api });

describe('mfe-tirehotel/TireHotel contract', () => {
  it('loads schema-valid props with the normalised ?regNo=, and renders from them', async () => {
    const result = await tireHotel.loadData(ctx('dealergroup-se', 'sv', { regNo: ' abc 123 ' }));
    const props = expectProps(entry, result);
    expect(result.kind === 'props' && result.title).toBe('Däckhotell');
    expect(props).toEqual({ site: 'dealergroup-se', language: 'sv', apiBase: '', regNo: 'ABC123' });
    expect(api.search).not.toHaveBeenCalled();

    const { Component } = tireHotel;
    render(
      <ThemeRoot theme="dealergroup">
        <Component {...props} />
      </ThemeRoot>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Däckhotell' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Registreringsnummer' })).toHaveValue('ABC123');
    expect(screen.getByRole('button', { name: 'Fortsätt' })).toBeEnabled();
  });

  it('keeps a long ?regNo= within the schema and omits an empty one', async () => {
    const long = await tireHotel.loadData(ctx('dealergroup-se', 'en', { regNo: 'abcdefghij' }));
    expect(long.kind === 'props' && schema.parse(long.props).regNo).toBe('ABCDEFG');
    const empty = await tireHotel.loadData(ctx('dealergroup-se', 'sv', { regNo: ' - ' }));
    expect(empty.kind === 'props' && schema.parse(empty.props)).toEqual({ site: 'dealergroup-se', language: 'sv', apiBase: '' });
  });

  // The page's TireHotel block in the content configuration carries the contact address (issue 15 item 12).
  it("takes the contact address from the page's content fields, and none when they hold no valid one", async () => {
    const configured = await tireHotel.loadData({ ...ctx('dealergroup-se', 'sv'), fields: { ContactEmail: 'dackhotell@dealergroup.se' } });
    expect(expectProps(entry, configured)).toEqual({ site: 'dealergroup-se', language: 'sv', apiBase: '', contactEmail: 'dackhotell@dealergroup.se' });
    for (const fields of [undefined, {}, { ContactEmail: 'not an address' }, { ContactEmail: 42 }]) {
      const result = await tireHotel.loadData({ ...ctx('dealergroup-se', 'sv'), ...(fields ? { fields } : {}) });
      expect(expectProps(entry, result)).toEqual({ site: 'dealergroup-se', language: 'sv', apiBase: '' });
    }
  });

  it('is not found on a site without the tire hotel', async () => {
    await expect(tireHotel.loadData(ctx('premium-uk', 'en'))).resolves.toEqual({ kind: 'notFound' });
  });
});
