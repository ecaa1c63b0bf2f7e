import { fakeBff } from './testing/fakeBff';
import { postComhubForm } from './postForm';

afterEach(() => jest.restoreAllMocks());

const submission = { formName: 'carstore-seSellCarForm', formSubmissionId: '3b241101-e2bb-4255-8caf-4136c566a962', values: { customerName: 'Anna' } };

describe('postComhubForm', () => {
  it('posts the submission to the BFF under apiBase and is true on 202', async () => {
    const bff = fakeBff(() => ({ status: 202, body: { id: 'c-1' } }));
    await expect(postComhubForm('https://carstore.se', submission)).resolves.toBe(true);
    expect(bff).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', url: 'https://carstore.se/api/forms/comhub', body: submission }));
  });

  it.each([
    ['200', { status: 200, body: { id: 'c-1' } }],
    ['400', { status: 400, body: { error: 'invalid request' } }],
    ['422', { status: 422, body: { error: 'This lead cannot be delivered', reason: 'unknownCar' } }],
    ['502', { status: 502, body: { error: 'comhub is not available right now' } }],
    ['202 without the receipt', { status: 202, body: 'accepted' }],
  ])('is false on %s', async (_what, answer) => {
    fakeBff(() => answer);
    await expect(postComhubForm('', submission)).resolves.toBe(false);
  });

  it('is false when the request gets no answer', async () => {
    fakeBff().mockRejectedValue(new Error('Network Error'));
    await expect(postComhubForm('', submission)).resolves.toBe(false);
  });
});
