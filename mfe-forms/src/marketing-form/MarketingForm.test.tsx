import { act, render, screen } from '@testing-library/react';
import { formsRemote, type MarketingFormProps } from '@showroom/contracts';
import { ThemeRoot } from '@showroom/ui';
import { serverRenderThenHydrate } from '@showroom/test-kit';
import { MarketingForm } from './MarketingForm';
import { resetProviderScripts, type MarketingFormOptions } from './providerScript';
import { FORM_RECREATE_DELAY_MS } from './useMarketingForm';

const SCRIPT = 'http://127.0.0.1:8070/__sandbox/marketing/forms-v2.js';
const schema = formsRemote.modules.MarketingForm.props;
const props = (overrides: Partial<MarketingFormProps> = {}): MarketingFormProps =>
  schema.parse({ site: 'dealergroup-se', language: 'sv', formId: 'form-1', config: { scriptUrl: SCRIPT, portalId: '25000000' }, ...overrides });
const ui = (p: MarketingFormProps) => (
  <ThemeRoot theme="dealergroup">
    <MarketingForm {...p} />
  </ThemeRoot>
);

/** A provider API that draws a marker into the target, so a test can see each creation. */
function fakeProvider() {
  const create = jest.fn((options: MarketingFormOptions) => {
    const target = typeof options.target === 'string' ? document.querySelector(options.target) : options.target;
    target?.replaceChildren(Object.assign(document.createElement('form'), { textContent: `form ${create.mock.calls.length}` }));
  });
  window.hbspt = { forms: { create } };
  return create;
}

const scriptTags = () => [...document.head.querySelectorAll(`script[src="${SCRIPT}"]`)];

beforeEach(() => {
  resetProviderScripts();
  delete window.hbspt;
  for (const tag of scriptTags()) tag.remove();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('MarketingForm', () => {
  it('has the provider create the form by its id in the EU region, into the block', async () => {
    const create = fakeProvider();
    const { container } = render(ui(props({ title: 'Nyhetsbrev' })));
    await act(async () => {});
    expect(create).toHaveBeenCalledTimes(1);
    const options = create.mock.calls[0]![0];
    expect(options).toMatchObject({ region: 'eu1', portalId: '25000000', formId: 'form-1' });
    // A selector (the provider's documented form) that finds the block's own target.
    expect(typeof options.target).toBe('string');
    expect(container.querySelector(options.target as string)).toBe(container.querySelector('[data-marketing-form-target]'));
    expect(screen.getByRole('region', { name: 'Nyhetsbrev' })).toHaveTextContent('form 1');
  });

  it(`re-creates the form ${FORM_RECREATE_DELAY_MS} ms after a submission: not at 2999 ms, at 3000 ms`, async () => {
    jest.useFakeTimers();
    const create = fakeProvider();
    render(ui(props()));
    await act(async () => {});
    expect(create).toHaveBeenCalledTimes(1);
    act(() => create.mock.calls[0]![0].onFormSubmitted?.());
    await act(async () => {
      jest.advanceTimersByTime(2999);
    });
    expect(create).toHaveBeenCalledTimes(1);
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(create).toHaveBeenCalledTimes(2);
    expect(screen.getByText('form 2')).toBeInTheDocument();
    // And after the next submission, again 3000 ms later.
    act(() => create.mock.calls[1]![0].onFormSubmitted?.());
    await act(async () => {
      jest.advanceTimersByTime(2999);
    });
    expect(create).toHaveBeenCalledTimes(2);
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(create).toHaveBeenCalledTimes(3);
  });

  it('an unmounted block is not re-created', async () => {
    jest.useFakeTimers();
    const create = fakeProvider();
    const { unmount } = render(ui(props()));
    await act(async () => {});
    act(() => create.mock.calls[0]![0].onFormSubmitted?.());
    unmount();
    await act(async () => {
      jest.advanceTimersByTime(5000);
    });
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('loads the script once per page however many blocks ask, showing the loading state until it is there', async () => {
    render(
      <>
        {ui(props())}
        {ui(props({ formId: 'form-2' }))}
      </>,
    );
    expect(scriptTags()).toHaveLength(1);
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['Laddar formuläret …', 'Laddar formuläret …']);
    const create = fakeProvider();
    await act(async () => {
      scriptTags()[0]!.dispatchEvent(new Event('load'));
    });
    expect(create.mock.calls.map((call) => call[0].formId)).toEqual(['form-1', 'form-2']);
    expect(screen.queryByRole('status')).toBeNull();
    // A block mounted later uses the API already there.
    render(ui(props({ formId: 'form-3' })));
    await act(async () => {});
    expect(scriptTags()).toHaveLength(1);
    expect(create).toHaveBeenCalledTimes(3);
  });

  it('a script that fails to load is an error text in the visitor\'s language, logged', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(ui(props({ language: 'en' })));
    await act(async () => {
      scriptTags()[0]!.dispatchEvent(new Event('error'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The form could not be loaded right now. Please try again later.');
    expect(log.mock.calls[0]?.[0]).toMatch(/^FORM_SUBMISSION_FAILED \[marketing-form\] form form-1: .*failed to load/);
  });

  it('shows exactly "Missing FormId" and loads no script when the block names no form', async () => {
    render(ui(props({ formId: null })));
    await act(async () => {});
    expect(screen.getByText('Missing FormId')).toBeInTheDocument();
    expect(scriptTags()).toHaveLength(0);
  });

  it('renders on the server in its loading state and hydrates without a mismatch', async () => {
    const { html, container, root } = await serverRenderThenHydrate(ui(props()));
    expect(html).toContain('Laddar formuläret');
    act(() => root.unmount());
    container.remove();
  });
});

describe('MarketingForm targets', () => {
  beforeEach(() => {
    resetProviderScripts();
    delete window.hbspt;
  });

  it('gives each block a target of its own, even in separate React roots (each slot is one)', async () => {
    const create = fakeProvider();
    const first = render(ui(props({ formId: 'a' })));
    const second = render(ui(props({ formId: 'b' })));
    await act(async () => {});
    const [a, b] = create.mock.calls.map((call) => call[0].target as string);
    expect(a).not.toBe(b);
    expect(first.container.querySelector(a!)).not.toBeNull();
    expect(second.container.querySelector(b!)).not.toBeNull();
    expect(first.container).toHaveTextContent('form 1');
    expect(second.container).toHaveTextContent('form 2');
  });
});
