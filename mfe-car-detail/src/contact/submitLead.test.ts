import type { FormRequest } from '@showroom/contracts';
import { LEAD_ATTEMPTS, LEAD_RETRY_DELAY_MS, sleep, submitLead, type PostForm } from './submitLead';

const submission: FormRequest = {
  formName: 'carstore-seCarDetailForm',
  formSubmissionId: '3b241101-e2bb-4255-8caf-4136c566a962',
  values: { name: 'Anna', quote: true },
};

/** A post that answers from a list, one answer per call (false when the list runs out). */
function poster(...answers: (boolean | Error)[]) {
  return jest.fn<ReturnType<PostForm>, Parameters<PostForm>>(async () => {
    const answer = answers.shift() ?? false;
    if (answer instanceof Error) throw answer;
    return answer;
  });
}

describe('submitLead timing (fake timers)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('tries 3 times, 1000 ms apart, with the same submission each time, then gives up', async () => {
    const post = poster(false, false, false, true);
    let result: boolean | undefined;
    void submitLead('https://carstore.se', submission, { post }).then((r) => (result = r));

    await jest.advanceTimersByTimeAsync(0);
    expect(post).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(999);
    expect(post).toHaveBeenCalledTimes(1); // not before 1000 ms
    await jest.advanceTimersByTimeAsync(1);
    expect(post).toHaveBeenCalledTimes(2); // at 1000 ms
    await jest.advanceTimersByTimeAsync(999);
    expect(post).toHaveBeenCalledTimes(2);
    expect(result).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(post).toHaveBeenCalledTimes(3); // at 2000 ms
    expect(result).toBe(false); // no wait after the last attempt
    await jest.advanceTimersByTimeAsync(10_000);
    expect(post).toHaveBeenCalledTimes(3); // the 4th answer (true) is never asked for

    for (const [apiBase, body] of post.mock.calls) {
      expect(apiBase).toBe('https://carstore.se');
      expect(body.formSubmissionId).toBe('3b241101-e2bb-4255-8caf-4136c566a962');
    }
  });

  it('stops at the first accepted attempt', async () => {
    const post = poster(false, true);
    const done = submitLead('', submission, { post });
    await jest.advanceTimersByTimeAsync(1000);
    await expect(done).resolves.toBe(true);
    await jest.advanceTimersByTimeAsync(5000);
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('sends once when the first attempt is accepted, without waiting', async () => {
    const post = poster(true);
    await expect(submitLead('', submission, { post })).resolves.toBe(true);
    expect(post).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('counts a thrown error as a failed attempt and retries', async () => {
    const post = poster(new Error('Network Error'), true);
    const done = submitLead('', submission, { post });
    await jest.advanceTimersByTimeAsync(1000);
    await expect(done).resolves.toBe(true);
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('sleep resolves after the given time, not before', async () => {
    let woke = false;
    void sleep(1000).then(() => (woke = true));
    await jest.advanceTimersByTimeAsync(999);
    expect(woke).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(woke).toBe(true);
  });
});

describe('submitLead with an injected wait', () => {
  it('waits 1000 ms between attempts and not after the last', async () => {
    const waits: number[] = [];
    const post = poster(false, false, false);
    await expect(submitLead('', submission, { post, sleep: async (ms) => void waits.push(ms) })).resolves.toBe(false);
    expect(waits).toEqual([1000, 1000]);
    expect(post).toHaveBeenCalledTimes(3);
  });

  it('takes other limits', async () => {
    const waits: number[] = [];
    const post = poster(false, false);
    await expect(submitLead('', submission, { post, attempts: 2, delayMs: 50, sleep: async (ms) => void waits.push(ms) })).resolves.toBe(false);
    expect(waits).toEqual([50]);
  });

  it('has the spec constants', () => {
    expect([LEAD_ATTEMPTS, LEAD_RETRY_DELAY_MS]).toEqual([3, 1000]);
  });
});
