import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CarOfTheWeekProps, CarSearchHeroProps, CarTeasersProps } from '@showroom/contracts';
import { getEventBus, resetEventBusForTests } from '@showroom/event-bus';
import { ThemeRoot } from '@showroom/ui';
import { installBrowserStubs, serverRenderThenHydrate } from '@showroom/test-kit';
import { sampleCars } from '../testing/sampleCars';
import { CarOfTheWeek } from './car-of-the-week/CarOfTheWeek';
import { CarSearchHero } from './car-search-hero/CarSearchHero';
import { CarTeasers } from './car-teasers/CarTeasers';

const base = { site: 'dealergroup-se', language: 'sv', apiBase: '', carDetailBase: '/kop-bil' } as const;
const themed = (node: React.ReactNode) => render(<ThemeRoot theme="dealergroup">{node}</ThemeRoot>);

beforeAll(() => installBrowserStubs());
afterEach(() => resetEventBusForTests());

describe('CarTeasers', () => {
  it('renders nothing without cars (an empty or failed search)', () => {
    const { container } = themed(<CarTeasers {...base} cars={[]} title="Elbilar" />);
    expect(container.querySelector('[data-block]')).toBeNull();
  });

  it('shows the heading, the cards with h3 titles under it, and the link', () => {
    const props: CarTeasersProps = { ...base, cars: sampleCars(3), title: 'Elbilar i lager', link: { href: '/kop-bil?car_fuel=El', text: 'Alla elbilar' } };
    themed(<CarTeasers {...props} />);
    const region = screen.getByRole('region', { name: 'Elbilar i lager' });
    expect(within(region).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(within(region).getByRole('link', { name: 'Alla elbilar' })).toHaveAttribute('href', '/kop-bil?car_fuel=El');
  });

  it('names the region for screen readers when the editor gave no title', () => {
    themed(<CarTeasers {...base} cars={sampleCars(1)} />);
    expect(screen.getByRole('region', { name: 'Bilar i lager' })).toBeInTheDocument();
  });
});

describe('CarOfTheWeek', () => {
  it('renders nothing without cars', () => {
    const { container } = themed(<CarOfTheWeek {...base} cars={[]} />);
    expect(container.querySelector('[data-block]')).toBeNull();
  });

  it('repeats the cars for the loop and labels each slide by its place among the real cars', () => {
    const props: CarOfTheWeekProps = { ...base, cars: sampleCars(4) };
    themed(<CarOfTheWeek {...props} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Veckans bil' })).toBeInTheDocument();
    const slides = screen.getAllByRole('group');
    // 4 cars, copied twice for the loop (loopSlides): 8 slides; the fifth is the first car again.
    expect(slides).toHaveLength(8);
    expect(slides[4]).toHaveAccessibleName('1 av 4');
    expect(within(slides[4]!).getByRole('heading', { level: 3 })).toHaveTextContent(within(slides[0]!).getByRole('heading', { level: 3 }).textContent!);
    expect(screen.getByRole('button', { name: 'Föregående bil' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nästa bil' })).toBeInTheDocument();
  });

  it('shows a campaign badge on a campaign car', () => {
    const [car] = sampleCars(1);
    themed(<CarOfTheWeek {...base} cars={[{ ...car!, car_has_campaign_price: true, car_campaign_price: 349900 }]} />);
    expect(screen.getByText('Kampanj')).toBeInTheDocument();
    // One car does not loop: no buttons, no copies.
    expect(screen.queryByRole('button', { name: 'Nästa bil' })).toBeNull();
    expect(screen.getAllByRole('group')).toHaveLength(1);
  });
});

describe('CarSearchHero', () => {
  const props: CarSearchHeroProps = {
    ...base,
    searchUrl: '/kop-bil?car_condition=Begagnad',
    vocabulary: [
      { facet: 'car_brand', values: ['Volvo', 'BMW'] },
      { facet: 'car_model', values: ['XC60'] },
      { facet: 'car_fuel', values: ['El', 'Diesel'] },
    ],
    modelBrands: { XC60: 'Volvo' },
  };

  it('sends the visitor to the search URL with the words as filters and the rest as keyphrase, each word once', async () => {
    themed(<CarSearchHero {...props} />);
    const navigations: string[] = [];
    getEventBus().observe('navigate').subscribe(({ href }) => navigations.push(href));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Märke, modell, bränsle eller fritext' }), 'volvo xc60 diesel dragkrok Dragkrok{Enter}');
    // By hand: volvo -> car_brand=Volvo, xc60 -> car_brand>car_model=Volvo>XC60, diesel -> car_fuel=Diesel,
    // "dragkrok Dragkrok" -> keyphrase "dragkrok" once; the configured car_condition stays.
    expect(navigations).toEqual(['/kop-bil?car_condition=Begagnad&car_brand=Volvo&car_fuel=Diesel&car_brand%3Ecar_model=Volvo%3EXC60&keyphrase=dragkrok']);
  });

  it('counts the words typed before it hydrated (it hydrates as it comes near)', async () => {
    const ui = (
      <ThemeRoot theme="dealergroup">
        <CarSearchHero {...props} />
      </ThemeRoot>
    );
    const { container } = await serverRenderThenHydrate(ui, {
      beforeHydrate: (html) => {
        html.querySelector<HTMLInputElement>('input[name="keyphrase"]')!.value = 'bmw el';
      },
    });
    const navigations: string[] = [];
    getEventBus().observe('navigate').subscribe(({ href }) => navigations.push(href));
    await act(async () => container.querySelector('form')!.requestSubmit());
    // By hand: bmw -> car_brand=BMW, el -> car_fuel=El, no words left for a keyphrase; the configured car_condition stays.
    expect(navigations).toEqual(['/kop-bil?car_condition=Begagnad&car_brand=BMW&car_fuel=El']);
    container.remove();
  });

  it('has a heading, a labelled search box and a form that works before the script runs', () => {
    const { container } = themed(<CarSearchHero {...props} title="Hitta din bil" placeholder="T.ex. Volvo el" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Hitta din bil' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'T.ex. Volvo el');
    expect(container.querySelector('form')).toHaveAttribute('action', '/kop-bil');
    expect(screen.getByRole('searchbox')).toHaveAttribute('name', 'keyphrase');
  });
});
