import type { ReactElement } from 'react';
import { ThemeRoot } from '@showroom/ui';
import { AlertBar } from '../alert/AlertBar';
import { PageProvider } from '../page/PageContext';
import { ScrollToTop } from '../scrollTop/ScrollToTop';
import { samplePageContext } from '../testing/renderInPage';
import { SiteFooter } from './SiteFooter';
import { serverRenderThenHydrate } from '@showroom/test-kit';

const context = samplePageContext();
const inPage = (ui: ReactElement) => (
  <ThemeRoot theme={context.site.theme}>
    <PageProvider value={context}>{ui}</PageProvider>
  </ThemeRoot>
);

const chrome = inPage(
  <>
    <AlertBar alert={{ HasMessage: true, MessageTitle: 'Kampanj', MessageText: 'Text', MessageType: 'Dark', MessageIcon: 'CampaignAlert' }} hiddenByCookie={false} />
    <SiteFooter
      footer={{
        ShowBrands: true,
        BrandsHeading: 'Märken',
        Brands: [{ Name: 'Volvo', Logo: '/v.svg', LogoBlackAndWhite: '/v-bw.svg' }],
        Columns: [{ Title: 'Köpa bil', ColumnItems: [{ Link: { href: '/kop-bil', text: 'Alla bilar' } }] }],
        HighlightedLink: { href: '/salj', text: 'Sälj' },
        SocialLinks: [{ name: 'Facebook', Url: 'https://www.facebook.com/' }],
        InfoField1: { Heading: 'Kundtjänst', Text: '010-123 45 00' },
        InfoField2: { Heading: 'E-post', Text: 'info@hedin.se' },
        InfoFieldOneChildFullWidth: false,
      }}
      brandLogos={[]}
      carListPath="/kop-bil"
      creditWarning
    />
    <ScrollToTop />
  </>,
);

describe('chrome hydration', () => {
  it('hydrates the server HTML of alert bar, footer and scroll-to-top without a mismatch', async () => {
    const { container } = await serverRenderThenHydrate(chrome);
    container.remove();
  });
});
