import { fakeBff } from '@showroom/test-kit';
import { brandPathSegment, hasAuthorizedWorkshop } from './authorizedWorkshop';

afterEach(() => jest.restoreAllMocks());

describe('authorized workshop', () => {
  it('writes spaces in the brand as hyphens', () => {
    expect(brandPathSegment('Land Rover')).toBe('Land-Rover');
    expect(brandPathSegment('  Alfa  Romeo ')).toBe('Alfa-Romeo');
    expect(brandPathSegment('Mercedes-Benz')).toBe('Mercedes-Benz');
  });

  it('asks the BFF and reads hasBrand', async () => {
    const bff = fakeBff(() => ({ status: 200, body: { hasBrand: true } }));
    await expect(hasAuthorizedWorkshop('https://bff.example', 'Land Rover')).resolves.toBe(true);
    expect(bff).toHaveBeenCalledWith(expect.objectContaining({ method: 'GET', url: 'https://bff.example/api/mechmate/authorized-workshop/Land-Rover' }));
  });

  it('knows nothing on a failed status or no answer', async () => {
    fakeBff(() => ({ status: 502, body: { errors: { 'Error Result': ['ServerError'] } } }));
    await expect(hasAuthorizedWorkshop('', 'Volvo')).resolves.toBeNull();
    fakeBff(() => {
      throw new Error('offline');
    });
    await expect(hasAuthorizedWorkshop('', 'Volvo')).resolves.toBeNull();
    await expect(hasAuthorizedWorkshop('', '  ')).resolves.toBeNull();
  });
});
