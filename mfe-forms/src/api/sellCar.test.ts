import axios from 'axios';
import { buildSellCarSubmission, sellCarFormName, sendSellCar } from './sellCar';

jest.mock('axios');
const post = axios.post as jest.MockedFunction<typeof axios.post>;

const values = { customerName: 'Anna Svensson', customerPhone: '+46 70 123 45 67', customerEmail: 'anna@exempel.se', option: 'tradeInCar' } as const;
const ID = '3b241101-e2bb-4255-8caf-4136c566a962';
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => post.mockReset());

describe('sellCarFormName', () => {
  it('is the site code plus SellCarForm', () => {
    expect(sellCarFormName('carstore-se')).toBe('carstore-seSellCarForm');
    expect(sellCarFormName('premium-uk')).toBe('premium-ukSellCarForm');
  });
});

describe('buildSellCarSubmission', () => {
  it('builds the comhub body', () => {
    expect(buildSellCarSubmission('carstore-fi', values, ID)).toEqual({
      formName: 'carstore-fiSellCarForm',
      formSubmissionId: ID,
      values: { customerName: 'Anna Svensson', customerPhone: '+46 70 123 45 67', customerEmail: 'anna@exempel.se', option: 'tradeInCar' },
    });
  });
  it('refuses an id that is not a UUID', () => {
    expect(() => buildSellCarSubmission('carstore-fi', values, 'nope')).toThrow();
  });
});

describe('sendSellCar', () => {
  it('posts to the BFF and is true on 202', async () => {
    post.mockResolvedValue({ status: 202, data: { id: 'x' } });
    await expect(sendSellCar('https://carstore.se', 'carstore-se', values, ID)).resolves.toBe(true);
    expect(post).toHaveBeenCalledWith(
      'https://carstore.se/api/forms/comhub',
      { formName: 'carstore-seSellCarForm', formSubmissionId: ID, values },
      expect.anything(),
    );
  });
  it.each([200, 400, 500])('is false on %i', async (status) => {
    post.mockResolvedValue({ status, data: {} });
    await expect(sendSellCar('', 'carstore-se', values, ID)).resolves.toBe(false);
  });
  it('is false when the request fails', async () => {
    post.mockRejectedValue(new Error('Network Error'));
    await expect(sendSellCar('', 'carstore-se', values, ID)).resolves.toBe(false);
  });
  it('gives each submission a fresh UUID by default', async () => {
    post.mockResolvedValue({ status: 202, data: {} });
    await sendSellCar('', 'carstore-se', values);
    await sendSellCar('', 'carstore-se', values);
    const ids = post.mock.calls.map((call) => (call[1] as { formSubmissionId: string }).formSubmissionId);
    expect(ids[0]).toMatch(UUID_V4);
    expect(ids[0]).not.toBe(ids[1]);
  });
});
