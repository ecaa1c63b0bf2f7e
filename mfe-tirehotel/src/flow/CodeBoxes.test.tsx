import { createTranslator } from '@showroom/i18n';
import { ThemeRoot } from '@showroom/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CodeBoxes } from './CodeBoxes';
import { emptyCode, isCompleteCode } from './codeDigits';

const t = createTranslator('sv');

/** The boxes in a form, as ValidateStep has them: submit only with 4 digits. */
function Harness({ onSubmit }: { onSubmit: (code: string) => void }) {
  const [digits, setDigits] = useState(emptyCode);
  return (
    <ThemeRoot theme="dealergroup">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (isCompleteCode(digits)) onSubmit(digits.join(''));
        }}
      >
        <CodeBoxes t={t} digits={digits} onChange={setDigits} />
        <button type="submit" disabled={!isCompleteCode(digits)}>
          Verifiera kod
        </button>
      </form>
    </ThemeRoot>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Siffra ${n} av 4` });
const values = () => [1, 2, 3, 4].map((n) => (box(n) as HTMLInputElement).value).join('|');

function setup() {
  const submitted = jest.fn();
  const user = userEvent.setup();
  render(<Harness onSubmit={submitted} />);
  return { user, submitted };
}

describe('CodeBoxes', () => {
  it('is one group named "Kod" of four boxes named by place, numeric, with one-time-code on the first', () => {
    setup();
    const group = screen.getByRole('group', { name: 'Kod' });
    expect(group).toContainElement(box(1));
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(box(2)).toHaveAttribute('autocomplete', 'off');
    for (const n of [1, 2, 3, 4]) expect(box(n)).toHaveAttribute('inputmode', 'numeric');
  });

  it('moves forward as digits are typed, ignores letters, and enables verify at 4 digits', async () => {
    const { user } = setup();
    await user.click(box(1));
    await user.keyboard('1a2');
    expect(values()).toBe('1|2||');
    expect(box(3)).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Verifiera kod' })).toBeDisabled();
    await user.keyboard('34');
    expect(values()).toBe('1|2|3|4');
    expect(screen.getByRole('button', { name: 'Verifiera kod' })).toBeEnabled();
  });

  it('submits with Enter once complete, not before', async () => {
    const { user, submitted } = setup();
    await user.click(box(1));
    await user.keyboard('123{Enter}');
    expect(submitted).not.toHaveBeenCalled();
    await user.keyboard('4{Enter}');
    expect(submitted).toHaveBeenCalledWith('1234');
  });

  it('takes the first 4 characters of a paste, digits only', async () => {
    const { user } = setup();
    await user.click(box(1));
    await user.paste('98765');
    expect(values()).toBe('9|8|7|6');
    expect(box(4)).toHaveFocus();
  });

  it('goes back on Backspace in an empty box, clearing the digit there', async () => {
    const { user } = setup();
    await user.click(box(1));
    await user.keyboard('12');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(values()).toBe('1|||');
    expect(box(2)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(values()).toBe('|||');
    expect(box(1)).toHaveFocus();
  });

  it('moves between boxes with the arrow keys, and stops at the ends', async () => {
    const { user } = setup();
    await user.click(box(1));
    await user.keyboard('{ArrowLeft}');
    expect(box(1)).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(box(4)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(box(3)).toHaveFocus();
  });

  it('replaces the digit of a box typed into again', async () => {
    const { user } = setup();
    await user.click(box(1));
    await user.keyboard('12');
    await user.click(box(1));
    await user.keyboard('7');
    expect(values()).toBe('7|2||');
    expect(box(2)).toHaveFocus();
  });
});
