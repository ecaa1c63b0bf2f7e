import { storyDateText } from './storyDate';

const value = '2025-03-14T09:30:00.000Z';

describe('storyDateText', () => {
  it.each([
    ['en', '14/03/2025', '14/03/2025'],
    ['en', '2025-03-14', '14/03/2025'],
    ['sv', '2025-03-14', '2025-03-14'],
    ['sv', '14/03/2025', '2025-03-14'],
    ['nb', '14/03/2025', '2025-03-14'],
    ['fi', '2025-03-14', '2025-03-14'],
    ['sk', '01/12/2024', '2024-12-01'],
  ] as const)('shows %s %s as %s', (language, formattedValue, shown) => {
    expect(storyDateText({ value, formattedValue }, language)).toBe(shown);
  });
});
