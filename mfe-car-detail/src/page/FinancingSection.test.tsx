import { render, screen } from '@testing-library/react';
import type { Car } from '@showroom/contracts';
import { createTranslator } from '@showroom/i18n';
import { getSite, type SiteCode } from '@showroom/sites';
import { ThemeRoot } from '@showroom/ui';
import { ukCar } from '../finance-widget/financeTesting';
import { volvoXc60 } from '../testing/sampleCars';
import { FinancingSection } from './FinancingSection';

// Counts how often the widget's module is evaluated: a static import would count 1 before anything renders. The count
// lives on globalThis, since such an import runs the factory before this file's own lines.
type Counter = { financeWidgetLoads?: number };
const widgetLoads = () => (globalThis as Counter).financeWidgetLoads ?? 0;
jest.mock('../finance-widget/FinanceWidget', () => {
  const counter = globalThis as Counter;
  counter.financeWidgetLoads = (counter.financeWidgetLoads ?? 0) + 1;
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return { FinanceWidget: ({ car }: { car: { car_id: string } }) => createElement('section', { 'data-testid': 'finance-widget' }, car.car_id) };
});

const preownedCar = { ...volvoXc60, ...ukCar } as Car;

function renderSection(siteCode: SiteCode, language: 'sv' | 'en') {
  const site = getSite(siteCode);
  const t = createTranslator(language);
  return render(
    <ThemeRoot theme={site.theme}>
      <FinancingSection car={preownedCar} site={site} language={language} apiBase="" t={t} intl="en-GB" money={(amount) => String(amount)} />
    </ThemeRoot>,
  );
}

describe('FinancingSection and the UK finance widget', () => {
  it("never loads the widget's code on a market without UK finance", () => {
    // The same pre-owned car with a dealer: on dealergroup-se only the site's feature is missing.
    const { container } = renderSection('dealergroup-se', 'sv');
    expect(container.querySelector('#financing')).toBeNull();
    expect(widgetLoads()).toBe(0);
  });

  it('loads it on premium-uk, where it shows in the financing section', async () => {
    renderSection('premium-uk', 'en');
    expect(await screen.findByTestId('finance-widget')).toHaveTextContent(ukCar.car_id);
    expect(widgetLoads()).toBe(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Finance options' })).toBeInTheDocument();
  });
});
