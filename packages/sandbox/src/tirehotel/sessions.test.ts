import { randomCode, TireSessions } from './sessions';

describe('one-time codes', () => {
  it('are four random digits, not a fixed code', () => {
    const codes = Array.from({ length: 2000 }, () => randomCode());
    expect(codes.every((code) => /^\d{4}$/.test(code))).toBe(true);
    // 2000 draws from 10,000 values give about 1,813 distinct ones; a fixed or narrow code gives far fewer.
    expect(new Set(codes).size).toBeGreaterThan(1600);
    // Codes below 1000 keep their leading zero (about 200 expected).
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
  });

  it('gives each login its own token and code', () => {
    const sessions = new TireSessions(() => new Date('2026-03-01T10:00:00Z'));
    const a = sessions.login('0701234512', ['ABC123']);
    const b = sessions.login('0701234512', ['ABC123']);
    expect(a.token).not.toBe(b.token);
    expect(a.token.length).toBeGreaterThanOrEqual(32);
  });

  describe('validation on a fake clock', () => {
    let clock = new Date('2026-03-01T10:00:00Z');
    const fixedCode = () => '4711';
    const make = () => {
      clock = new Date('2026-03-01T10:00:00Z');
      return new TireSessions(() => clock, {}, fixedCode);
    };

    it('accepts the right code once, then calls it used', () => {
      const sessions = make();
      const { token } = sessions.login('0701234512', ['ABC123']);
      expect(sessions.authorize(token)).toBeUndefined();
      expect(sessions.validate(token, '4711')).toEqual({ ok: true, session: { token, phone: '0701234512', regNos: ['ABC123'], validated: true } });
      expect(sessions.validate(token, '4711')).toEqual({ ok: false, reason: 'used' });
      expect(sessions.authorize(token)?.regNos).toEqual(['ABC123']);
    });

    it('refuses a wrong code, and voids the code after five wrong tries', () => {
      const sessions = make();
      const { token } = sessions.login('0701234512', ['ABC123']);
      for (let i = 0; i < 4; i++) expect(sessions.validate(token, '0000')).toEqual({ ok: false, reason: 'wrongCode' });
      expect(sessions.validate(token, '0000')).toEqual({ ok: false, reason: 'tooManyAttempts' });
      expect(sessions.validate(token, '4711')).toEqual({ ok: false, reason: 'tooManyAttempts' });
    });

    it('expires a code after 5 minutes and a login after 2 hours', () => {
      const sessions = make();
      const late = sessions.login('0701234512', ['ABC123']);
      expect(late.ttlMinutes).toBe(5);
      clock = new Date('2026-03-01T10:05:00Z'); // exactly 5 minutes: still valid
      // Another phone: a second login for the same phone would void the first code (tested below).
      const onTime = sessions.login('0709876543', ['XYZ789']);
      clock = new Date('2026-03-01T10:05:00.001Z');
      expect(sessions.validate(late.token, '4711')).toEqual({ ok: false, reason: 'expired' });
      expect(sessions.validate(onTime.token, '4711').ok).toBe(true);
      clock = new Date('2026-03-01T12:05:00.001Z'); // 2 h after the second login
      expect(sessions.authorize(onTime.token)).toBeUndefined();
      expect(sessions.validate('no-such-token', '4711')).toEqual({ ok: false, reason: 'unknownToken' });
    });

    it('voids the code of an earlier login for the same phone (issue 12 item 3)', () => {
      const sessions = make();
      const first = sessions.login('0701234512', ['ABC123']);
      const second = sessions.login('0701234512', ['ABC123']);
      expect(sessions.validate(first.token, '4711')).toEqual({ ok: false, reason: 'unknownToken' });
      expect(sessions.validate(second.token, '4711').ok).toBe(true);
    });

    it('keeps no code in the clear, only a keyed hash', () => {
      const sessions = new TireSessions(() => clock, { codeKey: 'k' }, () => '4711');
      sessions.login('0701234512', ['ABC123']);
      // Everything the store holds, serialised: neither the code nor a plain hash of it.
      const dump = JSON.stringify([...(sessions as unknown as { entries: Map<string, unknown> }).entries.values()]);
      expect(dump).not.toContain('4711');
      expect(dump).not.toContain('"code"');
    });
  });
});
