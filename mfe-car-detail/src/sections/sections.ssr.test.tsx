/**
 * @jest-environment node
 */
// Server rendering: no window or document, no layout to measure.
import { renderToString } from 'react-dom/server';
import { ThemeRoot } from '@showroom/ui';
import type { ReactElement } from 'react';
import { Description } from './Description';
import { Equipment } from './Equipment';
import { FinancingCard } from './FinancingCard';
import { TechnicalData } from './TechnicalData';

const html = (ui: ReactElement) => renderToString(<ThemeRoot theme="dealergroup">{ui}</ThemeRoot>);

describe('sections on the server', () => {
  it('renders the description collapsed to 300 px with its show more button', () => {
    expect(typeof window).toBe('undefined');
    const out = html(<Description description="Kort eller lång, det vet bara webbläsaren." language="sv" />);
    expect(out).toContain('data-collapsed="true"');
    expect(out).toContain('max-height:300px');
    expect(out).toMatch(/<button[^>]*aria-expanded="false"[^>]*aria-label="Visa mer: Beskrivning"/);
  });

  it('renders the equipment collapsed to 190 px with its button', () => {
    const out = html(<Equipment equipment={['Dragkrok']} language="sv" />);
    expect(out).toContain('max-height:190px');
    expect(out).toContain('aria-label="Visa mer: Utrustning"');
  });

  it('puts every technical row in the page, those beyond 5 hidden', () => {
    const out = html(
      <TechnicalData
        car={{ car_power_text: 'a', car_acceleration: 'b', car_emission: 'c', car_battery_size: 'd', car_length: 'e', car_width: 'f' }}
        language="sv"
      />,
    );
    expect(out.match(/<dt>/g)).toHaveLength(6);
    expect(out.match(/<div hidden="">/g)).toHaveLength(1);
  });

  it('renders a collapsed financing card with its calculator in a hidden region', () => {
    const out = html(
      <FinancingCard title="Billån" language="sv">
        <p>Kalkylator</p>
      </FinancingCard>,
    );
    expect(out).toMatch(/<div role="region"[^>]*hidden=""/);
    expect(out).toContain('Kalkylator');
  });
});
