import { screen, within } from '@testing-library/react';
import type { BrandLogo, Footer } from '@showroom/contracts';
import { renderInPage, samplePageContext } from '../testing/renderInPage';
import { SiteFooter } from './SiteFooter';

const footer = (over: Partial<Footer> = {}): Footer => ({
  ShowBrands: true,
  BrandsHeading: 'Våra märken',
  Brands: [
    { Name: 'Mercedes-Benz', Logo: '/-/media/own/mb.svg', LogoBlackAndWhite: '/-/media/own/mb-bw.svg' },
    { Name: 'Lynk & Co', Logo: '/-/media/own/lynk.svg', LogoBlackAndWhite: '/-/media/own/lynk-bw.svg' },
  ],
  Columns: [
    { Title: 'Köpa bil', Description: 'Nya och begagnade bilar', ColumnItems: [{ Link: { href: '/kop-bil', text: 'Alla bilar' } }, { Link: { href: '/kampanjer', text: 'Kampanjer' } }] },
    { Title: 'Om oss', Description: null, ColumnItems: [{ Link: { href: '/om-oss', text: 'Om Hedin' } }, { Link: { href: '', text: 'Trasig länk' } }] },
  ],
  HighlightedLink: { href: '/salj-din-bil', text: 'Sälj din bil' },
  SocialLinks: [
    { name: 'Facebook', Url: 'https://www.facebook.com/hedin' },
    { name: 'TikTok', Url: 'https://www.tiktok.com/@hedin' },
    { name: 'LinkedIn', Url: 'https://www.linkedin.com/company/hedin' },
  ],
  InfoField1: { Heading: 'Kundtjänst', Text: 'Ring 010-123 45 00' },
  InfoField2: { Heading: 'E-post', Text: 'info@hedin.se' },
  InfoFieldOneChildFullWidth: false,
  ...over,
});

const LOGOS: BrandLogo[] = [{ brandCode: 'MERCEDESBENZ', logo: '/-/media/logo/mb-color.svg', logoBlackAndWhite: '/-/media/logo/mb-bw.svg' }];

function renderFooter(props: Partial<Parameters<typeof SiteFooter>[0]> = {}, context = samplePageContext()) {
  return renderInPage(<SiteFooter footer={footer()} brandLogos={LOGOS} carListPath="/kop-bil" creditWarning={false} {...props} />, context);
}

