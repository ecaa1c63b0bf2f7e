/** @jest-environment node */
import { editingCredential, editingMode, usableEditingSecret } from './editingMode';

const SECRET = 'a-long-editing-secret-0123456789';

describe('editingMode', () => {
  it('turns on with ?sc_mode=edit and the secret, and keeps it in an HttpOnly, SameSite session cookie', () => {
    const on = editingMode({ sc_mode: 'edit', secret: SECRET }, undefined, SECRET);
    expect(on.editing).toBe(true);
    expect(on.setCookie).toMatch(/^sc_editing=[A-Za-z0-9_-]{43}; Path=\/; SameSite=Lax; HttpOnly$/);
    const token = /^sc_editing=([^;]+)/.exec(on.setCookie!)![1];
    // The cookie is not the secret itself.
    expect(token).not.toBe(SECRET);
    expect(editingMode({}, token, SECRET)).toEqual({ editing: true, setCookie: null });
  });

  it('marks the cookie Secure over https', () => {
    expect(editingMode({ sc_mode: 'edit', secret: SECRET }, undefined, SECRET, true).setCookie).toMatch(/; Secure$/);
  });

  it('turns off with ?sc_mode=normal, and is off by default', () => {
    expect(editingMode({ sc_mode: 'normal' }, 'x', SECRET)).toEqual({ editing: false, setCookie: 'sc_editing=; Max-Age=0; Path=/; SameSite=Lax; HttpOnly' });
    expect(editingMode({}, undefined, SECRET)).toEqual({ editing: false, setCookie: null });
    expect(editingMode({ sc_mode: ['edit', 'edit'] }, undefined, SECRET)).toEqual({ editing: false, setCookie: null });
  });

  // Issue 12 item 8: before, ?sc_mode=edit alone, or a cookie sc_editing=1 a visitor set, was editing mode.
  it.each([
    ['?sc_mode=edit without the secret', { sc_mode: 'edit' }, undefined],
    ['a wrong secret', { sc_mode: 'edit', secret: 'guess' }, undefined],
    ['a hand-made cookie sc_editing=1', {}, '1'],
    ['the secret itself as the cookie', {}, SECRET],
  ])('stays off for %s', (_what, query, cookie) => {
    expect(editingMode(query, cookie, SECRET).editing).toBe(false);
  });

  it('is never on where the host has no editing secret (the production default)', () => {
    expect(editingMode({ sc_mode: 'edit', secret: '' }, '1', null)).toEqual({ editing: false, setCookie: null });
    expect(usableEditingSecret(undefined)).toBeNull();
    expect(usableEditingSecret('short')).toBeNull();
    expect(editingCredential(null, { query: '' })).toBe(false);
  });
});
