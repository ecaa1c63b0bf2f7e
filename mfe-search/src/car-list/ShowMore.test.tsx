import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTranslator } from '@showroom/i18n';
import { ThemeRoot } from '@showroom/ui';
import { ShowMore } from './ShowMore';

const t = createTranslator('sv');
const show = (props: Partial<Parameters<typeof ShowMore>[0]> = {}) =>
  render(
    <ThemeRoot theme="dealergroup">
      <ShowMore loaded={48} total={200} page={0} busy={false} failed={false} onMore={props.onMore ?? jest.fn()} t={t} {...props} />
    </ThemeRoot>,
  );

describe('ShowMore', () => {
  it('loads the next page while more exist', async () => {
    const onMore = jest.fn();
    show({ onMore });
    await userEvent.click(screen.getByRole('button', { name: 'Visa fler bilar' }));
    expect(onMore).toHaveBeenCalledTimes(1);
  });

  it('is hidden when everything is loaded', () => {
    show({ loaded: 11, total: 11 });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows its error state when the next page would pass page 19 (the cap of 20 pages)', () => {
    // Page 19 shown: 20 x 48 = 960 cars loaded of 5000; page 20 is never requested.
    show({ loaded: 960, total: 5000, page: 19 });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('gränsen');
  });

  it('keeps the button for a retry after a failed load, and is disabled while loading', () => {
    const { unmount } = show({ failed: true });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Visa fler bilar' })).toBeEnabled();
    unmount();
    show({ busy: true });
    expect(screen.getByRole('button')).toBeDisabled();
  });
});
