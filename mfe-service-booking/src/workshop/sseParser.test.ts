import { createSseParser, parseClosestMessage } from './sseParser';

const site = { departmentId: '015.3', siteId: '1015', siteName: 'Bilhuset Mölndal', address: 'Kvarnbygatan 2, 431 34 Mölndal', latitude: 57.6554, longitude: 12.0138, brands: ['Volvo'], firstTimeSlot: '2026-03-02T07:00:00' };

describe('createSseParser', () => {
  it('gives each complete event once, whatever the chunking', () => {
    const parser = createSseParser();
    expect(parser.push('data: {"a":')).toEqual([]);
    expect(parser.push('1}\n')).toEqual([]);
    expect(parser.push('\ndata: 2\n\nda')).toEqual(['{"a":1}', '2']);
    expect(parser.push('ta: 3\r\n\r\n')).toEqual(['3']);
  });

  it('joins multi-line data, skips comments and other fields, and flushes the last event at the end', () => {
    const parser = createSseParser();
    expect(parser.push(': keep-alive\n\nevent: site\ndata: line 1\ndata:line 2\n\n')).toEqual(['line 1\nline 2']);
    expect(parser.push('data: tail')).toEqual([]);
    expect(parser.end()).toEqual(['tail']);
  });
});

describe('parseClosestMessage', () => {
  it('reads a site, an error and nosites', () => {
    expect(parseClosestMessage(JSON.stringify(site))).toEqual(site);
    expect(parseClosestMessage('{"error":"ServerError"}')).toEqual({ error: 'ServerError' });
    expect(parseClosestMessage('{"nosites":true}')).toEqual({ nosites: true });
  });

  it('answers null for text that is no JSON or no message', () => {
    expect(parseClosestMessage('not json')).toBeNull();
    expect(parseClosestMessage('{"nosites":false}')).toBeNull();
    expect(parseClosestMessage(JSON.stringify({ ...site, latitude: 'north' }))).toBeNull();
  });
});
