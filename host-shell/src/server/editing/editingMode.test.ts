/** @jest-environment node */
import { editingMode } from './editingMode';

describe('editingMode', () => {
  it('turns on with ?sc_mode=edit and keeps it in a session cookie', () => {
    expect(editingMode({ sc_mode: 'edit' }, undefined, true)).toEqual({ editing: true, setCookie: 'sc_editing=1; Path=/; SameSite=Lax; HttpOnly' });
    expect(editingMode({}, '1', true)).toEqual({ editing: true, setCookie: null });
  });
  it('turns off with ?sc_mode=normal, and is off by default', () => {
    expect(editingMode({ sc_mode: 'normal' }, '1', true)).toEqual({ editing: false, setCookie: 'sc_editing=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly' });
    expect(editingMode({}, undefined, true)).toEqual({ editing: false, setCookie: null });
    expect(editingMode({ sc_mode: ['edit', 'edit'] }, undefined, true)).toEqual({ editing: false, setCookie: null });
  });
  it('is never on where the host does not allow editing', () => {
    expect(editingMode({ sc_mode: 'edit' }, '1', false)).toEqual({ editing: false, setCookie: null });
  });
});
