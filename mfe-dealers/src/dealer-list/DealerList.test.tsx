import { render, screen, within } from '@testing-library/react';
import { dealerListPropsSchema, type DealerListProps } from '@showroom/contracts';
import { ThemeRoot } from '@showroom/ui';
import { sampleSites } from '../testing/sampleSites';
import { DealerList } from './DealerList';
import { serverRenderThenHydrate } from '@showroom/test-kit';

const propsWith = (result: unknown, language = 'sv'): DealerListProps =>
  dealerListPropsSchema.parse({ site: 'dealergroup-se', language, dealersPath: language === 'en' ? '/en/anlaggningar' : '/anlaggningar', result });
const loaded = (count: number, language = 'sv') => propsWith({ state: 'loaded', sites: sampleSites(count), total: count }, language);

function renderList(props: DealerListProps) {
  return render(
    <ThemeRoot theme="dealergroup">
      <DealerList {...props} />
    </ThemeRoot>,
  );
}

describe('DealerList', () => {
  it('shows a card per site, in the order given, each linking to its page', () => {
    renderList(loaded(3));
    expect(screen.getByRole('heading', { level: 1, name: 'Våra anläggningar' })).toBeInTheDocument();
    const links = screen.getAllByRole('heading', { level: 2 }).map((h) => within(h).getByRole('link'));
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Dealergroup Göteborg', '/anlaggningar/dealergroup-goteborg'],
      ['Dealergroup Malmö', '/anlaggningar/dealergroup-malmo'],
      ['Dealergroup Stockholm', '/anlaggningar/dealergroup-stockholm'],
    ]);
  });

  it('shows the address, a tel: link and a mailto: link on a card', () => {
    renderList(loaded(1));
    const card = screen.getByRole('article');
    expect(within(card).getByText('Mölndalsvägen 12')).toBeInTheDocument();
    expect(within(card).getByText('411 04 Göteborg')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Telefon: +46 31-100 45 67' })).toHaveAttribute('href', 'tel:+46311004567');
    expect(within(card).getByRole('link', { name: 'E-post: goteborg@dealergroup.example.se' })).toHaveAttribute('href', 'mailto:goteborg@dealergroup.example.se');
  });

  it("fetches the first card's picture first (the page's largest), the next three eagerly, the rest lazily", () => {
    const { container } = renderList(loaded(6));
    const pictures = [...container.querySelectorAll('article img[src]')];
    expect(pictures.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['eager', null],
      ['eager', null],
      ['eager', null],
      ['lazy', null],
      ['lazy', null],
    ]);
  });

  it('shows the missing-image text for a site without picture', () => {
    const [first] = sampleSites(1);
    renderList(propsWith({ state: 'loaded', sites: [{ ...first, site_primary_image: null }], total: 1 }));
    expect(screen.getByRole('img', { name: 'Bild saknas' })).toBeInTheDocument();
  });

  it('has no search box with 8 sites', () => {
    renderList(loaded(8));
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(8);
  });

  it('says there are no results when the list is empty', () => {
    renderList(loaded(0));
    expect(screen.getByRole('status')).toHaveTextContent('Inga träffar.');
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('has a search box above 8 sites, and says how many of how many it shows', () => {
    renderList(loaded(9));
    expect(screen.getByRole('searchbox', { name: 'Sök anläggning' })).toHaveAccessibleDescription('Namn, ort eller märke');
    expect(screen.getByText('Visar 9 av 9')).toHaveAttribute('aria-live', 'polite');
  });

  it('announces the list error with the carListError text', () => {
    renderList(propsWith({ state: 'error' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Något gick fel när listan skulle hämtas. Försök igen om en stund.');
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('speaks the page language', () => {
    renderList(loaded(9, 'en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Our dealerships' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search dealerships' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Phone:/ })).toHaveLength(9);
  });

  it('hydrates the server HTML without a mismatch', async () => {
    const tree = (
      <ThemeRoot theme="dealergroup">
        <DealerList {...loaded(9)} />
      </ThemeRoot>
    );
    const { container } = await serverRenderThenHydrate(tree);
    container.remove();
  });
});
