import { fakeBff } from '@showroom/test-kit';
import { sendReview } from './review';

afterEach(() => jest.restoreAllMocks());

const review = { rating: 4, comment: 'Smidigt', date: '2026-11-27' };

describe('sendReview', () => {
  it('posts the review with the bearer token', async () => {
    const bff = fakeBff(() => ({ status: 200, body: { reviewId: 'R-1' } }));
    await expect(sendReview('https://bff.example', 'tok_0123456789abcdef', review)).resolves.toEqual({ ok: true, detail: 'R-1' });
    expect(bff).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', url: 'https://bff.example/api/tirehotel/review/addReview', body: review, headers: expect.objectContaining({ authorization: 'Bearer tok_0123456789abcdef' }) }));
  });

  it('is not ok on a refusal or without an answer', async () => {
    fakeBff(() => ({ status: 401, body: { message: 'Logga in igen' } }));
    await expect(sendReview('', 'tok_0123456789abcdef', review)).resolves.toEqual({ ok: false, detail: '401 Logga in igen' });
    jest.restoreAllMocks();
    fakeBff(() => Promise.reject(new Error('Network Error')));
    await expect(sendReview('', 'tok_0123456789abcdef', review)).resolves.toMatchObject({ ok: false });
  });
});
