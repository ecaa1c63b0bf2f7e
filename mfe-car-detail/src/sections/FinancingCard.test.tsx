import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FinancingCard } from './FinancingCard';
import { renderSection } from './testing/renderSection';

const Calculator = () => <label>Kontantinsats <input defaultValue="" /></label>;

describe('FinancingCard', () => {
  it('starts collapsed with the title, cost line and campaign badge on its button', () => {
    renderSection(
      <FinancingCard title="Billån" summary="Från 3 499 kr/mån" campaign language="sv">
        <Calculator />
      </FinancingCard>,
    );
    const button = screen.getByRole('button', { name: 'Billån Kampanj Från 3 499 kr/mån' });
    expect(screen.getByRole('heading', { level: 3 })).toContainElement(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const region = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(region).not.toBeVisible();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('expands with Enter and collapses with Space, keeping what was typed', async () => {
    renderSection(
      <FinancingCard title="Privatleasing" summary="3 999 kr/mån" language="sv">
        <Calculator />
      </FinancingCard>,
    );
    await userEvent.tab();
    const button = screen.getByRole('button', { name: /Privatleasing/ });
    expect(button).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'Privatleasing 3 999 kr/mån' });
    expect(region).toHaveAttribute('id', button.getAttribute('aria-controls'));
    await userEvent.type(screen.getByLabelText('Kontantinsats'), '50000');

    button.focus();
    await userEvent.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).toBeNull();

    await userEvent.click(button);
    expect(screen.getByLabelText('Kontantinsats')).toHaveValue('50000');
  });

  it('has no badge without a campaign and can start open', () => {
    renderSection(
      <FinancingCard title="Loan" language="en" defaultExpanded headingLevel={4}>
        <Calculator />
      </FinancingCard>,
    );
    expect(screen.getByRole('heading', { level: 4, name: 'Loan' })).toBeInTheDocument();
    expect(screen.queryByText('Offer')).toBeNull();
    expect(screen.getByRole('region', { name: 'Loan' })).toBeVisible();
  });

  it('follows a controlled expanded prop and reports each toggle', async () => {
    const onChange = jest.fn();
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <FinancingCard title="Billån" language="sv" expanded={open} onExpandedChange={(next) => { onChange(next); setOpen(next); }}>
          <Calculator />
        </FinancingCard>
      );
    }
    renderSection(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: 'Billån' }));
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('button', { name: 'Billån' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('stays as told when controlled and the owner does not change the prop', async () => {
    const onChange = jest.fn();
    renderSection(
      <FinancingCard title="Billån" language="sv" expanded={false} onExpandedChange={onChange}>
        <Calculator />
      </FinancingCard>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Billån' }));
    expect(onChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: 'Billån' })).toHaveAttribute('aria-expanded', 'false');
  });
});
