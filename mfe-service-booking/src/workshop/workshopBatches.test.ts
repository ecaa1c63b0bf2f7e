import type { WorkshopSite } from '@showroom/contracts/mechmate';
import { batchCursor, batchReducer, FIRST_BATCH, placeholderCount, streamDone, type BatchEvent, type WorkshopBatches } from './workshopBatches';

const site = (n: number): WorkshopSite => ({ departmentId: `0${n}.3`, siteId: `10${n}`, siteName: `Verkstad ${n}`, address: `Gatan ${n}`, latitude: 57 + n / 100, longitude: 12, brands: ['Volvo'], firstTimeSlot: null });
const run = (events: BatchEvent[], from: WorkshopBatches = FIRST_BATCH) => events.reduce(batchReducer, from);
const sites = (...ns: number[]): BatchEvent[] => ns.map((n) => ({ type: 'message', message: site(n) }));

describe('the workshop batches', () => {
  it('starts with five placeholders that fill as sites arrive', () => {
    expect(placeholderCount(FIRST_BATCH)).toBe(5);
    const two = run(sites(1, 2));
    // 5 - 2 sites = 3 placeholders left, still streaming.
    expect([placeholderCount(two), two.status, streamDone(two)]).toEqual([3, 'streaming', false]);
  });

  it('is done after the fifth site, with more to fetch; a sixth message is ignored', () => {
    const five = run(sites(1, 2, 3, 4, 5));
    expect([placeholderCount(five), five.status, five.more, streamDone(five)]).toEqual([0, 'idle', true, true]);
    expect(run(sites(6), five)).toBe(five);
  });

  it('"Hämta fler" streams after the last site shown: cursor 05.3, five new placeholders, ten rows after', () => {
    const more = run([...sites(1, 2, 3, 4, 5), { type: 'fetchMore' }]);
    expect([batchCursor(more), placeholderCount(more)]).toEqual(['05.3', 5]);
    const ten = run(sites(6, 7, 8, 9, 10), more);
    expect(ten.sites.map((s) => s.departmentId)).toEqual(['01.3', '02.3', '03.3', '04.3', '05.3', '06.3', '07.3', '08.3', '09.3', '010.3']);
    expect(batchCursor(FIRST_BATCH)).toBeUndefined();
  });

  it('a stream that ends short leaves nothing more to fetch', () => {
    const short = run([...sites(1, 2, 3, 4, 5), { type: 'fetchMore' }, ...sites(6, 7), { type: 'ended' }]);
    expect([short.status, short.more, short.sites.length, placeholderCount(short)]).toEqual(['idle', false, 7, 0]);
    expect(run([{ type: 'fetchMore' }], short)).toBe(short);
  });

  it('nosites, or a stream that ends empty, is the no-workshops state; nosites after some sites just ends', () => {
    expect(run([{ type: 'message', message: { nosites: true } }]).status).toBe('nosites');
    expect(run([{ type: 'ended' }]).status).toBe('nosites');
    expect(run([...sites(1), { type: 'message', message: { nosites: true } }])).toMatchObject({ status: 'idle', more: false });
  });

  it('an error message or a broken stream fails the batch; retry streams it again from the same cursor', () => {
    const failed = run([...sites(1, 2, 3, 4, 5), { type: 'fetchMore' }, ...sites(6), { type: 'message', message: { error: 'ServerError' } }]);
    expect([failed.status, failed.error, streamDone(failed)]).toEqual(['failed', 'ServerError', true]);
    const again = batchReducer(failed, { type: 'retry' });
    // The failed batch's one site (06.3) is dropped: 5 rows, cursor 05.3, 5 placeholders.
    expect([again.status, again.sites.length, batchCursor(again), placeholderCount(again)]).toEqual(['streaming', 5, '05.3', 5]);
    expect(run([{ type: 'failed', reason: 'network' }])).toMatchObject({ status: 'failed', error: 'network' });
  });

  it('takes a repeated site once', () => {
    expect(run(sites(1, 1)).sites).toHaveLength(1);
  });
});