describe('SiteFooter', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => error.mockRestore());

  it('is the page footer landmark', () => {
    renderFooter();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  describe('brands', () => {
    it('lists the brands under their heading, each linking to the car list filtered by brand name', () => {
      renderFooter();
      const brands = screen.getByRole('region', { name: 'Våra märken' });
      expect(within(brands).getByRole('link', { name: 'Mercedes-Benz' })).toHaveAttribute('href', '/kop-bil?car_brand=Mercedes-Benz');
      // "Lynk & Co": space -> %20, & -> %26
      expect(within(brands).getByRole('link', { name: 'Lynk & Co' })).toHaveAttribute('href', '/kop-bil?car_brand=Lynk%20%26%20Co');
    });

    it("takes logos from the brand-logo query by brand code, else from the footer's own", () => {
      renderFooter();
      const mb = screen.getByRole('link', { name: 'Mercedes-Benz' });
      expect(mb.querySelector('[data-logo="bw"]')).toHaveAttribute('src', '/-/media/logo/mb-bw.svg');
      expect(mb.querySelector('[data-logo="color"]')).toHaveAttribute('src', '/-/media/logo/mb-color.svg');
      const lynk = screen.getByRole('link', { name: 'Lynk & Co' });
      expect(lynk.querySelector('[data-logo="bw"]')).toHaveAttribute('src', '/-/media/own/lynk-bw.svg');
      expect(lynk.querySelector('[data-logo="color"]')).toHaveAttribute('src', '/-/media/own/lynk.svg');
    });

    it('shows black-and-white by default; the colour logo is hidden and decorative', () => {
      renderFooter();
      const mb = screen.getByRole('link', { name: 'Mercedes-Benz' });
      expect(mb.querySelector('[data-logo="bw"]')).toHaveAttribute('alt', 'Mercedes-Benz');
      expect(mb.querySelector('[data-logo="color"]')).toHaveAttribute('alt', '');
      expect(mb.querySelector('[data-logo="color"]')).toHaveStyle({ opacity: '0' });
      expect(mb.querySelector('[data-logo="bw"]')).not.toHaveStyle({ opacity: '0' });
    });

    it('falls back to a default heading when the content has none', () => {
      renderFooter({ footer: footer({ BrandsHeading: null }) });
      expect(screen.getByRole('region', { name: 'Våra varumärken' })).toBeInTheDocument();
    });

    it('shows no brands when ShowBrands is off', () => {
      renderFooter({ footer: footer({ ShowBrands: false }) });
      expect(screen.queryByRole('region', { name: 'Våra märken' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Mercedes-Benz' })).not.toBeInTheDocument();
    });
  });

  it('renders the columns with title, description and links, skipping links without href', () => {
    renderFooter();
    expect(screen.getByRole('heading', { name: 'Köpa bil' })).toBeInTheDocument();
    expect(screen.getByText('Nya och begagnade bilar')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alla bilar' })).toHaveAttribute('href', '/kop-bil');
    expect(screen.getByRole('link', { name: 'Om Hedin' })).toHaveAttribute('href', '/om-oss');
    expect(screen.queryByText('Trasig länk')).not.toBeInTheDocument();
  });

  it('emphasises the highlighted link', () => {
    renderFooter();
    const link = screen.getByRole('link', { name: 'Sälj din bil' });
    expect(link).toHaveAttribute('href', '/salj-din-bil');
    expect(link).toHaveAttribute('data-highlighted-link');
  });

  it("draws social links with icons, and skips one without an icon after logging 'Icon not found'", () => {
    const { container } = renderFooter();
    const list = screen.getByRole('list', { name: 'Följ oss' });
    expect(within(list).getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://www.facebook.com/hedin');
    expect(within(list).getByRole('link', { name: 'LinkedIn' })).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: 'TikTok' })).not.toBeInTheDocument();
    expect(within(list).getAllByRole('link')).toHaveLength(2);
    expect(container.querySelector('[data-icon="facebook"]')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Icon not found', 'TikTok');
  });

  describe('info fields', () => {
    it('shows both fields side by side, with the number and address as copy-contact links', () => {
      const { container } = renderFooter();
      expect(screen.getByRole('heading', { name: 'Kundtjänst' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '010-123 45 00' })).toHaveAttribute('href', 'tel:0101234500');
      expect(screen.getByRole('link', { name: 'info@hedin.se' })).toHaveAttribute('href', 'mailto:info@hedin.se');
      expect(screen.getByRole('button', { name: 'Kopiera e-postadressen info@hedin.se' })).toBeInTheDocument();
      expect([...container.querySelectorAll('[data-width]')].map((el) => el.getAttribute('data-width'))).toEqual(['half', 'half']);
    });

    it('lets a single field span the full width when InfoFieldOneChildFullWidth is set', () => {
      const { container } = renderFooter({ footer: footer({ InfoField2: null, InfoFieldOneChildFullWidth: true }) });
      const fields = container.querySelectorAll('[data-width]');
      expect(fields).toHaveLength(1);
      expect(fields[0]).toHaveAttribute('data-width', 'full');
    });

    it('keeps two fields at half width even with InfoFieldOneChildFullWidth set', () => {
      const { container } = renderFooter({ footer: footer({ InfoFieldOneChildFullWidth: true }) });
      expect([...container.querySelectorAll('[data-width]')].map((el) => el.getAttribute('data-width'))).toEqual(['half', 'half']);
    });

    it('keeps a single field at half width without the flag', () => {
      const { container } = renderFooter({ footer: footer({ InfoField1: null }) });
      expect([...container.querySelectorAll('[data-width]')].map((el) => el.getAttribute('data-width'))).toEqual(['half']);
    });
  });

  describe('credit warning', () => {
    it('shows the Swedish warning with a link to Konsumentverket when asked', () => {
      renderFooter({ creditWarning: true });
      expect(screen.getByText('Att låna kostar pengar!')).toHaveAttribute('lang', 'sv');
      expect(screen.getByRole('link', { name: 'Läs mer hos Konsumentverket' })).toHaveAttribute('href', 'https://www.konsumentverket.se/');
    });

    it('keeps the warning in Swedish on an English page', () => {
      renderFooter({ creditWarning: true }, samplePageContext({ language: 'en', path: '/en' }));
      expect(screen.getByText('Att låna kostar pengar!')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Read more at the Swedish Consumer Agency (Konsumentverket)' })).toBeInTheDocument();
    });

    it('is absent when not asked', () => {
      renderFooter({ creditWarning: false });
      expect(screen.queryByText('Att låna kostar pengar!')).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /Konsumentverket/ })).not.toBeInTheDocument();
    });
  });

  describe('without footer content', () => {
    it('renders a minimal footer with the site name', () => {
      renderFooter({ footer: null, creditWarning: false }, samplePageContext({ siteCode: 'carstore-fi', language: 'fi' }));
      const footerEl = screen.getByRole('contentinfo');
      expect(footerEl).toHaveTextContent('Carstore Suomi');
      expect(within(footerEl).queryAllByRole('link')).toHaveLength(0);
    });

    it('still shows the credit warning where due', () => {
      renderFooter({ footer: null, creditWarning: true });
      expect(screen.getByText('Att låna kostar pengar!')).toBeInTheDocument();
    });
  });
});
