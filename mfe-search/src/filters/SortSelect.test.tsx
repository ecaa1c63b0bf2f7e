import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SortSelect } from './SortSelect';
import { renderThemed } from './testing';

const options = [
  { name: 'newest', label: 'Newest' },
  { name: 'price_asc', label: 'Lowest price' },
];

describe('SortSelect', () => {
  it('is a labelled native select showing the current option', () => {
    renderThemed(<SortSelect label="Sort" options={options} value="price_asc" onChange={jest.fn()} />);
    const select = screen.getByRole('combobox', { name: 'Sort' });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveValue('price_asc');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Newest', 'Lowest price']);
  });

  it('reports the chosen option name', async () => {
    const onChange = jest.fn();
    renderThemed(<SortSelect label="Sort" options={options} value="newest" onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Lowest price');
    expect(onChange).toHaveBeenCalledWith('price_asc');
  });

  it('renders nothing without usable options', () => {
    const bad = [{ name: 5 }] as unknown as { name: string; label: string }[];
    const { container } = renderThemed(<SortSelect label="Sort" options={bad} value="" onChange={jest.fn()} />);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(container).toBeEmptyDOMElement();
  });
});
