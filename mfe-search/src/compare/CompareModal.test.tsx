import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus, resetEventBusForTests } from '@showroom/event-bus';
import { ThemeRoot } from '@showroom/ui';
import { CompareBar } from './CompareBar';
import { controlledApi, I3, record, XC60 } from './compareTesting';

// The modal is loaded on the first click (React.lazy), so a test waits for it to appear.
async function openModal(list = [XC60, I3]) {
  const control = controlledApi();
  getEventBus().set('compare', list);
  render(
    <ThemeRoot theme="dealergroup">
      <CompareBar site="dealergroup-se" language="sv" searchHits={control.searchHits} carDetailBase="/kop-bil" />
    </ThemeRoot>,
  );
  const opener = screen.getByRole('button', { name: `Jämför (${list.length})` });
  await userEvent.click(opener);
  return { ...control, opener, dialog: await screen.findByRole('dialog', { name: 'Jämför bilar' }) };
}

const loaded = async (calls: ReturnType<typeof controlledApi>['calls'], content: unknown[]) => act(async () => calls[calls.length - 1]!.resolve(content));

describe('CompareModal', () => {
  afterEach(() => resetEventBusForTests());

  it('is a modal dialog that takes focus and fetches the cars in one search by car_id', async () => {
    const { dialog, search, calls } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Stäng' })).toHaveFocus();
    expect(search).toHaveBeenCalledTimes(1);
    expect(calls[0]!.request).toMatchObject({ index: 'cars', site: 'dealergroup-se', filters: { car_id: ['101', '202'] }, limit: 2 });
  });

  it('shows a loading state while the search runs', async () => {
    const { dialog } = await openModal();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Laddar…');
    expect(within(dialog).queryByRole('table')).toBeNull();
  });

  it('shows an error with a retry, and the retry loads the table', async () => {
    const { dialog, calls, search } = await openModal();
    await act(async () => calls[0]!.reject(new Error('502')));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Det gick inte att hämta bilarna att jämföra.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Försök igen' }));
    expect(search).toHaveBeenCalledTimes(2);
    expect(within(dialog).getByRole('status')).toBeInTheDocument();
    await loaded(calls, [record(XC60), record(I3)]);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByRole('table')).toBeInTheDocument();
  });

  it('shows the cars as columns and key facts as rows, in the compare list order', async () => {
    const { dialog, calls } = await openModal();
    // The search answers in its own order; the table keeps the list's.
    await loaded(calls, [record(I3, { car_price: 199900, car_fuel: 'El', car_year: 2019 }), record(XC60, { car_equipment: ['Dragkrok', 'Navigation'] })]);
    const table = within(dialog).getByRole('table');
    const heads = within(table).getAllByRole('columnheader').map((th) => within(th).getByRole('link').textContent);
    expect(heads).toEqual(['Volvo XC60 B4', 'BMW i3']);
    const row = (name: string) => within(within(table).getByRole('rowheader', { name }).closest('tr')!).getAllByRole('cell').map((td) => td.textContent?.replace(/\s+/g, ' '));
    expect(row('Pris')).toEqual(['389 900 kr', '199 900 kr']);
    expect(row('Årsmodell')).toEqual(['2022', '2019']);
    expect(row('Drivmedel')).toEqual(['Bensin', 'El']);
    // The equipment count is a tooltip button; its hidden tooltip holds the list.
    const equipment = within(within(table).getByRole('rowheader', { name: 'Utrustning' }).closest('tr')!).getAllByRole('cell');
    expect(within(equipment[0]!).getByRole('button').textContent).toBe('2 utrustningar');
    expect(equipment[1]).toHaveTextContent('–');
  });

  it('says so when a compared car is no longer for sale', async () => {
    const { dialog, calls } = await openModal();
    await loaded(calls, [record(XC60)]);
    const column = within(dialog).getAllByRole('columnheader')[1]!;
    expect(column).toHaveTextContent('BMW i3');
    expect(column).toHaveTextContent('Bilen är inte längre till salu');
  });

  it('shows long cells in a tooltip that Escape dismisses without closing the dialog', async () => {
    const { dialog, calls } = await openModal([XC60]);
    await loaded(calls, [record(XC60, { car_equipment: ['Dragkrok', 'Navigation'] })]);
    const trigger = within(dialog).getByRole('button', { name: '2 utrustningar' });
    expect(trigger).toHaveAccessibleDescription('Dragkrok, Navigation');
    expect(within(dialog).queryByRole('tooltip')).toBeNull();
    await userEvent.hover(trigger);
    expect(within(dialog).getByRole('tooltip')).toHaveTextContent('Dragkrok, Navigation');
    await userEvent.unhover(trigger);
    act(() => trigger.focus());
    expect(within(dialog).getByRole('tooltip')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(within(dialog).queryByRole('tooltip')).toBeNull();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('removes a car through the bus and keeps the others without a new search', async () => {
    const { dialog, calls, search } = await openModal();
    await loaded(calls, [record(XC60), record(I3)]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ta bort Volvo XC60 B4 från jämförelsen' }));
    expect(getEventBus().get('compare')).toEqual([I3]);
    expect(within(dialog).getAllByRole('columnheader').map((th) => within(th).getByRole('link').textContent)).toEqual(['BMW i3']);
    expect(search).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Stäng' })).toHaveFocus();
  });

  it('closes and the bar hides when the last car is removed', async () => {
    const { dialog, calls } = await openModal([XC60]);
    await loaded(calls, [record(XC60)]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ta bort Volvo XC60 B4 från jämförelsen' }));
    expect(getEventBus().get('compare')).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Jämförelse' })).toBeNull();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const { opener } = await openModal();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with the close button, focus back on the opener', async () => {
    const { opener } = await openModal();
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.click(screen.getByRole('button', { name: 'Stäng' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { dialog, calls } = await openModal([XC60]);
    await loaded(calls, [record(XC60)]);
    const close = within(dialog).getByRole('button', { name: 'Stäng' });
    const remove = within(dialog).getByRole('button', { name: 'Ta bort Volvo XC60 B4 från jämförelsen' });
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    // Backwards from the first element: the last one (the remove button).
    expect(remove).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('link', { name: 'Volvo XC60 B4' })).toHaveFocus();
  });
});
