import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus } from '@showroom/event-bus';
import { renderInPage } from '../testing/renderInPage';
import { navigateTo } from './navigate';
import { SearchBar } from './SearchBar';

jest.mock('./navigate', () => ({ navigateTo: jest.fn() }));

function setup(searchUrl = '/kop-bil?car_condition=used') {
  const events: unknown[] = [];
  const subscription = getEventBus()
    .observe('dataLayer')
    .subscribe((event) => events.push(event));
  renderInPage(<SearchBar searchUrl={searchUrl} />);
  return { events, subscription, input: screen.getByRole('searchbox', { name: 'Sök bil' }), submit: screen.getByRole('button', { name: 'Sök' }) };
}

describe('navigation search bar', () => {
  afterEach(() => jest.mocked(navigateTo).mockClear());

  it('keeps submit disabled while the trimmed input is empty', async () => {
    const { input, submit, subscription } = setup();
    expect(submit).toBeDisabled();
    await userEvent.type(input, '   ');
    expect(submit).toBeDisabled();
    await userEvent.type(input, 'x');
    expect(submit).toBeEnabled();
    subscription.unsubscribe();
  });

  it('submits on Enter: pushes the search event and goes to the search URL with the keyphrase', async () => {
    const { input, events, subscription } = setup();
    await userEvent.type(input, '  Volvo XC60 {Enter}');
    expect(events).toEqual([{ event: 'search', search_type: 'start page', search_term: 'Volvo XC60' }]);
    expect(navigateTo).toHaveBeenCalledTimes(1);
    expect(navigateTo).toHaveBeenCalledWith('/kop-bil?car_condition=used&keyphrase=Volvo%20XC60');
    subscription.unsubscribe();
  });

  it('submits with the button', async () => {
    const { input, submit, subscription } = setup('/sok');
    await userEvent.type(input, 'å&ö');
    await userEvent.click(submit);
    expect(navigateTo).toHaveBeenCalledWith('/sok?keyphrase=%C3%A5%26%C3%B6');
    subscription.unsubscribe();
  });

  it('does nothing on Enter with only spaces', () => {
    const { input, events, subscription } = setup();
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.submit(input.closest('form')!);
    expect(events).toEqual([]);
    expect(navigateTo).not.toHaveBeenCalled();
    subscription.unsubscribe();
  });

  it("submits the search URL's own params without script", () => {
    const { input } = setup('/kop-bil?car_condition=used');
    const form = input.closest('form')!;
    expect(form).toHaveAttribute('action', '/kop-bil');
    expect(form).toHaveFormValues({ car_condition: 'used', keyphrase: '' });
  });
});
