import { normalizeRegistrationInput, registrationFromQuery } from './registration';

describe('normalizeRegistrationInput', () => {
  it.each([
    ['abc123', 'ABC123'],
    ['abc 123', 'ABC123'],
    ['ABC 12D', 'ABC12D'],
    ['abc-1234567', 'ABC123'],
    ['  ', ''],
    ['åäö1', '1'],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeRegistrationInput(input)).toBe(expected);
  });
});

describe('registrationFromQuery', () => {
  it.each([
    ['abc123', 'ABC123'],
    ['ABC 12D', 'ABC12D'],
    [['def456', 'x'], 'DEF456'],
    ['ABC1234', undefined],
    ['12ABC3', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j -> %j', (input, expected) => {
    expect(registrationFromQuery(input as string | string[] | undefined)).toBe(expected);
  });
});
