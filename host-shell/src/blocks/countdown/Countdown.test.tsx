import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ContentBlock, CountdownFields } from '@showroom/contracts';
import { PageProvider } from '../../shell/page/PageContext';
import { renderInPage, samplePageContext } from '../../shell/testing/renderInPage';
import { ThemeRoot } from '@showroom/ui';
import { Countdown } from './Countdown';

const start = Date.UTC(2025, 5, 1, 12, 0, 0);

const countdown = (fields: Partial<CountdownFields>): ContentBlock =>
  ({
    uid: 'cd-1',
    componentName: 'Countdown',
    fields: { Title: 'Kampanjen slutar om', TargetDate: new Date(start + 2000).toISOString(), Days: 9, Hours: 14, Minutes: 30, Seconds: 5, ...fields },
  }) as ContentBlock;

const units = () => [...screen.getByRole('timer').querySelectorAll('strong')].map((el) => el.textContent);

describe('Countdown', () => {
  afterEach(() => jest.useRealTimers());

  it('renders the CMS numbers on the server', () => {
    const context = samplePageContext();
    const html = renderToString(
      <ThemeRoot theme={context.site.theme}>
        <PageProvider value={context}>
          <Countdown block={countdown({})} index={0} />
        </PageProvider>
      </ThemeRoot>,
    );
    // 9 days, 14 hours, 30 minutes, 05 seconds as the CMS computed them
    expect(html).toMatch(/<strong>9<\/strong><span>Dagar<\/span>.*<strong>14<\/strong>.*<strong>30<\/strong>.*<strong>05<\/strong>/s);
  });

  it('counts down from the clock after mount and stops at zero', () => {
    jest.useFakeTimers({ now: start });
    renderInPage(<Countdown block={countdown({})} index={0} />);
    expect(screen.getByRole('heading', { name: 'Kampanjen slutar om' })).toBeInTheDocument();
    expect(units()).toEqual(['0', '00', '00', '02']);
    act(() => jest.advanceTimersByTime(1000));
    expect(units()).toEqual(['0', '00', '00', '01']);
    act(() => jest.advanceTimersByTime(1000));
    expect(units()).toEqual(['0', '00', '00', '00']);
    expect(jest.getTimerCount()).toBe(0);
    act(() => jest.advanceTimersByTime(3000));
    expect(units()).toEqual(['0', '00', '00', '00']);
  });

  it('renders the optional link', () => {
    renderInPage(<Countdown block={countdown({ Link: { href: '/kampanj', text: 'Till kampanjen' } })} index={0} />);
    expect(screen.getByRole('link', { name: 'Till kampanjen' })).toHaveAttribute('href', '/kampanj');
  });

  it('logs and skips a countdown with an invalid date', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = renderInPage(<Countdown block={countdown({ TargetDate: 'soon' })} index={0} />);
    expect(container).toBeEmptyDOMElement();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Countdown cd-1 has invalid fields: TargetDate'));
    error.mockRestore();
  });
});
