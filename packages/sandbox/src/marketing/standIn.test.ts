/**
 * @jest-environment jsdom
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

// The stand-in script as a browser runs it: its text evaluated in the page, then driven through its global API.
const SCRIPT = readFileSync(path.join(__dirname, 'standIn.js'), 'utf8');

interface Hbspt {
  forms: { create(options: Record<string, unknown>): HTMLFormElement | undefined };
}
const hbspt = () => (window as unknown as { hbspt: Hbspt }).hbspt;

beforeEach(() => {
  delete (window as unknown as { hbspt?: Hbspt }).hbspt;
  document.body.innerHTML = '<div id="target"></div>';
  window.eval(SCRIPT);
});

const input = (name: string) => document.querySelector<HTMLInputElement>(`#target input[name="${name}"]`)!;
const submit = () => document.querySelector<HTMLButtonElement>('#target button[type="submit"]')!.click();
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the marketing-form stand-in script', () => {
  it('defines hbspt.forms.create once, and draws a labelled form into a selector or an element', () => {
    const first = hbspt().forms;
    window.eval(SCRIPT);
    expect(hbspt().forms).toBe(first);
    hbspt().forms.create({ region: 'eu1', portalId: '1', formId: 'f', target: '#target' });
    expect(document.querySelectorAll('#target form')).toHaveLength(1);
    for (const name of ['firstname', 'email']) expect(document.querySelector(`label[for="${input(name).id}"]`)).not.toBeNull();
    const element = document.createElement('div');
    hbspt().forms.create({ region: 'eu1', portalId: '1', formId: 'f', target: element });
    expect(element.querySelector('form')).not.toBeNull();
    // Each created form has ids of its own.
    expect(element.querySelector('input')!.id).not.toBe(input('firstname').id);
  });

  it('an invalid submit marks the fields and sends nothing', () => {
    const fetchMock = jest.fn();
    (window as unknown as { fetch: unknown }).fetch = fetchMock;
    const onFormSubmitted = jest.fn();
    hbspt().forms.create({ region: 'eu1', portalId: '1', formId: 'f', target: '#target', onFormSubmitted });
    input('email').value = 'not-an-address';
    submit();
    expect(input('firstname').getAttribute('aria-invalid')).toBe('true');
    expect(input('email').getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input('email').getAttribute('aria-describedby')!)?.textContent).toContain('Email must be formatted correctly.');
    expect(document.activeElement).toBe(input('firstname'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onFormSubmitted).not.toHaveBeenCalled();
  });

  it('a valid submit posts the values to the sandbox, thanks the visitor and then calls onFormSubmitted', async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 204 });
    (window as unknown as { fetch: unknown }).fetch = fetchMock;
    const onFormSubmitted = jest.fn();
    hbspt().forms.create({ region: 'eu1', portalId: '25000000', formId: 'f-1', target: '#target', onFormSubmitted });
    input('firstname').value = 'Anna';
    input('email').value = 'anna@example.com';
    submit();
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, { method: string; body: string; headers: Record<string, string> }];
    expect(url).toMatch(/\/__sandbox\/marketing\/submissions$/);
    expect(init.headers['content-type']).toBe('text/plain');
    expect(JSON.parse(init.body)).toMatchObject({ region: 'eu1', portalId: '25000000', formId: 'f-1', values: { firstname: 'Anna', email: 'anna@example.com' } });
    expect(document.querySelector('#target [role="status"]')?.textContent).toContain('Thanks for submitting the form.');
    expect(onFormSubmitted).toHaveBeenCalledTimes(1);
  });

  it('a failed post keeps the form, says so, and does not call onFormSubmitted', async () => {
    (window as unknown as { fetch: unknown }).fetch = jest.fn().mockResolvedValue({ ok: false, status: 503 });
    const onFormSubmitted = jest.fn();
    hbspt().forms.create({ region: 'eu1', portalId: '1', formId: 'f', target: '#target', onFormSubmitted });
    input('firstname').value = 'Anna';
    input('email').value = 'anna@example.com';
    submit();
    await flush();
    expect(document.querySelector('#target [role="alert"]')?.textContent).toContain('could not be sent');
    expect(onFormSubmitted).not.toHaveBeenCalled();
  });
});
