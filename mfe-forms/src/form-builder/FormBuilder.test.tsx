import { act, render, screen, within } from '@testing-library/react';
import { formsRemote, type FormBuilderProps } from '@showroom/contracts';
import { getEventBus, resetEventBusForTests } from '@showroom/event-bus';
import { ThemeRoot } from '@showroom/ui';
import { fakeBff, serverRenderThenHydrate } from '@showroom/test-kit';
import { FormBuilder } from './FormBuilder';

const schema = formsRemote.modules.FormBuilder.props;
const props = (overrides: Partial<FormBuilderProps> = {}): FormBuilderProps => schema.parse({ site: 'dealergroup-se', language: 'sv', formId: '241000000000004', ...overrides });
const ui = (p: FormBuilderProps) => (
  <ThemeRoot theme="dealergroup">
    <FormBuilder {...p} />
  </ThemeRoot>
);

const submission = (answers: Record<string, { name: string; order: string; text: string; answer: string }>) => ({
  id: '1',
  form_id: '241000000000004',
  created_at: '2026-11-20 10:00:00',
  status: 'ACTIVE',
  answers: Object.fromEntries(Object.entries(answers).map(([key, a]) => [key, { ...a, type: 'control_textbox' }])),
});

let pushes: Record<string, unknown>[];
beforeEach(() => {
  resetEventBusForTests();
  pushes = [];
  getEventBus().observe('dataLayer').subscribe((e) => pushes.push(e));
});
afterEach(() => jest.restoreAllMocks());

describe('FormBuilder', () => {
  it('posts {formId} to /api/jotform and shows the newest submission\'s answers as question and answer', async () => {
    const bff = fakeBff(() => ({
      status: 200,
      body: {
        responseCode: 200,
        message: 'success',
        content: [
          submission({ 4: { name: 'comment', order: '3', text: 'Comment', answer: 'Quick and friendly.' }, 3: { name: 'rating', order: '2', text: 'How likely are you to recommend us?', answer: '9' } }),
          submission({ 3: { name: 'rating', order: '2', text: 'How likely are you to recommend us?', answer: '4' } }),
        ],
      },
    }));
    render(ui(props({ title: 'Vad kunderna tycker' })));
    expect(screen.getByRole('status')).toHaveTextContent('Hämtar svaren');
    const block = screen.getByRole('region', { name: 'Vad kunderna tycker' });
    const terms = await within(block).findAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual(['How likely are you to recommend us?', 'Comment']);
    expect(within(block).getAllByRole('definition').map((d) => d.textContent)).toEqual(['9', 'Quick and friendly.']);
    expect(bff).toHaveBeenCalledTimes(1);
    expect(bff.mock.calls[0]?.[0]).toMatchObject({ method: 'POST', url: '/api/jotform', body: { formId: '241000000000004' } });
  });

  it('shows exactly "Missing FormId" and asks nothing when the block names no form, in every language', () => {
    const bff = fakeBff();
    for (const language of ['sv', 'nb', 'fi', 'sk', 'en'] as const) {
      const { unmount } = render(ui(props({ formId: null, language })));
      expect(screen.getByText('Missing FormId')).toBeInTheDocument();
      unmount();
    }
    expect(bff).not.toHaveBeenCalled();
  });

  it('a failed status is logged as FORM_SUBMISSION_FAILED and reported; the visitor sees the failure text in their language', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    fakeBff(() => ({ status: 503, body: { error: 'jotform failed' } }));
    render(ui(props({ language: 'nb' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('Svarene kunne ikke hentes akkurat nå. Prøv igjen senere.');
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatch(/^FORM_SUBMISSION_FAILED \[form-builder\] form 241000000000004: .*503/);
    expect(pushes).toEqual([expect.objectContaining({ event: 'form_error', code: 'FORM_SUBMISSION_FAILED', form: 'form-builder', formId: '241000000000004' })]);
  });

  it('no answer at all (network) and a body outside the contract are failures too', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const bff = fakeBff();
    bff.mockRejectedValueOnce(new Error('network down'));
    const first = render(ui(props()));
    expect(await screen.findByRole('alert')).toHaveTextContent('Svaren kunde inte hämtas');
    first.unmount();
    fakeBff(() => ({ status: 200, body: { content: 'not a list' } }));
    render(ui(props()));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(log.mock.calls.map((call) => String(call[0]))).toEqual([expect.stringContaining('network down'), expect.stringMatching(/^FORM_SUBMISSION_FAILED .*contract/)]);
  });

  it('a form without submissions says so', async () => {
    fakeBff(() => ({ status: 200, body: { responseCode: 200, message: 'success', content: [] } }));
    render(ui(props({ language: 'en' })));
    expect(await screen.findByText('No answers yet.')).toBeInTheDocument();
  });

  it('renders on the server in its loading state and hydrates without a mismatch, then loads', async () => {
    fakeBff(() => ({ status: 200, body: { responseCode: 200, message: 'success', content: [submission({ 3: { name: 'rating', order: '2', text: 'Score', answer: '7' } })] } }));
    const { html, container, root } = await serverRenderThenHydrate(ui(props()));
    expect(html).toContain('Hämtar svaren');
    await act(async () => {});
    expect(within(container).getByRole('definition')).toHaveTextContent('7');
    act(() => root.unmount());
    container.remove();
  });
});
