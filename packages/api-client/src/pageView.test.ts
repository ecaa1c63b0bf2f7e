import axios from 'axios';
import { sendPageView } from './pageView';

jest.mock('axios');
const post = axios.post as jest.MockedFunction<typeof axios.post>;

describe('sendPageView', () => {
  beforeEach(() => post.mockReset());

  it('posts channel WEB, currency USD, page name, variant and language', async () => {
    post.mockResolvedValue({ status: 204 });
    await sendPageView('', { pageName: 'nyheter', pageVariantId: 'default', language: 'sv' });
    expect(post).toHaveBeenCalledWith('/api/personalization/pageview', { channel: 'WEB', currency: 'USD', pageName: 'nyheter', pageVariantId: 'default', language: 'sv' }, { timeout: 10_000 });
  });

  it('only debug-logs a failure, and a bad event is never sent', async () => {
    const debug = jest.fn();
    post.mockRejectedValue(new Error('Request failed with status code 503'));
    await expect(sendPageView('', { pageName: 'x', pageVariantId: 'default', language: 'sv' }, debug)).resolves.toBeUndefined();
    expect(debug).toHaveBeenCalledWith('[personalization] page view not sent:', 'Request failed with status code 503');
    post.mockReset();
    await sendPageView('', { pageName: '', pageVariantId: 'default', language: 'sv' }, debug);
    expect(post).not.toHaveBeenCalled();
    expect(debug).toHaveBeenCalledTimes(2);
  });
});
