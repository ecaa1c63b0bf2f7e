import type { TireHotelProps } from '@showroom/contracts';
import { createTranslator } from '@showroom/i18n';
import { BUILD_ID } from '@showroom/mfe-runtime';
import { Card, lazyPart, PageHeading, partFailureTexts, Spinner } from '@showroom/ui';
import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { trackStep } from '../analytics/track';
import type { FlowProps } from './Flow';
import { Footer } from './Footer';
import { formInteraction } from './formInteraction';
import { SearchStep, type SearchProblem } from './SearchStep';
import { dropSession, storedSession } from './sessionKey';

// The first paint is Search (the server renders nothing else): the flow from Login on, its state machine and the
// session's parser are fetched when there is a customer or a stored session (the page is at its JavaScript
// ceiling, perf/budgets.json).
const loadFlow = () => import(/* webpackChunkName: "tirehotel-flow" */ './Flow');
const Flow = lazyPart(() => loadFlow().then((module) => module.default), 'tire hotel flow');

/** Where the flow takes over from Search. */
type Handover = { initial: FlowProps['initial']; moved: boolean };

/** The tire-hotel flow (spec 3 §2.7, §4.4): in-page states over one URL, resumed from session storage on reload. */
export function TireHotel(props: TireHotelProps) {
  const t = createTranslator(props.language);
  const headingId = useId();
  const [regNo, setRegNo] = useState(props.regNo ?? '');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<SearchProblem>(null);
  const [serviceBookingPath, setServiceBookingPath] = useState<string | null>(null);
  const [handover, setHandover] = useState<Handover | null>(null);
  const [focusSearch, setFocusSearch] = useState(false);
  const stepRef = useRef<HTMLDivElement>(null);

  // After hydration (the server rendered Search): a stored session resumes its state, parsed by a chunk fetched only then.
  useEffect(() => {
    const raw = storedSession();
    const resume = raw === null ? Promise.resolve(null) : import(/* webpackChunkName: "tirehotel-session" */ './sessionRead').then((m) => m.readSession(raw, props.regNo));
    void resume
      .catch(() => null)
      .then((initial) => {
        if (initial && initial.page !== 'search') setHandover({ initial, moved: false });
        else {
          // Nothing to resume (or another car in ?regNo=): the session is done with.
          if (raw !== null) dropSession();
          trackStep(1);
        }
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mount, by design
  }, []);

  useEffect(() => {
    if (!focusSearch) return;
    stepRef.current?.querySelector<HTMLElement>('h2')?.focus();
    setFocusSearch(false);
  }, [focusSearch]);

  const backToSearch = useCallback((number: string) => {
    setHandover(null);
    setRegNo(number);
    setFocusSearch(true);
    trackStep(1);
  }, []);

  async function search() {
    setBusy(true);
    setProblem(null);
    // The flow's code comes while the search runs: no second wait after it.
    void loadFlow().catch(() => undefined);
    const { outcome, serviceBookingPath: path } = await import(/* webpackChunkName: "tirehotel-search" */ './searchCall')
      .then((m) => m.searchWithLink(props.apiBase, regNo, props.site, props.language))
      // The chunk itself did not come (offline, a deploy in between): the search's own failure text.
      .catch(() => ({ outcome: { kind: 'failed' as const }, serviceBookingPath: null }));
    setBusy(false);
    setServiceBookingPath(path);
    if (outcome.kind === 'found') setHandover({ initial: { page: 'login', regNo: outcome.customer.regNo, customer: outcome.customer }, moved: true });
    else setProblem(outcome.kind);
  }

  return (
    <section aria-labelledby={headingId} data-build={BUILD_ID}>
      <PageHeading id={headingId}>{t('tireHotel.heading')}</PageHeading>
      {handover ? (
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          <Flow t={t} apiBase={props.apiBase} contactEmail={props.contactEmail} initial={handover.initial} moved={handover.moved} onSearch={backToSearch} partFailure={partFailureTexts(t)} />
        </Suspense>
      ) : (
        <>
          <Card padding="lg">
            <div ref={stepRef} data-tire-hotel-state="search">
              <SearchStep
                t={t}
                regNo={regNo}
                onRegNoChange={(value) => {
                  formInteraction('search');
                  setProblem(null);
                  setRegNo(value);
                }}
                onSubmit={() => void search()}
                busy={busy}
                problem={problem}
                serviceBookingPath={serviceBookingPath}
              />
            </div>
          </Card>
          <Footer t={t} contactEmail={props.contactEmail} />
        </>
      )}
    </section>
  );
}
